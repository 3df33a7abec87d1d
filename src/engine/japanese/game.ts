/**
 * Japanese Napoleon as a {@link Game}: deal, auction (every `allPass` mode), adjutant card,
 * exchange, the tricks, result and scoring over `rounds` hands (SPEC §2).
 *
 * The state is plain JSON holding the seed and the action log; `apply` is pure (returns a new
 * state or a reason, never throws for a bad action). Redeals (all pass) happen inside `apply`.
 * Players see the game only through {@link japaneseView}.
 */
import { cardLabel, SUIT_SYMBOL, suitOf, type Card, type Suit } from '../cards.ts';
import { appended, replayLog, type Game, type GameSetup, type Outcome, type Seat } from '../game.ts';
import { deriveSeed, type Rng } from '../rng.ts';
import {
  overCards,
  perRuleValues,
  slotTrump,
  trumpSlot,
  isHandOver,
  nextSeat,
  playCardToTrick,
  startTrickHand,
  trickToAct,
  type CompletedTrick,
  type TrickContext,
  type TrickHand,
  type TrickPlay,
  type TrickRules,
} from '../trick/index.ts';
import { dealJapanese, honourValue, sortHand, totalHonours, japaneseDeck, HAND_SIZE } from './deck.ts';
import { resolveJapaneseRules, type JapaneseRules } from './options.ts';
import type { RuleSet } from '../options.ts';
import { scoreHand, type HandScore } from './scoring.ts';
import {
  jokerLeadMode,
  legalCards,
  mayPlayCard,
  suitToFollow,
  trickWinner,
  type JapaneseTrickContext,
} from './tricks.ts';

export type Strain = Suit | 'NT';

export type JapaneseAction =
  | { type: 'bid'; seat: Seat; count: number; suit: Strain; card?: Card }
  | { type: 'pass'; seat: Seat }
  | { type: 'adjutant'; seat: Seat; card: Card }
  | { type: 'discard'; seat: Seat; cards: Card[] }
  | { type: 'play'; seat: Seat; card: Card; declared?: Suit; betray?: boolean }
  | { type: 'next-hand'; seat?: Seat };

export type JapanesePhase = 'auction' | 'adjutant' | 'exchange' | 'play' | 'handOver' | 'gameOver';

export interface Bid {
  seat: Seat;
  count: number;
  suit: Strain;
  /** The adjutant card named with the bid (`adjutantTiming: with-bid`). */
  card?: Card;
}

/** A public auction event. */
export type AuctionEvent = { seat: Seat; bid: Bid } | { seat: Seat; pass: true } | { note: string };

export interface AuctionState {
  events: AuctionEvent[];
  out: boolean[];
  high: Bid | null;
  turn: Seat;
  minBid: number;
  /** `reveal-widow`: the second auction is running. */
  second: boolean;
  /** Passes in a row since the last bid (or since the start). */
  passesInRow: number;
  /** The seat that opened the auction (`auctionStart`, `allPass: dealer-opens`). */
  opener?: Seat;
}

/**
 * A betrayal (SPEC §2.3 `betrayal`): who declared it, and the adjutant who left or was left.
 * The adjutant's betrayal: the adjutant joins the allies and Napoleon makes the bid alone.
 * Napoleon's: Napoleon shows ♣10 and the joker, joins the allies, and the adjutant makes the bid alone.
 */
export interface Betrayal {
  by: 'adjutant' | 'napoleon';
  /** The seat that declared it. */
  seat: Seat;
  /** The adjutant's seat (the adjutant's betrayal: now one of the allies; Napoleon's: now alone). */
  adjutant: Seat;
  /** The trick (1-based) in which it was declared. */
  trickNo: number;
  /** Napoleon's betrayal: the cards he showed (♣10, and the joker unless he buried it). */
  shown?: Card[];
}

/**
 * The seats that must make the bid: Napoleon and the adjutant (the adjutant only when known to
 * the state); after the adjutant's betrayal Napoleon alone; after Napoleon's the adjutant alone.
 */
export function bidSide(h: Pick<JapaneseHand, 'napoleon' | 'adjutant' | 'betrayal'>): Seat[] {
  if (h.betrayal?.by === 'napoleon') return [h.betrayal.adjutant];
  const out: Seat[] = h.napoleon === null ? [] : [h.napoleon];
  if (h.adjutant !== null && h.adjutant !== h.napoleon) out.push(h.adjutant);
  return out;
}

export interface HandResult {
  /** Set when the hand was played with a betrayal (the hand is then scored as solo). */
  betrayal?: Betrayal;
  handNo: number;
  napoleon: Seat;
  adjutant: Seat | null;
  adjutantCard: Card;
  solo: boolean;
  bid: number;
  trump: Strain;
  /** Honours taken by the Napoleon side. */
  points: number;
  /** Honours among the discards (they count for the allies). */
  discardHonours: number;
  totalHonours: number;
  score: HandScore;
  /** Score of each seat for this hand. */
  scores: number[];
}

export interface JapaneseHand {
  handNo: number;
  /** Deals of this hand so far (redeals increase it). */
  dealNo: number;
  dealer: Seat;
  hands: Card[][];
  widow: Card[];
  /** Widow cards turned up for everyone (`reveal-widow`, `flip-widow`). */
  widowShown: Card[];
  auction: AuctionState;
  napoleon: Seat | null;
  contract: { count: number; suit: Strain } | null;
  adjutantCard: Card | null;
  /** The adjutant's seat (secret until the card is played); null when solo or not named yet. */
  adjutant: Seat | null;
  solo: boolean | null;
  /** True once the adjutant card has been played. */
  adjutantRevealed: boolean;
  discards: Card[];
  trick: TrickHand | null;
  result: HandResult | null;
  /** A betrayal declared in this hand (`betrayal` option). */
  betrayal?: Betrayal;
}

export interface JapaneseState {
  variant: 'japanese';
  seed: string;
  ruleSet: RuleSet;
  rules: JapaneseRules;
  players: number;
  firstDealer: Seat;
  log: JapaneseAction[];
  phase: JapanesePhase;
  hand: JapaneseHand;
  totals: number[];
  history: HandResult[];
}

const STRAIN_ORDER: Readonly<Record<Strain, number>> = { C: 1, D: 2, H: 3, S: 4, NT: 5 };
const STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

export function strainLabel(s: Strain): string {
  return s === 'NT' ? 'NT' : SUIT_SYMBOL[s];
}

function bidBeats(count: number, suit: Strain, high: Bid | null): boolean {
  if (!high) return true;
  return count > high.count || (count === high.count && STRAIN_ORDER[suit] > STRAIN_ORDER[high.suit]);
}

// ---------------------------------------------------------------------------------------
// Dealing

function newHand(
  state: Pick<JapaneseState, 'rules' | 'players' | 'seed'>,
  handNo: number,
  dealNo: number,
  dealer: Seat,
  previousNapoleon: Seat | null = null,
): JapaneseHand {
  const { rules, players } = state;
  const deal = dealJapanese(rules, deriveSeed(state.seed, handNo, dealNo), players);
  const opener = auctionOpener(rules, players, dealer, previousNapoleon);
  return {
    handNo,
    dealNo,
    dealer,
    hands: deal.hands,
    widow: deal.widow,
    widowShown: [],
    auction: {
      events: [],
      out: Array.from({ length: players }, () => false),
      high: null,
      turn: opener,
      minBid: rules.minBid,
      second: false,
      passesInRow: 0,
      opener,
    },
    napoleon: null,
    contract: null,
    adjutantCard: null,
    adjutant: null,
    solo: null,
    adjutantRevealed: false,
    discards: [],
    trick: null,
    result: null,
  };
}

/**
 * Who opens the auction (SPEC §2.2): the dealer under `allPass: dealer-opens`, whatever
 * `auctionStart` says; else the previous hand's Napoleon under `previous-napoleon` (the first hand
 * and a hand dealt again have none: the player after the dealer); the dealer under `dealer` (who,
 * unlike `dealer-opens`, may pass); else the player after the dealer.
 */
export function auctionOpener(
  rules: Pick<JapaneseRules, 'allPass' | 'auctionStart'>,
  players: number,
  dealer: Seat,
  previousNapoleon: Seat | null,
): Seat {
  if (rules.allPass === 'dealer-opens') return dealer;
  if (rules.auctionStart === 'previous-napoleon' && previousNapoleon !== null) return previousNapoleon;
  if (rules.auctionStart === 'dealer') return dealer;
  return nextSeat(dealer, players);
}

function redeal(s: JapaneseState, why: string): void {
  const h = s.hand;
  const next = newHand(s, h.handNo, h.dealNo + 1, nextSeat(h.dealer, s.players));
  next.auction.events.push({ note: `${why}: redeal, seat ${next.dealer} deals` });
  s.hand = next;
  s.phase = 'auction';
}

// ---------------------------------------------------------------------------------------
// Setup

export function setupJapanese(setup: GameSetup): JapaneseState {
  const rules = resolveJapaneseRules(setup.ruleSet, setup.players);
  const players = rules.players;
  const dealer = setup.dealer ?? 0;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= players) {
    throw new Error(`dealer must be a seat from 0 to ${players - 1}`);
  }
  const base = { rules, players, seed: String(setup.seed) };
  return {
    variant: 'japanese',
    seed: base.seed,
    ruleSet: { ...setup.ruleSet, variant: 'japanese' },
    rules,
    players,
    firstDealer: dealer,
    log: [],
    phase: 'auction',
    hand: newHand(base, 0, 0, dealer),
    totals: Array.from({ length: players }, () => 0),
    history: [],
  };
}

// ---------------------------------------------------------------------------------------
// Who acts

export function japaneseToAct(s: JapaneseState): Seat[] {
  switch (s.phase) {
    case 'auction':
      return [s.hand.auction.turn];
    case 'adjutant':
    case 'exchange':
      return [s.hand.napoleon!];
    case 'play': {
      const t = trickToAct(s.hand.trick!);
      return t === null ? [] : [t];
    }
    case 'handOver':
      return [nextSeat(s.hand.dealer, s.players)];
    case 'gameOver':
      return [];
  }
}

function trumpOf(h: JapaneseHand): Suit | null {
  const suit = h.contract?.suit;
  return suit === undefined || suit === 'NT' ? null : suit;
}

/** The Japanese trick context for the current trick of a hand. */
export function currentTrickContext(s: JapaneseState): JapaneseTrickContext {
  const t = s.hand.trick!;
  return {
    trump: trumpOf(s.hand),
    trickNo: Math.min(t.completed.length + 1, t.totalTricks),
    totalTricks: t.totalTricks,
    players: s.players,
    declared: t.current[0]?.declared ?? null,
  };
}

/** The first two cards of a trick, all `suitToFollow` reads (not a copy of every play). */
function leadCards(plays: readonly TrickPlay[]): Card[] {
  return plays.length === 1 ? [plays[0]!.card] : [plays[0]!.card, plays[1]!.card];
}

/** The trick rules for a rule set and trumps, made once for each (no closures per card played). */
const trickRulesFor = perRuleValues((rules: JapaneseRules, slot: number) => trickRules(rules, slotTrump(slot)));

function trickRules(rules: JapaneseRules, trump: Suit | null): TrickRules<TrickContext & { jp: JapaneseTrickContext }> {
  // The last context made, handed out again while its facts hold (every play of a trick but the
  // lead's, usually): frozen, since it is shared.
  let last: (TrickContext & { jp: JapaneseTrickContext }) | null = null;
  return overCards({
    context: (hand, plays) => {
      const trickNo = Math.min(hand.completed.length + 1, hand.totalTricks);
      const declared = plays[0]?.declared ?? null;
      const jp: JapaneseTrickContext =
        last !== null &&
        last.trickNumber === trickNo &&
        last.declared === declared &&
        last.totalTricks === hand.totalTricks &&
        last.players === hand.players
          ? last.jp
          : Object.freeze({ trump, trickNo, totalTricks: hand.totalTricks, players: hand.players, declared });
      // A card other than the joker led: its suit (what suitToFollow answers, without a list).
      const lead = plays.length === 0 ? null : plays[0]!.card;
      const ledSuit = lead === null ? null : lead !== 'JK' ? suitOf(lead) : suitToFollow(rules, leadCards(plays), jp);
      if (last !== null && last.jp === jp && last.ledSuit === ledSuit) return last;
      return (last = Object.freeze({
        trump,
        ledSuit,
        trickNumber: trickNo,
        totalTricks: hand.totalTricks,
        players: hand.players,
        declared,
        jp,
      }));
    },
    legal: (hand, cards, ctx) => legalCards(rules, hand, cards, ctx.jp),
    mayPlay: (hand, cards, ctx, card) => mayPlayCard(rules, hand, cards, ctx.jp, card),
    winner: (cards, ctx) => trickWinner(rules, cards, ctx.jp),
    points: (c) => honourValue(c, rules),
  });
}

/** True when the leader of this trick must name a suit with a joker lead. */
function jokerNeedsSuit(s: JapaneseState): boolean {
  return jokerLeadMode(s.rules, currentTrickContext(s).trickNo) === 'named-suit';
}

function adjutantChoices(s: JapaneseState, own: readonly Card[]): Card[] {
  const deck = japaneseDeck(s.rules, s.players);
  return s.rules.adjutantOwnCard ? deck : deck.filter((c) => !own.includes(c));
}

function* combinations<T>(items: readonly T[], k: number, start = 0, acc: T[] = []): Generator<T[]> {
  if (acc.length === k) {
    yield [...acc];
    return;
  }
  for (let i = start; i <= items.length - (k - acc.length); i++) {
    acc.push(items[i]!);
    yield* combinations(items, k, i + 1, acc);
    acc.pop();
  }
}

function canPass(s: JapaneseState, seat: Seat): boolean {
  const a = s.hand.auction;
  const mustBid = s.rules.allPass === 'dealer-must-bid' || s.rules.allPass === 'dealer-opens';
  return !(mustBid && a.high === null && seat === s.hand.dealer);
}

/**
 * Whether `seat` may declare betrayal with a play of `card` (SPEC §2.3): the adjutant with ♣10;
 * under `adjutant-and-napoleon` also Napoleon while he still holds ♣10 and the joker (unless it was
 * buried: then it is not in play): he shows them and declares it with any play, before either
 * of them has been played. Once a hand, and only while there is an adjutant.
 */
export function canBetray(s: JapaneseState, seat: Seat, card: Card): boolean {
  const h = s.hand;
  if (s.rules.betrayal === 'off' || s.phase !== 'play' || h.betrayal || h.adjutant === null || h.solo !== false) {
    return false;
  }
  if (seat === h.adjutant) return card === 'C10';
  if (seat !== h.napoleon || s.rules.betrayal !== 'adjutant-and-napoleon') return false;
  const held = h.trick?.hands[seat] ?? h.hands[seat]!;
  return held.includes('C10') && (held.includes('JK') || h.discards.includes('JK'));
}

function maxBid(s: JapaneseState): number {
  return totalHonours(s.rules, s.players);
}

export function japaneseLegalActions(s: JapaneseState, seat: Seat): JapaneseAction[] {
  const h = s.hand;
  switch (s.phase) {
    case 'auction': {
      if (seat !== h.auction.turn) return [];
      const out: JapaneseAction[] = [];
      if (canPass(s, seat)) out.push({ type: 'pass', seat });
      const withCard = s.rules.adjutantTiming === 'with-bid';
      const cards = withCard ? adjutantChoices(s, h.hands[seat]!) : [];
      for (let n = h.auction.minBid; n <= maxBid(s); n++) {
        for (const suit of STRAINS) {
          if (suit === 'NT' && !s.rules.noTrumpBids) continue;
          if (!bidBeats(n, suit, h.auction.high)) continue;
          if (withCard) for (const card of cards) out.push({ type: 'bid', seat, count: n, suit, card });
          else out.push({ type: 'bid', seat, count: n, suit });
        }
      }
      return out;
    }
    case 'adjutant': {
      if (seat !== h.napoleon) return [];
      return adjutantChoices(s, h.hands[seat]!).map((card) => ({ type: 'adjutant', seat, card }));
    }
    case 'exchange': {
      if (seat !== h.napoleon) return [];
      // Napoleon takes the widow up first: the discards are chosen from the whole hand, so a
      // widow card may be buried (SPEC §2.3).
      const out: JapaneseAction[] = [];
      const full = sortHand([...h.hands[seat]!, ...h.widow]);
      for (const cards of combinations(full, h.widow.length)) out.push({ type: 'discard', seat, cards });
      return out;
    }
    case 'play': {
      const t = h.trick!;
      if (trickToAct(t) !== seat) return [];
      const ctx = currentTrickContext(s);
      const cards = legalCards(
        s.rules,
        t.hands[seat]!,
        t.current.map((p) => p.card),
        ctx,
      );
      const out: JapaneseAction[] = [];
      for (const card of cards) {
        if (card === 'JK' && t.current.length === 0 && jokerNeedsSuit(s)) {
          for (const d of ['S', 'H', 'D', 'C'] as const) out.push({ type: 'play', seat, card, declared: d });
        } else out.push({ type: 'play', seat, card });
      }
      // Betrayal is declared with a play: each such play also comes with `betray: true`.
      const n = out.length;
      for (let i = 0; i < n; i++) {
        const p = out[i] as Extract<JapaneseAction, { type: 'play' }>;
        if (canBetray(s, seat, p.card)) out.push({ ...p, betray: true });
      }
      return out;
    }
    case 'handOver':
      return [{ type: 'next-hand', seat }];
    case 'gameOver':
      return [];
  }
}

// ---------------------------------------------------------------------------------------
// Applying actions

function fail<T>(reason: string): Outcome<T> {
  return { ok: false, reason };
}

function clone<T>(x: T): T {
  return structuredClone(x);
}

function isSeat(s: JapaneseState, v: unknown): v is Seat {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < s.players;
}

/**
 * Apply an action: a new state, and `state` unchanged. Copy-on-write: the new state shares every
 * part the action does not change (the deal, the completed tricks, the options); the parts it
 * changes are copied first, one level at a time (for a card play: the state, the hand, the log).
 */
export function applyJapanese(state: JapaneseState, action: JapaneseAction): Outcome<JapaneseState> {
  if (action === null || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string') {
    return fail('an action is an object with a "type"');
  }
  const a = action as JapaneseAction;
  if (a.type !== 'next-hand' && !isSeat(state, a.seat)) {
    return fail(`"seat" must be a seat number from 0 to ${state.players - 1}`);
  }
  let r: string | null;
  const s: JapaneseState = { ...state, hand: { ...state.hand } };
  switch (a.type) {
    case 'bid':
    case 'pass': {
      const au = s.hand.auction;
      s.hand.auction = { ...au, events: [...au.events], out: [...au.out] };
      s.hand.widowShown = [...s.hand.widowShown];
      r = auctionAction(s, a);
      break;
    }
    case 'adjutant':
      r = adjutantAction(s, a);
      break;
    case 'discard':
      s.hand.hands = [...s.hand.hands];
      r = discardAction(s, a);
      break;
    case 'play':
      r = playAction(s, a);
      break;
    case 'next-hand':
      r = nextHandAction(s);
      break;
    default:
      return fail(
        `unknown action type ${JSON.stringify((a as { type: unknown }).type)}: allowed types are bid, pass, adjutant, discard, play, next-hand`,
      );
  }
  if (r !== null) return fail(r);
  s.log = appended(state.log, copyAction(a));
  return { ok: true, value: s };
}

/** The logged copy of an action (the caller's object may change later). */
function copyAction(a: JapaneseAction): JapaneseAction {
  return a.type === 'discard' ? { ...a, cards: [...a.cards] } : { ...a };
}

function phaseError(s: JapaneseState, what: string): string {
  return `cannot ${what} now: the hand is in the ${s.phase} phase`;
}

function auctionAction(s: JapaneseState, a: Extract<JapaneseAction, { type: 'bid' | 'pass' }>): string | null {
  if (s.phase !== 'auction') return phaseError(s, a.type);
  const h = s.hand;
  const au = h.auction;
  if (a.seat !== au.turn) return `it is seat ${au.turn}'s turn to bid, not seat ${a.seat}'s`;
  if (a.type === 'pass') {
    if (!canPass(s, a.seat)) {
      return s.rules.allPass === 'dealer-opens'
        ? 'the dealer opens the auction and must bid (allPass: "dealer-opens")'
        : 'the dealer may not pass when nobody has bid (allPass: "dealer-must-bid")';
    }
    au.events.push({ seat: a.seat, pass: true });
    au.passesInRow++;
    if (s.rules.passIsFinal) au.out[a.seat] = true;
  } else {
    const { count, suit } = a;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < au.minBid || count > maxBid(s)) {
      return `a bid is a number of honours from ${au.minBid} to ${maxBid(s)}, not ${JSON.stringify(count)}`;
    }
    if (!STRAINS.includes(suit)) return `a bid's suit is "S", "H", "D", "C"${s.rules.noTrumpBids ? ' or "NT"' : ''}`;
    if (suit === 'NT' && !s.rules.noTrumpBids) return 'no-trump bids are not allowed (noTrumpBids: false)';
    if (!bidBeats(count, suit, au.high)) {
      return `${count}${strainLabel(suit)} does not beat the standing bid ${au.high!.count}${strainLabel(au.high!.suit)}`;
    }
    const bid: Bid = { seat: a.seat, count, suit };
    if (s.rules.adjutantTiming === 'with-bid') {
      if (typeof a.card !== 'string')
        return 'each bid names its adjutant card (adjutantTiming: "with-bid"): add "card"';
      if (!japaneseDeck(s.rules, s.players).includes(a.card)) return `${String(a.card)} is not a card of this deck`;
      if (!s.rules.adjutantOwnCard && h.hands[a.seat]!.includes(a.card)) {
        return `${cardLabel(a.card)} is in your own hand: you may not name your own card (adjutantOwnCard: false)`;
      }
      bid.card = a.card;
    } else if (a.card !== undefined) {
      return 'a bid names no card unless adjutantTiming is "with-bid"';
    }
    au.events.push({ seat: a.seat, bid });
    au.high = bid;
    au.passesInRow = 0;
  }
  // Is the auction over?
  const n = s.players;
  if (s.rules.passIsFinal) {
    const inCount = au.out.filter((o) => !o).length;
    if (au.high && inCount === 1 && !au.out[au.high.seat]) return finishAuction(s);
    if (!au.high && inCount === 0) return allPassed(s);
    if (au.high && inCount === 0) return finishAuction(s); // cannot happen (the high bidder never passes)
  } else {
    if (au.high && au.passesInRow >= n - 1) return finishAuction(s);
    if (!au.high && au.passesInRow >= n) return allPassed(s);
  }
  let t = nextSeat(a.seat, n);
  while (au.out[t]) t = nextSeat(t, n);
  au.turn = t;
  return null;
}

function holderOf(h: JapaneseHand, card: Card): Seat | null {
  const i = h.hands.findIndex((hand) => hand.includes(card));
  return i < 0 ? null : i;
}

function makeNapoleon(s: JapaneseState, seat: Seat, count: number, suit: Strain, how: string): string | null {
  const h = s.hand;
  h.napoleon = seat;
  h.contract = { count, suit };
  h.auction.events.push({ note: `${how}: seat ${seat} is Napoleon with ${count}${strainLabel(suit)}` });
  s.phase = s.rules.adjutantTiming === 'after-exchange' ? 'exchange' : 'adjutant';
  return null;
}

function allPassed(s: JapaneseState): string | null {
  const h = s.hand;
  const rules = s.rules;
  switch (rules.allPass) {
    case 'redeal':
    case 'dealer-must-bid':
    case 'dealer-opens':
      redeal(s, 'everybody passed');
      return null;
    case 'mighty-holder': {
      const seat = holderOf(h, 'SA');
      if (seat === null) {
        redeal(s, 'everybody passed and ♠A is in the widow');
        return null;
      }
      return makeNapoleon(s, seat, Math.max(13, rules.minBid), 'S', 'everybody passed, the holder of ♠A comes forward');
    }
    case 'middle-widow-jack': {
      const card = h.widow[Math.floor(h.widow.length / 2)]!;
      h.widowShown = [card];
      const suit = suitOf(card);
      const seat = suit ? holderOf(h, suit + 'J') : null;
      if (suit === null || seat === null) {
        redeal(s, `everybody passed and the jack of the middle widow card (${cardLabel(card)}) is in nobody's hand`);
        return null;
      }
      return makeNapoleon(s, seat, rules.minBid, suit, `everybody passed; the middle widow card is ${cardLabel(card)}`);
    }
    case 'flip-widow': {
      for (const card of h.widow) {
        h.widowShown.push(card);
        const suit = suitOf(card);
        const seat = suit ? holderOf(h, suit + 'J') : null;
        if (suit && seat !== null) {
          return makeNapoleon(
            s,
            seat,
            rules.minBid,
            suit,
            `everybody passed; the widow card turned up is ${cardLabel(card)}`,
          );
        }
      }
      redeal(s, 'everybody passed and no turned widow card found its jack in a hand');
      return null;
    }
    case 'reveal-widow': {
      if (h.auction.second) {
        redeal(s, 'everybody passed twice');
        return null;
      }
      h.widowShown = [...h.widow];
      const au = h.auction;
      au.second = true;
      au.minBid += 1;
      au.out = au.out.map(() => false);
      au.passesInRow = 0;
      au.turn = au.opener ?? nextSeat(h.dealer, s.players);
      au.events.push({ note: `everybody passed: the widow is shown and the auction runs again from ${au.minBid}` });
      return null;
    }
  }
}

function finishAuction(s: JapaneseState): string | null {
  const h = s.hand;
  const high = h.auction.high!;
  h.napoleon = high.seat;
  h.contract = { count: high.count, suit: high.suit };
  if (s.rules.adjutantTiming === 'with-bid' && high.card) {
    setAdjutant(s, high.card, false);
    s.phase = 'exchange';
  } else {
    s.phase = s.rules.adjutantTiming === 'after-exchange' ? 'exchange' : 'adjutant';
  }
  return null;
}

function setAdjutant(s: JapaneseState, card: Card, afterExchange: boolean): void {
  const h = s.hand;
  h.adjutantCard = card;
  const nap = h.napoleon!;
  if (afterExchange && h.discards.includes(card)) {
    h.adjutant = null;
    h.solo = true;
    return;
  }
  const holder = holderOf(h, card);
  if (holder === null || holder === nap) {
    h.adjutant = null;
    h.solo = true;
  } else {
    h.adjutant = holder;
    h.solo = false;
  }
}

function adjutantAction(s: JapaneseState, a: Extract<JapaneseAction, { type: 'adjutant' }>): string | null {
  if (s.phase !== 'adjutant') return phaseError(s, 'name the adjutant card');
  const h = s.hand;
  if (a.seat !== h.napoleon) return `only Napoleon (seat ${h.napoleon}) names the adjutant card`;
  if (typeof a.card !== 'string' || !japaneseDeck(s.rules, s.players).includes(a.card)) {
    return `${JSON.stringify(a.card)} is not a card of this deck`;
  }
  if (!s.rules.adjutantOwnCard && h.hands[a.seat]!.includes(a.card)) {
    return `${cardLabel(a.card)} is in your own hand: you may not name your own card (adjutantOwnCard: false)`;
  }
  const after = s.rules.adjutantTiming === 'after-exchange';
  setAdjutant(s, a.card, after);
  if (after) startPlay(s);
  else s.phase = 'exchange';
  return null;
}

function discardAction(s: JapaneseState, a: Extract<JapaneseAction, { type: 'discard' }>): string | null {
  if (s.phase !== 'exchange') return phaseError(s, 'discard');
  const h = s.hand;
  const nap = h.napoleon!;
  if (a.seat !== nap) return `only Napoleon (seat ${nap}) exchanges with the widow`;
  if (!Array.isArray(a.cards)) return '"cards" must be a list of cards';
  const n = h.widow.length;
  const full = sortHand([...h.hands[nap]!, ...h.widow]);
  if (a.cards.length !== n) return `discard exactly ${n} cards (the size of the widow), not ${a.cards.length}`;
  if (new Set(a.cards).size !== n) return 'the discards contain the same card twice';
  for (const c of a.cards) {
    if (!full.includes(c))
      return `${typeof c === 'string' ? cardLabel(c) : JSON.stringify(c)} is not in Napoleon's hand or the widow`;
  }
  h.hands[nap] = full.filter((c) => !a.cards.includes(c));
  h.discards = sortHand(a.cards);
  if (s.rules.adjutantTiming === 'after-exchange') s.phase = 'adjutant';
  else startPlay(s);
  return null;
}

function startPlay(s: JapaneseState): void {
  const h = s.hand;
  h.trick = startTrickHand(h.hands, h.napoleon!);
  s.phase = 'play';
}

function playAction(s: JapaneseState, a: Extract<JapaneseAction, { type: 'play' }>): string | null {
  if (s.phase !== 'play') return phaseError(s, 'play a card');
  const h = s.hand;
  const t = h.trick!;
  const leading = t.current.length === 0;
  let declared: Suit | undefined;
  if (leading && a.card === 'JK' && jokerNeedsSuit(s)) {
    if (a.declared === undefined) return 'name a suit with a joker lead (jokerLead: "named-suit"): add "declared"';
    if (!['S', 'H', 'D', 'C'].includes(a.declared)) return '"declared" must be "S", "H", "D" or "C"';
    declared = a.declared;
  } else if (a.declared !== undefined) {
    return '"declared" is only for a joker lead under jokerLead: "named-suit"';
  }
  if (a.betray !== undefined && typeof a.betray !== 'boolean') return '"betray" must be true or false';
  if (a.betray === true && !canBetray(s, a.seat, a.card)) {
    return s.rules.betrayal === 'off'
      ? 'betrayal is not played under these rules (betrayal: "off")'
      : s.hand.betrayal
        ? 'betrayal has already been declared in this hand'
        : s.rules.betrayal === 'adjutant'
          ? 'only the adjutant may declare betrayal, and only when playing ♣10'
          : s.hand.adjutant === null || s.hand.solo !== false
            ? 'there is no adjutant to betray or to be betrayed by: Napoleon plays alone'
            : 'only the adjutant playing ♣10, or Napoleon while he still holds ♣10 and the joker (neither played yet), may declare betrayal';
  }
  const next = playCardToTrick(
    t,
    trickRulesFor(s.rules, trumpSlot(trumpOf(h))),
    a.seat,
    a.card,
    declared ? { declared } : undefined,
  );
  if (typeof next === 'string') return next;
  h.trick = next;
  h.hands = h.trick.hands;
  if (a.card === h.adjutantCard) h.adjutantRevealed = true;
  if (a.betray === true) {
    const trickNo = t.completed.length + 1;
    if (a.seat === h.napoleon) {
      // Napoleon shows ♣10 and the joker (those he holds before this play) and joins the
      // allies; the adjutant must make the bid alone (the hand scores as solo, for the adjutant).
      const held = t.hands[a.seat]!;
      const shown = (['C10', 'JK'] as const).filter((c) => held.includes(c));
      h.betrayal = { by: 'napoleon', seat: a.seat, adjutant: h.adjutant!, trickNo, shown: [...shown] };
    } else {
      // The adjutant joins the allies; Napoleon plays on alone (the hand scores as solo).
      h.betrayal = { by: 'adjutant', seat: a.seat, adjutant: h.adjutant!, trickNo };
      h.adjutant = null;
    }
    h.solo = true;
  }
  if (isHandOver(h.trick)) finishHand(s);
  return null;
}

function finishHand(s: JapaneseState): void {
  const h = s.hand;
  const t = h.trick!;
  const nap = h.napoleon!;
  // Who makes the bid: Napoleon and the adjutant, or after a betrayal the one left alone.
  const side = bidSide(h);
  const points = t.points.reduce((acc, p, seat) => acc + (side.includes(seat) ? p : 0), 0);
  const total = totalHonours(s.rules, s.players);
  const discardHonours = h.discards.reduce((acc, c) => acc + honourValue(c, s.rules), 0);
  const solo = h.solo === true;
  const byNapoleon = h.betrayal?.by === 'napoleon';
  const score = scoreHand(s.rules, {
    bid: h.contract!.count,
    points,
    solo,
    players: s.players,
    totalHonours: total,
    ...(byNapoleon ? { bearer: 'adjutant' as const } : {}),
  });
  // The one who makes the bid alone is scored as a solo Napoleon; everyone else as an ally.
  const scores = Array.from({ length: s.players }, (_, seat) =>
    seat === side[0] ? score.napoleon : seat === side[1] ? (score.adjutant ?? 0) : score.ally,
  );
  h.result = {
    ...(h.betrayal ? { betrayal: structuredClone(h.betrayal) } : {}),
    handNo: h.handNo,
    napoleon: nap,
    adjutant: h.adjutant,
    adjutantCard: h.adjutantCard!,
    solo,
    bid: h.contract!.count,
    trump: h.contract!.suit,
    points,
    discardHonours,
    totalHonours: total,
    score,
    scores,
  };
  h.adjutantRevealed = true;
  s.totals = s.totals.map((v, i) => v + scores[i]!);
  s.history = [...s.history, h.result];
  const played = s.history.length;
  s.phase = s.rules.rounds > 0 && played >= s.rules.rounds ? 'gameOver' : 'handOver';
}

function nextHandAction(s: JapaneseState): string | null {
  if (s.phase !== 'handOver') return phaseError(s, 'start the next hand');
  s.hand = newHand(s, s.hand.handNo + 1, 0, nextSeat(s.hand.dealer, s.players), s.hand.napoleon);
  s.phase = 'auction';
  return null;
}

// ---------------------------------------------------------------------------------------
// Views

export interface JapaneseView {
  variant: 'japanese';
  /** The viewer's seat; null for a spectator. */
  seat: Seat | null;
  players: number;
  phase: JapanesePhase;
  rules: JapaneseRules;
  handNo: number;
  dealer: Seat;
  totals: number[];
  /** The viewer's cards (empty for a spectator); Napoleon's include the widow during the exchange. */
  hand: Card[];
  /** Number of cards in each seat's hand (Napoleon's with the widow during the exchange). */
  handCounts: number[];
  widowCount: number;
  /** The widow: Napoleon sees it during the exchange; everyone at the end of the hand. */
  widow: Card[] | null;
  /** Widow cards turned up for everyone (`reveal-widow`, `flip-widow`). */
  widowShown: Card[];
  auction: { events: AuctionEvent[]; high: Bid | null; minBid: number; turn: Seat | null };
  napoleon: Seat | null;
  contract: { count: number; suit: Strain } | null;
  trump: Suit | null;
  adjutantCard: Card | null;
  /** The adjutant's seat, when the viewer may know it (card played, or the viewer is the adjutant). */
  adjutant: Seat | null;
  /** Whether Napoleon plays alone, when the viewer may know it; null when unknown to the viewer. */
  solo: boolean | null;
  /** Napoleon's discards (Napoleon only; everyone at the end of the hand). */
  discards: Card[] | null;
  discardCount: number;
  /** The trick being played. */
  trick: { number: number; leader: Seat; plays: TrickPlay[] } | null;
  tricks: CompletedTrick[];
  /** Honours taken by each seat so far (public: tricks are taken face up). */
  honoursTaken: number[];
  result: HandResult | null;
  history: HandResult[];
  /** Seats to act now. */
  toAct: Seat[];
  /**
   * The viewer's legal actions. During the exchange this lists no discard combinations;
   * use {@link JapaneseView.exchange} instead.
   */
  legal: JapaneseAction[];
  /** Napoleon's exchange: discard `count` of `from`. */
  exchange: { count: number; from: Card[] } | null;
  /**
   * A betrayal declared this hand, as everyone sees it: who declared it and when, the cards
   * Napoleon showed (his betrayal), and the adjutant's seat only when the viewer may know it.
   */
  betrayal: {
    by: 'adjutant' | 'napoleon';
    seat: Seat;
    trickNo: number;
    adjutant: Seat | null;
    shown: Card[];
  } | null;
}

export function japaneseView(s: JapaneseState, seat: Seat | null): JapaneseView {
  const h = s.hand;
  const over = s.phase === 'handOver' || s.phase === 'gameOver';
  const isNap = seat !== null && seat === h.napoleon;
  // Napoleon knows whether he plays alone (the card is his, or he sees the widow and his
  // discards) but not who holds the card: nobody is told until it is played.
  const napKnows = isNap && h.solo !== null;
  const adjKnown = over || h.adjutantRevealed;
  let adjutant: Seat | null = null;
  if (adjKnown || (seat !== null && seat === h.adjutant)) adjutant = h.adjutant;
  let solo: boolean | null = null;
  if (over || napKnows || h.adjutantRevealed || h.betrayal) solo = h.solo;
  else if (seat !== null && seat === h.adjutant) solo = false;
  const t = h.trick;
  const inExchange = s.phase === 'exchange' && isNap;
  const legal = seat === null || s.phase === 'exchange' ? [] : japaneseLegalActions(s, seat);
  return {
    variant: 'japanese',
    seat,
    players: s.players,
    phase: s.phase,
    rules: s.rules,
    handNo: h.handNo,
    dealer: h.dealer,
    totals: [...s.totals],
    // During the exchange Napoleon has taken the widow up: it is in his hand until he discards.
    hand: seat === null ? [] : inExchange ? sortHand([...h.hands[seat]!, ...h.widow]) : [...h.hands[seat]!],
    handCounts: h.hands.map((x, i) => x.length + (s.phase === 'exchange' && i === h.napoleon ? h.widow.length : 0)),
    widowCount: h.widow.length,
    widow: inExchange || over ? [...h.widow] : null,
    widowShown: [...h.widowShown],
    auction: {
      events: clone(h.auction.events),
      high: h.auction.high ? { ...h.auction.high } : null,
      minBid: h.auction.minBid,
      turn: s.phase === 'auction' ? h.auction.turn : null,
    },
    napoleon: h.napoleon,
    contract: h.contract ? { ...h.contract } : null,
    trump: trumpOf(h),
    adjutantCard: h.adjutantCard,
    adjutant,
    solo,
    discards: isNap || over ? [...h.discards] : null,
    discardCount: h.discards.length,
    trick: t && !isHandOver(t) ? { number: t.completed.length + 1, leader: t.leader, plays: clone(t.current) } : null,
    tricks: t ? clone(t.completed) : [],
    honoursTaken: t ? [...t.points] : h.hands.map(() => 0),
    result: h.result ? clone(h.result) : null,
    history: clone(s.history),
    toAct: japaneseToAct(s),
    legal,
    exchange: inExchange ? { count: h.widow.length, from: sortHand([...h.hands[seat!]!, ...h.widow]) } : null,
    betrayal: h.betrayal
      ? {
          by: h.betrayal.by,
          seat: h.betrayal.seat,
          trickNo: h.betrayal.trickNo,
          shown: [...(h.betrayal.shown ?? [])],
          adjutant:
            h.betrayal.by === 'adjutant' || over || h.adjutantRevealed || seat === h.betrayal.adjutant
              ? h.betrayal.adjutant
              : null,
        }
      : null,
  };
}

// ---------------------------------------------------------------------------------------
// The Game object

export const japaneseGame: Game<JapaneseState, JapaneseAction, JapaneseView> = {
  variant: 'japanese',
  setup: setupJapanese,
  toAct: japaneseToAct,
  legalActions: japaneseLegalActions,
  apply: applyJapanese,
  view: japaneseView,
  phase: (s) => s.phase,
  isGameOver: (s) => s.phase === 'gameOver',
};

/** Replay a log from a setup: the same seed and actions give the same state. Throws on an illegal action. */
export function replayJapanese(setup: GameSetup, log: readonly JapaneseAction[]): JapaneseState {
  return replayLog(japaneseGame, setup, log);
}

/** Cards per hand and widow size for a rule set (for pages and tests). */
export function dealShape(rules: JapaneseRules, players: number = rules.players): { hand: number; widow: number } {
  const deck = japaneseDeck(rules, players).length;
  const hand = HAND_SIZE[players]!;
  return { hand, widow: deck - hand * players };
}

/**
 * A uniformly random legal action for the seat to act (for bots, tests and benchmarks).
 * The exchange picks random discards without listing every combination. `passBias` (0–1)
 * makes passing in the auction more likely, so random auctions end near the minimum bid.
 */
export function randomJapaneseAction(s: JapaneseState, rng: Rng, passBias = 0.6): JapaneseAction | null {
  const seat = japaneseToAct(s)[0];
  if (seat === undefined) return null;
  if (s.phase === 'exchange') {
    const h = s.hand;
    const pool = rng.shuffle([...h.hands[seat]!, ...h.widow]);
    return { type: 'discard', seat, cards: sortHand(pool.slice(0, h.widow.length)) };
  }
  const acts = japaneseLegalActions(s, seat);
  if (s.phase === 'auction') {
    const pass = acts.find((a) => a.type === 'pass');
    if (pass && rng.next() < passBias) return pass;
    const bids = acts.filter((a) => a.type === 'bid');
    const low = bids.filter((a) => a.type === 'bid' && a.count <= s.hand.auction.minBid + 2);
    return rng.pick(low.length > 0 ? low : bids.length > 0 ? bids : acts);
  }
  return rng.pick(acts);
}
