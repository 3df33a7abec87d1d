/**
 * Daifugō whole games (SPEC §6): deal, titles, exchange, play, effects, finishing order,
 * scoring and the end of the game, as a {@link Game} over plain-JSON states.
 *
 * The state holds the seed and the action log: `replay(setup, log)` rebuilds it. Automatic
 * passes (`autoPass`) are consequences of the rules, so they are not in the log.
 */
import { parseCards, type Card } from '../cards.ts';
import type { Game, GameSetup, Outcome, Seat } from '../game.ts';
import { RuleSetError, type RuleSet } from '../options.ts';
import { Rng, deriveSeed } from '../rng.ts';
import {
  LEVEL_RANKS,
  LV_10,
  LV_2,
  LV_3,
  LV_5,
  LV_7,
  LV_8,
  cardCode,
  cardLevel,
  countOfLevel,
  combinations,
  isReversed,
  judgePlay,
  countLegalPlays,
  legalPlays,
  sortByStrength,
  strongestCards,
  suitsOfMask,
  type DaifugoRank,
  type Effect,
  type Form,
  type LegalPlay,
  type Shape,
  type TableState,
} from './core.ts';
import { resolveDaifugoRules, type DaifugoRules } from './options.ts';

export type Title = 'President' | 'Minister' | 'Citizen' | 'Peasant' | 'Beggar';

export type DaifugoAction =
  | { type: 'play'; seat: Seat; cards: Card[]; form?: Form; low?: DaifugoRank }
  | { type: 'pass'; seat: Seat }
  | { type: 'give'; seat: Seat; cards: Card[] }
  /** Seven pass: hand up to `count` cards to the next player still in (none is allowed). */
  | { type: 'seven-pass'; seat: Seat; cards: Card[] }
  /** Ten discard: throw up to `count` cards out of the round (none is allowed). */
  | { type: 'ten-discard'; seat: Seat; cards: Card[] }
  /** Queen bomber: name a rank; every player throws away their cards of that rank. */
  | { type: 'queen-bomber'; seat: Seat; rank: DaifugoRank };

/** A decision owed after a play (seven pass, ten discard, queen bomber). */
export interface Decision {
  kind: 'seven-pass' | 'ten-discard' | 'queen-bomber';
  seat: Seat;
  /** Most cards to hand over or throw away (1 for the queen bomber). */
  count: number;
  /** Seven pass: who receives the cards. */
  to?: Seat;
}

/** What the turn does once a play's decisions are made. */
interface AfterPlay {
  seat: Seat;
  /** The play cleared the pile (eight cut, spade 3, sandstorm): its player leads. */
  clears: boolean;
  /** Players to skip (same-rank skip: 1; five skip: one per five). */
  skips: number;
  /** The play reverses the direction (reversing 9). */
  reverse: boolean;
  /** Index of the play's record in the history. */
  rec: number;
}

/** One play on the pile: who, which cards, and how they were read. */
export interface PileEntry extends Shape {
  seat: Seat;
  cards: Card[];
}

/** A move of the current round, for the table history (public). */
export type MoveRecord =
  | {
      type: 'play';
      seat: Seat;
      cards: Card[];
      form: Form;
      size: number;
      effects: Effect[];
      /** Set when the player went out with this play. */
      out?: 'finished' | 'illegal';
      /** The President ranked last by downfall at this play. */
      downfall?: Seat;
      /** The player skipped by this play. */
      skipped?: Seat;
      /** Further players skipped (five skip with several fives). */
      skippedMore?: Seat[];
      /** The pile cleared after this play; `leader` leads next. */
      cleared?: boolean;
      leader?: Seat;
    }
  | { type: 'pass'; seat: Seat; auto: boolean; cleared?: boolean; leader?: Seat }
  | {
      type: 'seven-pass';
      seat: Seat;
      to: Seat;
      /** How many cards were handed over (public). */
      count: number;
      /** The cards (only in the giver's and the receiver's view). */
      cards: Card[];
      out?: 'finished' | 'illegal';
      downfall?: Seat;
      /** The round ended with this move. */
      cleared?: boolean;
    }
  | {
      type: 'ten-discard';
      seat: Seat;
      count: number;
      cards: Card[];
      out?: 'finished' | 'illegal';
      downfall?: Seat;
      cleared?: boolean;
    }
  | {
      type: 'queen-bomber';
      seat: Seat;
      rank: DaifugoRank;
      /** The cards each seat threw away (indexed by seat). */
      thrown: Card[][];
      /** Seats left with no card, who went out, in order. */
      outs: Seat[];
      downfall?: Seat;
      cleared?: boolean;
    };

export interface ExchangeRecord {
  /** The richer seat (President or Minister) who chooses what to give. */
  rich: Seat;
  /** The poorer seat (Beggar or Peasant) whose strongest cards went to `rich`. */
  poor: Seat;
  count: number;
  /** The poorer side's strongest cards, given automatically. */
  received: Card[];
  /** What the richer side gave back (`null` until chosen). */
  given: Card[] | null;
}

export interface RoundResult {
  round: number;
  /** Seats from first to last place. */
  ranking: Seat[];
  /** Title of each seat (indexed by seat). */
  titles: Title[];
  /** Seats ranked last by an illegal finish, in the order they went out. */
  illegal: Seat[];
  /** The President who fell by downfall, if any. */
  fallen: Seat | null;
  /** Points scored this round, indexed by seat. */
  delta: number[];
  /** Totals after the round. */
  scores: number[];
  /** Every move of the round, in order. */
  history: MoveRecord[];
}

export interface DaifugoState {
  variant: 'daifugo';
  ruleSet: RuleSet;
  rules: DaifugoRules;
  players: number;
  seed: string;
  firstDealer: Seat;
  /** Every action applied, in order (automatic passes excluded). */
  log: DaifugoAction[];
  round: number;
  dealer: Seat;
  phase: 'exchange' | 'play' | 'gameOver';
  hands: Card[][];
  pile: PileEntry[];
  /** Cards out of play this round (cleared piles, a fallen President's hand). */
  discard: Card[];
  turn: Seat;
  direction: 1 | -1;
  revolution: boolean;
  elevenBack: boolean;
  /** Locked suits (bit mask S 1, H 2, D 4, C 8). */
  locked: number;
  /** Seat of the last play on the pile, -1 when the pile is empty. */
  lastPlayer: number;
  /** Permanent passes on the current pile (`permanentPass`). */
  passed: boolean[];
  /** No longer in the round: went out, or fell. */
  out: boolean[];
  /** Seats that went out legally, in order. */
  finished: Seat[];
  /** Seats that went out illegally, in order. */
  illegal: Seat[];
  fallen: number;
  /** The previous round's ranking (titles in force this round), `null` in round 1. */
  prevRanking: Seat[] | null;
  exchange: ExchangeRecord[];
  scores: number[];
  history: MoveRecord[];
  results: RoundResult[];
  winners: Seat[] | null;
  /** Decisions owed after the last play, the first one due now (`turn` is its seat). */
  decisions: Decision[];
  /** The rest of the last play's turn, once its decisions are made. */
  after: AfterPlay | null;
}

export interface DaifugoView {
  seat: Seat | null;
  players: number;
  rules: DaifugoRules;
  round: number;
  phase: DaifugoState['phase'];
  dealer: Seat;
  /** The viewer's own hand, weakest first (empty for a spectator). */
  hand: Card[];
  handSizes: number[];
  pile: { seat: Seat; cards: Card[]; form: Form; size: number; rank: DaifugoRank | 'joker' }[];
  turn: Seat | null;
  direction: 1 | -1;
  revolution: boolean;
  elevenBack: boolean;
  /** The order is reversed now (revolution or jack back, not both). */
  reversed: boolean;
  lockedSuits: ('S' | 'H' | 'D' | 'C')[];
  passed: boolean[];
  out: boolean[];
  finished: Seat[];
  illegal: Seat[];
  fallen: Seat | null;
  /** Titles in force this round (from the previous round), `null` in round 1. */
  titles: (Title | null)[];
  /** The exchange, only the parts this seat took part in. */
  exchange: ExchangeRecord[];
  scores: number[];
  history: MoveRecord[];
  lastRound: RoundResult | null;
  winners: Seat[] | null;
  /** Legal plays for the viewer when it is their turn (empty otherwise). */
  legal: LegalPlay[];
  /** The decision due now (seven pass, ten discard, queen bomber), whoever makes it; `null` when none. */
  decision: Decision | null;
}

// ---------------------------------------------------------------------------------------------

export function titlesFor(ranking: readonly Seat[]): Title[] {
  const n = ranking.length;
  const titles: Title[] = new Array(n).fill('Citizen');
  ranking.forEach((seat, pos) => {
    titles[seat] =
      pos === 0
        ? 'President'
        : pos === n - 1
          ? 'Beggar'
          : pos === 1
            ? 'Minister'
            : pos === n - 2
              ? 'Peasant'
              : 'Citizen';
  });
  return titles;
}

/**
 * Points for finishing at place `pos` (0 = first) among `players`. `plus`: one point for each
 * player who finished later. `minus`: President +1, Minister and Citizens −1, Peasant −2, Beggar −3.
 */
export function placePoints(rules: DaifugoRules, pos: number, players: number): number {
  if (rules.scoring === 'plus') return players - 1 - pos;
  if (pos === 0) return 1;
  if (pos === players - 1) return -3;
  if (pos === players - 2) return -2;
  return -1;
}

/** Each player's score when a game starts: 0 (`plus`) or the stock (`minus`). */
export function startingScore(rules: DaifugoRules, players: number): number {
  return rules.scoring === 'minus' ? targetOf(rules, players) : 0;
}

/**
 * The winners once a round has been scored, or `null` while the game goes on: it ends when
 * someone reaches the target (`plus`) or someone's stock is 0 or less (`minus`); highest wins.
 */
export function gameWinners(rules: DaifugoRules, scores: readonly number[]): Seat[] | null {
  const target = targetOf(rules, scores.length);
  const over = rules.scoring === 'plus' ? scores.some((v) => v >= target) : scores.some((v) => v <= 0);
  if (!over) return null;
  const best = Math.max(...scores);
  return scores.flatMap((v, i) => (v === best ? [i] : []));
}

export function targetOf(rules: DaifugoRules, players: number): number {
  const k = rules.length === 'short' ? 2 : rules.length === 'medium' ? 3 : 4;
  return rules.scoring === 'plus' ? k * players : 5 * k;
}

const CODE_CARD: Card[] = [];
for (const lv of LEVEL_RANKS.keys()) for (const s of ['S', 'H', 'D', 'C']) CODE_CARD.push(s + LEVEL_RANKS[lv]);
CODE_CARD.push('JK', 'BJ', 'LJ');

function deckCodes(jokers: number): number[] {
  return (DECK_CODES ??= [0, 1, 2].map((j) => deckFor(j).map(cardCode)))[jokers]!;
}
let DECK_CODES: number[][] | null = null;

/** Read the cards of an action: canonical distinct cards as they are, anything else through parseCards. */
function readCards(input: unknown, what: string): Card[] {
  if (Array.isArray(input)) {
    let seen = 0;
    let seenHi = 0;
    let fast = true;
    for (const c of input) {
      const code = typeof c === 'string' ? cardCode(c) : -1;
      if (code < 0) {
        fast = false;
        break;
      }
      const bit = 1 << (code & 31);
      if (code < 32 ? seen & bit : seenHi & bit) {
        fast = false;
        break;
      }
      if (code < 32) seen |= bit;
      else seenHi |= bit;
    }
    if (fast) return (input as Card[]).slice();
  }
  return parseCards(input, what);
}

export function deckFor(jokers: number): Card[] {
  const deck: Card[] = [];
  for (const s of ['S', 'H', 'D', 'C']) for (const r of LEVEL_RANKS) deck.push(s + r);
  if (jokers === 1) deck.push('JK');
  if (jokers === 2) deck.push('BJ', 'LJ');
  return deck;
}

export function tableOf(s: DaifugoState): TableState {
  const top = s.pile.length ? s.pile[s.pile.length - 1]! : null;
  return { top, revolution: s.revolution, elevenBack: s.elevenBack, locked: s.locked };
}

function activeCount(s: DaifugoState): number {
  let c = 0;
  for (const o of s.out) if (!o) c++;
  return c;
}

/** The next seat still in the round after `from`, in the direction of play. */
function nextIn(s: DaifugoState, from: Seat): Seat {
  const n = s.players;
  let seat = from;
  for (let i = 0; i < n; i++) {
    seat = (seat + s.direction + n) % n;
    if (!s.out[seat]) return seat;
  }
  return from;
}

function clearPile(s: DaifugoState): void {
  for (const p of s.pile) for (const c of p.cards) s.discard.push(c);
  s.pile = [];
  s.elevenBack = false;
  s.locked = 0;
  s.lastPlayer = -1;
  s.passed.fill(false);
}

/**
 * Move the turn on from `from`. When it comes back round to the last player (everyone else
 * passed or was skipped), the pile clears and the last player — or, if gone out, the next
 * player still in — leads. Returns true when the pile cleared.
 */
function moveTurn(s: DaifugoState, from: Seat): boolean {
  const n = s.players;
  let seat = from;
  for (let i = 0; i <= n; i++) {
    seat = (seat + s.direction + n) % n;
    if (seat === s.lastPlayer) {
      clearPile(s);
      s.turn = s.out[seat] ? nextIn(s, seat) : seat;
      return true;
    }
    if (!s.out[seat] && !s.passed[seat]) {
      s.turn = seat;
      return false;
    }
  }
  throw new Error('daifugo: no player can act (internal error)');
}

function dealRound(s: DaifugoState): void {
  const n = s.players;
  const rng = new Rng(deriveSeed(s.seed, 'round', s.round));
  const deck = rng.shuffle(deckCodes(s.rules.jokers));
  // Deal one at a time from the dealer's left; each hand comes out sorted weakest first.
  const owner = new Int8Array(55).fill(-1);
  for (let i = 0; i < deck.length; i++) owner[deck[i]!] = (s.dealer + 1 + i) % n;
  const hands: Card[][] = Array.from({ length: n }, () => []);
  for (let code = 0; code < 55; code++) if (owner[code]! >= 0) hands[owner[code]!]!.push(CODE_CARD[code]!);
  s.hands = hands;
  s.pile = [];
  s.discard = [];
  s.direction = 1;
  s.revolution = false;
  s.elevenBack = false;
  s.locked = 0;
  s.lastPlayer = -1;
  s.passed = new Array(n).fill(false);
  s.out = new Array(n).fill(false);
  s.finished = [];
  s.illegal = [];
  s.fallen = -1;
  s.history = [];
  s.exchange = [];
  s.decisions = [];
  s.after = null;
  const prev = s.prevRanking;
  if (prev === null) {
    s.turn = s.hands.findIndex((h) => h.includes('D3'));
    s.phase = 'play';
    return;
  }
  const pairs: [Seat, Seat, number][] = [
    [prev[0]!, prev[n - 1]!, 2],
    [prev[1]!, prev[n - 2]!, 1],
  ];
  for (const [rich, poor, count] of pairs) {
    const received = strongestCards(s.hands[poor]!, count);
    s.hands[poor] = without(s.hands[poor]!, received);
    s.hands[rich] = sortByStrength([...s.hands[rich]!, ...received]);
    s.exchange.push({ rich, poor, count, received, given: null });
  }
  s.phase = 'exchange';
}

function startPlay(s: DaifugoState): void {
  const prev = s.prevRanking!;
  s.phase = 'play';
  s.turn = s.rules.firstPlayer === 'president' ? prev[0]! : prev[s.players - 1]!;
}

function endRound(s: DaifugoState): void {
  const n = s.players;
  for (let seat = 0; seat < n; seat++) if (!s.out[seat]) s.finished.push(seat);
  for (const h of s.hands) for (const c of h) s.discard.push(c);
  const ranking = [...s.finished];
  if (s.fallen >= 0) ranking.push(s.fallen);
  for (let i = s.illegal.length - 1; i >= 0; i--) ranking.push(s.illegal[i]!);
  const delta = new Array(n).fill(0);
  ranking.forEach((seat, pos) => {
    delta[seat] = placePoints(s.rules, pos, n);
  });
  s.scores = s.scores.map((v, i) => v + delta[i]);
  s.results.push({
    round: s.round,
    ranking,
    titles: titlesFor(ranking),
    illegal: [...s.illegal],
    fallen: s.fallen >= 0 ? s.fallen : null,
    delta,
    scores: [...s.scores],
    history: s.history,
  });
  const winners = gameWinners(s.rules, s.scores);
  if (winners) {
    s.winners = winners;
    s.phase = 'gameOver';
    s.turn = -1;
    return;
  }
  s.prevRanking = ranking;
  s.round++;
  s.dealer = (s.dealer + 1) % n;
  dealRound(s);
}

/** Automatic passes for players with no legal play (`autoPass`). */
function runAutoPass(s: DaifugoState): void {
  if (!s.rules.autoPass) return;
  let guard = 0;
  while (s.phase === 'play' && s.pile.length > 0 && s.decisions.length === 0) {
    const hand = s.hands[s.turn]!;
    if (countLegalPlays(hand, tableOf(s), s.rules, true) > 0) return;
    doPass(s, s.turn, true);
    if (++guard > 1000) throw new Error('daifugo: automatic passes do not end (internal error)');
  }
}

function doPass(s: DaifugoState, seat: Seat, auto: boolean): void {
  if (s.rules.permanentPass) s.passed[seat] = true;
  const rec: MoveRecord = { type: 'pass', seat, auto };
  s.history.push(rec);
  if (moveTurn(s, seat)) {
    rec.cleared = true;
    rec.leader = s.turn;
  }
}

/** Would going out with these last cards be illegal (`illegalFinish`), under the order `reversed`? */
function illegalLast(r: DaifugoRules, cards: readonly Card[], reversed: boolean): boolean {
  if (!r.illegalFinish) return false;
  const bad = reversed ? LV_3 : LV_2;
  return cards.some((c) => {
    const lv = cardLevel(c);
    return lv === 13 || lv === bad || (r.eightCut && lv === LV_8);
  });
}

/**
 * `seat` has no cards left: it goes out (ranked last at once when `illegal`); downfall may
 * follow. Returns what the move record notes.
 */
function goOut(s: DaifugoState, seat: Seat, illegal: boolean): { out: 'finished' | 'illegal'; downfall?: Seat } {
  s.out[seat] = true;
  if (illegal) {
    s.illegal.push(seat);
    return { out: 'illegal' };
  }
  s.finished.push(seat);
  const president = s.prevRanking?.[0];
  if (
    s.rules.downfall &&
    s.finished.length === 1 &&
    president !== undefined &&
    president !== seat &&
    !s.out[president]
  ) {
    s.fallen = president;
    s.out[president] = true;
    for (const c of s.hands[president]!) s.discard.push(c);
    s.hands[president] = [];
    return { out: 'finished', downfall: president };
  }
  return { out: 'finished' };
}

/** End the round when one player is left. Returns true when it ended. */
function roundOverCheck(s: DaifugoState, rec: { cleared?: boolean }): boolean {
  if (activeCount(s) > 1) return false;
  clearPile(s);
  rec.cleared = true;
  endRound(s);
  return true;
}

function doPlay(s: DaifugoState, seat: Seat, cards: Card[], shape: Shape, effects: Effect[]): void {
  const wasReversed = isReversed(s);
  s.hands[seat] = without(s.hands[seat]!, cards);
  s.pile.push({
    form: shape.form,
    size: shape.size,
    level: shape.level,
    levels: shape.levels,
    suits: shape.suits,
    jokers: shape.jokers,
    seat,
    cards,
  });
  s.lastPlayer = seat;
  const rec: MoveRecord = { type: 'play', seat, cards, form: shape.form, size: shape.size, effects };
  s.history.push(rec);
  const has = (e: Effect) => effects.includes(e);
  if (has('revolution')) s.revolution = !s.revolution;
  if (has('eleven-back')) s.elevenBack = !s.elevenBack;
  if (has('suit-lock')) s.locked = shape.suits;

  if (s.hands[seat]!.length === 0) {
    const r = s.rules;
    const illegal =
      r.illegalFinish &&
      (shape.jokers > 0 ||
        (shape.levels & (1 << (wasReversed ? LV_3 : LV_2))) !== 0 ||
        (r.eightCut && (shape.levels & (1 << LV_8)) !== 0));
    const o = goOut(s, seat, illegal);
    rec.out = o.out;
    if (o.downfall !== undefined) rec.downfall = o.downfall;
    if (roundOverCheck(s, rec)) return;
  }
  // SPEC §6.4 order: the pile clears, then the decisions, then who plays next.
  const clears = has('eight-cut') || has('spade-three') || has('sandstorm');
  if (clears) {
    clearPile(s);
    rec.cleared = true;
  }
  const decisions: Decision[] = [];
  if (has('seven-pass') && !s.out[seat]) {
    decisions.push({ kind: 'seven-pass', seat, count: countOfLevel(shape, LV_7), to: nextIn(s, seat) });
  }
  if (has('ten-discard') && !s.out[seat]) {
    decisions.push({ kind: 'ten-discard', seat, count: countOfLevel(shape, LV_10) });
  }
  if (has('queen-bomber')) decisions.push({ kind: 'queen-bomber', seat, count: 1 });
  s.after = {
    seat,
    clears,
    skips: has('skip') ? 1 : has('five-skip') ? countOfLevel(shape, LV_5) : 0,
    reverse: has('nine-reverse'),
    rec: s.history.length - 1,
  };
  s.decisions = decisions;
  if (decisions.length > 0) s.turn = decisions[0]!.seat;
  else finishTurn(s);
}

/** The last step of a play: the direction, the next player, skips (SPEC §6.4 order). */
function finishTurn(s: DaifugoState): void {
  const a = s.after!;
  s.after = null;
  const rec = s.history[a.rec]! as Extract<MoveRecord, { type: 'play' }>;
  const seat = a.seat;
  if (a.reverse) s.direction = s.direction === 1 ? -1 : 1;
  if (a.clears) {
    s.turn = s.out[seat] ? nextIn(s, seat) : seat;
    rec.cleared = true;
    rec.leader = s.turn;
    return;
  }
  if (moveTurn(s, seat)) {
    rec.cleared = true;
    rec.leader = s.turn;
    return;
  }
  for (let i = 0; i < a.skips; i++) {
    if (i === 0) rec.skipped = s.turn;
    else (rec.skippedMore ??= []).push(s.turn);
    if (moveTurn(s, s.turn)) {
      rec.cleared = true;
      rec.leader = s.turn;
      return;
    }
  }
}

const DECISION_WORDS: Readonly<Record<Decision['kind'], string>> = {
  'seven-pass': 'choose the cards to hand over (seven pass)',
  'ten-discard': 'choose the cards to throw away (ten discard)',
  'queen-bomber': 'name a rank for the queen bomber',
};

/** Apply a seven pass, ten discard or queen bomber; the reason when it is not allowed. */
function applyDecision(s: DaifugoState, action: DaifugoAction): string | null {
  const d = s.decisions[0];
  if (d === undefined) return 'there is no seven pass, ten discard or queen bomber to make now';
  if (action.type !== d.kind) return `seat ${d.seat} must first ${DECISION_WORDS[d.kind]}`;
  if (action.seat !== d.seat) return `it is seat ${d.seat} who must ${DECISION_WORDS[d.kind]}`;
  const seat = d.seat;
  let rec: MoveRecord;
  if (action.type === 'queen-bomber') {
    const rank = (action as { rank?: unknown }).rank;
    if (typeof rank !== 'string' || !(LEVEL_RANKS as readonly string[]).includes(rank)) {
      return `name a rank for the queen bomber: one of ${LEVEL_RANKS.join(', ')}`;
    }
    s.log.push(action);
    const lv = LEVEL_RANKS.indexOf(rank as DaifugoRank);
    const thrown: Card[][] = s.hands.map(() => []);
    const outs: Seat[] = [];
    const bomb: Extract<MoveRecord, { type: 'queen-bomber' }> = {
      type: 'queen-bomber',
      seat,
      rank: rank as DaifugoRank,
      thrown,
      outs,
    };
    rec = bomb;
    s.history.push(rec);
    // In turn order from the bomber; a player left with no card goes out (never illegally).
    const n = s.players;
    for (let i = 0; i < n; i++) {
      const p = (((seat + i * s.direction) % n) + n) % n;
      if (s.out[p]) continue;
      const hand = s.hands[p]!;
      const gone = hand.filter((c) => c !== 'JK' && c !== 'BJ' && c !== 'LJ' && cardLevel(c) === lv);
      if (gone.length === 0) continue;
      thrown[p] = gone;
      s.hands[p] = without(hand, gone);
      for (const c of gone) s.discard.push(c);
      if (s.hands[p]!.length === 0) {
        const o = goOut(s, p, false);
        outs.push(p);
        if (o.downfall !== undefined) bomb.downfall = o.downfall;
        if (roundOverCheck(s, rec)) return null;
      }
    }
  } else {
    let cards: Card[];
    try {
      cards = readCards((action as { cards?: unknown }).cards ?? [], 'the cards');
    } catch (e) {
      return (e as Error).message;
    }
    const verb = d.kind === 'seven-pass' ? 'hand over' : 'throw away';
    if (cards.length > d.count) return `${verb} at most ${d.count} card${d.count === 1 ? '' : 's'}`;
    const hand = s.hands[seat]!;
    const missing = firstMissing(hand, cards);
    if (missing !== null) return `you do not hold ${missing}`;
    s.log.push(action);
    s.hands[seat] = without(hand, cards);
    if (d.kind === 'seven-pass') {
      const to = d.to!;
      s.hands[to] = sortByStrength([...s.hands[to]!, ...cards]);
      rec = { type: 'seven-pass', seat, to, count: cards.length, cards };
    } else {
      for (const c of cards) s.discard.push(c);
      rec = { type: 'ten-discard', seat, count: cards.length, cards };
    }
    s.history.push(rec);
    if (cards.length > 0 && s.hands[seat]!.length === 0) {
      const o = goOut(s, seat, illegalLast(s.rules, cards, isReversed(s)));
      rec.out = o.out;
      if (o.downfall !== undefined) rec.downfall = o.downfall;
      if (roundOverCheck(s, rec)) return null;
    }
  }
  s.decisions.shift();
  // A player who is out has nothing left to hand over or throw away.
  while (s.decisions.length > 0 && s.decisions[0]!.kind !== 'queen-bomber' && s.out[s.decisions[0]!.seat]) {
    s.decisions.shift();
  }
  if (s.decisions.length > 0) s.turn = s.decisions[0]!.seat;
  else finishTurn(s);
  return null;
}

/** The first of `cards` not in `hand`, or null. */
function firstMissing(hand: readonly Card[], cards: readonly Card[]): Card | null {
  outer: for (const c of cards) {
    for (let i = 0; i < hand.length; i++) if (hand[i] === c) continue outer;
    return c;
  }
  return null;
}

/** `hand` without `cards` (a new array, order kept). */
function without(hand: readonly Card[], cards: readonly Card[]): Card[] {
  const out: Card[] = [];
  outer: for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    for (let k = 0; k < cards.length; k++) if (cards[k] === c) continue outer;
    out.push(c);
  }
  return out;
}

function cloneState(s: DaifugoState): DaifugoState {
  return {
    ...s,
    log: s.log.slice(),
    hands: s.hands.map((h) => h.slice()),
    pile: s.pile.slice(),
    discard: s.discard.slice(),
    passed: s.passed.slice(),
    out: s.out.slice(),
    finished: s.finished.slice(),
    illegal: s.illegal.slice(),
    exchange: s.exchange.map((e) => ({ ...e })),
    scores: s.scores.slice(),
    history: s.history.slice(),
    results: s.results.slice(),
    decisions: s.decisions.slice(),
    after: s.after === null ? null : { ...s.after },
  };
}

function isSeat(s: DaifugoState, seat: unknown): seat is Seat {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < s.players;
}

/**
 * Apply an action to `s` in place. Returns the reason when the action is illegal; `s` is then
 * unchanged. The fast path for simulations; {@link daifugoGame}.apply copies first.
 */
export function applyInPlace(s: DaifugoState, action: DaifugoAction): string | null {
  if (action === null || typeof action !== 'object') return 'an action must be an object';
  const a = action as { type?: unknown; seat?: unknown; cards?: unknown };
  if (!isSeat(s, a.seat)) return `"seat" must be a seat number from 0 to ${s.players - 1}`;
  const seat = a.seat;
  if (s.phase === 'gameOver') return 'the game is over';
  if (a.type === 'give') {
    if (s.phase !== 'exchange') return 'cards are given only in the exchange before play';
    const ex = s.exchange.find((e) => e.rich === seat && e.given === null);
    if (!ex) return 'this seat has nothing to give in the exchange';
    let cards: Card[];
    try {
      cards = readCards(a.cards, 'the cards given');
    } catch (e) {
      return (e as Error).message;
    }
    if (cards.length !== ex.count) return `give exactly ${ex.count} card${ex.count === 1 ? '' : 's'}`;
    const hand = s.hands[seat]!;
    const missing = firstMissing(hand, cards);
    if (missing !== null) return `you do not hold ${missing}`;
    s.hands[seat] = without(hand, cards);
    s.hands[ex.poor] = sortByStrength([...s.hands[ex.poor]!, ...cards]);
    ex.given = cards;
    s.log.push(action);
    if (s.exchange.every((e) => e.given !== null)) {
      startPlay(s);
      runAutoPass(s);
    }
    return null;
  }
  if (a.type === 'seven-pass' || a.type === 'ten-discard' || a.type === 'queen-bomber') {
    if (s.phase !== 'play') return 'the exchange is not finished yet';
    const err = applyDecision(s, action);
    if (err === null) runAutoPass(s);
    return err;
  }
  if (a.type !== 'play' && a.type !== 'pass') {
    return 'an action is "play", "pass", "give", "seven-pass", "ten-discard" or "queen-bomber"';
  }
  if (s.phase !== 'play') return 'the exchange is not finished yet';
  if (s.decisions.length > 0) {
    const d = s.decisions[0]!;
    return `seat ${d.seat} must first ${DECISION_WORDS[d.kind]}`;
  }
  if (seat !== s.turn) return `it is not your turn: seat ${s.turn} is to play`;
  if (a.type === 'pass') {
    if (s.pile.length === 0) return 'you are leading: you cannot pass, play any card';
    s.log.push(action);
    doPass(s, seat, false);
    runAutoPass(s);
    return null;
  }
  let cards: Card[];
  try {
    cards = readCards(a.cards, 'the play');
  } catch (e) {
    return (e as Error).message;
  }
  const missing = firstMissing(s.hands[seat]!, cards);
  if (missing !== null) return `you do not hold ${missing}`;
  const p = action as { form?: Form; low?: DaifugoRank };
  const verdict = judgePlay(cards, tableOf(s), s.rules, { form: p.form, low: p.low });
  if (!verdict.legal) return verdict.reason;
  s.log.push(action);
  doPlay(s, seat, cards, verdict.shape, verdict.effects);
  runAutoPass(s);
  return null;
}

/** Start a game (validates the rule set; throws RuleSetError). */
export function setupDaifugo(setup: GameSetup): DaifugoState {
  const rs = setup.ruleSet;
  if (rs.variant !== 'daifugo') throw new RuleSetError(`this is the daifugo engine, not ${rs.variant}`);
  const rules = resolveDaifugoRules(rs.preset, rs.rules, setup.players);
  const n = rules.players;
  const dealer = setup.dealer ?? 0;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n) {
    throw new RuleSetError(`dealer must be a seat from 0 to ${n - 1}`);
  }
  const s = daifugoUndealt(setup, rules);
  dealRound(s);
  return s;
}

/**
 * A game's first state before any card is dealt, from rules already resolved: {@link setupDaifugo}
 * deals into it; a search fills it from a view (`view.rules`) without resolving the rule set again.
 */
export function daifugoUndealt(
  setup: Pick<GameSetup, 'ruleSet' | 'seed' | 'dealer'>,
  rules: DaifugoRules,
): DaifugoState {
  const n = rules.players;
  const dealer = setup.dealer ?? 0;
  const start = startingScore(rules, n);
  return {
    variant: 'daifugo',
    ruleSet: setup.ruleSet,
    rules,
    players: n,
    seed: setup.seed,
    firstDealer: dealer,
    log: [],
    round: 1,
    dealer,
    phase: 'play',
    hands: [],
    pile: [],
    discard: [],
    turn: 0,
    direction: 1,
    revolution: false,
    elevenBack: false,
    locked: 0,
    lastPlayer: -1,
    passed: [],
    out: [],
    finished: [],
    illegal: [],
    fallen: -1,
    prevRanking: null,
    exchange: [],
    scores: new Array(n).fill(start),
    history: [],
    results: [],
    winners: null,
    decisions: [],
    after: null,
  };
}

/** Rebuild a game from its setup and action log (throws on an illegal action). */
export function replayDaifugo(setup: GameSetup, log: readonly DaifugoAction[]): DaifugoState {
  const s = setupDaifugo(setup);
  for (const [i, a] of log.entries()) {
    const err = applyInPlace(s, a);
    if (err !== null) throw new Error(`action ${i} is illegal: ${err}`);
  }
  return s;
}

/** The setup a state was started from (for replays). */
export function setupOf(s: DaifugoState): GameSetup {
  return { ruleSet: s.ruleSet, players: s.players, seed: s.seed, dealer: s.firstDealer };
}

function legalActionsOf(s: DaifugoState, seat: Seat): DaifugoAction[] {
  if (s.phase === 'exchange') {
    const ex = s.exchange.find((e) => e.rich === seat && e.given === null);
    if (!ex) return [];
    return combinations(s.hands[seat]!, ex.count).map((cards) => ({ type: 'give', seat, cards }));
  }
  if (s.phase !== 'play' || seat !== s.turn) return [];
  const d = s.decisions[0];
  if (d !== undefined) {
    if (d.kind === 'queen-bomber') return LEVEL_RANKS.map((rank) => ({ type: 'queen-bomber', seat, rank }));
    const hand = s.hands[seat]!;
    const out: DaifugoAction[] = [];
    for (let k = 0; k <= Math.min(d.count, hand.length); k++) {
      for (const cards of combinations(hand, k)) out.push({ type: d.kind, seat, cards });
    }
    return out;
  }
  const hand = s.hands[seat]!;
  const jokers = jokersOf(hand);
  const out: DaifugoAction[] = [];
  for (const p of legalPlays(hand, tableOf(s), s.rules)) {
    for (const cards of jokerChoices(p.cards, p.form, jokers)) {
      const a: DaifugoAction = { type: 'play', seat, cards, form: p.form };
      if (p.low !== undefined) a.low = p.low;
      out.push(a);
    }
  }
  if (s.pile.length > 0) out.push({ type: 'pass', seat });
  return out;
}

const JOKER_ORDER: readonly Card[] = ['JK', 'BJ', 'LJ'];
const isJokerCard = (c: Card): boolean => JOKER_ORDER.includes(c);
/** The hand's jokers in the order the core uses them (JK, BJ, LJ). */
const jokersOf = (hand: readonly Card[]): Card[] => JOKER_ORDER.filter((j) => hand.includes(j));

/**
 * Every way to make the core's play (listed once, with the hand's first jokers and every held
 * card of a stairs' run) with the jokers the hand holds: `apply` takes any of them — the little
 * joker alone, a pair with it, a joker standing in for a held card of the run — so the table
 * offers each. The core's own cards come first.
 */
function jokerChoices(cards: Card[], form: Form, jokers: readonly Card[]): Card[][] {
  if (jokers.length === 0) return [cards];
  const own = cards.filter((c) => !isJokerCard(c));
  const used = cards.length - own.length;
  if (form !== 'stairs' && (used === 0 || used === jokers.length)) return [cards];
  const out: Card[][] = [cards];
  const drops = form === 'stairs' ? Math.min(jokers.length - used, own.length - 1) : 0;
  for (let d = 0; d <= drops; d++) {
    for (const dropped of combinations(own, d)) {
      const keep = own.filter((c) => !dropped.includes(c));
      for (const js of combinations(jokers, used + d)) {
        if (d === 0 && js.every((j, i) => j === cards[own.length + i])) continue; // the core's own
        out.push([...keep, ...js]);
      }
    }
  }
  return out;
}

/**
 * Whether a legal play is the core's own listing of it (the hand's first jokers, every held card
 * of a stairs' run), not one of the other ways to make it (`jokerChoices`): for a bot that weighs
 * each distinct play once.
 */
export function isCorePlay(a: DaifugoAction, hand: readonly Card[]): boolean {
  if (a.type !== 'play') return true;
  const jokers = jokersOf(hand);
  const used = a.cards.filter(isJokerCard);
  if (!used.every((j, i) => j === jokers[i])) return false;
  if (a.form !== 'stairs' || a.low === undefined) return true;
  const own = a.cards.filter((c) => !isJokerCard(c));
  const suit = own[0]?.charAt(0);
  const lo = cardLevel(`${suit}${a.low}`);
  const hi = lo + a.cards.length;
  return hand.every(
    (c) => isJokerCard(c) || c.charAt(0) !== suit || cardLevel(c) < lo || cardLevel(c) >= hi || own.includes(c),
  );
}

function viewOf(s: DaifugoState, seat: Seat | null): DaifugoView {
  const titles = s.prevRanking ? titlesFor(s.prevRanking) : new Array<null>(s.players).fill(null);
  const mine = seat !== null && s.phase !== 'gameOver';
  return {
    seat,
    players: s.players,
    rules: s.rules,
    round: s.round,
    phase: s.phase,
    dealer: s.dealer,
    hand: seat === null ? [] : [...s.hands[seat]!],
    handSizes: s.hands.map((h) => h.length),
    pile: s.pile.map((p) => ({
      seat: p.seat,
      cards: [...p.cards],
      form: p.form,
      size: p.size,
      rank: p.level === 13 ? 'joker' : LEVEL_RANKS[p.level]!,
    })),
    turn: s.phase === 'play' ? s.turn : null,
    direction: s.direction,
    revolution: s.revolution,
    elevenBack: s.elevenBack,
    reversed: isReversed(s),
    lockedSuits: suitsOfMask(s.locked),
    passed: [...s.passed],
    out: [...s.out],
    finished: [...s.finished],
    illegal: [...s.illegal],
    fallen: s.fallen >= 0 ? s.fallen : null,
    titles,
    exchange: seat === null ? [] : s.exchange.filter((e) => e.rich === seat || e.poor === seat).map((e) => ({ ...e })),
    scores: [...s.scores],
    // Cards handed over by a seven pass are seen only by the giver and the receiver.
    history: s.history.map((m) =>
      m.type === 'seven-pass' && seat !== m.seat && seat !== m.to ? { ...m, cards: [] } : { ...m },
    ),
    lastRound: s.results.length ? s.results[s.results.length - 1]! : null,
    winners: s.winners,
    legal:
      mine && s.phase === 'play' && s.turn === seat && s.decisions.length === 0
        ? legalPlays(s.hands[seat]!, tableOf(s), s.rules)
        : [],
    decision: s.phase === 'play' && s.decisions.length > 0 ? { ...s.decisions[0]! } : null,
  };
}

export const daifugoGame: Game<DaifugoState, DaifugoAction, DaifugoView> = {
  variant: 'daifugo',
  setup: setupDaifugo,
  toAct(s) {
    if (s.phase === 'exchange') return s.exchange.filter((e) => e.given === null).map((e) => e.rich);
    if (s.phase === 'play') return [s.turn];
    return [];
  },
  legalActions: legalActionsOf,
  apply(s, action): Outcome<DaifugoState> {
    const next = cloneState(s);
    let err: string | null;
    try {
      err = applyInPlace(next, action);
    } catch (e) {
      err = e instanceof Error ? e.message : String(e);
    }
    return err === null ? { ok: true, value: next } : { ok: false, reason: err };
  },
  view: viewOf,
  phase: (s) => s.phase,
  isGameOver: (s) => s.phase === 'gameOver',
};
