/**
 * The message catalogues (src/i18n/messages/<lang>/<family>.json): every language has every key of
 * the English catalogue and no other, each message parses, each uses only arguments the English
 * one has (a translation may leave out the engine's English reason, never invent a value), and every key is used by some code.
 */
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { VARIANTS } from '../../../src/engine/variants.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { optionValues } from '../../../src/islands-logic/rule-words.ts';

const ROOT = 'src/i18n/messages';
const LANGS = readdirSync(ROOT).filter((d) => statSync(join(ROOT, d)).isDirectory());
const FAMILIES = readdirSync(join(ROOT, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

/**
 * The build-time phrasebooks (src/i18n/phrases/): families English has no catalogue of, since the
 * English pages say the engine's own sentences. Each exists for the languages that translate the
 * games it covers (the keys differ: Korean says only Mighty's tricks), so each language's copy is
 * checked on its own — it parses and every key is used.
 */
const PHRASEBOOKS = ['phrases', 'cards'];

/**
 * The phrasebooks whose keys are the same in every language that has them (the cards' words:
 * src/i18n/card-words/words.ts reads each key for every language).
 */
const SAME_KEYS = ['cards'];

/**
 * The rule options' catalogues (`options-<game>.json`, read by src/i18n/islands/options.ts
 * `catalogueWords`) are the declared exception to "every language has English's keys, each used
 * as a literal": English has none, since the English words are the engine's own declaration
 * (src/engine/<game>/options.ts), and the code reads a key by the name of what it words, never as
 * a literal. Each is checked against the engine's declaration instead (`declaredKeys`): every key
 * names a declared option, value or preset of its game, and every declared one has its words.
 */
const OPTION_CATALOGUE = /^options-(.+)$/;
/**
 * The pages' own catalogues of a game are the same exception, checked the same way: its
 * `page-options-<game>.json` words an option (`<option>.label`, `<option>.value.<value>`) or a
 * preset (`preset.<id>`) where the pages say it otherwise than the setup form (read by
 * src/i18n/phrases/page-words.ts); its page-only `rules-<game>.json` (src/i18n/phrases/rules.ts)
 * gives every option's and preset's source (`<option>.source`, `preset.<id>.source`) and every
 * rule note's sentence (`note.<id>`).
 */
const PAGE_CATALOGUE = /^page-options-(.+)$/;
const RULES_CATALOGUE = /^rules-(.+)$/;
const isOptionCatalogue = (family: string): boolean =>
  OPTION_CATALOGUE.test(family) || PAGE_CATALOGUE.test(family) || RULES_CATALOGUE.test(family);

/**
 * The keys a game's options catalogue must have (`required`) and may have (`allowed`): each
 * option's label and description, each value's words (an int option may instead word any count
 * with `<option>.int`), each preset's name.
 */
export function declaredKeys(game: VariantId, cat: Readonly<Record<string, string>>) {
  const required: string[] = [];
  const allowed: string[] = [];
  for (const [k, decl] of Object.entries(VARIANTS[game].options)) {
    required.push(`${k}.label`, `${k}.description`);
    const values = optionValues(decl).map((v) => `${k}.value.${String(v)}`);
    if (decl.kind === 'int') allowed.push(`${k}.int`, ...values);
    if (decl.kind !== 'int' || !(`${k}.int` in cat)) required.push(...values);
  }
  for (const p of VARIANTS[game].presets) required.push(`preset.${p.id}`);
  return { required, allowed: [...required, ...allowed] };
}

/** The keys a game's page words may have (none required: the form's words stand where it has none). */
export function declaredPageKeys(game: VariantId) {
  const allowed: string[] = [];
  for (const [k, decl] of Object.entries(VARIANTS[game].options))
    allowed.push(`${k}.label`, ...optionValues(decl).map((v) => `${k}.value.${String(v)}`));
  for (const p of VARIANTS[game].presets) allowed.push(`preset.${p.id}`);
  return { required: [] as string[], allowed };
}

/** The keys a game's rules catalogue must have, and no other: each option's and preset's source, each rule note. */
export function declaredRulesKeys(game: VariantId) {
  const required = [
    ...Object.keys(VARIANTS[game].options).map((k) => `${k}.source`),
    ...VARIANTS[game].presets.map((p) => `preset.${p.id}.source`),
    ...VARIANTS[game].notes.map((n) => `note.${n.id}`),
  ];
  return { required, allowed: required };
}

const read = (lang: string, family: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, lang, `${family}.json`), 'utf8')) as Record<string, string>;

/** The arguments a message interpolates (names only, from its syntax tree). */
export function argumentsOf(source: string): string[] {
  const out = new Set<string>();
  const walk = (els: MessageFormatElement[]): void => {
    for (const el of els) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if ('value' in el && typeof el.value === 'string') out.add(el.value);
      if (el.type === TYPE.select || el.type === TYPE.plural) for (const o of Object.values(el.options)) walk(o.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(source, { ignoreTag: true }));
  return [...out].sort();
}

/** The project's code (not the catalogues), once, to find each key's use. */
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (p === ROOT) continue;
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.(ts|tsx|astro|mjs)$/.test(name)) out.push(readFileSync(p, 'utf8'));
  }
  return out;
}

describe('message catalogues', () => {
  it('exist for English and name their families', () => {
    expect(LANGS).toContain('en');
    expect(FAMILIES.length).toBeGreaterThan(0);
    for (const lang of LANGS)
      for (const f of readdirSync(join(ROOT, lang)).filter(
        (f) => !PHRASEBOOKS.includes(f.replace(/\.json$/, '')) && !isOptionCatalogue(f.replace(/\.json$/, '')),
      ))
        expect(FAMILIES, `${lang}/${f} has no English catalogue`).toContain(f.replace(/\.json$/, ''));
    for (const f of PHRASEBOOKS) expect(FAMILIES, `${f} is a phrasebook: English has none`).not.toContain(f);
  });

  for (const family of PHRASEBOOKS) {
    const langs = LANGS.filter((l) => existsSync(join(ROOT, l, `${family}.json`)));
    it(`the ${family} phrasebook exists for some language`, () => expect(langs.length).toBeGreaterThan(0));
    for (const lang of langs)
      it(`${lang}/${family}.json: every message parses`, () => {
        for (const [k, source] of Object.entries(read(lang, family)))
          expect(() => argumentsOf(source), `"${k}"`).not.toThrow();
      });
  }

  for (const family of SAME_KEYS)
    it(`the ${family} phrasebook has the same keys in every language`, () => {
      const langs = LANGS.filter((l) => existsSync(join(ROOT, l, `${family}.json`)));
      expect(langs.length).toBeGreaterThan(1);
      const keys = (l: string) => Object.keys(read(l, family)).sort();
      for (const l of langs) expect(keys(l), `${l}/${family}.json`).toEqual(keys(langs[0]!));
    });

  /** Each kind of a game's catalogue, with the keys it must and may have. */
  const GAME_CATALOGUES = [
    { re: OPTION_CATALOGUE, keys: declaredKeys },
    { re: PAGE_CATALOGUE, keys: declaredPageKeys },
    { re: RULES_CATALOGUE, keys: declaredRulesKeys },
  ];
  for (const lang of LANGS)
    for (const f of readdirSync(join(ROOT, lang))) {
      const family = f.replace(/\.json$/, '');
      const kind = GAME_CATALOGUES.find((c) => c.re.test(family));
      if (!kind) continue;
      const game = kind.re.exec(family)![1]!;
      it(`${lang}/${f}: every key names an option, value, preset or note ${game} declares, and each required one is there`, () => {
        expect(Object.keys(VARIANTS), `${f}: no game "${game}"`).toContain(game);
        if (kind.re !== OPTION_CATALOGUE)
          expect(existsSync(join(ROOT, lang, `options-${game}.json`)), `${f} without options-${game}.json`).toBe(true);
        const cat = read(lang, family);
        for (const [k, source] of Object.entries(cat)) expect(() => argumentsOf(source), `"${k}"`).not.toThrow();
        const { required, allowed } = kind.keys(game as VariantId, cat);
        expect(
          Object.keys(cat).filter((k) => !allowed.includes(k)),
          'keys naming nothing the engine declares',
        ).toEqual([]);
        expect(
          required.filter((k) => !(k in cat)),
          'declared options, values, presets or notes without their words',
        ).toEqual([]);
      });
    }

  for (const family of FAMILIES) {
    const en = read('en', family);
    it(`en/${family}.json: every message parses`, () => {
      for (const [k, source] of Object.entries(en)) expect(() => argumentsOf(source), `"${k}"`).not.toThrow();
    });
    for (const lang of LANGS.filter((l) => l !== 'en' && existsSync(join(ROOT, l, `${family}.json`)))) {
      it(`${lang}/${family}.json has every English key, no other, using only English's arguments`, () => {
        const cat = read(lang, family);
        expect(
          Object.keys(cat).filter((k) => !(k in en)),
          'keys English does not have',
        ).toEqual([]);
        expect(
          Object.keys(en).filter((k) => !(k in cat)),
          'keys missing',
        ).toEqual([]);
        // A translation may leave out a value (the engine's English reason, say), never invent one.
        for (const [k, source] of Object.entries(cat)) {
          const theirs = argumentsOf(en[k]!);
          expect(
            argumentsOf(source).filter((a) => !theirs.includes(a)),
            `${lang}/${family}.json "${k}"`,
          ).toEqual([]);
        }
      });
    }
  }

  it('every English key is used by some code', () => {
    const code = sources('src').join('\n');
    const unused: string[] = [];
    for (const family of FAMILIES)
      for (const k of Object.keys(read('en', family)))
        if (!code.includes(`'${k}'`) && !code.includes(`"${k}"`)) unused.push(`${family}: ${k}`);
    expect(unused).toEqual([]);
  });

  it('every key of a phrasebook is used by some code', () => {
    const code = sources('src').join('\n');
    const unused: string[] = [];
    for (const family of PHRASEBOOKS)
      for (const lang of LANGS.filter((l) => existsSync(join(ROOT, l, `${family}.json`))))
        for (const k of Object.keys(read(lang, family)))
          if (!code.includes(`'${k}'`) && !code.includes(`"${k}"`)) unused.push(`${lang}/${family}: ${k}`);
    expect(unused).toEqual([]);
  });
});
