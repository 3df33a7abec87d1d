/**
 * The rule options' words, the part every language shares: how a language's words are read. A
 * language gives only data — each game's catalogue, src/i18n/messages/<lang>/options-<game>.json
 * (its options' labels, values and one-line descriptions, its presets' names; options.<lang>.ts
 * binds them; the pages read them through src/i18n/phrases/page-words.ts) — and these functions read a catalogue and
 * look a word up; when a language lacks one they throw naming it rather than show English.
 */
import type { VariantId } from '../../engine/options.ts';
import { translator, type Catalogue } from '../messages/format.ts';

export interface OptionWords {
  label: string;
  /** By the value as a string (`true`, `5`, `HQ`); an int option without a list gives `int`. */
  values: Readonly<Record<string, string>>;
  int?: ((n: number) => string) | undefined;
  description: string;
}

/** A game's option words and preset names in one language, as its catalogue gives them. */
export interface GameOptionWords {
  options: Readonly<Record<string, OptionWords>>;
  presets: Readonly<Record<string, string>>;
}

/**
 * A game's option words from its catalogue (`src/i18n/messages/<lang>/options-<game>.json`), the
 * same reading for every language. Its keys name what the engine declares
 * (src/engine/<game>/options.ts): `<option>.label`, `<option>.description`, `<option>.value.<value>`
 * (a value as a string: `true`, `5`, `strip-twos`), `<option>.int` (an int option's words for a
 * count `{n}`, when its values are not listed one by one) and `preset.<id>` (a preset's name).
 * tests/unit/i18n/messages.test.ts checks that every key names a declared option, value or preset
 * and that every declared one has its words.
 */
export function catalogueWords(lang: string, catalogue: Catalogue): GameOptionWords {
  const known = READ.get(catalogue);
  if (known) return known;
  const t = translator(lang, catalogue);
  const options: Record<string, MutableWords> = {};
  const presets: Record<string, string> = {};
  for (const key of Object.keys(catalogue)) {
    const [head = '', part = '', ...rest] = key.split('.');
    if (head === 'preset') {
      presets[part] = t(key);
      continue;
    }
    const o = (options[head] ??= { label: '', description: '', values: {} });
    if (part === 'value') o.values[rest.join('.')] = t(key);
    else if (part === 'int') o.int = (n) => t(key, { n });
    else if (part === 'label' || part === 'description') o[part] = t(key);
  }
  const words = { options, presets };
  READ.set(catalogue, words);
  return words;
}

type MutableWords = { label: string; description: string; values: Record<string, string>; int?: (n: number) => string };
/** Each catalogue is read once, whichever module asks first (the setup form's or a page's). */
const READ = new WeakMap<Catalogue, GameOptionWords>();

/** The lookups of one language's tables (`file`: where its words are, for the error messages). */
export function optionLookups(
  language: string,
  file: string,
  options: Partial<Record<VariantId, Readonly<Record<string, OptionWords>>>>,
  presets: Partial<Record<VariantId, Readonly<Record<string, string>>>>,
) {
  /** One option's words; throws naming what is missing. */
  function optionWords(variant: VariantId, key: string): OptionWords {
    const w = options[variant]?.[key];
    if (!w) throw new Error(`no ${language} words for the ${variant} option "${key}": add them to ${file}`);
    return w;
  }
  /** One value of an option in words (an int option without a list: its `int`). */
  function optionValue(variant: VariantId, key: string, value: unknown): string {
    const w = optionWords(variant, key);
    const v = w.values[String(value)];
    if (v !== undefined) return v;
    if (w.int && typeof value === 'number') return w.int(value);
    throw new Error(`no ${language} words for the value ${JSON.stringify(value)} of the ${variant} option "${key}"`);
  }
  /** A preset's name; throws naming it when missing. */
  function preset(variant: VariantId, id: string): string {
    const w = presets[variant]?.[id];
    if (!w) throw new Error(`no ${language} name for the ${variant} preset "${id}": add it to ${file}`);
    return w;
  }
  return { optionWords, optionValue, preset };
}
