/**
 * The exploring islands' build-time words in Korean (shape: explore-views-book.ts; the Korean
 * edition translates Mighty's pages): the catalogue, and the Korean phrasebook (i18n/phrases/ko.ts)
 * for Mighty's presets' and options' names.
 */
import { gameName } from '../../engine/descriptors.ts';
import { optionKo, presetKo, SUIT_KO, valueKo } from '../phrases/ko.ts';
import { translator } from '../messages/format.ts';
import type { ViewsBook } from './explore-views-book.ts';
import messages from '../messages/ko/views.json' with { type: 'json' };

export const viewsKo: ViewsBook = {
  lang: 'ko',
  language: 'Korean',
  t: translator('ko', messages),
  engineWords: false,
  everyGame: false,
  menuEveryGame: true,
  suits: SUIT_KO,
  game: (variant) => gameName(variant, 'ko'),
  preset: (variant, id) => presetKo(variant, id).label,
  optionLabel: (variant, key) => optionKo(variant, key).label,
  optionValue: (variant, key, value) => valueKo(optionKo(variant, key), value),
};

/** The rule sets' names in a sentence (a preset's own label is a source's name in Latin letters). */
export const PRESET_KO: Readonly<Record<string, string>> = { pagat: viewsKo.t('presetName', { label: 'Pagat' }) };
