/**
 * The rule options in Traditional Chinese, for the practice table's setup form and rules line
 * (the shape of options.ja.ts), keyed by variant, option key and value. The Chinese table offers
 * Taiwanese & Hong Kong Napoleon only: its options' names and values are the Chinese pages' own
 * (src/i18n/phrases/zh-tw.ts `TWHK_OPTIONS_ZH`, one place for those words); only the
 * setup form's one-line descriptions are written here. A missing option, value or preset throws
 * naming it rather than show English (tests/unit/i18n/practice-zh.test.tsx checks every one).
 */
import type { OptionTopic, VariantId } from '../../engine/options.ts';
import { presetZh, TWHK_OPTIONS_ZH } from '../phrases/zh-tw-options.ts';
import { fromPhrasebookAll, optionLookups, type OptionWords } from './options.ts';

export type OptionWordsZh = OptionWords;

const fromPages = (descriptions: Readonly<Record<string, string>>) =>
  fromPhrasebookAll(
    { language: 'Chinese', variant: 'tw-hk', source: 'i18n/phrases/zh-tw.ts' },
    TWHK_OPTIONS_ZH,
    descriptions,
  );

export const TWHK_OPTION_WORDS_ZH = fromPages({
  players: '玩的人數：每人13張、10張或8張，底牌2張、4張或6張。',
  bidStyle: '用數字1到8加花色叫牌（無王＞黑桃＞紅心＞方塊＞梅花），或只喊9到16張頭，叫到以後才決定王牌。',
  widowShown: '拿破崙拿起底牌時，先把底牌翻給大家看。',
  discardsShown: '把拿破崙蓋回的牌翻給大家看。',
  summon: '用王牌2和王牌3逼出大鬼和小鬼的方式。',
  secretaryCommand: '拿破崙可以命令秘書在這一輪打出秘書牌。',
  firstLead: '第一輪由誰首引：拿破崙的下家（台式）或拿破崙自己（港式）。',
  scoring: '用台式或港式計分表（港式：拿破崙成約時防家得0分）。',
});

/** Each game's options in Chinese; a game missing here is not offered by the Chinese table. */
export const OPTION_WORDS_ZH: Partial<Record<VariantId, Readonly<Record<string, OptionWordsZh>>>> = {
  'tw-hk': TWHK_OPTION_WORDS_ZH,
};

/** The presets' names, by game and preset id (the Chinese pages' names). */
export const PRESET_WORDS_ZH: Partial<Record<VariantId, Readonly<Record<string, string>>>> = {
  'tw-hk': { taiwan: presetZh('tw-hk', 'taiwan').label, hongkong: presetZh('tw-hk', 'hongkong').label },
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
