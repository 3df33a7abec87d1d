/** The score calculators' words in this language: its catalogue, in the one shape (explore-score.ts). */
import { translator } from '../messages/format.ts';
import { scoreWords } from './explore-score.ts';
import messages from '../messages/zh-TW/score.json' with { type: 'json' };

export const scoreWordsZh = scoreWords(translator('zh-TW', messages));
