/** Daifugō's entry in the engine registry (`../variants.ts`). */
import { defineVariant } from '../variant.ts';
import { daifugoGame } from './game.ts';
import { daifugoJudge } from './judge.ts';
import { DAIFUGO_OPTIONS, DAIFUGO_PRESETS, DAIFUGO_RULE_NOTES } from './options.ts';

export default defineVariant({
  id: 'daifugo',
  name: 'Daifugō',
  folder: 'daifugo',
  site: 'daifugo',
  kind: 'climb',
  options: DAIFUGO_OPTIONS,
  presets: DAIFUGO_PRESETS,
  notes: DAIFUGO_RULE_NOTES,
  game: daifugoGame,
  judge: daifugoJudge,
});
