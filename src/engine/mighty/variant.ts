/** Mighty's entry in the engine registry (`../variants.ts`). */
import { defineVariant, fromDescriptor } from '../variant.ts';
import descriptor from './descriptor.ts';
import { mightyGame } from './game.ts';
import { judgeMighty } from './judge.ts';
import { MIGHTY_OPTIONS, MIGHTY_PRESETS, MIGHTY_RULE_NOTES } from './options.ts';

export default defineVariant({
  ...fromDescriptor(descriptor),
  options: MIGHTY_OPTIONS,
  presets: MIGHTY_PRESETS,
  notes: MIGHTY_RULE_NOTES,
  game: mightyGame,
  judge: judgeMighty,
});
