/**
 * How many random cases the Vitest tests try: one setting for the whole run.
 *
 *   TEST_DEPTH=quick (the default, `npm test`): modest counts; the seeded-game loops use their fixed
 *     seeds (0, 1, 2, …), so a golden or a count-based expectation stays stable.
 *   TEST_DEPTH=deep (`npm run test:deep`): about ten times the cases, and the seeded-game loops take
 *     fresh seeds derived from TEST_SEED.
 *   TEST_SEED: the run's seed (fast-check's seed, and the deep seeded games'). A CI run uses a fixed
 *     one; a local run picks one at random. The run prints it first:
 *       Test depth deep, seed 123456; replay: TEST_SEED=123456 TEST_DEPTH=deep npx vitest run <file>
 *     Replay a failure with that line and the failing file, e.g.
 *       TEST_SEED=123456 TEST_DEPTH=deep npx vitest run tests/property/solver.test.ts
 *     (fast-check also prints a failure's own seed and path).
 * Set by tests/depth-setup.ts (Vitest globalSetup).
 */
import { inject } from 'vitest';

export type Depth = 'quick' | 'deep';

declare module 'vitest' {
  interface ProvidedContext {
    testDepth: Depth;
    testSeed: number;
  }
}

export const DEPTH: Depth = inject('testDepth');
export const SEED: number = inject('testSeed');

/** A count of random cases: `quick` in a quick run, `deep` (ten times `quick` unless given) in a deep run. */
export function cases(quick: number, deep = quick * 10): number {
  return DEPTH === 'deep' ? deep : quick;
}

/**
 * Seeds for a loop of seeded games: the fixed 0 … quick−1 in a quick run; in a deep run `deep` seeds
 * (ten times `quick` unless given) derived from TEST_SEED, so each deep run plays other games.
 */
export function seeds(quick: number, deep = quick * 10): number[] {
  if (DEPTH === 'quick') return Array.from({ length: quick }, (_, i) => i);
  return Array.from({ length: deep }, (_, i) => (SEED + i * 7919) % 2 ** 31);
}
