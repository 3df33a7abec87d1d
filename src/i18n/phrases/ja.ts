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

const TRICKS_JA = {
  none: 'なし',
  first: '最初のトリック',
  last: '最後のトリック',
  'first-and-last': '最初と最後のトリック',
};
const WIKI = '日本語版ウィキペディアの古い版';
const GAME4 = 'オープンソースの4人用ナポレオンのゲーム';
const JOKER_RANKS_JA = {
  lowest: 'いちばん弱いカード',
  top: 'いちばん強いカード',
  'below-mighty': 'オールマイティのすぐ下',
  'below-ura-jack': '強いジャックのすぐ下',
};

/** Japanese Napoleon's options in Japanese (those the Japanese pages show so far). */
export const JAPANESE_OPTIONS_JA: Readonly<Record<string, OptionJa>> = {
  jackOrder: {
    label: '強いジャックの順',
    values: { 'sei-first': '正ジャックが裏ジャックより強い', 'ura-first': '裏ジャックが正ジャックより強い' },
    source: WIKI,
  },
  specialsOff: {
    label: '特殊カードが力を失うトリック',
    values: { ...TRICKS_JA, all: 'すべてのトリック（役札なし）' },
    source: `${WIKI}（ローカルルール）`,
  },
  specialsOffKeepsMighty: {
    label: 'そのトリックでもオールマイティは力を保つ',
    values: { true: 'ジャックだけが力を失う', false: 'オールマイティもジャックも力を失う' },
    source: `${WIKI}（ローカルルール）`,
  },
  plainJacks: {
    label: '残りの2枚のジャック（芋ジャック）',
    values: { normal: 'ふつうの順', lowest: 'そのスートでいちばん弱い' },
    source: `${GAME4}のルール文書（ルール7）`,
  },
  huntingJack: {
    label: '狩りJ',
    values: { true: '芋ジャックが対になる強いジャックを狩る', false: '狩りJなし' },
    source: `${GAME4}のルール文書（ルール6と7）`,
  },
  trumpsFirstTrick: {
    label: '最初のトリックの切り札',
    values: { normal: 'ふつうどおり勝つ', powerless: '最初のトリックではただのカード' },
    source: `${GAME4}（プログラムとテストによる。ルール文書には書かれていない）`,
  },
  twoHigh: {
    label: '2をエースより強くする',
    values: { true: '2がエースより強い', false: 'エースがいちばん強い' },
    source: `${WIKI}（セイムツーの代わりとして）`,
  },
  killer: {
    label: 'マイティキラー',
    values: { none: 'なし', HQ: '♥Q（よろめき）', C4: '♣4' },
    source: `トランプスタジアムのルールのページ、${WIKI}（♥Q）、2011年のハウスルールのブログ記事（♣4）`,
  },
  killerJacks: {
    label: 'マイティキラーと強いジャック',
    values: { 'killer-wins': 'マイティキラーが勝つ', 'jacks-win': '同じトリックの強いジャックが勝つ' },
    source: `${GAME4}のルール文書（ルール5）`,
  },
  killerBeatsJoker: {
    label: 'マイティキラーはジョーカーにも勝つ',
    values: { true: 'トリックを取るはずのジョーカーにも勝つ', false: 'オールマイティにだけ勝つ' },
    source: `${WIKI}（「ジョーカーに対して適用することもある」）`,
  },
  killerCounter: {
    label: 'よろめきに勝つカード',
    values: { none: 'なし', HK: '♥Kが♥Qに勝つ', 'HK-HA': '♥Kが♥Qに勝ち、さらに♥Aが♥Kに勝つ' },
    source: WIKI,
  },
  sameTwo: {
    label: 'セイムツー（同じスートだけのトリックで2が勝つ）',
    values: {
      off: 'セイムツーなし',
      'below-specials': 'すべての特殊カードより下',
      'below-sei-jack': '正ジャックより下',
      'below-mighty': 'オールマイティより下',
      'above-all': 'すべてのカードより上',
      'by-players': '人数によって変わる',
    },
    source: `トランプスタジアムのルールのページ、2011年のハウスルールのブログ記事、${WIKI}`,
  },
  sameTwoOffIn: {
    label: 'セイムツーにならないトリック',
    values: TRICKS_JA,
    source: `トランプスタジアムのルールのページ（最初のトリック）、${WIKI}`,
  },
  jokerRank: {
    label: '台札でないときのジョーカーの強さ',
    values: JOKER_RANKS_JA,
    source: `トランプスタジアムのルールのページ、2011年のハウスルールのブログ記事、${WIKI}`,
  },
  jokerLedRank: {
    label: '台札のときのジョーカーの強さ',
    values: JOKER_RANKS_JA,
    source: `トランプスタジアムのルールのページ、${WIKI}、日本のトランプゲームのルール集`,
  },
  jokerSuit: {
    label: 'ジョーカーのスート',
    values: { free: 'スートなし：いつでも出せる', trump: '切り札のスートのカード' },
    source: `トランプスタジアムのルールのページ、${WIKI}`,
  },
  jokerLead: {
    label: '台札のジョーカーが求めるもの',
    values: {
      'trump-request': '切り札を持っている人は切り札を出す（切り札請求）',
      'named-suit': '台札を出した人が指定したスート',
      pass: '何も求めない：次のカードが台札になる',
    },
    source: `トランプスタジアムのルールのページ、2011年のハウスルールのブログ記事、${WIKI}`,
  },
  jokerLeadFirstTrick: {
    label: '最初のトリックの台札に出したジョーカー',
    values: { allowed: 'ふつうどおり', 'no-effect': '何も求めない', forbidden: '台札に出せない' },
    source: '2011年のハウスルールのブログ記事（何も求めない）、日本のナポレオンのルールのサイト（台札に出せない）',
  },
  club3CallsJoker: {
    label: '♣3でジョーカーを呼び出す',
    values: { true: '♣3を台札に出すとジョーカーを出させる', false: 'ジョーカーの呼び出しなし' },
    source: WIKI,
  },
  sameTwoInTrumps: {
    label: '切り札だけのトリックでのセイムツー',
    values: { true: 'あり', false: '切り札ではなし' },
    source: 'トランプスタジアムのルールのページ（なしにするのはほかのグループのルールとして紹介。自身の設定ではあり）',
  },
};

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
