/**
 * A trick's reason in Japanese from the engine's verdict, for every trick game: the one place that
 * picks a game's phrasebook (i18n/phrases/ja.ts, i18n/phrases/ja-nap.ts, i18n/phrases/ja-twhk.ts,
 * i18n/phrases/ja-mighty.ts). Language only — it never runs the engine — so an island can ship it
 * (the rule comparison's Japanese catalogue, explore-compare.ja.ts) as well as the build-time
 * pages (i18n/phrases/ja-games.ts `trickReasonJa`). A sentence with no Japanese throws, naming it.
 */
import { suitOf, type Card, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import { japaneseTrickReasonJa } from './ja.ts';
import { napTrickReasonJa } from './ja-nap.ts';
import { twhkTrickReasonJa } from './ja-twhk.ts';
import { mightyReasonJa } from './ja-mighty.ts';

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

/** The engine's explanation of a verdict; a verdict without one stops the build, naming the game. */
function explained(v: TrickVerdictInput, game: string): Explanation {
  const e = v.explanation as Explanation | undefined;
  if (!e) throw new Error(`a ${game} verdict without the engine explanation`);
  return e;
}

/** Each trick game's phrasebook for a verdict. */
const REASONS_JA: Readonly<Partial<Record<string, (v: TrickVerdictInput) => string>>> = {
  japanese: (v) =>
    japaneseTrickReasonJa(explained(v, 'Japanese Napoleon'), suitOf(v.plays[0]!), v.trump, v.winner === 0),
  nap: (v) => napTrickReasonJa(explained(v, 'Nap'), v.plays[0] === 'JK' ? v.trump : suitOf(v.plays[0]!), v.trump),
  'tw-hk': (v) => twhkTrickReasonJa(explained(v, 'tw-hk'), v.trump),
  mighty: (v) => mightyReasonJa(v.reason, v.trump),
};

export function trickVerdictJa(v: TrickVerdictInput): string {
  const say = REASONS_JA[v.variant];
  if (!say) throw new Error(`no Japanese trick reasons for ${v.variant} yet: add a phrasebook (phrases-ja-<game>.ts)`);
  return say(v);
}
