/**
 * Every island catalogue by family and language — for tests and the browser-test driver only
 * (an island never imports this: each language entry imports its own catalogue).
 */
import { practiceEn, type PracticeWords } from './practice.en.ts';
import { practiceJa } from './practice.ja.ts';
import { practiceZh } from './practice.zh-TW.ts';
import { practiceKo } from './practice.ko.ts';
import { puzzleEn } from './puzzle.en.ts';
import type { PuzzleWords } from './puzzle.ts';
import { puzzleJa } from './puzzle.ja.ts';
import { puzzleKo } from './puzzle.ko.ts';
import { puzzleZh } from './puzzle.zh-TW.ts';
import { exploreEn, type ExploreWords } from './explore.en.ts';
import { exploreJa } from './explore.ja.ts';
import { exploreKo } from './explore.ko.ts';
import { exploreZh } from './explore.zh-TW.ts';
import { compareWordsEn } from './explore-compare.en.ts';
import type { CompareWords } from './explore-compare.ts';
import { compareWordsJa } from './explore-compare.ja.ts';
import { compareWordsZh } from './explore-compare.zh-TW.ts';
import { compareWordsKo } from './explore-compare.ko.ts';
import { positionEn, type PositionWords } from './position.en.ts';
import { positionJa } from './position.ja.ts';
import { positionZh } from './position.zh-TW.ts';
import { trainerEn } from './trainer.en.ts';
import type { TrainerWords } from './trainer.ts';
import { trainerJa } from './trainer.ja.ts';
import { courseEn, type CourseWords } from './course.en.ts';
import { courseJa } from './course.ja.ts';
import { courseKo } from './course.ko.ts';
import { courseZh } from './course.zh-TW.ts';

export const ISLAND_LANGS = ['en', 'ja', 'ko', 'zh-TW'] as const;
export type IslandLang = (typeof ISLAND_LANGS)[number];
/** A family's catalogues: English and Japanese always; Korean and Chinese where they cover it. */
export type Family<W> = { en: W; ja: W; ko?: W; 'zh-TW'?: W };

export const CATALOGUES: {
  practice: Family<PracticeWords>;
  puzzle: Family<PuzzleWords>;
  explore: Family<ExploreWords>;
  compare: Family<CompareWords>;
  position: Family<PositionWords>;
  trainer: Family<TrainerWords>;
  course: Family<CourseWords>;
} = {
  practice: { en: practiceEn, ja: practiceJa, ko: practiceKo, 'zh-TW': practiceZh },
  puzzle: { en: puzzleEn, ja: puzzleJa, ko: puzzleKo, 'zh-TW': puzzleZh },
  explore: { en: exploreEn, ja: exploreJa, ko: exploreKo, 'zh-TW': exploreZh },
  compare: { en: compareWordsEn, ja: compareWordsJa, ko: compareWordsKo, 'zh-TW': compareWordsZh },
  position: { en: positionEn, ja: positionJa, 'zh-TW': positionZh },
  trainer: { en: trainerEn, ja: trainerJa },
  course: { en: courseEn, ja: courseJa, ko: courseKo, 'zh-TW': courseZh },
};
