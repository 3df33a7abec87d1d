/**
 * The exploring islands' words in English (the island family "explore"), joined from its parts:
 * the score calculators (explore-score.en.ts), the ranking explorer (explore-rank.en.ts) and the
 * rule comparison (explore-compare.en.ts). The
 * islands' entries import their part only; this whole is for tests (all.ts) and the budget check.
 */
import { scoreWordsEn } from './explore-score.en.ts';
import { rankWordsEn } from './explore-rank.en.ts';
import { compareWordsEn } from './explore-compare.en.ts';

export const exploreEn = { ...scoreWordsEn, ...rankWordsEn, ...compareWordsEn };

export type ExploreWords = typeof exploreEn;
