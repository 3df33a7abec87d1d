/** The puzzle island's words in Japanese: its catalogue, in the one shape (puzzle.ts). */
import { spokenNameJa } from '../card-words/ja.ts';
import { translator } from '../messages/format.ts';
import { puzzleWords } from './puzzle.ts';
import messages from '../messages/ja/puzzle.json' with { type: 'json' };

export const puzzleJa = puzzleWords(translator('ja', messages), spokenNameJa);
