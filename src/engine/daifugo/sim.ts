/**
 * Seeded random play for Daifugō: a uniform random policy over legal actions, used by the
 * property tests, the golden playthroughs and the benchmarks (and usable as the weakest bot).
 */
import type { Seat } from '../game.ts';
import { Rng } from '../rng.ts';
import { countLegalPlays, legalPlayAt } from './core.ts';
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
