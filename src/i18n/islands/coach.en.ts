/** The coach's words in this language: its catalogue, in the one shape (coach.ts). */
import { translator } from '../messages/format.ts';
import { coachWords } from './coach.ts';
import messages from '../messages/en/coach.json' with { type: 'json' };

export const coachEn = coachWords(translator('en', messages));
