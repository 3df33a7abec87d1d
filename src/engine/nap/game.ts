/**
 * English Nap as a `Game` (SPEC §3): deal five each, bidding (multi or single round, with
 * Misère, Wellington, Blücher), the opening lead sets trumps, five tricks on the shared
 * trick core, optional early stop once the result is certain, payouts over `rounds`.
 */
import type { Card, Suit } from '../cards.ts';
import { replayLog, type Game, type GameSetup, type Seat } from '../game.ts';
import type { RuleSet } from '../options.ts';
import {
  startStateHead,
  startStateTail,
  dealHands,
  tableGame,
  tableView,
  trickTurn,
  seatTurnProblem,
  turnProblem,
} from '../trick/table.ts';
import {
  overCards,
  isHandOver,
  playCardToTrick,
  trickToAct,
  slotTrump,
  trumpSlot,
  startTrickHand,
  trickNumber,
  type CompletedTrick,
  type TrickHand,
  type TrickPlay,
  type TrickRules,
} from '../trick/index.ts';
import { resolveNap, type NapValues } from './options.ts';
import {
  bidProblem,
  napBidsAbove,
  napCertainResult,
  napDeck,
  napLegalCards,
  napMayPlay,
  napScore,
  napTrickWinner,
  NAP_HAND,
  trumpFromLead,
  type NapBid,
  type NapTrickContext,
} from './rules.ts';

export type NapAction =
  | { type: 'bid'; seat: Seat; bid: NapBid }
  | { type: 'pass'; seat: Seat }
  | { type: 'play'; seat: Seat; card: Card }
  | { type: 'stop'; seat: Seat }
  | { type: 'next'; seat: Seat };

export type NapPhase = 'auction' | 'play' | 'handOver' | 'gameOver';

export interface NapHandResult {
  declarer: Seat;
  bid: NapBid;
  tricks: number;
  made: boolean;
  /** True when the hand was stopped early once the result was certain. */
  stopped: boolean;
  deltas: number[];
}

export interface NapState {
  variant: 'nap';
  ruleSet: RuleSet;
  values: NapValues;
  seed: string;
  players: number;
  handNo: number;
  dealNo: number;
  dealer: Seat;
  phase: NapPhase;
  hands: Card[][];
  auction: {
    turn: Seat;
    high: { bid: NapBid; seat: Seat } | null;
    passed: boolean[];
    /** Number of turns taken (single bidding: one each, plus the Nap bidder's Blücher turn). */
    turns: number;
    napBidder: Seat | null;
    history: { seat: Seat; bid?: NapBid }[];
  };
  declarer: Seat | null;
  bid: NapBid | null;
  /** Trumps (set by the opening lead; null in Misère or before the lead). */
  trump: Suit | null;
  trick: TrickHand | null;
  result: NapHandResult | null;
  totals: number[];
  log: NapAction[];
}

/** The trick context Nap's rules see during a hand. */
type NapRulesContext = NapTrickContext & { ledSuit: Suit | null; totalTricks: number; players: number };

function deal(state: NapState): void {
  const n = state.players;
  state.hands = dealHands(state.seed, state.dealNo, napDeck(state.values), n, NAP_HAND).hands;
  state.dealNo++;
  state.phase = 'auction';
  state.auction = {
    turn: (state.dealer + 1) % n,
    high: null,
    passed: new Array(n).fill(false),
    turns: 0,
    napBidder: null,
    history: [],
  };
  state.declarer = null;
  state.bid = null;
  state.trump = null;
  state.trick = null;
  state.result = null;
}

export function napTrickRules(
  misere: boolean,
  trumpOf: (plays: readonly TrickPlay[], hand: TrickHand) => Suit | null,
): TrickRules<NapRulesContext> {
  // The last context made, handed out again while its facts hold: frozen, since it is shared.
  let last: NapRulesContext | null = null;
  return overCards<NapRulesContext>({
    context(hand, plays) {
      const trump = trumpOf(plays, hand);
      const trickNo = trickNumber(hand);
      if (
        last !== null &&
        last.trump === trump &&
        last.trickNumber === trickNo &&
        last.totalTricks === hand.totalTricks &&
        last.players === hand.players
      )
        return last;
      return (last = Object.freeze({
        trump,
        trickNumber: trickNo,
        misere,
        ledSuit: null,
        totalTricks: hand.totalTricks,
        players: hand.players,
      }));
    },
    legal: napLegalCards,
    mayPlay: napMayPlay,
    winner: napTrickWinner,
    points: () => 0,
  });
}

function rulesFor(state: NapState): TrickRules<NapRulesContext> {
  const misere = state.bid === 'misere';
  // One set of rules per contract kind and trump suit (no closures per card played).
  const slot = misere ? 5 : trumpSlot(state.trump);
  return (NAP_RULES[slot] ??= napTrickRules(misere, (plays, hand) => {
    if (misere) return null;
    if (hand.completed.length === 0) return plays.length > 0 ? trumpFromLead(plays[0]!.card) : null;
    return slotTrump(slot);
  }));
}
const NAP_RULES: (TrickRules<NapRulesContext> | undefined)[] = [];

function nextActive(state: NapState, from: Seat): Seat {
  const n = state.players;
  let s = from;
  for (let i = 0; i < n; i++) {
    s = (s + 1) % n;
    if (!state.auction.passed[s]) return s;
  }
  return from;
}

function startPlay(state: NapState): void {
  const high = state.auction.high!;
  state.declarer = high.seat;
  state.bid = high.bid;
  state.trick = startTrickHand(state.hands, high.seat);
  state.hands = state.hands.map(() => []);
  state.phase = 'play';
}

function redeal(state: NapState): void {
  state.dealer = (state.dealer + 1) % state.players;
  deal(state);
}

/** After a bid or pass: move on, or end the auction. */
function advanceAuction(state: NapState): void {
  const au = state.auction;
  const n = state.players;
  if (state.values.bidding === 'multi') {
    const out = au.passed.filter(Boolean).length;
    if (au.high === null && out === n) return redeal(state);
    if (au.high !== null && out === n - 1) return startPlay(state);
    au.turn = nextActive(state, au.turn);
    return;
  }
  // single: one turn each from the dealer's left; then the Nap bidder may bid Blücher over Wellington.
  if (au.turns < n) {
    au.turn = (au.turn + 1) % n;
    return;
  }
  const extra =
    au.turns === n &&
    state.values.blucher &&
    au.high?.bid === 'wellington' &&
    au.napBidder !== null &&
    au.napBidder !== au.high.seat;
  if (extra) {
    au.turn = au.napBidder!;
    return;
  }
  if (au.high === null) return redeal(state);
  startPlay(state);
}

function finishHand(state: NapState, stopped: boolean): void {
  const t = state.trick!;
  const d = state.declarer!;
  const tricks = t.completed.filter((c) => c.winner === d).length;
  const s = napScore({ bid: state.bid!, tricks, players: state.players, payout: state.values.payout });
  const deltas = state.totals.map((_, i) => (i === d ? s.declarer : s.opponent));
  state.totals = state.totals.map((v, i) => v + deltas[i]!);
  state.result = { declarer: d, bid: state.bid!, tricks, made: s.made, stopped, deltas };
  state.handNo++;
  state.phase = state.values.rounds > 0 && state.handNo >= state.values.rounds ? 'gameOver' : 'handOver';
}

/** `made`/`set` once the hand's result is certain (the hand may then stop), else null. */
export function napDecided(state: NapState): 'made' | 'set' | null {
  if (!state.trick || state.bid === null) return null;
  const d = state.declarer!;
  const done = state.trick.completed;
  return napCertainResult(state.bid, done.filter((c) => c.winner === d).length, done.length);
}

/**
 * A copy of the state safe for \`applyMut\` to change. In play and between hands an action only
 * replaces fields (the trick core returns a new trick state; a deal replaces every hand-level
 * part), so a shallow copy shares everything else; in the other phases the parts changed in place
 * (hands, auction …) are copied one level. \`applyToCopy\` appends to a new log.
 */
function copyForUpdate(s: NapState): NapState {
  if (s.phase === 'play' || s.phase === 'handOver') return { ...s };
  return {
    ...s,
    hands: [...s.hands],
    auction: { ...s.auction, passed: [...s.auction.passed], history: [...s.auction.history] },
    totals: [...s.totals],
  };
}

function applyMut(state: NapState, a: NapAction): string | null {
  const refused = state.phase === 'play' ? seatTurnProblem(a, trickToAct(state.trick!)) : turnProblem(a, toAct(state));
  if (refused !== null) return refused;
  const seat = a.seat;
  switch (state.phase) {
    case 'auction': {
      const au = state.auction;
      if (a.type === 'pass') {
        au.history.push({ seat });
        au.passed[seat] = true;
        au.turns++;
        advanceAuction(state);
        return null;
      }
      if (a.type === 'bid') {
        const p = bidProblem(a.bid, au.high?.bid ?? null, state.values);
        if (p) return p;
        au.history.push({ seat, bid: a.bid });
        au.high = { bid: a.bid, seat };
        if (a.bid === 'nap') au.napBidder = seat;
        au.turns++;
        advanceAuction(state);
        return null;
      }
      return 'in the auction you may bid or pass';
    }
    case 'play': {
      if (a.type === 'stop') {
        if (napDecided(state) === null) return 'the hand may stop only once its result is certain';
        finishHand(state, true);
        return null;
      }
      if (a.type !== 'play') return 'play a card';
      const t = state.trick!;
      const next = playCardToTrick(t, rulesFor(state), seat, a.card);
      if (typeof next === 'string') return next;
      if (t.completed.length === 0 && t.current.length === 0 && state.bid !== 'misere')
        state.trump = trumpFromLead(a.card);
      state.trick = next;
      if (isHandOver(state.trick)) finishHand(state, false);
      return null;
    }
    case 'handOver': {
      if (a.type !== 'next') return 'the hand is over: start the next one';
      state.dealer = (state.dealer + 1) % state.players;
      deal(state);
      return null;
    }
    case 'gameOver':
      return 'the game is over';
  }
}

function toAct(state: NapState): Seat[] {
  switch (state.phase) {
    case 'auction':
      return [state.auction.turn];
    case 'play':
      return trickTurn(state.trick!);
    case 'handOver':
      return [(state.dealer + 1) % state.players];
    case 'gameOver':
      return [];
  }
}

function legalActions(state: NapState, seat: Seat): NapAction[] {
  if (!toAct(state).includes(seat)) return [];
  switch (state.phase) {
    case 'auction':
      return [
        { type: 'pass', seat },
        ...napBidsAbove(state.auction.high?.bid ?? null, state.values).map((bid) => ({
          type: 'bid' as const,
          seat,
          bid,
        })),
      ];
    case 'play': {
      const t = state.trick!;
      const rules = rulesFor(state);
      const out: NapAction[] = rules
        .legal(t.hands[seat]!, t.current, rules.context(t, t.current))
        .map((card) => ({ type: 'play', seat, card }));
      if (napDecided(state) !== null) out.push({ type: 'stop', seat });
      return out;
    }
    case 'handOver':
      return [{ type: 'next', seat }];
    case 'gameOver':
      return [];
  }
}

export interface NapView {
  variant: 'nap';
  seat: Seat | null;
  phase: NapPhase;
  players: number;
  /** The rules in force, as the game was set up with them (every seat knows them). */
  rules: NapValues;
  dealer: Seat;
  handNo: number;
  toAct: Seat[];
  hand: Card[];
  handSizes: number[];
  auction: NapState['auction'];
  declarer: Seat | null;
  bid: NapBid | null;
  trump: Suit | null;
  /** True before the opening lead of a trump contract: that lead's suit will be trumps. */
  trumpsByLead: boolean;
  trickNumber: number;
  current: TrickPlay[];
  completed: CompletedTrick[];
  /** Tricks won per seat. */
  tricks: number[];
  /** `made` / `set` once the result is certain (the hand may stop), else null. */
  decided: 'made' | 'set' | null;
  result: NapHandResult | null;
  totals: number[];
}

function view(state: NapState, seat: Seat | null): NapView {
  const t = state.trick;
  return {
    variant: 'nap',
    seat,
    phase: state.phase,
    players: state.players,
    rules: state.values,
    dealer: state.dealer,
    handNo: state.handNo,
    toAct: toAct(state),
    ...tableView(t, state.hands, seat),
    auction: {
      ...state.auction,
      high: state.auction.high && { ...state.auction.high },
      passed: [...state.auction.passed],
      history: [...state.auction.history],
    },
    declarer: state.declarer,
    bid: state.bid,
    trump: state.trump,
    trumpsByLead: state.phase === 'play' && state.trump === null && state.bid !== 'misere',
    tricks: state.totals.map((_, i) => (t ? t.completed.filter((c) => c.winner === i).length : 0)),
    decided: state.phase === 'play' ? napDecided(state) : null,
    result: state.result,
    totals: [...state.totals],
  };
}

/**
 * A game's first state before any card is dealt, from rules already resolved: `setup` deals into
 * it; a search fills it from a view (`view.rules`) without resolving the rule set again.
 */
export function napUndealt(setup: Pick<GameSetup, 'ruleSet' | 'seed' | 'dealer'>, values: NapValues): NapState {
  const n = values.players;
  // Every field written out (same order as the helpers give them), so that the state and each
  // copy of it hold their fields in the object itself (a faster copy per action).
  const head = startStateHead('nap', setup, values, n);
  const tail = startStateTail(n);
  return {
    variant: head.variant,
    ruleSet: head.ruleSet,
    values: head.values,
    seed: head.seed,
    players: head.players,
    handNo: head.handNo,
    dealNo: head.dealNo,
    dealer: head.dealer,
    phase: head.phase,
    hands: head.hands,
    auction: { turn: 0, high: null, passed: [], turns: 0, napBidder: null, history: [] },
    declarer: null,
    bid: null,
    trump: null,
    trick: tail.trick,
    result: tail.result,
    totals: tail.totals,
    log: tail.log,
  };
}

export const napGame: Game<NapState, NapAction, NapView> = tableGame({
  variant: 'nap',
  undealt: (setup) => napUndealt(setup, resolveNap(setup.ruleSet, setup.players)),
  deal,
  toAct,
  legalActions,
  copy: copyForUpdate,
  change: applyMut,
  view,
  isGameOver: (s) => s.phase === 'gameOver',
});

/** Rebuild a state from its setup and action log (replay). */
export function replayNap(setup: GameSetup, log: readonly NapAction[]): NapState {
  return replayLog(napGame, setup, log);
}
