/** Taiwanese / Hong Kong Napoleon's entry in the engine registry (`../variants.ts`). */
import { defineVariant } from '../variant.ts';
import { twhkGame } from './game.ts';
import { judgeTwhk } from './judge.ts';
import { TWHK_OPTIONS, TWHK_PRESETS, TWHK_RULE_NOTES } from './options.ts';

export default defineVariant({
  id: 'tw-hk',
  name: 'Taiwanese & Hong Kong Napoleon',
  folder: 'twhk',
  site: 'tw-hk',
  kind: 'trick',
  options: TWHK_OPTIONS,
  presets: TWHK_PRESETS,
  notes: TWHK_RULE_NOTES,
  game: twhkGame,
  judge: judgeTwhk,
});
