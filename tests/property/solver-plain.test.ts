/**
 * The solver searches once for cards it calls interchangeable (`TrickGame.plain`: an ordinary
 * card of its suit under the rules). That list is written by hand per variant, so it is checked
 * here against the variant's own functions: for two plain cards next to each other in their
 * suit's order with the same point value, a random trick (every preset and random rule sets,
 * random trumps, tricks and hands) in which one of them is played and the other is not has the
 * same legal cards, the same lead choices (named suits, calls) and the same winner when the two
 * are swapped everywhere.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng.ts';
import { moveCard, moveCtx, type TrickGame } from '../../src/engine/solver/games.ts';
import { randomPosition } from '../../src/engine/solver/random.ts';
import { randomGame, SOLVER_VARIANTS } from '../unit/solver/helpers.ts';
import { seeds } from '../depth.ts';

/** The plain card next above `c` in its suit with the same value, or -1. */
function neighbour(g: TrickGame, c: number): number {
  const p = g.posInSuit[c]!;
  if (g.plain[c] !== 1 || p <= 0) return -1;
  const d = g.suitOrder[g.suit[c]!]![p - 1]!;
  return g.plain[d] === 1 && g.value[d] === g.value[c] && g.deck.includes(d) ? d : -1;
}

const GAMES = seeds(60, 600);

describe("the solver's interchangeable cards agree with the rules", () => {
  for (const variant of SOLVER_VARIANTS) {
    it(`${variant}: ${GAMES.length} random games, 20 tricks each`, () => {
      let checked = 0;
      const wrong: unknown[] = [];
      const same = (x: unknown, y: unknown, what: object) => {
        if (JSON.stringify(x) !== JSON.stringify(y)) wrong.push({ ...what, got: x, want: y });
      };
      for (const seed of GAMES) {
        const rng = new Rng(`solver-plain-${variant}-${seed}`);
        const g = randomGame(variant, rng);
        const P = g.players;
        const out = new Int32Array(64);
        const moves = new Int32Array(16);
        for (let t = 0; t < 20; t++) {
          const left = 1 + (rng.nextU32() % g.totalTricks);
          const pos = randomPosition(g, rng, left, 0);
          const hands = pos.hands.map((h) => [...h]);
          const live = new Uint8Array(64);
          for (const h of hands) for (const c of h) live[c] = 1;
          // Play the whole trick at random, keeping each seat's hand as it was before its card.
          const before: number[][] = [];
          const plays: number[] = [];
          let ctx = 0;
          for (let i = 0; i < P; i++) {
            const h = hands[(pos.leader + i) % P]!;
            before.push([...h]);
            const k = g.legal(h, 0, h.length, plays, i, pos.trickNo, ctx, out);
            let c = out[rng.nextU32() % k]!;
            if (i === 0) {
              const m = g.leadMoves(c, pos.trickNo, live, moves, 0);
              const mv = moves[rng.nextU32() % m]!;
              c = moveCard(mv);
              ctx = moveCtx(mv);
            }
            plays.push(c);
            h.splice(h.indexOf(c), 1);
          }
          for (let i = 0; i < P; i++) {
            const a = plays[i]!;
            const b = neighbour(g, a);
            if (b < 0 || plays.includes(b)) continue;
            const swap = (c: number) => (c === a ? b : c === b ? a : c);
            const sPlays = plays.map(swap);
            const liveS = new Uint8Array(64);
            for (let c = 0; c < 64; c++) liveS[swap(c)] = live[c]!;
            checked++;
            const where = { seed, t, a, b, i };
            // The lead choices of a and of b.
            if (i === 0) {
              const m1 = g.leadMoves(a, pos.trickNo, live, moves, 0);
              const ctx1 = Array.from(moves.subarray(0, m1), moveCtx);
              const m2 = g.leadMoves(b, pos.trickNo, liveS, moves, 0);
              same(Array.from(moves.subarray(0, m2), moveCtx), ctx1, { ...where, lead: true });
            }
            // Every seat's legal cards, before and after the swap.
            for (let j = 0; j < P; j++) {
              const h = before[j]!;
              const k1 = g.legal(h, 0, h.length, plays, j, pos.trickNo, ctx, out);
              const l1 = Array.from(out.subarray(0, k1), swap).sort((x, y) => x - y);
              const hs = h.map(swap);
              const k2 = g.legal(hs, 0, hs.length, sPlays, j, pos.trickNo, ctx, out);
              const l2 = Array.from(out.subarray(0, k2)).sort((x, y) => x - y);
              same(l2, l1, { ...where, legalOf: j });
            }
            for (let n = 1; n <= P; n++) {
              same(g.winner(sPlays, n, pos.trickNo, ctx), g.winner(plays, n, pos.trickNo, ctx), {
                ...where,
                winnerOf: n,
              });
            }
          }
        }
      }
      expect(wrong.slice(0, 3)).toEqual([]);
      expect(checked).toBeGreaterThan(GAMES.length);
    }, 120_000);
  }
});
