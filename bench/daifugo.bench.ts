/** Daifugō engine benchmarks: random full rounds (4 and 8 players) and legal-play generation. */
import { opsPerSecond, type BenchSuite } from './harness.ts';
import { legalPlays, type TableState } from '../src/engine/daifugo/core.ts';
import { resolveDaifugoRules } from '../src/engine/daifugo/options.ts';
import { setupDaifugo } from '../src/engine/daifugo/game.ts';
import { playRandomRound } from '../src/engine/daifugo/sim.ts';
import { Rng } from '../src/engine/rng.ts';

/**
 * Rounds per second of continuous random play: whole games back to back (each round is one
 * deal, an exchange from round 2, and play to the end), one thread.
 */
function roundsPerSecond(players: number, preset: string, ms = 1500): { wall: number; cpu: number } {
  const rng = new Rng(`bench-${players}-${preset}`);
  let game = 0;
  let s = setupDaifugo({ ruleSet: { variant: 'daifugo', preset }, players, seed: `b${game}` });
  const step = () => {
    if (s.phase === 'gameOver')
      s = setupDaifugo({ ruleSet: { variant: 'daifugo', preset }, players, seed: `b${++game}` });
    playRandomRound(s, rng);
  };
  for (let i = 0; i < 200; i++) step(); // warm up
  let rounds = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    for (let i = 0; i < 50; i++) step();
    rounds += 50;
    t = performance.now();
  }
  const cpu = process.cpuUsage(c0);
  return {
    wall: Math.round((rounds * 1000) / (t - t0)),
    // Per CPU-second of this process: steadier than wall time on a shared machine.
    cpu: Math.round((rounds * 1e6) / (cpu.user + cpu.system)),
  };
}

function legalPerSecond(): number {
  // A fixed set of hands and tables: leading, following a single, a pair, stairs; all effects on.
  const rules = resolveDaifugoRules('all', {});
  const rng = new Rng('legal');
  const cases: { hand: string[]; table: TableState }[] = [];
  for (let k = 0; k < 64; k++) {
    const s = setupDaifugo({ ruleSet: { variant: 'daifugo', preset: 'all' }, players: 4, seed: `L${k}` });
    const hand = s.hands[0]!;
    const lv = rng.int(13);
    const forms: TableState['top'][] = [
      null,
      { form: 'single', size: 1, level: lv, levels: 1 << lv, suits: 1, jokers: 0 },
      { form: 'set', size: 2, level: lv, levels: 1 << lv, suits: 3, jokers: 0 },
      { form: 'stairs', size: 3, level: Math.min(lv, 10), levels: 7 << Math.min(lv, 10), suits: 1, jokers: 0 },
    ];
    cases.push({ hand, table: { top: forms[k % 4]!, revolution: k % 8 >= 4, elevenBack: false, locked: 0 } });
  }
  let i = 0;
  return opsPerSecond(() => {
    const c = cases[i++ & 63]!;
    legalPlays(c.hand, c.table, rules);
  }, 1000);
}

const suite: BenchSuite = {
  name: 'daifugo',
  run() {
    const r4 = roundsPerSecond(4, 'moderate');
    const r8 = roundsPerSecond(8, 'moderate');
    const r4all = roundsPerSecond(4, 'all');
    return [
      { name: 'engine.daifugo.rounds_per_s_4p', value: r4.wall, unit: 'rounds/s', target: '>= 20000' },
      { name: 'engine.daifugo.rounds_per_s_8p', value: r8.wall, unit: 'rounds/s' },
      { name: 'engine.daifugo.rounds_per_s_4p_all', value: r4all.wall, unit: 'rounds/s' },
      { name: 'engine.daifugo.rounds_per_cpu_s_4p', value: r4.cpu, unit: 'rounds/CPU-s' },
      { name: 'engine.daifugo.rounds_per_cpu_s_8p', value: r8.cpu, unit: 'rounds/CPU-s' },
      { name: 'engine.daifugo.legal_per_s', value: legalPerSecond(), unit: 'hands/s' },
    ];
  },
};
export default suite;
