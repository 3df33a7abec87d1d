/**
 * One name per thing (tests/terms/terms.ts) on every built page: no page uses a spelling the term
 * list forbids. A failure names the file, the variant found and the preferred term. (The puzzles,
 * lessons and the islands' words are checked in tests/unit/site/terms.test.ts.)
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { findForbidden, termReport } from '../terms/terms.ts';
import { DIST, html, visibleText } from './site.ts';

/** Every built HTML file, as a path relative to dist/ (the built scripts under _astro/ left out). */
function pages(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return relative(DIST, p) === '_astro' ? [] : pages(p);
    return e.name.endsWith('.html') ? [relative(DIST, p)] : [];
  });
}

test('built pages use one name per thing', () => {
  const files = pages();
  expect(files.length).toBeGreaterThan(30);
  const hits = files.flatMap((f) => findForbidden(f, visibleText(html(`/${f}`))));
  expect(hits, `forbidden spellings on built pages:\n${termReport(hits)}`).toEqual([]);
});

test('a forbidden spelling on a built page is found', () => {
  const page = html('/daifugo/rules/').replace('</main>', '<p>An 11-back is in force.</p></main>');
  expect(findForbidden('daifugo/rules/index.html', visibleText(page)).map((h) => h.preferred)).toEqual(['jack back']);
});
