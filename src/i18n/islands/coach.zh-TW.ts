/** The coach's words in this language: its catalogue, in the one shape (coach.ts). */
import { translator } from '../messages/format.ts';
import { coachWords } from './coach.ts';
import messages from '../messages/zh-TW/coach.json' with { type: 'json' };

export const coachZhTW = coachWords(translator('zh-TW', messages));
