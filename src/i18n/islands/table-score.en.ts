/** The practice table's side total in this language: its catalogue, in the one shape (table-score.ts). */
import { translator } from '../messages/format.ts';
import { tableScoreWords } from './table-score.ts';
import messages from '../messages/en/table-score.json' with { type: 'json' };

export const tableScoreEn = tableScoreWords(translator('en', messages));
