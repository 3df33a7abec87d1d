/** The position puzzles' views in Japanese (built at build time): the catalogue, in the one shape (position-views.ts). */
import { translator } from '../messages/format.ts';
import { positionJa } from './position.ja.ts';
import { positionViews } from './position-views.ts';
import messages from '../messages/ja/position-views.json' with { type: 'json' };

export const viewsJa = positionViews(translator('ja', messages), positionJa, 'all');
export const {
  endgameView: endgameViewJa,
  deductionView: deductionViewJa,
  ruledOut: ruledOutJa,
  theme: positionThemeJa,
  roles: ROLE_JA,
  seatNames: seatNamesJa,
} = viewsJa;
