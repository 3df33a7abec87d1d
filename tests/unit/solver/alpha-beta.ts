/**
 * A test oracle, not product code: the solver's earlier full-window alpha-beta, kept so the
 * property tests can check the whole-hand search (src/engine/solver/dds.ts) at depths the plain
 * minimax cannot reach. Two searches written differently agreeing is the point.
 *
 * Alpha-beta over single card plays, scored at trick ends, with
 * - a transposition table at trick boundaries keyed on the cards still held and the leader
 *   (every card's holder is fixed, so the set of held cards fixes every hand), storing a lower
 *   and an upper bound of the points still to come and the best lead found;
 * - equivalent-card pruning: ordinary cards of one suit in one hand, with the same point value
 *   and no card still in play (held or in the current trick) between them, are one move;
 * - move ordering: the table's best lead first, then cheap winners and discards;
 * - a bound cut: the side can never make less than nothing nor more than what is left.
 */
import { SolveLimitError } from '../../../src/engine/solver/dds.ts';
import { moveCard, moveCtx, type TrickGame } from '../../../src/engine/solver/games.ts';
import type { SolveOptions, SolvePosition, SolveResult } from '../../../src/engine/solver/solve-types.ts';

const TT_SINGLE_MAX_CARDS = 50;

class Search {
  readonly g: TrickGame;
  readonly P: number;
  readonly total: number;
  readonly holder = new Int8Array(64).fill(-1);
  readonly live = new Uint8Array(64);
  /** Hands: seat * 16 + i. */
  readonly hands: Int32Array;
  readonly counts: Int32Array;
  readonly plays: Int32Array;
  readonly isMax: Uint8Array;
  readonly onSide: Uint8Array;
  readonly local = new Int8Array(64).fill(-1);
  readonly nLocal: number;
  maskLo = 0;
  maskHi = 0;
  remain = 0;
  nodes = 0;
  maxNodes = Infinity;
  readonly tt = new Map<number | string, number>();
  readonly moveBuf: Int32Array;
  readonly scoreBuf: Int32Array;
  readonly tmp = new Int32Array(64);
  readonly saved: Int32Array;

  constructor(g: TrickGame, pos: SolvePosition) {
    this.g = g;
    const P = g.players;
    this.P = P;
    this.total = g.totalTricks;
    this.hands = new Int32Array(P * 16);
    this.counts = new Int32Array(P);
    this.plays = new Int32Array(P);
    this.isMax = new Uint8Array(P);
    this.onSide = new Uint8Array(P);
    for (const s of pos.side) this.onSide[s] = 1;
    for (let s = 0; s < P; s++) this.isMax[s] = this.onSide[s]! ^ (pos.minimise ? 1 : 0);
    let n = 0;
    for (let s = 0; s < P; s++) {
      const h = pos.hands[s]!;
      for (let i = 0; i < h.length; i++) {
        const c = h[i]!;
        this.hands[s * 16 + i] = c;
        this.holder[c] = s;
        this.live[c] = 1;
        this.local[c] = n++;
        this.setBit(c);
        this.remain += g.value[c]!;
      }
      this.counts[s] = h.length;
    }
    this.nLocal = n;
    for (let i = 0; i < pos.plays.length; i++) {
      this.plays[i] = pos.plays[i]!;
      this.live[pos.plays[i]!] = 1;
    }
    const plies = P * (this.total + 1) + 1;
    this.moveBuf = new Int32Array(plies * 64);
    this.scoreBuf = new Int32Array(64);
    this.saved = new Int32Array((this.total + 2) * P);
  }

  setBit(c: number): void {
    const l = this.local[c]!;
    if (l < 26) this.maskLo |= 1 << l;
    else this.maskHi |= 1 << (l - 26);
  }
  clearBit(c: number): void {
    const l = this.local[c]!;
    if (l < 26) this.maskLo &= ~(1 << l);
    else this.maskHi &= ~(1 << (l - 26));
  }

  key(leader: number): number | string {
    if (this.nLocal <= TT_SINGLE_MAX_CARDS) return ((this.maskHi >>> 0) * 67108864 + (this.maskLo >>> 0)) * 8 + leader;
    return `${this.maskHi >>> 0}:${this.maskLo >>> 0}:${leader}`;
  }

  /** Moves of the seat to act into moveBuf at `base`; returns the count (after pruning when `prune`). */
  genMoves(
    base: number,
    seat: number,
    np: number,
    trickNo: number,
    ctx: number,
    prune: boolean,
    rep?: Int32Array,
  ): number {
    const g = this.g;
    const tmp = this.tmp;
    const k = g.legal(this.hands, seat * 16, this.counts[seat]!, this.plays, np, trickNo, ctx, tmp);
    let m = 0;
    const buf = this.moveBuf;
    for (let i = 0; i < k; i++) {
      const c = tmp[i]!;
      let r = c;
      if (prune && g.plain[c] === 1) r = this.representative(c, seat, tmp, k);
      if (rep) rep[c] = r;
      if (r !== c) continue;
      if (np === 0) m = g.leadMoves(c, trickNo, this.live, buf, base + m) - base;
      else buf[base + m++] = c;
    }
    return m;
  }

  /** The highest card interchangeable with plain card `c` among the legal cards `legal[0..k)`. */
  representative(c: number, seat: number, legal: Int32Array, k: number): number {
    const g = this.g;
    const s = g.suit[c]!;
    const order = g.suitOrder[s]!;
    let rep = c;
    for (let p = g.posInSuit[c]! - 1; p >= 0; p--) {
      const d = order[p]!;
      if (this.live[d] === 0) continue;
      if (this.holder[d] !== seat || g.plain[d] !== 1 || g.value[d] !== g.value[c]) break;
      let legalD = false;
      for (let i = 0; i < k; i++) if (legal[i] === d) legalD = true;
      if (!legalD) break;
      rep = d;
    }
    return rep;
  }

  order(
    base: number,
    m: number,
    seat: number,
    np: number,
    leader: number,
    trickNo: number,
    ctx: number,
    first: number,
  ): void {
    const g = this.g;
    const buf = this.moveBuf;
    const sc = this.scoreBuf;
    const plays = this.plays;
    let curWinMax = 0;
    if (np > 0) curWinMax = this.isMax[(leader + g.winner(plays, np, trickNo, ctx)) % this.P]!;
    const me = this.isMax[seat]!;
    for (let i = 0; i < m; i++) {
      const mv = buf[base + i]!;
      const c = moveCard(mv);
      const pos = g.posInSuit[c]!;
      let s: number;
      if (mv === first) s = 1 << 20;
      else if (np === 0) s = g.value[c]! * 4 + (13 - pos);
      else {
        plays[np] = c;
        const wins = g.winner(plays, np + 1, trickNo, np === 0 ? moveCtx(mv) : ctx) === np;
        if (wins) s = 5000 + g.value[c]! * 16 + pos;
        else if (curWinMax === me) s = 3000 + g.value[c]! * 16 + pos;
        else s = 1000 - g.value[c]! * 16 + pos;
      }
      sc[i] = s;
    }
    // insertion sort, highest score first
    for (let i = 1; i < m; i++) {
      const mv = buf[base + i]!;
      const s = sc[i]!;
      let j = i - 1;
      while (j >= 0 && sc[j]! < s) {
        buf[base + j + 1] = buf[base + j]!;
        sc[j + 1] = sc[j]!;
        j--;
      }
      buf[base + j + 1] = mv;
      sc[j + 1] = s;
    }
  }

  /** Play move `mv` for `seat` as card `np` of the trick; returns the hand slot for `undo`. */
  play(seat: number, np: number, c: number): number {
    const base = seat * 16;
    const n = this.counts[seat]!;
    let i = 0;
    while (this.hands[base + i] !== c) i++;
    this.hands[base + i] = this.hands[base + n - 1]!;
    this.hands[base + n - 1] = c;
    this.counts[seat] = n - 1;
    this.plays[np] = c;
    this.holder[c] = -1;
    this.clearBit(c);
    this.remain -= this.g.value[c]!;
    return i;
  }
  undo(seat: number, c: number, slot: number): void {
    const base = seat * 16;
    const n = this.counts[seat]! + 1;
    this.counts[seat] = n;
    this.hands[base + n - 1] = this.hands[base + slot]!;
    this.hands[base + slot] = c;
    this.holder[c] = seat;
    this.setBit(c);
    this.remain += this.g.value[c]!;
  }

  /** Value (side's points from the current trick on) of a node inside a trick. */
  node(ply: number, np: number, leader: number, trickNo: number, ctx: number, alpha: number, beta: number): number {
    const P = this.P;
    if (np === P) return this.endTrick(ply, leader, trickNo, ctx, alpha, beta);
    if (++this.nodes > this.maxNodes) throw new SolveLimitError(`the search passed ${this.maxNodes} positions`);
    const seat = (leader + np) % P;
    const base = ply * 64;
    const m = this.genMoves(base, seat, np, trickNo, ctx, true);
    if (m > 1) this.order(base, m, seat, np, leader, trickNo, ctx, -1);
    return this.loop(base, m, ply, np, seat, leader, trickNo, ctx, alpha, beta);
  }

  loop(
    base: number,
    m: number,
    ply: number,
    np: number,
    seat: number,
    leader: number,
    trickNo: number,
    ctx: number,
    alpha: number,
    beta: number,
  ): number {
    const max = this.isMax[seat] === 1;
    let best = max ? -1 : 1e9;
    let bestMove = -1;
    for (let i = 0; i < m; i++) {
      const mv = this.moveBuf[base + i]!;
      const c = moveCard(mv);
      const slot = this.play(seat, np, c);
      const v = this.node(ply + 1, np + 1, leader, trickNo, np === 0 ? moveCtx(mv) : ctx, alpha, beta);
      this.undo(seat, c, slot);
      if (max) {
        if (v > best) {
          best = v;
          bestMove = mv;
          if (v > alpha) alpha = v;
        }
      } else if (v < best) {
        best = v;
        bestMove = mv;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) break;
    }
    this.lastBest = bestMove;
    return best;
  }
  lastBest = -1;

  endTrick(ply: number, leader: number, trickNo: number, ctx: number, alpha: number, beta: number): number {
    const P = this.P;
    const g = this.g;
    const plays = this.plays;
    const w = (leader + g.winner(plays, P, trickNo, ctx)) % P;
    let pts = g.trickBonus;
    for (let i = 0; i < P; i++) pts += g.value[plays[i]!]!;
    const gain = this.onSide[w] === 1 ? pts : 0;
    if (trickNo >= this.total || this.counts[w] === 0) return gain;
    const sv = trickNo * P;
    for (let i = 0; i < P; i++) {
      this.saved[sv + i] = plays[i]!;
      this.live[plays[i]!] = 0;
    }
    const r = gain + this.boundary(ply, w, trickNo + 1, alpha - gain, beta - gain);
    for (let i = 0; i < P; i++) {
      plays[i] = this.saved[sv + i]!;
      this.live[plays[i]!] = 1;
    }
    return r;
  }

  boundary(ply: number, leader: number, trickNo: number, alpha: number, beta: number): number {
    const left = this.total - trickNo + 1;
    const top = this.remain + this.g.trickBonus * left;
    if (beta <= 0) return 0;
    if (alpha >= top) return top;
    const key = this.key(leader);
    const e = this.tt.get(key);
    let lo = 0;
    let hi = top;
    let first = -1;
    if (e !== undefined) {
      lo = (e >>> 8) & 255;
      hi = e & 255;
      first = Math.floor(e / 65536) - 1;
      if (lo >= beta) return lo;
      if (hi <= alpha) return hi;
      if (lo === hi) return lo;
      if (lo > alpha) alpha = lo;
      if (hi < beta) beta = hi;
    }
    this.nodes++;
    const base = ply * 64;
    const m = this.genMoves(base, leader, 0, trickNo, 0, true);
    if (m > 1) this.order(base, m, leader, 0, leader, trickNo, 0, first);
    const v = this.loop(base, m, ply, 0, leader, leader, trickNo, 0, alpha, beta);
    const bm = this.lastBest;
    if (v <= alpha) hi = Math.min(hi, v);
    else if (v >= beta) lo = Math.max(lo, v);
    else lo = hi = v;
    this.tt.set(key, (bm + 1) * 65536 + lo * 256 + hi);
    return v;
  }
}

/**
 * The earlier full-window alpha-beta (table keyed on the absolute cards): kept as a second
 * reference for the property tests at depths the plain minimax cannot reach.
 */
export function solveAlphaBeta(g: TrickGame, pos: SolvePosition, opts: SolveOptions = {}): SolveResult {
  const s = new Search(g, pos);
  s.maxNodes = opts.maxNodes ?? Infinity;
  const np = pos.plays.length;
  const seat = (pos.leader + np) % g.players;
  const max = s.isMax[seat] === 1;
  // Root moves: every legal move, grouped by interchangeable cards.
  const rep = new Int32Array(64).fill(-1);
  const base = 0;
  const m = s.genMoves(base, seat, np, pos.trickNo, pos.ctx, true, rep);
  s.order(base, m, seat, np, pos.leader, pos.trickNo, pos.ctx, -1);
  const reps = Array.from(s.moveBuf.subarray(0, m));
  const valueOf = (mv: number, alpha: number, beta: number): number => {
    const c = moveCard(mv);
    const slot = s.play(seat, np, c);
    const v = s.node(1, np + 1, pos.leader, pos.trickNo, np === 0 ? moveCtx(mv) : pos.ctx, alpha, beta);
    s.undo(seat, c, slot);
    return v;
  };
  // One pass: each card searched with a window one wider than the best so far, so a card that
  // ties the best gets its exact value and a card that does worse is proven worse.
  let best = max ? -1 : 1e9;
  const vals: number[] = [];
  for (const mv of reps) {
    const v = max ? valueOf(mv, best - 1, 1e9) : valueOf(mv, -1, best + 1);
    vals.push(v);
    if (max ? v > best : v < best) best = v;
  }
  const good = new Set<number>();
  reps.forEach((mv, i) => {
    if (vals[i] === best) good.add(mv);
  });
  // Expand representatives back to every interchangeable card.
  const moves: number[] = [];
  const legal = new Int32Array(64);
  const k = g.legal(s.hands, seat * 16, s.counts[seat]!, s.plays, np, pos.trickNo, pos.ctx, legal);
  for (let i = 0; i < k; i++) {
    const c = legal[i]!;
    const r = rep[c]!;
    for (const mv of good) {
      if (moveCard(mv) === r) moves.push(c | (mv & ~255));
    }
  }
  return { best, moves, nodes: s.nodes };
}
