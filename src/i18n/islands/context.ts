/**
 * How an island's words reach its components: the island's language entry
 * (src/components/practice/PracticeGame.<lang>.tsx) provides its catalogue; components read it
 * with `usePracticeWords()`. There is no default catalogue — an island rendered without its entry
 * fails at once, so no page can fall back to English silently (nor ship English it does not use).
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { PracticeWords } from './practice.en.ts';
import type { PuzzleWords } from './puzzle.ts';
import type { ScoreWords } from './explore-score.ts';
import type { RankWords } from './explore-rank.ts';
import type { CompareWords } from './explore-compare.ts';
import type { PositionWords } from './position.en.ts';
import type { CourseWords } from './course.en.ts';

export const PracticeWordsContext = createContext<PracticeWords | null>(null);

export function usePracticeWords(): PracticeWords {
  const w = useContext(PracticeWordsContext);
  if (!w) throw new Error('no practice words: render the practice island through src/components/Practice.astro');
  return w;
}

/** The puzzle island's words (TrickPuzzle.tsx), provided by its language entry (src/components/puzzle/TrickPuzzle.<lang>.tsx). */
export const PuzzleWordsContext = createContext<PuzzleWords | null>(null);

export function usePuzzleWords(): PuzzleWords {
  const w = useContext(PuzzleWordsContext);
  if (!w) throw new Error('no puzzle words: render the puzzle island through src/components/Puzzles.astro');
  return w;
}

/**
 * The exploring islands' words (family "explore"), one part per island kind, provided by their
 * language entries (src/components/explore/<Island>.<lang>.tsx): the score calculators'
 * (ScoreCalculator.tsx, DaifugoScoreCalculator.tsx) and the ranking explorer's.
 */
export const ScoreWordsContext = createContext<ScoreWords | null>(null);

export function useScoreWords(): ScoreWords {
  const w = useContext(ScoreWordsContext);
  if (!w) throw new Error('no score calculator words: render the island through its .astro wrapper (src/components/)');
  return w;
}

export const RankWordsContext = createContext<RankWords | null>(null);

export function useRankWords(): RankWords {
  const w = useContext(RankWordsContext);
  if (!w) throw new Error('no ranking explorer words: render the island through RankingExplorer.astro');
  return w;
}

/** The rule comparison's words (RuleCompare.tsx, DaifugoCompare.tsx, compare-parts.tsx), provided by explore/RuleCompare.<lang>.tsx. */
export const CompareWordsContext = createContext<CompareWords | null>(null);

export function useCompareWords(): CompareWords {
  const w = useContext(CompareWordsContext);
  if (!w) throw new Error('no rule comparison words: render the island through RuleCompare.astro');
  return w;
}

/**
 * The position puzzles' words (EndgamePuzzle.tsx, DeductionPuzzle.tsx, PuzzleNote.tsx), provided by
 * their language entries (src/components/position/<Island>.<lang>.tsx).
 */
export const PositionWordsContext = createContext<PositionWords | null>(null);

export function usePositionWords(): PositionWords {
  const w = useContext(PositionWordsContext);
  if (!w) throw new Error('no position words: render the island through src/components/PositionPuzzles.astro');
  return w;
}

/**
 * The course family's words (Lesson.tsx, LessonPlayOn.tsx, Course.tsx, CourseProgress.tsx),
 * provided by its language entries (src/components/course/<Island>.<lang>.tsx).
 */
export const CourseWordsContext = createContext<CourseWords | null>(null);

export function useCourseWords(): CourseWords {
  const w = useContext(CourseWordsContext);
  if (!w)
    throw new Error(
      'no course words: render the course islands through Lesson.astro, Course.astro or CourseProgress.astro',
    );
  return w;
}
