/**
 * How the coach's words (coach.ts) reach the practice table: the island's language entry provides
 * a loader of its language's words, so they load with the table, not with the page (this module is
 * all the page carries at start). A test may provide the words themselves.
 */
import type { CoachWords } from './coach.ts';
import { lazyWords, type WordsLoader } from './lazy-words.ts';

export type CoachWordsLoader = WordsLoader<CoachWords>;

const coach = lazyWords<CoachWords>('no coach words: render the practice island through src/components/Practice.astro');

export const CoachWordsContext = coach.Context;

/** This language's coach words, or null while they load. */
export const useCoachWords = coach.use;
