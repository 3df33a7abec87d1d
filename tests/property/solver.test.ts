/**
 * The exact solver equals a plain minimax (no pruning, no table) on small random positions:
 * 5 players, 1–3 tricks left, random rule sets, trumps and partial tricks, for each variant; on
 * positions of 4 and 5 tricks it equals the plain minimax that remembers positions at trick starts
 * (Nap's 5 are a whole hand), and on 6 tricks the earlier full-window alpha-beta.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng.ts';
import { randomPosition } from '../../src/engine/solver/random.ts';
import { solve } from '../../src/engine/solver/solve.ts';
import { solveAlphaBeta } from '../unit/solver/alpha-beta.ts';
import '../../src/engine/all-judges.ts';
import { judgeOne } from '../../src/engine/judge.ts';
import { CTX_CALL, ctxDeclared, toCard } from '../../src/engine/solver/games.ts';
import { DESCRIPTOR } from '../../src/engine/descriptors.ts';
import {
  handTricks,
  hasMisere,
  minimax,
  randomGame,
  randomSetup,
  SOLVER_VARIANTS,
  type SolverVariant,
} from '../unit/solver/helpers.ts';
import { cases, seeds } from '../depth.ts';

const POSITIONS = seeds(300, 3000);

describe('the solver agrees with plain minimax', () => {
  for (const variant of SOLVER_VARIANTS) {
    it(`${variant}: ${POSITIONS.length} random positions with up to 3 tricks left`, () => {
      for (const seed of POSITIONS) {
        const rng = new Rng(`solver-${variant}-${seed}`);
        const g = randomGame(variant, rng);
        const left = 1 + (seed % 3);
        const pos = randomPosition(g, rng, left);
        if (hasMisere(variant) && seed % 4 === 0) pos.minimise = true;
        const want = minimax(g, pos);
        const got = solve(g, pos);
        const sortNum = (xs: number[]) => [...xs].sort((a, b) => a - b);
        expect({ seed, best: got.best, moves: sortNum(got.moves) }).toEqual({
          seed,
          best: want.best,
          moves: sortNum(want.moves),
        });
      }
    }, 120_000);
  }
});

const sortNum = (xs: number[]) => [...xs].sort((a, b) => a - b);

// A plain minimax of five tricks takes seconds where five are the whole hand (Nap) to most of a
// minute elsewhere (Mighty): the quick run tries 4 tricks in every variant and 5 where they are the
// whole hand; the deep run adds 5 tricks everywhere.
const FOUR = seeds(8, 40);
const FIVE = (variant: SolverVariant) => (handTricks(variant) === 5 ? seeds(1, 10) : seeds(cases(0, 2), 2));

describe('the solver agrees with plain minimax on 4 and 5 tricks left', () => {
  for (const variant of SOLVER_VARIANTS) {
    const five = FIVE(variant);
    it(`${variant}: ${FOUR.length} positions of 4 tricks, ${five.length} of 5`, () => {
      for (const [left, list] of [
        [4, FOUR],
        [5, five],
      ] as const) {
        for (const seed of list) {
          const rng = new Rng(`solver-deep-${variant}-${left}-${seed}`);
          const g = randomGame(variant, rng);
          const pos = randomPosition(g, rng, left);
          if (hasMisere(variant) && seed % 4 === 0) pos.minimise = true;
          const want = minimax(g, pos, true);
          const got = solve(g, pos);
          expect({ seed, left, best: got.best, moves: sortNum(got.moves) }).toEqual({
            seed,
            left,
            best: want.best,
            moves: sortNum(want.moves),
          });
        }
      }
    }, 600_000);
  }
});

const SIX = seeds(16, 120);

describe('the solver agrees with the earlier full-window alpha-beta on 6 tricks left', () => {
  // (a game whose hand has fewer tricks has no such position)
  for (const variant of SOLVER_VARIANTS.filter((v) => handTricks(v) >= 6)) {
    it(`${variant}: ${SIX.length} random positions`, () => {
      for (const seed of SIX) {
        const rng = new Rng(`solver-six-${variant}-${seed}`);
        const g = randomGame(variant, rng);
        const pos = randomPosition(g, rng, 6);
        const want = solveAlphaBeta(g, pos);
        const got = solve(g, pos);
        expect({ seed, best: got.best, moves: sortNum(got.moves) }).toEqual({
          seed,
          best: want.best,
          moves: sortNum(want.moves),
        });
      }
    }, 600_000);
  }
});

const JUDGED = seeds(60, 600);

describe("the judge's solve query agrees with plain minimax", () => {
  for (const variant of SOLVER_VARIANTS) {
    it(`${variant}: ${JUDGED.length} random positions given as JSON (rules, trumps, named suits, calls)`, () => {
      for (const seed of JUDGED) {
        const rng = new Rng(`solver-judge-${variant}-${seed}`);
        const { game: g, query } = randomSetup(variant, rng);
        const pos = randomPosition(g, rng, 1 + (seed % 3));
        if (hasMisere(variant) && query['trump'] === null) pos.minimise = true;
        const d = ctxDeclared(pos.ctx);
        const q: Record<string, unknown> = {
          ...query,
          query: 'solve',
          leader: pos.leader,
          side: pos.side,
          plays: pos.plays.map(toCard),
          hands: pos.hands.map((h) => h.map(toCard)),
        };
        if (d >= 0) q['declared'] = ['S', 'H', 'D', 'C'][d];
        // a lead that calls the joker out: Mighty's joker call (the ripper), tw-hk's summons
        if (pos.ctx & CTX_CALL)
          q['calls'] = DESCRIPTOR[variant].review.jokerCall === 'call' ? { ripper: true } : { summon: true };
        const want = minimax(g, pos);
        const cards = [...new Set(want.moves.map((m) => m & 255))].sort((a, b) => a - b).map(toCard);
        expect({ seed, answer: judgeOne(q) }).toEqual({ seed, answer: { best: want.best, moves: cards } });
      }
    }, 120_000);
  }
});
