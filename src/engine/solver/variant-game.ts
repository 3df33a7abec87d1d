/**
 * The solver's game for a variant from its resolved rules, the trump suit and (tw-hk) the
 * secretary card: what the endgame puzzles (build check and island) and the generator use.
 * Resolved rules are plain JSON, so a page can compute them at build time and hand them to an
 * island that loads this module on demand.
 */
import { cardIndex, type Card, type Suit } from '../cards.ts';
import type { JapaneseRules } from '../japanese/options.ts';
import type { MightyValues } from '../mighty/options.ts';
import type { TwhkValues } from '../twhk/options.ts';
import { japaneseGame, mightyGame, twhkGame, type TrickGame } from './games.ts';

export type PositionVariant = 'japanese' | 'tw-hk' | 'mighty';

export type ResolvedRules =
  | { variant: 'japanese'; rules: JapaneseRules }
  | { variant: 'tw-hk'; rules: TwhkValues }
  | { variant: 'mighty'; rules: MightyValues };

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
  }
}
