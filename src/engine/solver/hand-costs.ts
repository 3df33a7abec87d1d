/**
 * What each card of a played hand cost its side, all hands open: for every play, the points (or,
 * in Nap, tricks) the player's side could still make with the best card there, less what it can
 * make after the card played — 0 for a best card, −1, −3 … for a mistake — and the deal's par
 * (what the declaring side makes when everyone plays perfectly from the first trick).
 *
 * One {@link handSolver} (one transposition table) serves every position of the hand. The
 * positions are solved from the last play back to the first, so a budget spent on the deep early
 * positions still leaves the later plays' costs; a play whose position could not be solved within
 * the budget has cost `null`.
 *
 * Pure, no Node APIs: the review's Web Worker runs it.
 */
import { cardIndex, type Card, type Suit } from '../cards.ts';
import { CTX_COMMAND, ctxDeclared, makeCtx, moveCard, moveCtx, toCard, type TrickGame } from './games.ts';
import { handSolver, SolveLimitError, solvePosition } from './dds.ts';
import type { SolveOptions } from './solve-types.ts';
import { solverGameFor, type PositionVariant, type ResolvedRules } from './variant-game.ts';

/** The deal at the first trick (after any exchange). */
export interface HandDeal {
  trump: Suit | null;
  /** tw-hk: the secretary card. */
  secretary?: Card;
  /** Each seat's cards before the first trick, seat 0 first. */
  hands: readonly (readonly Card[])[];
  /** The seat that leads the first trick. */
  leader: number;
  /** Seats of the declaring side. */
  side: readonly number[];
}

/** One card played, in the order of play. */
export interface HandPlay {
  card: Card;
  /** The suit a suitless lead names (a joker, the tw-hk secretary card). */
  declared?: Suit;
  /** A lead's call: Mighty's ripper call, tw-hk's summon. */
  call?: boolean;
  /** tw-hk: Napoleon's secretary command, binding from this play to the end of the trick. */
  command?: boolean;
}

export interface PlayCost {
  seat: number;
  card: Card;
  /** 1-based trick number. */
  trick: number;
  /**
   * What the card cost the player's side against its best card (0 or negative, in the variant's
   * unit: honours, points, or tricks in Nap); null when not solved within the budget.
   */
  cost: number | null;
  /** What the declaring side could make from here, before this card (null when unsolved). */
  best: number | null;
  /**
   * Every best card there (`declared`: the suit a best suitless lead names), when the play cost
   * something and its seat is one {@link HandCostsOptions.bestFor} asked about.
   */
  better?: { card: Card; declared?: Suit }[];
  /**
   * Set when the cost is not the exact solver's but the computer's search's estimate (the position
   * was too deep to solve in the time allowed): `deals`, how many sampled deals it tried. `cost`
   * and `best` are then rounded averages over those deals.
   */
  estimate?: { deals: number };
}

/** The budget of each position's search, and what the caller wants told as it goes. */
export interface HandCostsOptions extends SolveOptions {
  /** Told each play's cost as soon as it is known (the last play first). */
  onCost?: (index: number, cost: PlayCost) => void;
  /** The seats whose costly plays get their best cards (`better`). */
  bestFor?: readonly number[];
  /**
   * A deadline for the whole pass (a `Date.now()` time): each position's `timeLimitMs` is cut to
   * what is left, and once it has passed the earlier positions stay unsolved.
   */
  until?: number;
}

export interface HandCosts {
  /** What the declaring side makes from the first trick with perfect play on every side (null when unsolved). */
  par: number | null;
  costs: PlayCost[];
  /** Nodes searched in all. */
  nodes: number;
  /** The opening lead named trumps (Nap): its cost and the par are left unsolved for that reason. */
  leadNamesTrumps?: true;
}

const SUIT_INT: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };
const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** A position of the hand: each seat's cards (ints), the trick's leader, number, plays so far and context. */
export interface Position {
  hands: number[][];
  leader: number;
  trickNo: number;
  plays: number[];
  ctx: number;
}

/** The position before one play of a hand, with the play (see {@link handSteps}). */
export interface Step extends Position {
  seat: number;
  card: number;
  /** The move played: the card, with a lead's context (`card | ctx << 8`: the suit it names, a call). */
  move: number;
  /** Points the declaring side took in the trick this card finished (0 when it did not finish one). */
  gain: number;
}

/** Whether the declaring side wants fewer points, not more (Nap's Misère: no trumps). */
export function sideMinimises(g: TrickGame, trump: Suit | null): boolean {
  return g.variant === 'nap' && trump === null;
}

/** The positions before each play of a hand, checked against the rules (a clear error names a play that is not legal). */
export function handSteps(g: TrickGame, deal: HandDeal, plays: readonly HandPlay[]): Step[] {
  return replay(g, deal, plays).steps;
}

/**
 * The positions before each play, checked against the rules (a clear error names a play that is
 * not legal), and the position after the last play when the hand is not over (else null).
 */
function replay(g: TrickGame, deal: HandDeal, plays: readonly HandPlay[]): { steps: Step[]; end: Position | null } {
  const P = g.players;
  if (deal.hands.length !== P) throw new RangeError(`the deal has ${deal.hands.length} hands; this game has ${P}`);
  const hands = deal.hands.map((h) => h.map(cardIndex));
  const side = new Set(deal.side);
  const steps: Step[] = [];
  let leader = deal.leader;
  let trickNo = g.totalTricks - hands[leader]!.length + 1;
  let trick: number[] = [];
  let ctx = 0;
  const out = new Int32Array(64);
  const live = new Uint8Array(64);
  for (const h of hands) for (const c of h) live[c] = 1;
  plays.forEach((p, i) => {
    const seat = (leader + trick.length) % P;
    const card = cardIndex(p.card);
    const where = `play ${i + 1} (${p.card}, seat ${seat}, trick ${trickNo})`;
    const hand = hands[seat]!;
    if (!hand.includes(card)) throw new RangeError(`${where}: seat ${seat} does not hold ${p.card}`);
    if (trick.length === 0) {
      const buf = new Int32Array(8);
      const m = g.leadMoves(card, trickNo, live, buf, 0);
      const named = Array.from(buf.subarray(0, m)).some((mv) => (mv >>> 8) & 7);
      const d = named ? (p.declared === undefined ? -1 : SUIT_INT[p.declared]) : -1;
      if (named && d < 0) throw new RangeError(`${where}: this lead names a suit; give it as "declared"`);
      const moves = Array.from(buf.subarray(0, m));
      ctx = makeCtx(d, p.call === true);
      // A call with nothing left to call (the joker already played) changes nothing: read as no call.
      if (p.call && !moves.includes(card | (ctx << 8)) && moves.includes(card | (makeCtx(d, false) << 8)))
        ctx = makeCtx(d, false);
      if (!moves.includes(card | (ctx << 8)))
        throw new RangeError(`${where}: ${p.call ? 'this lead cannot call' : 'this lead must call'}`);
    }
    if (p.command) ctx |= CTX_COMMAND;
    const k = g.legal(hand, 0, hand.length, trick, trick.length, trickNo, ctx, out);
    if (!Array.from(out.subarray(0, k)).includes(card)) throw new RangeError(`${where}: not a legal card here`);
    steps.push({
      hands: hands.map((h) => [...h]),
      leader,
      trickNo,
      plays: [...trick],
      // Before the lead the leader chooses the trick's context (a command is Napoleon's, given).
      ctx: trick.length === 0 ? ctx & CTX_COMMAND : ctx,
      seat,
      card,
      move: trick.length === 0 ? card | ((ctx & ~CTX_COMMAND) << 8) : card,
      gain: 0,
    });
    hand.splice(hand.indexOf(card), 1);
    trick.push(card);
    if (trick.length === P) {
      const w = (leader + g.winner(trick, P, trickNo, ctx)) % P;
      let pts = g.trickBonus;
      for (const c of trick) pts += g.value[c]!;
      steps[steps.length - 1]!.gain = side.has(w) ? pts : 0;
      for (const c of trick) live[c] = 0;
      leader = w;
      trickNo++;
      trick = [];
      ctx = 0;
    }
  });
  const over = hands.every((h) => h.length === 0);
  return { steps, end: over ? null : { hands, leader, trickNo, plays: trick, ctx } };
}

/**
 * Every play's cost to its side and the deal's par. `opts` bounds each position's search
 * (`maxNodes`, `timeLimitMs`); positions before one that ran out are left unsolved.
 */
export function handCosts(
  variant: PositionVariant,
  rules: ResolvedRules['rules'],
  deal: HandDeal,
  plays: readonly HandPlay[],
  opts: HandCostsOptions = {},
): HandCosts {
  const g = solverGameFor({ variant, rules } as ResolvedRules, deal.trump, deal.secretary);
  return handCostsFor(g, deal, plays, opts);
}

/** {@link handCosts} for a solver game already built. */
export function handCostsFor(
  g: TrickGame,
  deal: HandDeal,
  plays: readonly HandPlay[],
  options: HandCostsOptions = {},
): HandCosts {
  const { onCost, bestFor = [], until, ...opts } = options;
  const { steps, end } = replay(g, deal, plays);
  const minimise = sideMinimises(g, deal.trump);
  const solver = handSolver(g, { hands: deal.hands.map((h) => h.map(cardIndex)), side: deal.side, minimise });
  const onSide = new Set(deal.side);
  const costs: PlayCost[] = steps.map((st, i) => ({
    seat: st.seat,
    card: plays[i]!.card,
    trick: st.trickNo,
    cost: null,
    best: null,
  }));
  let nodes = 0;
  // Each search's time: its own limit, cut to what the deadline leaves (0: nothing left).
  const timeNow = (): SolveOptions | null => {
    const left = until === undefined ? Infinity : until - Date.now();
    if (left <= 0) return null;
    const limit = Math.min(opts.timeLimitMs ?? Infinity, left);
    return Number.isFinite(limit) ? { ...opts, timeLimitMs: limit } : opts;
  };
  const solveAt = (pos: Position, known: { lower?: number; upper?: number; firstTarget?: number }): number | null => {
    const time = timeNow();
    if (!time) return null;
    try {
      const r = solvePosition(solver, pos, { ...time, ...known, moves: false });
      nodes += r.nodes;
      return r.best;
    } catch (e) {
      if (e instanceof SolveLimitError) return null;
      throw e;
    }
  };
  // What the declaring side makes after the last play (not counting the trick that play finished).
  let next = end === null ? 0 : solveAt(end, {});
  let leadNamesTrumps = false;
  for (let i = steps.length - 1; i >= 0 && next !== null; i--) {
    const st = steps[i]!;
    // Nap's opening lead names trumps: another lead would be another contract, which this search
    // (trumps fixed) cannot weigh. That play and the par stay unsolved, as the judge asks for the lead.
    if (g.variant === 'nap' && deal.trump !== null && st.trickNo === 1 && st.plays.length === 0) {
      leadNamesTrumps = true;
      break;
    }
    const afterThis = next + st.gain;
    // The card played is worth `afterThis`: the best is at least that for the side that
    // maximises, at most that for the other, and usually equal (one test proves it).
    const maxes = onSide.has(st.seat) !== minimise;
    const v = solveAt(
      st,
      maxes ? { lower: afterThis, firstTarget: afterThis + 1 } : { upper: afterThis, firstTarget: afterThis },
    );
    if (v === null) break;
    costs[i]!.best = v;
    costs[i]!.cost = maxes ? afterThis - v : v - afterThis;
    if (costs[i]!.cost! < 0 && bestFor.includes(st.seat)) {
      // The value is known, so only each card's test remains (the table is warm from the value's search).
      try {
        const time = timeNow();
        if (!time) throw new SolveLimitError('the deadline has passed');
        const r = solvePosition(solver, st, { ...time, lower: v, upper: v, moves: true });
        nodes += r.nodes;
        costs[i]!.better = r.moves.map((mv) => {
          const d = ctxDeclared(moveCtx(mv));
          return { card: toCard(moveCard(mv)), ...(d >= 0 ? { declared: SUITS[d]! } : {}) };
        });
      } catch (e) {
        if (!(e instanceof SolveLimitError)) throw e;
      }
    }
    onCost?.(i, costs[i]!);
    next = v;
  }
  return {
    par: costs.length > 0 ? costs[0]!.best : next,
    costs,
    nodes,
    ...(leadNamesTrumps ? { leadNamesTrumps: true as const } : {}),
  };
}
