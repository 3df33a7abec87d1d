/**
 * Benchmark harness. Each `bench/*.bench.ts` file default-exports a {@link BenchSuite};
 * `npm run bench` runs them all and prints a table, `npm run bench -- --json` a JSON array.
 * Benchmarks measure; they never fail a build (budgets in tests/budget do that).
 */
export interface BenchFigure {
  /** Dotted name, e.g. `engine.japanese.hands_per_s`. */
  name: string;
  value: number;
  unit: string;
  /** The target, for the table only, e.g. `>= 100000`. */
  target?: string;
}

export interface BenchSuite {
  name: string;
  run(): Promise<BenchFigure[]> | BenchFigure[];
}

/** Run `fn` repeatedly for about `ms` milliseconds; returns operations per second. */
export function opsPerSecond(fn: () => unknown, ms = 1000, batch = 1): number {
  // warm up
  const warmEnd = performance.now() + Math.min(200, ms / 4);
  while (performance.now() < warmEnd) fn();
  let ops = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    fn();
    ops += batch;
    now = performance.now();
  }
  return Math.round((ops * 1000) / (now - start));
}

/**
 * Run `fn` for about `ms` milliseconds (after a short warm-up); `batch` operations per call.
 * Returns operations per second of this process's CPU time (user + system), which a busy shared
 * machine does not lower, and per wall-clock second beside it. They agree on an idle machine.
 */
export function rates(fn: () => unknown, ms: number, batch = 1): { cpu: number; wall: number } {
  const warm = performance.now() + Math.min(200, ms / 4);
  while (performance.now() < warm) fn();
  let ops = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < ms) {
    fn();
    ops += batch;
    now = performance.now();
  }
  const c = process.cpuUsage(c0);
  const cpuS = (c.user + c.system) / 1e6;
  return { cpu: Math.round(ops / cpuS), wall: Math.round((ops * 1000) / (now - t0)) };
}

/** p-th percentile (0–100) of a list of numbers. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[i]!;
}
