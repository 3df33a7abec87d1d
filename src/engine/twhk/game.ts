/**
 * Taiwanese / Hong Kong Napoleon as a `Game` (SPEC §4): deal, auction (level or number),
 * naming trumps, exchange with the widow, naming the secretary card, play on the shared
 * trick core (summons, secretary command), scoring; hands follow one another.
 */
import { ALL_CARDS, cardIndex, cardLabel, cardSets, SUITS, type Card, type Suit } from '../cards.ts';
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
  slotTrump,
  trumpSlot,
  isHandOver,
  playCardToTrick,
  startTrickHand,
  trickNumber,
  trickToAct,
  type CompletedTrick,
  type TrickHand,
  type TrickPlay,
  type TrickRules,
} from '../trick/index.ts';
import { resolveTwhk, type TwhkValues } from './options.ts';
import {
  HAND_SIZE,
  isHead,
  maySummonWithLead,
  twhkBidBeats,
  twhkBidLabel,
  twhkBidsAbove,
  twhkLegalCards,
  twhkMayPlay,
  twhkScore,
  twhkSuitFor,
  twhkTrickWinner,
  TWHK_DECK,
  TWHK_STRAINS,
  type TwhkBid,
  type TwhkPartner,
  type TwhkScore,
  type TwhkStrain,
  type TwhkTrickContext,
} from './rules.ts';

export type TwhkAction =
  | { type: 'bid'; seat: Seat; heads: number; strain?: TwhkStrain | null }
  | { type: 'pass'; seat: Seat }
  | { type: 'trump'; seat: Seat; strain: TwhkStrain }
  | { type: 'discard'; seat: Seat; cards: Card[] }
  | { type: 'secretary'; seat: Seat; card: Card }
  | { type: 'command'; seat: Seat }
  | { type: 'play'; seat: Seat; card: Card; declared?: Suit; summon?: boolean }
  | { type: 'next'; seat: Seat };

export type TwhkPhase = 'auction' | 'trump' | 'exchange' | 'secretary' | 'play' | 'handOver';

export interface TwhkHandResult {
  napoleon: Seat;
  secretary: Seat | null;
  partner: TwhkPartner;
  bid: TwhkBid;
  /** Heads taken by Napoleon's side (buried heads go to the defenders). */
  points: number;
  score: TwhkScore;
  deltas: number[];
}

export interface TwhkState {
  variant: 'tw-hk';
  ruleSet: RuleSet;
  values: TwhkValues;
  seed: string;
  players: number;
  handNo: number;
  dealNo: number;
  dealer: Seat;
  phase: TwhkPhase;
  hands: Card[][];
  widow: Card[];
  /** The widow as it was when Napoleon took it (shown to all with `widowShown`). */
  widowTaken: Card[];
  discards: Card[];
  auction: {
    turn: Seat;
    high: (TwhkBid & { seat: Seat }) | null;
    /** Consecutive passes since the last bid (or since the start). */
    passesInRow: number;
    history: { seat: Seat; bid?: TwhkBid }[];
  };
  napoleon: Seat | null;
  bid: TwhkBid | null;
  secretaryCard: Card | null;
  /** Seat holding the secretary card (hidden until it is played); null for a dictator. */
  secretary: Seat | null;
  secretaryRevealed: boolean;
  /** Seat of the command-free last trick number in which Napoleon gave the command (one per trick). */
  commandedTrick: number;
  trick: TrickHand | null;
  result: TwhkHandResult | null;
  totals: number[];
  log: TwhkAction[];
}

function trumpOf(state: TwhkState): Suit | null {
  const s = state.bid?.strain;
  return s && s !== 'NT' ? s : null;
}

function deal(state: TwhkState): void {
  const n = state.players;
  const size = HAND_SIZE[n]!;
  const dealt = dealHands(state.seed, state.dealNo, TWHK_DECK, n, size);
  state.hands = dealt.hands;
  state.widow = dealt.rest;
  state.widowTaken = [];
  state.discards = [];
  state.dealNo++;
  state.phase = 'auction';
  state.auction = { turn: (state.dealer + 1) % n, high: null, passesInRow: 0, history: [] };
  state.napoleon = null;
  state.bid = null;
  state.secretaryCard = null;
  state.secretary = null;
  state.secretaryRevealed = false;
  state.commandedTrick = 0;
  state.trick = null;
  state.result = null;
}

/**
 * The trick rules for a rule set, trumps (slot × 64) and secretary card (+ 1 + its index, 0 for
 * none), made once for each (no closures per card played).
 */
const twhkTrickRulesFor = perRuleValues((values: TwhkValues, slot: number) =>
  twhkTrickRules(values, slotTrump(slot >> 6), (slot & 63) === 0 ? null : ALL_CARDS[(slot & 63) - 1]!),
);
function secretarySlot(card: Card | null): number {
  return card === null ? 0 : cardIndex(card) + 1;
}

export function twhkTrickRules(
  values: TwhkValues,
  trump: Suit | null,
  secretary: Card | null,
): TrickRules<TwhkTrickContext> {
  return overCards({
    context: reusedContext((hand, trickNo, declared) => ({
      values,
      trump,
      secretary,
      ledSuit: null,
      trickNumber: trickNo,
      totalTricks: hand.totalTricks,
      players: hand.players,
      declared,
      calls: hand.calls,
    })),
    legal: twhkLegalCards,
    mayPlay: twhkMayPlay,
    winner: twhkTrickWinner,
    points: (c) => (isHead(c) ? 1 : 0),
  });
}

function endAuction(state: TwhkState): void {
  const high = state.auction.high!;
  state.napoleon = high.seat;
  state.bid = { heads: high.heads, strain: high.strain };
  if (state.values.bidStyle === 'number') state.phase = 'trump';
  else takeWidow(state);
}

function takeWidow(state: TwhkState): void {
  const nap = state.napoleon!;
  state.widowTaken = [...state.widow];
  state.hands[nap] = [...state.hands[nap]!, ...state.widow];
  state.widow = [];
  state.phase = 'exchange';
}

function startPlay(state: TwhkState): void {
  const nap = state.napoleon!;
  const leader = state.values.firstLead === 'napoleon' ? nap : (nap + 1) % state.players;
  state.trick = startTrickHand(state.hands, leader);
  state.hands = state.hands.map(() => []);
  state.phase = 'play';
}

function scoreHand(state: TwhkState): void {
  const t = state.trick!;
  const nap = state.napoleon!;
  const sec = state.secretary;
  const partner: TwhkPartner = sec === null ? 'dictator' : 'secretary';
  const points = t.points[nap]! + (sec === null ? 0 : t.points[sec]!);
  const score = twhkScore({ scoring: state.values.scoring, bid: state.bid!.heads, points, partner });
  const deltas = state.totals.map((_, s) =>
    s === nap ? score.napoleon : s === sec ? (score.secretary ?? 0) : score.defender,
  );
  state.totals = state.totals.map((v, i) => v + deltas[i]!);
  state.result = { napoleon: nap, secretary: sec, partner, bid: state.bid!, points, score, deltas };
  state.phase = 'handOver';
}

/**
 * A copy of the state safe for \`applyMut\` to change. In play and between hands an action only
 * replaces fields (the trick core returns a new trick state; a deal replaces every hand-level
 * part), so a shallow copy shares everything else; in the other phases the parts changed in place
 * (hands, auction …) are copied one level. \`applyToCopy\` appends to a new log.
 */
function copyForUpdate(s: TwhkState): TwhkState {
  if (s.phase === 'play' || s.phase === 'handOver') return { ...s };
  return {
    ...s,
    hands: [...s.hands],
    widow: [...s.widow],
    widowTaken: [...s.widowTaken],
    discards: [...s.discards],
    auction: { ...s.auction, history: [...s.auction.history] },
    totals: [...s.totals],
  };
}

function secretaryPlayed(state: TwhkState): boolean {
  const t = state.trick!;
  const c = state.secretaryCard;
  return t.current.some((p) => p.card === c) || t.completed.some((tr) => tr.plays.some((p) => p.card === c));
}

function mayCommand(state: TwhkState, seat: Seat): boolean {
  if (!state.values.secretaryCommand || state.phase !== 'play' || seat !== state.napoleon) return false;
  if (state.secretary === null || secretaryPlayed(state)) return false;
  const t = state.trick!;
  if (trickToAct(t) !== seat) return false;
  return state.commandedTrick !== trickNumber(t);
}

function hasKeys(o: object): boolean {
  for (const k in o) if (Object.hasOwn(o, k)) return true;
  return false;
}

function applyMut(state: TwhkState, a: TwhkAction): string | null {
  const refused = state.phase === 'play' ? seatTurnProblem(a, trickToAct(state.trick!)) : turnProblem(a, toAct(state));
  if (refused !== null) return refused;
  const seat = a.seat;
  const n = state.players;
  switch (state.phase) {
    case 'auction': {
      const au = state.auction;
      if (a.type === 'pass') {
        au.history.push({ seat });
        au.passesInRow++;
        if (au.high === null && au.passesInRow >= n) {
          deal(state); // everyone passed in the first round: redeal
          return null;
        }
        if (au.high !== null && au.passesInRow >= n - 1) {
          endAuction(state);
          return null;
        }
        au.turn = (au.turn + 1) % n;
        return null;
      }
      if (a.type === 'bid') {
        const style = state.values.bidStyle;
        const bid: TwhkBid = { heads: a.heads, strain: style === 'number' ? null : (a.strain ?? null) };
        if (!Number.isInteger(bid.heads) || bid.heads < 9 || bid.heads > 16)
          return 'a bid promises 9 to 16 heads (level 1 to 8)';
        if (style === 'level' && (bid.strain === null || !TWHK_STRAINS.includes(bid.strain)))
          return 'a bid names a strain: S, H, D, C or NT';
        if (!twhkBidBeats(bid, au.high)) return `${twhkBidLabel(bid)} does not beat ${twhkBidLabel(au.high!)}`;
        au.history.push({ seat, bid });
        au.high = { ...bid, seat };
        au.passesInRow = 0;
        au.turn = (au.turn + 1) % n;
        return null;
      }
      return 'in the auction you may bid or pass';
    }
    case 'trump': {
      if (a.type !== 'trump' || !TWHK_STRAINS.includes(a.strain)) return 'Napoleon names trumps now: S, H, D, C or NT';
      state.bid = { heads: state.bid!.heads, strain: a.strain };
      takeWidow(state);
      return null;
    }
    case 'exchange': {
      if (a.type !== 'discard') return 'Napoleon discards now';
      const d = discardFrom(state.hands[seat]!, a.cards, HAND_SIZE[n]!, 'Napoleon');
      if (!d.ok) return d.reason;
      state.hands[seat] = d.hand;
      state.discards.push(...d.cards);
      if (state.hands[seat]!.length === HAND_SIZE[n]) state.phase = 'secretary';
      return null;
    }
    case 'secretary': {
      if (a.type !== 'secretary') return 'Napoleon names the secretary card now';
      if (!TWHK_DECK.includes(a.card)) return `${String(a.card)} is not one of the 54 cards`;
      state.secretaryCard = a.card;
      const holder = state.hands.findIndex((h) => h.includes(a.card));
      state.secretary = holder >= 0 && holder !== state.napoleon ? holder : null;
      startPlay(state);
      return null;
    }
    case 'play': {
      const t = state.trick!;
      if (a.type === 'command') {
        if (!mayCommand(state, seat)) return 'Napoleon cannot order the secretary card now';
        state.commandedTrick = trickNumber(t);
        state.trick = { ...t, calls: { ...t.calls, command: true } };
        return null;
      }
      if (a.type !== 'play') return 'play a card';
      const trump = trumpOf(state);
      const rules = twhkTrickRulesFor(state.values, trumpSlot(trump) * 64 + secretarySlot(state.secretaryCard));
      const leading = t.current.length === 0;
      const suitless = twhkSuitFor(a.card, state.secretaryCard) === null;
      if (leading && suitless) {
        if (!a.declared || !SUITS.includes(a.declared))
          return `leading ${cardLabel(a.card)}, name the suit to follow ("declared": S, H, D or C)`;
      } else if (a.declared !== undefined) return 'only the leader of the secretary card or a joker names a suit';
      if (a.summon && !(leading && maySummonWithLead(a.card, rules.context(t, [])))) {
        return 'a summon needs the 2 or 3 of trumps led in tricks 1–3 (with summon: lead-first-three, not in no-trump)';
      }
      // A command given before the lead stays in force for the trick (none: the trick core starts
      // the leader's calls empty).
      const calls =
        leading && (a.summon || hasKeys(t.calls)) ? { ...t.calls, ...(a.summon ? { summon: true } : {}) } : undefined;
      const next = playCardToTrick(
        t,
        rules,
        seat,
        a.card,
        a.declared || calls
          ? { ...(a.declared ? { declared: a.declared } : {}), ...(calls ? { calls } : {}) }
          : undefined,
      );
      if (typeof next === 'string') return next;
      state.trick = next;
      if (a.card === state.secretaryCard && state.secretary !== null) state.secretaryRevealed = true;
      if (isHandOver(state.trick)) scoreHand(state);
      return null;
    }
    case 'handOver': {
      if (a.type !== 'next') return 'the hand is over: start the next one';
      state.handNo++;
      state.dealer = (state.dealer + 1) % n;
      deal(state);
      return null;
    }
  }
}

function toAct(state: TwhkState): Seat[] {
  switch (state.phase) {
    case 'auction':
      return [state.auction.turn];
    case 'trump':
    case 'exchange':
    case 'secretary':
      return [state.napoleon!];
    case 'play':
      return trickTurn(state.trick!);
    case 'handOver':
      return [(state.dealer + 1) % state.players];
  }
}

function legalActions(state: TwhkState, seat: Seat): TwhkAction[] {
  if (!toAct(state).includes(seat)) return [];
  const out: TwhkAction[] = [];
  switch (state.phase) {
    case 'auction':
      out.push({ type: 'pass', seat });
      for (const b of twhkBidsAbove(state.auction.high, state.values.bidStyle))
        out.push({ type: 'bid', seat, heads: b.heads, strain: b.strain });
      return out;
    case 'trump':
      return TWHK_STRAINS.map((s) => ({ type: 'trump', seat, strain: s }));
    case 'exchange': {
      // from 1 card at a time up to all that must go at once, as apply accepts
      const hand = state.hands[seat]!;
      return cardSets(hand, 1, hand.length - HAND_SIZE[state.players]!).map((cards) => ({
        type: 'discard',
        seat,
        cards,
      }));
    }
    case 'secretary':
      return TWHK_DECK.map((c) => ({ type: 'secretary', seat, card: c }));
    case 'play': {
      const t = state.trick!;
      const rules = twhkTrickRules(state.values, trumpOf(state), state.secretaryCard);
      const ctx = rules.context(t, t.current);
      const leading = t.current.length === 0;
      for (const c of rules.legal(t.hands[seat]!, t.current, ctx)) {
        if (leading && twhkSuitFor(c, state.secretaryCard) === null)
          for (const s of SUITS) out.push({ type: 'play', seat, card: c, declared: s });
        else if (leading && maySummonWithLead(c, ctx))
          out.push({ type: 'play', seat, card: c }, { type: 'play', seat, card: c, summon: true });
        else out.push({ type: 'play', seat, card: c });
      }
      if (mayCommand(state, seat)) out.push({ type: 'command', seat });
      return out;
    }
    case 'handOver':
      return [{ type: 'next', seat }];
  }
}

export interface TwhkView {
  variant: 'tw-hk';
  /** The rules in force (every seat knows them; the "What can I know?" panel asks who-holds with them). */
  rules: TwhkValues;
  seat: Seat | null;
  phase: TwhkPhase;
  players: number;
  dealer: Seat;
  handNo: number;
  toAct: Seat[];
  hand: Card[];
  handSizes: number[];
  auction: TwhkState['auction'];
  napoleon: Seat | null;
  bid: TwhkBid | null;
  trump: Suit | null;
  /** The widow: seen by Napoleon once taken, by everyone with `widowShown`. */
  widow: Card[] | null;
  /** Napoleon's discards: seen by Napoleon, by everyone with `discardsShown`, and after the hand. */
  discards: Card[] | null;
  secretaryCard: Card | null;
  /** The secretary's seat once known to the viewer (card played, or the viewer holds it). */
  secretary: Seat | null;
  /** True once it is public that Napoleon is a dictator (known to Napoleon at once, to others at the end). */
  dictator: boolean | null;
  trickNumber: number;
  lastThree: boolean;
  current: TrickPlay[];
  calls: Record<string, boolean>;
  completed: CompletedTrick[];
  points: number[];
  result: TwhkHandResult | null;
  totals: number[];
}

function view(state: TwhkState, seat: Seat | null): TwhkView {
  const t = state.trick;
  const isNap = seat !== null && seat === state.napoleon;
  const over = state.phase === 'handOver';
  const taken = state.widowTaken.length > 0;
  const afterSecretary = state.phase === 'play' || over;
  const knowsSecretary =
    state.secretaryRevealed || over || (seat !== null && seat === state.secretary && afterSecretary);
  const tn = t ? trickNumber(t) : 0;
  return {
    variant: 'tw-hk',
    seat,
    rules: state.values,
    phase: state.phase,
    players: state.players,
    dealer: state.dealer,
    handNo: state.handNo,
    toAct: toAct(state),
    ...tableView(t, state.hands, seat),
    auction: {
      ...state.auction,
      high: state.auction.high && { ...state.auction.high },
      history: [...state.auction.history],
    },
    napoleon: state.napoleon,
    bid: state.bid,
    trump: trumpOf(state),
    widow: taken && (isNap || state.values.widowShown || over) ? [...state.widowTaken] : null,
    discards: isNap || (state.values.discardsShown && afterSecretary) || over ? [...state.discards] : null,
    secretaryCard: state.secretaryCard,
    secretary: knowsSecretary ? state.secretary : null,
    dictator: afterSecretary && (isNap || over) ? state.secretary === null : null,
    lastThree: t ? tn > t.totalTricks - 3 : false,
    calls: t ? { ...t.calls } : {},
    points: t ? [...t.points] : new Array(state.players).fill(0),
    result: state.result,
    totals: [...state.totals],
  };
}

/**
 * A game's first state before any card is dealt, from rules already resolved: `setup` deals into
 * it; a search fills it from a view (`view.rules`) without resolving the rule set again.
 */
export function twhkUndealt(setup: Pick<GameSetup, 'ruleSet' | 'seed' | 'dealer'>, values: TwhkValues): TwhkState {
  const n = values.players;
  // Every field written out (same order as the helpers give them), so that the state and each
  // copy of it hold their fields in the object itself (a faster copy per action).
  const head = startStateHead('tw-hk', setup, values, n);
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
    widow: [],
    widowTaken: [],
    discards: [],
    auction: { turn: 0, high: null, passesInRow: 0, history: [] },
    napoleon: null,
    bid: null,
    secretaryCard: null,
    secretary: null,
    secretaryRevealed: false,
    commandedTrick: 0,
    trick: tail.trick,
    result: tail.result,
    totals: tail.totals,
    log: tail.log,
  };
}

export const twhkGame: Game<TwhkState, TwhkAction, TwhkView> = tableGame({
  variant: 'tw-hk',
  undealt: (setup) => twhkUndealt(setup, resolveTwhk(setup.ruleSet, setup.players)),
  deal,
  toAct,
  legalActions,
  copy: copyForUpdate,
  change: applyMut,
  view,
  isGameOver: () => false,
});

/** Rebuild a state from its setup and action log (replay). */
export function replayTwhk(setup: GameSetup, log: readonly TwhkAction[]): TwhkState {
  return replayLog(twhkGame, setup, log);
}
