/**
 * Computer players: decision time at `normal` (p50/p95 over every decision of whole hands,
 * all seats `normal`) and strength of `strong` against `random` players and against `easy`
 * bots (share of hands whose result was a win for the strong bot's side: a positive score
 * for the hand; in Daifugō a finish in the top half of the table). The strong bot sits at a
 * rotating seat; hands are seeded. `BOTS_BENCH_HANDS` sets the number of hands per match
 * (default 100: a strong decision takes up to a few hundred ms, so ~1,000 hands per match would
 * not fit in a few minutes on two cores). `baseline_easy_vs_easy` plays the same deals and seats with an easy
 * bot in the strong bot's place: the share a side wins by its seat alone.
 */
import { playHand, type HandOutcome, type Policy } from '../src/bots/arena.ts';
import type { VariantId } from '../src/engine/options.ts';
import { percentile, type BenchFigure, type BenchSuite } from './harness.ts';

const TABLES: Record<VariantId, number> = { japanese: 5, nap: 4, 'tw-hk': 5, mighty: 5, daifugo: 4 };
const HANDS = Number(process.env['BOTS_BENCH_HANDS'] ?? 100);
const TIMING_HANDS = Number(process.env['BOTS_BENCH_TIMING_HANDS'] ?? 4);

function won(variant: VariantId, o: HandOutcome, seat: number, players: number): boolean {
  if (variant === 'daifugo') {
    // deltas under `plus` scoring: players finishing after this seat; top half wins
    return o.deltas[seat]! >= Math.ceil(players / 2);
  }
  return o.deltas[seat]! > 0;
}

function match(variant: VariantId, opponents: Policy, me: Policy = 'strong'): number {
  const players = TABLES[variant];
  let wins = 0;
  for (let i = 0; i < HANDS; i++) {
    const seat = i % players;
    const policies: Policy[] = Array.from({ length: players }, (_, s) => (s === seat ? me : opponents));
    const o = playHand(variant, { variant }, players, `bench-${opponents}-${i}`, policies, (i * 3) % players);
    if (won(variant, o, seat, players)) wins++;
  }
  return wins / HANDS;
}

const suite: BenchSuite = {
  name: 'bots',
  run(): BenchFigure[] {
    const out: BenchFigure[] = [];
    for (const variant of Object.keys(TABLES) as VariantId[]) {
      const players = TABLES[variant];
      const times: number[] = [];
      for (let i = 0; i < TIMING_HANDS; i++) {
        const o = playHand(variant, { variant }, players, `timing-${i}`, Array(players).fill('normal'), i % players);
        times.push(...o.times.map((t) => t.ms));
      }
      out.push(
        { name: `bot.${variant}.p50_ms`, value: round(percentile(times, 50)), unit: 'ms', target: '' },
        { name: `bot.${variant}.p95_ms`, value: round(percentile(times, 95)), unit: 'ms', target: '<= 250' },
        {
          name: `bot.${variant}.win_vs_random`,
          value: round(match(variant, 'random'), 3),
          unit: `share of ${HANDS} hands`,
          target: '> 0.5',
        },
        {
          name: `bot.${variant}.win_vs_easy`,
          value: round(match(variant, 'easy'), 3),
          unit: `share of ${HANDS} hands`,
          target: '> 0.5',
        },
        // the same deals and seats with an easy bot in the strong bot's place: the share a seat wins by itself
        {
          name: `bot.${variant}.baseline_easy_vs_easy`,
          value: round(match(variant, 'easy', 'easy'), 3),
          unit: `share of ${HANDS} hands`,
          target: '',
        },
      );
    }
    return out;
  },
};

function round(x: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export default suite;
