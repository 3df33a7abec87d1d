/**
 * Rules in words on the built pages (tests/terms/identifiers.ts): the local-rules pages and the
 * game comparison name options and values in words, never by rule-file identifiers. (The practice
 * setup, the rule comparison and puzzle explanations: tests/unit/site/words.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import { identifiersIn, IDENTIFIERS, PRESET_IDS } from '../terms/identifiers.ts';
import { html, mainOf, visibleText, withoutElements } from './site.ts';

/** Identifiers and preset ids, longest first. */
const IDS = [...IDENTIFIERS, ...PRESET_IDS].sort((a, b) => b.length - a.length);

/** The visible text of the page's main content: a closed detail ("Show option keys") shows nothing. */
const shown = (path: string) =>
  visibleText(withoutElements(mainOf(html(path)), (tag) => /^<details\b/.test(tag) && !/\sopen\b/.test(tag)));

describe('rules in words on the pages', () => {
  test('preset ids are checked too, and an identifier in a page’s text is found', () => {
    expect(PRESET_IDS).toEqual(expect.arrayContaining(['trump-stadium', 'house-2011']));
    expect(identifiersIn('under the trump-stadium preset', IDS)).toEqual(['trump-stadium']);
    expect(identifiersIn(shown('/japanese/local-rules/').concat(' sameTwo'), IDS)).toEqual(['sameTwo']);
  });

  test.each(['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'])('%s/local-rules: no option identifier', (v) => {
    const text = shown(`/${v}/local-rules/`);
    expect(text.length).toBeGreaterThan(500);
    expect(identifiersIn(text, IDS)).toEqual([]);
  });

  test('compare the games: the table and the presets', () => {
    const table = /<table\b[\s\S]*?<\/table>/.exec(mainOf(html('/compare-games/')))?.[0] ?? '';
    expect(visibleText(table).length).toBeGreaterThan(100);
    expect(identifiersIn(visibleText(table))).toEqual([]);
  });
});
