/**
 * The Japanese phrasebook of English Nap (ナップ) for the server-only page components: the reason a
 * trick was won (made from the engine's explanation, whose rule id decides the sentence), the
 * score table's columns (its options, preset and rule notes: options-ja.ts and rules.ts, so that
 * the practice island, which asks here for a trick's reason, carries none of them). A phrase with
 * no Japanese stops the build, naming it. The engine stays language-free.
 */
import type { Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import { sayJa } from './phrasebook-ja.ts';
import { napTrickPhrase } from './shape-nap.ts';

/**
 * Why a Nap trick was won, in Japanese.
 * @param e the engine's explanation (src/engine/nap/rules.ts napTrickWinner)
 * @param led the suit that was led
 * @param trump the trump suit, null in Misère
 */
export const napTrickReasonJa = (e: Explanation, led: Suit | null, trump: Suit | null): string =>
  sayJa(napTrickPhrase(e, led, trump));

/** The score table's columns. */
export const NAP_SCORE_COL_JA: Readonly<Record<string, string>> = {
  declarer: 'ディクレアラー',
  opponent: '相手（1人あたり）',
};
