/**
 * The exact solver equals a plain minimax (no pruning, no table) on small random positions:
 * 5 players, 1–3 tricks left, random rule sets, trumps and partial tricks, for each variant.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng.ts';
import { randomPosition } from '../../src/engine/solver/random.ts';
import { solve } from '../../src/engine/solver/solve.ts';
import { minimax, randomGame, SOLVER_VARIANTS } from '../unit/solver/helpers.ts';

const POSITIONS = 1500;

describe('the solver agrees with plain minimax', () => {
  for (const variant of SOLVER_VARIANTS) {
    it(`${variant}: ${POSITIONS} random positions with up to 3 tricks left`, () => {
      for (let seed = 0; seed < POSITIONS; seed++) {
        const rng = new Rng(`solver-${variant}-${seed}`);
        const g = randomGame(variant, rng);
        const left = 1 + (seed % 3);
        const pos = randomPosition(g, rng, left);
        if (variant === 'nap' && seed % 4 === 0) pos.minimise = true;
        const want = minimax(g, pos);
        const got = solve(g, pos);
        const sortNum = (xs: number[]) => [...xs].sort((a, b) => a - b);
        expect({ seed, best: got.best, moves: sortNum(got.moves) }).toEqual({
          seed,
          best: want.best,
          moves: sortNum(want.moves),
        });
      }
    });
  }
});
