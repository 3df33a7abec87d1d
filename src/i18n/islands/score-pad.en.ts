/** The score pad's words in this language: its catalogue, in the one shape (score-pad.ts). */
import { translator } from '../messages/format.ts';
import { padWords } from './score-pad.ts';
import messages from '../messages/en/score-pad.json' with { type: 'json' };

export const padWordsEn = padWords(translator('en', messages));
