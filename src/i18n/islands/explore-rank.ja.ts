/** The card ranking explorer's words in this language: its catalogue, in the one shape (explore-rank.ts). */
import { translator } from '../messages/format.ts';
import { rankWords } from './explore-rank.ts';
import messages from '../messages/ja/rank.json' with { type: 'json' };

export const rankWordsJa = rankWords(translator('ja', messages));
