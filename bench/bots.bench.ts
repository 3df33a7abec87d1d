/**
 * Computer players: decision time at `normal` (p50/p95 over every decision of whole hands,
 * all seats `normal`) and strength of `strong` against `random` players and against `easy`
 * bots.
 *
 * What a match measures: ONE seat is the strong bot, every other seat is the opponent policy
 * (so the bot's partner, when it has one, is a random player or an easy bot too — that is the
 * game). A hand counts as won when the hand's result was a win for the side the bot ended up on (Napoleon + adjutant / secretary,
 * declarer + friend, or the defenders; Daifugō: a finish in the top half of the table).
 * (Counted from the engine's made/lost flag, see `won`.) Which
 * side the bot is on is not chosen: it follows from the auction (the bot bids, or not), so
 * the split between declarer-side and defender-side hands is whatever the bidding gives;
 * `win_vs_*_declarer` / `win_vs_*_defender` report the share of each role separately (with
 * the number of hands in the unit), the required `win_vs_*` is the share over all hands.
 * Redeals (everybody passed) happen inside the engine, so every counted hand was played to
 * its end; a hand that ends with all scores 0 would count as lost (none do in the default
 * presets).
 *
 * Seats: the bot's seat rotates (`i % players`) and the dealer rotates independently
 * (`floor(i / players)`), so every bot position relative to the dealer occurs equally often.
 * (Before: dealer `3i mod players`, which at a 4-player table only ever put the bot in the
 * dealer's seat or opposite it — a seat bias for Nap and Daifugō.)
 *
 * `BOTS_BENCH_HANDS` sets the number of hands per match (default 100: a strong decision takes
 * up to a few hundred ms, so ~1,000 hands per match would not fit in a few minutes on two
 * cores); `BOTS_BENCH_VARIANTS` (comma-separated) limits the variants measured;
 * `BOTS_BENCH_BASELINE=0` skips the baseline. `baseline_easy_vs_easy` plays the same deals and
 * seats with an easy bot in the strong bot's place: the share a seat wins by its seat alone.
 */
import { playHand, type HandOutcome, type Policy } from '../src/bots/arena.ts';
import type { VariantId } from '../src/engine/options.ts';
import { percentile, type BenchFigure, type BenchSuite } from './harness.ts';

const TABLES: Record<VariantId, number> = { japanese: 5, nap: 4, 'tw-hk': 5, mighty: 5, daifugo: 4 };
const HANDS = Number(process.env['BOTS_BENCH_HANDS'] ?? 100);
const TIMING_HANDS = Number(process.env['BOTS_BENCH_TIMING_HANDS'] ?? 4);
const ONLY = (process.env['BOTS_BENCH_VARIANTS'] ?? '').split(',').filter((x) => x !== '');
const BASELINE = process.env['BOTS_BENCH_BASELINE'] !== '0';

function won(variant: VariantId, o: HandOutcome, seat: number, players: number): boolean {
  if (variant === 'daifugo') {
    // deltas under `plus` scoring: players finishing after this seat; top half wins
    return o.deltas[seat]! >= Math.ceil(players / 2);
  }
  // The side's result, not the sign of the seat's score: a contract made can score 0 for
  // everyone (Mighty: bid 13 made with exactly 13 points), which the sign counted as a loss
  // for both sides.
  return o.declarers.includes(seat) === o.declarerWon;
}

interface MatchResult {
  share: number;
  declarer: { hands: number; won: number };
  defender: { hands: number; won: number };
  /** Declarer-side hands where the bot is the partner (adjutant / secretary / friend), not the bidder. */
  partner: { hands: number; won: number };
}

function match(variant: VariantId, opponents: Policy, me: Policy = 'strong'): MatchResult {
  const players = TABLES[variant];
  let wins = 0;
  const declarer = { hands: 0, won: 0 };
  const defender = { hands: 0, won: 0 };
  const partner = { hands: 0, won: 0 };
  for (let i = 0; i < HANDS; i++) {
    const seat = i % players;
    const dealer = Math.floor(i / players) % players;
    const policies: Policy[] = Array.from({ length: players }, (_, s) => (s === seat ? me : opponents));
    const o = playHand(variant, { variant }, players, `bench-${opponents}-${i}`, policies, dealer);
    const w = won(variant, o, seat, players);
    if (w) wins++;
    const role = o.declarers.includes(seat) ? declarer : defender;
    role.hands++;
    if (w) role.won++;
    if (o.declarers.includes(seat) && o.declarers[0] !== seat) {
      partner.hands++;
      if (w) partner.won++;
    }
  }
  return { share: wins / HANDS, declarer, defender, partner };
}

function figures(variant: VariantId, name: string, m: MatchResult, target: string): BenchFigure[] {
  const out: BenchFigure[] = [
    { name: `bot.${variant}.${name}`, value: round(m.share, 3), unit: `share of ${HANDS} hands`, target },
  ];
  // Daifugō has no declaring side (`declarers` is the winner), so no split by role.
  if (variant === 'daifugo') return out;
  // `partner`: the bot holds the called card of an opponent-policy declarer (a random or easy
  // bidder's contract): part of the declarer-side hands, shown apart because the bot's play
  // can rarely rescue a random bidder's contract.
  for (const [role, r] of [
    ['declarer', m.declarer],
    ['defender', m.defender],
    ['partner', m.partner],
  ] as const) {
    if (role === 'partner' && variant === 'nap') continue;
    out.push({
      name: `bot.${variant}.${name}_${role}`,
      value: r.hands > 0 ? round(r.won / r.hands, 3) : NaN,
      unit:
        role === 'partner'
          ? `share of ${r.hands} hands as the declarer's partner`
          : `share of ${r.hands} hands as ${role} side`,
      target: '',
    });
  }
  return out;
}

const suite: BenchSuite = {
  name: 'bots',
  run(): BenchFigure[] {
    const out: BenchFigure[] = [];
    for (const variant of Object.keys(TABLES) as VariantId[]) {
      if (ONLY.length > 0 && !ONLY.includes(variant)) continue;
      const players = TABLES[variant];
      const times: number[] = [];
      for (let i = 0; i < TIMING_HANDS; i++) {
        const o = playHand(variant, { variant }, players, `timing-${i}`, Array(players).fill('normal'), i % players);
        times.push(...o.times.map((t) => t.ms));
      }
      out.push(
        { name: `bot.${variant}.p50_ms`, value: round(percentile(times, 50)), unit: 'ms', target: '' },
        { name: `bot.${variant}.p95_ms`, value: round(percentile(times, 95)), unit: 'ms', target: '<= 250' },
        ...figures(variant, 'win_vs_random', match(variant, 'random'), '>= 0.9'),
        ...figures(variant, 'win_vs_easy', match(variant, 'easy'), '>= 0.6'),
      );
      // the same deals and seats with an easy bot in the strong bot's place: the share a seat wins by itself
      if (BASELINE) out.push(...figures(variant, 'baseline_easy_vs_easy', match(variant, 'easy', 'easy'), ''));
    }
    return out;
  },
};

function round(x: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export default suite;
