/**
 * Seeded random solver positions (for tests and the benchmark): a random deal of `left` cards
 * per seat, a random leader and declaring side, then `partial` random legal cards of the current
 * trick (a random count when omitted).
 */
import type { Rng } from '../rng.ts';
import { moveCard, moveCtx, type TrickGame } from './games.ts';
import type { SolvePosition } from './solve.ts';

export function randomPosition(g: TrickGame, rng: Rng, left: number, partial?: number): SolvePosition {
  const P = g.players;
  const below = (k: number) => rng.nextU32() % k;
  const deck = [...g.deck];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const hands: number[][] = [];
  for (let s = 0; s < P; s++) hands.push(deck.slice(s * left, (s + 1) * left));
  const leader = below(P);
  const trickNo = g.totalTricks - left + 1;
  const side = [leader];
  if (P > 2 && below(3) > 0) side.push((leader + 1 + below(P - 1)) % P);
  const np = partial ?? below(P);
  const plays: number[] = [];
  let ctx = 0;
  const out = new Int32Array(64);
  const live = new Uint8Array(64);
  for (const h of hands) for (const c of h) live[c] = 1;
  for (let i = 0; i < np; i++) {
    const seat = (leader + i) % P;
    const h = hands[seat]!;
    const k = g.legal(h, 0, h.length, plays, i, trickNo, ctx, out);
    let c = out[below(k)]!;
    if (i === 0) {
      const moves = new Int32Array(8);
      const m = g.leadMoves(c, trickNo, live, moves, 0);
      const mv = moves[below(m)]!;
      c = moveCard(mv);
      ctx = moveCtx(mv);
    }
    plays.push(c);
    h.splice(h.indexOf(c), 1);
  }
  return { hands, leader, trickNo, plays, ctx, side };
}
