/** The exploring islands' words in Korean (shape: explore.en.ts), joined from its parts. */
import type { ExploreWords } from './explore.en.ts';
import { scoreWordsKo } from './explore-score.ko.ts';
import { rankWordsKo } from './explore-rank.ko.ts';

export const exploreKo: ExploreWords = { ...scoreWordsKo, ...rankWordsKo };
