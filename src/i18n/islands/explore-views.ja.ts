/**
 * The exploring islands' build-time words in Japanese (shape: explore-views-book.ts): the catalogue,
 * and the site's phrasebooks for the games', presets' and options' names (options-ja.ts).
 */
import type { VariantId } from '../../engine/options.ts';
import { gameShortName } from '../../engine/descriptors.ts';
import { optionWordsJa, presetJa } from '../phrases/options-ja.ts';
import { SUIT_JA } from '../phrases/ja.ts';
import { translator } from '../messages/format.ts';
import type { ViewsBook } from './explore-views-book.ts';
import messages from '../messages/ja/views.json' with { type: 'json' };

export const viewsJa: ViewsBook = {
  lang: 'ja',
  language: 'Japanese',
  t: translator('ja', messages),
  engineWords: false,
  everyGame: true,
  menuEveryGame: true,
  suits: SUIT_JA,
  game: (variant) => gameShortName(variant, 'ja'),
  preset: (variant, id) => presetJa(variant as VariantId, id).label,
  optionLabel: (variant, key) => optionWordsJa(variant as VariantId, key).label,
  optionValue: (variant, key, value) => optionWordsJa(variant as VariantId, key).values[String(value)],
};
