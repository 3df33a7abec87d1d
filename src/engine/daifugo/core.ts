/**
 * Daifugō play rules (SPEC §6.3–6.4): what a set of cards is as a play, whether it may go
 * on the pile, what it triggers, and every legal play of a hand. Pure functions over small
 * numbers so the game, the judge, the bots and the benchmarks share one implementation.
 *
 * A card's *level* is its strength in the normal order: 3 → 0, 4 → 1 … A → 11, 2 → 12;
 * a joker is 13 and stays highest whatever the order.
 */
import { sortedByKey, SUITS, SUIT_NAME, type Card, type Suit } from '../cards.ts';
import type { DaifugoRules } from './options.ts';

export const LEVEL_RANKS = ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2'] as const;
export type DaifugoRank = (typeof LEVEL_RANKS)[number];
export const JOKER_LEVEL = 13;
export const LV_3 = 0;
export const LV_5 = 2;
export const LV_7 = 4;
export const LV_8 = 5;
export const LV_9 = 6;
export const LV_10 = 7;
export const LV_J = 8;
export const LV_Q = 9;
export const LV_2 = 12;

export type Form = 'single' | 'set' | 'stairs';

/** What a play is: its form, size and strength. Plain numbers, so it is JSON too. */
export interface Shape {
  form: Form;
  size: number;
  /** Comparison level: the rank of a single or set, the lowest card of stairs; 13 for a lone joker or a set of jokers. */
  level: number;
  /** Bit mask of the levels the play covers, jokers standing in included (0 for a lone joker). */
  levels: number;
  /** Bit mask of the printed suits (S 1, H 2, D 4, C 8). */
  suits: number;
  /** Number of jokers in the play. */
  jokers: number;
}

/** The names of the effects a play can trigger, in the order the judge lists them (SPEC §6.6). */
export const EFFECT_NAMES = [
  'revolution',
  'eleven-back',
  'eight-cut',
  'nine-reverse',
  'skip',
  'suit-lock',
  'spade-three',
  'seven-pass',
  'ten-discard',
  'queen-bomber',
  'five-skip',
  'sandstorm',
] as const;
export type Effect = (typeof EFFECT_NAMES)[number];

/** The state of the table that decides whether a play is legal. */
export interface TableState {
  /** The last play on the pile, or `null` when leading. */
  top: Shape | null;
  /** A revolution is in force. */
  revolution: boolean;
  /** A jack back is in force. */
  elevenBack: boolean;
  /** Suits locked by suit lock (bit mask, 0 = none). */
  locked: number;
}

export interface PlayChoice {
  /** Which form to read ambiguous cards as (a joker pair with one card can be a set or stairs). */
  form?: Form;
  /** For stairs: the lowest rank (a joker at either end makes it ambiguous). */
  low?: DaifugoRank;
}

export type PlayVerdict =
  | {
      legal: true;
      shape: Shape;
      effects: Effect[];
      /** The play matches the previous play at the same rank (a skip when `skip` is on). */
      equal: boolean;
    }
  | { legal: false; reason: string };

export interface LegalPlay {
  cards: Card[];
  form: Form;
  size: number;
  /** The rank that decides the comparison: a set's rank, stairs' lowest card, or `joker`. */
  rank: DaifugoRank | 'joker';
  /** Stairs only: the lowest rank (a joker may stand at either end). */
  low?: DaifugoRank;
  effects: Effect[];
}

// ---------------------------------------------------------------------------------------------
// Card tables

const SUIT_BIT: Readonly<Record<Suit, number>> = { S: 1, H: 2, D: 4, C: 8 };
const CARD_LEVEL = new Map<Card, number>();
const CARD_SUITBIT = new Map<Card, number>();
for (const s of SUITS) {
  LEVEL_RANKS.forEach((r, lv) => {
    CARD_LEVEL.set(s + r, lv);
    CARD_SUITBIT.set(s + r, SUIT_BIT[s]);
  });
}
for (const j of ['JK', 'BJ', 'LJ']) {
  CARD_LEVEL.set(j, JOKER_LEVEL);
  CARD_SUITBIT.set(j, 0);
}

/** The level of a card (3 → 0 … 2 → 12, joker 13). */
export function cardLevel(card: Card): number {
  const lv = CARD_LEVEL.get(card);
  if (lv === undefined) throw new Error(`unknown card "${card}"`);
  return lv;
}

const SUIT_BY_CHAR = new Int8Array(128).fill(-1);
SUIT_BY_CHAR[83] = 0; // S
SUIT_BY_CHAR[72] = 1; // H
SUIT_BY_CHAR[68] = 2; // D
SUIT_BY_CHAR[67] = 3; // C
const LEVEL_BY_CHAR = new Int8Array(128).fill(-1);
LEVEL_BY_CHAR[50] = 12; // 2
for (let d = 3; d <= 9; d++) LEVEL_BY_CHAR[48 + d] = d - 3;
LEVEL_BY_CHAR[74] = 8; // J
LEVEL_BY_CHAR[81] = 9; // Q
LEVEL_BY_CHAR[75] = 10; // K
LEVEL_BY_CHAR[65] = 11; // A

/**
 * A small code for a canonical card: level × 4 + suit index (S 0, H 1, D 2, C 3) for suited
 * cards, 52 JK, 53 BJ, 54 LJ; -1 when the text is not a canonical card. Also its strength
 * order in the normal order, weakest first.
 */
export function cardCode(card: Card): number {
  const n = card.length;
  const c0 = card.charCodeAt(0);
  const si = c0 < 128 ? SUIT_BY_CHAR[c0]! : -1;
  if (si >= 0) {
    if (n === 2) {
      const lv = LEVEL_BY_CHAR[card.charCodeAt(1) & 127]!;
      return lv >= 0 ? lv * 4 + si : -1;
    }
    return n === 3 && card.charCodeAt(1) === 49 && card.charCodeAt(2) === 48 ? 7 * 4 + si : -1;
  }
  return card === 'JK' ? 52 : card === 'BJ' ? 53 : card === 'LJ' ? 54 : -1;
}

/** Strength order for sorting a hand: weakest first (3♠ 3♥ 3♦ 3♣ 4♠ … 2♣, then JK, BJ, LJ). */
export function strengthKey(card: Card): number {
  const k = cardCode(card);
  if (k < 0) throw new Error(`unknown card "${card}"`);
  return k;
}

/** Sort cards weakest first in the normal order (a new array). */
export function sortByStrength(cards: readonly Card[]): Card[] {
  return sortedByKey(cards, strengthKey);
}

export function suitMaskOf(suits: readonly Suit[]): number {
  let m = 0;
  for (const s of suits) m |= SUIT_BIT[s];
  return m;
}

export function suitsOfMask(mask: number): Suit[] {
  return SUITS.filter((s) => (mask & SUIT_BIT[s]) !== 0);
}

function popcount(x: number): number {
  let c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
}

// ---------------------------------------------------------------------------------------------
// Words

function rankWord(level: number): string {
  return level === JOKER_LEVEL ? 'joker' : LEVEL_RANKS[level]!;
}
function withArticle(level: number): string {
  if (level === JOKER_LEVEL) return 'the joker';
  const r = LEVEL_RANKS[level]!;
  return (r === '8' || r === 'A' ? 'an ' : 'a ') + r;
}
function plural(level: number): string {
  return level === JOKER_LEVEL ? 'jokers' : LEVEL_RANKS[level] + 's';
}
/** "a single card", "a pair", "three of a kind", "stairs of 3". */
export function formName(form: Form, size: number): string {
  if (form === 'single') return 'a single card';
  if (form === 'stairs') return `stairs of ${size}`;
  return size === 2 ? 'a pair' : size === 3 ? 'three of a kind' : 'four of a kind';
}
/** Describe one play in words: "a pair of 7s", "stairs 5–7", "the joker". */
export function describeShape(s: Shape): string {
  if (s.form === 'single') return withArticle(s.level);
  if (s.form === 'set') {
    const what = s.size === 2 ? 'a pair of' : s.size === 3 ? 'three' : 'four';
    return `${what} ${plural(s.level)}`;
  }
  return `stairs ${LEVEL_RANKS[s.level]}–${LEVEL_RANKS[s.level + s.size - 1]}`;
}
function suitListWords(mask: number): string {
  const names = suitsOfMask(mask).map((s) => SUIT_NAME[s]);
  return names.length <= 1 ? names.join('') : names.slice(0, -1).join(', ') + ' and ' + names[names.length - 1];
}

// ---------------------------------------------------------------------------------------------
// Reading cards as a play

/**
 * Every way the cards can be read as a play: a single, a set (2–4 cards of one rank, jokers
 * wild) or, with `stairs`, 3+ consecutive ranks of one suit (jokers filling gaps or ends).
 * Sets come first, then stairs from the highest lowest card down. Empty: not a play.
 * Cards must be known and distinct (the caller checks).
 */
export function interpretations(cards: readonly Card[], stairs: boolean): Shape[] {
  const n = cards.length;
  if (n === 0) return [];
  let jokers = 0;
  let suits = 0;
  let minL = 99;
  let maxL = -1;
  let levelMask = 0;
  let sameLevel = true;
  let firstLevel = -1;
  let distinct = true;
  for (const c of cards) {
    const lv = CARD_LEVEL.get(c)!;
    if (lv === JOKER_LEVEL) {
      jokers++;
      continue;
    }
    suits |= CARD_SUITBIT.get(c)!;
    if (firstLevel < 0) firstLevel = lv;
    else if (lv !== firstLevel) sameLevel = false;
    if (levelMask & (1 << lv)) distinct = false;
    levelMask |= 1 << lv;
    if (lv < minL) minL = lv;
    if (lv > maxL) maxL = lv;
  }
  const out: Shape[] = [];
  if (n === 1) {
    const lv = jokers ? JOKER_LEVEL : firstLevel;
    return [{ form: 'single', size: 1, level: lv, levels: jokers ? 0 : 1 << lv, suits, jokers }];
  }
  if (n <= 4 && sameLevel) {
    if (firstLevel < 0) {
      out.push({ form: 'set', size: n, level: JOKER_LEVEL, levels: 0, suits: 0, jokers });
    } else {
      out.push({ form: 'set', size: n, level: firstLevel, levels: 1 << firstLevel, suits, jokers });
    }
  }
  const printed = n - jokers;
  if (stairs && n >= 3 && n <= 13 && printed >= 1 && distinct && popcount(suits) === 1) {
    const hi = Math.min(minL, 13 - n);
    const lo = Math.max(0, maxL - n + 1);
    for (let low = hi; low >= lo; low--) {
      out.push({ form: 'stairs', size: n, level: low, levels: ((1 << n) - 1) << low, suits, jokers });
    }
  }
  return out;
}

/** Why cards make no play at all. */
function notAPlayReason(cards: readonly Card[], stairs: boolean): string {
  if (cards.length === 0) return 'a play needs at least one card';
  if (cards.length > 4 && !stairs) return 'at most four cards of one rank can be played together (stairs are off)';
  return stairs
    ? 'these cards do not make a play: play one card, 2–4 cards of one rank, or stairs of 3 or more consecutive ranks of one suit'
    : 'these cards do not make a play: play one card or 2–4 cards of one rank (stairs are off)';
}

/** True when the order is reversed now (a revolution or a jack back, not both). */
export function isReversed(t: { revolution: boolean; elevenBack: boolean }): boolean {
  return t.revolution !== t.elevenBack;
}

/** Compare strengths: > 0 when a is stronger than b under the order in force. */
export function compareLevels(a: number, b: number, reversed: boolean): number {
  if (a === JOKER_LEVEL || b === JOKER_LEVEL) return (a === JOKER_LEVEL ? 1 : 0) - (b === JOKER_LEVEL ? 1 : 0);
  return reversed ? b - a : a - b;
}

/** The top rank that `unskippable23` protects: 2 normally, 3 when reversed. */
function topRankLevel(reversed: boolean): number {
  return reversed ? LV_3 : LV_2;
}

/** How many cards of level `lv` a play holds (jokers standing in count as that rank). */
export function countOfLevel(shape: Shape, lv: number): number {
  if ((shape.levels & (1 << lv)) === 0) return 0;
  return shape.form === 'set' ? shape.size : 1;
}

/** ♠3 played alone on a lone joker (spadeThree). */
function isSpadeThree(shape: Shape, table: TableState): boolean {
  return (
    shape.form === 'single' &&
    shape.jokers === 0 &&
    shape.levels === 1 << LV_3 &&
    shape.suits === 1 &&
    table.top !== null &&
    table.top.form === 'single' &&
    table.top.level === JOKER_LEVEL
  );
}

/** Three printed 3s (sandstorm). */
function isSandstorm(shape: Shape): boolean {
  return shape.form === 'set' && shape.size === 3 && shape.level === LV_3 && shape.jokers === 0;
}

/** The effects a legal play triggers (SPEC §6.4), given the table before it. */
export function effectsOf(shape: Shape, table: TableState, rules: DaifugoRules, equal: boolean): Effect[] {
  const out: Effect[] = [];
  const spade = rules.spadeThree && isSpadeThree(shape, table);
  const sand = rules.sandstorm && isSandstorm(shape);
  const eight = rules.eightCut && (shape.levels & (1 << LV_8)) !== 0;
  // Any play that clears the pile at once leaves no pile for a jack back, skip or lock to act on.
  const cut = eight || spade || sand;
  if (rules.revolution && shape.size >= 4) out.push('revolution');
  if (!cut && rules.elevenBack && (shape.levels & (1 << LV_J)) !== 0) out.push('eleven-back');
  if (eight) out.push('eight-cut');
  if (rules.nineReverse && (shape.levels & (1 << LV_9)) !== 0) out.push('nine-reverse');
  if (!cut && rules.skip && equal) out.push('skip');
  if (
    !cut &&
    rules.suitLock &&
    table.top !== null &&
    table.locked === 0 &&
    shape.jokers === 0 &&
    table.top.jokers === 0 &&
    shape.suits === table.top.suits
  ) {
    out.push('suit-lock');
  }
  if (spade) out.push('spade-three');
  if (rules.sevenPass && (shape.levels & (1 << LV_7)) !== 0) out.push('seven-pass');
  if (rules.tenDiscard && (shape.levels & (1 << LV_10)) !== 0) out.push('ten-discard');
  if (rules.queenBomber && (shape.levels & (1 << LV_Q)) !== 0) out.push('queen-bomber');
  if (!cut && rules.fiveSkip && (shape.levels & (1 << LV_5)) !== 0) out.push('five-skip');
  if (sand) out.push('sandstorm');
  return out;
}

type Fit = { ok: true; equal: boolean } | { ok: false; reason: string; kind: 'form' | 'lock' | 'rank' };

/** Can this reading of a play go on the pile? */
function fit(shape: Shape, table: TableState, rules: DaifugoRules): Fit {
  const top = table.top;
  if (top === null) return { ok: true, equal: false };
  if (shape.form !== top.form || shape.size !== top.size) {
    const need = formName(top.form, top.size);
    return { ok: false, kind: 'form', reason: `${need} must be answered by ${need}` };
  }
  // The spade 3 answers a lone joker even under a suit lock.
  if (rules.spadeThree && isSpadeThree(shape, table)) return { ok: true, equal: false };
  if (table.locked !== 0 && (shape.suits & ~table.locked) !== 0) {
    const words = suitListWords(table.locked);
    return {
      ok: false,
      kind: 'lock',
      reason: `${words} are locked: play only ${words} until the pile clears`,
    };
  }
  if (rules.sandstorm && top.form === 'set' && top.size === 3 && isSandstorm(shape)) return { ok: true, equal: false };
  const rev = isReversed(table);
  const cmp = compareLevels(shape.level, top.level, rev);
  if (cmp > 0) return { ok: true, equal: false };
  if (cmp === 0 && rules.skip) {
    if (rules.unskippable23 && top.level !== JOKER_LEVEL && (top.levels & (1 << topRankLevel(rev))) !== 0) {
      const r = rev ? '3s' : '2s';
      return {
        ok: false,
        kind: 'rank',
        reason: `${r} cannot be matched at the same rank (unskippable 2/3)${rev ? ' while the order is reversed' : ''}: you need a stronger play`,
      };
    }
    return { ok: true, equal: true };
  }
  if (top.level === JOKER_LEVEL) {
    return {
      ok: false,
      kind: 'rank',
      reason: `nothing beats ${top.size === 1 ? 'a lone joker' : 'a set of jokers'}${rules.skip && shape.level !== JOKER_LEVEL ? ' (only another joker can match it)' : ''}`,
    };
  }
  const need = rev ? 'a lower rank: the order is reversed' : 'a higher rank';
  if (top.form === 'stairs') {
    return {
      ok: false,
      kind: 'rank',
      reason: `stairs from ${rankWord(shape.level)} do not beat stairs from ${rankWord(top.level)} — you need ${rev ? 'a lower lowest card: the order is reversed' : 'a higher lowest card'}`,
    };
  }
  if (top.form === 'single') {
    return {
      ok: false,
      kind: 'rank',
      reason: `${withArticle(shape.level)} does not beat ${withArticle(top.level)} — you need ${need}`,
    };
  }
  return {
    ok: false,
    kind: 'rank',
    reason: `${plural(shape.level)} do not beat ${plural(top.level)} — you need ${need}`,
  };
}

/**
 * Judge an attempted play of `cards` (known, distinct) on the table: its effects, or why it is
 * illegal in plain words. Ambiguous cards (jokers) are read the strongest legal way unless
 * `choice` fixes the form or the lowest rank of stairs.
 */
export function judgePlay(
  cards: readonly Card[],
  table: TableState,
  rules: DaifugoRules,
  choice: PlayChoice = {},
): PlayVerdict {
  let shapes = interpretations(cards, rules.stairs);
  if (shapes.length === 0) return { legal: false, reason: notAPlayReason(cards, rules.stairs) };
  if (choice.form !== undefined) {
    shapes = shapes.filter((s) => s.form === choice.form || (choice.form === 'set' && s.form === 'single'));
    if (shapes.length === 0) return { legal: false, reason: `these cards cannot be played as ${choice.form}` };
  }
  if (choice.low !== undefined) {
    const lv = LEVEL_RANKS.indexOf(choice.low);
    shapes = shapes.filter((s) => s.form === 'stairs' && s.level === lv);
    if (shapes.length === 0) return { legal: false, reason: `these cards cannot be stairs starting at ${choice.low}` };
  }
  const rev = isReversed(table);
  let best: { shape: Shape; equal: boolean } | null = null;
  let firstFail: Extract<Fit, { ok: false }> | null = null;
  for (const s of shapes) {
    const f = fit(s, table, rules);
    if (f.ok) {
      if (
        best === null ||
        // When leading, a set reading wins over stairs; otherwise the stronger reading.
        (table.top !== null && best.shape.form === s.form && compareLevels(s.level, best.shape.level, rev) > 0) ||
        (table.top === null &&
          best.shape.form === 'stairs' &&
          s.form === 'stairs' &&
          compareLevels(s.level, best.shape.level, rev) > 0)
      ) {
        best = { shape: s, equal: f.equal };
      }
    } else {
      // Report the most relevant failure: a rank failure of the right form beats a form failure.
      if (firstFail === null || (firstFail.kind === 'form' && f.kind !== 'form')) firstFail = f;
    }
  }
  if (best === null) return { legal: false, reason: firstFail!.reason };
  return {
    legal: true,
    shape: best.shape,
    equal: best.equal,
    effects: effectsOf(best.shape, table, rules, best.equal),
  };
}

/** The strongest cards of a hand in the normal order (for the exchange). */
export function strongestCards(hand: readonly Card[], count: number): Card[] {
  return count <= 0 ? [] : sortByStrength(hand).slice(-count).reverse();
}

// ---------------------------------------------------------------------------------------------
// Legal play generation

const NO_EFFECTS: Effect[] = [];

// Scratch space for generation (the engine is single-threaded and these never escape).
/** Canonical card of each code (level × 4 + suit index). */
const SC_CARDS: readonly Card[] = Array.from({ length: 52 }, (_, code) => SUITS[code & 3]! + LEVEL_RANKS[code >> 2]!);
const SC_MASK = new Int32Array(13); // per level: suits held (bit per suit index)
const SC_SUITLV = new Int32Array(4); // per suit index: levels held
const SC_JOKERS: Card[] = ['', '', ''];
const POP4 = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];
/** SUBSETS[mask][k]: the k-suit subsets of a 4-bit suit mask, in increasing order. */
const SUBSETS: number[][][] = Array.from({ length: 16 }, (_, m) =>
  Array.from({ length: 5 }, (_, k) => {
    const out: number[] = [];
    for (let sub = 1; sub < 16; sub++) if ((sub & ~m) === 0 && POP4[sub] === k) out.push(sub);
    return out;
  }),
);

// A few recently read hands (engine-owned arrays, never changed in place), one per seat or so.
const CH_SLOTS = 8;
const CH_HAND: (readonly Card[] | null)[] = new Array<readonly Card[] | null>(CH_SLOTS).fill(null);
const CH_LEN = new Int32Array(CH_SLOTS);
const CH_MASK = new Int32Array(CH_SLOTS * 13);
const CH_SUITLV = new Int32Array(CH_SLOTS * 4);
const CH_NJ = new Int32Array(CH_SLOTS);
const CH_J: Card[] = new Array<Card>(CH_SLOTS * 2).fill('');
let CH_NEXT = 0;
let SC_HAND: readonly Card[] | null = null;

/**
 * Read a hand into the scratch tables. With `trust` (the engine's own hands, which are replaced,
 * never changed in place) a recently read array is taken from a small cache.
 */
function loadHand(hand: readonly Card[], trust: boolean): number {
  if (trust) {
    if (hand === SC_HAND) return CH_NJ[SC_SLOT]!;
    for (let k = 0; k < CH_SLOTS; k++) {
      if (CH_HAND[k] === hand && CH_LEN[k] === hand.length) {
        for (let i = 0; i < 13; i++) SC_MASK[i] = CH_MASK[k * 13 + i]!;
        for (let i = 0; i < 4; i++) SC_SUITLV[i] = CH_SUITLV[k * 4 + i]!;
        SC_JOKERS[0] = CH_J[k * 2]!;
        SC_JOKERS[1] = CH_J[k * 2 + 1]!;
        SC_HAND = hand;
        SC_SLOT = k;
        return CH_NJ[k]!;
      }
    }
  }
  SC_HAND = null;
  for (let i = 0; i < 13; i++) SC_MASK[i] = 0;
  SC_SUITLV[0] = SC_SUITLV[1] = SC_SUITLV[2] = SC_SUITLV[3] = 0;
  let nj = 0;
  for (const c of hand) {
    const code = cardCode(c);
    if (code < 0) throw new Error(`unknown card "${c}"`);
    if (code >= 52) {
      SC_JOKERS[nj++] = c;
      continue;
    }
    const lv = code >> 2;
    const si = code & 3;
    SC_MASK[lv]! |= 1 << si;
    SC_SUITLV[si]! |= 1 << lv;
  }
  if (nj > 1 && cardCode(SC_JOKERS[0]!) > cardCode(SC_JOKERS[1]!)) {
    const t = SC_JOKERS[0]!;
    SC_JOKERS[0] = SC_JOKERS[1]!;
    SC_JOKERS[1] = t;
  }
  const k = CH_NEXT;
  CH_NEXT = (CH_NEXT + 1) % CH_SLOTS;
  CH_HAND[k] = hand;
  CH_LEN[k] = hand.length;
  for (let i = 0; i < 13; i++) CH_MASK[k * 13 + i] = SC_MASK[i]!;
  for (let i = 0; i < 4; i++) CH_SUITLV[k * 4 + i] = SC_SUITLV[i]!;
  CH_J[k * 2] = nj > 0 ? SC_JOKERS[0]! : '';
  CH_J[k * 2 + 1] = nj > 1 ? SC_JOKERS[1]! : '';
  CH_NJ[k] = nj;
  SC_HAND = hand;
  SC_SLOT = k;
  return nj;
}
let SC_SLOT = 0;

/** May a play at comparison level `lv` (of the right form) go on `top`? */
function rankAllowed(lv: number, top: Shape, rev: boolean, equalOk: boolean): boolean {
  const c = compareLevels(lv, top.level, rev);
  return c > 0 || (c === 0 && equalOk);
}

function equalAllowed(top: Shape, rev: boolean, rules: DaifugoRules): boolean {
  return (
    rules.skip && !(rules.unskippable23 && top.level !== JOKER_LEVEL && (top.levels & (1 << topRankLevel(rev))) !== 0)
  );
}

/**
 * The generator behind {@link legalPlays} and {@link hasLegalPlay}: with `out` null it stops at the
 * first legal play and returns true.
 */
// Generation context (set by generate; module-level so the hot loop allocates no closures).
interface GenContext {
  top: Shape | null;
  rev: boolean;
  eqOk: boolean;
  table: TableState;
  rules: DaifugoRules | null;
  out: LegalPlay[] | null;
  fx: boolean;
  found: boolean;
  rec: boolean;
}
const G: GenContext = {
  top: null,
  rev: false,
  eqOk: false,
  table: { top: null, revolution: false, elevenBack: false, locked: 0 },
  rules: null,
  out: null,
  fx: true,
  found: false,
  rec: false,
};

function gOk(lv: number): boolean {
  return G.top === null || rankAllowed(lv, G.top, G.rev, G.eqOk);
}

function gEmit(
  cards: Card[],
  form: Form,
  size: number,
  level: number,
  levels: number,
  suits: number,
  jokers: number,
): void {
  G.found = true;
  if (G.out === null) return;
  const lp: LegalPlay = {
    cards,
    form,
    size,
    rank: level === JOKER_LEVEL ? 'joker' : LEVEL_RANKS[level]!,
    effects: G.fx
      ? effectsOf(
          { form, size, level, levels, suits, jokers },
          G.table,
          G.rules!,
          G.top !== null && level === G.top.level,
        )
      : NO_EFFECTS,
  };
  if (form === 'stairs') lp.low = LEVEL_RANKS[level]!;
  G.out.push(lp);
}

function generate(
  hand: readonly Card[],
  table: TableState,
  rules: DaifugoRules,
  out: LegalPlay[] | null,
  withEffects: boolean,
  trust: boolean,
): boolean {
  const nj = loadHand(hand, trust);
  const top = table.top;
  const rev = isReversed(table);
  G.top = top;
  G.rev = rev;
  G.eqOk = top !== null && equalAllowed(top, rev, rules);
  G.table = table;
  G.rules = rules;
  G.out = out;
  G.fx = withEffects;
  G.found = false;
  const locked = table.locked;
  const lockMask = locked === 0 ? 15 : locked; // suit-bit masks coincide with suit-index bits (S1 H2 D4 C8)
  const wantForm = top?.form;
  const wantSize = top?.size ?? 0;

  // spadeThree: ♠3 alone beats a lone joker; sandstorm: three printed 3s beat any triple.
  const spadeOk = rules.spadeThree && top !== null && top.form === 'single' && top.level === JOKER_LEVEL;
  const sandOk = rules.sandstorm && top !== null && top.form === 'set' && top.size === 3;
  if (wantForm === undefined || wantForm === 'single') {
    if (spadeOk && (SC_MASK[LV_3]! & 1) !== 0) {
      if (out === null) return true;
      if (G.rec) rec(0, 1, LV_3, 1, 0);
      else gEmit([SC_CARDS[LV_3 * 4]!], 'single', 1, LV_3, 1 << LV_3, 1, 0);
    }
    for (let lv = 0; lv < 13; lv++) {
      const m = SC_MASK[lv]! & lockMask;
      if (m === 0 || !gOk(lv)) continue;
      if (out === null) return true;
      for (let si = 0; si < 4; si++) {
        if ((m & (1 << si)) === 0) continue;
        if (G.rec) rec(0, 1, lv, 1 << si, 0);
        else gEmit([SC_CARDS[lv * 4 + si]!], 'single', 1, lv, 1 << lv, 1 << si, 0);
      }
    }
    if (nj > 0 && gOk(JOKER_LEVEL)) {
      if (out === null) return true;
      if (G.rec) rec(0, 1, JOKER_LEVEL, 0, 1);
      else gEmit([SC_JOKERS[0]!], 'single', 1, JOKER_LEVEL, 0, 0, 1);
    }
  }
  if (wantForm === undefined || wantForm === 'set') {
    for (let size = wantSize || 2; size <= (wantSize || 4); size++) {
      for (let lv = 0; lv < 13; lv++) {
        const m = SC_MASK[lv]! & lockMask;
        if (m === 0) continue;
        const k = POP4[m]!;
        if (k + nj < size) continue;
        // Only three printed 3s: a sandstorm where the rank alone would not do.
        const sandOnly = !gOk(lv) && sandOk && lv === LV_3;
        if (!gOk(lv) && !(sandOnly && k >= 3)) continue;
        if (out === null) return true;
        for (let j = Math.min(nj, size - 1); j >= 0; j--) {
          const need = size - j;
          if (need > k || (sandOnly && j > 0)) continue;
          for (const sub of SUBSETS[m]![need]!) {
            if (G.rec) {
              rec(1, size, lv, sub, j);
              continue;
            }
            const cards: Card[] = [];
            for (let si = 0; si < 4; si++) if (sub & (1 << si)) cards.push(SC_CARDS[lv * 4 + si]!);
            for (let i = 0; i < j; i++) cards.push(SC_JOKERS[i]!);
            gEmit(cards, 'set', size, lv, 1 << lv, sub, j);
          }
        }
      }
      if (size === 2 && nj >= 2 && gOk(JOKER_LEVEL)) {
        if (out === null) return true;
        if (G.rec) rec(1, 2, JOKER_LEVEL, 0, 2);
        else gEmit([SC_JOKERS[0]!, SC_JOKERS[1]!], 'set', 2, JOKER_LEVEL, 0, 0, 2);
      }
    }
  }
  if (rules.stairs && (wantForm === undefined || wantForm === 'stairs')) {
    const minLen = wantSize || 3;
    const maxLen = wantSize || 13;
    for (let si = 0; si < 4; si++) {
      const held = SC_SUITLV[si]!;
      if (held === 0 || (lockMask & (1 << si)) === 0) continue;
      for (let len = minLen; len <= maxLen; len++) {
        if (popcount(held) + nj < len) break;
        const window = (1 << len) - 1;
        for (let low = 0; low + len <= 13; low++) {
          const w = window << low;
          const present = held & w;
          if (present === 0) continue;
          const missing = len - popcount(present);
          if (missing > nj || !gOk(low)) continue;
          if (out === null) return true;
          if (G.rec) {
            rec(2, len, low, si, missing);
            continue;
          }
          const cards: Card[] = [];
          for (let lv = low; lv < low + len; lv++) if (present & (1 << lv)) cards.push(SC_CARDS[lv * 4 + si]!);
          for (let i = 0; i < missing; i++) cards.push(SC_JOKERS[i]!);
          gEmit(cards, 'stairs', len, low, w, 1 << si, missing);
        }
      }
    }
  }
  G.out = null;
  G.rec = false;
  return G.found;
}

// Candidate records for countLegalPlays / legalPlayAt (no per-play allocation).
const CAND_MAX = 4096;
const CAND_FORM = new Int8Array(CAND_MAX);
const CAND_SIZE = new Int8Array(CAND_MAX);
const CAND_LEVEL = new Int8Array(CAND_MAX);
const CAND_A = new Int8Array(CAND_MAX);
const CAND_J = new Int8Array(CAND_MAX);
let CAND_N = 0;
let CAND_HAND: readonly Card[] | null = null;
const FORMS: readonly Form[] = ['single', 'set', 'stairs'];

function rec(form: number, size: number, level: number, a: number, j: number): void {
  G.found = true;
  const i = CAND_N++;
  CAND_FORM[i] = form;
  CAND_SIZE[i] = size;
  CAND_LEVEL[i] = level;
  CAND_A[i] = a;
  CAND_J[i] = j;
}

/**
 * Count the legal plays of `hand` (the same plays, in the same order, as {@link legalPlays})
 * without building them; {@link legalPlayAt} then builds one. For simulations and bots.
 */
export function countLegalPlays(
  hand: readonly Card[],
  table: TableState,
  rules: DaifugoRules,
  trustSameArray = false,
): number {
  // The engine asks twice in a row for the same hand and table (automatic pass, then the bot).
  if (
    trustSameArray &&
    hand === CAND_HAND &&
    hand === SC_HAND &&
    CAND_TRUSTED &&
    rules === CAND_RULES &&
    table.top === CAND_TOP &&
    table.revolution === CAND_REVOLUTION &&
    table.elevenBack === CAND_ELEVEN &&
    table.locked === CAND_LOCKED
  ) {
    return CAND_N;
  }
  CAND_N = 0;
  CAND_HAND = null;
  G.rec = true;
  try {
    generate(hand, table, rules, [], false, trustSameArray);
  } finally {
    G.rec = false;
  }
  CAND_HAND = hand;
  CAND_TRUSTED = trustSameArray;
  CAND_RULES = rules;
  CAND_TOP = table.top;
  CAND_REVOLUTION = table.revolution;
  CAND_ELEVEN = table.elevenBack;
  CAND_LOCKED = table.locked;
  return CAND_N;
}
let CAND_TRUSTED = false;
let CAND_RULES: DaifugoRules | null = null;
let CAND_TOP: Shape | null = null;
let CAND_REVOLUTION = false;
let CAND_ELEVEN = false;
let CAND_LOCKED = 0;

/** The i-th play counted by the last {@link countLegalPlays} call (for the same hand). */
export function legalPlayAt(hand: readonly Card[], i: number): { cards: Card[]; form: Form; low?: DaifugoRank } {
  if (hand !== CAND_HAND || SC_HAND !== hand || i < 0 || i >= CAND_N) {
    throw new Error('legalPlayAt: call countLegalPlays for this hand first');
  }
  const form = FORMS[CAND_FORM[i]!]!;
  const size = CAND_SIZE[i]!;
  const lv = CAND_LEVEL[i]!;
  const a = CAND_A[i]!;
  const j = CAND_J[i]!;
  const cards: Card[] = [];
  if (form === 'stairs') {
    const held = SC_SUITLV[a]!;
    for (let l = lv; l < lv + size; l++) if (held & (1 << l)) cards.push(SC_CARDS[l * 4 + a]!);
    for (let k = 0; k < j; k++) cards.push(SC_JOKERS[k]!);
    return { cards, form, low: LEVEL_RANKS[lv]! };
  }
  if (lv === JOKER_LEVEL) {
    for (let k = 0; k < j; k++) cards.push(SC_JOKERS[k]!);
    return { cards, form };
  }
  for (let si = 0; si < 4; si++) if (a & (1 << si)) cards.push(SC_CARDS[lv * 4 + si]!);
  for (let k = 0; k < j; k++) cards.push(SC_JOKERS[k]!);
  return { cards, form };
}

/**
 * Every legal play of `hand` on the table. Jokers are interchangeable, so each distinct play is
 * listed once, using the hand's jokers in the order JK, BJ, LJ. Stairs that can be read two
 * ways (a joker at an end) are listed once per reading, with `low`. With `withEffects` false
 * (simulations), `effects` is left empty, which is faster. `trustSameArray` is for the engine's
 * own states, whose hand arrays are replaced, never changed in place: a second call with the
 * same array skips reading it again.
 */
export function legalPlays(
  hand: readonly Card[],
  table: TableState,
  rules: DaifugoRules,
  withEffects = true,
  trustSameArray = false,
): LegalPlay[] {
  const out: LegalPlay[] = [];
  G.rec = false;
  generate(hand, table, rules, out, withEffects, trustSameArray);
  return out;
}

/** True when the hand has at least one legal play on the table (without listing them). */
export function hasLegalPlay(
  hand: readonly Card[],
  table: TableState,
  rules: DaifugoRules,
  trustSameArray = false,
): boolean {
  G.rec = false;
  return generate(hand, table, rules, null, false, trustSameArray);
}

/** All k-element subsets of `src`, in order. */
export function combinations<T>(src: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const acc: T[] = [];
  const rec = (start: number): void => {
    if (acc.length === k) {
      out.push(acc.slice());
      return;
    }
    for (let i = start; i <= src.length - (k - acc.length); i++) {
      acc.push(src[i]!);
      rec(i + 1);
      acc.pop();
    }
  };
  rec(0);
  return out;
}
