/**
 * Fast path for Japanese Napoleon: cards as small integers, per-trick lookup tables, no
 * allocation in the inner loops. Same rules as `tricks.ts` (checked against it by the
 * property test `tests/property/japanese-fast.test.ts`); used by benchmarks and bots that
 * simulate many hands.
 *
 * Card ints follow `cardIndex`: 0–12 ♠A…♠2, 13–25 ♥, 26–38 ♦, 39–51 ♣, 52 the joker.
 * Suits: 0 ♠, 1 ♥, 2 ♦, 3 ♣; trump 4 = no trump.
 */
import { cardIndex, ALL_CARDS, type Card, type Suit } from '../cards.ts';
import type { Rng } from '../rng.ts';
import { HAND_SIZE, japaneseDeck, honourValue } from './deck.ts';
import type { JapaneseRules } from './options.ts';
import { TIER } from './tricks.ts';

export const JK = 52;
const NT = 4;
const SUIT_INDEX: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };
const SAME_COLOUR = [3, 2, 1, 0];
const SA = 0;
const C3 = 39 + 11;
const HQ = 13 + 2;
const HK = 13 + 1;
const HA = 13;
const C4 = 39 + 10;

export function toInt(card: Card): number {
  return cardIndex(card);
}
export function toCard(i: number): Card {
  return ALL_CARDS[i]!;
}
export function suitInt(s: Suit | null): number {
  return s === null ? NT : SUIT_INDEX[s];
}

/** The suit (0–3) of each card int, 4 for the joker (a table: no division in the winner's loop). */
const SUIT_OF = Uint8Array.from({ length: 53 }, (_, c) => (c === JK ? NT : (c / 13) | 0));

/** Per trump (0–4) and position (0 first, 1 middle, 2 last) tables. */
interface PosTables {
  /** Strength when not led; 0 for an ordinary card of a plain suit (led-suit value added at run time). */
  base: Int16Array;
  /** Suit for following (-1 suitless). */
  follow: Int8Array;
  /** 1 when the card may be played on any turn. */
  free: Uint8Array;
  /** Rank within its suit (plain jacks lowest under `plainJacks: lowest`). */
  rank: Uint8Array;
  /**
   * Strength of card `c` in a trick whose led suit is `s` (0–3): `value[s * 53 + c]`, the base
   * value, or for an ordinary card of the led suit its led-suit value.
   */
  value: Int16Array;
  /**
   * Which cards can make a trick an exception to "highest base or led-suit rank wins" (bits:
   * 1 the joker, and the jacks under the hunting jack; 2 the mighty and 4 the killer, an
   * exception only together; 8 a two that could be a same-suit two). `fastWinner` decides a
   * trick with none of them in one pass.
   */
  quick: Uint8Array;
  mightyOn: boolean;
  jacksOn: boolean;
  sameTwoOff: boolean;
  sei: number;
  ura: number;
}

export interface FastRules {
  rules: JapaneseRules;
  players: number;
  handSize: number;
  deck: Int32Array;
  honour: Uint8Array;
  rank: Uint8Array;
  tables: PosTables[];
  jokerLedTier: number;
  killer: number;
  counter: 0 | 1 | 2;
  sameTwoMode: JapaneseRules['sameTwo'];
  /** Joker-lead modes for trick 1 and later: 0 trump-request, 1 named-suit, 2 pass. */
  leadMode1: number;
  leadModeN: number;
  killerBeatsJoker: boolean;
  killerJacks: boolean;
  huntingJack: boolean;
}

function jokerTier(mode: JapaneseRules['jokerRank']): number {
  return mode === 'lowest'
    ? TIER.never
    : mode === 'top'
      ? TIER.jokerTop
      : mode === 'below-mighty'
        ? TIER.jokerBelowMighty
        : TIER.jokerBelowUra;
}

function inSel(sel: JapaneseRules['specialsOff'], pos: number): boolean {
  return sel === 'all'
    ? true
    : sel === 'first-and-last'
      ? pos !== 1
      : sel === 'first'
        ? pos === 0
        : sel === 'last'
          ? pos === 2
          : false;
}

/** The hunting jack's pair: ♠J↔♥J, ♣J↔♦J (card ints). */
const HUNT_PAIR = new Int8Array(53).fill(-1);
HUNT_PAIR[3] = 16;
HUNT_PAIR[16] = 3;
HUNT_PAIR[42] = 29;
HUNT_PAIR[29] = 42;

const LEAD_MODE = { 'trump-request': 0, 'named-suit': 1, pass: 2 } as const;

/** Compile rules for the fast path. */
export function compileFast(rules: JapaneseRules, players: number = rules.players): FastRules {
  const deck = Int32Array.from(japaneseDeck(rules, players).map(cardIndex));
  const honour = new Uint8Array(53);
  const rank = new Uint8Array(53);
  for (let c = 0; c < 52; c++) {
    honour[c] = honourValue(ALL_CARDS[c]!, rules);
    const ri = c % 13; // 0 = A … 12 = 2
    rank[c] = ri === 12 && rules.twoHigh ? 15 : 14 - ri;
  }
  const sameTwoMode =
    rules.sameTwo === 'by-players'
      ? players <= 4
        ? 'below-specials'
        : players === 5
          ? 'below-sei-jack'
          : 'below-mighty'
      : rules.sameTwo;
  const killer = rules.killer === 'HQ' ? HQ : rules.killer === 'C4' ? C4 : -1;
  const tables: PosTables[] = [];
  const seiFirst = rules.jackOrder === 'sei-first';
  for (let trump = 0; trump <= 4; trump++) {
    for (let pos = 0; pos < 3; pos++) {
      const off = inSel(rules.specialsOff, pos);
      const mightyOn = !off || rules.specialsOffKeepsMighty;
      const jacksOn = trump !== NT && !off;
      const sei = trump === NT ? -1 : trump * 13 + 3;
      const ura = trump === NT ? -1 : SAME_COLOUR[trump]! * 13 + 3;
      const base = new Int16Array(53);
      const follow = new Int8Array(53);
      const free = new Uint8Array(53);
      const prank = Uint8Array.from(rank);
      if (rules.plainJacks === 'lowest') {
        for (const j of [3, 16, 29, 42]) if (j !== sei && j !== ura) prank[j] = 1;
      }
      const trumpsOn = !(pos === 0 && rules.trumpsFirstTrick === 'powerless');
      for (let c = 0; c < 52; c++) {
        const s = (c / 13) | 0;
        if (mightyOn && c === SA) base[c] = TIER.mighty;
        else if (jacksOn && c === sei) base[c] = seiFirst ? TIER.jackHigh : TIER.jackLow;
        else if (jacksOn && c === ura) base[c] = seiFirst ? TIER.jackLow : TIER.jackHigh;
        else if (s === trump && trumpsOn) base[c] = TIER.trump + prank[c]!;
        else base[c] = 0;
        follow[c] = c === SA && rules.mightySuitless ? -1 : s;
        let f = c === SA && rules.mightySuitless;
        if (rules.specialsFree && ((c === SA && mightyOn) || (jacksOn && (c === sei || c === ura)))) f = true;
        free[c] = f ? 1 : 0;
      }
      const quick = new Uint8Array(53);
      quick[JK] = 1;
      if (rules.huntingJack && jacksOn) quick[sei] = quick[ura] = 1;
      if (killer >= 0) {
        quick[SA]! |= 2;
        quick[killer]! |= 4;
      }
      const sameTwoOff = inSel(rules.sameTwoOffIn, pos);
      if (sameTwoMode !== 'off' && !sameTwoOff) for (let c = 12; c < 52; c += 13) quick[c]! |= 8;
      base[JK] = jokerTier(rules.jokerRank);
      const value = new Int16Array(4 * 53);
      for (let led = 0; led < 4; led++)
        for (let c = 0; c <= JK; c++) {
          const v = base[c]!;
          value[led * 53 + c] = v === 0 && c !== JK && ((c / 13) | 0) === led ? TIER.led + prank[c]! : v;
        }
      follow[JK] = rules.jokerSuit === 'trump' && trump !== NT ? trump : -1;
      free[JK] = rules.jokerSuit === 'free' || trump === NT ? 1 : 0;
      tables.push({
        base,
        follow,
        free,
        rank: prank,
        value,
        quick,
        mightyOn,
        jacksOn,
        sameTwoOff,
        sei,
        ura,
      });
    }
  }
  return {
    rules,
    players,
    handSize: HAND_SIZE[players]!,
    deck,
    honour,
    rank,
    tables,
    jokerLedTier: jokerTier(rules.jokerLedRank),
    killer,
    counter: rules.killerCounter === 'none' ? 0 : rules.killerCounter === 'HK' ? 1 : 2,
    sameTwoMode,
    leadMode1: rules.jokerLeadFirstTrick === 'no-effect' ? 2 : LEAD_MODE[rules.jokerLead],
    leadModeN: LEAD_MODE[rules.jokerLead],
    killerBeatsJoker: rules.killerBeatsJoker,
    killerJacks: rules.killerJacks === 'jacks-win',
    huntingJack: rules.huntingJack,
  };
}

function posOf(trickNo: number, total: number): number {
  return trickNo === 1 ? 0 : trickNo === total ? 2 : 1;
}

function tablesFor(fr: FastRules, trump: number, trickNo: number): PosTables {
  return fr.tables[trump * 3 + posOf(trickNo, fr.handSize)]!;
}

/**
 * Winner index of a trick of `n` card ints. `declared`: suit int or -1. A small function (so the
 * caller's compiler can inline it) that decides the usual trick in one pass; a trick with a card
 * that can make it an exception goes to {@link fastWinnerFull}.
 */
export function fastWinner(
  fr: FastRules,
  cards: ArrayLike<number>,
  n: number,
  trump: number,
  trickNo: number,
  declared = -1,
): number {
  const t = tablesFor(fr, trump, trickNo);
  const lead = cards[0]!;
  if (lead !== JK) {
    // One pass for the usual trick: the strongest card by the led suit's values, unless a card
    // of `quick` makes the trick an exception (then the full rules).
    const quick = t.quick;
    const value = t.value;
    const led = SUIT_OF[lead]!;
    const row = led * 53;
    let m = 0;
    let best = -1;
    let win = 0;
    for (let i = 0; i < n; i++) {
      const c = cards[i]!;
      m |= quick[c]!;
      const v = value[row + c]!;
      if (v > best) {
        best = v;
        win = i;
      }
    }
    if ((m & 1) === 0 && (m & 6) !== 6) {
      if ((m & 8) === 0) return win;
      // a two is an exception only in a trick of one suit
      for (let i = 1; i < n; i++) if (SUIT_OF[cards[i]!] !== led) return win;
    }
  }
  return fastWinnerFull(fr, t, cards, n, trump, trickNo, declared);
}

/** The winner of a trick by every rule (a joker, the killer with the mighty, a same-two, the hunting jack). */
function fastWinnerFull(
  fr: FastRules,
  t: PosTables,
  cards: ArrayLike<number>,
  n: number,
  trump: number,
  trickNo: number,
  declared: number,
): number {
  const lead = cards[0]!;
  // Led suit for ranking.
  let led: number;
  if (lead !== JK) led = (lead / 13) | 0;
  else {
    let fallback = -1;
    if (n > 1) fallback = (cards[1]! / 13) | 0;
    const mode = trickNo === 1 ? fr.leadMode1 : fr.leadModeN;
    led = fallback;
    if (mode === 0 && trump !== NT) {
      for (let i = 1; i < n; i++) if (((cards[i]! / 13) | 0) === trump) led = trump;
    } else if (mode === 1 && declared >= 0) {
      for (let i = 1; i < n; i++) if (((cards[i]! / 13) | 0) === declared) led = declared;
    }
  }
  // Trick-dependent powers.
  let hasSA = false;
  let hasKiller = false;
  let hasJK = false;
  let oneSuit = true;
  let two = -1;
  const s0 = (lead / 13) | 0;
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    if (c === SA) hasSA = true;
    else if (c === fr.killer) hasKiller = true;
    if (c === JK) hasJK = true;
    else if (((c / 13) | 0) !== s0) oneSuit = false;
    if (c % 13 === 12 && c < 52) two = c;
  }
  const killerActive = hasKiller && hasSA && t.mightyOn;
  let sameTwoCard = -1;
  let sameTwoValue = 0;
  if (
    fr.sameTwoMode !== 'off' &&
    !t.sameTwoOff &&
    oneSuit &&
    !hasJK &&
    two >= 0 &&
    (s0 !== trump || fr.rules.sameTwoInTrumps)
  ) {
    sameTwoCard = two;
    switch (fr.sameTwoMode) {
      case 'above-all':
        sameTwoValue = TIER.sameTwoAboveAll;
        break;
      case 'below-mighty':
        sameTwoValue = TIER.sameTwoBelowMighty;
        break;
      case 'below-specials':
        sameTwoValue = TIER.sameTwoBelowSpecials;
        break;
      default: {
        if (fr.rules.jackOrder === 'sei-first') sameTwoValue = TIER.sameTwoBelowSei;
        else {
          let hasSei = false;
          if (t.jacksOn) for (let i = 0; i < n; i++) if (cards[i] === t.sei) hasSei = true;
          sameTwoValue = hasSei ? TIER.jackLow - 1 : TIER.jackHigh + 1;
        }
      }
    }
  }
  const jokerCalled = fr.rules.club3CallsJoker && lead === C3;
  let best = -Infinity;
  let win = 0;
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    let v: number;
    if (c === JK) v = jokerCalled ? TIER.never : i === 0 ? fr.jokerLedTier : t.base[JK]!;
    else if (killerActive && c === fr.killer) v = TIER.killer;
    else if (c === sameTwoCard) v = sameTwoValue;
    else {
      v = t.base[c]!;
      if (v === 0 && ((c / 13) | 0) === led) v = TIER.led + t.rank[c]!;
    }
    if (v > best) {
      best = v;
      win = i;
    }
  }
  // Rules that overrule the strength order (same order as tricks.ts `afterStrength`).
  let killerWon = killerActive && cards[win] === fr.killer;
  if (!killerWon && cards[win] === JK && !jokerCalled && fr.killerBeatsJoker && hasKiller) {
    for (let i = 0; i < n; i++) if (cards[i] === fr.killer) win = i;
    killerWon = true;
  }
  if (killerWon) {
    if (fr.killerJacks && t.jacksOn) {
      const hi = fr.rules.jackOrder === 'sei-first' ? t.sei : t.ura;
      const lo = fr.rules.jackOrder === 'sei-first' ? t.ura : t.sei;
      let j = -1;
      for (let i = 0; i < n; i++) if (cards[i] === lo) j = i;
      for (let i = 0; i < n; i++) if (cards[i] === hi) j = i;
      if (j >= 0) return j;
    }
    if (cards[win] === HQ && fr.counter > 0) {
      let k = -1;
      let a = -1;
      for (let i = 0; i < n; i++) {
        if (cards[i] === HK) k = i;
        else if (cards[i] === HA) a = i;
      }
      if (k >= 0) win = fr.counter === 2 && a >= 0 ? a : k;
    }
    return win;
  }
  if (fr.huntingJack && t.jacksOn && !hasSA) {
    let si = -1;
    let ui = -1;
    for (let i = 0; i < n; i++) {
      if (cards[i] === t.sei) si = i;
      else if (cards[i] === t.ura) ui = i;
    }
    if (si >= 0 !== ui >= 0) {
      const hunter = HUNT_PAIR[si >= 0 ? t.sei : t.ura]!;
      for (let i = 0; i < n; i++) if (cards[i] === hunter) return i;
    }
  }
  return win;
}

/**
 * Legal cards into `out` (returns the count). `hand[off … off+hn)` holds the card ints;
 * `plays` the `n` cards played so far in the trick.
 */
export function fastLegal(
  fr: FastRules,
  hand: ArrayLike<number>,
  off: number,
  hn: number,
  plays: ArrayLike<number>,
  n: number,
  trump: number,
  trickNo: number,
  declared: number,
  out: Int32Array,
): number {
  const t = tablesFor(fr, trump, trickNo);
  const rules = fr.rules;
  let k = 0;
  if (n === 0) {
    const noJoker = trickNo === 1 && rules.jokerLeadFirstTrick === 'forbidden' && hn > 1;
    for (let i = 0; i < hn; i++) if (!(noJoker && hand[off + i] === JK)) out[k++] = hand[off + i]!;
    if (trickNo === 1 && rules.firstLeadNoTrump && trump !== NT) {
      let m = 0;
      for (let i = 0; i < k; i++) if (t.follow[out[i]!] !== trump) m++;
      if (m > 0) {
        let j = 0;
        for (let i = 0; i < k; i++) if (t.follow[out[i]!] !== trump) out[j++] = out[i]!;
        k = j;
      }
    }
    return k;
  }
  const lead = plays[0]!;
  if (rules.club3CallsJoker && lead === C3) {
    for (let i = 0; i < hn; i++)
      if (hand[off + i] === JK) {
        out[0] = JK;
        return 1;
      }
  }
  let led: number;
  if (lead !== JK) led = (lead / 13) | 0;
  else {
    const mode = trickNo === 1 ? fr.leadMode1 : fr.leadModeN;
    led = mode === 0 ? (trump === NT ? -1 : trump) : mode === 1 ? declared : n >= 2 ? (plays[1]! / 13) | 0 : -1;
  }
  if (led >= 0) {
    for (let i = 0; i < hn; i++) {
      const c = hand[off + i]!;
      if (t.free[c] === 0 && t.follow[c] === led) out[k++] = c;
    }
    if (k > 0) {
      for (let i = 0; i < hn; i++) if (t.free[hand[off + i]!] === 1) out[k++] = hand[off + i]!;
      return k;
    }
  }
  for (let i = 0; i < hn; i++) out[k++] = hand[off + i]!;
  return k;
}

/** A recorded fast hand. */
export interface FastHandResult {
  /** The deal: each seat's cards. */
  deal: number[][];
  /** Seat that led trick 1. */
  leader: number;
  /** Honours taken per seat. */
  points: number[];
  /** Every card played, trick by trick (for checking against the readable engine). */
  plays: number[];
  winners: number[];
  /** The random `declared` suit of each trick (used by a named-suit joker lead). */
  declared: number[];
}

/** Scratch buffers reused between hands. */
export interface FastScratch {
  hands: Int32Array;
  sizes: Int32Array;
  deck: Int32Array;
  trick: Int32Array;
  legal: Int32Array;
  points: Int32Array;
}

export function fastScratch(fr: FastRules): FastScratch {
  return {
    hands: new Int32Array(fr.players * 16),
    sizes: new Int32Array(fr.players),
    deck: new Int32Array(fr.deck.length),
    trick: new Int32Array(fr.players),
    legal: new Int32Array(16),
    points: new Int32Array(fr.players),
  };
}

/**
 * Deal and play a whole hand at random (trump `trump`, Napoleon `leader` leads). Fills
 * `sc.points`; when `record` is given, pushes every play and winner into it.
 */
export function fastRandomHand(
  fr: FastRules,
  rng: Rng,
  trump: number,
  leader: number,
  sc: FastScratch,
  record?: FastHandResult,
): void {
  const { hands, sizes, deck, trick, legal, points } = sc;
  const P = fr.players;
  const H = fr.handSize;
  // A local sfc32 seeded from `rng`: keeps the inner loops free of method calls.
  let a = rng.nextU32() | 0,
    b = rng.nextU32() | 0,
    c0 = rng.nextU32() | 0,
    d = 1;
  const below = (k: number): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c0 + (c0 << 3)) | 0;
    c0 = (c0 << 21) | (c0 >>> 11);
    c0 = (c0 + t) | 0;
    return ((t >>> 0) * k * 2.3283064365386963e-10) | 0;
  };
  deck.set(fr.deck);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = below(i + 1);
    const x = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = x;
  }
  for (let p = 0; p < P; p++) {
    for (let i = 0; i < H; i++) hands[p * 16 + i] = deck[p * H + i]!;
    sizes[p] = H;
    points[p] = 0;
  }
  if (record) {
    record.leader = leader;
    record.deal = [];
    for (let p = 0; p < P; p++) record.deal.push(Array.from(hands.subarray(p * 16, p * 16 + H)));
  }
  for (let tn = 1; tn <= H; tn++) {
    const declared = below(4);
    for (let i = 0; i < P; i++) {
      const seat = (leader + i) % P;
      const k = fastLegal(fr, hands, seat * 16, sizes[seat]!, trick, i, trump, tn, declared, legal);
      const c = legal[below(k)]!;
      trick[i] = c;
      // remove c from the hand
      const base = seat * 16;
      const sz = sizes[seat]!;
      for (let j = 0; j < sz; j++) {
        if (hands[base + j] === c) {
          hands[base + j] = hands[base + sz - 1]!;
          break;
        }
      }
      sizes[seat] = sz - 1;
      if (record) record.plays.push(c);
    }
    const w = fastWinner(fr, trick, P, trump, tn, declared);
    if (record) record.declared.push(declared);
    const ws = (leader + w) % P;
    let pts = 0;
    for (let i = 0; i < P; i++) pts += fr.honour[trick[i]!]!;
    points[ws] = points[ws]! + pts;
    if (record) record.winners.push(ws);
    leader = ws;
  }
  if (record) record.points = Array.from(points);
}
