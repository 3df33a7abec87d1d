/** English Nap's entry in the engine registry (`../variants.ts`). */
import { defineVariant, fromDescriptor } from '../variant.ts';
import descriptor from './descriptor.ts';
import { napGame } from './game.ts';
import { judgeNap } from './judge.ts';
import { NAP_OPTIONS, NAP_PRESETS, NAP_RULE_NOTES } from './options.ts';

export default defineVariant({
  ...fromDescriptor(descriptor),
  options: NAP_OPTIONS,
  presets: NAP_PRESETS,
  notes: NAP_RULE_NOTES,
  game: napGame,
  judge: judgeNap,
});
