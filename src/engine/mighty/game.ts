/**
 * Mighty as a `Game` (SPEC §5): deal, misdeal calls, auction, kitty, trump change, friend
 * call, ten tricks on the shared trick core, pagat scoring; hands follow one another.
 */
import { cardLabel, cardSets, SUITS, type Card, type Suit } from '../cards.ts';
import { replayLog, type Game, type GameSetup, type Seat } from '../game.ts';
import type { RuleSet } from '../options.ts';
import {
  startStateHead,
  startStateTail,
  tableGame,
  dealHands,
  discardFrom,
  tableView,
  trickTurn,
  seatTurnProblem,
  turnProblem,
} from '../trick/table.ts';
import {
  overCards,
  reusedContext,
  perRuleValues,
  playCardToTrick,
  trickJustCompleted,
  trickToAct,
  slotTrump,
  trumpSlot,
  startTrickHand,
  trickNumber,
  isHandOver,
  type CompletedTrick,
  type TrickHand,
  type TrickPlay,
  type TrickRules,
} from '../trick/index.ts';
import { resolveMighty, type MightyValues } from './options.ts';
import {
  biddableAbove,
  bidBeats,
  bidLabel,
  isPointCard,
  mayCallMisdeal,
  mightyCard,
  mightyLegalCards,
  mightyMayPlay,
  mightyScore,
  mightyTrickWinner,
  MIGHTY_DECK,
  pointsIn,
  ripperCard,
  STRAINS,
  type MightyBid,
  type MightyPartner,
  type MightyScore,
  type MightyTrickContext,
  type Strain,
} from './rules.ts';

export type FriendCall = { mode: 'card'; card: Card } | { mode: 'first-trick' } | { mode: 'none' };

export type MightyAction =
  | { type: 'misdeal'; seat: Seat }
  | { type: 'bid'; seat: Seat; number: number; strain: Strain }
  | { type: 'pass'; seat: Seat }
  | { type: 'discard'; seat: Seat; cards: Card[] }
  | { type: 'trump'; seat: Seat; strain: Strain }
  | ({ type: 'friend'; seat: Seat } & FriendCall)
  | { type: 'play'; seat: Seat; card: Card; declared?: Suit; ripper?: boolean }
  | { type: 'next'; seat: Seat };

export type MightyPhase = 'auction' | 'exchange' | 'trump' | 'friend' | 'play' | 'handOver';

export interface AuctionEntry {
  seat: Seat;
  action: 'bid' | 'pass' | 'misdeal';
  bid?: MightyBid;
}

export interface MightyHandResult {
  declarer: Seat;
  friend: Seat | null;
  partner: MightyPartner;
  contract: MightyBid;
  /** Points of the declarer's side, discarded points included. */
  points: number;
  score: MightyScore;
  /** Score change per seat. */
  deltas: number[];
}

export interface MightyState {
  variant: 'mighty';
  ruleSet: RuleSet;
  values: MightyValues;
  seed: string;
  players: number;
  /** Hands completed so far (0-based number of the current hand). */
  handNo: number;
  /** Deals made so far (redeals included): the deal seed is derived from it. */
  dealNo: number;
  dealer: Seat;
  phase: MightyPhase;
  /** Cards held by each seat before play (during play the trick state holds the hands). */
  hands: Card[][];
  kitty: Card[];
  discards: Card[];
  auction: { turn: Seat; passed: boolean[]; high: (MightyBid & { seat: Seat }) | null; history: AuctionEntry[] };
  declarer: Seat | null;
  contract: MightyBid | null;
  friendCall: FriendCall | null;
  /** The friend's seat (hidden in views until revealed). */
  friend: Seat | null;
  friendRevealed: boolean;
  trick: TrickHand | null;
  result: MightyHandResult | null;
  totals: number[];
  /** Every action applied since setup. */
  log: MightyAction[];
}

const PLAYERS = 5;

function deal(state: MightyState): void {
  const dealt = dealHands(state.seed, state.dealNo, MIGHTY_DECK, PLAYERS, 10);
  state.hands = dealt.hands;
  state.kitty = dealt.rest;
  state.discards = [];
  state.dealNo++;
  state.phase = 'auction';
  state.auction = { turn: state.dealer, passed: new Array(PLAYERS).fill(false), high: null, history: [] };
  state.declarer = null;
  state.contract = null;
  state.friendCall = null;
  state.friend = null;
  state.friendRevealed = false;
  state.trick = null;
  state.result = null;
}

/** The trick rules for a rule set and trumps, made once for each (no closures per card played). */
const trickRulesFor = perRuleValues((values: MightyValues, slot: number) => trickRules(values, slotTrump(slot)));

function trickRules(values: MightyValues, trump: Suit | null): TrickRules<MightyTrickContext> {
  return overCards({
    context: reusedContext((hand, trickNo, declared) => ({
      values,
      trump,
      ledSuit: null,
      trickNumber: trickNo,
      totalTricks: hand.totalTricks,
      players: hand.players,
      declared,
      calls: hand.calls,
    })),
    legal: mightyLegalCards,
    mayPlay: mightyMayPlay,
    winner: mightyTrickWinner,
    points: (c) => (isPointCard(c) ? 1 : 0),
  });
}

function trumpOf(state: MightyState): Suit | null {
  return state.contract && state.contract.strain !== 'NT' ? state.contract.strain : null;
}

function nextActiveBidder(state: MightyState, from: Seat): Seat {
  let s = from;
  for (let i = 0; i < PLAYERS; i++) {
    s = (s + 1) % PLAYERS;
    if (!state.auction.passed[s]) return s;
  }
  return from;
}

function finishAuctionIfDone(state: MightyState): void {
  const passed = state.auction.passed.filter(Boolean).length;
  const high = state.auction.high;
  if (high === null && passed === PLAYERS) {
    deal(state); // all pass: redeal by the same dealer
    return;
  }
  if (high !== null && passed === PLAYERS - 1) {
    state.declarer = high.seat;
    state.contract = { number: high.number, strain: high.strain };
    state.hands[high.seat] = [...state.hands[high.seat]!, ...state.kitty];
    state.kitty = [];
    state.phase = 'exchange';
    return;
  }
  state.auction.turn = nextActiveBidder(state, state.auction.turn);
}

function startPlay(state: MightyState): void {
  const d = state.declarer!;
  state.phase = 'play';
  state.trick = startTrickHand(state.hands, d);
  state.hands = state.hands.map(() => []);
}

function scoreHand(state: MightyState): void {
  const t = state.trick!;
  const d = state.declarer!;
  const friend = state.friend;
  const partner: MightyPartner = state.friendCall?.mode === 'none' ? 'none' : friend === null ? 'alone' : 'friend';
  let points = t.points[d]! + pointsIn(state.discards);
  if (friend !== null) points += t.points[friend]!;
  const contract = state.contract!;
  const score = mightyScore({ bid: contract.number, trump: trumpOf(state), points, partner });
  const deltas = new Array(PLAYERS)
    .fill(0)
    .map((_, s) => (s === d ? score.declarer : s === friend ? (score.friend ?? 0) : score.opponent));
  state.totals = state.totals.map((v, i) => v + deltas[i]!);
  state.result = { declarer: d, friend, partner, contract, points, score, deltas };
  state.phase = 'handOver';
}

/**
 * A copy of the state safe for \`applyMut\` to change. In play and between hands an action only
 * replaces fields (the trick core returns a new trick state; a deal replaces every hand-level
 * part), so a shallow copy shares everything else; in the other phases the parts changed in place
 * (hands, auction …) are copied one level. \`applyToCopy\` appends to a new log.
 */
function copyForUpdate(s: MightyState): MightyState {
  if (s.phase === 'play' || s.phase === 'handOver') return { ...s };
  return {
    ...s,
    hands: [...s.hands],
    kitty: [...s.kitty],
    discards: [...s.discards],
    auction: { ...s.auction, passed: [...s.auction.passed], history: [...s.auction.history] },
    totals: [...s.totals],
  };
}

function applyMut(state: MightyState, a: MightyAction): string | null {
  const refused = state.phase === 'play' ? seatTurnProblem(a, trickToAct(state.trick!)) : turnProblem(a, toAct(state));
  if (refused !== null) return refused;
  const seat = a.seat;
  switch (state.phase) {
    case 'auction': {
      if (a.type === 'misdeal') {
        if (!state.values.misdeal) return 'misdeal calls are off in these rules';
        if (state.auction.high !== null) return 'a misdeal may be called only before anyone has bid';
        if (!mayCallMisdeal(state.hands[seat]!))
          return 'a misdeal needs a hand worth ½ or less (mighty 0, joker −1, A K Q J 1, 10 ½)';
        state.auction.history.push({ seat, action: 'misdeal' });
        deal(state);
        return null;
      }
      if (a.type === 'pass') {
        state.auction.history.push({ seat, action: 'pass' });
        state.auction.passed[seat] = true;
        finishAuctionIfDone(state);
        return null;
      }
      if (a.type === 'bid') {
        const bid = { number: a.number, strain: a.strain };
        if (!Number.isInteger(bid.number) || bid.number < state.values.minBid || bid.number > 20) {
          return `a bid is a number from ${state.values.minBid} to 20`;
        }
        if (!STRAINS.includes(bid.strain)) return 'a bid names a suit (S, H, D, C) or NT';
        if (!bidBeats(bid, state.auction.high)) {
          return `${bidLabel(bid)} does not beat ${bidLabel(state.auction.high!)}: bid a higher number, or no-trump at the same number over a suit`;
        }
        state.auction.history.push({ seat, action: 'bid', bid });
        state.auction.high = { ...bid, seat };
        finishAuctionIfDone(state);
        return null;
      }
      return `in the auction you may bid, pass${state.values.misdeal ? ' or call a misdeal' : ''}`;
    }
    case 'exchange': {
      if (a.type !== 'discard') return 'the declarer must discard 3 cards';
      const d = discardFrom(state.hands[seat]!, a.cards, 10, 'the declarer');
      if (!d.ok) return d.reason;
      state.hands[seat] = d.hand;
      state.discards.push(...d.cards);
      if (state.hands[seat]!.length === 10) {
        const c = state.contract!;
        state.phase = state.values.trumpChange && c.number + 2 <= 20 ? 'trump' : 'friend';
      }
      return null;
    }
    case 'trump': {
      if (a.type !== 'trump') return 'the declarer keeps or changes trumps now';
      if (!STRAINS.includes(a.strain)) return 'trumps are a suit (S, H, D, C) or NT';
      const c = state.contract!;
      if (a.strain !== c.strain) state.contract = { number: c.number + 2, strain: a.strain };
      state.phase = 'friend';
      return null;
    }
    case 'friend': {
      if (a.type !== 'friend') return 'the declarer calls a friend now';
      const d = state.declarer!;
      if (a.mode === 'card') {
        if (!MIGHTY_DECK.includes(a.card)) return `${String(a.card)} is not a card of the Mighty deck`;
        state.friendCall = { mode: 'card', card: a.card };
        const holder = state.hands.findIndex((h) => h.includes(a.card));
        state.friend = holder >= 0 && holder !== d ? holder : null;
      } else if (a.mode === 'first-trick' || a.mode === 'none') {
        state.friendCall = { mode: a.mode };
        state.friend = null;
      } else return 'a friend call is "card", "first-trick" or "none"';
      startPlay(state);
      return null;
    }
    case 'play': {
      if (a.type !== 'play') return 'play a card';
      const t = state.trick!;
      const trump = trumpOf(state);
      const leading = t.current.length === 0;
      const no = trickNumber(t);
      if (leading && a.card === 'JK') {
        if (!a.declared || !SUITS.includes(a.declared))
          return 'leading the joker, name the suit to follow ("declared": S, H, D or C)';
      } else if (a.declared !== undefined) return 'only the leader of the joker names a suit';
      const rip = leading && a.card === ripperCard(trump) && no > 1;
      if (a.ripper && !rip) {
        return no === 1 && leading && a.card === ripperCard(trump)
          ? 'the ripper cannot call the joker in trick 1'
          : `only a lead of the ripper ${cardLabel(ripperCard(trump))} can call the joker`;
      }
      const calls = rip ? { ripper: state.values.ripper === 'forced' || a.ripper === true } : undefined;
      const next = playCardToTrick(
        t,
        trickRulesFor(state.values, trumpSlot(trump)),
        seat,
        a.card,
        a.declared || calls
          ? { ...(a.declared ? { declared: a.declared } : {}), ...(calls ? { calls } : {}) }
          : undefined,
      );
      if (typeof next === 'string') return next;
      state.trick = next;
      const fc = state.friendCall!;
      if (fc.mode === 'card' && a.card === fc.card && state.friend !== null) state.friendRevealed = true;
      const completed = trickJustCompleted(t, next);
      if (completed && fc.mode === 'first-trick' && state.trick.completed.length === 1) {
        const w = completed.winner;
        state.friend = w === state.declarer ? null : w;
        state.friendRevealed = true;
      }
      if (isHandOver(state.trick)) scoreHand(state);
      return null;
    }
    case 'handOver': {
      if (a.type !== 'next') return 'the hand is over: start the next one';
      const r = state.result!;
      state.handNo++;
      state.dealer = r.friend ?? r.declarer;
      deal(state);
      return null;
    }
  }
}

function toAct(state: MightyState): Seat[] {
  switch (state.phase) {
    case 'auction':
      return [state.auction.turn];
    case 'exchange':
    case 'trump':
    case 'friend':
      return [state.declarer!];
    case 'play':
      return trickTurn(state.trick!);
    case 'handOver':
      return [state.result!.friend ?? state.result!.declarer];
  }
}

function legalActions(state: MightyState, seat: Seat): MightyAction[] {
  if (!toAct(state).includes(seat)) return [];
  const out: MightyAction[] = [];
  switch (state.phase) {
    case 'auction': {
      const hist = state.auction.history;
      if (
        state.values.misdeal &&
        state.auction.high === null &&
        !hist.some((h) => h.seat === seat) &&
        mayCallMisdeal(state.hands[seat]!)
      ) {
        out.push({ type: 'misdeal', seat });
      }
      out.push({ type: 'pass', seat });
      for (const b of biddableAbove(state.auction.high, state.values.minBid)) out.push({ type: 'bid', seat, ...b });
      return out;
    }
    case 'exchange': {
      // from 1 card at a time up to all that must go at once, as apply accepts
      const hand = state.hands[seat]!;
      return cardSets(hand, 1, hand.length - 10).map((cards) => ({ type: 'discard', seat, cards }));
    }
    case 'trump':
      return STRAINS.map((s) => ({ type: 'trump', seat, strain: s }));
    case 'friend': {
      out.push({ type: 'friend', seat, mode: 'none' }, { type: 'friend', seat, mode: 'first-trick' });
      for (const c of MIGHTY_DECK) out.push({ type: 'friend', seat, mode: 'card', card: c });
      return out;
    }
    case 'play': {
      const t = state.trick!;
      const rules = trickRules(state.values, trumpOf(state));
      const ctx = rules.context(t, t.current);
      const legal = rules.legal(t.hands[seat]!, t.current, ctx);
      const leading = t.current.length === 0;
      const trump = trumpOf(state);
      for (const c of legal) {
        if (leading && c === 'JK') for (const s of SUITS) out.push({ type: 'play', seat, card: c, declared: s });
        else if (leading && c === ripperCard(trump) && ctx.trickNumber > 1 && state.values.ripper === 'optional') {
          out.push({ type: 'play', seat, card: c }, { type: 'play', seat, card: c, ripper: true });
        } else out.push({ type: 'play', seat, card: c });
      }
      return out;
    }
    case 'handOver':
      return [{ type: 'next', seat }];
  }
}

export interface MightyView {
  variant: 'mighty';
  /** The rules in force (every seat knows them; the "What can I know?" panel asks who-holds with them). */
  rules: MightyValues;
  seat: Seat | null;
  phase: MightyPhase;
  dealer: Seat;
  handNo: number;
  toAct: Seat[];
  /** The viewer's own cards (empty for a spectator). */
  hand: Card[];
  handSizes: number[];
  auction: { high: (MightyBid & { seat: Seat }) | null; passed: boolean[]; history: AuctionEntry[] };
  declarer: Seat | null;
  contract: MightyBid | null;
  trump: Suit | null;
  mighty: Card;
  ripper: Card;
  friendCall: FriendCall | null;
  /** The friend's seat once known to this viewer (revealed, or the viewer is the friend). */
  friend: Seat | null;
  /** The declarer's discards: only the declarer sees them. */
  discards: Card[] | null;
  trickNumber: number;
  current: TrickPlay[];
  calls: Record<string, boolean>;
  completed: CompletedTrick[];
  /** Point cards taken per seat (public: they are shown as tricks are taken). */
  points: number[];
  result: MightyHandResult | null;
  totals: number[];
}

function view(state: MightyState, seat: Seat | null): MightyView {
  const t = state.trick;
  const trump = trumpOf(state);
  const isDeclarer = seat !== null && seat === state.declarer;
  const knowsFriend = state.friendRevealed || state.phase === 'handOver' || (seat !== null && seat === state.friend);
  return {
    variant: 'mighty',
    seat,
    rules: state.values,
    phase: state.phase,
    dealer: state.dealer,
    handNo: state.handNo,
    toAct: toAct(state),
    ...tableView(t, state.hands, seat),
    auction: { high: state.auction.high, passed: [...state.auction.passed], history: [...state.auction.history] },
    declarer: state.declarer,
    contract: state.contract,
    trump,
    mighty: mightyCard(trump, state.values),
    ripper: ripperCard(trump),
    friendCall: state.friendCall,
    friend: knowsFriend ? state.friend : null,
    discards: isDeclarer || state.phase === 'handOver' ? [...state.discards] : null,
    calls: t ? { ...t.calls } : {},
    points: t ? [...t.points] : new Array(PLAYERS).fill(0),
    result: state.result,
    totals: [...state.totals],
  };
}

/**
 * A game's first state before any card is dealt, from rules already resolved: `setup` deals into
 * it; a search fills it from a view (`view.rules`) without resolving the rule set again.
 */
export function mightyUndealt(
  setup: Pick<GameSetup, 'ruleSet' | 'seed' | 'dealer'>,
  values: MightyValues,
): MightyState {
  // Every field written out (same order as the helpers give them), so that the state and each
  // copy of it hold their fields in the object itself (a faster copy per action).
  const head = startStateHead('mighty', setup, values, PLAYERS);
  const tail = startStateTail(PLAYERS);
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
    kitty: [],
    discards: [],
    auction: { turn: 0, passed: [], high: null, history: [] },
    declarer: null,
    contract: null,
    friendCall: null,
    friend: null,
    friendRevealed: false,
    trick: tail.trick,
    result: tail.result,
    totals: tail.totals,
    log: tail.log,
  };
}

export const mightyGame: Game<MightyState, MightyAction, MightyView> = tableGame({
  variant: 'mighty',
  undealt: (setup) => mightyUndealt(setup, resolveMighty(setup.ruleSet, setup.players)),
  deal,
  toAct,
  legalActions,
  copy: copyForUpdate,
  change: applyMut,
  view,
  isGameOver: () => false,
});

/** Rebuild a state from its setup and action log (replay). */
export function replayMighty(setup: GameSetup, log: readonly MightyAction[]): MightyState {
  return replayLog(mightyGame, setup, log);
}
