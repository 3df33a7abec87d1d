/**
 * The local-rules pages' own words, by language and game (`src/i18n/messages/<lang>/rules-<game>.json`):
 * where each option and preset comes from (`<option>.source`, `preset.<id>.source`) and the
 * engine's rule notes (`note.<id>`). Read at build time only, by the page components
 * (components/site/option-words.ts, the summaries): no island imports this module, so no island's
 * JavaScript carries a source or a note. A missing one stops the build, naming it.
 * tests/unit/i18n/messages.test.ts checks each catalogue against what the engine declares.
 */
import { translator, type Catalogue, type Translate } from '../messages/format.ts';
import jaJapanese from '../messages/ja/rules-japanese.json' with { type: 'json' };
import jaDaifugo from '../messages/ja/rules-daifugo.json' with { type: 'json' };
import jaNap from '../messages/ja/rules-nap.json' with { type: 'json' };
import jaTwhk from '../messages/ja/rules-tw-hk.json' with { type: 'json' };
import jaMighty from '../messages/ja/rules-mighty.json' with { type: 'json' };
import koMighty from '../messages/ko/rules-mighty.json' with { type: 'json' };
import zhTwhk from '../messages/zh-TW/rules-tw-hk.json' with { type: 'json' };

/** Each language's catalogue of each game it translates. */
const RULES: Readonly<Record<string, Readonly<Record<string, Catalogue>>>> = {
  ja: { japanese: jaJapanese, daifugo: jaDaifugo, nap: jaNap, 'tw-hk': jaTwhk, mighty: jaMighty },
  ko: { mighty: koMighty },
  'zh-TW': { 'tw-hk': zhTwhk },
};

const bound = new Map<Catalogue, Translate<string>>();

function say(lang: string, variant: string, key: string, what: string): string {
  const cat = RULES[lang]?.[variant];
  if (!cat || !(key in cat))
    throw new Error(
      `no ${lang} words for the ${what}: add "${key}" to src/i18n/messages/${lang}/rules-${variant}.json`,
    );
  let t = bound.get(cat);
  if (!t) bound.set(cat, (t = translator(lang, cat)));
  return t(key);
}

/** Where an option comes from, in a language (the local-rules tables' source column). */
export const optionSource = (lang: string, variant: string, key: string): string =>
  say(lang, variant, `${key}.source`, `source of the ${variant} option "${key}"`);

/** Where a preset comes from, in a language. */
export const presetSource = (lang: string, variant: string, id: string): string =>
  say(lang, variant, `preset.${id}.source`, `source of the ${variant} preset "${id}"`);

/** One of the engine's rule notes (decisions where the sources leave room), in a language. */
export const ruleNote = (lang: string, variant: string, id: string): string =>
  say(lang, variant, `note.${id}`, `${variant} rule note "${id}"`);
