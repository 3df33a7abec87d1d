/** The rule comparison's words in English: its catalogue, in the one shape (explore-compare.ts); the engine's own sentences. */
import { translator } from '../messages/format.ts';
import { spokenName } from '../../engine/cards.ts';
import { compareWords } from './explore-compare.ts';
import messages from '../messages/en/compare.json' with { type: 'json' };

export const compareWordsEn = compareWords(translator('en', messages), { spokenName, more: null });
