/**
 * The one-page summary in Japanese (src/components/summary/summary-ja.ts): under every preset, with
 * local rules, no English word is left. (Every option, value, preset and rule note a Japanese page
 * can show: page-catalogues.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import type { OptionValue } from '../../../src/engine/options.ts';
import { optionDeclsJa, presetsJa, summaryPhrasesJa } from '../../../src/components/summary/summary-ja.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
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

// Every option, value, preset, source and rule note in Japanese: page-catalogues.test.ts.
describe('the summary’s words in Japanese', () => {
  test('a game without summary text stops the build, naming it', () => {
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
