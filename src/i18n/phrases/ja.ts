/**
 * The Japanese phrasebook of the server-only page components (Trick, Ranking, ScoreTable,
 * DaifugoPlay, DaifugoScores), used when a page passes `lang="ja"`. The engine stays
 * language-free: it gives the winner and the rule that decided it (an explanation's `rule` and
 * `cards`), and the sentence is made here. A phrase with no Japanese stops the build, naming it,
 * so a Japanese page never shows an English sentence by accident.
 */
import { SUIT_SYMBOL, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import { sayJa } from './phrasebook-ja.ts';
import { wordOf } from './shape.ts';
import { catalogueWords, withSources } from '../islands/options.ts';
import japaneseMessages from '../messages/ja/options-japanese.json' with { type: 'json' };
import { daifugoReasonPhrase } from './shape-daifugo.ts';
import { japaneseTrickPhrase } from './shape-japanese.ts';
import { seatPhrase } from './shape-tricks.ts';

export type SiteLang = 'en' | 'ja';

export const SUIT_JA: Readonly<Record<Suit, string>> = { S: 'スペード', H: 'ハート', D: 'ダイヤ', C: 'クラブ' };

/** "♥ハート" — a suit as the trick and ranking headers show it. */
export const suitJa = (s: Suit): string => `${SUIT_SYMBOL[s]}${SUIT_JA[s]}`;

/** The player under a card of a trick: "1番" (the first one "1番・台札"). */
export const seatJa = (i: number, name?: string): string => sayJa(seatPhrase(i, name));

/**
 * The reason a Japanese Napoleon trick was won, in Japanese, from the engine's explanation.
 * @param led the suit that was led (for the led-suit sentence)
 */
export const japaneseTrickReasonJa = (e: Explanation, led: Suit | null, trump: Suit | null, first: boolean): string =>
  sayJa(japaneseTrickPhrase(e, led, trump, first));

/** The ranking groups' labels (src/components/site/ranking.ts) in Japanese, by their English label. */
const RANK_LABEL_JA: Readonly<Record<string, string>> = {
  'the mighty': 'オールマイティ',
  'the sei-jack (jack of trumps)': '正ジャック（切り札のジャック）',
  'the ura-jack (same-colour jack)': '裏ジャック（同じ色のジャック）',
  'the killer card (ordinary unless the mighty is in the trick)':
    'マイティキラー（オールマイティと同じトリックのときだけ）',
  'the joker': 'ジョーカー',
  'the joker (highest trump)': 'ジョーカー（最強の切り札）',
  'the joker, without power': '力のないジョーカー',
  trumps: '切り札',
  'cards of the led suit': '台札のスートのカード',
  'any other card, if its suit is led': 'そのほかのカード（そのスートが台札のとき）',
  'other cards: they never win': 'そのほかのカード：勝つことはない',
};

export const rankLabelJa = (label: string): string =>
  wordOf(RANK_LABEL_JA, label, `no Japanese for the ranking group "${label}": add it to i18n/phrases/ja.ts`);

/** The score tables' columns. */
export const SCORE_COL_JA: Readonly<Record<string, string>> = {
  napoleon: 'ナポレオン',
  adjutant: '副官',
  ally: '連合軍（1人あたり）',
};

// Daifugō effects: a module of their own, so an island that needs only them (the puzzle island)
// does not load this phrasebook.
export { DAIFUGO_EFFECT_JA } from '../daifugo-effects.ja.ts';

/** Daifugō titles. */
export const DAIFUGO_TITLE_JA: Readonly<Record<string, string>> = {
  President: '大富豪',
  Minister: '富豪',
  Citizen: '平民',
  Peasant: '貧民',
  Beggar: '大貧民',
};

/**
 * Why a Daifugō play is not allowed, in Japanese, from the engine's sentence (read by
 * shape-daifugo.ts). A sentence not listed there stops the build.
 */
export const daifugoReasonJa = (reason: string): string => sayJa(daifugoReasonPhrase(reason));

/** An option in Japanese: its name, its values' words and where it comes from. */
export interface OptionJa {
  label: string;
  values: Readonly<Record<string, string>>;
  source: string;
}

const WIKI = '日本語版ウィキペディアの古い版';
const GAME4 = 'オープンソースの4人用ナポレオンのゲーム';

/**
 * Japanese Napoleon's options as the Japanese pages show them (those written first: the special
 * cards and the joker): their names and values are the game's catalogue
 * (messages/ja/options-japanese.json, the setup form's words too); only the sources are here.
 */
export const JAPANESE_OPTIONS_JA: Readonly<Record<string, OptionJa>> = /* @__PURE__ */ withSources(
  { language: 'Japanese', variant: 'japanese' },
  catalogueWords('ja', japaneseMessages),
  {
    jackOrder: WIKI,
    specialsOff: `${WIKI}（ローカルルール）`,
    specialsOffKeepsMighty: `${WIKI}（ローカルルール）`,
    plainJacks: `${GAME4}のルール文書（ルール7）`,
    huntingJack: `${GAME4}のルール文書（ルール6と7）`,
    trumpsFirstTrick: `${GAME4}（プログラムとテストによる。ルール文書には書かれていない）`,
    twoHigh: `${WIKI}（セイムツーの代わりとして）`,
    killer: `トランプスタジアムのルールのページ、${WIKI}（♥Q）、2011年のハウスルールのブログ記事（♣4）`,
    killerJacks: `${GAME4}のルール文書（ルール5）`,
    killerBeatsJoker: `${WIKI}（「ジョーカーに対して適用することもある」）`,
    killerCounter: WIKI,
    sameTwo: `トランプスタジアムのルールのページ、2011年のハウスルールのブログ記事、${WIKI}`,
    sameTwoOffIn: `トランプスタジアムのルールのページ（最初のトリック）、${WIKI}`,
    jokerRank: `トランプスタジアムのルールのページ、2011年のハウスルールのブログ記事、${WIKI}`,
    jokerLedRank: `トランプスタジアムのルールのページ、${WIKI}、日本のトランプゲームのルール集`,
    jokerSuit: `トランプスタジアムのルールのページ、${WIKI}`,
    jokerLead: `トランプスタジアムのルールのページ、2011年のハウスルールのブログ記事、${WIKI}`,
    jokerLeadFirstTrick:
      '2011年のハウスルールのブログ記事（何も求めない）、日本のナポレオンのルールのサイト（台札に出せない）',
    club3CallsJoker: WIKI,
    sameTwoInTrumps:
      'トランプスタジアムのルールのページ（なしにするのはほかのグループのルールとして紹介。自身の設定ではあり）',
  },
);

/** The games whose option words are in this module (the rest: their phrases-ja-<game>.ts). */
const OPTIONS_JA_HERE: Readonly<Partial<Record<string, Readonly<Record<string, OptionJa>>>>> = {
  japanese: JAPANESE_OPTIONS_JA,
};

/** An option of a variant in Japanese; a missing one stops the build. */
export const optionJa = (variant: string, key: string): OptionJa =>
  wordOf(
    wordOf(
      OPTIONS_JA_HERE,
      variant,
      `no Japanese words for the ${variant} option "${key}": add them to i18n/phrases/ja.ts`,
    ),
    key,
    `no Japanese words for the ${variant} option "${key}": add them to i18n/phrases/ja.ts`,
  );

/** A value of an option in Japanese. */
export const valueJa = (o: OptionJa, value: unknown): string =>
  wordOf(o.values, String(value), `no Japanese words for the value ${JSON.stringify(value)} of "${o.label}"`);
