/**
 * The Japanese phrasebook of Taiwanese & Hong Kong Napoleon (台湾・香港のナポレオン) for the
 * server-only page components: the reason a trick was won (made from the engine's explanation,
 * whose rule id decides the sentence), the ranking groups and the score table's columns (its
 * options, presets and rule notes: options-ja.ts and rules.ts, so that the practice island, which
 * asks here for a trick's reason, carries none of them). A phrase with no Japanese stops the build,
 * naming it. The engine stays language-free.
 */
import { cardLabel, type Card, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import { sayJa } from './phrasebook-ja.ts';
import { twhkTrickPhrase } from './shape-twhk.ts';

/** A card in a Japanese sentence: "♥A", "大きいジョーカー". */
export const cardJa = (card: Card): string => sayJa({ key: 'twhk.card', values: { card: cardLabel(card) } });

/**
 * Why a tw-hk trick was won, in Japanese.
 * @param e the engine's explanation (src/engine/twhk/rules.ts twhkTrickWinner)
 * @param trump the trump suit, null for no-trump
 */
export const twhkTrickReasonJa = (e: Explanation, trump: Suit | null): string => sayJa(twhkTrickPhrase(e, trump));

/** The ranking groups only this game has (src/components/site/ranking.ts), by their English label. */
export const TWHK_RANK_LABEL_JA: Readonly<Record<string, string>> = {
  'the secretary card': '秘書のカード',
  'the big joker': '大きいジョーカー',
  'the little joker': '小さいジョーカー',
  'the jokers, lowest in the last three tricks': 'ジョーカー（最後の3トリックではいちばん弱い）',
};

/** The score table's columns. */
export const TWHK_SCORE_COL_JA: Readonly<Record<string, string>> = {
  napoleon: 'ナポレオン',
  secretary: '秘書',
  defender: '守備側（1人あたり）',
};
