/** Daifugō's entry in the engine registry (`../variants.ts`). */
import { defineVariant, fromDescriptor } from '../variant.ts';
import descriptor from './descriptor.ts';
import { daifugoGame } from './game.ts';
import { daifugoJudge } from './judge.ts';
import { DAIFUGO_OPTIONS, DAIFUGO_PRESETS, DAIFUGO_RULE_NOTES } from './options.ts';

export default defineVariant({
  ...fromDescriptor(descriptor),
  options: DAIFUGO_OPTIONS,
  presets: DAIFUGO_PRESETS,
  notes: DAIFUGO_RULE_NOTES,
  game: daifugoGame,
  judge: daifugoJudge,
});
