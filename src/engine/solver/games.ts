/**
 * The four trick-taking variants seen by the exact solver and by who-holds: one small
 * interface over each variant's fast path (integer cards, lookup tables).
 *
 * A *move* is a card int plus the leader's choices that shape the trick, packed as
 * `card | ctx << 8`: `ctx` bits 0–2 hold the named suit + 1 (0 = none), bit 3 a call (Mighty's
 * ripper call, tw-hk's summon), bit 4 the tw-hk secretary command (given for the current trick
 * only; the solver never issues it).
 */
import { cardIndex, ALL_CARDS, type Card } from '../cards.ts';
import { compileFast, fastLegal, fastWinner, JK as J_JK, type FastRules } from '../japanese/fast.ts';
import { japaneseDeck } from '../japanese/deck.ts';
import type { JapaneseRules } from '../japanese/options.ts';
import { fastMightyLegal, fastMightyWinner, fold, F_JK as M_JK, type FastTrick } from '../mighty/fast.ts';
import type { MightyValues } from '../mighty/options.ts';
import { MIGHTY_DECK, MIGHTY_TRICKS } from '../mighty/rules.ts';
import { fastNapLegal, fastNapWinner, type NapFastTrick } from '../nap/fast.ts';
import type { NapValues } from '../nap/options.ts';
import { napDeck, NAP_HAND } from '../nap/rules.ts';
import { fastTwhkLegal, fastTwhkWinner, fSummoned, summonMode, type TwhkFastTrick } from '../twhk/fast.ts';
import type { TwhkValues } from '../twhk/options.ts';
import { HAND_SIZE as TWHK_HAND, TWHK_DECK } from '../twhk/rules.ts';

export const CTX_CALL = 8;
export const CTX_COMMAND = 16;

export function moveCard(m: number): number {
  return m & 255;
}
export function moveCtx(m: number): number {
  return m >>> 8;
}
export function ctxDeclared(ctx: number): number {
  return (ctx & 7) - 1;
}
export function makeCtx(declared: number, call: boolean, command = false): number {
  return (declared + 1) | (call ? CTX_CALL : 0) | (command ? CTX_COMMAND : 0);
}

export interface TrickGame {
  variant: 'japanese' | 'nap' | 'tw-hk' | 'mighty';
  players: number;
  totalTricks: number;
  /** The deck as card ints. */
  deck: readonly number[];
  /** Points a card is worth in the variant's unit (0 in Nap). */
  value: Uint8Array;
  /** What every trick is worth besides its cards (1 in Nap: the unit is tricks). */
  trickBonus: number;
  /**
   * The trump suit (0–3), or -1 when there is none. Among plain cards a trump beats every other
   * suit and otherwise the strongest card of the led suit wins (`suitOrder`), and a seat holding
   * a plain card of the led suit must follow with one (or with a card that is not plain).
   */
  trump: number;
  /**
   * 1 for a card that is an ordinary suit card in every trick under these rules (no special
   * power, not forced, not free): such cards touching in one hand are interchangeable.
   */
  plain: Uint8Array;
  /** Printed suit 0–3 (4 for suitless cards). */
  suit: Int8Array;
  /** Cards of each suit strongest first (by the variant's order within a suit). */
  suitOrder: number[][];
  /** Position of a card in `suitOrder[suit]`. */
  posInSuit: Int8Array;
  /** Append the lead moves of card `c` in trick `trickNo` to `out` from `k`; returns the new count. */
  leadMoves(c: number, trickNo: number, live: Uint8Array, out: Int32Array, k: number): number;
  /** Legal cards of `hand[off..off+n)` into `out`. */
  legal(
    hand: ArrayLike<number>,
    off: number,
    n: number,
    plays: ArrayLike<number>,
    np: number,
    trickNo: number,
    ctx: number,
    out: Int32Array,
  ): number;
  /** Index of the winning card among `plays[0..n)`. */
  winner(plays: ArrayLike<number>, n: number, trickNo: number, ctx: number): number;
}

function basics(deck: readonly number[], size: number): Pick<TrickGame, 'deck' | 'suit' | 'suitOrder' | 'posInSuit'> {
  const suit = new Int8Array(size).fill(4);
  for (let c = 0; c < 52; c++) suit[c] = (c / 13) | 0;
  const suitOrder: number[][] = [[], [], [], []];
  for (let s = 0; s < 4; s++) for (let i = 0; i < 13; i++) suitOrder[s]!.push(s * 13 + i);
  const posInSuit = new Int8Array(size).fill(-1);
  for (let s = 0; s < 4; s++) suitOrder[s]!.forEach((c, i) => (posInSuit[c] = i));
  return { deck, suit, suitOrder, posInSuit };
}

/** Japanese Napoleon with the given rules and trump (0–3, 4 no-trump). */
export function japaneseGame(rules: JapaneseRules, trump: number, players = rules.players): TrickGame {
  const fr: FastRules = compileFast(rules, players);
  const deck = japaneseDeck(rules, players).map(cardIndex);
  const b = basics(deck, 53);
  // twoHigh: the 2 is the top of its suit.
  if (rules.twoHigh) {
    for (let s = 0; s < 4; s++) {
      const o = [s * 13 + 12, ...b.suitOrder[s]!.filter((c) => c !== s * 13 + 12)];
      b.suitOrder[s] = o;
      o.forEach((c, i) => (b.posInSuit[c] = i));
    }
  }
  const NT = 4;
  const powerJack = (c: number) => trump !== NT && (c === trump * 13 + 3 || c === [3, 2, 1, 0][trump]! * 13 + 3);
  // plainJacks: lowest — the other jacks (all four in no-trump) go to the bottom of their suits.
  if (rules.plainJacks === 'lowest') {
    for (let s = 0; s < 4; s++) {
      const j = s * 13 + 3;
      if (powerJack(j) || !b.suitOrder[s]!.includes(j)) continue;
      const o = [...b.suitOrder[s]!.filter((c) => c !== j), j];
      b.suitOrder[s] = o;
      o.forEach((c, i) => (b.posInSuit[c] = i));
    }
  }
  const plain = new Uint8Array(53);
  for (let c = 0; c < 52; c++) {
    let p = c !== 0; // ♠A, the mighty
    if (powerJack(c)) p = false; // jacks
    if (rules.huntingJack && c % 13 === 3) p = false; // a plain jack may hunt a jack of power
    if (c === fr.killer) p = false;
    if (fr.killer >= 0 && fr.counter > 0 && (c === 13 || c === 14)) p = false; // ♥A ♥K counter the killer
    if (fr.sameTwoMode !== 'off' && c % 13 === 12) p = false;
    if (rules.club3CallsJoker && c === 39 + 11) p = false;
    plain[c] = p ? 1 : 0;
  }
  const modeOf = (t: number) => (t === 1 ? fr.leadMode1 : fr.leadModeN);
  return {
    variant: 'japanese',
    players,
    totalTricks: fr.handSize,
    ...b,
    value: fr.honour,
    trickBonus: 0,
    trump: trump === NT ? -1 : trump,
    plain,
    leadMoves(c, trickNo, _live, out, k) {
      if (c === J_JK && modeOf(trickNo) === 1) {
        for (let s = 0; s < 4; s++) out[k++] = c | ((s + 1) << 8);
      } else out[k++] = c;
      return k;
    },
    legal(hand, off, n, plays, np, trickNo, ctx, out) {
      return fastLegal(fr, hand, off, n, plays, np, trump, trickNo, ctxDeclared(ctx), out);
    },
    winner(plays, n, trickNo, ctx) {
      return fastWinner(fr, plays, n, trump, trickNo, ctxDeclared(ctx));
    },
  };
}

/** English Nap: trump 0–3, or -1 for Misère. */
export function napGame(v: NapValues, trump: number): TrickGame {
  const deck = napDeck(v).map(cardIndex);
  const b = basics(deck, 53);
  const plain = new Uint8Array(53);
  for (let c = 0; c < 52; c++) plain[c] = 1;
  const t: NapFastTrick = { trump, trick: 1 };
  return {
    variant: 'nap',
    players: v.players,
    totalTricks: NAP_HAND,
    ...b,
    value: new Uint8Array(53),
    trickBonus: 1,
    trump,
    plain,
    leadMoves(c, _t, _live, out, k) {
      out[k++] = c;
      return k;
    },
    legal(hand, off, n, plays, np, trickNo, _ctx, out) {
      t.trick = trickNo;
      return fastNapLegal(hand, off, n, plays, np, t, out);
    },
    winner(plays, n, trickNo) {
      t.trick = trickNo;
      return fastNapWinner(plays, n, t);
    },
  };
}

/** tw-hk: trump 0–3 or 4 no-trump; `sec` the secretary card int or -1. */
export function twhkGame(v: TwhkValues, trump: number, sec: number): TrickGame {
  const deck = TWHK_DECK.map(cardIndex);
  const b = basics(deck, 55);
  const total = TWHK_HAND[v.players]!;
  const value = new Uint8Array(55);
  for (let c = 0; c < 52; c++) value[c] = c % 13 <= 3 ? 1 : 0;
  const plain = new Uint8Array(55);
  for (let c = 0; c < 52; c++) {
    const summoner = trump < 4 && (c === trump * 13 + 12 || c === trump * 13 + 11);
    plain[c] = c === sec || summoner ? 0 : 1;
  }
  if (sec >= 0 && sec < 52) b.suit[sec] = 4;
  const mode = summonMode(v);
  const t: TwhkFastTrick = {
    trump,
    sec,
    trick: 1,
    totalTricks: total,
    declared: 0,
    summon: false,
    command: false,
    summonMode: mode,
  };
  const set = (trickNo: number, ctx: number) => {
    t.trick = trickNo;
    t.declared = ctxDeclared(ctx);
    t.summon = (ctx & CTX_CALL) !== 0;
    t.command = (ctx & CTX_COMMAND) !== 0;
  };
  return {
    variant: 'tw-hk',
    players: v.players,
    totalTricks: total,
    ...b,
    value,
    trickBonus: 0,
    trump: trump < 4 ? trump : -1,
    plain,
    leadMoves(c, trickNo, live, out, k) {
      if (c === sec || c >= 52) {
        for (let s = 0; s < 4; s++) out[k++] = c | ((s + 1) << 8);
        return k;
      }
      t.trick = trickNo;
      const target = mode === 0 && trickNo <= 3 ? fSummoned(c, t) : -1;
      out[k++] = c;
      if (target >= 0 && live[target]) out[k++] = c | (CTX_CALL << 8);
      return k;
    },
    legal(hand, off, n, plays, np, trickNo, ctx, out) {
      set(trickNo, ctx);
      return fastTwhkLegal(hand, off, n, plays, np, t, out);
    },
    winner(plays, n, trickNo, ctx) {
      set(trickNo, ctx);
      return fastTwhkWinner(plays, n, t);
    },
  };
}

/** Mighty: trump 0–3 or 4 no-trump. */
export function mightyGame(v: MightyValues, trump: number): TrickGame {
  const deck = MIGHTY_DECK.map(cardIndex);
  const b = basics(deck, 53);
  const f = fold(v, trump);
  const value = new Uint8Array(53);
  for (let c = 0; c < 52; c++) value[c] = c % 13 <= 4 ? 1 : 0;
  const plain = new Uint8Array(53);
  for (let c = 0; c < 52; c++) plain[c] = c === f.mighty || c === f.ripper ? 0 : 1;
  const t: FastTrick = { trump, trick: 1, declared: 0, ripperCall: false };
  const set = (trickNo: number, ctx: number) => {
    t.trick = trickNo;
    t.declared = ctxDeclared(ctx);
    t.ripperCall = (ctx & CTX_CALL) !== 0;
  };
  return {
    variant: 'mighty',
    players: 5,
    totalTricks: MIGHTY_TRICKS,
    ...b,
    value,
    trickBonus: 0,
    trump: trump < 4 ? trump : -1,
    plain,
    leadMoves(c, trickNo, live, out, k) {
      if (c === M_JK) {
        for (let s = 0; s < 4; s++) out[k++] = c | ((s + 1) << 8);
      } else if (c === f.ripper && trickNo > 1 && live[M_JK]) {
        if (v.ripper !== 'forced') out[k++] = c;
        out[k++] = c | (CTX_CALL << 8);
      } else out[k++] = c;
      return k;
    },
    legal(hand, off, n, plays, np, trickNo, ctx, out) {
      set(trickNo, ctx);
      return fastMightyLegal(v, hand, off, n, plays, np, t, out, f);
    },
    winner(plays, n, trickNo, ctx) {
      set(trickNo, ctx);
      return fastMightyWinner(v, plays, n, t, f);
    },
  };
}

export function toInt(c: Card): number {
  return cardIndex(c);
}
export function toCard(i: number): Card {
  return ALL_CARDS[i]!;
}
