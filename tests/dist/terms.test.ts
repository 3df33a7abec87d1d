/**
 * One word per thing, per language (src/i18n/terms/<lang>.json) on every built page: each page is
 * read with its edition's list (and the English one), and a term scoped to games only on those
 * games' pages. A failure names the page, the word found and the word to use. (The puzzles,
 * lessons and the islands' catalogues are checked in tests/unit/site/terms.test.ts.)
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { findForbidden, termReport, type TermLang, type Where } from '../../src/i18n/terms/index.ts';
import { TRANSLATED } from '../../src/i18n/locales.mjs';
import { SITE_FOLDER } from '../../src/islands-logic/site-engine.ts';
import { DIST, html, visibleText } from './site.ts';

/** Every built HTML file, as a path relative to dist/ (the built scripts under _astro/ left out). */
function pages(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return relative(DIST, p) === '_astro' ? [] : pages(p);
    return e.name.endsWith('.html') ? [relative(DIST, p)] : [];
  });
}

/** A built page's edition (its folder: ja, ko, zh-tw; English otherwise) and game (the folder after it). */
function whereOf(file: string): Where {
  const parts = file.split(/[/\\]/);
  const edition = TRANSLATED.find((t) => t.dir === parts[0]);
  const folder = parts[edition ? 1 : 0];
  const game = Object.entries(SITE_FOLDER).find(([, f]) => f === folder)?.[0];
  return { file, lang: (edition?.lang ?? 'en') as TermLang, game };
}

test('a page’s edition and game come from its path', () => {
  expect(whereOf('ja/nap/rules/index.html')).toEqual({ file: 'ja/nap/rules/index.html', lang: 'ja', game: 'nap' });
  expect(whereOf('zh-tw/tw-hk/index.html')).toMatchObject({ lang: 'zh-TW', game: 'tw-hk' });
  expect(whereOf('ja/glossary/index.html')).toMatchObject({ lang: 'ja', game: undefined });
  expect(whereOf('mighty/rules/index.html')).toMatchObject({ lang: 'en', game: 'mighty' });
});

test('built pages use one word per thing, in their edition and game', () => {
  const files = pages();
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((f) => whereOf(f).lang === 'ja').length).toBeGreaterThan(30);
  const hits = files.flatMap((f) => findForbidden(whereOf(f), visibleText(html(`/${f}`))));
  expect(hits, `words not to use on built pages:\n${termReport(hits)}`).toEqual([]);
});

test('a word not to use on a built page is found, by edition and game', () => {
  const add = (path: string, text: string) => html(path).replace('</main>', `<p>${text}</p></main>`);
  const found = (file: string, page: string) => findForbidden(whereOf(file), visibleText(page)).map((h) => h.preferred);
  expect(found('daifugo/rules/index.html', add('/daifugo/rules/', 'An 11-back is in force.'))).toEqual(['jack back']);
  expect(found('ja/nap/scoring/index.html', html('/ja/nap/scoring/'))).toEqual([]);
  expect(found('ja/nap/scoring/index.html', add('/ja/nap/scoring/', '主攻が台札を出します。'))).toEqual(['ディクレアラー']);
  expect(found('ja/mighty/scoring/index.html', add('/ja/mighty/scoring/', '主攻が台札を出します。'))).toEqual([]);
  // the Nap lesson shown on the rules page says ディクレアラー: only the added sentence is found
  const rules = add('/ja/nap/rules/', '主攻が台札を出します。');
  const hits = findForbidden(whereOf('ja/nap/rules/index.html'), visibleText(rules));
  expect(hits.map((h) => h.context)).toEqual([expect.stringContaining('主攻が台札を出します。')]);
});
