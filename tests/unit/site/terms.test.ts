/**
 * One name per thing (tests/terms/terms.ts) in the words the site is made from: the term list
 * itself, the puzzles and lessons, and the Daifugō effect words of the islands. (The built pages
 * are checked in tests/dist/terms.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { findForbidden, termReport } from '../../terms/terms.ts';
import { legalPlayReason } from '../../../src/content-data/puzzle-check.ts';
import { EFFECT_LABEL, effectNoun } from '../../../src/engine/daifugo/effect-words.ts';
import type { DaifugoPuzzle } from '../../../src/content-data/puzzle-types.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

/** Keys of puzzle and lesson JSON whose strings are text for readers (ids and card lists are not). */
const TEXT_KEYS = new Set(['title', 'note', 'text', 'prompt', 'hint', 'summary', 'explanation']);

function jsonTexts(value: unknown, key?: string): string[] {
  if (typeof value === 'string') return key !== undefined && TEXT_KEYS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => jsonTexts(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => jsonTexts(v, k));
  return [];
}

test('the term list finds the variants in prose and leaves identifiers alone', () => {
  const found = (text: string) => findForbidden('page.html', text).map((h) => h.preferred);
  expect(found('An 11-back is in force until the pile clears.')).toEqual(['jack back']);
  expect(found('With the specials off, ♠A is a plain ace.')).toEqual(['special cards']);
  expect(found('The queen makes the mighty stagger.')).toEqual(['swoon (yoromeki)']);
  expect(found('Standardmodel (powerless); pagat copy silent')).toHaveLength(2);
  expect(found('S003, BGA; ja.wikipedia 大富豪')).toHaveLength(2);
  expect(found('the Standard Model blog; the Denexa Games blog; Mighty Friend; Board Game Arena')).toEqual([]);
  expect(found('puzzle df-eleven-back, option specialsOff, below-specials')).toEqual([]);
  expect(findForbidden('glossary/index.html', 'Also called eleven back')).toEqual([]);
});

test('puzzles and lessons use one name per thing', () => {
  const files = [...jsonFiles(join(root, 'content/puzzles')), ...jsonFiles(join(root, 'content/lessons'))];
  expect(files.length).toBeGreaterThanOrEqual(10);
  const hits = files.flatMap((f) =>
    jsonTexts(JSON.parse(readFileSync(f, 'utf8'))).flatMap((t) => findForbidden(relative(root, f), t)),
  );
  expect(hits, `forbidden spellings in puzzles and lessons:\n${termReport(hits)}`).toEqual([]);
});

test('the Daifugō effect words of the islands use one name per thing', () => {
  const effects = Object.keys(EFFECT_LABEL);
  expect(effects).toContain('eleven-back');
  expect(effects).toContain('eight-cut');
  const puzzle: DaifugoPuzzle = {
    id: 'df-words',
    title: 'Words',
    difficulty: 1,
    teaches: 'forms',
    variant: 'daifugo',
    table: { pile: [['S5']], reversed: false, elevenBack: false, lockedSuits: [] },
    play: ['S9'],
    answer: { legal: true, effects: [] },
  };
  const texts = effects.flatMap((e) => [EFFECT_LABEL[e]!, effectNoun(e), legalPlayReason(puzzle, [e])]);
  const hits = texts.flatMap((t) => findForbidden('Daifugō effect words', t));
  expect(hits, termReport(hits)).toEqual([]);
});
