/** The explained deals' words in this language: its catalogue, in the one shape (deals.ts). */
import { translator } from '../messages/format.ts';
import { dealsWords } from './deals.ts';
import messages from '../messages/zh-TW/deals.json' with { type: 'json' };

export const dealsWordsZh = dealsWords(translator('zh-TW', messages));
