/**
 * Fast path for English Nap: cards as integers (`cardIndex`: 0–51 suited, 52 the joker),
 * no allocation in the inner loops. Same rules as `rules.ts` (checked against it by
 * tests/property/nap-fast.test.ts); used by the benchmark and by bots that simulate.
 */
import { cardIndex } from '../cards.ts';
import type { Rng } from '../rng.ts';
import type { NapValues } from './options.ts';
import { napDeck } from './rules.ts';

export const F_JK = 52;
const SUIT = new Int8Array(53);
const RANKV = new Int8Array(53);
for (let c = 0; c < 52; c++) {
  SUIT[c] = (c / 13) | 0;
  RANKV[c] = 14 - (c % 13);
}
SUIT[F_JK] = -1;

/** `trump` 0–3, or -1 for Misère (no trumps). */
export interface NapFastTrick {
  trump: number;
  trick: number;
}

function follow(c: number, trump: number): number {
  return c === F_JK ? trump : SUIT[c]!;
}

/** Index of the winning card (same result as `napTrickWinner`). */
export function fastNapWinner(plays: ArrayLike<number>, n: number, t: NapFastTrick): number {
  const led = follow(plays[0]!, t.trump);
  let best = 0;
  let bestS = -1e9;
  for (let i = 0; i < n; i++) {
    const c = plays[i]!;
    const su = SUIT[c]!;
    const s = c === F_JK ? 1000 : t.trump >= 0 && su === t.trump ? 500 + RANKV[c]! : su === led ? 100 + RANKV[c]! : 0;
    if (s > bestS) {
      bestS = s;
      best = i;
    }
  }
  return best;
}

/** Legal cards of `hand[off..off+n)` into `out` (same set as `napLegalCards`). */
export function fastNapLegal(
  hand: ArrayLike<number>,
  off: number,
  n: number,
  plays: ArrayLike<number>,
  np: number,
  t: NapFastTrick,
  out: Int32Array,
): number {
  let k = 0;
  if (np === 0) {
    if (t.trick === 1 && t.trump !== -1) {
      for (let i = 0; i < n; i++) if (hand[off + i] !== F_JK) out[k++] = hand[off + i]!;
      if (k > 0) return k;
    }
    for (let i = 0; i < n; i++) out[i] = hand[off + i]!;
    return n;
  }
  const led = follow(plays[0]!, t.trump);
  if (led >= 0) {
    for (let i = 0; i < n; i++) if (follow(hand[off + i]!, t.trump) === led) out[k++] = hand[off + i]!;
    if (k > 0) return k;
  }
  for (let i = 0; i < n; i++) out[i] = hand[off + i]!;
  return n;
}

export interface NapScratch {
  players: number;
  misere: boolean;
  deck: Int32Array;
  hands: Int32Array;
  counts: Int32Array;
  plays: Int32Array;
  legal: Int32Array;
  tricks: Int32Array;
  t: NapFastTrick;
}
export function napScratch(v: NapValues): NapScratch {
  const deck = Int32Array.from(napDeck(v).map(cardIndex));
  return {
    players: v.players,
    misere: v.misere,
    deck,
    hands: new Int32Array(v.players * 5),
    counts: new Int32Array(v.players),
    plays: new Int32Array(v.players),
    legal: new Int32Array(5),
    tricks: new Int32Array(v.players),
    t: { trump: 0, trick: 1 },
  };
}

/** Simulate one whole random hand (a random declarer; Misère one time in six when allowed); returns the declarer's tricks. */
export function fastNapHand(rng: Rng, sc: NapScratch): number {
  const { deck, hands, counts, plays, legal, tricks, t, players } = sc;
  const m = deck.length;
  const dealt = players * 5;
  // partial Fisher–Yates: only the dealt cards need drawing
  for (let i = 0; i < dealt; i++) {
    const j = i + (rng.nextU32() % (m - i));
    const x = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = x;
    hands[i] = deck[i]!;
  }
  counts.fill(5);
  tricks.fill(0);
  const declarer = rng.nextU32() % players;
  const misere = sc.misere && rng.nextU32() % 6 === 0;
  t.trump = misere ? -1 : 0;
  let leader = declarer;
  for (let trick = 1; trick <= 5; trick++) {
    t.trick = trick;
    for (let p = 0; p < players; p++) {
      const seat = (leader + p) % players;
      const base = seat * 5;
      const n = counts[seat]!;
      const k = fastNapLegal(hands, base, n, plays, p, t, legal);
      const c = legal[rng.nextU32() % k]!;
      for (let i = 0; i < n; i++) {
        if (hands[base + i] === c) {
          hands[base + i] = hands[base + n - 1]!;
          break;
        }
      }
      counts[seat] = n - 1;
      plays[p] = c;
      if (trick === 1 && p === 0 && !misere) t.trump = SUIT[c]!;
    }
    const w = (leader + fastNapWinner(plays, players, t)) % players;
    tricks[w] = tricks[w]! + 1;
    leader = w;
  }
  return tricks[declarer]!;
}
