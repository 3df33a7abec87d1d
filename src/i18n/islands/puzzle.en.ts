/** The puzzle island's words in English: its catalogue, in the one shape (puzzle.ts); cards by their labels. */
import { cardLabel } from '../../engine/cards.ts';
import { translator } from '../messages/format.ts';
import { puzzleWords } from './puzzle.ts';
import messages from '../messages/en/puzzle.json' with { type: 'json' };

export const puzzleEn = puzzleWords(translator('en', messages), cardLabel);
