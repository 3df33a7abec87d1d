/**
 * How the hand story's words (replay.ts) reach the practice table: the island's language entry
 * provides a loader of its language's words, so they load with the first finished hand, not with
 * the page (this module is all the page carries at start).
 */
import type { ReplayWords } from './replay.ts';
import { lazyWords, type WordsLoader } from './lazy-words.ts';

export type ReplayWordsLoader = WordsLoader<ReplayWords>;

const replay = lazyWords<ReplayWords>(null);

export const ReplayWordsContext = replay.Context;

/** This language's words, or null while they load (and where no entry provides them). */
export const useReplayWords = replay.use;
