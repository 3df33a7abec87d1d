/** The position puzzles' words in Japanese: the catalogue, in the one shape (position.ts), with the Japanese cards' spoken names. */
import { spokenNameJa } from '../card-words/ja.ts';
import { translator } from '../messages/format.ts';
import { positionWords } from './position.ts';
import messages from '../messages/ja/position.json' with { type: 'json' };

export const positionJa = positionWords(translator('ja', messages), spokenNameJa);
