/**
 * Seeded random play for Daifugō: a uniform random policy over legal actions, used by the
 * property tests, the golden playthroughs and the benchmarks (and usable as the weakest bot).
 */
import type { Seat } from '../game.ts';
import { Rng } from '../rng.ts';
import { LEVEL_RANKS, countLegalPlays, legalPlayAt } from './core.ts';
import { applyInPlace, tableOf, type DaifugoAction, type DaifugoState } from './game.ts';

/** A uniformly random legal action for the seat to act (the first one in the exchange). */
export function randomAction(s: DaifugoState, rng: Rng): DaifugoAction | null {
  if (s.phase === 'exchange') {
    const ex = s.exchange.find((e) => e.given === null)!;
    const hand = s.hands[ex.rich]!;
    const i = rng.int(hand.length);
    const cards = [hand[i]!];
    if (ex.count === 2) cards.push(hand[(i + 1 + rng.int(hand.length - 1)) % hand.length]!);
    return { type: 'give', seat: ex.rich, cards };
  }
  if (s.phase !== 'play') return null;
  const d = s.decisions[0];
  if (d !== undefined) return randomDecision(s, d.kind, d.seat, d.count, rng);
  const seat: Seat = s.turn;
  const hand = s.hands[seat]!;
  const n = countLegalPlays(hand, tableOf(s), s.rules, true);
  const canPass = s.pile.length > 0;
  const k = rng.int(n + (canPass ? 1 : 0));
  if (k === n) return { type: 'pass', seat };
  const p = legalPlayAt(hand, k);
  const a: DaifugoAction = { type: 'play', seat, cards: p.cards, form: p.form };
  if (p.low !== undefined) a.low = p.low;
  return a;
}

/**
 * A random seven pass, ten discard or queen bomber (the fast path makes the same draws): a
 * number of cards from 0 to the most allowed, each drawn uniformly from the cards left in hand
 * order; or a uniformly random rank.
 */
function randomDecision(
  s: DaifugoState,
  kind: 'seven-pass' | 'ten-discard' | 'queen-bomber',
  seat: Seat,
  count: number,
  rng: Rng,
): DaifugoAction {
  if (kind === 'queen-bomber') return { type: kind, seat, rank: LEVEL_RANKS[rng.int(13)]! };
  const left = s.hands[seat]!.slice();
  const m = rng.int(Math.min(count, left.length) + 1);
  const cards = [];
  for (let i = 0; i < m; i++) cards.push(left.splice(rng.int(left.length), 1)[0]!);
  return { type: kind, seat, cards };
}

/** Play random actions in place until the current round ends (or the game). Returns the actions. */
export function playRandomRound(s: DaifugoState, rng: Rng): DaifugoAction[] {
  const round = s.results.length;
  const actions: DaifugoAction[] = [];
  while (s.phase !== 'gameOver' && s.results.length === round) {
    const a = randomAction(s, rng)!;
    const err = applyInPlace(s, a);
    if (err !== null) throw new Error(`random play chose an illegal action: ${err} (${JSON.stringify(a)})`);
    actions.push(a);
  }
  return actions;
}

/** Play random actions in place until the game ends or `maxRounds` rounds are done. */
export function playRandomGame(s: DaifugoState, rng: Rng, maxRounds = Infinity): void {
  while (s.phase !== 'gameOver' && s.results.length < maxRounds) playRandomRound(s, rng);
}
