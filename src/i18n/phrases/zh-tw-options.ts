/**
 * Taiwanese & Hong Kong Napoleon's options, presets and rule notes in Traditional Chinese (for the
 * option tables, the summary, the setup form and the comparison). Apart from i18n/phrases/zh-tw.ts so
 * that an island needing only the trick sentences (the lessons) does not ship the option words.
 */
import { wordOf } from './shape.ts';
import { catalogueWords, presetsWithSources, withSources } from '../islands/options.ts';
import twhkOptions from '../messages/zh-TW/options-tw-hk.json' with { type: 'json' };

/** An option in Chinese: its name, its values' words and where it comes from. */
export interface OptionZh {
  label: string;
  values: Readonly<Record<string, string>>;
  source: string;
}

const WIKI = '中文維基百科的條目';
const PTT = 'PTT桌遊版的文章';

/**
 * Taiwanese & Hong Kong Napoleon's options in Chinese (every option the engine declares): their names
 * and values are the game's catalogue (messages/zh-TW/options-tw-hk.json, the setup form's words
 * too); only the sources are here.
 */
export const TWHK_OPTIONS_ZH: Readonly<Record<string, OptionZh>> = /* @__PURE__ */ withSources(
  { language: 'Chinese', variant: 'tw-hk' },
  catalogueWords('zh-TW', twhkOptions),
  {
    players: WIKI,
    bidStyle: WIKI,
    widowShown: `${WIKI}（列為爭議點）、${PTT}`,
    discardsShown: `${WIKI}（四人時一般公開）`,
    summon: `${WIKI}（兩種玩法都有記載）`,
    secretaryCommand: `${WIKI}（任何時候）；${PTT}（拿破崙首引時）`,
    firstLead: WIKI,
    scoring: WIKI,
  },
);

/** The games with Chinese option words (the Chinese edition translates tw-hk). */
const OPTIONS_ZH: Readonly<Partial<Record<string, Readonly<Record<string, OptionZh>>>>> = { 'tw-hk': TWHK_OPTIONS_ZH };

/** An option of a variant in Chinese; a missing one stops the build. */
export const optionZh = (variant: string, key: string): OptionZh =>
  wordOf(
    OPTIONS_ZH[variant],
    key,
    `no Chinese words for the ${variant} option "${key}": add them to i18n/phrases/zh-tw.ts`,
  );

/** A value of an option in Chinese. */
export const valueZh = (o: OptionZh, value: unknown): string =>
  wordOf(o.values, String(value), `no Chinese words for the value ${JSON.stringify(value)} of "${o.label}"`);

/** The presets' names and sources in Chinese, by preset id. */
const PRESETS_ZH: Readonly<Record<string, { label: string; source: string }>> = /* @__PURE__ */ presetsWithSources(
  { language: 'Chinese', variant: 'tw-hk' },
  catalogueWords('zh-TW', twhkOptions),
  { taiwan: `${WIKI}、${PTT}`, hongkong: WIKI },
);

/** The games with Chinese preset words. */
const GAME_PRESETS_ZH: Readonly<Partial<Record<string, typeof PRESETS_ZH>>> = { 'tw-hk': PRESETS_ZH };

export const presetZh = (variant: string, id: string): { label: string; source: string } =>
  wordOf(
    GAME_PRESETS_ZH[variant],
    id,
    `no Chinese words for the ${variant} preset "${id}": add them to i18n/phrases/zh-tw.ts`,
  );

/** The engine's decisions where sources leave room (TWHK_RULE_NOTES), in Chinese, by id. */
const RULE_NOTES_ZH: Readonly<Record<string, string>> = {
  'led-joker-last-three': '末三輪中首引的鬼牌，算作指定花色裡比2還小的牌：大鬼是1，小鬼是0。',
  'hongkong-defenders': '港式計分在拿破崙成約時沒有給防家分數：防家得0分。',
  'secretary-trump-two': '秘書牌如果是王牌2或王牌3，它不屬於任何花色，所以不能逼鬼。',
  'summon-optional': '「前三輪首引者可以逼鬼」時，首引王牌2（或3）的人可以自己決定要不要逼鬼。',
  'command-timing': '拿破崙在輪到自己時下命令，每一輪最多一次；只有秘書在這一輪還沒出牌時，命令才有效。',
  'jokers-free-last-three': '末三輪中大小鬼仍然不屬於任何花色，輪到時隨時可以出。',
  'widow-shown-when-taken': '底牌公開時，是在拿破崙拿起底牌的時候翻給大家看。',
};

export const ruleNoteZh = (id: string): string =>
  wordOf(RULE_NOTES_ZH, id, `no Chinese for the rule note "${id}": add it to i18n/phrases/zh-tw.ts`);
