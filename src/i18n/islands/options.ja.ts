/**
 * The rule options in Japanese, for the islands (the practice table's setup form and rules line):
 * each game's catalogue (src/i18n/messages/ja/options-<game>.json: its options' labels, values and
 * one-line descriptions, its presets' names) read by the one lookup every language shares
 * (options.ts `catalogueWords`, `optionLookups`). The Japanese pages' option tables read the same
 * catalogues (src/i18n/phrases/ja*.ts add only the sources). tests/unit/i18n/messages.test.ts fails
 * naming any option, value or preset a catalogue lacks; `optionWordsJa` throws naming it rather
 * than show English.
 */
import type { OptionTopic, VariantId } from '../../engine/options.ts';
import { catalogueWords, optionLookups, type OptionWords } from './options.ts';
import japaneseMessages from '../messages/ja/options-japanese.json' with { type: 'json' };
import daifugoMessages from '../messages/ja/options-daifugo.json' with { type: 'json' };
import napMessages from '../messages/ja/options-nap.json' with { type: 'json' };
import twhkMessages from '../messages/ja/options-tw-hk.json' with { type: 'json' };
import mightyMessages from '../messages/ja/options-mighty.json' with { type: 'json' };

export type OptionWordsJa = OptionWords;

const JAPANESE = /* @__PURE__ */ catalogueWords('ja', japaneseMessages);
const DAIFUGO = /* @__PURE__ */ catalogueWords('ja', daifugoMessages);
const NAP = /* @__PURE__ */ catalogueWords('ja', napMessages);
const TWHK = /* @__PURE__ */ catalogueWords('ja', twhkMessages);
const MIGHTY = /* @__PURE__ */ catalogueWords('ja', mightyMessages);

export const JAPANESE_OPTION_WORDS_JA = JAPANESE.options;
export const DAIFUGO_OPTION_WORDS_JA = DAIFUGO.options;
export const NAP_OPTION_WORDS_JA = NAP.options;
export const TWHK_OPTION_WORDS_JA = TWHK.options;
export const MIGHTY_OPTION_WORDS_JA = MIGHTY.options;

/** Each game's options in Japanese; a game missing here is not offered by the Japanese table. */
export const OPTION_WORDS_JA: Partial<Record<VariantId, Readonly<Record<string, OptionWordsJa>>>> = {
  japanese: JAPANESE_OPTION_WORDS_JA,
  daifugo: DAIFUGO_OPTION_WORDS_JA,
  nap: NAP_OPTION_WORDS_JA,
  'tw-hk': TWHK_OPTION_WORDS_JA,
  mighty: MIGHTY_OPTION_WORDS_JA,
};

/** The presets' names, by game and preset id. */
export const PRESET_WORDS_JA: Partial<Record<VariantId, Readonly<Record<string, string>>>> = {
  japanese: JAPANESE.presets,
  daifugo: DAIFUGO.presets,
  nap: NAP.presets,
  'tw-hk': TWHK.presets,
  mighty: MIGHTY.presets,
};

export const TOPIC_WORDS_JA: Readonly<Record<OptionTopic, string>> = {
  players: '人数とカード',
  deal: '配り方と場札',
  bidding: '競り',
  partner: '味方',
  strength: 'カードの強さ',
  joker: 'ジョーカー',
  play: 'プレイ',
  scoring: '得点とゲームの長さ',
};

/** One option's Japanese words, a value's and a preset's; each throws naming what is missing. */
export const {
  optionWords: optionWordsJa,
  optionValue: optionValueJa,
  preset: presetJa,
} = optionLookups('Japanese', 'src/i18n/islands/options.ja.ts', OPTION_WORDS_JA, PRESET_WORDS_JA);
