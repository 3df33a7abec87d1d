/**
 * A game's option words on a language's pages (the option tables, the summaries, the rule
 * explorer's and the puzzles' islands): the setup form's catalogue
 * (`src/i18n/messages/<lang>/options-<game>.json`) with, over it, the pages' own wording where they
 * say it otherwise (`page-options-<game>.json`: `<option>.label`, `<option>.value.<value>`,
 * `preset.<id>`). Words only: where an option comes from and the engine's rule notes are the
 * pages' alone (rules.ts), so an island that shows option words never carries them. The same
 * reading for every language; a key naming an option the form lacks throws, naming it.
 */
import { translator, type Catalogue } from '../messages/format.ts';
import { catalogueWords } from '../islands/options.ts';

/** An option on the pages: its name and its values' words (a count without words: the number). */
export interface PageOptionWords {
  label: string;
  values: Readonly<Record<string, string>>;
}

/** A game's option words and preset names on one language's pages. */
export interface PageWords {
  options: Readonly<Record<string, PageOptionWords>>;
  presets: Readonly<Record<string, string>>;
}

export function pageWords(lang: string, form: Catalogue, page: Catalogue = {}): PageWords {
  const f = catalogueWords(lang, form);
  const t = translator(lang, page);
  const options: Record<string, { label: string; values: Record<string, string> }> = {};
  for (const [k, o] of Object.entries(f.options)) options[k] = { label: o.label, values: { ...o.values } };
  const presets: Record<string, string> = { ...f.presets };
  for (const key of Object.keys(page)) {
    const [head = '', part = '', ...rest] = key.split('.');
    const o = options[head];
    if (head === 'preset') presets[part] = t(key);
    else if (o && part === 'label') o.label = t(key);
    else if (o && part === 'value') o.values[rest.join('.')] = t(key);
    else throw new Error(`the ${lang} page words "${key}" name no option of the form's catalogue`);
  }
  return { options, presets };
}
