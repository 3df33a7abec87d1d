/**
 * The Japanese words of the games' options (src/i18n/phrases/options-ja.ts) and of the one-page
 * summary (src/components/summary/summary-ja.ts): every option, value, preset and rule note a
 * Japanese page can show has Japanese words, and none of them is an English word. A missing
 * phrase throws, naming the game and the option.
 */
import { describe, expect, test } from 'vitest';
import { VARIANTS } from '../../../src/engine/variants.ts';
import { VARIANT_IDS, type OptionValue } from '../../../src/engine/options.ts';
import { optionValueJa, optionWordsJa, presetJa, ruleNoteJa } from '../../../src/i18n/phrases/options-ja.ts';
import { optionDeclsJa, presetsJa, summaryPhrasesJa } from '../../../src/components/summary/summary-ja.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { optionValues } from '../../../src/islands-logic/rule-words.ts';
import { summaryModel } from '../../../src/islands-logic/summary.ts';

/**
 * Words in Latin letters (two or more), outside card names like ♥Q, the letters of ranks, the
 * places a phrase fills in (`{title}`) and proper names (PTT, the Taiwanese forum).
 */
const latinWords = (text: string): string[] =>
  (text.replace(/\{\w+\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).filter((w) => w !== 'PTT');

/** Every text a sheet shows: the string values of the model, not its keys, ids or address parts. */
function shownTexts(x: unknown, skip = new Set(['id', 'key', 'query', 'variant', 'base'])): string[] {
  if (typeof x === 'string') return [x];
  if (Array.isArray(x)) return x.flatMap((y) => shownTexts(y, skip));
  if (x && typeof x === 'object')
    return Object.entries(x).flatMap(([k, v]) => (skip.has(k) ? [] : shownTexts(v, skip)));
  return [];
}

describe('the options in Japanese', () => {
  test.each(VARIANT_IDS)('every option of %s and every value has Japanese words', (v) => {
    const found: string[] = [];
    for (const [key, decl] of Object.entries(VARIANTS[v].options)) {
      found.push(optionWordsJa(v, key).label);
      for (const value of optionValues(decl) as OptionValue[]) found.push(optionValueJa(v, key, decl, value));
    }
    for (const p of VARIANTS[v].presets) found.push(presetJa(v, p.id).label, presetJa(v, p.id).source);
    expect(found.flatMap(latinWords)).toEqual([]);
  });

  test.each(['japanese', 'daifugo'] as const)('every rule note and source of %s is in Japanese', (v) => {
    const found = [
      ...VARIANTS[v].notes.map((n) => ruleNoteJa(v, n.id)),
      ...Object.keys(VARIANTS[v].options).map((k) => optionWordsJa(v, k).source ?? `no source for ${k}`),
    ];
    expect(found.flatMap(latinWords)).toEqual([]);
  });

  test('a missing phrase names what is missing', () => {
    expect(() => optionWordsJa('japanese', 'noSuchOption')).toThrow(/japanese option "noSuchOption"/);
    expect(() => ruleNoteJa('daifugo', 'no-such-note')).toThrow(/daifugo rule note "no-such-note"/);
    expect(() => presetJa('nap', 'nope')).toThrow(/nap preset "nope"/);
    expect(() => summaryPhrasesJa('chess' as 'mighty')).toThrow(/no Japanese summary text for chess/);
  });
});

describe('the one-page summary in Japanese', () => {
  test.each(['japanese', 'daifugo', 'nap', 'tw-hk', 'mighty'] as const)(
    '%s under every preset, with local rules, has no English',
    (v) => {
      const base = engineFor(v);
      const engine = { ...base, options: optionDeclsJa(v, base.options), presets: presetsJa(v, base.presets) };
      const LOCAL: Record<typeof v, Record<string, OptionValue>> = {
        japanese: { joker: true, killer: 'HQ', sameTwo: 'below-mighty' },
        daifugo: { jokers: 1, stairs: true },
        nap: { wellington: true },
        'tw-hk': { widowShown: true },
        mighty: { jokerCall: false },
      };
      const rules = Object.fromEntries(Object.entries(LOCAL[v]).filter(([k]) => k in base.options));
      for (const p of engine.presets) {
        for (const rc of [{ preset: p.id }, { preset: p.id, rules }]) {
          const m = summaryModel(engine, rc, summaryPhrasesJa(v));
          expect(shownTexts(m).flatMap(latinWords), `${v} ${JSON.stringify(rc)}`).toEqual([]);
        }
      }
    },
  );

  test('the Japanese sheet keeps the rules and their values (only the words change)', () => {
    const base = engineFor('japanese');
    const engine = {
      ...base,
      options: optionDeclsJa('japanese', base.options),
      presets: presetsJa('japanese', base.presets),
    };
    const en = summaryModel(base, { preset: 'standard', rules: { killer: 'HQ' } });
    const ja = summaryModel(engine, { preset: 'standard', rules: { killer: 'HQ' } }, summaryPhrasesJa('japanese'));
    expect(ja.query).toBe(en.query);
    expect(ja.local.map((o) => o.key)).toEqual(en.local.map((o) => o.key));
    expect(ja.ladders[0]!.groups.map((g) => g.cards)).toEqual(en.ladders[0]!.groups.map((g) => g.cards));
    expect(ja.rulesLine).toBe('標準ルール、マイティキラー：♥Q（よろめき）');
    expect(ja.sheet.base).toBe('/ja');
  });
});
