/**
 * Exact solver benchmarks (SPEC §1.4 `query: "solve"`), per trick-taking variant with its
 * default rules and 5 players. Each position is a seeded random deal of `left` cards a seat
 * (random trumps, tw-hk secretary card, leader and declaring side) at the start of a trick, solved
 * from scratch (best value and every best card):
 * - solver.<v>.last4_p50_ms / last4_p95_ms / last4_nodes_p50: 1,000 positions, 4 tricks left.
 * - solver.<v>.last6_p95_ms (target ≤ 20) / last6_nodes_p95: 1,000 positions, 6 tricks left.
 * - solver.<v>.last8_p95_ms (target ≤ 250) / last8_nodes_p95: 1,000 positions, 8 tricks left.
 * - solver.<v>.whole_p95_ms (target ≤ 3,000) / whole_nodes_p95: 100 whole hands from trick 1
 *   (10 tricks; Nap 5, so Nap has no last6 or last8).
 * Nodes are the machine-independent figure beside the times (a shared machine makes times noisy).
 *
 * The deep figures can take hours on a slow search, so each position stops at a node cap
 * (BENCH_SOLVER_CAP, default 4,000,000 nodes) and each figure at a time budget
 * (BENCH_SOLVER_BUDGET_S, default 60 s; positions are measured in seed order, so a larger budget
 * only adds positions). A figure that could not measure all its positions says so: `_positions`
 * is how many were measured, `_capped` how many stopped at the cap (their time and nodes are
 * counted as spent, so when they are more than 5% the p95 is a lower bound, and the unit says
 * "at least").
 * Times are wall-clock per position on this process.
 */
import { Rng } from '../src/engine/rng.ts';
import { resolveJapaneseRules } from '../src/engine/japanese/options.ts';
import { resolveMighty } from '../src/engine/mighty/options.ts';
import { resolveNap } from '../src/engine/nap/options.ts';
import { resolveTwhk } from '../src/engine/twhk/options.ts';
import { japaneseGame, mightyGame, napGame, twhkGame, type TrickGame } from '../src/engine/solver/games.ts';
import { randomPosition } from '../src/engine/solver/random.ts';
import { solve, SolveLimitError } from '../src/engine/solver/solve.ts';
import { percentile, type BenchFigure, type BenchSuite } from './harness.ts';

type V = 'japanese' | 'nap' | 'tw-hk' | 'mighty';

const env = process.env;
const CAP = Number(env['BENCH_SOLVER_CAP'] ?? 4_000_000);
const BUDGET_MS = Number(env['BENCH_SOLVER_BUDGET_S'] ?? 60) * 1000;
/** Short passes: BENCH_SOLVER_VARIANTS=japanese,mighty and BENCH_SOLVER_FIGURES=last6,whole pick some. */
const pickList = (name: string) => env[name]?.split(',').filter((x) => x !== '');
const VARIANTS = pickList('BENCH_SOLVER_VARIANTS');
const FIGURES = pickList('BENCH_SOLVER_FIGURES');
const wanted = (fig: string) => !FIGURES || FIGURES.includes(fig);

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

interface Run {
  ms: number[];
  nodes: number[];
  capped: number;
}

function measure(v: V, left: number, count: number, cap = Infinity, budgetMs = Infinity): Run {
  const run: Run = { ms: [], nodes: [], capped: 0 };
  const end = performance.now() + budgetMs;
  for (let i = 0; i < count && performance.now() < end; i++) {
    const rng = new Rng(`solver-bench-${v}-${left}-${i}`);
    const g = gameFor(v, rng);
    const pos = randomPosition(g, rng, left, 0);
    const t0 = performance.now();
    try {
      const r = solve(g, pos, { maxNodes: cap });
      run.nodes.push(r.nodes);
    } catch (e) {
      if (!(e instanceof SolveLimitError)) throw e;
      run.capped++;
      run.nodes.push(cap);
    }
    run.ms.push(performance.now() - t0);
    // More than 5% stopped at the cap: the p95 is already known to be past it.
    if (run.capped > count / 20) break;
  }
  return run;
}

const round = (x: number) => Math.round(x * 100) / 100;

function deep(v: V, name: string, left: number, count: number, target: string): BenchFigure[] {
  const r = measure(v, left, count, CAP, BUDGET_MS);
  // The capped positions are the largest: the p95 is exact while they stay in the top 5%.
  const exact = r.capped <= r.ms.length - Math.ceil(0.95 * r.ms.length);
  const partial = exact ? '' : ' (at least: over 5% of positions stopped at the node cap)';
  return [
    { name: `solver.${v}.${name}_p50_ms`, value: round(percentile(r.ms, 50)), unit: 'ms' },
    { name: `solver.${v}.${name}_p95_ms`, value: round(percentile(r.ms, 95)), unit: `ms${partial}`, target },
    { name: `solver.${v}.${name}_nodes_p50`, value: percentile(r.nodes, 50), unit: 'nodes' },
    { name: `solver.${v}.${name}_nodes_p95`, value: percentile(r.nodes, 95), unit: `nodes${partial}` },
    { name: `solver.${v}.${name}_positions`, value: r.ms.length, unit: `positions of ${count}` },
    { name: `solver.${v}.${name}_capped`, value: r.capped, unit: `positions past ${CAP} nodes` },
  ];
}

const suite: BenchSuite = {
  name: 'solver',
  run(): BenchFigure[] {
    const out: BenchFigure[] = [];
    for (const v of ['japanese', 'tw-hk', 'mighty', 'nap'] as const) {
      if (VARIANTS && !VARIANTS.includes(v)) continue;
      measure(v, 4, 50); // warm up
      if (wanted('last4')) {
        const l4 = measure(v, 4, 1000);
        out.push(
          { name: `solver.${v}.last4_p50_ms`, value: round(percentile(l4.ms, 50)), unit: 'ms' },
          { name: `solver.${v}.last4_p95_ms`, value: round(percentile(l4.ms, 95)), unit: 'ms', target: '<= 50' },
          { name: `solver.${v}.last4_nodes_p50`, value: percentile(l4.nodes, 50), unit: 'nodes' },
        );
      }
      // Nap hands have five tricks: the whole hand is its deepest figure.
      if (v !== 'nap') {
        if (wanted('last6')) out.push(...deep(v, 'last6', 6, 1000, '<= 20'));
        if (wanted('last8')) out.push(...deep(v, 'last8', 8, 1000, '<= 250'));
        if (wanted('whole')) out.push(...deep(v, 'whole', 10, 100, '<= 3000'));
      } else if (wanted('whole')) out.push(...deep(v, 'whole', 5, 100, '<= 3000'));
    }
    return out;
  },
};

export default suite;
