/**
 * Interchangeable cards searched once give the same answer as every card searched: on random
 * positions of every preset of every trick game (and random rule sets), the solver with merging
 * ('all': across the current trick's cards too; 'plain') answers the same value and the same best
 * cards as with none.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng.ts';
import { JAPANESE_PRESETS, resolveJapaneseRules } from '../../src/engine/japanese/options.ts';
import { MIGHTY_PRESETS, resolveMighty } from '../../src/engine/mighty/options.ts';
import { NAP_PRESETS, resolveNap } from '../../src/engine/nap/options.ts';
import { TWHK_PRESETS, resolveTwhk } from '../../src/engine/twhk/options.ts';
import { japaneseGame, mightyGame, napGame, twhkGame, type TrickGame } from '../../src/engine/solver/games.ts';
import { randomPosition } from '../../src/engine/solver/random.ts';
import { solve } from '../../src/engine/solver/solve.ts';
import { hasMisere, randomGame, SOLVER_VARIANTS, type SolverVariant } from '../unit/solver/helpers.ts';
import { seeds } from '../depth.ts';

/** Resolve a preset at 5 players, or at its own player count when it fixes one. */
function presetRules<T>(resolve: (rs: { preset: string }, players?: number) => T, preset: string): T {
  try {
    return resolve({ preset }, 5);
  } catch {
    return resolve({ preset });
  }
}

type GameOf = (rng: Rng) => TrickGame;
const presetGames: [string, GameOf][] = [
  ...JAPANESE_PRESETS.map((p): [string, GameOf] => [
    `japanese/${p.id}`,
    (rng) => {
      const r = presetRules((rs, n) => resolveJapaneseRules(rs, n), p.id);
      return japaneseGame(r, rng.nextU32() % 5);
    },
  ]),
  ...NAP_PRESETS.map((p): [string, GameOf] => [
    `nap/${p.id}`,
    (rng) => napGame(presetRules(resolveNap, p.id), (rng.nextU32() % 5) - 1),
  ]),
  ...TWHK_PRESETS.map((p): [string, GameOf] => [
    `tw-hk/${p.id}`,
    (rng) => {
      const trump = rng.nextU32() % 5;
      const sec = rng.nextU32() % 3 === 0 ? -1 : [...Array(52).keys(), 53, 54][rng.nextU32() % 54]!;
      return twhkGame(presetRules(resolveTwhk, p.id), trump, sec);
    },
  ]),
  ...MIGHTY_PRESETS.map((p): [string, GameOf] => [
    `mighty/${p.id}`,
    (rng) => mightyGame(presetRules(resolveMighty, p.id), rng.nextU32() % 5),
  ]),
];
const randomRuleGames: [string, GameOf][] = SOLVER_VARIANTS.map((v: SolverVariant) => [
  `${v}/random rules`,
  (rng) => randomGame(v, rng),
]);

const POSITIONS = seeds(40, 400);
const sortNum = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe('merging interchangeable cards changes nothing but the nodes', () => {
  for (const [name, gameOf] of [...presetGames, ...randomRuleGames]) {
    it(`${name}: ${POSITIONS.length} random positions of 3 to 5 tricks`, () => {
      for (const seed of POSITIONS) {
        const rng = new Rng(`solver-merge-${name}-${seed}`);
        const g = gameOf(rng);
        const left = Math.min(g.totalTricks, 3 + (seed % 3));
        const pos = randomPosition(g, rng, left);
        if (hasMisere(g.variant) && seed % 4 === 0) pos.minimise = true;
        const none = solve(g, pos, { merge: 'none' });
        for (const merge of ['plain', 'all'] as const) {
          const got = solve(g, pos, { merge });
          expect({ seed, merge, best: got.best, moves: sortNum(got.moves) }).toEqual({
            seed,
            merge,
            best: none.best,
            moves: sortNum(none.moves),
          });
        }
      }
    }, 120_000);
  }
});
