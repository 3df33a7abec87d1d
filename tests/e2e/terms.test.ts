/**
 * One name per thing (tests/terms/terms.ts): no page, puzzle or lesson uses a spelling the term
 * list forbids. Reads the built pages from dist/ and the puzzle and lesson files with fs; no
 * browser needed. A failure names the file, the variant found and the preferred term.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findForbidden, type TermHit } from '../terms/terms.ts';
import { legalPlayReason } from '../../src/content-data/puzzle-check.ts';
import { EFFECT_LABEL, effectNoun } from '../../src/engine/daifugo/effect-words.ts';
import type { DaifugoPuzzle } from '../../src/content-data/puzzle-types.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist');

function walk(dir: string, ext: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p, ext));
    else if (e.name.endsWith(ext)) out.push(p);
  }
  return out.sort();
}

/** The text a reader sees: no scripts, styles, comments or tags; entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<template\b[\s\S]*?<\/template>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Keys of puzzle and lesson JSON whose strings are text for readers (ids and card lists are not). */
const TEXT_KEYS = new Set(['title', 'note', 'text', 'prompt', 'hint', 'summary', 'explanation']);

function jsonTexts(value: unknown, key: string | undefined, out: string[]): string[] {
  if (typeof value === 'string') {
    if (key !== undefined && TEXT_KEYS.has(key)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) jsonTexts(v, key, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) jsonTexts(v, k, out);
  }
  return out;
}

function report(hits: TermHit[]): string {
  return hits.map((h) => `${h.file}: "${h.variant}" — write "${h.preferred}" (…${h.context}…)`).join('\n');
}

test('the term list finds the variants in prose and leaves identifiers alone', () => {
  const found = (text: string) => findForbidden('page.html', text).map((h) => h.preferred);
  assert.deepEqual(found('An 11-back is in force until the pile clears.'), ['jack back']);
  assert.deepEqual(found('With the specials off, ♠A is a plain ace.'), ['special cards']);
  assert.deepEqual(found('The queen makes the mighty stagger.'), ['swoon (yoromeki)']);
  assert.equal(found('Standardmodel (powerless); pagat copy silent').length, 2);
  assert.equal(found('S003, BGA; ja.wikipedia 大富豪').length, 2);
  assert.deepEqual(found('the Standard Model blog; the Denexa Games blog; Mighty Friend; Board Game Arena'), []);
  assert.deepEqual(found('puzzle df-eleven-back, option specialsOff, below-specials'), []);
  assert.deepEqual(findForbidden('glossary/index.html', 'Also called eleven back'), []);
});

test('built pages use one name per thing', () => {
  const pages = walk(dist, '.html').filter((p) => !relative(dist, p).startsWith('_astro'));
  assert.ok(pages.length > 30, `expected the built site in dist/, found ${pages.length} pages`);
  const hits = pages.flatMap((p) => findForbidden(relative(dist, p), visibleText(readFileSync(p, 'utf8'))));
  assert.deepEqual(hits, [], `forbidden spellings on built pages:\n${report(hits)}`);
});

test('puzzles and lessons use one name per thing', () => {
  const files = [...walk(join(root, 'content/puzzles'), '.json'), ...walk(join(root, 'content/lessons'), '.json')];
  assert.ok(files.length >= 10, `expected the puzzle and lesson files, found ${files.length}`);
  const hits = files.flatMap((f) => {
    const texts = jsonTexts(JSON.parse(readFileSync(f, 'utf8')), undefined, []);
    return texts.flatMap((t) => findForbidden(relative(root, f), t));
  });
  assert.deepEqual(hits, [], `forbidden spellings in puzzles and lessons:\n${report(hits)}`);
});

test('the Daifugō effect words of the islands use one name per thing', () => {
  const effects = Object.keys(EFFECT_LABEL);
  assert.ok(effects.includes('eleven-back') && effects.includes('eight-cut'));
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
  assert.deepEqual(hits, [], report(hits));
});
