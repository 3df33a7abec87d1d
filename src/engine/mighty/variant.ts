/** Mighty's entry in the engine registry (`../variants.ts`). */
import { defineVariant } from '../variant.ts';
import { mightyGame } from './game.ts';
import { judgeMighty } from './judge.ts';
import { MIGHTY_OPTIONS, MIGHTY_PRESETS, MIGHTY_RULE_NOTES } from './options.ts';

export default defineVariant({
  id: 'mighty',
  name: 'Mighty',
  folder: 'mighty',
  site: 'mighty',
  kind: 'trick',
  options: MIGHTY_OPTIONS,
  presets: MIGHTY_PRESETS,
  notes: MIGHTY_RULE_NOTES,
  game: mightyGame,
  judge: judgeMighty,
});
