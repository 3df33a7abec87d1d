/** The puzzle trainer's words in this language: its catalogue, in the one shape (trainer.ts). */
import { translator } from '../messages/format.ts';
import { trainerWords } from './trainer.ts';
import messages from '../messages/en/trainer.json' with { type: 'json' };

export const trainerEn = trainerWords(translator('en', messages));
