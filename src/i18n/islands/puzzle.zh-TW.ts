/** The puzzle island's words in Traditional Chinese: its catalogue, in the one shape (puzzle.ts). */
import { spokenNameZh } from '../card-words/zh-tw.ts';
import { translator } from '../messages/format.ts';
import { puzzleWords } from './puzzle.ts';
import messages from '../messages/zh-TW/puzzle.json' with { type: 'json' };

export const puzzleZh = puzzleWords(translator('zh-TW', messages), spokenNameZh);
