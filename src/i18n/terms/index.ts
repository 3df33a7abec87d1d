/**
 * One word per thing, per language. Each edition's list (`<lang>.json` beside this file) names,
 * for each thing the site names: the concept, the one word used, the words not to use, and why.
 * A term may be limited to some games (Nap's declarer is ディクレアラー, while 主攻 stays for
 * Mighty), and may be allowed where its variants are named on purpose (the glossary).
 *
 * The tests run these lists over every built page (tests/dist/terms.test.ts) and over the lesson
 * and puzzle texts and the islands' word catalogues (tests/unit/site/terms.test.ts). The English
 * list applies to every edition too: English words still show on untranslated pages.
 */
import { VARIANT_IDS } from '../../engine/options.ts';
import en from './en.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import zhTW from './zh-TW.json' with { type: 'json' };

export const TERM_LANGS = ['en', 'ja', 'ko', 'zh-TW'] as const;
export type TermLang = (typeof TERM_LANGS)[number];

/** One entry of a list, as written in the JSON file. */
export interface TermEntry {
  /** The thing named, in English (for the people keeping the list). */
  concept: string;
  /** The one word readers see. */
  use: string;
  /** Words not to use for it: regular expressions (see the file's `match`). */
  avoid: readonly string[];
  /** Why this word and not the others. */
  why: string;
  /** Only these games' texts (variant ids); everywhere when absent. */
  games?: readonly string[];
  /** Files or built pages (matched by their end, e.g. `glossary/index.html`) that name the variants on purpose. */
  allowIn?: readonly string[];
}

/** A term ready to match: the entry with its variants compiled. */
export interface Term extends TermEntry {
  lang: TermLang;
  forbidden: readonly RegExp[];
}

/** Where a text is read: its file or page, its edition's language, and its game when known. */
export interface Where {
  file: string;
  lang: TermLang;
  game?: string | undefined;
}

export interface TermHit {
  file: string;
  lang: TermLang;
  variant: string;
  preferred: string;
  context: string;
}

/** No letter, digit or hyphen before (so `df-eleven-back` is an id, not prose). */
const B = String.raw`(?<![\p{L}\p{N}-])`;
/** No letter, digit or hyphen after. */
const E = String.raw`(?![\p{L}\p{N}-])`;

const FILES: Readonly<Record<TermLang, unknown>> = { en, ja, ko, 'zh-TW': zhTW };

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Reads one language's list, with a message naming the file and the entry for anything malformed. */
export function parseTerms(lang: TermLang, data: unknown): Term[] {
  const where = `src/i18n/terms/${lang}.json`;
  const file = data as { lang?: unknown; match?: unknown; terms?: unknown };
  if (!file || typeof file !== 'object') throw new Error(`${where}: not an object`);
  if (file.lang !== lang) throw new Error(`${where}: "lang" is ${JSON.stringify(file.lang)}, expected "${lang}"`);
  if (file.match !== 'words' && file.match !== 'anywhere')
    throw new Error(`${where}: "match" must be "words" or "anywhere", not ${JSON.stringify(file.match)}`);
  if (!Array.isArray(file.terms)) throw new Error(`${where}: "terms" must be a list`);
  const words = file.match === 'words';
  return file.terms.map((raw: unknown, i: number) => {
    const t = raw as Partial<Record<keyof TermEntry, unknown>>;
    const name = `${where}, term ${i + 1}${typeof t?.use === 'string' ? ` ("${t.use}")` : ''}`;
    for (const key of ['concept', 'use', 'why'] as const)
      if (typeof t?.[key] !== 'string' || t[key] === '') throw new Error(`${name}: "${key}" must be a non-empty text`);
    if (!isStrings(t.avoid) || t.avoid.length === 0) throw new Error(`${name}: "avoid" must list at least one word`);
    if (t.games !== undefined && !isStrings(t.games)) throw new Error(`${name}: "games" must be a list of game ids`);
    const unknown = (t.games ?? []).filter((g) => !(VARIANT_IDS as readonly string[]).includes(g));
    if (unknown.length > 0)
      throw new Error(`${name}: unknown game ${unknown.join(', ')} (the games are ${VARIANT_IDS.join(', ')})`);
    if (t.allowIn !== undefined && !isStrings(t.allowIn)) throw new Error(`${name}: "allowIn" must be a list of paths`);
    const forbidden = t.avoid.map((v) => {
      try {
        return new RegExp(words ? `${B}(?:${v})${E}` : v, 'iu');
      } catch (e) {
        throw new Error(`${name}: the word to avoid /${v}/ is not a valid pattern (${(e as Error).message})`);
      }
    });
    return { ...(t as TermEntry), lang, forbidden };
  });
}

const TERMS: Readonly<Record<TermLang, readonly Term[]>> = {
  en: parseTerms('en', FILES.en),
  ja: parseTerms('ja', FILES.ja),
  ko: parseTerms('ko', FILES.ko),
  'zh-TW': parseTerms('zh-TW', FILES['zh-TW']),
};

/** One language's list. */
export const termsOf = (lang: TermLang): readonly Term[] => TERMS[lang];

/** The lists that apply to a text of `lang`: its own and the English one. */
const listsFor = (lang: TermLang): readonly Term[] => (lang === 'en' ? TERMS.en : [...TERMS.en, ...TERMS[lang]]);

/** Every avoided word in `text` (one hit per occurrence), for the file, edition and game in `where`. */
export function findForbidden(where: Where, text: string, terms: readonly Term[] = listsFor(where.lang)): TermHit[] {
  const hits: TermHit[] = [];
  for (const term of terms) {
    if (term.allowIn?.some((p) => where.file.endsWith(p))) continue;
    if (term.games && !(where.game !== undefined && term.games.includes(where.game))) continue;
    for (const re of term.forbidden) {
      const g = new RegExp(re.source, `${re.flags}g`);
      for (const m of text.matchAll(g)) {
        const at = m.index;
        hits.push({
          file: where.file,
          lang: term.lang,
          variant: m[0],
          preferred: term.use,
          context: text.slice(Math.max(0, at - 30), at + m[0].length + 30).replace(/\s+/g, ' '),
        });
      }
    }
  }
  return hits;
}

/** Hits, one a line: where, the word found and the word to write instead. */
export function termReport(hits: readonly TermHit[]): string {
  return hits.map((h) => `${h.file}: "${h.variant}" — write "${h.preferred}" (…${h.context}…)`).join('\n');
}
