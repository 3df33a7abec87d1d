/**
 * The Japanese phrasebook for Mighty (マイティ), beside i18n/phrases/ja.ts (Japanese Napoleon and
 * Daifugō): the reason a Mighty trick was won, Mighty's options, preset, the engine's decisions
 * and the score columns, in the words of the Japanese glossary (オールマイティ, ジョーカー, 切り札,
 * 主攻, フレンド, 野党, ジョーカーコール, キティ). `optionJaAny` and friends dispatch by variant, so
 * the components ask one place; a phrase with no Japanese stops the build, naming it.
 */
import type { Suit } from '../../engine/cards.ts';
import { optionJa, type OptionJa } from './ja.ts';
import { sayJa } from './phrasebook-ja.ts';
import { catalogueWords, presetsWithSources, withSources } from '../islands/options.ts';
import mightyMessages from '../messages/ja/options-mighty.json' with { type: 'json' };
import { wordOf } from './shape.ts';
import { mightyReasonPhrase } from './shape-mighty.ts';

/**
 * The reason a Mighty trick was won, in Japanese, from the engine's sentence (src/engine/mighty/
 * rules.ts `mightyTrickWinner`, read by shape-mighty.ts). A sentence not listed there stops the build.
 */
export const mightyReasonJa = (text: string, trump: Suit | null): string => sayJa(mightyReasonPhrase(text, trump));

/** Mighty's score columns. */
const SCORE_COL_JA_MIGHTY: Readonly<Record<string, string>> = {
  declarer: '主攻',
  friend: 'フレンド',
  opponent: '守備側（1人あたり）',
};

export const scoreColJaMighty = (col: string): string =>
  wordOf(SCORE_COL_JA_MIGHTY, col, `no Japanese for the score column "${col}": add it to i18n/phrases/ja-mighty.ts`);

const WIKI_KO = '韓国語版ウィキペディア';

/**
 * Mighty's options in Japanese: their names and values are the game's catalogue
 * (messages/ja/options-mighty.json, the setup form's words too); only the sources are here.
 */
export const MIGHTY_OPTIONS_JA: Readonly<Record<string, OptionJa>> = /* @__PURE__ */ withSources(
  { language: 'Japanese', variant: 'mighty' },
  catalogueWords('ja', mightyMessages),
  {
    players: 'パガット',
    mightyWhenSpadesTrump:
      'パガット、ゲームルールのサイト、デネクサゲームズのブログ、マイティフレンド（♦A）、スタンダードモデルのブログ（♣A）',
    minBid: 'パガット',
    misdeal: 'パガット',
    trumpChange: WIKI_KO,
    firstLead: 'パガット（切り札は出せない）、マイティフレンド（切り札・ジョーカー・ジョーカーコールは出せない）',
    mightyFollows: '資料は「いつでも出せる」としか書いていないので、どちらもこのサイトの選択',
    jokerFirstLast: 'スタンダードモデルのブログ（力を失う）。パガットのページは触れていない',
    ripper: 'パガット（台札を出した人が選ぶ）、デネクサゲームズのブログ（自動で呼び出す）',
  },
);

/** The games whose option words are in this module. */
const MIGHTY_TABLES: Readonly<Partial<Record<string, Readonly<Record<string, OptionJa>>>>> = {
  mighty: MIGHTY_OPTIONS_JA,
};

/** An option in Japanese for any variant with Japanese words (Mighty here, the rest in i18n/phrases/ja.ts). */
export const optionJaAny = (variant: string, key: string): OptionJa =>
  variant in MIGHTY_TABLES
    ? wordOf(
        MIGHTY_TABLES[variant],
        key,
        `no Japanese words for the mighty option "${key}": add them to i18n/phrases/ja-mighty.ts`,
      )
    : optionJa(variant, key);

/** Mighty's presets in Japanese (options-ja.ts gathers every game's). */
export const MIGHTY_PRESETS_JA: Readonly<Record<string, { label: string; source: string }>> =
  /* @__PURE__ */ presetsWithSources(
    { language: 'Japanese', variant: 'mighty' },
    catalogueWords('ja', mightyMessages),
    { pagat: 'パガットのマイティのページと、韓国語版ウィキペディアの切り札の変更' },
  );
// (defined on their own, not read out of a table, so a bundle that imports one export carries only it)
const PRESETS_JA: Readonly<Record<string, Readonly<Record<string, { label: string; source: string }>>>> = {
  mighty: MIGHTY_PRESETS_JA,
};

export const presetJa = (variant: string, id: string): { label: string; source: string } =>
  wordOf(PRESETS_JA[variant], id, `no Japanese for the ${variant} preset "${id}": add it to i18n/phrases/ja-mighty.ts`);

/** The engine's rule notes in Japanese (options-ja.ts gathers every game's). */
export const MIGHTY_NOTES_JA: Readonly<Record<string, string>> = {
  'alone-not-doubled':
    '主攻が自分の手札や捨て札にあるカードをフレンドに指名すると、1人で戦うことになりますが、得点は倍になりません。倍になるのは「フレンドなし」を宣言したときだけです。',
  'first-trick-friend-declarer':
    '「最初のトリックを取った人がフレンド」にして、主攻自身が最初のトリックを取ったときは、フレンドはいません。主攻は1人で戦い、得点は倍になりません。',
  'misdeal-timing':
    '配り直しは、まだ誰も宣言していないあいだに、自分の最初の競りの番の代わりに求めることができます。同じ親が配り直します。',
  'mighty-follows-suit':
    '資料はオールマイティを「いつでも出せる」としか書いていません。このサイトの標準では、オールマイティも印刷されたスートのカードで、台札のスートのカードがオールマイティしかなければ、それ（またはジョーカー）を出さなければなりません。そのときどのカードを出してもよいとする読み方も、ルールの選択肢にあります。',
  'powerless-joker-lead':
    '力のないジョーカー（最初と最後のトリック）も台札に出せます。従うスートは指定できますが、トリックは取れません。',
  'trump-change':
    '切り札はほかのどのスートにも、切り札なしにも変えられ、変えると宣言が2点上がります。変えなければ上がりません。',
  'next-dealer': '次の回はフレンドが配り、フレンドがいなければ主攻が配ります。配り直しのときは同じ親が配ります。',
};
const RULE_NOTES_JA: Readonly<Record<string, Readonly<Record<string, string>>>> = { mighty: MIGHTY_NOTES_JA };

export const ruleNoteJa = (variant: string, id: string): string =>
  wordOf(
    RULE_NOTES_JA[variant],
    id,
    `no Japanese for the ${variant} rule note "${id}": add it to i18n/phrases/ja-mighty.ts`,
  );
