/** The score pad's words in this language: its catalogue, in the one shape (score-pad.ts). */
import { translator } from '../messages/format.ts';
import { padWords } from './score-pad.ts';
import messages from '../messages/ko/score-pad.json' with { type: 'json' };

export const padWordsKo = padWords(translator('ko', messages));
