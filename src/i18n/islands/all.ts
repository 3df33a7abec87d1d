/**
 * Every island catalogue by family and language — for tests and the browser-test driver only
 * (an island never imports this: each language entry imports its own catalogue).
 */
import { practiceEn, type PracticeWords } from './practice.en.ts';
import { practiceJa } from './practice.ja.ts';
import { puzzleEn, type PuzzleWords } from './puzzle.en.ts';
import { puzzleJa } from './puzzle.ja.ts';
import { exploreEn, type ExploreWords } from './explore.en.ts';
import { exploreJa } from './explore.ja.ts';
import { positionEn, type PositionWords } from './position.en.ts';
import { positionJa } from './position.ja.ts';
import { trainerEn, type TrainerWords } from './trainer.en.ts';
import { trainerJa } from './trainer.ja.ts';
import { courseEn, type CourseWords } from './course.en.ts';
import { courseJa } from './course.ja.ts';

export const ISLAND_LANGS = ['en', 'ja'] as const;
export type IslandLang = (typeof ISLAND_LANGS)[number];

export const CATALOGUES: {
  practice: Record<IslandLang, PracticeWords>;
  puzzle: Record<IslandLang, PuzzleWords>;
  explore: Record<IslandLang, ExploreWords>;
  position: Record<IslandLang, PositionWords>;
  trainer: Record<IslandLang, TrainerWords>;
  course: Record<IslandLang, CourseWords>;
} = {
  practice: { en: practiceEn, ja: practiceJa },
  puzzle: { en: puzzleEn, ja: puzzleJa },
  explore: { en: exploreEn, ja: exploreJa },
  position: { en: positionEn, ja: positionJa },
  trainer: { en: trainerEn, ja: trainerJa },
  course: { en: courseEn, ja: courseJa },
};
