/**
 * The Japanese phrasebook of the server-only page components (Trick, Ranking, ScoreTable,
 * DaifugoPlay, DaifugoScores), used when a page passes `lang="ja"`, and of the islands' trick
 * reasons (the practice table's among them). No option words here (options-ja.ts, rules.ts), so an
 * island that says why a trick was won carries no option table. The engine stays
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
