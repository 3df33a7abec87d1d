/** The score pad's words in this language: its catalogue, in the one shape (score-pad.ts). */
import { translator } from '../messages/format.ts';
import { padWords } from './score-pad.ts';
import messages from '../messages/ja/score-pad.json' with { type: 'json' };

export const padWordsJa = padWords(translator('ja', messages));
