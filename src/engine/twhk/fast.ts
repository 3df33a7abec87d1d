/**
 * Fast path for tw-hk: cards as integers (`cardIndex`: 0–51 suited, 53 BJ, 54 LJ), no
 * allocation in the inner loops. Same rules as `rules.ts` (checked against it by
 * tests/property/twhk-fast.test.ts); used by the benchmark and by bots that simulate.
 *
 * A simulated hand: deal, a random Napoleon and strain (0–3 suits, 4 no-trump), the widow
 * discarded, a random secretary card, then every trick with random legal cards (a led
 * suitless card names a random suit; a lead that may summon does so half the time).
 */
import type { Rng } from '../rng.ts';
import type { TwhkValues } from './options.ts';

export const F_BJ = 53;
export const F_LJ = 54;
const NT = 4;

const SUIT = new Int8Array(55).fill(-1);
const RANKV = new Int8Array(55);
const HEAD = new Uint8Array(55);
for (let c = 0; c < 52; c++) {
  SUIT[c] = (c / 13) | 0;
  RANKV[c] = 14 - (c % 13);
  HEAD[c] = c % 13 <= 3 ? 1 : 0;
}

export interface TwhkFastTrick {
  trump: number;
  /** Secretary card int, or -1. */
  sec: number;
  trick: number;
  totalTricks: number;
  declared: number;
  summon: boolean;
  command: boolean;
  /** 0 lead-first-three, 1 any-play, 2 off. */
  summonMode: number;
}

export function summonMode(v: Pick<TwhkValues, 'summon'>): number {
  return v.summon === 'lead-first-three' ? 0 : v.summon === 'any-play' ? 1 : 2;
}

/** Suit for following: -1 for the secretary card and the jokers. */
function follow(c: number, sec: number): number {
  return c === sec ? -1 : SUIT[c]!;
}

/** The joker a card summons (trump 2 → BJ, trump 3 → LJ), or -1. */
export function fSummoned(c: number, t: TwhkFastTrick): number {
  if (t.trump === NT || c === t.sec) return -1;
  if (c === t.trump * 13 + 12 && t.sec !== F_BJ) return F_BJ;
  if (c === t.trump * 13 + 11 && t.sec !== F_LJ) return F_LJ;
  return -1;
}

/** Index of the winning card (same result as `twhkTrickWinner`). */
export function fastTwhkWinner(plays: ArrayLike<number>, n: number, t: TwhkFastTrick): number {
  const first = plays[0]!;
  const led = follow(first, t.sec) >= 0 ? SUIT[first]! : t.declared;
  const last3 = t.trick > t.totalTricks - 3;
  let best = 0;
  let bestS = -1e9;
  for (let i = 0; i < n; i++) {
    const c = plays[i]!;
    let s: number;
    if (c === t.sec) s = 1000;
    else if (c >= 52) {
      if (!last3) s = c === F_BJ ? 900 : 800;
      else if (i === 0) s = 100 + (c === F_BJ ? 1 : 0);
      else s = c === F_BJ ? -1 : -2;
    } else {
      const su = SUIT[c]!;
      s = su === t.trump ? 500 + RANKV[c]! : su === led ? 100 + RANKV[c]! : 0;
    }
    if (s > bestS) {
      bestS = s;
      best = i;
    }
  }
  return best;
}

function inPlays(plays: ArrayLike<number>, np: number, c: number): boolean {
  for (let i = 0; i < np; i++) if (plays[i] === c) return true;
  return false;
}

/** Legal cards of `hand[off..off+n)` as positions `0..n-1` into `out`; returns how many. */
function legalPositions(
  hand: ArrayLike<number>,
  off: number,
  n: number,
  plays: ArrayLike<number>,
  np: number,
  t: TwhkFastTrick,
  out: Int32Array,
): number {
  // forced calls
  let f1 = -1;
  let f2 = -1;
  let f3 = -1;
  if (np > 0 && t.summonMode === 0 && t.summon && t.trick <= 3) {
    const target = fSummoned(plays[0]!, t);
    if (target >= 0 && !inPlays(plays, np, target)) f1 = target;
  } else if (t.summonMode === 1 && t.trump !== NT && np > 0) {
    const two = t.trump * 13 + 12;
    const three = t.trump * 13 + 11;
    if (two !== t.sec && t.sec !== F_BJ && inPlays(plays, np, two) && !inPlays(plays, np, F_BJ)) f1 = F_BJ;
    if (three !== t.sec && t.sec !== F_LJ && inPlays(plays, np, three) && !inPlays(plays, np, F_LJ)) f2 = F_LJ;
  }
  if (t.command && t.sec >= 0 && !inPlays(plays, np, t.sec)) f3 = t.sec;
  let k = 0;
  if (f1 >= 0 || f2 >= 0 || f3 >= 0) {
    for (let i = 0; i < n; i++) {
      const c = hand[off + i]!;
      if (c === f1 || c === f2 || c === f3) out[k++] = i;
    }
    if (k > 0) return k;
  }
  if (np === 0) {
    for (let i = 0; i < n; i++) out[i] = i;
    return n;
  }
  const first = plays[0]!;
  const led = follow(first, t.sec) >= 0 ? SUIT[first]! : t.declared;
  let free = 0;
  for (let i = 0; i < n; i++) {
    const s = follow(hand[off + i]!, t.sec);
    if (s === led) out[k++] = i;
    else if (s < 0) free++;
  }
  if (k === 0) {
    for (let i = 0; i < n; i++) out[i] = i;
    return n;
  }
  if (free > 0) for (let i = 0; i < n; i++) if (follow(hand[off + i]!, t.sec) < 0) out[k++] = i;
  return k;
}

/** Legal cards of `hand[off..off+n)` into `out` (same set as `twhkLegalCards`). */
export function fastTwhkLegal(
  hand: ArrayLike<number>,
  off: number,
  n: number,
  plays: ArrayLike<number>,
  np: number,
  t: TwhkFastTrick,
  out: Int32Array,
): number {
  const k = legalPositions(hand, off, n, plays, np, t, out);
  for (let j = 0; j < k; j++) out[j] = hand[off + out[j]!]!;
  return k;
}

const SIZES: Readonly<Record<number, number>> = { 4: 13, 5: 10, 6: 8 };

export interface TwhkScratch {
  players: number;
  size: number;
  deck: Int32Array;
  hands: Int32Array;
  counts: Int32Array;
  plays: Int32Array;
  legal: Int32Array;
  heads: Int32Array;
  t: TwhkFastTrick;
}
export function twhkScratch(v: Pick<TwhkValues, 'players' | 'summon'>): TwhkScratch {
  const deck = new Int32Array(54);
  for (let i = 0; i < 52; i++) deck[i] = i;
  deck[52] = F_BJ;
  deck[53] = F_LJ;
  const size = SIZES[v.players]!;
  return {
    players: v.players,
    size,
    deck,
    hands: new Int32Array(v.players * size),
    counts: new Int32Array(v.players),
    plays: new Int32Array(v.players),
    legal: new Int32Array(16),
    heads: new Int32Array(v.players),
    t: {
      trump: 0,
      sec: -1,
      trick: 1,
      totalTricks: size,
      declared: 0,
      summon: false,
      command: false,
      summonMode: summonMode(v),
    },
  };
}

/** Simulate one whole random hand; returns the heads taken by Napoleon's side. */
export function fastTwhkHand(rng: Rng, sc: TwhkScratch, firstLeadNapoleon = false): number {
  const { deck, hands, counts, plays, legal, heads, t, players, size } = sc;
  for (let i = 53; i > 0; i--) {
    const j = rng.nextU32() % (i + 1);
    const x = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = x;
  }
  const dealt = players * size;
  for (let i = 0; i < dealt; i++) hands[i] = deck[i]!;
  counts.fill(size);
  heads.fill(0);
  const nap = rng.nextU32() % players;
  t.trump = rng.nextU32() % 5;
  t.sec = deck[rng.nextU32() % 54]!;
  let secSeat = -1;
  for (let i = 0; i < dealt; i++) if (hands[i] === t.sec) secSeat = (i / size) | 0;
  if (secSeat === nap) secSeat = -1;
  let leader = firstLeadNapoleon ? nap : (nap + 1) % players;
  for (let trick = 1; trick <= size; trick++) {
    t.trick = trick;
    t.summon = false;
    for (let p = 0; p < players; p++) {
      const seat = (leader + p) % players;
      const base = seat * size;
      const n = counts[seat]!;
      const k = legalPositions(hands, base, n, plays, p, t, legal);
      const pos = base + legal[rng.nextU32() % k]!;
      const c = hands[pos]!;
      hands[pos] = hands[base + n - 1]!;
      counts[seat] = n - 1;
      plays[p] = c;
      if (p === 0) {
        if (follow(c, t.sec) < 0) t.declared = rng.nextU32() & 3;
        if (t.summonMode === 0 && trick <= 3 && fSummoned(c, t) >= 0) t.summon = (rng.nextU32() & 1) === 1;
      }
    }
    const w = (leader + fastTwhkWinner(plays, players, t)) % players;
    let h = 0;
    for (let p = 0; p < players; p++) h += HEAD[plays[p]!]!;
    heads[w] = heads[w]! + h;
    leader = w;
  }
  return heads[nap]! + (secSeat >= 0 ? heads[secSeat]! : 0);
}
