/**
 * Messages as data: every sentence a visitor reads is an ICU message in a catalogue,
 * `src/i18n/messages/<lang>/<family>.json` (one folder per language, one file per island family,
 * so an island loads only its own family's words). `intl-messageformat` formats them, with plurals
 * and selects; the facts a sentence states come from islands-logic/ as values, never from code
 * in a language's file.
 *
 * In the site's build the catalogues arrive precompiled (messages-plugin.mjs turns each message
 * into its syntax tree and drops the parser from the islands' JavaScript); in Vitest and plain
 * Node they arrive as strings and are parsed on first use. Either way a message is parsed once.
 */
import { IntlMessageFormat } from 'intl-messageformat';

/** A value a message may interpolate. */
export type MessageValue = string | number | boolean | null | undefined;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** A family's catalogue as imported: key → message (source text, or its precompiled tree). */
export type Catalogue = Readonly<Record<string, unknown>>;

/** A family's words in one language: `t(key, values)`. */
export interface Translate<K extends string> {
  (key: K, values?: MessageValues): string;
  /** The catalogue's language (BCP 47), for `lang` attributes and number formats. */
  readonly lang: string;
}

/** The keys of a family, from its English catalogue (the shape every language follows). */
export type KeysOf<C> = Extract<keyof C, string>;

/**
 * Binds a family's catalogue to its language. A missing key is a programming error (the catalogue
 * test lists it before it ships), so it throws naming the key and the language rather than
 * showing the key to a reader.
 */
export function translator<C extends Catalogue>(lang: string, catalogue: C): Translate<KeysOf<C>> {
  const cache = new Map<string, IntlMessageFormat>();
  const t = ((key: string, values?: MessageValues): string => {
    let f = cache.get(key);
    if (!f) {
      const source = catalogue[key];
      if (source === undefined) throw new Error(`no message "${key}" in the ${lang} catalogue`);
      f = new IntlMessageFormat(source as string, lang, undefined, { ignoreTag: true });
      cache.set(key, f);
    }
    const out = f.format(values as Record<string, string | number | boolean | null>);
    return Array.isArray(out) ? out.join('') : String(out);
  }) as unknown as Translate<KeysOf<C>>;
  Object.defineProperty(t, 'lang', { value: lang });
  return t;
}
