/**
 * The Japanese words of the games' rule options and presets on the Japanese pages and in the
 * islands that show them (OptionsTable, OptionKeys, PresetTable, the summaries, the rule explorer,
 * the puzzles): each game's setup-form catalogue (`messages/ja/options-<game>.json`) with the
 * pages' own wording over it (`messages/ja/page-options-<game>.json`), read by page-words.ts.
 * Where an option comes from and the engine's rule notes are page-only (rules.ts). A missing
 * word stops the build, naming it.
 */
import type { OptionDecl, OptionValue, VariantId } from '../../engine/options.ts';
import { gameShortName, perGame } from '../../engine/descriptors.ts';
import { pageWords, type PageWords } from './page-words.ts';
import { optionValueWord, wordOf } from './shape.ts';
import japaneseForm from '../messages/ja/options-japanese.json' with { type: 'json' };
import japanesePage from '../messages/ja/page-options-japanese.json' with { type: 'json' };
import daifugoForm from '../messages/ja/options-daifugo.json' with { type: 'json' };
import daifugoPage from '../messages/ja/page-options-daifugo.json' with { type: 'json' };
import napForm from '../messages/ja/options-nap.json' with { type: 'json' };
import twhkForm from '../messages/ja/options-tw-hk.json' with { type: 'json' };
import mightyForm from '../messages/ja/options-mighty.json' with { type: 'json' };

/** An option in Japanese: its name, its values' words, and (for the local-rules tables) where it comes from. */
export interface OptionWordsJa {
  label: string;
  values: Readonly<Record<string, string>>;
  source?: string;
}

const OPTIONS_JA: Readonly<Record<VariantId, PageWords>> = {
  japanese: /* @__PURE__ */ pageWords('ja', japaneseForm, japanesePage),
  daifugo: /* @__PURE__ */ pageWords('ja', daifugoForm, daifugoPage),
  nap: /* @__PURE__ */ pageWords('ja', napForm),
  'tw-hk': /* @__PURE__ */ pageWords('ja', twhkForm),
  mighty: /* @__PURE__ */ pageWords('ja', mightyForm),
};

/** The games' names in Japanese, as running text writes them (the games' descriptors). */
export const VARIANT_NAME_JA: Readonly<Record<VariantId, string>> = perGame((d) => gameShortName(d.id, 'ja'));

/** An option of a game in Japanese; a missing one stops the build, naming it. */
export const optionWordsJa = (variant: VariantId, key: string): OptionWordsJa =>
  wordOf(
    OPTIONS_JA[variant]?.options,
    key,
    `no Japanese words for the ${variant} option "${key}": add them to messages/ja/options-${variant}.json`,
  );

/**
 * A value of an option in Japanese: the phrase listed for it, or for a number without a phrase,
 * the number itself. A missing phrase stops the build.
 */
export const optionValueJa = (
  variant: VariantId,
  key: string,
  decl: OptionDecl | undefined,
  value: OptionValue,
): string =>
  optionValueWord(
    optionWordsJa(variant, key).values,
    decl,
    value,
    `no Japanese words for the value ${JSON.stringify(value)} of the ${variant} option "${key}"`,
  );

/** A preset's name in Japanese (where it comes from: rules.ts); a missing one stops the build. */
export const presetJa = (variant: VariantId, id: string): { label: string } => ({
  label: wordOf(
    OPTIONS_JA[variant]?.presets,
    id,
    `no Japanese name for the ${variant} preset "${id}": add it to messages/ja/options-${variant}.json`,
  ),
});
