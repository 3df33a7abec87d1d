/**
 * Every island catalogue by family and language — for tests and the browser-test driver only
 * (an island never imports this: each language entry imports its own catalogue).
 */
import { practiceEn, type PracticeWords } from './practice.en.ts';
import { practiceJa } from './practice.ja.ts';
import { puzzleEn, type PuzzleWords } from './puzzle.en.ts';
import { puzzleJa } from './puzzle.ja.ts';
import { courseEn, type CourseWords } from './course.en.ts';
import { courseJa } from './course.ja.ts';

export const ISLAND_LANGS = ['en', 'ja'] as const;
export type IslandLang = (typeof ISLAND_LANGS)[number];

export const CATALOGUES: {
  practice: Record<IslandLang, PracticeWords>;
  puzzle: Record<IslandLang, PuzzleWords>;
  course: Record<IslandLang, CourseWords>;
} = {
  practice: { en: practiceEn, ja: practiceJa },
  puzzle: { en: puzzleEn, ja: puzzleJa },
  course: { en: courseEn, ja: courseJa },
};
