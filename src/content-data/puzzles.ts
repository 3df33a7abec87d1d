/**
 * Puzzles as data, checked against the engine (issue 8). The build-time entry point:
 * `puzzlesFor`, `puzzleById`, `checkPuzzle`, `validateAllPuzzles`.
 *
 * This module loads every variant's judge (all five engines), so use it in Astro page
 * frontmatter and tests, not in a browser island. The light modules for islands:
 * - `puzzle-data.ts`: the puzzle files plus the helpers below, no engine code;
 * - `puzzle-check.ts`: `puzzleQuery`, `puzzleShapeProblems`, `checkPuzzleWith(judge, p)`, no
 *   files and no engine. An island that wants the engine brings only its own variant's judge:
 *   `checkPuzzleWith(japaneseJudge, p)` with `japaneseJudge` from `engine/japanese/judge.ts`.
 * Usually the page computes `checkPuzzle(p).reason` at build time and passes the puzzle and
 * the reason to the island as props, so the island ships no engine at all.
 */
import '../engine/all-judges.ts';
import { judgeOne } from '../engine/judge.ts';
import {
  checkPuzzleWith,
  MIN_PUZZLES,
  PUZZLE_VARIANTS,
  puzzleShapeProblems,
  rawPuzzles,
  type PuzzleCheck,
  type PuzzleVariant,
} from './puzzle-data.ts';
import type { Puzzle } from './puzzle-types.ts';

export * from './puzzle-data.ts';

/**
 * Run the engine on a puzzle and compare with its stated answer. `reason` is the engine's
 * explanation, the sentence shown to learners.
 */
export function checkPuzzle(p: Puzzle): PuzzleCheck {
  return checkPuzzleWith(judgeOne, p);
}

/** One problem found by {@link puzzleProblems}: the puzzle id (or its position) and what is wrong. */
export interface PuzzleProblem {
  id: string;
  variant: PuzzleVariant;
  problem: string;
}

/**
 * Every problem in the puzzle files: malformed entries, duplicate ids (across all files),
 * stated answers the engine disagrees with. Empty when all is well.
 */
export function puzzleProblems(
  lists: Readonly<Record<PuzzleVariant, readonly unknown[]>> = Object.fromEntries(
    PUZZLE_VARIANTS.map((v) => [v, rawPuzzles(v)]),
  ) as Record<PuzzleVariant, readonly unknown[]>,
): PuzzleProblem[] {
  const out: PuzzleProblem[] = [];
  const seen = new Map<string, PuzzleVariant>();
  for (const variant of PUZZLE_VARIANTS) {
    (lists[variant] ?? []).forEach((raw, i) => {
      const rawId = (raw as { id?: unknown } | null)?.id;
      const id = typeof rawId === 'string' && rawId !== '' ? rawId : `${variant}.json entry ${i + 1}`;
      const shape = puzzleShapeProblems(raw, variant);
      if (shape.length > 0) {
        out.push({ id, variant, problem: shape.join('; ') });
        return;
      }
      const before = seen.get(id);
      if (before !== undefined) {
        out.push({ id, variant, problem: `duplicate id (also in ${before}.json)` });
        return;
      }
      seen.set(id, variant);
      const r = checkPuzzle(raw as Puzzle);
      if (!r.ok) out.push({ id, variant, problem: r.problem });
    });
  }
  return out;
}

/**
 * Throw an Error naming every puzzle whose stated answer disagrees with the engine or whose
 * shape is malformed (and every variant below its minimum count). Call it at build time: the
 * build then fails naming the puzzle.
 */
export function validateAllPuzzles(
  lists?: Readonly<Record<PuzzleVariant, readonly unknown[]>>,
  options: { minimums?: boolean } = {},
): void {
  const problems = puzzleProblems(lists);
  const lines = problems.map((p) => `- ${p.id}: ${p.problem}`);
  if (options.minimums) {
    for (const v of PUZZLE_VARIANTS) {
      const n = (lists?.[v] ?? rawPuzzles(v)).length;
      if (n < MIN_PUZZLES[v]) lines.push(`- ${v}.json: ${n} puzzles, at least ${MIN_PUZZLES[v]} are expected`);
    }
  }
  if (lines.length > 0) {
    throw new Error(`${lines.length} puzzle problem${lines.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
  }
}
