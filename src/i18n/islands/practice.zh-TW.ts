/**
 * The practice table's words in Traditional Chinese: its catalogue (messages/zh-TW/practice.json)
 * bound to the one shape (practice.ts), and what is data of its own — the card words and the trick
 * reasons of the Chinese pages (i18n/phrases/zh-tw.ts `twhkTrickReasonZh` reads the engine's trick
 * sentence), the option tables (options.zh-TW.ts). The Chinese table offers Taiwanese & Hong Kong
 * Napoleon only (`variants`), in the words of the Chinese tw-hk pages (content/docs/zh-tw/tw-hk/): 叫牌、不叫、頭、拿破崙、秘書／秘書牌、獨裁、
 * 防家、底牌、蓋回、首引、王牌、無王、逼鬼、成約／倒約. Players are 你 and 2號玩家…
 * The keys only Daifugō and the other games use have short Chinese words for the type; a page of
 * another game in the Chinese edition keeps the English table (see ../../components/Practice.astro).
 */
import { translator } from '../messages/format.ts';
import messages from '../messages/zh-TW/practice.json' with { type: 'json' };
import { practiceMessages, type PracticeHooks } from './practice.ts';
import { optionMessages } from './practice-options.ts';
import { spokenNameZh } from '../card-words/zh-tw.ts';
import { twhkTrickReasonZh } from '../phrases/zh-tw.ts';
import { optionValueZh, optionWordsZh, presetNameZh, TOPIC_WORDS_ZH } from './options.zh-TW.ts';
import type { PracticeWords } from './practice.en.ts';
import { GAME_NAMES } from '../game-names.ts';

/** The games whose trick reasons the Chinese phrasebook words (the others get the plain reason). */
const TRICK_REASONS_ZH: PracticeHooks['trickReasons'] = {
  'tw-hk': (r) => twhkTrickReasonZh(r.text, r.trump === null),
};

const t = translator('zh-TW', messages);

export const practiceZh: PracticeWords = {
  ...practiceMessages(t, { spokenName: spokenNameZh, jokersInWords: true, trickReasons: TRICK_REASONS_ZH }),
  ...optionMessages(t, { preset: presetNameZh, option: optionWordsZh, value: optionValueZh, topics: TOPIC_WORDS_ZH }),
  lang: 'zh-TW',
  variants: ['tw-hk'],
  variantTitle: (v) => GAME_NAMES['zh-TW'][v],
};
