/**
 * Taiwanese & Hong Kong Napoleon's option and preset words in Traditional Chinese (for the option
 * tables, the summary and the comparison): the setup form's catalogue
 * (messages/zh-TW/options-tw-hk.json). Apart from i18n/phrases/zh-tw.ts so that an island needing
 * only the trick sentences (the lessons) does not ship the option words; their sources and the
 * rule notes are the pages' alone (rules.ts).
 */
import { wordOf } from './shape.ts';
import { pageWords, type PageWords } from './page-words.ts';
import twhkOptions from '../messages/zh-TW/options-tw-hk.json' with { type: 'json' };

/** An option in Chinese: its name and its values' words (where it comes from: rules.ts, page-only). */
export interface OptionZh {
  label: string;
  values: Readonly<Record<string, string>>;
  source?: string;
}

/** The games with Chinese option words (the Chinese edition translates tw-hk). */
const OPTIONS_ZH: Readonly<Partial<Record<string, PageWords>>> = {
  'tw-hk': /* @__PURE__ */ pageWords('zh-TW', twhkOptions),
};

/** An option of a variant in Chinese; a missing one stops the build. */
export const optionZh = (variant: string, key: string): OptionZh =>
  wordOf(
    OPTIONS_ZH[variant]?.options,
    key,
    `no Chinese words for the ${variant} option "${key}": add them to messages/zh-TW/options-${variant}.json`,
  );

/** A value of an option in Chinese. */
export const valueZh = (o: OptionZh, value: unknown): string =>
  wordOf(o.values, String(value), `no Chinese words for the value ${JSON.stringify(value)} of "${o.label}"`);

/** A preset's name in Chinese (where it comes from: rules.ts, page-only). */
export const presetZh = (variant: string, id: string): { label: string } => ({
  label: wordOf(
    OPTIONS_ZH[variant]?.presets,
    id,
    `no Chinese words for the ${variant} preset "${id}": add them to messages/zh-TW/options-${variant}.json`,
  ),
});
