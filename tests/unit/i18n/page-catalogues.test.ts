/**
 * The option words of the translated editions' pages, read from their catalogues
 * (src/i18n/messages/<lang>/options-<game>.json with page-options-<game>.json over it, and the
 * page-only rules-<game>.json): for every language and every game it translates, every option,
 * value and preset the engine declares has words, every option and preset a source and every
 * rule note its sentence, none of them English; and a missing one stops the build, naming it.
 * One test for every language (the catalogues' keys themselves: messages.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { VARIANTS } from '../../../src/engine/variants.ts';
import { VARIANT_IDS, type OptionValue } from '../../../src/engine/options.ts';
import { translatedIn } from '../../../src/engine/descriptors.ts';
import { optionValues } from '../../../src/islands-logic/rule-words.ts';
import {
  optionWords,
  presetWords,
  ruleNoteWords,
  valueWords,
  type EditionLang,
} from '../../../src/components/site/option-words.ts';
import { optionSource, presetSource, ruleNote } from '../../../src/i18n/phrases/rules.ts';

/** The names the sources go by in every language (a site, a forum, a blog), not English words to translate. */
const NAMES = ['PTT', 'Pagat', 'gamerules', 'com', 'Standard', 'Model', 'Denexa', 'Games'];
const latin = (text: string): string[] => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !NAMES.includes(w));

/** Each language's own script, which every source and note is written in. */
const SCRIPT: Readonly<Record<EditionLang, RegExp>> = {
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
  ko: /[\uac00-\ud7af]/,
  'zh-TW': /[\u4e00-\u9fff]/,
};

const LANGS: readonly EditionLang[] = ['ja', 'ko', 'zh-TW'];
/** The Japanese edition has every game; the Korean and Chinese ones the games they translate. */
const covers = (lang: EditionLang, v: string): boolean => lang === 'ja' || translatedIn(v, lang);
const CASES = LANGS.flatMap((lang) => VARIANT_IDS.filter((v) => covers(lang, v)).map((v) => [lang, v] as const));

describe('the translated pages’ option words', () => {
  test('every edition translates some game', () => {
    for (const lang of LANGS) expect(CASES.filter(([l]) => l === lang).length, lang).toBeGreaterThan(0);
  });

  test.each(CASES)('%s, %s: every option, value and preset has words and a source, none English', (lang, v) => {
    const found: string[] = [];
    for (const [key, decl] of Object.entries(VARIANTS[v].options)) {
      const o = optionWords(lang, v, key);
      found.push(o.label, ...optionValues(decl).map((x) => valueWords(lang, o, x as OptionValue)));
      expect(o.source, `${key}'s source`).toBeTruthy();
      found.push(o.source!);
    }
    for (const p of VARIANTS[v].presets) {
      const w = presetWords(lang, v, p.id);
      expect(w.source, `${p.id}'s source`).toMatch(SCRIPT[lang]);
      found.push(w.label, w.source);
    }
    expect(found.flatMap(latin)).toEqual([]);
  });

  test.each(CASES)('%s, %s: every rule note of the engine has its sentence, not English', (lang, v) => {
    for (const n of VARIANTS[v].notes) {
      const s = ruleNoteWords(lang, v, n.id);
      expect(s, n.id).toMatch(SCRIPT[lang]);
      expect(latin(s), n.id).toEqual([]);
    }
  });

  test.each(CASES)('%s, %s: a missing option, preset, source or note stops the build, naming it', (lang, v) => {
    expect(() => optionWords(lang, v, 'noSuchOption')).toThrow(new RegExp(`${v} option "noSuchOption"`));
    expect(() => presetWords(lang, v, 'no-such-preset')).toThrow(new RegExp(`${v} preset "no-such-preset"`));
    expect(() => optionSource(lang, v, 'noSuchOption')).toThrow(/noSuchOption\.source/);
    expect(() => presetSource(lang, v, 'no-such-preset')).toThrow(/preset\.no-such-preset\.source/);
    expect(() => ruleNote(lang, v, 'no-such-note')).toThrow(new RegExp(`${v} rule note "no-such-note"`));
  });

  test('a game an edition does not translate has no words there, and says which', () => {
    const untranslated = LANGS.flatMap((lang) =>
      VARIANT_IDS.filter((v) => !covers(lang, v)).map((v) => [lang, v] as const),
    );
    expect(untranslated.length).toBeGreaterThan(0);
    for (const [lang, v] of untranslated) {
      const key = Object.keys(VARIANTS[v].options)[0]!;
      expect(() => optionWords(lang, v, key)).toThrow(new RegExp(`${v} option "${key}"`));
      expect(() => ruleNote(lang, v, VARIANTS[v].notes[0]?.id ?? 'x')).toThrow(new RegExp(`rules-${v}\\.json`));
    }
  });
});
