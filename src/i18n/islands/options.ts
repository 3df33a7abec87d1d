/**
 * The rule options' words for the islands (the practice table's setup form and rules line), the
 * part every language shares: how a language's tables of words are read. A language gives only
 * data (options.<lang>.ts: each game's options' labels, values and one-line descriptions, its
 * presets' and topics' names, most of them the phrasebooks' own words); these functions look a word
 * up and, when a language lacks one, throw naming it rather than show English.
 */
import type { VariantId } from '../../engine/options.ts';

export interface OptionWords {
  label: string;
  /** By the value as a string (`true`, `5`, `HQ`); an int option without a list gives `int`. */
  values: Readonly<Record<string, string>>;
  int?: ((n: number) => string) | undefined;
  description: string;
}

/** A phrasebook's option words (label and values) as the islands' tables hold them. */
export interface PhrasebookOption {
  label: string;
  values: Readonly<Record<string, string>>;
}

/**
 * One option's words from a phrasebook's table, with the setup form's description; a missing
 * option throws, naming the language, the game and the phrasebook.
 */
export function fromPhrasebook(
  where: { language: string; variant: string; source: string },
  table: Readonly<Record<string, PhrasebookOption>> | undefined,
  key: string,
  description: string,
): OptionWords {
  const o = table?.[key];
  if (!o) throw new Error(`no ${where.language} words for the ${where.variant} option "${key}" in ${where.source}`);
  return { label: o.label, values: o.values, description };
}

/** A game's options' words from a phrasebook's table, by key, each with its description. */
export function fromPhrasebookAll(
  where: { language: string; variant: string; source: string },
  table: Readonly<Record<string, PhrasebookOption>> | undefined,
  descriptions: Readonly<Record<string, string>>,
): Record<string, OptionWords> {
  return Object.fromEntries(
    Object.entries(descriptions).map(([key, d]) => [key, fromPhrasebook(where, table, key, d)]),
  );
}

/** Names by id from a phrasebook's table of `{ label }`; a missing one throws, naming it. */
export function namesFrom(
  where: { language: string; variant: string; source: string },
  table: Readonly<Record<string, { label: string }>> | undefined,
  ids: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    ids.map((id) => {
      const p = table?.[id];
      if (!p) throw new Error(`no ${where.language} name for the ${where.variant} preset "${id}" in ${where.source}`);
      return [id, p.label];
    }),
  );
}

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
