/**
 * Mighty's rule options in Korean, for the practice table's setup form and rules line (the Korean
 * edition translates Mighty only): its catalogue (src/i18n/messages/ko/options-mighty.json: the
 * options' labels, values and one-line descriptions, the preset's name; the Korean local-rules
 * page reads the same words) through the one lookup every language shares (options.ts).
 * tests/unit/i18n/messages.test.ts fails naming any option, value or preset missing, and
 * `optionWordsKo` throws naming it rather than show English.
 */
import type { OptionTopic, VariantId } from '../../engine/options.ts';
import { catalogueWords, optionLookups, type OptionWords } from './options.ts';
import mightyMessages from '../messages/ko/options-mighty.json' with { type: 'json' };

export type OptionWordsKo = OptionWords;

const MIGHTY = /* @__PURE__ */ catalogueWords('ko', mightyMessages);
export const MIGHTY_OPTION_WORDS_KO = MIGHTY.options;

/** Each game's options in Korean; a game missing here is not offered by the Korean table. */
export const OPTION_WORDS_KO: Partial<Record<VariantId, Readonly<Record<string, OptionWordsKo>>>> = {
  mighty: MIGHTY_OPTION_WORDS_KO,
};

/** The presets' names, by game and preset id (a sentence's words, not the source's name in Latin letters). */
export const PRESET_WORDS_KO: Partial<Record<VariantId, Readonly<Record<string, string>>>> = {
  mighty: MIGHTY.presets,
};

export const TOPIC_WORDS_KO: Readonly<Record<OptionTopic, string>> = {
  players: '인원과 카드',
  deal: '카드 돌리기와 바닥 카드',
  bidding: '공약',
  partner: '프렌드',
  strength: '카드의 세기',
  joker: '조커',
  play: '플레이',
  scoring: '점수와 게임의 길이',
};

/** One option's Korean words, a value's and a preset's; each throws naming what is missing. */
export const {
  optionWords: optionWordsKo,
  optionValue: optionValueKo,
  preset: presetWordsKo,
} = optionLookups('Korean', 'src/i18n/islands/options.ko.ts', OPTION_WORDS_KO, PRESET_WORDS_KO);
