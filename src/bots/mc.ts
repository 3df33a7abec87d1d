/**
 * Determinised Monte Carlo search, generic over {@link Game}: sample hidden cards
 * consistently with what the seat has seen (the variant's `determinize`), apply each
 * candidate move with the engine to the SAME sampled deal (common random numbers), finish
 * the hand with a fast playout, and keep the move with the best average result for the seat.
 */
import type { Game, Seat } from '../engine/game.ts';
import { Rng, deriveSeed } from '../engine/rng.ts';
import type { Budget, Mistake, MistakeWhy } from './types.ts';

export interface SearchSpec<S, A> {
  game: Pick<Game<S, A, unknown>, 'apply'>;
  seat: Seat;
  /** A full state consistent with the seat's view; null if sampling failed. */
  determinize(rng: Rng): S | null;
  /**
   * Finish the hand from `state` with a fast policy: the seat's result (higher is better)
   * and an optional statistic (e.g. 1 when the seat won the current trick); `won`: whether the
   * seat's side won the hand in this playout (the coach's outlook counts it, `bots/outlook.ts`).
   */
  finish(state: S, rng: Rng): { value: number; observe?: number; won?: boolean };
}

/**
 * The search problem of one play decision: how to sample deals and finish them, the
 * candidate moves and the budget. Each trick-taking bot builds it from the seat's view;
 * benchmarks may swap `determinize` (e.g. for the true deal, to measure a perfect-information
 * ceiling) and search it with the same budget.
 */
export interface PlaySearch<S, A> {
  spec: SearchSpec<S, A>;
  candidates: readonly A[];
  budget: Budget;
}

export interface SearchResult<A> {
  action: A;
  index: number;
  /** Average result per candidate (NaN if never evaluated). */
  values: number[];
  observed: number[];
  samples: number;
}

/** Statistics of the last search (for tests and benchmarks). */
export const lastSearch = { evaluated: 0, samples: 0 };

export function searchMoves<S, A>(
  spec: SearchSpec<S, A>,
  candidates: readonly A[],
  budget: Budget,
  seed: string,
): SearchResult<A> {
  const n = candidates.length;
  const sum = new Array<number>(n).fill(0);
  const obs = new Array<number>(n).fill(0);
  const cnt = new Array<number>(n).fill(0);
  let samples = 0;
  // Successive halving (`budget.halving`): at a quarter and at half of the samples, the
  // weaker half of the candidates still in the running drops out, so the later samples go
  // to the moves that are close — the same sampled deals, about half the playouts.
  const active = new Array<boolean>(n).fill(true);
  const checkpoints = budget.halving ? [Math.floor(budget.samples / 4), Math.floor(budget.samples / 2)] : [];
  for (let i = 0; i < budget.samples; i++) {
    if (checkpoints.includes(i)) halve(active, sum, cnt);
    const base = spec.determinize(new Rng(deriveSeed(seed, 'sample', i)));
    if (base === null) continue;
    samples++;
    for (let c = 0; c < n; c++) {
      if (!active[c]) continue;
      const r = spec.game.apply(base, candidates[c]!);
      if (!r.ok) continue;
      // Common random numbers (`budget.commonRollouts`): every candidate's playout of a sample
      // draws from the same stream, so the values differ by the move more than by playout luck.
      const rseed = budget.commonRollouts ? deriveSeed(seed, 'rollout', i) : deriveSeed(seed, 'rollout', i, c);
      const out = spec.finish(r.value, new Rng(rseed));
      sum[c] += out.value;
      obs[c] += out.observe ?? 0;
      cnt[c]++;
    }
  }
  lastSearch.evaluated = cnt.reduce((x, y) => x + y, 0);
  lastSearch.samples = samples;
  const values = sum.map((v, i) => (cnt[i]! > 0 ? v / cnt[i]! : NaN));
  const observed = obs.map((v, i) => (cnt[i]! > 0 ? v / cnt[i]! : NaN));
  let best = 0;
  let bestValue = -Infinity;
  values.forEach((v, i) => {
    if (active[i] && !Number.isNaN(v) && v > bestValue) {
      bestValue = v;
      best = i;
    }
  });
  // Deliberate slips for the easy level.
  const slip = new Rng(deriveSeed(seed, 'noise'));
  if (budget.noise > 0 && n > 1 && slip.next() < budget.noise) best = slip.int(n);
  return { action: candidates[best]!, index: best, values, observed, samples };
}

/** Keep the better half (rounded up) of the active candidates by their average so far. */
function halve(active: boolean[], sum: readonly number[], cnt: readonly number[]): void {
  const live = active.flatMap((a, i) => (a && cnt[i]! > 0 ? [i] : []));
  if (live.length <= 2) return;
  live.sort((a, b) => sum[b]! / cnt[b]! - sum[a]! / cnt[a]! || a - b);
  for (const i of live.slice(Math.ceil(live.length / 2))) active[i] = false;
}

/** How a variant words the cost of a worse move (its search values' unit). */
export interface MistakeWords<A> {
  /** The move in words ("♠A", "Pass"). */
  label(a: A): string;
  /** A value difference in words ("1.5 points of score"); '' leaves the amount out. */
  cost(d: number): string;
  /** Differences below this are noise, not mistakes. */
  margin: number;
  /** `observed` is "wins this trick" (trick-taking games). */
  trick: boolean;
}

/**
 * The searched moves that score clearly worse than the chosen one, from the same search: worst
 * first, at most `max`, each with one line saying why ("♠2 loses this trick (it wins in 10% of
 * 14 sampled deals, the suggested card in 90%): about 2.5 points of score less on average").
 */
export function mistakesOf<A>(r: SearchResult<A>, candidates: readonly A[], w: MistakeWords<A>, max = 3): Mistake<A>[] {
  const best = r.values[r.index]!;
  const wb = r.observed[r.index]!;
  if (Number.isNaN(best)) return [];
  const out: { action: A; d: number; why: string; data: MistakeWhy }[] = [];
  candidates.forEach((a, i) => {
    const v = r.values[i]!;
    if (i === r.index || Number.isNaN(v) || best - v < w.margin) return;
    const d = best - v;
    const wc = r.observed[i]!;
    const amount = w.cost(d);
    const tail = amount ? `: about ${amount} less on average` : '';
    // the suggested move played otherwise (a joker naming another suit) is not a mistake of that card
    if (w.label(a) === w.label(r.action)) return;
    let why: string;
    let kind: MistakeWhy['kind'] = 'worse';
    const count = (x: number) => Math.round(x * r.samples);
    if (w.trick && wc <= 0.2 && wb >= 0.8) {
      kind = 'loses';
      why = `${w.label(a)} loses this trick (it wins in ${count(wc)} of the ${r.samples} deals tried, the suggested card in ${count(wb)})${tail}`;
    } else if (w.trick && wc >= 0.8 && wb <= 0.2) {
      kind = 'spends';
      why = `${w.label(a)} wins this trick but spends a card the hand needs later${tail}`;
    } else why = `${w.label(a)} does worse over the ${r.samples} deals tried${tail}`;
    const data: MistakeWhy = { kind, wins: count(wc), best: count(wb), samples: r.samples };
    out.push({ action: a, d, why: `${why}.`, data });
  });
  return out
    .sort((x, y) => y.d - x.d)
    .slice(0, max)
    .map(({ action, why, data }) => ({ action, why, data }));
}
