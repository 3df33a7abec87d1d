/**
 * Daifugō engine benchmarks, one thread:
 * - engine.daifugo.rounds_per_s_4p / _8p / _4p_all: random full rounds (deal, exchange from
 *   round 2, uniform random legal play to the end, scoring), whole games back to back, on the
 *   fast path (`src/engine/daifugo/fast.ts`, which plays the same moves as `sim.ts`); the
 *   readable engine's figure is reported beside it (`readable_rounds_per_s_4p`).
 * - engine.daifugo.legal_per_s: legal-play listing of the readable engine (what bots and the
 *   UI use).
 * - engine.daifugo.legal_jokers_revolution_per_s / legal_actions_jokers_revolution_per_s: the
 *   same where listing is hardest — a hand holding both jokers, a revolution in force (leading,
 *   on a single, a pair, stairs) — by the core (`legalPlays`) and by the Game (`legalActions`,
 *   which also offers every choice of jokers apply takes). The plain listing rarely deals one
 *   hand both jokers, so a slowdown of the jokers' paths showed in no figure.
 *
 * Throughputs are operations per CPU-second of this process (`process.cpuUsage`), which equals
 * operations per wall-clock second on an idle machine and stays meaningful on a shared one;
 * the wall-clock figures are reported too (`…_per_wall_s_…`).
 */
import { rates, type BenchFigure, type BenchSuite } from './harness.ts';
import { legalPlays, type TableState } from '../src/engine/daifugo/core.ts';
import { fastRandomRound, newFastGame } from '../src/engine/daifugo/fast.ts';
import { resolveDaifugoRules } from '../src/engine/daifugo/options.ts';
import { daifugoGame, setupDaifugo, type DaifugoState } from '../src/engine/daifugo/game.ts';
import { playRandomRound } from '../src/engine/daifugo/sim.ts';
import { Rng } from '../src/engine/rng.ts';

/** Fast-path rounds: whole games back to back (each round one deal, an exchange from round 2, play to the end). */
function fastRounds(players: number, preset: string, ms = 1500): { cpu: number; wall: number } {
  const rules = resolveDaifugoRules(preset, {}, players);
  const rng = new Rng(`bench-${players}-${preset}`);
  let game = 0;
  let g = newFastGame(rules, `b${game}`);
  return rates(
    () => {
      for (let i = 0; i < 50; i++) {
        if (g.over) g = newFastGame(rules, `b${++game}`);
        fastRandomRound(g, rng);
      }
    },
    ms,
    50,
  );
}

/** The same on the readable engine (`setupDaifugo` + `playRandomRound`). */
function readableRounds(players: number, preset: string, ms = 1500): { cpu: number; wall: number } {
  const rng = new Rng(`bench-${players}-${preset}`);
  let game = 0;
  let s = setupDaifugo({ ruleSet: { variant: 'daifugo', preset }, players, seed: `b${game}` });
  return rates(
    () => {
      for (let i = 0; i < 10; i++) {
        if (s.phase === 'gameOver')
          s = setupDaifugo({ ruleSet: { variant: 'daifugo', preset }, players, seed: `b${++game}` });
        playRandomRound(s, rng);
      }
    },
    ms,
    10,
  );
}

function legalPerSecond(): { cpu: number; wall: number } {
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
  return rates(
    () => {
      for (let k = 0; k < 10; k++) {
        const c = cases[i++ & 63]!;
        legalPlays(c.hand, c.table, rules);
      }
    },
    1000,
    10,
  );
}

/** Hands holding both jokers with a revolution in force, on every kind of table (see the header). */
function jokersRevolutionCases(): { hand: string[]; table: TableState; state: DaifugoState }[] {
  const rng = new Rng('legal-jokers');
  const cases: { hand: string[]; table: TableState; state: DaifugoState }[] = [];
  for (let k = 0; cases.length < 64; k++) {
    const s = setupDaifugo({ ruleSet: { variant: 'daifugo', preset: 'all' }, players: 4, seed: `J${k}` });
    if (s.phase !== 'play') continue;
    const seat = s.turn;
    // Move both jokers into the hand of the seat to play, giving back ordinary cards for them.
    for (const j of ['BJ', 'LJ']) {
      const holder = s.hands.findIndex((h) => h.includes(j));
      if (holder === seat) continue;
      const give = s.hands[seat]!.find((c) => c !== 'BJ' && c !== 'LJ')!;
      s.hands[holder] = [...s.hands[holder]!.filter((c) => c !== j), give];
      s.hands[seat] = [...s.hands[seat]!.filter((c) => c !== give), j];
    }
    const lv = rng.int(13);
    const forms: TableState['top'][] = [
      null,
      { form: 'single', size: 1, level: lv, levels: 1 << lv, suits: 1, jokers: 0 },
      { form: 'set', size: 2, level: lv, levels: 1 << lv, suits: 3, jokers: 0 },
      { form: 'stairs', size: 3, level: Math.min(lv, 10), levels: 7 << Math.min(lv, 10), suits: 1, jokers: 0 },
    ];
    const top = forms[cases.length % 4]!;
    s.revolution = true;
    s.pile = top === null ? [] : [{ ...top, seat: (seat + 1) % 4, cards: [] }];
    s.lastPlayer = top === null ? -1 : (seat + 1) % 4;
    cases.push({ hand: s.hands[seat]!, table: { top, revolution: true, elevenBack: false, locked: 0 }, state: s });
  }
  return cases;
}

function legalJokersRevolution(): { core: { cpu: number; wall: number }; game: { cpu: number; wall: number } } {
  const rules = resolveDaifugoRules('all', {});
  const cases = jokersRevolutionCases();
  let i = 0;
  let sink = 0;
  const core = rates(
    () => {
      for (let k = 0; k < 10; k++) {
        const c = cases[i++ & 63]!;
        sink += legalPlays(c.hand, c.table, rules).length;
      }
    },
    1000,
    10,
  );
  const game = rates(
    () => {
      for (let k = 0; k < 10; k++) {
        const c = cases[i++ & 63]!;
        sink += daifugoGame.legalActions(c.state, c.state.turn).length;
      }
    },
    1000,
    10,
  );
  if (sink <= 0) throw new Error('no legal plays listed');
  return { core, game };
}

const suite: BenchSuite = {
  name: 'daifugo',
  run(): BenchFigure[] {
    fastRounds(4, 'all', 400); // warm the fast path up on every form before measuring
    const r4 = fastRounds(4, 'moderate');
    const r8 = fastRounds(8, 'moderate');
    const r4all = fastRounds(4, 'all');
    const slow4 = readableRounds(4, 'moderate');
    const legal = legalPerSecond();
    const jr = legalJokersRevolution();
    return [
      { name: 'engine.daifugo.rounds_per_s_4p', value: r4.cpu, unit: 'rounds/s', target: '>= 20000' },
      { name: 'engine.daifugo.rounds_per_s_8p', value: r8.cpu, unit: 'rounds/s' },
      { name: 'engine.daifugo.rounds_per_s_4p_all', value: r4all.cpu, unit: 'rounds/s' },
      { name: 'engine.daifugo.rounds_per_wall_s_4p', value: r4.wall, unit: 'rounds/s' },
      { name: 'engine.daifugo.rounds_per_wall_s_8p', value: r8.wall, unit: 'rounds/s' },
      { name: 'engine.daifugo.readable_rounds_per_s_4p', value: slow4.cpu, unit: 'rounds/s' },
      { name: 'engine.daifugo.readable_rounds_per_wall_s_4p', value: slow4.wall, unit: 'rounds/s' },
      { name: 'engine.daifugo.legal_per_s', value: legal.cpu, unit: 'hands/s' },
      { name: 'engine.daifugo.legal_per_wall_s', value: legal.wall, unit: 'hands/s' },
      { name: 'engine.daifugo.legal_jokers_revolution_per_s', value: jr.core.cpu, unit: 'hands/s' },
      { name: 'engine.daifugo.legal_actions_jokers_revolution_per_s', value: jr.game.cpu, unit: 'hands/s' },
    ];
  },
};
export default suite;
