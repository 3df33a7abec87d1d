/**
 * The exploring islands' build-time words in Traditional Chinese (shape: explore-views-book.ts):
 * the catalogue, and the Chinese pages' phrasebooks for tw-hk's presets' and options' names.
 */
import { gameName } from '../../engine/descriptors.ts';
import { SUIT_ZH } from '../phrases/zh-tw.ts';
import { optionZh, presetZh, valueZh } from '../phrases/zh-tw-options.ts';
import { translator } from '../messages/format.ts';
import type { ViewsBook } from './explore-views-book.ts';
import messages from '../messages/zh-TW/views.json' with { type: 'json' };

export const viewsZh: ViewsBook = {
  lang: 'zh-TW',
  language: 'Chinese',
  t: translator('zh-TW', messages),
  engineWords: false,
  everyGame: false,
  menuEveryGame: false,
  suits: SUIT_ZH,
  game: (variant) => gameName(variant, 'zh-TW'),
  preset: (variant, id) => presetZh(variant, id).label,
  optionLabel: (variant, key) => optionZh(variant, key).label,
  optionValue: (variant, key, value) => valueZh(optionZh(variant, key), value),
};
