/**
 * The solver's quick-trick bound (what the leader's side is sure to make by cashing top cards, a
 * cutoff at every trick start) never claims more than the side makes with best play: on random
 * positions where the bound applies (no seat but the leader holds a card with a power of its
 * own), the plain minimax's value is at least the bound when the leader plays for the side, and
 * at most what is left minus the bound when against it. Plus hand-made positions where it must
 * not cut (an opponent who can ruff, a partner forced to overtake) and where it must.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng.ts';
import { quickTrickBound } from '../../src/engine/solver/dds.ts';
import { napGame, type TrickGame } from '../../src/engine/solver/games.ts';
import { resolveNap } from '../../src/engine/nap/options.ts';
import type { SolvePosition } from '../../src/engine/solver/solve.ts';
import { hasMisere, minimax, randomGame, SOLVER_VARIANTS } from '../unit/solver/helpers.ts';
import { seeds } from '../depth.ts';

/**
 * A random position at the start of trick `total − left + 1` (never the first) in which only the
 * leader may hold cards that are not plain: the other seats are dealt plain cards only.
 */
function plainDeal(g: TrickGame, rng: Rng, left: number): SolvePosition {
  const P = g.players;
  const below = (k: number) => rng.nextU32() % k;
  const deck = rng.shuffle(g.deck);
  const leader = below(P);
  // A long suit in few hands makes the bound apply more often: sometimes deal in suit order.
  if (below(2) === 0) deck.sort((a, b) => (g.suit[a]! - g.suit[b]!) * 3 + below(3) - 1);
  const hands: number[][] = Array.from({ length: P }, () => []);
  const plainOnly = deck.filter((c) => g.plain[c] === 1);
  const rest = deck.filter((c) => g.plain[c] !== 1);
  // The leader takes some special cards when there are any, then everyone plain cards in turn.
  for (const c of rest) if (hands[leader]!.length < left && below(3) === 0) hands[leader]!.push(c);
  let k = 0;
  for (let s = 0; s < P; s++) {
    const seat = (leader + s) % P;
    while (hands[seat]!.length < left) hands[seat]!.push(plainOnly[k++]!);
  }
  const side = [leader];
  if (below(3) > 0) side.push((leader + 1 + below(P - 1)) % P);
  // Half the time the side plays against the leader.
  const against = below(2) === 0;
  const sideSeats = against ? [...Array(P).keys()].filter((s) => !side.includes(s)) : side;
  return { hands, leader, trickNo: g.totalTricks - left + 1, plays: [], ctx: 0, side: sideSeats };
}

describe('the quick-trick bound never claims more than best play makes', () => {
  for (const variant of SOLVER_VARIANTS) {
    it(`${variant}: random positions of 2 and 3 tricks where only the leader holds special cards`, () => {
      let applied = 0;
      const list = seeds(150, 1500);
      for (const seed of list) {
        const rng = new Rng(`solver-quick-${variant}-${seed}`);
        const g = randomGame(variant, rng);
        const left = 2 + (seed % 2);
        const pos = plainDeal(g, rng, left);
        if (hasMisere(variant) && seed % 4 === 0) pos.minimise = true;
        const q = quickTrickBound(g, pos);
        if (q === 0) continue;
        applied++;
        const best = minimax(g, pos).best;
        let top = g.trickBonus * left;
        for (const h of pos.hands) for (const c of h) top += g.value[c]!;
        const forSide = pos.side.includes(pos.leader);
        // The side's value with best play: at least q for the leader's side, or leaves q to it.
        if (forSide) expect({ seed, best }).toEqual({ seed, best: Math.max(best, q) });
        else expect({ seed, best }).toEqual({ seed, best: Math.min(best, top - q) });
      }
      // The bound is exercised, not vacuous.
      expect(applied).toBeGreaterThan(list.length / 10);
    }, 120_000);
  }
});

// Nap, trumps hearts (1): S 0–12, H 13–25, D 26–38, C 39–51 (0 the ace, 1 the king, …).
describe('the quick-trick bound in hand-made Nap positions (tricks count one each)', () => {
  const g = napGame(resolveNap({}, 5), 1);
  const pos = (hands: number[][], side: number[]): SolvePosition => ({
    hands,
    leader: 0,
    trickNo: 4,
    plays: [],
    ctx: 0,
    side,
  });
  it('counts the top spades when every opponent follows', () => {
    const p = pos(
      [
        [0, 1],
        [2, 3],
        [4, 5],
        [6, 7],
        [8, 9],
      ],
      [0],
    );
    expect(quickTrickBound(g, p)).toBe(2);
  });
  it('does not count a spade an opponent can ruff (void in spades, holding a trump)', () => {
    const p = pos(
      [
        [0, 1],
        [2, 3],
        [4, 5],
        [6, 7],
        [25, 39], // ♥2 and ♣A: no spade
      ],
      [0],
    );
    expect(quickTrickBound(g, p)).toBe(0);
    expect(minimax(g, p).best).toBe(0);
  });
  it('counts one spade when an opponent with a trump follows only once', () => {
    const p = pos(
      [
        [0, 1],
        [2, 3],
        [4, 5],
        [6, 7],
        [8, 25], // one spade, then the ♥2 ruffs
      ],
      [0],
    );
    expect(quickTrickBound(g, p)).toBe(1);
    expect(minimax(g, p).best).toBe(1);
  });
  it('does not count a trick a partner must take with a trump (the lead passes to the partner)', () => {
    // Seat 1 (partner) holds only trumps and no spade: it must ruff the first spade, then leads.
    const p = pos(
      [
        [0, 1],
        [24, 25],
        [4, 5],
        [6, 7],
        [8, 9],
      ],
      [0, 1],
    );
    expect(quickTrickBound(g, p)).toBe(0);
  });
  it('counts the top trumps, which nobody can beat', () => {
    const p = pos(
      [
        [13, 14],
        [2, 3],
        [4, 5],
        [6, 7],
        [8, 15],
      ],
      [0],
    );
    expect(quickTrickBound(g, p)).toBe(2);
    expect(minimax(g, p).best).toBe(2);
  });
});
