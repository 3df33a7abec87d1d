/** The coach's words in this language: its catalogue, in the one shape (coach.ts). */
import { translator } from '../messages/format.ts';
import { coachWords } from './coach.ts';
import messages from '../messages/ko/coach.json' with { type: 'json' };

export const coachKo = coachWords(translator('ko', messages));
