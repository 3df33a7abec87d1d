/**
 * The hand's story after it ends (issue #33 item 3): what each card cost its side all hands open
 * (the exact solver's per-card costs, `engine/solver/hand-costs.ts`, run in a Web Worker by
 * `costs-client.ts`; where it ran out of time, the learner's plays carry the computer's search's
 * estimate instead, flagged with the deals it tried, `review-costs-worker.ts`), the deal's par
 * (exact or nothing), one fact-line of why for each of the learner's costly plays, and the
 * replay's frames trick by trick. Facts only: the catalogue `replay.json` words them.
 */
import type { Card, Suit } from '../engine/cards.ts';
import { descriptorOf } from '../engine/descriptors.ts';
import type { VariantId } from '../engine/options.ts';
import type { ReviewCostsRequest } from './review-costs-worker.ts';
import type { PlayCost } from '../engine/solver/hand-costs.ts';
import { handRecord, type RecordedTrick } from '../engine/solver/hand-record.ts';
import type { PositionVariant, ResolvedRules } from '../engine/solver/variant-game.ts';
import { finishedTricks } from './table-view.ts';

/** Each position's search budget, and the whole hand's (after it, what is left is "not analysed"). */
export const POSITION_MS = 6_000;
export const HAND_MS = 30_000;
/** The worker's own budget: the whole hand's less its start-up (the page stops it at {@link HAND_MS}). */
export const WORKER_MS = HAND_MS - 2_000;

/** Whether the exact solver knows this game (the descriptor says so: its endgame puzzles use it). */
export const hasHandCosts = (variant: VariantId): boolean => descriptorOf(variant).has.endgames;

/**
 * The worker's request for a finished hand: the deal and plays read from the view's completed
 * tricks and the game's log, the rules as the game's state keeps them. Null when the game has no
 * exact solver, no trick was played or there is no declaring side.
 */
export function costsRequestOf(inp: {
  id: number;
  variant: VariantId;
  view: Record<string, unknown>;
  state: unknown;
  side: readonly number[];
  human: number;
  /** Each seat's cards still held (a hand stopped once decided), from each seat's own view. */
  handsLeft?: readonly (readonly Card[])[];
}): ReviewCostsRequest | null {
  if (!hasHandCosts(inp.variant) || inp.side.length === 0) return null;
  const v = inp.view;
  const tricks = finishedTricks(v) as RecordedTrick[];
  const st = (inp.state ?? {}) as { rules?: unknown; values?: unknown; log?: unknown[] };
  const players = typeof v['players'] === 'number' ? v['players'] : (tricks[0]?.plays.length ?? 0);
  const rec = handRecord({
    tricks,
    log: st.log ?? [],
    players,
    trump: (v['trump'] as Suit | null | undefined) ?? null,
    secretary: (v['secretaryCard'] as Card | null | undefined) ?? null,
    side: inp.side,
    ...(inp.handsLeft ? { rest: inp.handsLeft } : {}),
    // The trick left unfinished when the hand stopped once decided (the table games' views).
    ...(Array.isArray(v['current']) ? { current: v['current'] as RecordedTrick['plays'] } : {}),
    ...(v['calls'] && typeof v['calls'] === 'object' ? { currentCalls: v['calls'] as Record<string, boolean> } : {}),
  });
  if (!rec) return null;
  return {
    id: inp.id,
    variant: inp.variant as PositionVariant,
    rules: (st.rules ?? st.values) as ResolvedRules['rules'],
    deal: rec.deal,
    plays: rec.plays,
    timeLimitMs: POSITION_MS,
    budgetMs: WORKER_MS,
    bestFor: [inp.human],
  };
}

// ------------------------------------------------------------------ the story as facts

/** A trick as the review has it (table-view-review.ts ReviewTrick's fields the story reads). */
export interface StoryInput {
  n: number;
  leader: number;
  winner: number;
  points: number;
  plays: readonly { seat: number; card: Card }[];
}

/**
 * One card's mark: `cost` 0 (best), negative (what it cost the player's side), null (not
 * analysed: too deep for the time allowed) or undefined (the analysis is still running).
 * `deals`: the cost is the computer's estimate over that many sampled deals, not exact.
 */
export interface StoryPlay {
  seat: number;
  card: Card;
  cost: number | null | undefined;
  deals?: number;
}

export interface StoryTrick extends StoryInput {
  plays: StoryPlay[];
}

/** Why one of the learner's plays cost something, as the solver's facts. */
export interface WhyFact {
  trick: number;
  card: Card;
  /** What it cost the learner's side (positive). */
  lost: number;
  /** The best cards there. */
  better: Card[];
  /** What the declaring side could make from there with the best card, and after the card played. */
  best: number;
  after: number;
  /** The learner is on the declaring side. */
  declarer: boolean;
  /** The cost is the computer's estimate over this many deals (not exact). */
  deals?: number;
}

export interface HandStory {
  tricks: StoryTrick[];
  /** The deal's par; null: not analysed; undefined: not yet known. */
  par: number | null | undefined;
  /** Plays whose cost is known so far, and all plays. */
  known: number;
  total: number;
  done: boolean;
  why: WhyFact[];
  /**
   * The learner's plays solved exactly: how many were best, cost something (and how much in all);
   * those only estimated: how many showed no clear cost, cost something (and about how much); not analysed.
   */
  mine: {
    best: number;
    costly: number;
    lost: number;
    open: number;
    estBest: number;
    estCostly: number;
    estLost: number;
  };
  /** The opening lead named trumps (Nap): it and the par are not analysed for that reason. */
  leadNamesTrumps: boolean;
  /** The last trick holding a card left unsolved for want of time (0: none). */
  lastOpen: number;
  /** The last trick holding one of the learner's cards marked by estimate (0: none). */
  lastEstimated: number;
}

/** What the worker told so far: each play's cost by its index in the hand, the par when done. */
export interface CostsSoFar {
  costs: readonly (PlayCost | undefined)[];
  par?: number | null;
  done: boolean;
  leadNamesTrumps?: boolean;
}

export function handStory(
  rows: readonly StoryInput[],
  so: CostsSoFar,
  human: number,
  side: readonly number[],
  misere = false,
): HandStory {
  let i = 0;
  const why: WhyFact[] = [];
  const mine = { best: 0, costly: 0, lost: 0, open: 0, estBest: 0, estCostly: 0, estLost: 0 };
  let lastEstimated = 0;
  let known = 0;
  const tricks = rows.map((r) => ({
    ...r,
    plays: r.plays.map((p) => {
      const c = so.costs[i++];
      const cost = c ? c.cost : so.done ? null : undefined;
      const deals = typeof cost === 'number' ? c?.estimate?.deals : undefined;
      if (typeof cost === 'number') known++;
      if (p.seat === human) {
        if (deals !== undefined) lastEstimated = r.n;
        if (typeof cost !== 'number') mine.open++;
        else if (cost === 0) mine[deals === undefined ? 'best' : 'estBest']++;
        else {
          mine[deals === undefined ? 'costly' : 'estCostly']++;
          if (deals === undefined) mine.lost -= cost;
          else mine.estLost -= cost;
          const best = c!.best!;
          // The declaring side wants more (Misère: fewer); a cost is always against the player's side.
          const declarer = side.includes(p.seat);
          const maxes = declarer !== misere;
          why.push({
            trick: r.n,
            card: p.card,
            lost: -cost,
            better: (c!.better ?? []).map((b) => b.card),
            best,
            after: maxes ? best + cost : best - cost,
            declarer,
            ...(deals !== undefined ? { deals } : {}),
          });
        }
      }
      return { seat: p.seat, card: p.card, cost, ...(deals !== undefined ? { deals } : {}) };
    }),
  }));
  const leadNamesTrumps = so.done && so.leadNamesTrumps === true;
  // Skipping the opening lead when it named trumps, the last trick with a card not solved in time.
  let lastOpen = 0;
  tricks.forEach((t, ti) =>
    t.plays.forEach((p, pi) => {
      const lead = ti === 0 && pi === 0;
      if (p.cost === null && !(leadNamesTrumps && lead)) lastOpen = t.n;
    }),
  );
  return {
    tricks,
    leadNamesTrumps,
    lastOpen,
    lastEstimated,
    par: so.done ? (so.par ?? null) : undefined,
    known,
    total: i,
    done: so.done,
    why,
    mine,
  };
}

/** The replay's frame `at` (0-based), clamped to the hand. */
export function replayFrame(story: HandStory, at: number): { index: number; count: number; trick: StoryTrick } | null {
  const count = story.tricks.length;
  if (count === 0) return null;
  const index = Math.max(0, Math.min(count - 1, at));
  return { index, count, trick: story.tricks[index]! };
}
