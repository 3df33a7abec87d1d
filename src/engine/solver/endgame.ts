/**
 * Playing out an endgame against perfect defence (the "play it out" puzzles): a small pure
 * state over the solver's position (hands, leader, current trick), plus the solver's choices.
 *
 * The learner plays the declaring side's cards; the defence plays the solver's choice (the
 * lowest-numbered of its best moves, so the same position always gets the same reply). Used by
 * the build-time puzzle check, the candidate generator (`scripts/make-position-puzzles.ts`) and
 * the endgame island (loaded on demand).
 */
import { moveCard, moveCtx, type TrickGame } from './games.ts';
import { solve } from './solve.ts';

export interface EndgameTrick {
  leader: number;
  plays: number[];
  ctx: number;
  winner: number;
  /** Points (in the variant's unit, trick bonus included) the trick was worth. */
  points: number;
}

export interface EndgamePos {
  /** Per seat, the card ints still held (cards of the current trick excluded). */
  hands: number[][];
  leader: number;
  /** 1-based number of the current trick. */
  trickNo: number;
  plays: number[];
  ctx: number;
  /** Seats of the declaring side (the learner's). */
  side: number[];
  /** Points the declaring side has made since the position began. */
  made: number;
  /** Tricks finished since the position began. */
  done: EndgameTrick[];
}

/** The position at the start of a trick (every seat holds as many cards as the leader). */
export function startEndgame(
  g: TrickGame,
  hands: readonly (readonly number[])[],
  leader: number,
  side: readonly number[],
): EndgamePos {
  const k = hands[leader]!.length;
  return {
    hands: hands.map((h) => [...h]),
    leader,
    trickNo: g.totalTricks - k + 1,
    plays: [],
    ctx: 0,
    side: [...side],
    made: 0,
    done: [],
  };
}

export function seatToAct(g: TrickGame, p: EndgamePos): number {
  return (p.leader + p.plays.length) % g.players;
}

export function isOver(p: EndgamePos): boolean {
  return p.plays.length === 0 && p.hands.every((h) => h.length === 0);
}

/** The legal cards of the seat to act (card ints, ascending). */
export function legalCards(g: TrickGame, p: EndgamePos): number[] {
  const seat = seatToAct(g, p);
  const h = p.hands[seat]!;
  const out = new Int32Array(64);
  const n = g.legal(h, 0, h.length, p.plays, p.plays.length, p.trickNo, p.ctx, out);
  return Array.from(out.subarray(0, n)).sort((a, b) => a - b);
}

/** Every legal move (`card | ctx << 8`) of the seat to act: a lead may come with choices. */
export function legalMoves(g: TrickGame, p: EndgamePos): number[] {
  const cards = legalCards(g, p);
  if (p.plays.length > 0) return cards;
  const live = new Uint8Array(64);
  for (const h of p.hands) for (const c of h) live[c] = 1;
  const buf = new Int32Array(16);
  const out: number[] = [];
  for (const c of cards) {
    const m = g.leadMoves(c, p.trickNo, live, buf, 0);
    for (let i = 0; i < m; i++) out.push(buf[i]!);
  }
  return out;
}

/** Play a move for the seat to act (not checked: use {@link legalMoves}). */
export function playMove(g: TrickGame, p: EndgamePos, mv: number): EndgamePos {
  const seat = seatToAct(g, p);
  const c = moveCard(mv);
  const hands = p.hands.map((h, s) => (s === seat ? h.filter((x) => x !== c) : h));
  const plays = [...p.plays, c];
  const ctx = p.plays.length === 0 ? moveCtx(mv) : p.ctx;
  if (plays.length < g.players) return { ...p, hands, plays, ctx };
  const w = (p.leader + g.winner(plays, plays.length, p.trickNo, ctx)) % g.players;
  let points = g.trickBonus;
  for (const x of plays) points += g.value[x]!;
  const trick: EndgameTrick = { leader: p.leader, plays, ctx, winner: w, points };
  return {
    ...p,
    hands,
    leader: w,
    trickNo: p.trickNo + 1,
    plays: [],
    ctx: 0,
    made: p.made + (p.side.includes(w) ? points : 0),
    done: [...p.done, trick],
  };
}

export interface EndgameSolve {
  /** What the declaring side makes in all from the position's start with best play from here. */
  total: number;
  /** The best moves of the seat to act, ascending. */
  moves: number[];
}

/** The solver's verdict on a position (nothing to play when the hand is over). */
export function solveEndgame(g: TrickGame, p: EndgamePos): EndgameSolve {
  if (isOver(p)) return { total: p.made, moves: [] };
  const r = solve(g, {
    hands: p.hands,
    leader: p.leader,
    trickNo: p.trickNo,
    plays: p.plays,
    ctx: p.ctx,
    side: p.side,
  });
  return { total: p.made + r.best, moves: [...new Set(r.moves)].sort((a, b) => a - b) };
}

/** The value of each legal move of the seat to act (what the side makes in all after it). */
export function moveValues(g: TrickGame, p: EndgamePos): Map<number, number> {
  const out = new Map<number, number>();
  for (const mv of legalMoves(g, p)) out.set(mv, solveEndgame(g, playMove(g, p, mv)).total);
  return out;
}

/** The solver's choice for the seat to act: the lowest-numbered best move. */
export function solverChoice(g: TrickGame, p: EndgamePos): number {
  const r = solveEndgame(g, p);
  return r.moves[0]!;
}

/**
 * The move that plays card `c` for the seat to act: when a lead of `c` comes with choices
 * (a named suit, a call), the best of them for the mover.
 */
export function moveForCard(g: TrickGame, p: EndgamePos, c: number): number | undefined {
  const opts = legalMoves(g, p).filter((m) => moveCard(m) === c);
  if (opts.length <= 1) return opts[0];
  const mine = p.side.includes(seatToAct(g, p));
  let best = opts[0]!;
  let bestV = mine ? -1 : Infinity;
  for (const m of opts) {
    const v = solveEndgame(g, playMove(g, p, m)).total;
    if (mine ? v > bestV : v < bestV) {
      best = m;
      bestV = v;
    }
  }
  return best;
}

/** Both sides playing the solver's choice from `p` to the end: the moves, in order. */
export function solverLine(g: TrickGame, p: EndgamePos): number[] {
  const out: number[] = [];
  let q = p;
  for (let guard = 0; guard < 64 && !isOver(q); guard++) {
    const mv = solverChoice(g, q);
    out.push(mv);
    q = playMove(g, q, mv);
  }
  return out;
}

/** Play the defence's moves (solver's choice) until a side seat is to act or the hand ends. */
export function defendUntilSide(g: TrickGame, p: EndgamePos): { pos: EndgamePos; moves: number[] } {
  const moves: number[] = [];
  let q = p;
  for (let guard = 0; guard < 64 && !isOver(q) && !q.side.includes(seatToAct(g, q)); guard++) {
    const mv = solverChoice(g, q);
    moves.push(mv);
    q = playMove(g, q, mv);
  }
  return { pos: q, moves };
}
