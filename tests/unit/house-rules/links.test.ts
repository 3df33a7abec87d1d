/**
 * The house-rules result: the rules link reads back (as the summary and practice pages and the
 * score pad read it) as the same rules, and the rule file opens as a practice game of those rules.
 */
import { describe, expect, test } from 'vitest';
import { houseLinks, houseRuleFile, readableRefusal } from '../../../src/islands-logic/house-rules-links.ts';
import { parseOneRuleSet } from '../../../src/islands-logic/rules-url.ts';
import { readHandFile } from '../../../src/islands-logic/hand-file.ts';
import { practiceEngine } from '../../../src/islands-logic/practice-engine.ts';
import { settingsFromParams, defaultSettings } from '../../../src/islands-logic/practice.ts';
import { VARIANT_IDS, type VariantId } from '../../../src/engine/options.ts';

/** One changed answer per game (a value other than the first preset's, that the engine accepts). */
const CASES: { game: VariantId; changed: Record<string, string> }[] = [
  { game: 'japanese', changed: { killer: 'C4', joker: 'true', jokerLead: 'named-suit' } },
  { game: 'nap', changed: { misere: 'true' } },
  { game: 'tw-hk', changed: { widowShown: 'true' } },
  { game: 'mighty', changed: { jokerFirstLast: 'normal' } },
  { game: 'daifugo', changed: { eightCut: 'false' } },
];

const query = (href: string) => new URLSearchParams(href.slice(href.indexOf('?') + 1));

describe('house rules: links and the rule file', () => {
  test('every game is covered', () => {
    expect(CASES.map((c) => c.game).sort()).toEqual([...VARIANT_IDS].sort());
  });

  for (const { game, changed } of CASES) {
    const engine = practiceEngine(game);
    const preset = engine.presets[0]!.id;
    const expected = Object.fromEntries(
      Object.entries(changed).map(([k, v]) => [k, v === 'true' ? true : v === 'false' ? false : v]),
    );

    test(`${game}: the summary and practice links carry the answers`, () => {
      const links = houseLinks(game, preset, changed);
      for (const href of [links.summary, links.practice, links.rules, links.score]) {
        const r = parseOneRuleSet(query(href), engine);
        expect(r.notices, href).toEqual([]);
        expect(r.rules).toEqual({ preset, rules: expected });
      }
      const s = settingsFromParams(defaultSettings('nap', 'x'), query(links.practice), practiceEngine);
      expect(s.notices).toEqual([]);
      expect(s.settings.variant).toBe(game);
      expect(s.settings.rules).toEqual(expected);
    });

    test(`${game}: the rule file opens as a practice game of those rules`, () => {
      const r = readHandFile(houseRuleFile(game, preset, changed), practiceEngine);
      expect(r.ok, r.ok ? '' : r.problem).toBe(true);
      if (r.ok) {
        expect(r.settings.variant).toBe(game);
        expect(r.settings.rules).toEqual(expected);
        expect(r.log).toEqual([]);
      }
    });
  }
});

describe('house rules: a translated page links to its own edition', () => {
  test('the links start at the edition’s root', () => {
    const links = houseLinks('mighty', 'pagat', { misdeal: 'false' }, '/ko/');
    expect(links.practice).toBe('/ko/mighty/practice/?v=mighty&r=pagat+misdeal=false');
    expect(links.summary).toMatch(/^\/ko\/mighty\/summary\/\?/);
    expect(links.rules).toMatch(/^\/ko\/compare-rules\/\?/);
    expect(links.score).toMatch(/^\/ko\/score\/\?/);
    expect(houseLinks('mighty', 'pagat', {}).score).toBe('/score/?v=mighty&r=pagat');
  });
});

describe('house rules: answers that do not go together', () => {
  test('the engine refuses them, and the refusal names the options in words, not keys', () => {
    const e = practiceEngine('japanese');
    let message = '';
    try {
      e.players({ preset: 'standard', rules: { joker: false, jokerLead: 'named-suit' } });
    } catch (err) {
      message = String((err as Error).message);
    }
    expect(message).toContain('"jokerLead"');
    const words = readableRefusal(message, e.options);
    expect(words).not.toContain('"jokerLead"');
    expect(words).toContain(e.options['jokerLead']!.label);
  });
});
