/** Taiwanese / Hong Kong Napoleon's entry in the engine registry (`../variants.ts`). */
import { defineVariant, fromDescriptor } from '../variant.ts';
import descriptor from './descriptor.ts';
import { twhkGame } from './game.ts';
import { judgeTwhk } from './judge.ts';
import { TWHK_OPTIONS, TWHK_PRESETS, TWHK_RULE_NOTES } from './options.ts';

export default defineVariant({
  ...fromDescriptor(descriptor),
  options: TWHK_OPTIONS,
  presets: TWHK_PRESETS,
  notes: TWHK_RULE_NOTES,
  game: twhkGame,
  judge: judgeTwhk,
});
