/**
 * The solver's later-trick bounds (the points a side takes whatever anyone plays: a seat's top
 * plain trumps, less one trick for each card that is not plain held by another seat) never claim
 * more than best play gives: on random positions where a bound applies, the plain minimax's value
 * lies between the side's bound and what is left minus the other side's. Plus hand-made Nap
 * positions where it must count and where it must not.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng.ts';
import { laterTrickBounds } from '../../src/engine/solver/dds.ts';
import { napGame, type TrickGame } from '../../src/engine/solver/games.ts';
import { resolveNap } from '../../src/engine/nap/options.ts';
import type { SolvePosition } from '../../src/engine/solver/solve.ts';
import { minimax, randomGame, SOLVER_VARIANTS } from '../unit/solver/helpers.ts';
import { seeds } from '../depth.ts';

/**
 * A random position at the start of trick `total − left + 1` (never the first), with few cards
 * that are not plain (each is dealt with probability 1/4) and, half the time, the trumps dealt
 * together so that one seat holds a run of them.
 */
function deal(g: TrickGame, rng: Rng, left: number): SolvePosition {
  const P = g.players;
  const below = (k: number) => rng.nextU32() % k;
  let deck = rng.shuffle(g.deck).filter((c) => g.plain[c] === 1 || below(4) === 0);
  if (below(2) === 0 && g.trump >= 0)
    deck = [...deck.filter((c) => g.suit[c] === g.trump), ...deck.filter((c) => g.suit[c] !== g.trump)];
  const leader = below(P);
  const first = below(P);
  const hands: number[][] = Array.from({ length: P }, () => []);
  let k = 0;
  for (let i = 0; i < P; i++) {
    const seat = (first + i) % P;
    while (hands[seat]!.length < left) hands[seat]!.push(deck[k++]!);
  }
  const side = [below(P)];
  if (below(3) > 0) side.push((side[0]! + 1 + below(P - 1)) % P);
  return { hands, leader, trickNo: g.totalTricks - left + 1, plays: [], ctx: 0, side };
}

const topOf = (g: TrickGame, pos: SolvePosition) => {
  const left = pos.hands[0]!.length;
  let top = g.trickBonus * left;
  for (const h of pos.hands) for (const c of h) top += g.value[c]!;
  return top;
};

describe('the later-trick bounds never claim more than best play gives', () => {
  for (const variant of SOLVER_VARIANTS) {
    it(`${variant}: random positions of 2 and 3 tricks with few special cards`, () => {
      let applied = 0;
      const list = seeds(150, 1500);
      for (const seed of list) {
        const rng = new Rng(`solver-later-${variant}-${seed}`);
        const g = randomGame(variant, rng);
        const left = 2 + (seed % 2);
        const pos = deal(g, rng, left);
        if (seed % 3 === 0) pos.minimise = true;
        const { lower, upper } = laterTrickBounds(g, pos);
        if (lower === 0 && upper === topOf(g, pos)) continue;
        applied++;
        const best = minimax(g, pos).best;
        expect({ seed, best }).toEqual({ seed, best: Math.min(upper, Math.max(lower, best)) });
      }
      // The bound is exercised, not vacuous.
      expect(applied).toBeGreaterThan(list.length / 10);
    }, 120_000);
  }
});

// Nap, trumps hearts (1): S 0–12, H 13–25, D 26–38, C 39–51 (0 the ace, 1 the king, …).
describe('the later-trick bounds in hand-made Nap positions (tricks count one each)', () => {
  const g = napGame(resolveNap({}, 5), 1);
  const pos = (hands: number[][], side: number[]): SolvePosition => ({
    hands,
    leader: 0,
    trickNo: 3,
    plays: [],
    ctx: 0,
    side,
  });
  it('counts the top trumps of a seat that does not lead, for its side and against the other', () => {
    const hands = [
      [0, 1, 2],
      [3, 4, 5],
      [13, 14, 6], // ♥A ♥K: two tricks whatever is led
      [7, 8, 9],
      [10, 15, 16],
    ];
    expect(laterTrickBounds(g, pos(hands, [2]))).toEqual({ lower: 2, upper: 3 });
    expect(laterTrickBounds(g, pos(hands, [0, 1]))).toEqual({ lower: 0, upper: 1 });
    expect(minimax(g, pos(hands, [2])).best).toBe(2);
  });
  it('stops at the other side’s best trump', () => {
    const hands = [
      [0, 1, 2],
      [3, 4, 5],
      [13, 15, 6], // ♥A, then ♥J below the opponent's ♥K
      [7, 8, 9],
      [10, 14, 16],
    ];
    expect(laterTrickBounds(g, pos(hands, [2]))).toEqual({ lower: 1, upper: 3 });
  });
  it('counts nothing without trumps (Misère)', () => {
    const m = napGame(resolveNap({}, 5), -1);
    const hands = [[0], [1], [2], [3], [4]];
    expect(laterTrickBounds(m, { ...pos(hands, [0]), trickNo: 5, minimise: true })).toEqual({ lower: 0, upper: 1 });
  });
});
