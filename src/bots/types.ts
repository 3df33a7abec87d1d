/**
 * Shared types of the computer players. A bot is a pure function of a player VIEW (what that
 * seat may know), the seat's legal actions, the table's rule set, a level and a seed: it is
 * never handed a game state, so it cannot read a hidden card.
 */
import type { Seat } from '../engine/game.ts';
import type { RuleSet, VariantId } from '../engine/options.ts';

export type Level = 'easy' | 'normal' | 'strong';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'strong'];

/** What a bot is asked (also the Web Worker request). */
export interface BotRequest<V = unknown, A = unknown> {
  variant: VariantId;
  /** The acting seat's view (`game.view(state, seat)`). */
  view: V;
  /** The seat's legal actions now (they depend only on what the seat knows). */
  legal: readonly A[];
  /**
   * The table's rule set as chosen (public), recorded in a search's states. The values in force
   * are the view's `rules` (resolved once when the game was set up): the bots read those.
   */
  ruleSet: RuleSet;
  level: Level;
  /** Bot seed: the same request and seed give the same decision. */
  seed: string;
  /** Also the outlook of the decision for the coach (`bots/outlook.ts`; the worker answers it). */
  outlook?: boolean;
}

/**
 * How a decision looks over the deals the search tried (the coach's outlook; it never names the
 * move). Trick games: the seat's side won the hand in `won` of the `samples` deals, each played
 * out after the computer's choice (`exact`: solved to the end with every hand's best play).
 * Daifugō: the computer's best play finishes about `place` of `players` on average.
 */
export type Outlook =
  | { kind: 'hand'; won: number; samples: number; exact: boolean }
  | { kind: 'finish'; place: number; players: number; samples: number };

/** A move the same search found clearly worse than the chosen one, with a one-line why. */
export interface Mistake<A = unknown> {
  action: A;
  why: string;
  /** The same reason as data (the hint's words in any language are made from it). */
  data?: MistakeWhy;
}

/**
 * Why a searched move is worse, as data: it loses the trick the suggested card wins (`wins` and
 * `best`: in how many of the `samples` deals each wins it), wins it but spends a card needed later,
 * or simply did worse on average.
 */
export interface MistakeWhy {
  kind: 'loses' | 'spends' | 'worse';
  wins: number;
  best: number;
  samples: number;
}

/**
 * Why a searched play was chosen, as data (the hint's words in any language are made from it):
 * it wins the trick in `wins` of the `samples` deals searched (`percent`%), or it gives a trick up
 * with a card that scores nothing (`low`), or it loses the trick with a card that scores in most
 * deals while the others did worse (`loses`), or it scored best on average.
 */
export type HintWhy =
  | { kind: 'wins'; percent: number; samples: number; wins: number }
  // A card that scores nothing, played where it loses the trick in `lost` of the `samples` deals.
  | { kind: 'low'; lost?: number; samples?: number }
  // A card that scores, played where it loses the trick in most deals: the others did worse.
  | { kind: 'loses'; lost: number; samples: number }
  | { kind: 'average'; samples: number }
  // Bids: the searched bid's average over simulated deals (in the game's score), or none pays.
  | { kind: 'bid-average'; value: number }
  | { kind: 'pass-average' }
  // Bids by hand strength: about `value` honours / points / heads / tricks in the best suit.
  | { kind: 'bid-strength'; value: number; unit: StrengthUnit }
  | { kind: 'pass-strength'; value: number; unit: StrengthUnit }
  | { kind: 'dealer-forced' }
  | { kind: 'misere' }
  | { kind: 'misdeal' }
  // The partner card, the discards, the trump suit.
  | { kind: 'partner-strongest' }
  | { kind: 'discard-low' }
  | { kind: 'trumps-strongest' }
  | { kind: 'trumps-change' }
  | { kind: 'trumps-keep' }
  | { kind: 'secretary-order' }
  | { kind: 'only-legal' }
  | { kind: 'result-certain' }
  | { kind: 'next-hand' }
  // Daifugō: the best average finish over the sampled deals; naming a rank; the cards given.
  | { kind: 'finish-average'; place: number; players: number; samples: number }
  | { kind: 'name-rank' }
  | { kind: 'give-weakest' }
  | { kind: 'nothing-beats' }
  | { kind: 'nothing-to-hand' }
  // Mighty: the first trick's winner is the friend; Japanese: the widow exchange, a betrayal.
  | { kind: 'friend-first-trick' }
  | { kind: 'exchange-widow' }
  | { kind: 'betrayal' };

/** What a hand's strength is counted in: Japanese honours, Mighty points, tw-hk heads, Nap tricks. */
export type StrengthUnit = 'honours' | 'points' | 'heads' | 'tricks';

/** The answer: an action and a short reason people can read. */
export interface BotResponse<A = unknown> {
  action: A;
  hint: string;
  /** The hint's reason as data (`hint` is its English): the other languages make their words from it. */
  why?: HintWhy;
  /** Play decisions: the searched moves that score clearly worse (worst first, at most three). */
  mistakes?: Mistake<A>[];
  /** Set when the decision failed and a seeded random legal move stands in: the failure, in words. */
  failed?: string;
  /** The decision's outlook, when the request asked for it. */
  outlook?: Outlook;
}

/**
 * Search budget of a level: fixed iteration counts, never wall time, so a decision depends only on
 * the view and the seed — the same on a busy machine as on an idle one (a time cap once cut the
 * hint's search short under load and changed its answer).
 */
export interface Budget {
  /** Determinised deals sampled per decision. */
  samples: number;
  /** Probability of a deliberate slip (a random other candidate) — makes `easy` beatable. */
  noise: number;
  /** At most this many candidate moves are searched (the heuristic's best first). */
  maxCandidates: number;
  /** Playouts of one sampled deal share their random stream across candidates (less noise). */
  commonRollouts?: boolean;
  /** Successive halving: the weaker half of the candidates drops out at 1/4 and 1/2 of the samples. */
  halving?: boolean;
}

export const BUDGETS: Readonly<Record<Level, Budget>> = {
  easy: { samples: 4, noise: 0.3, maxCandidates: 4 },
  normal: { samples: 14, noise: 0, maxCandidates: 8 },
  strong: { samples: 60, noise: 0, maxCandidates: 16, commonRollouts: true, halving: true },
};

/**
 * One game's bot module: the default export of `src/bots/<engine folder>.ts`, found by the
 * game's engine folder (`bots/index.ts`), as the engine's registry finds the game. A game without
 * one plays seeded random legal moves.
 */
export interface VariantBot<V = never, A = never, S = never> {
  /** The game's engine folder (`src/engine/<folder>/`, its descriptor's `folder`). */
  folder: string;
  decide(request: BotRequest<V, A>): BotResponse<A>;
  /** What self-play (`bots/arena.ts`, tests and benchmarks) reads of a hand: never used by a bot. */
  selfPlay?: SelfPlay<S>;
}

/** A typed bot module (keeps the game's view, action and state types). */
export function defineBot<V, A, S>(bot: VariantBot<V, A, S>): VariantBot<V, A, S> {
  return bot;
}

/** A hand's result as self-play counts it. */
export interface HandResult {
  /** Score change of each seat in the hand (or finishing order value for Daifugō). */
  deltas: number[];
  /** Seats on the "declaring" side (Napoleon + partner, declarer + friend); Daifugō: the winner. */
  declarers: Seat[];
  /**
   * Whether the declaring side won the hand, from the engine's own result (a contract made can
   * score 0, e.g. Mighty's bid 13 made with exactly 13 points). Daifugō: always true.
   */
  declarerWon: boolean;
}

/**
 * How self-play reads a game's TRUE state (the harness only: a bot is only ever handed its seat's
 * view). A game without it: no sides, every seat scores 0, a hand ends at `handOver` or `gameOver`.
 */
export interface SelfPlay<S> {
  /**
   * The seats of the declaring side once the state fixes it (Napoleon + adjutant / secretary,
   * declarer + friend; Nap: the declarer), else null (auction, before the partner call …; a game
   * without sides: always null).
   */
  declaringSide(state: S): Seat[] | null;
  /** The result of the hand (round) just played. */
  outcome(state: S): HandResult;
  /** Whether the hand that began at `start` (the state after setup) is over; default: its phase is `handOver` or `gameOver`. */
  handOver?(state: S, start: S): boolean;
}

export type { Seat };

/** A hand as a game with a declarer and at most one partner tells it (`sideSelfPlay`). */
export interface SideHand {
  declarer: Seat;
  /** The partner's seat; null: the declarer plays alone. */
  partner: Seat | null;
}

/**
 * Self-play of a game with a declaring side of a declarer and at most one partner: the game gives
 * the side once its state fixes it (`side`, else null) and the finished hand's facts (`result`).
 */
export function sideSelfPlay<S>(g: {
  side(state: S): SideHand | null;
  result(state: S): SideHand & { deltas: number[]; won: boolean };
}): SelfPlay<S> {
  const seats = (h: SideHand): Seat[] => (h.partner === null ? [h.declarer] : [h.declarer, h.partner]);
  return {
    declaringSide: (s) => {
      const h = g.side(s);
      return h ? seats(h) : null;
    },
    outcome: (s) => {
      const r = g.result(s);
      return { deltas: r.deltas, declarers: seats(r), declarerWon: r.won };
    },
  };
}
