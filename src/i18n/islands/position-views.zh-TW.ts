/**
 * The tw-hk position puzzles' views in Traditional Chinese (built at build time for the Chinese
 * edition's tw-hk endgames page): the catalogue, in the one shape (position-views.ts). Another game
 * stops the build, naming it.
 */
import { translator } from '../messages/format.ts';
import { positionZh } from './position.zh-TW.ts';
import { positionViews } from './position-views.ts';
import messages from '../messages/zh-TW/position-views.json' with { type: 'json' };

export const viewsZh = positionViews(translator('zh-TW', messages), positionZh, 'translated');
export const {
  endgameView: endgameViewZh,
  deductionView: deductionViewZh,
  ruledOut: ruledOutZh,
  roles: ROLE_ZH,
  seatNames: seatNamesZh,
} = viewsZh;
