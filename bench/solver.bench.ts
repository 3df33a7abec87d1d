/**
 * Exact solver benchmarks (SPEC §1.4 `query: "solve"`), per trick-taking variant with its
 * default rules and 5 players:
 * - solver.<v>.last4_p50_ms / last4_p95_ms: 1,000 seeded random positions with 4 tricks left
 *   (a random deal of 4 cards a seat, random trumps, leader and declaring side, at the start of
 *   a trick), each solved from scratch (best value and every best card); target p95 ≤ 50 ms.
 * - solver.<v>.last6_p95_ms: 100 such positions with 6 tricks left (not Nap: five tricks a hand).
 * - solver.<v>.last4_nodes_p50, last6_nodes_p95: search nodes, machine-independent figures beside
 *   the times (a shared machine makes the times noisy).
 * Times are wall-clock per position on this process.
 */
import { Rng } from '../src/engine/rng.ts';
import { resolveJapaneseRules } from '../src/engine/japanese/options.ts';
import { resolveMighty } from '../src/engine/mighty/options.ts';
import { resolveNap } from '../src/engine/nap/options.ts';
import { resolveTwhk } from '../src/engine/twhk/options.ts';
import { japaneseGame, mightyGame, napGame, twhkGame, type TrickGame } from '../src/engine/solver/games.ts';
import { randomPosition } from '../src/engine/solver/random.ts';
import { solve } from '../src/engine/solver/solve.ts';
import { percentile, type BenchFigure, type BenchSuite } from './harness.ts';

type V = 'japanese' | 'nap' | 'tw-hk' | 'mighty';

function gameFor(v: V, rng: Rng): TrickGame {
  const trump = rng.nextU32() % 5;
  switch (v) {
    case 'japanese':
      return japaneseGame(resolveJapaneseRules({}, 5), trump);
    case 'nap':
      return napGame(resolveNap({}, 5), trump === 4 ? 0 : trump);
    case 'tw-hk': {
      const sec = [...Array(52).keys(), 53, 54][rng.nextU32() % 54]!;
      return twhkGame(resolveTwhk({}, 5), trump, sec);
    }
    case 'mighty':
      return mightyGame(resolveMighty({}, 5), trump);
  }
}

function measure(v: V, left: number, count: number): { ms: number[]; nodes: number[] } {
  const ms: number[] = [];
  const nodes: number[] = [];
  for (let i = 0; i < count; i++) {
    const rng = new Rng(`solver-bench-${v}-${left}-${i}`);
    const g = gameFor(v, rng);
    const pos = randomPosition(g, rng, left, 0);
    const t0 = performance.now();
    const r = solve(g, pos);
    ms.push(performance.now() - t0);
    nodes.push(r.nodes);
  }
  return { ms, nodes };
}

const round = (x: number) => Math.round(x * 100) / 100;

const suite: BenchSuite = {
  name: 'solver',
  run(): BenchFigure[] {
    const out: BenchFigure[] = [];
    for (const v of ['japanese', 'tw-hk', 'mighty', 'nap'] as const) {
      measure(v, 4, 50); // warm up
      const l4 = measure(v, 4, 1000);
      out.push(
        { name: `solver.${v}.last4_p50_ms`, value: round(percentile(l4.ms, 50)), unit: 'ms' },
        { name: `solver.${v}.last4_p95_ms`, value: round(percentile(l4.ms, 95)), unit: 'ms', target: '<= 50' },
        { name: `solver.${v}.last4_nodes_p50`, value: percentile(l4.nodes, 50), unit: 'nodes' },
      );
      // Nap hands have five tricks: no position has six left.
      if (v !== 'nap') {
        const l6 = measure(v, 6, 100);
        out.push(
          { name: `solver.${v}.last6_p95_ms`, value: round(percentile(l6.ms, 95)), unit: 'ms' },
          { name: `solver.${v}.last6_nodes_p95`, value: percentile(l6.nodes, 95), unit: 'nodes' },
        );
      }
    }
    return out;
  },
};

export default suite;
