/**
 * The solver's game for a variant from its resolved rules, the trump suit and (tw-hk) the
 * secretary card: what the endgame puzzles (build check and island) and the generator use.
 * Nap's unit is the trick (`trickBonus` 1, no card values); the others' are point cards.
 * Resolved rules are plain JSON, so a page can compute them at build time and hand them to an
 * island that loads this module on demand.
 */
import { cardIndex, type Card, type Suit } from '../cards.ts';
import type { JapaneseRules } from '../japanese/options.ts';
import type { MightyValues } from '../mighty/options.ts';
import type { NapValues } from '../nap/options.ts';
import type { TwhkValues } from '../twhk/options.ts';
import { japaneseGame, mightyGame, napGame, twhkGame, type TrickGame } from './games.ts';

export type PositionVariant = 'japanese' | 'tw-hk' | 'mighty' | 'nap';

export type ResolvedRules =
  | { variant: 'japanese'; rules: JapaneseRules }
  | { variant: 'tw-hk'; rules: TwhkValues }
  | { variant: 'mighty'; rules: MightyValues }
  | { variant: 'nap'; rules: NapValues };

const SUIT_INT: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };

export function solverGameFor(r: ResolvedRules, trump: Suit | null, secretary?: Card): TrickGame {
  const t = trump === null ? 4 : SUIT_INT[trump];
  switch (r.variant) {
    case 'japanese':
      return japaneseGame(r.rules, t, r.rules.players);
    case 'tw-hk':
      return twhkGame(r.rules, t, secretary === undefined ? -1 : cardIndex(secretary));
    case 'mighty':
      return mightyGame(r.rules, t);
    case 'nap':
      // No trump suit in Nap is Misère (the solver's -1).
      return napGame(r.rules, trump === null ? -1 : t);
  }
}
