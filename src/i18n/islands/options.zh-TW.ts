/**
 * The rule options in Traditional Chinese, for the practice table's setup form and rules line. The
 * Chinese table offers Taiwanese & Hong Kong Napoleon only: its catalogue
 * (src/i18n/messages/zh-TW/options-tw-hk.json: the options' labels, values and one-line
 * descriptions, the presets' names; the Chinese pages read the same words) through the one lookup
 * every language shares (options.ts). A missing option, value or preset throws naming it rather
 * than show English (tests/unit/i18n/messages.test.ts checks every one).
 */
import type { OptionTopic, VariantId } from '../../engine/options.ts';
import { catalogueWords, optionLookups, type OptionWords } from './options.ts';
import twhkMessages from '../messages/zh-TW/options-tw-hk.json' with { type: 'json' };

export type OptionWordsZh = OptionWords;

const TWHK = /* @__PURE__ */ catalogueWords('zh-TW', twhkMessages);
export const TWHK_OPTION_WORDS_ZH = TWHK.options;

/** Each game's options in Chinese; a game missing here is not offered by the Chinese table. */
export const OPTION_WORDS_ZH: Partial<Record<VariantId, Readonly<Record<string, OptionWordsZh>>>> = {
  'tw-hk': TWHK_OPTION_WORDS_ZH,
};

/** The presets' names, by game and preset id (the Chinese pages' names). */
export const PRESET_WORDS_ZH: Partial<Record<VariantId, Readonly<Record<string, string>>>> = {
  'tw-hk': TWHK.presets,
};

export const TOPIC_WORDS_ZH: Readonly<Record<OptionTopic, string>> = {
  players: '人數和牌',
  deal: '發牌和底牌',
  bidding: '叫牌',
  partner: '夥伴',
  strength: '牌的大小',
  joker: '鬼牌',
  play: '出牌',
  scoring: '計分和局數',
};

/** One option's Chinese words, a value's and a preset's; each throws naming what is missing. */
export const {
  optionWords: optionWordsZh,
  optionValue: optionValueZh,
  preset: presetNameZh,
} = optionLookups('Chinese', 'src/i18n/islands/options.zh-TW.ts', OPTION_WORDS_ZH, PRESET_WORDS_ZH);
