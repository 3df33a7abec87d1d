/**
 * Fast path for Daifugō random playouts: hands as per-level suit masks and per-suit level
 * masks, jokers as bits, the table as a handful of numbers, candidate plays packed in one
 * preallocated Int32Array — no allocation in the play loop. Same rules as `core.ts` and
 * `game.ts`, and the same random policy as `sim.ts` (uniform over the readable engine's legal
 * actions, in the same order): with the same game seed and the same policy `Rng`, a fast round
 * makes the same moves and ends with the same ranking and scores as `playRandomRound`. The
 * property test `tests/property/daifugo-fast.test.ts` checks exactly that.
 *
 * Card codes are `cardCode`'s: level × 4 + suit index (S 0, H 1, D 2, C 3; level 0 is the 3,
 * 12 the 2), 52 JK, 53 BJ, 54 LJ. A hand keeps its jokers as bits (1 JK, 2 BJ, 4 LJ).
 *
 * Use: `const g = newFastGame(rules, seed)`, then `fastRandomRound(g, rng)` until `g.over`
 * (each call deals, exchanges from round 2, plays to the end and scores). `fastFromState`
 * loads a readable play-phase state so that `fastLegalPlays` / `fastPlayOut` can be compared
 * with the readable engine.
 */
import type { Card } from '../cards.ts';
import { Rng, deriveSeed } from '../rng.ts';
import { LEVEL_RANKS, cardCode, type DaifugoRank, type Form } from './core.ts';
import { targetOf, type DaifugoAction, type DaifugoState } from './game.ts';
import type { DaifugoRules } from './options.ts';

/** Card text of each code (0–54). */
export const FAST_CARD: readonly Card[] = (() => {
  const out: Card[] = [];
  for (const r of LEVEL_RANKS) for (const s of ['S', 'H', 'D', 'C']) out.push(s + r);
  out.push('JK', 'BJ', 'LJ');
  return out;
})();

const JOKER = 13;
const FORMS: readonly Form[] = ['single', 'set', 'stairs'];
const POP = new Uint8Array(1 << 14);
for (let i = 1; i < POP.length; i++) POP[i] = POP[i >> 1]! + (i & 1);
/** SUB_START[m * 5 + k] … SUB_START[m * 5 + k + 1]: the k-suit subsets of suit mask m, increasing. */
const SUB_LIST: number[] = [];
const SUB_START = new Int32Array(16 * 5 + 1);
for (let m = 0; m < 16; m++) {
  for (let k = 0; k < 5; k++) {
    SUB_START[m * 5 + k] = SUB_LIST.length;
    for (let sub = 1; sub < 16; sub++) if ((sub & ~m) === 0 && POP[sub] === k) SUB_LIST.push(sub);
  }
}
SUB_START[80] = SUB_LIST.length;
const SUBS = Int32Array.from(SUB_LIST);
/** Lowest set bit index of a 3-bit joker mask. */
const LOW_BIT = [0, 0, 1, 0, 2, 0, 1, 0];
/** The deck in `deckFor` order (suit by suit, 3 to 2, then jokers), as codes. */
const DECKS: Int32Array[] = [0, 1, 2].map((j) => {
  const d: number[] = [];
  for (let si = 0; si < 4; si++) for (let lv = 0; lv < 13; lv++) d.push(lv * 4 + si);
  if (j === 1) d.push(52);
  if (j === 2) d.push(53, 54);
  return Int32Array.from(d);
});
const DECK_SCRATCH = new Int32Array(54);

/** A whole game in typed arrays. Fields are public for tests and tools; change them only through this module. */
export interface FastDaifugo {
  rules: DaifugoRules;
  n: number;
  seed: string;
  round: number;
  dealer: number;
  over: boolean;
  /** Per seat × 13 levels: the suits held (bit per suit index). */
  mask: Int32Array;
  /** Per seat × 4 suits: the levels held. */
  suitLv: Int32Array;
  /** Per seat: the jokers held (1 JK, 2 BJ, 4 LJ). */
  jok: Int32Array;
  /** Per seat: cards held. */
  cnt: Int32Array;
  /** The last play: form (-1 empty pile, 0 single, 1 set, 2 stairs), size, level, levels, suits, jokers. */
  topForm: number;
  topSize: number;
  topLevel: number;
  topLevels: number;
  topSuits: number;
  topJokers: number;
  revolution: boolean;
  elevenBack: boolean;
  locked: number;
  direction: number;
  turn: number;
  lastPlayer: number;
  passed: Uint8Array;
  out: Uint8Array;
  active: number;
  finished: Int32Array;
  nFinished: number;
  illegal: Int32Array;
  nIllegal: number;
  fallen: number;
  /** The previous round's ranking (titles in force), valid when `hasPrev`. */
  prev: Int32Array;
  hasPrev: boolean;
  /** The last finished round's ranking, first to last, and points. */
  ranking: Int32Array;
  delta: Int32Array;
  scores: Int32Array;
  /** Rounds finished. */
  rounds: number;
  winners: number[] | null;
}

/** Start a game: nothing is dealt until {@link fastRandomRound}. `rules.players` seats. */
export function newFastGame(rules: DaifugoRules, seed: string, dealer = 0): FastDaifugo {
  const n = rules.players;
  const g: FastDaifugo = {
    rules,
    n,
    seed,
    round: 1,
    dealer,
    over: false,
    mask: new Int32Array(n * 13),
    suitLv: new Int32Array(n * 4),
    jok: new Int32Array(n),
    cnt: new Int32Array(n),
    topForm: -1,
    topSize: 0,
    topLevel: 0,
    topLevels: 0,
    topSuits: 0,
    topJokers: 0,
    revolution: false,
    elevenBack: false,
    locked: 0,
    direction: 1,
    turn: 0,
    lastPlayer: -1,
    passed: new Uint8Array(n),
    out: new Uint8Array(n),
    active: n,
    finished: new Int32Array(n),
    nFinished: 0,
    illegal: new Int32Array(n),
    nIllegal: 0,
    fallen: -1,
    prev: new Int32Array(n),
    hasPrev: false,
    ranking: new Int32Array(n),
    delta: new Int32Array(n),
    scores: new Int32Array(n).fill(rules.scoring === 'minus' ? targetOf(rules, n) : 0),
    rounds: 0,
    winners: null,
  };
  return g;
}

// ---------------------------------------------------------------------------------------------
// Hands

function addCard(g: FastDaifugo, seat: number, code: number): void {
  if (code >= 52) g.jok[seat]! |= 1 << (code - 52);
  else {
    g.mask[seat * 13 + (code >> 2)]! |= 1 << (code & 3);
    g.suitLv[seat * 4 + (code & 3)]! |= 1 << (code >> 2);
  }
  g.cnt[seat]!++;
}

function removeCard(g: FastDaifugo, seat: number, code: number): void {
  if (code >= 52) g.jok[seat]! &= ~(1 << (code - 52));
  else {
    g.mask[seat * 13 + (code >> 2)]! &= ~(1 << (code & 3));
    g.suitLv[seat * 4 + (code & 3)]! &= ~(1 << (code >> 2));
  }
  g.cnt[seat]!--;
}

/** Remove the `k` lowest-coded jokers of a hand (the ones the readable engine plays first). */
function removeJokers(g: FastDaifugo, seat: number, k: number): void {
  for (let i = 0; i < k; i++) {
    const jb = g.jok[seat]!;
    g.jok[seat] = jb & (jb - 1);
  }
  g.cnt[seat]! -= k;
}

/** The i-th card of a hand in code order (the readable hand's order), or -1. */
function cardAt(g: FastDaifugo, seat: number, i: number): number {
  for (let lv = 0; lv < 13; lv++) {
    const m = g.mask[seat * 13 + lv]!;
    if (m === 0) continue;
    const c = POP[m]!;
    if (i >= c) {
      i -= c;
      continue;
    }
    for (let si = 0; si < 4; si++) if (m & (1 << si) && i-- === 0) return lv * 4 + si;
  }
  const jb = g.jok[seat]!;
  for (let b = 0; b < 3; b++) if (jb & (1 << b) && i-- === 0) return 52 + b;
  return -1;
}

/** The highest-coded card of a hand, or -1. */
function strongest(g: FastDaifugo, seat: number): number {
  const jb = g.jok[seat]!;
  if (jb) return jb & 4 ? 54 : jb & 2 ? 53 : 52;
  for (let lv = 12; lv >= 0; lv--) {
    const m = g.mask[seat * 13 + lv]!;
    if (m) return lv * 4 + (m & 8 ? 3 : m & 4 ? 2 : m & 2 ? 1 : 0);
  }
  return -1;
}

/** The cards of a hand in code order. */
export function fastHand(g: FastDaifugo, seat: number): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < g.cnt[seat]!; i++) out.push(FAST_CARD[cardAt(g, seat, i)]!);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Legal plays

/**
 * Candidate plays, packed: form (2 bits) | size << 2 | level << 6 | a << 10 | jokers << 14,
 * where `a` is the suit mask of a single or set and the suit index of stairs.
 */
const CAND = new Int32Array(8192);

function pack(form: number, size: number, level: number, a: number, j: number): number {
  return form | (size << 2) | (level << 6) | (a << 10) | (j << 14);
}

/**
 * Fill `CAND` with the legal plays of `seat`, in the readable engine's order
 * (`countLegalPlays` / `legalPlays`), and return how many there are.
 */
function generate(g: FastDaifugo, seat: number): number {
  let cn = 0;
  const r = g.rules;
  const mb = seat * 13;
  const jb = g.jok[seat]!;
  const nj = POP[jb]!;
  const tf = g.topForm;
  const rev = g.revolution !== g.elevenBack;
  const ok = levelsAllowed(g, rev);
  const lockMask = g.locked === 0 ? 15 : g.locked;
  const spadeOk = r.spadeThree && tf === 0 && g.topLevel === JOKER;
  const sandOk = r.sandstorm && tf === 1 && g.topSize === 3;
  if (tf <= 0) {
    if (spadeOk && g.mask[mb]! & 1) CAND[cn++] = pack(0, 1, 0, 1, 0);
    for (let lv = 0; lv < 13; lv++) {
      const m = g.mask[mb + lv]! & lockMask;
      if (m === 0 || (ok & (1 << lv)) === 0) continue;
      for (let si = 0; si < 4; si++) if (m & (1 << si)) CAND[cn++] = pack(0, 1, lv, 1 << si, 0);
    }
    if (nj > 0 && ok & (1 << JOKER)) CAND[cn++] = pack(0, 1, JOKER, 0, 1);
  }
  if (tf < 0 || tf === 1) {
    const s0 = tf < 0 ? 2 : g.topSize;
    const s1 = tf < 0 ? 4 : g.topSize;
    for (let size = s0; size <= s1; size++) {
      for (let lv = 0; lv < 13; lv++) {
        const m = g.mask[mb + lv]! & lockMask;
        if (m === 0) continue;
        const k = POP[m]!;
        if (k + nj < size) continue;
        const sandOnly = (ok & (1 << lv)) === 0 && sandOk && lv === 0;
        if ((ok & (1 << lv)) === 0 && !(sandOnly && k >= 3)) continue;
        for (let j = nj < size - 1 ? nj : size - 1; j >= 0; j--) {
          const need = size - j;
          if (need > k || (sandOnly && j > 0)) continue;
          const e = SUB_START[m * 5 + need + 1]!;
          for (let p = SUB_START[m * 5 + need]!; p < e; p++) CAND[cn++] = pack(1, size, lv, SUBS[p]!, j);
        }
      }
      if (size === 2 && nj >= 2 && ok & (1 << JOKER)) CAND[cn++] = pack(1, 2, JOKER, 0, 2);
    }
  }
  if (r.stairs && (tf < 0 || tf === 2)) {
    const minLen = tf < 0 ? 3 : g.topSize;
    const maxLen = tf < 0 ? 13 : g.topSize;
    for (let si = 0; si < 4; si++) {
      const held = g.suitLv[seat * 4 + si]!;
      if (held === 0 || (lockMask & (1 << si)) === 0) continue;
      const pc = POP[held]!;
      for (let len = minLen; len <= maxLen; len++) {
        if (pc + nj < len) break;
        const window = (1 << len) - 1;
        for (let low = 0; low + len <= 13; low++) {
          const present = held & (window << low);
          if (present === 0) continue;
          const missing = len - POP[present]!;
          if (missing > nj || (ok & (1 << low)) === 0) continue;
          CAND[cn++] = pack(2, len, low, si, missing);
        }
      }
    }
  }
  return cn;
}

/** SETC[(k * 3 + nj) * 5 + size]: sets of `size` from a level with k cards of the allowed suits and nj jokers. */
const SETC = new Int32Array(5 * 3 * 5);
for (let k = 0; k <= 4; k++) {
  for (let nj = 0; nj <= 2; nj++) {
    for (let size = 2; size <= 4; size++) {
      let c = 0;
      for (let j = Math.min(nj, size - 1); j >= 0; j--) {
        const need = size - j;
        if (need <= k) c += binom(k, need);
      }
      SETC[(k * 3 + nj) * 5 + size] = c;
    }
  }
}
function binom(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

// The table as `count` last read it, for `pick`.
let T_OK = 0;
let T_LOCK = 15;
let T_NJ = 0;
/** spadeThree / sandstorm answers allowed on this table (set by `count`). */
let T_SPADE = false;
let T_SAND = false;

/**
 * The levels 0–13 that may go on the pile (of the pile's form), as a bit mask; `rev` whether the
 * order is reversed (a revolution or an eleven-back, not both). Any level on an empty pile.
 */
function levelsAllowed(g: FastDaifugo, rev: boolean): number {
  if (g.topForm < 0) return 0x3fff;
  const r = g.rules;
  const tl = g.topLevel;
  const eqOk = r.skip && !(r.unskippable23 && tl !== JOKER && (g.topLevels & (1 << (rev ? 0 : 12))) !== 0);
  if (tl === JOKER) return eqOk ? 1 << JOKER : 0;
  return (1 << JOKER) | (rev ? (1 << tl) - 1 : 0x1fff & ~((2 << tl) - 1)) | (eqOk ? 1 << tl : 0);
}

/**
 * How many legal plays `seat` has — the number `generate` would list — without listing them:
 * singles and sets are counted from bit-sliced level masks; stairs (rare) by scanning.
 */
function count(g: FastDaifugo, seat: number): number {
  const r = g.rules;
  const jb = g.jok[seat]!;
  const nj = POP[jb]!;
  const tf = g.topForm;
  const rev = g.revolution !== g.elevenBack;
  const ok = levelsAllowed(g, rev);
  const lock = g.locked === 0 ? 15 : g.locked;
  T_OK = ok;
  T_LOCK = lock;
  T_NJ = nj;
  T_SPADE = r.spadeThree && tf === 0 && g.topLevel === JOKER && (g.mask[seat * 13]! & 1) !== 0;
  T_SAND = r.sandstorm && tf === 1 && g.topSize === 3 && (ok & 1) === 0 && POP[g.mask[seat * 13]! & lock]! >= 3;
  const b = seat * 4;
  const A = lock & 1 ? g.suitLv[b]! : 0;
  const B = lock & 2 ? g.suitLv[b + 1]! : 0;
  const C = lock & 4 ? g.suitLv[b + 2]! : 0;
  const D = lock & 8 ? g.suitLv[b + 3]! : 0;
  let cn = 0;
  if (tf <= 0) {
    cn += POP[A & ok]! + POP[B & ok]! + POP[C & ok]! + POP[D & ok]!;
    if (nj > 0 && ok & (1 << JOKER)) cn++;
    if (T_SPADE) cn++;
  }
  if (tf < 0 || tf === 1) {
    const ab = A & B;
    const cd = C & D;
    const aob = A | B;
    const cod = C | D;
    const ge1 = aob | cod;
    const ge2 = ab | cd | (aob & cod);
    const ge3 = (ab & cod) | (cd & aob);
    const ge4 = ab & cd;
    const p1 = POP[ge1 & ~ge2 & ok]!;
    const p2 = POP[ge2 & ~ge3 & ok]!;
    const p3 = POP[ge3 & ~ge4 & ok]!;
    const p4 = POP[ge4 & ok]!;
    const s0 = tf < 0 ? 2 : g.topSize;
    const s1 = tf < 0 ? 4 : g.topSize;
    for (let size = s0; size <= s1; size++) {
      cn +=
        p1 * SETC[(3 + nj) * 5 + size]! +
        p2 * SETC[(6 + nj) * 5 + size]! +
        p3 * SETC[(9 + nj) * 5 + size]! +
        p4 * SETC[(12 + nj) * 5 + size]!;
      if (size === 2 && nj >= 2 && ok & (1 << JOKER)) cn++;
    }
    if (T_SAND) cn += POP[g.mask[seat * 13]! & lock] === 4 ? 4 : 1;
  }
  if (r.stairs && (tf < 0 || tf === 2)) cn += stairsScan(g, seat, -1);
  return cn;
}

/**
 * Scan the stairs of `seat` in the readable order (table as `count` read it). With `k` < 0:
 * their number; otherwise the packed k-th stairs (or -1 - remaining when there are fewer).
 */
function stairsScan(g: FastDaifugo, seat: number, k: number): number {
  const tf = g.topForm;
  const minLen = tf < 0 ? 3 : g.topSize;
  const maxLen = tf < 0 ? 13 : g.topSize;
  const ok = T_OK;
  const nj = T_NJ;
  let cn = 0;
  for (let si = 0; si < 4; si++) {
    const held = g.suitLv[seat * 4 + si]!;
    if (held === 0 || (T_LOCK & (1 << si)) === 0) continue;
    const pc = POP[held]!;
    for (let len = minLen; len <= maxLen; len++) {
      if (pc + nj < len) break;
      const window = (1 << len) - 1;
      for (let low = 0; low + len <= 13; low++) {
        const present = held & (window << low);
        if (present === 0) continue;
        const missing = len - POP[present]!;
        if (missing > nj || (ok & (1 << low)) === 0) continue;
        if (cn === k) return pack(2, len, low, si, missing);
        cn++;
      }
    }
  }
  return k < 0 ? cn : -1;
}

/** The packed k-th legal play of `seat` (0 ≤ k < the last `count` for this seat and table). */
function pick(g: FastDaifugo, seat: number, k: number): number {
  const tf = g.topForm;
  const ok = T_OK;
  const lock = T_LOCK;
  const nj = T_NJ;
  const mb = seat * 13;
  if (tf <= 0) {
    if (T_SPADE) {
      if (k === 0) return pack(0, 1, 0, 1, 0);
      k--;
    }
    for (let lv = 0; lv < 13; lv++) {
      if ((ok & (1 << lv)) === 0) continue;
      const m = g.mask[mb + lv]! & lock;
      const c = POP[m]!;
      if (k >= c) {
        k -= c;
        continue;
      }
      for (let si = 0; si < 4; si++) if (m & (1 << si) && k-- === 0) return pack(0, 1, lv, 1 << si, 0);
    }
    if (nj > 0 && ok & (1 << JOKER)) {
      if (k === 0) return pack(0, 1, JOKER, 0, 1);
      k--;
    }
  }
  if (tf < 0 || tf === 1) {
    const s0 = tf < 0 ? 2 : g.topSize;
    const s1 = tf < 0 ? 4 : g.topSize;
    for (let size = s0; size <= s1; size++) {
      for (let lv = 0; lv < 13; lv++) {
        if (lv === 0 && T_SAND) {
          // Only three printed 3s (sandstorm).
          const m = g.mask[mb]! & lock;
          const st = SUB_START[m * 5 + 3]!;
          const ns = SUB_START[m * 5 + 4]! - st;
          if (k < ns) return pack(1, 3, 0, SUBS[st + k]!, 0);
          k -= ns;
          continue;
        }
        if ((ok & (1 << lv)) === 0) continue;
        const m = g.mask[mb + lv]! & lock;
        const kk = POP[m]!;
        const c = SETC[(kk * 3 + nj) * 5 + size]!;
        if (k >= c) {
          k -= c;
          continue;
        }
        for (let j = nj < size - 1 ? nj : size - 1; j >= 0; j--) {
          const need = size - j;
          if (need > kk) continue;
          const st = SUB_START[m * 5 + need]!;
          const ns = SUB_START[m * 5 + need + 1]! - st;
          if (k < ns) return pack(1, size, lv, SUBS[st + k]!, j);
          k -= ns;
        }
      }
      if (size === 2 && nj >= 2 && ok & (1 << JOKER)) {
        if (k === 0) return pack(1, 2, JOKER, 0, 2);
        k--;
      }
    }
  }
  const c = stairsScan(g, seat, k);
  if (c < 0) throw new Error('daifugo fast: no such play (internal error)');
  return c;
}

/** A legal play as the readable engine lists it (cards weakest first, then jokers JK, BJ, LJ). */
export interface FastPlay {
  cards: Card[];
  form: Form;
  low?: DaifugoRank;
}

function describeCand(g: FastDaifugo, seat: number, c: number): FastPlay {
  const form = c & 3;
  const size = (c >> 2) & 15;
  const lv = (c >> 6) & 15;
  const a = (c >> 10) & 15;
  const j = (c >> 14) & 3;
  const cards: Card[] = [];
  if (form === 2) {
    const held = g.suitLv[seat * 4 + a]!;
    for (let l = lv; l < lv + size; l++) if (held & (1 << l)) cards.push(FAST_CARD[l * 4 + a]!);
  } else if (lv !== JOKER) {
    for (let si = 0; si < 4; si++) if (a & (1 << si)) cards.push(FAST_CARD[lv * 4 + si]!);
  }
  let jb = g.jok[seat]!;
  for (let k = 0; k < j; k++) {
    cards.push(FAST_CARD[52 + LOW_BIT[jb]!]!);
    jb &= jb - 1;
  }
  const p: FastPlay = { cards, form: FORMS[form]! };
  if (form === 2) p.low = LEVEL_RANKS[lv]!;
  return p;
}

/** Every legal play of the seat to act, in the readable engine's order (for tests and tools). */
export function fastLegalPlays(g: FastDaifugo): FastPlay[] {
  const cn = generate(g, g.turn);
  const out: FastPlay[] = [];
  for (let i = 0; i < cn; i++) out.push(describeCand(g, g.turn, CAND[i]!));
  return out;
}

/** How many legal plays the seat to act has (counted the way random play counts them). */
export function fastCountLegal(g: FastDaifugo): number {
  return count(g, g.turn);
}

/** The i-th legal play of the seat to act, as random play picks it (after {@link fastCountLegal}). */
export function fastPlayAt(g: FastDaifugo, i: number): FastPlay {
  count(g, g.turn);
  return describeCand(g, g.turn, pick(g, g.turn, i));
}

// ---------------------------------------------------------------------------------------------
// Turns

function clearPile(g: FastDaifugo): void {
  g.topForm = -1;
  g.elevenBack = false;
  g.locked = 0;
  g.lastPlayer = -1;
  g.passed.fill(0);
}

function nextIn(g: FastDaifugo, from: number): number {
  const n = g.n;
  let seat = from;
  for (let i = 0; i < n; i++) {
    seat = (seat + g.direction + n) % n;
    if (!g.out[seat]) return seat;
  }
  return from;
}

/** `game.ts` moveTurn: true when the pile cleared. */
function moveTurn(g: FastDaifugo, from: number): boolean {
  const n = g.n;
  let seat = from;
  for (let i = 0; i <= n; i++) {
    seat = (seat + g.direction + n) % n;
    if (seat === g.lastPlayer) {
      clearPile(g);
      g.turn = g.out[seat] ? nextIn(g, seat) : seat;
      return true;
    }
    if (!g.out[seat] && !g.passed[seat]) {
      g.turn = seat;
      return false;
    }
  }
  throw new Error('daifugo fast: no player can act (internal error)');
}

function doPass(g: FastDaifugo, seat: number): void {
  if (g.rules.permanentPass) g.passed[seat] = 1;
  moveTurn(g, seat);
}

/** `seat` has no cards left: it goes out (`game.ts` goOut). Returns true when the round ended. */
function goOut(g: FastDaifugo, seat: number, illegal: boolean): boolean {
  const r = g.rules;
  g.out[seat] = 1;
  g.active--;
  if (illegal) g.illegal[g.nIllegal++] = seat;
  else {
    g.finished[g.nFinished++] = seat;
    const president = g.prev[0]!;
    if (r.downfall && g.nFinished === 1 && g.hasPrev && president !== seat && !g.out[president]) {
      g.fallen = president;
      g.out[president] = 1;
      g.active--;
      g.mask.fill(0, president * 13, president * 13 + 13);
      g.suitLv.fill(0, president * 4, president * 4 + 4);
      g.jok[president] = 0;
      g.cnt[president] = 0;
    }
  }
  if (g.active <= 1) {
    clearPile(g);
    endRound(g);
    return true;
  }
  return false;
}

/**
 * A random seven pass or ten discard (`sim.ts` randomDecision's draws): up to `count` cards,
 * each drawn from the cards left in hand order; handed to `to` (or thrown away when -1).
 * Returns true when the round ended.
 */
function fastHandOver(
  g: FastDaifugo,
  seat: number,
  count: number,
  to: number,
  rng: Rng,
  rec: DaifugoAction[] | null,
): boolean {
  const r = g.rules;
  const m = rng.int(Math.min(count, g.cnt[seat]!) + 1);
  const rev = g.revolution !== g.elevenBack;
  let illegal = false;
  const cards: Card[] | null = rec === null ? null : [];
  for (let i = 0; i < m; i++) {
    const c = cardAt(g, seat, rng.int(g.cnt[seat]!));
    removeCard(g, seat, c);
    if (to >= 0) addCard(g, to, c);
    if (cards !== null) cards.push(FAST_CARD[c]!);
    const lv = c >= 52 ? JOKER : c >> 2;
    if (lv === JOKER || lv === (rev ? 0 : 12) || (r.eightCut && lv === 5)) illegal = true;
  }
  if (rec !== null) rec.push({ type: to >= 0 ? 'seven-pass' : 'ten-discard', seat, cards: cards! });
  return m > 0 && g.cnt[seat] === 0 && goOut(g, seat, r.illegalFinish && illegal);
}

/** A random queen bomber: a rank; every seat still in, in turn order from `seat`, throws those cards away. */
function fastBomb(g: FastDaifugo, seat: number, rng: Rng, rec: DaifugoAction[] | null): boolean {
  const lv = rng.int(13);
  if (rec !== null) rec.push({ type: 'queen-bomber', seat, rank: LEVEL_RANKS[lv]! });
  const n = g.n;
  for (let i = 0; i < n; i++) {
    const p = (((seat + i * g.direction) % n) + n) % n;
    if (g.out[p]) continue;
    const m = g.mask[p * 13 + lv]!;
    if (m === 0) continue;
    g.mask[p * 13 + lv] = 0;
    for (let si = 0; si < 4; si++) if (m & (1 << si)) g.suitLv[p * 4 + si]! &= ~(1 << lv);
    g.cnt[p]! -= POP[m]!;
    if (g.cnt[p] === 0 && goOut(g, p, false)) return true;
  }
  return false;
}

/** How many cards of level `lv` a play of these levels, form and size holds (a set: all of them). */
function cardsOfLevel(levels: number, form: number, size: number, lv: number): number {
  return (levels & (1 << lv)) === 0 ? 0 : form === 1 ? size : 1;
}

/**
 * Play candidate `c` for `seat`, then (SPEC §6.4 order) the pile clearing, the random seven
 * pass / ten discard / queen bomber, and who plays next. Returns true when the round ended.
 */
function doPlay(g: FastDaifugo, seat: number, c: number, rng: Rng, rec: DaifugoAction[] | null): boolean {
  const r = g.rules;
  const form = c & 3;
  const size = (c >> 2) & 15;
  const lv = (c >> 6) & 15;
  const a = (c >> 10) & 15;
  const j = (c >> 14) & 3;
  let levels = 0;
  let suits = 0;
  if (form === 2) {
    const w = ((1 << size) - 1) << lv;
    const present = g.suitLv[seat * 4 + a]! & w;
    g.suitLv[seat * 4 + a]! &= ~present;
    for (let l = lv; l < lv + size; l++) if (present & (1 << l)) g.mask[seat * 13 + l]! &= ~(1 << a);
    g.cnt[seat]! -= POP[present]!;
    levels = w;
    suits = 1 << a;
  } else if (lv !== JOKER) {
    g.mask[seat * 13 + lv]! &= ~a;
    for (let si = 0; si < 4; si++) if (a & (1 << si)) g.suitLv[seat * 4 + si]! &= ~(1 << lv);
    g.cnt[seat]! -= POP[a]!;
    levels = 1 << lv;
    suits = a;
  }
  if (j) removeJokers(g, seat, j);
  const tf = g.topForm;
  const equal = tf >= 0 && lv === g.topLevel;
  const wasReversed = g.revolution !== g.elevenBack;
  const spade = r.spadeThree && form === 0 && lv === 0 && a === 1 && tf === 0 && g.topLevel === JOKER;
  const sand = r.sandstorm && form === 1 && size === 3 && lv === 0 && j === 0;
  const eight = r.eightCut && (levels & (1 << 5)) !== 0;
  const cut = eight || spade || sand;
  const skip = !cut && r.skip && equal;
  const fives = !cut && r.fiveSkip && (levels & (1 << 2)) !== 0 ? (form === 1 ? size : 1) : 0;
  const lock = !cut && r.suitLock && tf >= 0 && g.locked === 0 && j === 0 && g.topJokers === 0 && suits === g.topSuits;
  g.topForm = form;
  g.topSize = size;
  g.topLevel = lv;
  g.topLevels = levels;
  g.topSuits = suits;
  g.topJokers = j;
  g.lastPlayer = seat;
  if (r.revolution && size >= 4) g.revolution = !g.revolution;
  if (!cut && r.elevenBack && (levels & (1 << 8)) !== 0) g.elevenBack = !g.elevenBack;
  if (lock) g.locked = suits;

  if (g.cnt[seat] === 0) {
    const illegal =
      r.illegalFinish &&
      (j > 0 || (levels & (1 << (wasReversed ? 0 : 12))) !== 0 || (r.eightCut && (levels & (1 << 5)) !== 0));
    if (goOut(g, seat, illegal)) return true;
  }
  if (cut) clearPile(g);
  // The decisions, in order; a player who went out has nothing to hand over or throw away.
  // (How many cards of a level the play holds: `cardsOfLevel`, a plain function, not a closure per play.)
  if (r.sevenPass && !g.out[seat] && cardsOfLevel(levels, form, size, 4) > 0) {
    if (fastHandOver(g, seat, cardsOfLevel(levels, form, size, 4), nextIn(g, seat), rng, rec)) return true;
  }
  if (r.tenDiscard && !g.out[seat] && cardsOfLevel(levels, form, size, 7) > 0) {
    if (fastHandOver(g, seat, cardsOfLevel(levels, form, size, 7), -1, rng, rec)) return true;
  }
  if (r.queenBomber && cardsOfLevel(levels, form, size, 9) > 0) {
    if (fastBomb(g, seat, rng, rec)) return true;
  }
  if (r.nineReverse && (levels & (1 << 6)) !== 0) g.direction = -g.direction;
  if (cut) {
    g.turn = g.out[seat] ? nextIn(g, seat) : seat;
    return false;
  }
  if (moveTurn(g, seat)) return false;
  const skips = skip ? 1 : fives;
  for (let i = 0; i < skips; i++) if (moveTurn(g, g.turn)) break;
  return false;
}

function endRound(g: FastDaifugo): void {
  const n = g.n;
  for (let seat = 0; seat < n; seat++) if (!g.out[seat]) g.finished[g.nFinished++] = seat;
  let p = 0;
  for (let i = 0; i < g.nFinished; i++) g.ranking[p++] = g.finished[i]!;
  if (g.fallen >= 0) g.ranking[p++] = g.fallen;
  for (let i = g.nIllegal - 1; i >= 0; i--) g.ranking[p++] = g.illegal[i]!;
  const plus = g.rules.scoring === 'plus';
  let over = false;
  const target = targetOf(g.rules, n);
  for (let pos = 0; pos < n; pos++) {
    const seat = g.ranking[pos]!;
    const d = plus ? n - 1 - pos : pos === 0 ? 1 : pos === n - 1 ? -3 : pos === n - 2 ? -2 : -1;
    g.delta[seat] = d;
    g.scores[seat]! += d;
  }
  for (let seat = 0; seat < n; seat++) {
    const v = g.scores[seat]!;
    if (plus ? v >= target : v <= 0) over = true;
  }
  g.rounds++;
  if (over) {
    let best = -Infinity;
    for (let seat = 0; seat < n; seat++) if (g.scores[seat]! > best) best = g.scores[seat]!;
    g.winners = [];
    for (let seat = 0; seat < n; seat++) if (g.scores[seat] === best) g.winners.push(seat);
    g.over = true;
    return;
  }
  g.prev.set(g.ranking);
  g.hasPrev = true;
  g.round++;
  g.dealer = (g.dealer + 1) % n;
}

/** Deal the current round (same deal as `game.ts` for the same seed, round and dealer). */
function deal(g: FastDaifugo): void {
  const n = g.n;
  const src = DECKS[g.rules.jokers]!;
  const len = src.length;
  const deck = DECK_SCRATCH;
  deck.set(src);
  const rng = new Rng(deriveSeed(g.seed, 'round', g.round));
  for (let i = len - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = t;
  }
  g.mask.fill(0);
  g.suitLv.fill(0);
  g.jok.fill(0);
  g.cnt.fill(0);
  let owner = (g.dealer + 1) % n;
  for (let i = 0; i < len; i++) {
    addCard(g, owner, deck[i]!);
    if (++owner === n) owner = 0;
  }
  g.topForm = -1;
  g.direction = 1;
  g.revolution = false;
  g.elevenBack = false;
  g.locked = 0;
  g.lastPlayer = -1;
  g.passed.fill(0);
  g.out.fill(0);
  g.active = n;
  g.nFinished = 0;
  g.nIllegal = 0;
  g.fallen = -1;
}

/** Play random actions from the current play-phase position until the round ends (and is scored). */
export function fastPlayOut(g: FastDaifugo, rng: Rng, rec: DaifugoAction[] | null = null): void {
  const autoPass = g.rules.autoPass;
  for (;;) {
    const seat = g.turn;
    const cn = count(g, seat);
    let k: number;
    if (g.topForm >= 0) {
      if (cn === 0 && autoPass) {
        doPass(g, seat);
        continue;
      }
      k = rng.int(cn + 1);
      if (k === cn) {
        if (rec !== null) rec.push({ type: 'pass', seat });
        doPass(g, seat);
        continue;
      }
    } else k = rng.int(cn);
    const c = pick(g, seat, k);
    if (rec !== null) {
      const p = describeCand(g, seat, c);
      const act: DaifugoAction = { type: 'play', seat, cards: p.cards, form: p.form };
      if (p.low !== undefined) act.low = p.low;
      rec.push(act);
    }
    if (doPlay(g, seat, c, rng, rec)) return;
  }
}

/**
 * Play one whole random round of `g`: the deal, the exchange from round 2 (poorer players give
 * their strongest cards; the richer ones give back random cards, as `sim.ts` does), and random
 * play to the end; the round is then scored and `g.over` set when the game ends. With `rec`,
 * the actions are recorded as the readable engine's log would hold them (automatic passes left
 * out).
 */
export function fastRandomRound(g: FastDaifugo, rng: Rng, rec: DaifugoAction[] | null = null): void {
  if (g.over) throw new Error('daifugo fast: the game is over');
  const n = g.n;
  deal(g);
  if (!g.hasPrev) {
    g.turn = 0;
    for (let seat = 0; seat < n; seat++) if (g.mask[seat * 13]! & 4) g.turn = seat; // ♦3
  } else {
    const prev = g.prev;
    const president = prev[0]!;
    const minister = prev[1]!;
    const beggar = prev[n - 1]!;
    const peasant = prev[n - 2]!;
    for (let i = 0; i < 2; i++) {
      const c = strongest(g, beggar);
      removeCard(g, beggar, c);
      addCard(g, president, c);
    }
    const c = strongest(g, peasant);
    removeCard(g, peasant, c);
    addCard(g, minister, c);
    for (let e = 0; e < 2; e++) {
      const rich = e === 0 ? president : minister;
      const poor = e === 0 ? beggar : peasant;
      const len = g.cnt[rich]!;
      const i = rng.int(len);
      const c1 = cardAt(g, rich, i);
      const c2 = e === 0 ? cardAt(g, rich, (i + 1 + rng.int(len - 1)) % len) : -1;
      if (rec !== null) {
        const cards = [FAST_CARD[c1]!];
        if (c2 >= 0) cards.push(FAST_CARD[c2]!);
        rec.push({ type: 'give', seat: rich, cards });
      }
      removeCard(g, rich, c1);
      addCard(g, poor, c1);
      if (c2 >= 0) {
        removeCard(g, rich, c2);
        addCard(g, poor, c2);
      }
    }
    g.turn = g.rules.firstPlayer === 'president' ? president : beggar;
  }
  fastPlayOut(g, rng, rec);
}

/**
 * Load a readable state in its play phase (for comparing the two engines from the same
 * position). The state's round is taken as not yet finished.
 */
export function fastFromState(s: DaifugoState): FastDaifugo {
  if (s.phase !== 'play') throw new Error('fastFromState: the state is not in its play phase');
  if (s.decisions.length > 0) throw new Error('fastFromState: a seven pass, ten discard or queen bomber is pending');
  const g = newFastGame(s.rules, s.seed, s.dealer);
  const n = g.n;
  g.round = s.round;
  for (let seat = 0; seat < n; seat++) {
    for (const card of s.hands[seat]!) addCard(g, seat, cardCode(card));
  }
  const top = s.pile.length ? s.pile[s.pile.length - 1]! : null;
  if (top !== null) {
    g.topForm = FORMS.indexOf(top.form);
    g.topSize = top.size;
    g.topLevel = top.level;
    g.topLevels = top.levels;
    g.topSuits = top.suits;
    g.topJokers = top.jokers;
  }
  g.revolution = s.revolution;
  g.elevenBack = s.elevenBack;
  g.locked = s.locked;
  g.direction = s.direction;
  g.turn = s.turn;
  g.lastPlayer = s.lastPlayer;
  g.active = 0;
  for (let seat = 0; seat < n; seat++) {
    g.passed[seat] = s.passed[seat] ? 1 : 0;
    g.out[seat] = s.out[seat] ? 1 : 0;
    if (!s.out[seat]) g.active++;
  }
  s.finished.forEach((seat, i) => (g.finished[i] = seat));
  g.nFinished = s.finished.length;
  s.illegal.forEach((seat, i) => (g.illegal[i] = seat));
  g.nIllegal = s.illegal.length;
  g.fallen = s.fallen;
  if (s.prevRanking !== null) {
    g.prev.set(s.prevRanking);
    g.hasPrev = true;
  }
  g.scores.set(s.scores);
  g.rounds = s.results.length;
  return g;
}
