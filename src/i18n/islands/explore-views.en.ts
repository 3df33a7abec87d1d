/** The exploring islands' build-time words in English (shape: explore-views-book.ts): the engine's own words, framed by the catalogue. */
import { SUIT_NAME } from '../../engine/cards.ts';
import { gameName } from '../../engine/descriptors.ts';
import { translator } from '../messages/format.ts';
import type { ViewsBook } from './explore-views-book.ts';
import messages from '../messages/en/views.json' with { type: 'json' };

export const viewsEn: ViewsBook = {
  lang: 'en',
  language: 'English',
  t: translator('en', messages),
  engineWords: true,
  everyGame: true,
  menuEveryGame: true,
  suits: SUIT_NAME,
  game: (variant) => gameName(variant, 'en'),
  preset: (_variant, id) => id,
  optionLabel: (_variant, key) => key,
  optionValue: (_variant, _key, value) => String(value),
};
