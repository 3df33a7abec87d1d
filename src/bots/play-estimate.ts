/**
 * The computer's estimate of what one play of a finished hand cost its side, for the review's
 * marks where the exact solver (engine/solver/hand-costs.ts) ran out of time: the early tricks of
 * a long hand (issue #33 item 3: "the exact solver for the last tricks, the strong search before").
 *
 * The method is the strong bot's card search (mc.ts, the `strong` level of trick-common.ts):
 * determinised Monte Carlo. Each of `samples` deals is consistent with what the player had seen
 * at that moment — its own cards, every card played before, and every card a play proved a seat
 * could not hold (a card that would have made that seat's play illegal: a void, a forced joker) —
 * the other seats' cards dealt again at random with their hand sizes. Every legal card (with the
 * suit a suitless lead names) is applied to the same sampled deal, and the hand is finished by the
 * strong level's side-aware playout, the last two tricks solved exactly, with one random stream
 * per deal shared by all the cards (common random numbers). What is averaged is the declaring
 * side's points from this position on, the exact marks' unit (honours, points, heads; Nap: tricks),
 * so an estimate reads like an exact mark.
 *
 * Two simplifications, stated because the review says "estimate": the sides are taken as they
 * turned out (a partner still hidden at that moment is known), and cards out of play (a widow,
 * discards) stay out of the sampled deals.
 *
 * The cost: the played card's average against the search's best card, counted only when the
 * difference is clear — at least half a unit and at least two standard errors of the per-deal
 * differences — and rounded to whole units; otherwise 0. The search's best card never costs anything.
 *
 * Pure, no Node APIs: the review's Web Worker runs it (islands-logic/review-costs-worker.ts).
 */
import { cardIndex, type Card, type Suit } from '../engine/cards.ts';
import { Rng, deriveSeed } from '../engine/rng.ts';
import {
  CTX_COMMAND,
  ctxDeclared,
  makeCtx,
  moveCard,
  moveCtx,
  toCard,
  type TrickGame,
} from '../engine/solver/games.ts';
import type { Step } from '../engine/solver/hand-costs.ts';
import type { CompletedTrick, TrickHand, TrickPlay } from '../engine/trick/index.ts';
import {
  ENDGAME_TRICKS,
  fastPlayout,
  sampleDeal,
  sideTotal,
  SMART_RANDOMNESS,
  type FastTrickRules,
} from './trick-common.ts';

const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
const SUIT_INT: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };

/** The strong bot's number of sampled deals for a card (types.ts BUDGETS.strong). */
export const ESTIMATE_SAMPLES = 60;
/** Below this many deals tried before the deadline, no estimate is given. */
export const MIN_ESTIMATE_SAMPLES = 8;

export interface PlayEstimate {
  /** What the card cost the player's side: 0, or a negative whole number of units. */
  cost: number;
  /** The declaring side's average points from here with the search's best card, and after the card played (rounded). */
  best: number;
  after: number;
  /** The search's best card (when the play cost something). */
  better: { card: Card; declared?: Suit }[];
  /** The search's best move (`card | ctx << 8`, as hand-costs.ts steps carry moves): the card played when it was. */
  bestMove: number;
  /** The deals tried. */
  deals: number;
}

export interface EstimateOptions {
  /** Deals to try (default {@link ESTIMATE_SAMPLES}). */
  samples?: number;
  seed?: string;
  /** A `Date.now()` deadline: sampling stops there (null when fewer than {@link MIN_ESTIMATE_SAMPLES} were tried). */
  until?: number;
}

/** One sampled position: every seat's cards, the trick so far, and each seat's points from here. */
interface Sim {
  hands: Card[][];
  current: TrickPlay[];
  leader: number;
  trickNo: number;
  ctx: number;
  points: number[];
}

/**
 * The estimate for play `index` of the hand whose positions are `steps` (hand-costs.ts
 * `handSteps`): `side` is the declaring side, `minimise` true when it wants fewer (Nap's Misère).
 */
export function estimatePlayCost(
  g: TrickGame,
  steps: readonly Step[],
  index: number,
  side: readonly number[],
  minimise: boolean,
  opts: EstimateOptions = {},
): PlayEstimate | null {
  const st = steps[index];
  if (!st) throw new RangeError(`no play ${index + 1} in this hand`);
  const P = g.players;
  const me = st.seat;
  const decl = (s: number) => side.includes(s);
  const maxes = decl(me) !== minimise;
  const candidates = movesAt(g, st);
  const played = candidates.indexOf(st.move);
  if (played < 0) throw new RangeError(`play ${index + 1}: the card played is not among the legal ones`);
  const notWith = provenAbsent(g, steps, index);
  const pool = st.hands.flatMap((h, s) => (s === me ? [] : h.map(toCard)));
  const samples = opts.samples ?? ESTIMATE_SAMPLES;
  const seed = opts.seed ?? `estimate-${index}`;
  const n = candidates.length;
  // per candidate: the sum of its values, and per deal the played card's value (for the differences)
  const values: number[][] = candidates.map(() => []);
  let deals = 0;
  for (let i = 0; i < samples; i++) {
    if (opts.until !== undefined && Date.now() > opts.until) break;
    const deal = sampleDeal(
      {
        players: P,
        me,
        myHand: st.hands[me]!.map(toCard),
        handSizes: st.hands.map((h) => h.length),
        unseen: pool,
        voids: st.hands.map(() => new Set<Suit>()),
        suitFor: () => null,
        notWith,
      },
      new Rng(deriveSeed(seed, 'sample', i)),
    );
    const base: Sim = {
      hands: deal.hands,
      current: st.plays.map((c, k) => ({ seat: (st.leader + k) % P, card: toCard(c), ...declaredOf(k, st.ctx) })),
      leader: st.leader,
      trickNo: st.trickNo,
      ctx: st.ctx,
      points: st.hands.map(() => 0),
    };
    const rseed = deriveSeed(seed, 'rollout', i);
    for (let c = 0; c < n; c++) {
      const v = sideTotal(finish(g, apply(g, base, candidates[c]!), new Rng(rseed), decl, minimise).points, decl);
      values[c]!.push(maxes ? v : -v);
    }
    deals++;
  }
  if (deals < Math.min(MIN_ESTIMATE_SAMPLES, samples)) return null;
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const means = values.map(mean);
  let best = played;
  means.forEach((m, c) => {
    if (m > means[best]! + 1e-9) best = c;
  });
  const diffs = values[best]!.map((v, i) => v - values[played]![i]!);
  const d = mean(diffs);
  const sd = Math.sqrt(diffs.reduce((a, x) => a + (x - d) ** 2, 0) / Math.max(1, deals - 1));
  const clear = best !== played && d >= 0.5 && d >= (2 * sd) / Math.sqrt(deals);
  const sign = maxes ? 1 : -1;
  const asMove = (mv: number) => {
    const dd = ctxDeclared(moveCtx(mv));
    return { card: toCard(moveCard(mv)), ...(dd >= 0 ? { declared: SUITS[dd]! } : {}) };
  };
  // the declaring side's points, back from the searching side's sign (-0 read as 0)
  const side0 = (x: number) => Math.round(sign * x) + 0;
  return {
    cost: clear ? -Math.round(d) : 0,
    best: side0(means[best]!),
    after: side0(means[played]!),
    better: clear ? [asMove(candidates[best]!)] : [],
    bestMove: candidates[best]!,
    deals,
  };
}

/** The suit a lead names, as a trick's play carries it. */
function declaredOf(k: number, ctx: number): { declared?: Suit } {
  const d = ctxDeclared(ctx);
  return k === 0 && d >= 0 ? { declared: SUITS[d]! } : {};
}

/** Every legal move of the seat to play at `st` (a lead with each suit it may name and each call). */
function movesAt(g: TrickGame, st: Step): number[] {
  const hand = st.hands[st.seat]!;
  const out = new Int32Array(64);
  const k = g.legal(hand, 0, hand.length, st.plays, st.plays.length, st.trickNo, st.ctx, out);
  const cards = Array.from(out.subarray(0, k));
  if (st.plays.length > 0) return cards;
  const live = new Uint8Array(64);
  for (const h of st.hands) for (const c of h) live[c] = 1;
  const buf = new Int32Array(16);
  return cards.flatMap((c) => Array.from(buf.subarray(0, g.leadMoves(c, st.trickNo, live, buf, 0))));
}

/**
 * The cards each seat was proved not to hold by its plays before play `index`: a card `x` is not
 * with seat `q` when holding it beside the card `q` played would have made that card illegal.
 */
function provenAbsent(g: TrickGame, steps: readonly Step[], index: number): Map<Card, number[]> {
  const st = steps[index]!;
  const out = new Map<Card, number[]>();
  const buf = new Int32Array(4);
  st.hands.forEach((_, q) => {
    if (q === st.seat) return;
    const others = st.hands.flatMap((hh, s) => (s === st.seat ? [] : hh));
    for (const x of others) {
      const proved = steps.slice(0, index).some((p) => {
        if (p.seat !== q) return false;
        const k = g.legal([p.card, x], 0, 2, p.plays, p.plays.length, p.trickNo, p.ctx, buf);
        return !Array.from(buf.subarray(0, k)).includes(p.card);
      });
      if (proved) {
        const c = toCard(x);
        out.set(c, [...(out.get(c) ?? []), q]);
      }
    }
  });
  return out;
}

/** A card's worth to the side that takes it (Nap: each of a trick's cards carries a share of the trick). */
const worth = (g: TrickGame, c: Card): number => g.value[cardIndex(c)]! + g.trickBonus / g.players;

/** `s` after the seat to play plays `mv`. */
function apply(g: TrickGame, s: Sim, mv: number): Sim {
  const P = g.players;
  const seat = (s.leader + s.current.length) % P;
  const card = toCard(moveCard(mv));
  const hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
  const ctx = s.current.length === 0 ? moveCtx(mv) | (s.ctx & CTX_COMMAND) : s.ctx;
  const current = [...s.current, { seat, card, ...declaredOf(s.current.length, ctx) }];
  if (current.length < P) return { ...s, hands, current, ctx };
  const w =
    (s.leader +
      g.winner(
        current.map((p) => cardIndex(p.card)),
        P,
        s.trickNo,
        ctx,
      )) %
    P;
  const points = [...s.points];
  for (const p of current) points[w] += worth(g, p.card);
  return { hands, current: [], leader: w, trickNo: s.trickNo + 1, ctx: 0, points };
}

/** The strong level's playout from `s` to the end of the hand (trick-common.ts), the last tricks exact. */
function finish(g: TrickGame, s: Sim, rng: Rng, decl: (s: number) => boolean, minimise: boolean) {
  // the trick in progress keeps its context (a call, a command); later tricks name only a suit
  const ctxOf = (plays: readonly TrickPlay[], trickNo: number): number =>
    trickNo === s.trickNo && s.current.length > 0
      ? s.ctx
      : makeCtx(plays[0]?.declared ? SUIT_INT[plays[0].declared] : -1, false);
  const out = new Int32Array(64);
  const ints = (plays: readonly TrickPlay[]) => plays.map((p) => cardIndex(p.card));
  const all = new Uint8Array(64).fill(1);
  const buf = new Int32Array(16);
  const rules: FastTrickRules = {
    legal: (hand, plays, trickNo) => {
      const k = g.legal(
        hand.map(cardIndex),
        0,
        hand.length,
        ints(plays),
        plays.length,
        trickNo,
        ctxOf(plays, trickNo),
        out,
      );
      return Array.from(out.subarray(0, k), toCard);
    },
    winner: (plays, trickNo) => g.winner(ints(plays), plays.length, trickNo, ctxOf(plays, trickNo)),
    points: (c) => worth(g, c),
    // a suitless lead names the suit the leader holds most of
    declare: (card, trickNo, hand) => {
      const k = g.leadMoves(cardIndex(card), trickNo, all, buf, 0);
      if (!Array.from(buf.subarray(0, k)).some((mv) => ctxDeclared(moveCtx(mv)) >= 0)) return undefined;
      const count = [0, 0, 0, 0];
      for (const c of hand) if (g.suit[cardIndex(c)]! < 4) count[g.suit[cardIndex(c)]!]!++;
      return SUITS[count.indexOf(Math.max(...count))]!;
    },
  };
  const t: TrickHand = {
    players: g.players,
    hands: s.hands,
    leader: s.leader,
    current: s.current,
    calls: {},
    // only their number counts here (the trick being played is the next one)
    completed: Array.from({ length: s.trickNo - 1 }, () => ({ leader: 0, winner: 0 }) as unknown as CompletedTrick),
    taken: s.hands.map(() => []),
    points: s.points,
    totalTricks: g.totalTricks,
  };
  // the declaring side maximises its points (Misère: the defenders do)
  const maximiser = (x: number) => decl(x) !== minimise;
  return fastPlayout(
    t,
    rules,
    rng,
    SMART_RANDOMNESS,
    { tricks: ENDGAME_TRICKS, side: maximiser, value: (pts) => sideTotal(pts, decl) },
    minimise ? undefined : decl,
  );
}
