/** Puzzle checking: how long the build-time validation of every puzzle file takes. */
import { opsPerSecond, percentile, type BenchSuite } from './harness.ts';
import { allPuzzles, checkPuzzle, validateAllPuzzles } from '../src/content-data/puzzles.ts';

const suite: BenchSuite = {
  name: 'puzzles',
  run() {
    const all = allPuzzles();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      validateAllPuzzles();
      times.push(performance.now() - t0);
    }
    let k = 0;
    const checks = opsPerSecond(() => checkPuzzle(all[k++ % all.length]!), 1000);
    return [
      { name: 'puzzles.count', value: all.length, unit: 'puzzles' },
      {
        name: 'puzzles.validate_all_p50_ms',
        value: Math.round(percentile(times, 50) * 100) / 100,
        unit: 'ms',
        target: '< 1000',
      },
      { name: 'puzzles.checks_per_s', value: checks, unit: 'checks/s' },
    ];
  },
};
export default suite;
