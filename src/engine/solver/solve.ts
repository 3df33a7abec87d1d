/**
 * The exact (double-dummy) solver's contract: every remaining card known, both sides play
 * perfectly. `solve` answers with the whole-hand search in `dds.ts` (null-window tests on the
 * target, a table keyed by the cards' relative ranks, equivalent cards merged, moves ordered by
 * the fast winner). The earlier full-window alpha-beta is kept by the tests only, as a second
 * reference at depths the plain minimax cannot reach (tests/unit/solver/alpha-beta.ts).
 *
 * Pure and deterministic; the game rules come from `games.ts` (the variants' fast paths).
 */
import { SolveLimitError, solveExact } from './dds.ts';
export { handSolver, solvePosition, type HandSolver } from './dds.ts';
import type { TrickGame } from './games.ts';
import type { SolveOptions, SolvePosition, SolveResult } from './solve-types.ts';

export { SolveLimitError };
export type { SolveOptions, SolvePosition, SolveResult } from './solve-types.ts';

/**
 * Solve a position exactly with the whole-hand solver (`dds.ts`): the best value and every best
 * move. Throws nothing on valid input (the judge validates) but {@link SolveLimitError} past
 * `maxNodes`.
 */
export function solve(g: TrickGame, pos: SolvePosition, opts: SolveOptions = {}): SolveResult {
  return solveExact(g, pos, opts);
}
