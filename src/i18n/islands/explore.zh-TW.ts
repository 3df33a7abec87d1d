/** The exploring islands' words in Traditional Chinese (shape: explore.en.ts), joined from its parts. */
import type { ExploreWords } from './explore.en.ts';
import { scoreWordsZh } from './explore-score.zh-TW.ts';
import { rankWordsZh } from './explore-rank.zh-TW.ts';

export const exploreZh: ExploreWords = { ...scoreWordsZh, ...rankWordsZh };
