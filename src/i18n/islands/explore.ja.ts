/** The exploring islands' words in Japanese (shape: explore.en.ts), joined from its parts. */
import type { ExploreWords } from './explore.en.ts';
import { scoreWordsJa } from './explore-score.ja.ts';
import { rankWordsJa } from './explore-rank.ja.ts';

export const exploreJa: ExploreWords = { ...scoreWordsJa, ...rankWordsJa };
