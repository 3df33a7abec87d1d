/** The puzzle trainer's words in this language: its catalogue, in the one shape (trainer.ts). */
import { translator } from '../messages/format.ts';
import { trainerWords } from './trainer.ts';
import messages from '../messages/ja/trainer.json' with { type: 'json' };

export const trainerJa = trainerWords(translator('ja', messages));
