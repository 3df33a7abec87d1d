/** The position puzzles' words in English: the catalogue, in the one shape (position.ts). */
import { spokenName } from '../../engine/cards.ts';
import { translator } from '../messages/format.ts';
import { positionWords } from './position.ts';
import messages from '../messages/en/position.json' with { type: 'json' };

export const positionEn = positionWords(translator('en', messages), spokenName);

export type { PositionWords } from './position.ts';
