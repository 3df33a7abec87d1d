/** The score calculators' words in this language: its catalogue, in the one shape (explore-score.ts). */
import { translator } from '../messages/format.ts';
import { scoreWords } from './explore-score.ts';
import messages from '../messages/ja/score.json' with { type: 'json' };

export const scoreWordsJa = scoreWords(translator('ja', messages));
