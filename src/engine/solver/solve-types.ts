/**
 * The exact solver's position, answer and options: the contract `solve` (solve.ts) and the
 * whole-hand search (dds.ts) share. Types only, so neither imports the other for them.
 */
export interface SolvePosition {
  /** Per seat, the card ints it still holds (cards in `plays` excluded). */
  hands: readonly (readonly number[])[];
  /** Seat that led the current trick (or leads it when `plays` is empty). */
  leader: number;
  /** 1-based number of the current trick. */
  trickNo: number;
  /** The current trick so far, leader first (fewer cards than players). */
  plays: readonly number[];
  /** The current trick's context (`games.ts` `makeCtx`); 0 when nothing special. */
  ctx: number;
  /** Seats of the declaring side. */
  side: readonly number[];
  /** Nap misère: the declaring side wants as few tricks as possible. */
  minimise?: boolean;
}

export interface SolveResult {
  /** What the declaring side makes from the current trick to the end (the current trick's cards included). */
  best: number;
  /** Every move (`card | ctx << 8`) of the seat to act that achieves `best`. */
  moves: number[];
  /** Nodes searched (for benchmarks). */
  nodes: number;
}

export interface SolveOptions {
  /** Give up (throw `SolveLimitError`, dds.ts) after this many search nodes. */
  maxNodes?: number;
  /** Give up (throw `SolveLimitError`) after about this many milliseconds. */
  timeLimitMs?: number;
  /** Told the nodes searched so far every 65,536 nodes (a worker's progress). */
  onProgress?: (nodes: number) => void;
  /**
   * Interchangeable cards searched once (the same answer, fewer nodes): 'all' (the default: the
   * same hand, suit and point value with no live card between them, or only cards of the current
   * trick when both cards fare the same in it), 'plain' (no card between them at all), 'none'
   * (every card searched: the reference the tests compare with).
   */
  merge?: 'all' | 'plain' | 'none';
}
