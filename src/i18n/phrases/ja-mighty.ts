/**
 * The Japanese phrasebook for Mighty (マイティ), beside i18n/phrases/ja.ts (Japanese Napoleon and
 * Daifugō): the reason a Mighty trick was won and the score columns, in the words of the Japanese
 * glossary (オールマイティ, ジョーカー, 切り札, 主攻, フレンド, 野党, ジョーカーコール, キティ).
 * Mighty's options, preset and rule notes: options-ja.ts and rules.ts, so that the practice
 * island, which asks here for a trick's reason, carries none of them. A phrase with no Japanese
 * stops the build, naming it.
 */
import type { Suit } from '../../engine/cards.ts';
import { sayJa } from './phrasebook-ja.ts';
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
