/** The position puzzles' words in Traditional Chinese: the catalogue, in the one shape (position.ts), with the Chinese cards' spoken names. */
import { spokenNameZh } from '../card-words/zh-tw.ts';
import { translator } from '../messages/format.ts';
import { positionWords } from './position.ts';
import messages from '../messages/zh-TW/position.json' with { type: 'json' };

export const positionZh = positionWords(translator('zh-TW', messages), spokenNameZh);
