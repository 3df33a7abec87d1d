/**
 * Explained deals (`content/deals/<game>.json`): whole hands, seeded and fixed, in which the
 * learner plays one seat and each of that seat's decisions that matters has a question, the
 * right answer(s) and an explanation. The contract of the files; `deal-check.ts` replays and
 * checks them against the engine and the exact solver.
 */
import type { RuleSet } from '../engine/options.ts';

/** What the learner decides: a bid, the trump suit, the partner card or call, the discards, or a card. */
export type DecisionKind = 'bid' | 'trump' | 'partner' | 'exchange' | 'play';

/**
 * How a decision's right answer was checked. `solver`: the exact solver, all hands open, finds
 * every right card among its best cards (`best`) — every card decision with at most
 * `SOLVER_TRICKS` (7) tricks left. `bot`: a bid, a partner card, discards, or a card of the first
 * tricks — the strong computer player's search chose it when the deal was made
 * (`scripts/make-deals.ts`), and the build checks that it is legal and is the move the log makes.
 */
export type DecisionCheck = 'solver' | 'bot';

export interface DealDecision {
  /** Index in the deal's log of the learner's action this decision asks for. */
  step: number;
  kind: DecisionKind;
  check: DecisionCheck;
  /**
   * The right answers as choice keys (`choiceKey`): a card (`SA`, a joker lead naming a suit
   * `JK:S`), a bid (`13S`, `pass`), discards (`C2 D3 H4`, in canonical order).
   */
  right: string[];
  /** Bids and discards: the choices offered (keys); a play or partner card offers every legal card. */
  options?: string[];
  /** The exact solver's best cards here (play decisions; precomputed by the script). */
  best?: string[];
  /** Tricks left, this one included (play decisions). */
  tricksLeft?: number;
  /**
   * A climbing game's prepared alternative: a choice the learner might make instead (`play`, a
   * choice key) and the whole line of play from the decision to the end of the round that follows
   * it (`log`, the computer players' moves when the deal was made). The build replays it and
   * checks that it leaves the learner worse placed; the explanation may quote it as `{alt}` and its
   * place as `{altPlace}` (the deal's own place: `{place}`).
   */
  alternative?: { play: string; log: Record<string, unknown>[] };
  /** Why, in plain words (cards as symbols: ♠A). */
  explain: string;
}

export interface Deal {
  id: string;
  /** A short title that does not give an answer away. */
  title: string;
  /** A line to read before the deal starts: who you are, what to look for. */
  intro: string;
  seed: string;
  ruleSet: RuleSet;
  players: number;
  /** The learner's seat. */
  seat: number;
  /** Every action from the deal to the end of the hand, as the engine takes them. */
  log: Record<string, unknown>[];
  decisions: DealDecision[];
}

export interface DealFile {
  game: string;
  deals: Deal[];
}
