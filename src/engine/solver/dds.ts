/**
 * The whole-hand double-dummy solver: every remaining card known, both sides play perfectly,
 * any number of tricks left. `solve.ts` answers with it.
 *
 * - Null-window search on the target: "can the declaring side make at least t points from
 *   here?" is an alpha-beta search with the window (t − 1, t); the value comes from a few such
 *   tests, iterative by target (each test halves the range left, or more when the bound it
 *   returns is tighter), and every best card from one more test per card.
 * - A transposition table at trick boundaries keyed by the remaining cards *relative to one
 *   another*: per suit, the live cards in strength order as (holder, point value), the cards
 *   with a power of their own by name, plus the leader. Two positions that differ only in which
 *   ordinary cards were spent earlier are the same entry. Entries hold a lower and an upper
 *   bound of the points still to come and the best lead found.
 * - Equivalent cards: ordinary cards of one suit in one hand with the same point value and no
 *   live card between them are one move; so are such cards with only cards of the current trick
 *   between them when both fare the same in the trick so far (both lose it; the last card: the
 *   same winner), since after the trick no card lies between them.
 * - Tried and dropped (measured on 100 positions of 6 tricks, same process): a table probe of
 *   every next position at a trick's last card (3-4% fewer nodes, no faster: a key per move),
 *   killer moves and a history table for the leads (15-60% and 2-10% more nodes), MTD(f) steps
 *   at the root (3-8% more nodes than halving the range), one move for the named suits nobody
 *   else holds (0.2% fewer). Sums of nodes on 100 positions of 6 tricks (Japanese, tw-hk, Mighty):
 *   leading a suit's top live card first +12%, +6%, +11%; low leads first +41%, +22%, +45%;
 *   leads by rank alone (points ignored) 0%, −3%, +1%; overtaking an opponent who wins so far
 *   with the highest card rather than the dearest +1%, +3%, +8%; no table at 2 tricks left ×2
 *   nodes, +50% CPU. Later-trick bound: not counting the partners' special cards −0.2 to −0.5%;
 *   a per-variant list of the special cards that can spoil a trump's trick (not the killer,
 *   hunting jacks, ripper, summoning twos and threes) 0%, −3%, −2%: not worth a field in every
 *   game. The table's size and replacement: 20 Mighty positions of 8 tricks up to the 4 M-node
 *   cap never fill it (64 MB), so its policy does not matter there.
 * - Not built: partition search (entries that name only the ranks that decided a trick, so one
 *   entry matches every position alike above them; DDS's largest gain): the searches here are
 *   about 2 M nodes a second, so 6 tricks in 20 ms at the p95 needs 2-6× fewer nodes than now.
 * - Move ordering from the fast winner: the table's lead first, then cards that take the trick
 *   (cheapest first when the side already wins, dearest points thrown to a partner), discards.
 * - Bounds: the side never makes less than nothing nor more than what is left; the last trick
 *   (one card a seat) is read off the winner, with no search; at a trick start, the quick tricks
 *   of the leader's side (`sure`: top plain cards cashed while nobody else holds a special card)
 *   narrow the window. Measured on the bench's random positions (specials mostly still held):
 *   2-7% fewer nodes, about the same time; even letting it ignore the specials (unsound) saved
 *   only 5-8% more, so a finer per-variant test of the specials is not worth its cost there.
 *   Later tricks (`forced`), for both sides whoever leads: a seat's top plain trumps each take a
 *   trick, less one for every card that is not plain held by another seat; the search's side's
 *   narrows the bottom of the window, the other side's the top. Sum of nodes on 100 positions of
 *   6 tricks: Japanese 2.20 M → 2.06 M (−6%), tw-hk 5.67 M → 5.37 M (−5%), Mighty 4.32 M → 3.82 M
 *   (−12%); of 8 tricks (a capped position counted as 4 M): Japanese 99.5 M → 89.4 M (−10%; 8 → 7
 *   capped), tw-hk 202 M → 198 M (−2%; 34 → 32), Mighty 142 M → 137 M (−4%; 18 capped).
 * - One table per hand: `handSolver`/`solvePosition` keep the search (and its table) between
 *   positions of the same deal, and take bounds the caller already knows (the review's
 *   per-card costs, `hand-costs.ts`).
 *
 * Pure and deterministic, no Node APIs (it runs in the review's Web Worker).
 */
import { moveCard, moveCtx, type TrickGame } from './games.ts';
import type { SolveOptions, SolvePosition, SolveResult } from './solve-types.ts';
import { TransTable } from './tt.ts';

/** A position's cards and trick: what a search needs besides its side (fixed per search). */
type Cards = Omit<SolvePosition, 'side' | 'minimise'>;

/** Thrown when a search exceeds its node budget (`SolveOptions.maxNodes`). */
export class SolveLimitError extends Error {
  override name = 'SolveLimitError';
}

/** Bits of a table entry: best move + 2, lower bound, upper bound (points < 256; never 0). */
const LO_SHIFT = 256;
const MOVE_SHIFT = 65536;

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
  /** Points of the cards still held. */
  remain = 0;
  nodes = 0;
  maxNodes = Infinity;
  readonly tt: TransTable;
  readonly moveBuf: Int32Array;
  readonly scoreBuf: Int32Array;
  readonly tmp = new Int32Array(64);
  /** Scratch of `sure`: per seat, cards held of each suit. */
  readonly suitN = new Int32Array(6 * 5);
  /** Whether `boundary` cuts off with the quick-trick and later-trick bounds (`sure`, `forced`); off for the reference tests. */
  quick = true;
  /** The deal's cards that are not plain (`g.plain`): each may spoil one trick of `forced`. */
  readonly odd: number[] = [];
  /** Scratch of `forced`: per seat, odd cards held, then top trumps held. */
  readonly seatOdd = new Int32Array(6);
  readonly seatRun = new Int32Array(6);
  readonly saved: Int32Array;
  /** Keys of the trick boundaries on the current line, `keyWords` words each (one per trick). */
  readonly keyBuf: Int32Array;
  readonly keyWords: number;
  /** Per card: its 5-bit code in a relative key once its holder is added (ordinary cards), or 31. */
  readonly code = new Int32Array(64);
  /** The cards with a power of their own (their bits in the key's mask of such cards still held). */
  readonly specials: number[] = [];
  /** Key words before the card codes: the leader and suit lengths, then the special cards' mask. */
  readonly head: number;
  lastBest = -1;
  /** `performance.now()` past which the search gives up (SolveOptions.timeLimitMs). */
  deadline = Infinity;
  onProgress: ((nodes: number) => void) | undefined = undefined;
  /** `legalMark[c] === stamp`: card c is legal in the move list being made. */
  readonly legalMark = new Int32Array(64);
  stamp = 0;
  /**
   * Which cards are searched once for several (`SolveOptions.merge`): 'all' (the default), 'plain'
   * (not across the current trick's cards), 'none' (every card: the reference for tests).
   */
  merge: 'all' | 'plain' | 'none' = 'all';

  /**
   * A search over one deal: `init.hands` are every card any position searched will hold (the
   * deal at its first trick, or one position's hands), `side`/`minimise` the objective. The
   * table lives as long as the search, so positions of the same hand share it ({@link load}).
   */
  constructor(g: TrickGame, init: Pick<SolvePosition, 'hands' | 'side' | 'minimise'>) {
    this.g = g;
    const P = g.players;
    this.P = P;
    this.total = g.totalTricks;
    this.hands = new Int32Array(P * 16);
    this.counts = new Int32Array(P);
    this.plays = new Int32Array(P);
    this.isMax = new Uint8Array(P);
    this.onSide = new Uint8Array(P);
    for (const s of init.side) this.onSide[s] = 1;
    for (let s = 0; s < P; s++) this.isMax[s] = this.onSide[s]! ^ (init.minimise ? 1 : 0);
    const held = new Uint8Array(64);
    let nHeld = 0;
    for (const h of init.hands) {
      for (const c of h) {
        if (held[c]) continue;
        held[c] = 1;
        nHeld++;
      }
    }
    let nSpecial = 0;
    for (let c = 0; c < 64; c++) {
      const plain = c < g.plain.length && g.plain[c] === 1 && g.value[c]! < 4;
      this.code[c] = plain ? 1 + g.value[c]! : 31;
      if (held[c] && g.plain[c] !== 1) this.odd.push(c);
      if (!plain && held[c]) {
        this.specials.push(c);
        nSpecial++;
      }
    }
    if (P > 6) throw new RangeError('the solver handles at most 6 players');
    this.head = 1 + Math.ceil(nSpecial / 30);
    this.keyWords = this.head + Math.ceil(nHeld / 6);
    this.keyBuf = new Int32Array(this.keyWords * (this.total + 2));
    this.tt = new TransTable(this.keyWords);
    const plies = P * (this.total + 1) + 1;
    this.moveBuf = new Int32Array(plies * 64);
    this.scoreBuf = new Int32Array(64);
    this.saved = new Int32Array((this.total + 2) * P);
  }

  /**
   * Set the cards of position `pos` (its hands a subset of the deal's, every card in the hand
   * that held it at the deal: the table's keys name special cards by presence only).
   */
  load(pos: Cards): void {
    const g = this.g;
    const P = this.P;
    this.holder.fill(-1);
    this.live.fill(0);
    this.remain = 0;
    this.nodes = 0;
    for (let s = 0; s < P; s++) {
      const h = pos.hands[s]!;
      if (h.length > 16) throw new RangeError('the solver handles at most 16 cards a hand');
      for (let i = 0; i < h.length; i++) {
        const c = h[i]!;
        this.hands[s * 16 + i] = c;
        this.holder[c] = s;
        this.live[c] = 1;
        this.remain += g.value[c]!;
      }
      this.counts[s] = h.length;
    }
    for (let i = 0; i < pos.plays.length; i++) {
      this.plays[i] = pos.plays[i]!;
      this.live[pos.plays[i]!] = 1;
    }
  }

  /**
   * The table key of the position at a trick boundary, into `keyBuf` from `o`: the leader and each suit's
   * count of live cards; which cards with a power of their own are still held (a mask); then per
   * suit the live cards in strength order, each as 5 bits (an ordinary card: holder and point
   * value; a special card: 31, its place), six to a word.
   */
  key(leader: number, o: number): void {
    const g = this.g;
    const k = this.keyBuf;
    const holder = this.holder;
    const code = this.code;
    const head = this.head;
    k.fill(0, o, o + this.keyWords);
    let w = o + head;
    let acc = 0;
    let inAcc = 0;
    let counts = 0;
    for (let s = 0; s < 4; s++) {
      const o = g.suitOrder[s]!;
      let n = 0;
      for (let i = 0; i < o.length; i++) {
        const d = o[i]!;
        const h = holder[d]!;
        if (h < 0) continue;
        n++;
        const c = code[d]!;
        acc = acc * 32 + (c === 31 ? 31 : c + h * 4);
        if (++inAcc === 6) {
          k[w++] = acc;
          acc = 0;
          inAcc = 0;
        }
      }
      counts = counts * 16 + n;
    }
    if (inAcc > 0) k[w] = acc;
    k[o] = counts * 8 + leader;
    const sp = this.specials;
    for (let i = 0; i < sp.length; i++) {
      const d = sp[i]!;
      if (holder[d]! >= 0) k[o + 1 + ((i / 30) | 0)] |= 1 << (i % 30);
    }
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
    const stamp = ++this.stamp;
    for (let i = 0; i < k; i++) this.legalMark[tmp[i]!] = stamp;
    for (let i = 0; i < k; i++) {
      const c = tmp[i]!;
      let r = c;
      if (prune && g.plain[c] === 1 && this.merge !== 'none') r = this.representative(c, seat, stamp, np, trickNo, ctx);
      if (rep) rep[c] = r;
      if (r !== c) continue;
      if (np === 0) m = g.leadMoves(c, trickNo, this.live, buf, base + m) - base;
      else buf[base + m++] = c;
    }
    return m;
  }

  /**
   * The highest card interchangeable with plain card `c` among the legal cards (marked `stamp`):
   * the same hand, suit and point value, no live card between them but cards of the current trick,
   * and, when a card of the trick lies between them, the same outcome of the trick so far (both
   * lose it; as the last card, the same winner).
   */
  representative(c: number, seat: number, stamp: number, np: number, trickNo: number, ctx: number): number {
    const g = this.g;
    const s = g.suit[c]!;
    const order = g.suitOrder[s]!;
    let rep = c;
    let crossed = false;
    let out = -2;
    for (let p = g.posInSuit[c]! - 1; p >= 0; p--) {
      const d = order[p]!;
      if (this.live[d] === 0) continue;
      const h = this.holder[d]!;
      if (h < 0 && this.merge === 'all') {
        crossed = true; // a card of the current trick
        continue;
      }
      if (h !== seat || g.plain[d] !== 1 || g.value[d] !== g.value[c]) break;
      if (this.legalMark[d] !== stamp) break;
      if (crossed) {
        if (out === -2) out = this.outcome(c, np, trickNo, ctx);
        if (out === -1 || this.outcome(d, np, trickNo, ctx) !== out) break;
      }
      rep = d;
    }
    return rep;
  }

  /** Card `c` played as card `np` of the trick: -1 when it wins the trick so far (the trick not complete), else the winner's index. */
  outcome(c: number, np: number, trickNo: number, ctx: number): number {
    this.plays[np] = c;
    const w = this.g.winner(this.plays, np + 1, trickNo, ctx);
    return w === np && np < this.P - 1 ? -1 : w;
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
        const wins = g.winner(plays, np + 1, trickNo, ctx) === np;
        if (wins) s = curWinMax === me ? 2000 - g.value[c]! * 16 + pos : 5000 + g.value[c]! * 16 + pos;
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

  /** Every 65,536 nodes: the time budget and the progress report. */
  tick(): void {
    if (this.deadline !== Infinity && performance.now() > this.deadline)
      throw new SolveLimitError(`the search ran out of time after ${this.nodes} positions`);
    this.onProgress?.(this.nodes);
  }

  /** Play card `c` for `seat` as card `np` of the trick; returns the hand slot for `undo`. */
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
    this.remain += this.g.value[c]!;
  }

  /** Value (side's points from the current trick on) of a node inside a trick. */
  node(ply: number, np: number, leader: number, trickNo: number, ctx: number, alpha: number, beta: number): number {
    const P = this.P;
    if (np === P) return this.endTrick(ply, leader, trickNo, ctx, alpha, beta);
    if (++this.nodes > this.maxNodes) throw new SolveLimitError(`the search passed ${this.maxNodes} positions`);
    if ((this.nodes & 0xffff) === 0) this.tick();
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

  /**
   * The last trick, every seat holding one card: no choice but the leader's (a named suit, a
   * call), so its value is read off the winner without a search or the table.
   */
  lastTrick(leader: number, trickNo: number): number {
    const g = this.g;
    const P = this.P;
    const plays = this.plays;
    let pts = g.trickBonus;
    for (let i = 0; i < P; i++) {
      const c = this.hands[((leader + i) % P) * 16]!;
      plays[i] = c;
      pts += g.value[c]!;
    }
    const buf = this.tmp; // free here: move lists are read before their moves are searched
    const m = g.leadMoves(plays[0]!, trickNo, this.live, buf, 0);
    const max = this.isMax[leader] === 1;
    let best = max ? -1 : 1e9;
    for (let i = 0; i < m; i++) {
      const w = (leader + g.winner(plays, P, trickNo, moveCtx(buf[i]!))) % P;
      const v = this.onSide[w] === 1 ? pts : 0;
      if (max ? v > best : v < best) best = v;
    }
    this.nodes++;
    return best;
  }

  /**
   * Points the leader's side is sure to make from a trick boundary by cashing top cards (quick
   * tricks), or 0 when the bound does not apply. Only plain cards are reasoned about, so it
   * applies only when no seat but the leader holds a card that is not plain (a special card could
   * win or force anything). Per suit X, the leader's run of top live cards k is cashed when
   * every other seat cannot win those tricks: an opponent must follow (holds ≥ k cards of X) or
   * hold no trump (X is the trump: nobody can beat it); a partner must be able to play a plain
   * card that cannot take the lead from the leader in each of them. The points counted are the
   * leader's cards, each trick's bonus, and the lowest cards of X each opponent must give up.
   * Not when the side's points are minimised (Misère): nobody then plays for points.
   */
  sure(leader: number, trickNo: number): number {
    const g = this.g;
    if (trickNo === 1) return 0; // first-trick lead rules
    // Points are sure only to a side that wants them (not in a search that minimises the side's).
    if (this.isMax[leader] !== this.onSide[leader]) return 0;
    const P = this.P;
    const holder = this.holder;
    const sp = this.specials;
    for (let i = 0; i < sp.length; i++) {
      const h = holder[sp[i]!]!;
      if (h >= 0 && h !== leader) return 0;
    }
    const trump = g.trump;
    const n = this.suitN;
    n.fill(0);
    const hands = this.hands;
    const suit = g.suit;
    const onSide = this.onSide;
    const side = onSide[leader]!;
    // Per seat but the leader: cards held of each suit, n[s * 5 + X].
    for (let s = 0; s < P; s++) {
      if (s === leader) continue;
      const b = s * 16;
      for (let i = 0; i < this.counts[s]!; i++) n[s * 5 + suit[hands[b + i]!]!]!++;
    }
    let pts = 0;
    let budget = 1e9; // tricks every partner can give without taking the lead (the fewest)
    for (let s = 0; s < P; s++) {
      if (s === leader || onSide[s] !== side) continue;
      const notTrump = this.counts[s]! - (trump >= 0 ? n[s * 5 + trump]! : 0);
      if (notTrump < budget) budget = notTrump;
    }
    // The trump suit first: every seat follows or cannot beat it, and a partner gives trumps.
    for (let pass = 0; pass < 5; pass++) {
      const X = pass === 0 ? trump : pass - 1;
      if (X < 0 || (pass > 0 && X === trump)) continue;
      const order = g.suitOrder[X]!;
      let k = 0;
      let own = 0;
      for (let i = 0; i < order.length; i++) {
        const c = order[i]!;
        const h = holder[c]!;
        if (h < 0) continue;
        if (h !== leader || g.plain[c] !== 1) break;
        k++;
        own += g.value[c]!;
      }
      if (k === 0) continue;
      let run = k;
      if (X !== trump) {
        if (run > budget) run = budget;
        for (let s = 0; s < P && run > 0; s++) {
          if (onSide[s] === side || trump < 0 || n[s * 5 + trump]! === 0) continue;
          if (n[s * 5 + X]! < run) run = n[s * 5 + X]!;
        }
        budget -= run;
      } else {
        // A partner void in trumps gives other cards (fewer left for the other suits).
        for (let s = 0; s < P; s++) {
          if (s === leader || onSide[s] !== side) continue;
          const give = k - n[s * 5 + X]!;
          if (give > 0 && this.counts[s]! - n[s * 5 + X]! - give < budget)
            budget = this.counts[s]! - n[s * 5 + X]! - give;
        }
        if (budget < 0) budget = 0;
      }
      if (run === 0) continue;
      if (run < k) {
        own = 0;
        let j = 0;
        for (let i = 0; i < order.length && j < run; i++) {
          const c = order[i]!;
          if (holder[c]! < 0) continue;
          own += g.value[c]!;
          j++;
        }
      }
      pts += own + run * g.trickBonus + this.lowest(X, run, side);
    }
    return pts;
  }

  /**
   * Later tricks: points the seats with `onSide` = `z` take whatever anyone plays, from a trick
   * boundary (not the first trick). A seat holding the top live plain trumps (each above every
   * plain trump of the other side) plays each of them in a trick of its own before the hand ends,
   * and a trick of plain cards goes to its highest trump: one of these or a partner's higher one.
   * Each card that is not plain, held by any other seat, may spoil one of those tricks (it is
   * played in one trick). Counted per trick left: its bonus and the seat's cheapest top trump.
   * Unlike `sure`, nothing is chosen, so it holds whichever side the search maximises.
   */
  forced(z: number, trickNo: number): number {
    const g = this.g;
    const trump = g.trump;
    if (trump < 0 || trickNo === 1) return 0;
    const P = this.P;
    const holder = this.holder;
    const onSide = this.onSide;
    const seatOdd = this.seatOdd;
    const seatRun = this.seatRun;
    seatOdd.fill(0);
    seatRun.fill(0);
    let odd = 0;
    const oc = this.odd;
    for (let i = 0; i < oc.length; i++) {
      const h = holder[oc[i]!]!;
      if (h < 0) continue;
      odd++;
      seatOdd[h]!++;
    }
    const order = g.suitOrder[trump]!;
    let any = false;
    for (let i = 0; i < order.length; i++) {
      const d = order[i]!;
      const h = holder[d]!;
      if (h < 0 || g.plain[d] !== 1) continue;
      if (onSide[h] !== z) break;
      seatRun[h]!++;
      any = true;
    }
    if (!any) return 0;
    let best = 0;
    for (let s = 0; s < P; s++) {
      if (onSide[s] !== z) continue;
      const k = seatRun[s]! - (odd - seatOdd[s]!);
      if (k <= 0) continue;
      // The seat's k cheapest top trumps (values ascending into tmp).
      const vals = this.tmp;
      let m = 0;
      for (let i = 0, j = 0; i < order.length && j < seatRun[s]!; i++) {
        const d = order[i]!;
        if (holder[d] !== s || g.plain[d] !== 1) continue;
        j++;
        const v = g.value[d]!;
        let q = m++;
        while (q > 0 && vals[q - 1]! > v) {
          vals[q] = vals[q - 1]!;
          q--;
        }
        vals[q] = v;
      }
      let pts = k * g.trickBonus;
      for (let i = 0; i < k; i++) pts += vals[i]!;
      if (pts > best) best = pts;
    }
    return best;
  }

  /** The least points the opponents of `side` give up by following suit X in `run` tricks (their lowest cards of X by points). */
  lowest(X: number, run: number, side: number): number {
    const g = this.g;
    const order = g.suitOrder[X]!;
    const holder = this.holder;
    const vals = this.tmp;
    let pts = 0;
    for (let s = 0; s < this.P; s++) {
      if (this.onSide[s] === side) continue;
      let m = 0;
      for (let i = 0; i < order.length; i++) {
        const c = order[i]!;
        if (holder[c] !== s) continue;
        // insertion into vals[0..m), ascending
        const v = g.value[c]!;
        let j = m++;
        while (j > 0 && vals[j - 1]! > v) {
          vals[j] = vals[j - 1]!;
          j--;
        }
        vals[j] = v;
      }
      for (let i = 0; i < run && i < m; i++) pts += vals[i]!;
    }
    return pts;
  }

  boundary(ply: number, leader: number, trickNo: number, alpha: number, beta: number): number {
    const left = this.total - trickNo + 1;
    const top = this.remain + this.g.trickBonus * left;
    if (beta <= 0) return 0;
    if (alpha >= top) return top;
    if (trickNo === this.total) return this.lastTrick(leader, trickNo);
    const ko = trickNo * this.keyWords;
    this.key(leader, ko);
    const e = this.tt.get(this.keyBuf, ko);
    let lo = 0;
    let hi = top;
    let first = -1;
    if (e !== 0) {
      lo = Math.floor(e / LO_SHIFT) % 256;
      hi = e % 256;
      first = Math.floor(e / MOVE_SHIFT) - 2;
      if (lo >= beta) return lo;
      if (hi <= alpha) return hi;
      if (lo === hi) return lo;
      if (lo > alpha) alpha = lo;
      if (hi < beta) beta = hi;
    }
    if (this.quick) {
      const q = this.sure(leader, trickNo);
      if (q > 0) {
        // The leader's side makes at least q: the value (the side's points) is at least q, or at
        // most top − q when the leader plays against the side.
        if (this.onSide[leader] === 1) {
          if (q > lo) {
            lo = q;
            if (lo >= beta) return lo;
            if (lo > alpha) alpha = lo;
          }
        } else if (top - q < hi) {
          hi = top - q;
          if (hi <= alpha) return hi;
          if (hi < beta) beta = hi;
        }
        if (lo >= hi) return lo;
      }
      // Later tricks: what each side takes whatever is played.
      const f = this.forced(1, trickNo);
      if (f > lo) {
        lo = f;
        if (lo >= beta) return lo;
        if (lo > alpha) alpha = lo;
      }
      const o = this.forced(0, trickNo);
      if (top - o < hi) {
        hi = top - o;
        if (hi <= alpha) return hi;
        if (hi < beta) beta = hi;
      }
      if (lo >= hi) return lo;
    }
    this.nodes++;
    const base = ply * 64;
    const m = this.genMoves(base, leader, 0, trickNo, 0, true);
    if (m > 1) this.order(base, m, leader, 0, leader, trickNo, 0, first);
    let v = this.loop(base, m, ply, 0, leader, leader, trickNo, 0, alpha, beta);
    const bm = this.lastBest;
    if (v < lo) v = lo;
    if (v > hi) v = hi;
    if (v <= alpha) hi = v;
    else if (v >= beta) lo = v;
    else lo = hi = v;
    this.tt.set(this.keyBuf, (bm + 2) * MOVE_SHIFT + lo * LO_SHIFT + hi, ko);
    return v;
  }
}

/**
 * For tests: the table keys, within one search from `hands` (the start of a trick, `leader` to
 * lead), of the positions left when each list of cards in `spent` has been played. Positions that
 * are the same to the search must share a key, and only those.
 */
export function tableKeys(
  g: TrickGame,
  hands: readonly (readonly number[])[],
  leader: number,
  spent: readonly (readonly number[])[],
): number[][] {
  const trickNo = g.totalTricks - hands[leader]!.length + 1;
  const pos = { hands, leader, trickNo, plays: [], ctx: 0, side: [0] };
  const s = new Search(g, pos);
  s.load(pos);
  return spent.map((cards) => {
    const was = cards.map((c) => s.holder[c]!);
    for (const c of cards) s.holder[c] = -1;
    const o = trickNo * s.keyWords; // where the search keeps this trick's key
    s.key(leader, o);
    cards.forEach((c, i) => (s.holder[c] = was[i]!));
    return Array.from(s.keyBuf.subarray(o, o + s.keyWords));
  });
}

/** Solve a position exactly. Throws nothing on valid input (the judge validates). */
export function solveExact(g: TrickGame, pos: SolvePosition, opts: SolveOptions = {}): SolveResult {
  return searchRoot(new Search(g, pos), pos, opts, true);
}

/**
 * A solver for the positions of one hand: one table shared by every position solved with it
 * ({@link solvePosition}), so solving a hand's positions one after another costs little more
 * than solving its first. `deal` holds every card of the hand in the hand that holds it (the
 * hands at the first position to solve), and the declaring side.
 */
export interface HandSolver {
  readonly game: TrickGame;
  /** @internal */
  readonly search: Search;
}

export function handSolver(g: TrickGame, deal: Pick<SolvePosition, 'hands' | 'side' | 'minimise'>): HandSolver {
  return { game: g, search: new Search(g, deal) };
}

/**
 * Solve a position of the solver's hand (its side and objective, its cards in the hands that
 * held them at the deal), reusing what earlier solves stored. With `moves: false`, only the value
 * (`moves` is then empty), which is cheaper.
 */
export function solvePosition(
  solver: HandSolver,
  pos: Omit<SolvePosition, 'side' | 'minimise'>,
  opts: PositionOptions = {},
): SolveResult {
  return searchRoot(solver.search, pos, opts, opts.moves !== false);
}

/**
 * What a caller may already know of a position: `lower`/`upper` bounds of its value (a value
 * outside them is never returned: give only bounds that hold), and the target to test first
 * (the value is probably just below it). With `moves: false`, only the value.
 */
export interface PositionOptions extends SolveOptions {
  moves?: boolean;
  lower?: number;
  upper?: number;
  firstTarget?: number;
}

function searchRoot(s: Search, pos: Cards, opts: PositionOptions, wantMoves: boolean): SolveResult {
  const g = s.g;
  s.load(pos);
  s.maxNodes = opts.maxNodes ?? Infinity;
  s.deadline = opts.timeLimitMs === undefined ? Infinity : performance.now() + opts.timeLimitMs;
  s.onProgress = opts.onProgress;
  s.merge = opts.merge ?? 'all';
  const np = pos.plays.length;
  const seat = (pos.leader + np) % g.players;
  const max = s.isMax[seat] === 1;
  // Root moves: every legal move, grouped by interchangeable cards.
  const rep = new Int32Array(64).fill(-1);
  const m = s.genMoves(0, seat, np, pos.trickNo, pos.ctx, true, rep);
  if (m > 1) s.order(0, m, seat, np, pos.leader, pos.trickNo, pos.ctx, -1);
  const reps = Array.from(s.moveBuf.subarray(0, m));
  const valueOf = (mv: number, alpha: number, beta: number): number => {
    const c = moveCard(mv);
    const slot = s.play(seat, np, c);
    const v = s.node(1, np + 1, pos.leader, pos.trickNo, np === 0 ? moveCtx(mv) : pos.ctx, alpha, beta);
    s.undo(seat, c, slot);
    return v;
  };
  let top = s.remain + g.trickBonus * (g.totalTricks - pos.trickNo + 1);
  for (let i = 0; i < np; i++) top += g.value[pos.plays[i]!]!;
  // What each root move is known to be worth: every test narrows it.
  const lower = reps.map(() => 0);
  const upper = reps.map(() => top);
  /** Null-window test of the root at target `beta`: a bound, ≥ beta when the value is. */
  const rootTest = (beta: number): number => {
    let best = max ? -1 : 1e9;
    for (let i = 0; i < reps.length; i++) {
      if (max ? lower[i]! >= beta : upper[i]! < beta) return max ? lower[i]! : upper[i]!;
      if (max ? upper[i]! < beta : lower[i]! >= beta) {
        best = max ? Math.max(best, upper[i]!) : Math.min(best, lower[i]!);
        continue;
      }
      const v = valueOf(reps[i]!, beta - 1, beta);
      if (v >= beta) lower[i] = Math.max(lower[i]!, v);
      else upper[i] = Math.min(upper[i]!, v);
      if (max ? v >= beta : v < beta) return v;
      best = max ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  };
  // The value: null-window tests on the target, each one halving what is left of [lo, hi] (the
  // bound a test returns can narrow it further: the search fails soft).
  let lo = Math.max(0, opts.lower ?? 0);
  let hi = Math.min(top, opts.upper ?? top);
  let guess = opts.firstTarget;
  while (lo < hi) {
    const beta = guess !== undefined && guess > lo && guess <= hi ? guess : Math.floor((lo + hi + 1) / 2);
    guess = undefined;
    const r = rootTest(beta);
    if (r < beta) hi = Math.max(lo, r);
    else lo = Math.min(hi, r);
  }
  const best = lo;
  if (!wantMoves) return { best, moves: [], nodes: s.nodes };
  // Every best card: a move is best when its value reaches `best` (one more test when unknown).
  const good = new Set<number>();
  reps.forEach((mv, i) => {
    let ok: boolean;
    if (max) ok = lower[i]! >= best || (upper[i]! >= best && valueOf(mv, best - 1, best) >= best);
    else ok = upper[i]! <= best || (lower[i]! <= best && valueOf(mv, best, best + 1) <= best);
    if (ok) good.add(mv);
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

/**
 * For tests: the later-trick bounds of `pos`, the start of a trick: the points the side surely
 * takes (`lower`) and what is left minus what the other side surely takes (`upper`).
 */
export function laterTrickBounds(g: TrickGame, pos: SolvePosition): { lower: number; upper: number } {
  const s = new Search(g, pos);
  s.load(pos);
  const top = s.remain + g.trickBonus * (g.totalTricks - pos.trickNo + 1);
  return { lower: s.forced(1, pos.trickNo), upper: top - s.forced(0, pos.trickNo) };
}

/**
 * For tests: the points the leader's side is sure to make by quick tricks from `pos`, the start
 * of a trick (the bound the search cuts off with; 0 when it does not apply).
 */
export function quickTrickBound(g: TrickGame, pos: SolvePosition): number {
  const s = new Search(g, pos);
  s.load(pos);
  return s.sure(pos.leader, pos.trickNo);
}
