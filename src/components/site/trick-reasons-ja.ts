/**
 * A trick's reason in Japanese from the engine's verdict, for every trick game: the one place that
 * picks a game's phrasebook (phrases-ja.ts, phrases-ja-nap.ts, phrases-ja-twhk.ts,
 * phrases-ja-mighty.ts). Language only — it never runs the engine — so an island can ship it
 * (the rule comparison's Japanese catalogue, explore-compare.ja.ts) as well as the build-time
 * pages (phrases-ja-games.ts `trickReasonJa`). A sentence with no Japanese throws, naming it.
 */
import { suitOf, type Card, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import { japaneseTrickReasonJa } from './phrases-ja.ts';
import { napTrickReasonJa } from './phrases-ja-nap.ts';
import { twhkTrickReasonJa } from './phrases-ja-twhk.ts';
import { mightyReasonJa } from './phrases-ja-mighty.ts';

/** What the sentence is made from: the engine's verdict on one trick. */
export interface TrickVerdictInput {
  variant: string;
  plays: readonly Card[];
  trump: Suit | null;
  winner: number;
  /** The engine's explanation (rule id, cards, its English text). */
  explanation?: { rule: string; cards: readonly Card[]; text: string } | undefined;
  /** The engine's English sentence (Mighty's Japanese is made from it). */
  reason: string;
}

export function trickVerdictJa(v: TrickVerdictInput): string {
  const e = v.explanation as Explanation | undefined;
  const first = v.plays[0]!;
  switch (v.variant) {
    case 'japanese':
      if (!e) throw new Error('a Japanese Napoleon verdict without the engine explanation');
      return japaneseTrickReasonJa(e, suitOf(first), v.trump, v.winner === 0);
    case 'nap':
      if (!e) throw new Error('a Nap verdict without the engine explanation');
      return napTrickReasonJa(e, first === 'JK' ? v.trump : suitOf(first), v.trump);
    case 'tw-hk':
      if (!e) throw new Error('a tw-hk verdict without the engine explanation');
      return twhkTrickReasonJa(e, v.trump);
    case 'mighty':
      return mightyReasonJa(v.reason, v.trump);
    default:
      throw new Error(`no Japanese trick reasons for ${v.variant} yet: add a phrasebook (phrases-ja-<game>.ts)`);
  }
}
