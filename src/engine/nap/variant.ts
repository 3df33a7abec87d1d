/** English Nap's entry in the engine registry (`../variants.ts`). */
import { defineVariant } from '../variant.ts';
import { napGame } from './game.ts';
import { judgeNap } from './judge.ts';
import { NAP_OPTIONS, NAP_PRESETS, NAP_RULE_NOTES } from './options.ts';

export default defineVariant({
  id: 'nap',
  name: 'English Nap',
  folder: 'nap',
  site: 'nap',
  kind: 'trick',
  options: NAP_OPTIONS,
  presets: NAP_PRESETS,
  notes: NAP_RULE_NOTES,
  game: napGame,
  judge: judgeNap,
});
