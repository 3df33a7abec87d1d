/**
 * The shared trick-taking core (SPEC §1.3), used by Japanese Napoleon, English Nap,
 * Taiwanese/Hong Kong Napoleon and Mighty.
 *
 * HOW A VARIANT PLUGS IN
 *
 * The core knows nothing about mighties, jokers or secretaries. A variant supplies three
 * small pieces and gets the rest (seat rotation, follow-suit filtering, the hand-of-tricks
 * state and its bookkeeping) from here:
 *
 * 1. **Who wins** — a {@link TrickRules.winner} function `(plays, ctx) => TrickResult`.
 *    Most variants write it as "give every card a strength number for this trick, the
 *    highest wins" and call {@link winnerByStrength}; each strength tier carries a rule id
 *    so the result comes with an {@link Explanation} (`{ rule, cards, text }`, e.g.
 *    `{ rule: 'killer', cards: ['HQ', 'SA'], text: '♥Q beats the mighty: yoromeki is on.' }`).
 * 2. **What may be played** — a {@link TrickRules.legal} function `(hand, plays, ctx) => Card[]`.
 *    The usual shape is {@link followSuit} with a {@link FollowRule}: `suitFor(card)` (the suit
 *    a card counts as for following: its printed suit, the trump suit for a joker that
 *    belongs to trumps, `null` for a suitless card) and `isFree(card)` (a card that may be
 *    played on any turn and need not follow: Mighty's mighty, a `tw-hk` joker). Obligations
 *    ("the joker's holder must play it") are passed as `mustPlay`. Optionally also
 *    `mayPlay(hand, plays, ctx, card)`: whether one held card is legal, without the list (the
 *    check of every card played; {@link followSuitAllows} answers as {@link followSuit}'s list).
 * 3. **Which cards score** — `points(card)`, the value of a card taken in a trick.
 *
 * The context of a trick ({@link TrickContext}) is the same for every variant: trump (or
 * `null` for no-trump), led suit (as the variant computes it: a joker lead that names a
 * suit, a passed lead…), 1-based trick number, number of tricks in the hand, number of
 * players, the suit `declared` by the leader, and the leader's `calls` (Mighty ripper call,
 * `tw-hk` summon …). Variants may extend it with their own fields (`secretary`, …).
 *
 * The hand-of-tricks state ({@link TrickHand}) is plain JSON: hands, leader, current trick,
 * completed tricks (with winner and explanation), cards and points taken per seat. Use
 * {@link startTrickHand}, {@link trickToAct}, {@link playToTrick} (pure: returns a new
 * state or a reason; {@link playCardToTrick} the same unwrapped, for a game's `apply`). A new
 * state shares with the old every part the play does not change (other seats' hands and taken
 * cards, the completed tricks): states are never changed once made. Seats are 0…players−1, play
 * goes clockwise = increasing seat number.
 *
 * Other variant-specific helpers (cards that name a suit, last-three rankings, forced
 * calls) live in sibling files of this folder; this file stays stable and only grows.
 */
import { cardLabel, isCard, suitOf, type Card, type Suit } from '../cards.ts';
import type { Outcome, Seat } from '../game.ts';

export type { Card, Suit } from '../cards.ts';
export type { Seat } from '../game.ts';

// ---------------------------------------------------------------------------------------
// Types

/** One card played to a trick. `declared`: the suit named with it (joker lead etc.). */
export interface TrickPlay {
  seat: Seat;
  card: Card;
  declared?: Suit;
}

/** Leader's calls that change a trick (Mighty `ripper`, `tw-hk` `summon`, …). */
export type TrickCalls = Readonly<Record<string, boolean>>;

/** Everything about the situation of a trick that rules may depend on. */
export interface TrickContext {
  /** Trump suit, or `null` in a no-trump contract. */
  trump: Suit | null;
  /** The suit to follow / the led suit for ranking, as the variant decides; `null` if none yet. */
  ledSuit: Suit | null;
  /** 1-based number of this trick in the hand. */
  trickNumber: number;
  /** Number of tricks in the hand (tells first / last / last three). */
  totalTricks: number;
  players: number;
  /** Suit named by the leader when the lead names a suit. */
  declared?: Suit | null;
  calls?: TrickCalls;
}

/** Why a card won (or why a card is ranked where it is): rule id + cards + one sentence. */
export interface Explanation {
  /** Stable id of the deciding rule, e.g. `mighty`, `sei-jack`, `killer`, `same-two`, `trump`, `led-suit`. */
  rule: string;
  /** Cards involved, most important first (the winner first). */
  cards: Card[];
  /** One sentence for people: "♥Q beats the mighty: yoromeki is on." */
  text: string;
}

export interface TrickResult {
  /** Index into the trick's plays (0 = the leader's card). */
  winner: number;
  explanation: Explanation;
}

/**
 * Explanations made once and shared: a game's trick sentence depends only on a few facts (the
 * deciding rule, the winning card, trumps, the led suit, a note), which the game packs into a
 * number. `get` answers a key already seen; `keep` freezes a new explanation (it is shared by
 * every trick with that key, so nobody may change it) and remembers it.
 */
export class ExplanationCache {
  readonly #byKey = new Map<number, Explanation>();
  get(key: number): Explanation | undefined {
    return this.#byKey.get(key);
  }
  keep(key: number, e: Explanation): Explanation {
    Object.freeze(e.cards);
    this.#byKey.set(key, Object.freeze(e));
    return e;
  }
}

/** A completed trick as stored in a hand. */
export interface CompletedTrick {
  leader: Seat;
  plays: TrickPlay[];
  /** Seat of the winner. */
  winner: Seat;
  explanation: Explanation;
  /**
   * The calls that were in force (Mighty's ripper call, tw-hk's summon and secretary command),
   * when any was: what a player saw, so views and deductions can read it later. Absent otherwise.
   */
  calls?: TrickCalls;
}

/** A variant's trick rules, used by {@link playToTrick}. */
export interface TrickRules<C extends TrickContext = TrickContext> {
  /** Context for the current trick, computed from the hand state and the plays so far. */
  context(hand: TrickHand, plays: readonly TrickPlay[]): C;
  /** Cards `hand` may play now, given the plays so far in the trick. */
  legal(hand: readonly Card[], plays: readonly TrickPlay[], ctx: C): Card[];
  /**
   * Optional: whether `card`, which `hand` holds, is among `legal(hand, plays, ctx)`, answered
   * without making the list (the check of every card played; the list is made only to refuse).
   */
  mayPlay?(hand: readonly Card[], plays: readonly TrickPlay[], ctx: C, card: Card): boolean;
  /** Winner of a complete trick. */
  winner(plays: readonly TrickPlay[], ctx: C): TrickResult;
  /** Points a card is worth when taken (0 for non-point cards). */
  points(card: Card): number;
}

/** Rules written over the trick's cards (leader first) rather than its plays: the shape of each
 * variant's pure rule functions, which the judge also calls with bare card lists. */
export interface CardTrickRules<C extends TrickContext = TrickContext> {
  context: TrickRules<C>['context'];
  legal(hand: readonly Card[], cards: readonly Card[], ctx: C): Card[];
  /** Whether a held `card` is among `legal(hand, cards, ctx)` (see {@link TrickRules.mayPlay}). */
  mayPlay?(hand: readonly Card[], cards: readonly Card[], ctx: C, card: Card): boolean;
  winner(cards: readonly Card[], ctx: C): TrickResult;
  points(card: Card): number;
}

/**
 * `make(values, slot)` made once per rule values object and slot (a small number a game derives
 * from the trick's fixed facts: trumps, a named card), then handed out again: a game's `apply`
 * gets its trick rules without making closures per card played. Values objects are never
 * changed once resolved, so a kept answer stays right; the last object's table is kept at hand.
 */
export function perRuleValues<V extends object, T>(
  make: (values: V, slot: number) => T,
): (values: V, slot: number) => T {
  const tables = new WeakMap<V, (T | undefined)[]>();
  let lastValues: V | undefined;
  let lastTable: (T | undefined)[] = [];
  return (values, slot) => {
    let table: (T | undefined)[];
    if (values === lastValues) table = lastTable;
    else {
      table = tables.get(values) ?? [];
      if (table.length === 0) tables.set(values, table);
      lastValues = values;
      lastTable = table;
    }
    return (table[slot] ??= make(values, slot));
  };
}

/** 0–3 for ♠♥♦♣, 4 for no trumps: a slot number for {@link perRuleValues}. */
export function trumpSlot(trump: Suit | null): number {
  return trump === 'S' ? 0 : trump === 'H' ? 1 : trump === 'D' ? 2 : trump === 'C' ? 3 : 4;
}

/** The trump suit of a {@link trumpSlot}. */
export function slotTrump(slot: number): Suit | null {
  return slot === 0 ? 'S' : slot === 1 ? 'H' : slot === 2 ? 'D' : slot === 3 ? 'C' : null;
}

/** Adapt rules over cards to the hand-of-tricks state, which records plays. */
/**
 * A trick context made by `make` and handed out again while its facts hold — the trick's number,
 * the suit a suitless lead declared, the calls, the hand's size and players (every play of a
 * trick but the lead's, usually) — frozen, since it is shared.
 */
export function reusedContext<C extends TrickContext>(
  make: (hand: TrickHand, trickNo: number, declared: Suit | null) => C,
): TrickRules<C>['context'] {
  let last: C | null = null;
  return (hand, plays) => {
    const trickNo = trickNumber(hand);
    const declared = plays[0]?.declared ?? null;
    if (
      last !== null &&
      last.trickNumber === trickNo &&
      last.declared === declared &&
      last.calls === hand.calls &&
      last.totalTricks === hand.totalTricks &&
      last.players === hand.players
    )
      return last;
    return (last = Object.freeze(make(hand, trickNo, declared)));
  };
}

export function overCards<C extends TrickContext>(rules: CardTrickRules<C>): TrickRules<C> {
  const cards = (plays: readonly TrickPlay[]): Card[] => {
    const out = new Array<Card>(plays.length);
    for (let i = 0; i < plays.length; i++) out[i] = plays[i]!.card;
    return out;
  };
  const mayPlay = rules.mayPlay;
  return {
    context: rules.context,
    legal: (hand, plays, ctx) => rules.legal(hand, cards(plays), ctx),
    ...(mayPlay ? { mayPlay: (hand, plays, ctx, card) => mayPlay(hand, cards(plays), ctx, card) } : {}),
    winner: (plays, ctx) => rules.winner(cards(plays), ctx),
    points: rules.points,
  };
}

// ---------------------------------------------------------------------------------------
// Seats

/** The seat to the left (clockwise). */
export function nextSeat(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

/** Seats in playing order starting at `first`. */
export function seatsFrom(first: Seat, players: number): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < players; i++) out.push((first + i) % players);
  return out;
}

/** The seat that plays the `index`-th card (0-based) of a trick led by `leader`. */
export function seatOfPlay(leader: Seat, index: number, players: number): Seat {
  return (leader + index) % players;
}

// ---------------------------------------------------------------------------------------
// Ranks and strength

/**
 * Plain rank value within a suit: 2…14 (A high). With `twoHigh` the 2 ranks above the ace (15).
 * Jokers get 0.
 */
export function plainRank(card: Card, twoHigh = false): number {
  // Read from the card's characters (no new string): the hot path of every winner.
  const suit = card.charCodeAt(0);
  if (suit !== 83 && suit !== 72 && suit !== 68 && suit !== 67) return 0; // not S H D C: a joker
  const r = RANK_AT[card.charCodeAt(1)] ?? 0;
  return twoHigh && r === 2 ? 15 : r;
}

/** Plain rank by the code of a card's rank character ('1' of "10", '2'…'9', J, Q, K, A). */
const RANK_AT: Readonly<Record<number, number>> = Int8Array.from({ length: 128 }, (_, code) => {
  if (code >= 50 && code <= 57) return code - 48; // 2…9
  return { 49: 10, 74: 11, 81: 12, 75: 13, 65: 14 }[code] ?? 0;
});

/** A strength for one card in one trick: higher wins. `rule` explains the tier. */
export interface Strength {
  /** Comparable number; 0 or less never wins unless every card has it (then the leader's card wins). */
  value: number;
  /** Rule id of the tier that gave this value (`trump`, `led-suit`, `mighty`, …). */
  rule: string;
}

/**
 * Winner by strength: the index of the highest value; on a tie the earlier card wins.
 * `strength` may return a number or a {@link Strength}.
 */
export function winnerByStrength(
  cards: readonly Card[],
  strength: (card: Card, index: number) => number | Strength,
): { index: number; strengths: Strength[] } {
  let best = -Infinity;
  let index = 0;
  const strengths = new Array<Strength>(cards.length);
  for (let i = 0; i < cards.length; i++) {
    const s = strength(cards[i]!, i);
    const st = typeof s === 'number' ? { value: s, rule: 'strength' } : s;
    strengths[i] = st;
    if (st.value > best) {
      best = st.value;
      index = i;
    }
  }
  return { index, strengths };
}

/** The classic trick: highest trump, else highest card of the led suit (plain ranks). */
export function plainTrickWinner(cards: readonly Card[], trump: Suit | null, ledSuit: Suit | null): TrickResult {
  const led = ledSuit ?? (cards[0] ? suitOf(cards[0]) : null);
  const { index, strengths } = winnerByStrength(cards, (c) => {
    const s = suitOf(c);
    if (s !== null && s === trump) return { value: 100 + plainRank(c), rule: 'trump' };
    if (s !== null && s === led) return { value: plainRank(c), rule: 'led-suit' };
    return { value: 0, rule: 'off-suit' };
  });
  const w = cards[index]!;
  const rule = strengths[index]!.rule;
  const text =
    rule === 'trump'
      ? `${cardLabel(w)} is the highest trump.`
      : `${cardLabel(w)} is the highest card of the led suit${cards.some((c) => suitOf(c) === trump) ? '' : ' and no trump was played'}.`;
  return { winner: index, explanation: { rule, cards: [w], text } };
}

// ---------------------------------------------------------------------------------------
// Following suit

/** How cards relate to suits for following. */
export interface FollowRule {
  /** The suit a card counts as for following (printed suit by default); `null` = suitless. */
  suitFor?(card: Card): Suit | null;
  /** A free card may be played on any turn and never has to be played to follow. */
  isFree?(card: Card): boolean;
}

const printedSuit = (c: Card): Suit | null => suitOf(c);

/**
 * Legal cards when following (SPEC §1.3): a player holding a (non-free) card of `ledSuit` must
 * play one of those or a free card; otherwise anything. `ledSuit` null (leading, or nothing to
 * follow): the whole hand. `mustPlay`: cards the player is obliged to play (a called joker);
 * if the hand holds any of them, only those are legal. Result keeps the hand's order.
 */
export function followSuit(
  hand: readonly Card[],
  ledSuit: Suit | null,
  rule: FollowRule = {},
  mustPlay: readonly Card[] = [],
): Card[] {
  if (mustPlay.length > 0) {
    const forced = hand.filter((c) => mustPlay.includes(c));
    if (forced.length > 0) return forced;
  }
  if (ledSuit === null) return hand.slice();
  const suitFor = rule.suitFor ?? printedSuit;
  const isFree = rule.isFree;
  // one pass: the cards that follow or are free; all of them when none follows
  const out: Card[] = [];
  let follows = false;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if (isFree !== undefined && isFree(c)) out.push(c);
    else if (suitFor(c) === ledSuit) {
      out.push(c);
      follows = true;
    }
  }
  return follows ? out : hand.slice();
}

/**
 * Whether `card`, which `hand` holds, is among {@link followSuit}`(hand, ledSuit, rule, mustPlay)`,
 * answered without making the list: a card the player is obliged to play (when the hand holds
 * any), else any card when nothing is led, else a free card or one that follows, or any card
 * when none of the hand's (non-free) cards follows.
 */
export function followSuitAllows(
  hand: readonly Card[],
  ledSuit: Suit | null,
  rule: FollowRule,
  mustPlay: readonly Card[],
  card: Card,
): boolean {
  if (mustPlay.length > 0) {
    let forced = false;
    for (let i = 0; i < hand.length; i++) {
      if (mustPlay.includes(hand[i]!)) {
        if (hand[i] === card) return true;
        forced = true;
      }
    }
    if (forced) return false;
  }
  if (ledSuit === null) return true;
  const suitFor = rule.suitFor ?? printedSuit;
  const isFree = rule.isFree;
  if ((isFree !== undefined && isFree(card)) || suitFor(card) === ledSuit) return true;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if (!(isFree !== undefined && isFree(c)) && suitFor(c) === ledSuit) return false;
  }
  return true;
}

/** True when `hand` holds a (non-free) card counting as `suit`. */
export function holdsSuit(hand: readonly Card[], suit: Suit, rule: FollowRule = {}): boolean {
  const suitFor = rule.suitFor ?? printedSuit;
  const isFree = rule.isFree ?? (() => false);
  return hand.some((c) => !isFree(c) && suitFor(c) === suit);
}

/** True when every card is of one printed suit and none is a joker. */
export function allOneSuit(cards: readonly Card[]): Suit | null {
  if (cards.length === 0) return null;
  const s = suitOf(cards[0]!);
  if (s === null) return null;
  for (let i = 1; i < cards.length; i++) if (suitOf(cards[i]!) !== s) return null; // a joker's suit is null
  return s;
}

// ---------------------------------------------------------------------------------------
// A hand of tricks

/** The generic hand-of-tricks state (plain JSON). */
export interface TrickHand {
  players: number;
  /** Cards in each seat's hand. */
  hands: Card[][];
  /** Seat leading the current trick. */
  leader: Seat;
  /** Plays of the current (incomplete) trick. */
  current: TrickPlay[];
  /** Calls made by the current trick's leader. */
  calls: Record<string, boolean>;
  completed: CompletedTrick[];
  /** Cards won in tricks, per seat (all cards of won tricks). */
  taken: Card[][];
  /** Points taken per seat. */
  points: number[];
  /** Number of tricks the hand has (hand size at the start). */
  totalTricks: number;
}

export function startTrickHand(hands: readonly (readonly Card[])[], leader: Seat): TrickHand {
  return {
    players: hands.length,
    hands: hands.map((h) => [...h]),
    leader,
    current: [],
    calls: {},
    completed: [],
    taken: hands.map(() => []),
    points: hands.map(() => 0),
    totalTricks: hands[0]?.length ?? 0,
  };
}

/** 1-based number of the trick being played (or the last one when the hand is over). */
export function trickNumber(hand: TrickHand): number {
  return Math.min(hand.completed.length + 1, hand.totalTricks);
}

export function isHandOver(hand: TrickHand): boolean {
  return hand.completed.length >= hand.totalTricks;
}

/** The seat to play next, or `null` when every trick is played. */
export function trickToAct(hand: TrickHand): Seat | null {
  if (isHandOver(hand)) return null;
  return seatOfPlay(hand.leader, hand.current.length, hand.players);
}

/**
 * Play one card (pure). Checks turn, possession and legality through `rules`; completes the
 * trick when everyone has played (winner leads next, its cards and points go to the winner).
 * `declared`/`calls` are recorded only for the leader's card.
 */
export function playToTrick<C extends TrickContext>(
  hand: TrickHand,
  rules: TrickRules<C>,
  seat: Seat,
  card: Card,
  extra: { declared?: Suit; calls?: Record<string, boolean> } = NO_EXTRA,
): Outcome<{ hand: TrickHand; completed?: CompletedTrick }> {
  const next = playCardToTrick(hand, rules, seat, card, extra);
  if (typeof next === 'string') return { ok: false, reason: next };
  const done = trickJustCompleted(hand, next);
  return { ok: true, value: done === undefined ? { hand: next } : { hand: next, completed: done } };
}

/** The trick `next` completed, when it is the state after a play to `before` that completed one. */
export function trickJustCompleted(before: TrickHand, next: TrickHand): CompletedTrick | undefined {
  return next.completed.length > before.completed.length ? next.completed[next.completed.length - 1] : undefined;
}

/**
 * {@link playToTrick} without the wrapping: the new state, or the reason to refuse (a string).
 * For the games' `apply`, which make a state per card played.
 */
export function playCardToTrick<C extends TrickContext>(
  hand: TrickHand,
  rules: TrickRules<C>,
  seat: Seat,
  card: Card,
  extra: { declared?: Suit; calls?: Record<string, boolean> } = NO_EXTRA,
): TrickHand | string {
  const turn = trickToAct(hand);
  if (turn === null) return 'every trick has been played';
  if (seat !== turn) return `it is seat ${turn}'s turn to play, not seat ${seat}'s`;
  if (!isCard(card)) {
    return `${JSON.stringify(card) ?? 'nothing'} is not a card: a play needs "card", e.g. "SA"`;
  }
  const own = hand.hands[seat]!;
  if (indexOfCard(own, card) < 0) return `seat ${seat} does not hold ${cardLabel(card)}`;
  const ctx = rules.context(hand, hand.current);
  const allowed =
    rules.mayPlay !== undefined
      ? rules.mayPlay(own, hand.current, ctx, card)
      : indexOfCard(rules.legal(own, hand.current, ctx), card) >= 0;
  if (!allowed) {
    const legal = rules.legal(own, hand.current, ctx);
    return `${cardLabel(card)} may not be played now: legal cards are ${legal.map(cardLabel).join(' ')}`;
  }
  const leading = hand.current.length === 0;
  const play: TrickPlay = leading && extra.declared ? { seat, card, declared: extra.declared } : { seat, card };
  const hands = hand.hands.slice();
  hands[seat] = without(own, card);
  const current = appendedPlay(hand.current, play);
  // The leader's calls (a fresh object, so the caller's cannot change the state later).
  const calls = leading ? copyCalls(extra.calls) : hand.calls;
  if (current.length < hand.players) {
    return {
      players: hand.players,
      hands,
      leader: hand.leader,
      current,
      calls,
      completed: hand.completed,
      taken: hand.taken,
      points: hand.points,
      totalTricks: hand.totalTricks,
    };
  }
  // The contexts read the hand's counts, its completed tricks and its calls, never its cards.
  const fullCtx = rules.context(calls === hand.calls ? hand : { ...hand, hands, calls }, current);
  const result = rules.winner(current, fullCtx);
  const winnerSeat = current[result.winner]!.seat;
  const done: CompletedTrick = {
    leader: hand.leader,
    plays: current,
    winner: winnerSeat,
    explanation: result.explanation,
  };
  if (calls !== NO_CALLS && anyCall(calls)) done.calls = { ...calls };
  // The winner's cards taken so far, then this trick's (one new list; the other seats' are shared).
  const before = hand.taken[winnerSeat]!;
  const nb = before.length;
  const won = new Array<Card>(nb + current.length);
  for (let i = 0; i < nb; i++) won[i] = before[i]!;
  let pts = 0;
  for (let i = 0; i < current.length; i++) {
    const c = current[i]!.card;
    won[nb + i] = c;
    pts += rules.points(c);
  }
  const taken = hand.taken.slice();
  taken[winnerSeat] = won;
  const points = hand.points.slice();
  points[winnerSeat] = hand.points[winnerSeat]! + pts;
  return {
    players: hand.players,
    hands,
    leader: winnerSeat,
    current: [],
    calls: NO_CALLS,
    completed: appendedPlay(hand.completed, done),
    taken,
    points,
    totalTricks: hand.totalTricks,
  };
}

const NO_EXTRA: { declared?: Suit; calls?: Record<string, boolean> } = Object.freeze({});
/** The calls of a trick whose leader made none: one empty object, shared (and frozen: nobody changes it). */
const NO_CALLS: Record<string, boolean> = Object.freeze({});

/** A copy of a leader's calls (the shared empty object when there are none). */
function copyCalls(calls: Record<string, boolean> | undefined): Record<string, boolean> {
  if (calls === undefined) return NO_CALLS;
  const out: Record<string, boolean> = {};
  for (const k in calls) if (Object.hasOwn(calls, k)) out[k] = calls[k]!;
  return out;
}

/** Whether any call is in force. */
function anyCall(calls: Record<string, boolean>): boolean {
  for (const k in calls) if (Object.hasOwn(calls, k) && calls[k]) return true;
  return false;
}

/** Index of `card` in `cards`, or −1 (a plain loop: cards are shared strings, compared by identity first). */
function indexOfCard(cards: readonly Card[], card: Card): number {
  for (let i = 0; i < cards.length; i++) if (cards[i] === card) return i;
  return -1;
}

/** `cards` without `card` (a new array). */
function without(cards: readonly Card[], card: Card): Card[] {
  const n = cards.length;
  const out = new Array<Card>(n - 1);
  let j = 0;
  for (let i = 0; i < n; i++) if (cards[i] !== card) out[j++] = cards[i]!;
  if (j < n - 1) out.length = j; // (a card held twice: every copy goes, as before)
  return out;
}

/** A new array: `list` then `item`. */
function appendedPlay<T>(list: readonly T[], item: T): T[] {
  const n = list.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = list[i]!;
  out[n] = item;
  return out;
}

/** Position of a trick in the hand: `first`, `last`, or `middle`. */
export function trickPosition(trickNo: number, totalTricks: number): 'first' | 'middle' | 'last' {
  if (trickNo <= 1) return 'first';
  if (trickNo >= totalTricks) return 'last';
  return 'middle';
}
