/**
 * The puzzle data contract shared by the puzzle files (`content/puzzles/<variant>.json`), their
 * build-time validation against the engine, and the `TrickPuzzle` island.
 *
 * A trick puzzle IS a judge query (SPEC §1.4) plus its stated answer: the engine's answer must
 * equal it (checked by tests/unit/content/puzzles.test.ts), and the engine's `reason` is the
 * explanation the learner sees.
 */
import type { Suit } from '../engine/cards.ts';

export type TrickVariant = 'japanese' | 'nap' | 'tw-hk' | 'mighty';

interface PuzzleBase {
  /** "trick" (the default) — endgame and deduction puzzles are in `position-puzzles.ts`. */
  kind?: 'trick';
  /** Unique, URL-safe (`jp-yoromeki-1`); the puzzle's own page/anchor uses it. */
  id: string;
  title: string;
  /** 1 easy, 2 medium, 3 tricky. */
  difficulty: 1 | 2 | 3;
  /** The option key or rule id the puzzle teaches (`killer`, `sameTwo`, `follow-suit`, `eight-cut`…). */
  teaches: string;
  /** Preset and option overrides, as in a rule set (the variant is the puzzle's `variant`). */
  preset?: string;
  rules?: Record<string, unknown>;
  players?: number;
  /** Extra teaching text shown after the answer (the engine's reason is always shown). */
  note?: string;
}

/** "Who wins this trick?" */
export interface TrickPuzzle extends PuzzleBase {
  variant: TrickVariant;
  /** null for a no-trump contract (or Nap misère). */
  trump: Suit | null;
  /** 1-based trick number in the hand. */
  trick: number;
  /** Cards in the order played, leader first. */
  plays: string[];
  declared?: Suit;
  calls?: { summon?: boolean; ripper?: boolean };
  secretary?: string;
  /** Index into `plays` of the winning card. */
  answer: number;
}

/** Daifugō: "is this play legal, and what happens?" */
export interface DaifugoPuzzle extends PuzzleBase {
  variant: 'daifugo';
  table: { pile: string[][]; reversed: boolean; elevenBack: boolean; lockedSuits: Suit[] };
  play: string[];
  answer: { legal: true; effects: string[] } | { legal: false };
}

export type Puzzle = TrickPuzzle | DaifugoPuzzle;
