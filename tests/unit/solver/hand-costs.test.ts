/**
 * The per-card costs of a played hand (hand-costs.ts) against plain minimax: on small random
 * hands of every variant, each play's cost is what minimax says the card lost its side against
 * the best card there, and the par is minimax's value of the deal. One table serves the whole
 * hand, so a wrong reuse of stored bounds between positions would show here.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.ts';
import { resolveMighty } from '../../../src/engine/mighty/options.ts';
import { randomPosition } from '../../../src/engine/solver/random.ts';
import { CTX_CALL, ctxDeclared, moveCard, moveCtx, toCard, type TrickGame } from '../../../src/engine/solver/games.ts';
import { handCosts, handCostsFor, type HandPlay } from '../../../src/engine/solver/hand-costs.ts';
import { handleCostsRequest, type CostsRequest } from '../../../src/engine/solver/costs-worker.ts';
import type { SolvePosition } from '../../../src/engine/solver/solve.ts';
import type { Suit } from '../../../src/engine/cards.ts';
import { hasMisere, minimax, randomSetup, SOLVER_VARIANTS } from './helpers.ts';

const SUITS: Suit[] = ['S', 'H', 'D', 'C'];

/** A random legal play-out of `pos` (a trick start) to the end: the moves and the positions before each. */
function playOut(g: TrickGame, start: SolvePosition, rng: Rng): { moves: number[]; before: SolvePosition[] } {
  const P = g.players;
  const hands = start.hands.map((h) => [...h]);
  let leader = start.leader;
  let trickNo = start.trickNo;
  let plays: number[] = [];
  let ctx = 0;
  const moves: number[] = [];
  const before: SolvePosition[] = [];
  const out = new Int32Array(64);
  while (hands.some((h) => h.length > 0)) {
    const seat = (leader + plays.length) % P;
    before.push({ ...start, hands: hands.map((h) => [...h]), leader, trickNo, plays: [...plays], ctx });
    const h = hands[seat]!;
    const k = g.legal(h, 0, h.length, plays, plays.length, trickNo, ctx, out);
    let mv = out[rng.nextU32() % k]!;
    if (plays.length === 0) {
      const live = new Uint8Array(64);
      for (const hh of hands) for (const c of hh) live[c] = 1;
      const buf = new Int32Array(8);
      const m = g.leadMoves(mv, trickNo, live, buf, 0);
      mv = buf[rng.nextU32() % m]!;
      ctx = moveCtx(mv);
    }
    moves.push(mv);
    const c = moveCard(mv);
    h.splice(h.indexOf(c), 1);
    plays.push(c);
    if (plays.length === P) {
      leader = (leader + g.winner(plays, P, trickNo, ctx)) % P;
      trickNo++;
      plays = [];
      ctx = 0;
    }
  }
  return { moves, before };
}

const asPlay = (mv: number): HandPlay => {
  const d = ctxDeclared(moveCtx(mv));
  return {
    card: toCard(moveCard(mv)),
    ...(d >= 0 ? { declared: SUITS[d]! } : {}),
    ...(moveCtx(mv) & CTX_CALL ? { call: true } : {}),
  };
};

describe('hand costs', () => {
  for (const variant of SOLVER_VARIANTS) {
    it(`${variant}: every play's cost and the par equal plain minimax on random 3-trick hands`, () => {
      let mistakes = 0;
      for (let seed = 0; seed < 12; seed++) {
        const rng = new Rng(`hand-costs-${variant}-${seed}`);
        const { game: g, query } = randomSetup(variant, rng);
        const start = randomPosition(g, rng, 3, 0);
        const minimise = hasMisere(variant) && query['trump'] === null;
        start.minimise = minimise;
        const { moves, before } = playOut(g, start, rng);
        const trump = query['trump'] as Suit | null;
        const got = handCostsFor(
          g,
          {
            trump,
            hands: start.hands.map((h) => h.map(toCard)),
            leader: start.leader,
            side: start.side,
          },
          moves.map(asPlay),
        );
        // The oracle: minimax of the position before each play, and of the play itself.
        const want = before.map((pos, i) => {
          const seat = (pos.leader + pos.plays.length) % g.players;
          const all = minimax(g, pos);
          const mine = start.side.includes(seat) !== minimise;
          // The value of the card played: minimax of the position with only that move allowed.
          const played = valueOfMove(g, pos, moves[i]!);
          return { best: all.best, cost: mine ? played - all.best : all.best - played };
        });
        mistakes += want.filter((w) => w.cost < 0).length;
        expect({ seed, par: got.par, costs: got.costs.map((c) => ({ best: c.best, cost: c.cost })) }).toEqual({
          seed,
          par: want[0]!.best,
          costs: want,
        });
      }
      // The random play-outs make mistakes, so the costs are not all 0.
      expect(mistakes).toBeGreaterThan(0);
    }, 120_000);
  }

  it('names a play that is not legal', () => {
    const rules = resolveMighty({}, 5);
    const deal = {
      trump: 'S' as const,
      hands: [['SA'], ['SK'], ['SQ'], ['SJ'], ['S10']] as string[][],
      leader: 0,
      side: [0],
    };
    expect(() => handCosts('mighty', rules, deal as never, [{ card: 'SK' as never }])).toThrow(
      /play 1 \(SK, seat 0, trick 10\): seat 0 does not hold SK/,
    );
  });
});

/** Minimax value of `pos` when the seat to act plays `mv`. */
function valueOfMove(g: TrickGame, pos: SolvePosition, mv: number): number {
  const seat = (pos.leader + pos.plays.length) % g.players;
  const c = moveCard(mv);
  const hands = pos.hands.map((h, s) => (s === seat ? h.filter((x) => x !== c) : [...h]));
  const plays = [...pos.plays, c];
  const ctx = pos.plays.length === 0 ? moveCtx(mv) : pos.ctx;
  if (plays.length < g.players) return minimax(g, { ...pos, hands, plays, ctx }).best;
  const w = (pos.leader + g.winner(plays, plays.length, pos.trickNo, ctx)) % g.players;
  let pts = g.trickBonus;
  for (const x of plays) pts += g.value[x]!;
  const gain = pos.side.includes(w) ? pts : 0;
  if (hands[w]!.length === 0) return gain;
  return gain + minimax(g, { ...pos, hands, leader: w, trickNo: pos.trickNo + 1, plays: [], ctx: 0 }).best;
}

describe('hand costs within a budget', () => {
  it('solves the last plays first: a small node budget leaves the early plays unsolved (null), the late ones known', () => {
    const rng = new Rng('hand-costs-budget');
    const { game: g, query } = randomSetup('mighty', rng);
    const start = randomPosition(g, rng, 4, 0);
    const { moves } = playOut(g, start, rng);
    const deal = {
      trump: query['trump'] as Suit | null,
      hands: start.hands.map((h) => h.map(toCard)),
      leader: start.leader,
      side: start.side,
    };
    const full = handCostsFor(g, deal, moves.map(asPlay));
    const cut = handCostsFor(g, deal, moves.map(asPlay), { maxNodes: 40 });
    const known = cut.costs.map((c) => c.cost !== null);
    expect(known.at(-1)).toBe(true);
    expect(known[0]).toBe(false);
    expect(cut.par).toBeNull();
    // Once a play is unsolved, every earlier one is too; the solved ones agree with the full run.
    expect(known.indexOf(true)).toBe(known.lastIndexOf(false) + 1);
    cut.costs.forEach((c, i) => {
      if (c.cost !== null) expect(c).toEqual(full.costs[i]);
    });
  });
});

describe('the costs worker', () => {
  const rules = resolveMighty({}, 5);
  // Trick 9 of 10, seat 0 leads; seats 0 and 2 declare. Spades are trumps.
  const deal = {
    trump: 'S' as const,
    hands: [
      ['SK', 'H2'],
      ['SQ', 'H3'],
      ['HA', 'H4'],
      ['SJ', 'H5'],
      ['S10', 'HK'],
    ],
    leader: 0,
    side: [0, 2],
  };
  it('answers with the costs and the par', () => {
    // Seat 2 ducks the ♥2 lead with ♥4, so ♥K wins trick 9 for the defence; trick 10 is forced.
    const plays = ['H2', 'H3', 'H4', 'H5', 'HK', 'S10', 'SK', 'SQ', 'HA', 'SJ'].map((card) => ({ card }));
    const posted: unknown[] = [];
    const m = handleCostsRequest({ id: 7, variant: 'mighty', rules, deal, plays } as CostsRequest, (x) =>
      posted.push(x),
    );
    expect(m.id).toBe(7);
    expect(m.ok).toBe(true);
    if (!('result' in m)) return;
    // Six honours (♠K ♠Q ♠J ♠10 ♥A ♥K): the declarers can take all six (♥A takes ♥K in trick 9,
    // ♠K takes the trumps in trick 10). Ducking with ♥4 gives ♥K away: −1; the rest is forced or best.
    expect(m.result.par).toBe(6);
    expect(m.result.costs.map((c) => c.cost)).toEqual([0, 0, -1, 0, 0, 0, 0, 0, 0, 0]);
    expect(m.result.costs.map((c) => c.best)).toEqual([6, 6, 6, 5, 5, 5, 5, 5, 5, 5]);
    // A small hand finishes before the first progress report; each play's cost is told as it is known, the last first.
    expect(posted.map((x) => (x as { index: number }).index)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(posted[0]).toEqual({ id: 7, index: 9, cost: m.result.costs[9] });
  });
  it('names the best cards of the costly plays of the seats asked about', () => {
    const plays = ['H2', 'H3', 'H4', 'H5', 'HK', 'S10', 'SK', 'SQ', 'HA', 'SJ'].map((card) => ({ card }));
    const m = handleCostsRequest(
      { id: 9, variant: 'mighty', rules, deal, plays, bestFor: [2] } as CostsRequest,
      () => undefined,
    );
    if (!('result' in m)) throw new Error('no result');
    // Seat 2's ♥4 cost one honour: ♥A was the card (it takes ♥K).
    expect(m.result.costs[2]!.better).toEqual([{ card: 'HA' }]);
    expect(m.result.costs.filter((c) => c.better !== undefined)).toHaveLength(1);
  });
  it('names a play that is not legal', () => {
    const m = handleCostsRequest(
      { id: 8, variant: 'mighty', rules, deal, plays: [{ card: 'SK' }, { card: 'H3' }] } as CostsRequest,
      () => undefined,
    );
    expect(m).toEqual({ id: 8, ok: false, error: 'play 2 (H3, seat 1, trick 9): not a legal card here' });
  });
});
