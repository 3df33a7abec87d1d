/** Japanese Napoleon's entry in the engine registry (`../variants.ts`). */
import { defineVariant, fromDescriptor } from '../variant.ts';
import descriptor from './descriptor.ts';
import { japaneseGame } from './game.ts';
import { japaneseJudge } from './judge.ts';
import { JAPANESE_DECISIONS, JAPANESE_OPTIONS, JAPANESE_PRESETS } from './options.ts';

export default defineVariant({
  ...fromDescriptor(descriptor),
  options: JAPANESE_OPTIONS,
  presets: JAPANESE_PRESETS,
  // Japanese names them decisions: { topic, text, spec (a SPEC [choice]) }.
  notes: JAPANESE_DECISIONS.map((d) => ({
    id: d.topic
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    text: `${d.topic}: ${d.text}`,
    choice: d.spec,
  })),
  game: japaneseGame,
  judge: japaneseJudge,
});
