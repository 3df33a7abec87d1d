/**
 * Fast path for Mighty: cards as integers (`cardIndex`: 0–51 suited, 52 the joker), no
 * allocation in the inner loops. Same rules as `rules.ts` (checked against it by
 * tests/property/mighty-fast.test.ts); used by the benchmark and by bots that simulate.
 *
 * A simulated hand: deal, a random declarer/contract (strain 0–3 suits, 4 no-trump), the
 * kitty discarded to the declarer, a random friend card, then ten tricks of random legal
 * cards (a led joker names a random suit; a led ripper calls the joker half the time).
 */
import type { Rng } from '../rng.ts';
import type { MightyValues } from './options.ts';

export const F_JK = 52;
const NT = 4;

const SUIT = new Int8Array(53);
const RANKV = new Int8Array(53);
const POINT = new Uint8Array(53);
for (let c = 0; c < 52; c++) {
  SUIT[c] = (c / 13) | 0;
  RANKV[c] = 14 - (c % 13);
  POINT[c] = c % 13 <= 4 ? 1 : 0;
}
SUIT[F_JK] = 4;

/** Suit 0–3 of a suited card, 4 for the joker. */
export function fSuit(c: number): number {
  return SUIT[c]!;
}
/** Rank value 2–14 (A 14). */
export function fRank(c: number): number {
  return RANKV[c]!;
}
export function fMighty(trump: number, v: Pick<MightyValues, 'mightyWhenSpadesTrump'>): number {
  return trump === 0 ? (v.mightyWhenSpadesTrump === 'DA' ? 26 : 39) : 0;
}
export function fRipper(trump: number): number {
  return trump === 3 ? 11 : 39 + 11; // ♠3 or ♣3
}
function isPoint(c: number): boolean {
  return POINT[c] === 1;
}

export interface FastTrick {
  trump: number;
  trick: number;
  declared: number;
  ripperCall: boolean;
}

/** Option values folded into numbers once per hand. */
export interface Folded {
  mighty: number;
  ripper: number;
  firstLead: number; // 0 no-trump, 1 strict, 2 free
  powerlessFirstLast: boolean;
  /** `mightyFollows: free`: the mighty never counts as a card of the led suit. */
  mightyFree: boolean;
}
export function fold(v: MightyValues, trump: number): Folded {
  return {
    mighty: fMighty(trump, v),
    ripper: fRipper(trump),
    firstLead: v.firstLead === 'no-trump' ? 0 : v.firstLead === 'strict' ? 1 : 2,
    powerlessFirstLast: v.jokerFirstLast === 'powerless',
    mightyFree: v.mightyFollows === 'free',
  };
}

/** Index of the winning card in `plays[0..n)` (same result as `mightyTrickWinner`). */
export function fastMightyWinner(
  v: MightyValues,
  plays: ArrayLike<number>,
  n: number,
  t: FastTrick,
  f: Folded = fold(v, t.trump),
): number {
  const mighty = f.mighty;
  const first = plays[0]!;
  const led = first === F_JK ? t.declared : SUIT[first]!;
  const ripped = t.ripperCall && t.trick > 1 && first === f.ripper;
  const powerless = ripped || (f.powerlessFirstLast && (t.trick === 1 || t.trick === 10));
  let best = 0;
  let bestS = -1e9;
  for (let i = 0; i < n; i++) {
    const c = plays[i]!;
    let s: number;
    if (c === mighty) s = 1000;
    else if (c === F_JK) s = powerless ? -1 : 900;
    else {
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

/**
 * Legal cards of `hand[off..off+n)` as positions `0..n-1` into `out`; returns how many.
 * `plays[0..np)` are the cards already in the trick.
 */
function legalPositions(
  hand: ArrayLike<number>,
  off: number,
  n: number,
  plays: ArrayLike<number>,
  np: number,
  t: FastTrick,
  out: Int32Array,
  f: Folded,
): number {
  let k = 0;
  if (np === 0) {
    if (t.trick === 1 && f.firstLead !== 2) {
      const rip = f.ripper;
      for (let i = 0; i < n; i++) {
        const c = hand[off + i]!;
        const banned = (t.trump !== NT && SUIT[c] === t.trump) || (f.firstLead === 1 && (c === F_JK || c === rip));
        if (!banned) out[k++] = i;
      }
      if (k > 0) return k;
    }
    for (let i = 0; i < n; i++) out[i] = i;
    return n;
  }
  const first = plays[0]!;
  if (t.ripperCall && t.trick > 1 && first === f.ripper) {
    let played = false;
    for (let i = 1; i < np; i++) if (plays[i] === F_JK) played = true;
    if (!played) {
      for (let i = 0; i < n; i++) {
        if (hand[off + i] === F_JK) {
          out[0] = i;
          return 1;
        }
      }
    }
  }
  const led = first === F_JK ? t.declared : SUIT[first]!;
  const mighty = f.mighty;
  let joker = -1;
  let mightyAt = -1;
  const mightyFree = f.mightyFree;
  for (let i = 0; i < n; i++) {
    const c = hand[off + i]!;
    if (c === mighty && mightyFree) mightyAt = i;
    else if (SUIT[c] === led) out[k++] = i;
    else if (c === F_JK) joker = i;
    else if (c === mighty) mightyAt = i;
  }
  if (k === 0) {
    for (let i = 0; i < n; i++) out[i] = i;
    return n;
  }
  if (joker >= 0) out[k++] = joker;
  if (mightyAt >= 0) out[k++] = mightyAt;
  return k;
}

/**
 * Legal cards of `hand[off..off+n)` into `out`; returns how many. `plays[0..np)` are the cards
 * already in the trick (same set as `mightyLegalCards`).
 */
export function fastMightyLegal(
  v: MightyValues,
  hand: ArrayLike<number>,
  off: number,
  n: number,
  plays: ArrayLike<number>,
  np: number,
  t: FastTrick,
  out: Int32Array,
  f: Folded = fold(v, t.trump),
): number {
  const k = legalPositions(hand, off, n, plays, np, t, out, f);
  for (let j = 0; j < k; j++) out[j] = hand[off + out[j]!]!;
  return k;
}

/** Reusable buffers for {@link fastMightyHand}. */
export interface MightyScratch {
  deck: Int32Array;
  hands: Int32Array; // 5 × 10
  counts: Int32Array;
  plays: Int32Array;
  legal: Int32Array;
  points: Int32Array;
  t: FastTrick;
}
export function mightyScratch(): MightyScratch {
  const deck = new Int32Array(53);
  for (let i = 0; i < 53; i++) deck[i] = i;
  return {
    deck,
    hands: new Int32Array(50),
    counts: new Int32Array(5),
    plays: new Int32Array(5),
    legal: new Int32Array(13),
    points: new Int32Array(5),
    t: { trump: 0, trick: 1, declared: 0, ripperCall: false },
  };
}

/** Simulate one whole random hand; returns the declarer side's points (0–20). */
export function fastMightyHand(v: MightyValues, rng: Rng, sc: MightyScratch): number {
  const { deck, hands, counts, plays, legal, points, t } = sc;
  for (let i = 52; i > 0; i--) {
    const j = rng.nextU32() % (i + 1);
    const x = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = x;
  }
  for (let i = 0; i < 50; i++) hands[i] = deck[i]!;
  counts.fill(10);
  points.fill(0);
  const declarer = rng.nextU32() % 5;
  t.trump = rng.nextU32() % 5;
  const f = fold(v, t.trump);
  let kittyPts = 0;
  for (let i = 50; i < 53; i++) if (isPoint(deck[i]!)) kittyPts++;
  const friendCard = deck[rng.nextU32() % 50]!;
  let friend = -1;
  for (let i = 0; i < 50; i++) if (hands[i] === friendCard) friend = (i / 10) | 0;
  if (friend === declarer) friend = -1;
  let leader = declarer;
  for (let trick = 1; trick <= 10; trick++) {
    t.trick = trick;
    t.ripperCall = false;
    for (let p = 0; p < 5; p++) {
      const seat = (leader + p) % 5;
      const base = seat * 10;
      const n = counts[seat]!;
      const k = legalPositions(hands, base, n, plays, p, t, legal, f);
      const pos = base + legal[rng.nextU32() % k]!;
      const c = hands[pos]!;
      hands[pos] = hands[base + n - 1]!;
      counts[seat] = n - 1;
      plays[p] = c;
      if (p === 0) {
        if (c === F_JK) t.declared = rng.nextU32() & 3;
        if (trick > 1 && c === f.ripper) t.ripperCall = v.ripper === 'forced' || (rng.nextU32() & 1) === 1;
      }
    }
    const w = (leader + fastMightyWinner(v, plays, 5, t, f)) % 5;
    let pts = 0;
    for (let p = 0; p < 5; p++) if (isPoint(plays[p]!)) pts++;
    points[w] = points[w]! + pts;
    leader = w;
  }
  return points[declarer]! + (friend >= 0 ? points[friend]! : 0) + kittyPts;
}
