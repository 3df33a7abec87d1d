/** The position puzzles' views in English: the catalogue, in the one shape (position-views.ts). */
import { translator } from '../messages/format.ts';
import { positionEn } from './position.en.ts';
import { positionViews } from './position-views.ts';
import messages from '../messages/en/position-views.json' with { type: 'json' };

export const viewsEn = positionViews(translator('en', messages), positionEn, 'all');
