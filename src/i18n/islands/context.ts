/**
 * How an island's words reach its components: the island's language entry
 * (src/components/practice/PracticeGame.<lang>.tsx) provides its catalogue; components read it
 * with `usePracticeWords()`. There is no default catalogue — an island rendered without its entry
 * fails at once, so no page can fall back to English silently (nor ship English it does not use).
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { PracticeWords } from './practice.en.ts';
import type { PuzzleWords } from './puzzle.en.ts';
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
