/** The card ranking explorer's words in this language: its catalogue, in the one shape (explore-rank.ts). */
import { translator } from '../messages/format.ts';
import { rankWords } from './explore-rank.ts';
import messages from '../messages/zh-TW/rank.json' with { type: 'json' };

export const rankWordsZh = rankWords(translator('zh-TW', messages));
