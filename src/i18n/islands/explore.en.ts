/**
 * The exploring islands' words in English (the island family "explore"), joined from its parts:
 * the score calculators (explore-score.en.ts) and the ranking explorer (explore-rank.en.ts). The
 * rule comparison's part (explore-compare.en.ts) is the family "compare" in all.ts, since fewer
 * languages cover it. The islands' entries import their part only; this whole is for tests
 * (all.ts) and the budget check.
 */
import { scoreWordsEn } from './explore-score.en.ts';
import { rankWordsEn } from './explore-rank.en.ts';

export const exploreEn = { ...scoreWordsEn, ...rankWordsEn };

export type ExploreWords = typeof exploreEn;
