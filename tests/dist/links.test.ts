/**
 * The built site's links: the sitemap lists the pages a reader starts from, every internal link
 * on every page opens a built page and, with a #fragment, an element with that id on it; a
 * translated page keeps every section anchor of its English page.
 */
import { describe, expect, test } from 'vitest';
import { decode, fileFor, hasId, html, sitemapPaths } from './site.ts';
import { puzzleCode } from '../../src/islands-logic/puzzles.ts';

const BASE = 'http://etori.local';
const paths = sitemapPaths();

/** The internal `<a href>` targets of a page, resolved against it. */
function internalLinks(page: string, from: string): URL[] {
  const out: URL[] = [];
  for (const m of page.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = decode(m[1]!);
    if (href === '' || href.startsWith('mailto:') || href.startsWith('javascript:')) continue;
    const url = new URL(href, new URL(from, BASE));
    if (url.origin === BASE) out.push(url);
  }
  return out;
}

/**
 * Puzzle pages route `#puzzle-<code>` (or an older link's `#puzzle-<id>`) in the browser (the
 * TrickPuzzle island shows that puzzle on hashchange), so such a fragment resolves when the page's
 * island holds a puzzle with that code (puzzleCode of its id) or id.
 */
function islandRoutes(page: string, frag: string): boolean {
  if (!frag.startsWith('puzzle-') || !page.includes('TrickPuzzle')) return false;
  const wanted = frag.slice('puzzle-'.length);
  const ids = [...page.matchAll(/&quot;id&quot;:\[0,&quot;([^&]+)&quot;\]/g)].map((m) => m[1]!);
  return ids.some((id) => id === wanted || puzzleCode(id) === wanted);
}

/** What is wrong with the links of the page at `from` (nothing: an empty list). */
function linkProblems(from: string): string[] {
  const out: string[] = [];
  for (const url of internalLinks(html(from), from)) {
    if (!fileFor(url.pathname)) {
      out.push(`${from}: link to ${url.pathname}: no such page`);
      continue;
    }
    const frag = decodeURIComponent(url.hash.slice(1));
    if (frag === '' || !url.pathname.endsWith('/')) continue;
    const target = html(url.pathname);
    if (!hasId(target, frag) && !islandRoutes(target, frag))
      out.push(`${from}: link to ${url.pathname}#${frag}: no element with that id`);
  }
  return out;
}

/** The ids of a page's section headings (h2–h4), as Starlight writes them. */
function headingIds(page: string): string[] {
  return [...page.matchAll(/<h[234]\b[^>]*\sid="([^"]+)"/g)].map((m) => decode(m[1]!));
}

describe('links', () => {
  test('the sitemap lists the home page, the game pages, the glossary, the sources and the about page', () => {
    for (const p of [
      '/',
      '/about/rules/',
      '/glossary/',
      '/sources/',
      '/compare-games/',
      '/japanese/rules/',
      '/daifugo/local-rules/',
    ])
      expect(paths, p).toContain(p);
    expect(paths.filter((p) => !fileFor(p))).toEqual([]);
  });

  test('every internal link and anchor on every page resolves', () => {
    const count = paths.reduce((n, p) => n + internalLinks(html(p), p).length, 0);
    expect(count).toBeGreaterThan(100);
    expect(paths.flatMap(linkProblems)).toEqual([]);
  });

  test('a broken link would be caught: an unknown page, an unknown id, an unknown puzzle', () => {
    expect(fileFor('/no-such-page-etori/')).toBeNull();
    const glossary = html('/glossary/');
    expect(hasId(glossary, 'adjutant')).toBe(true);
    expect(hasId(glossary, 'no-such-term')).toBe(false);
    const puzzles = html('/japanese/puzzles/');
    expect(islandRoutes(puzzles, 'puzzle-jp-yoromeki')).toBe(true);
    expect(islandRoutes(puzzles, 'puzzle-no-such-puzzle')).toBe(false);
  });

  test('a translated page keeps every section anchor of its English page', () => {
    // Links into a page's sections (lessons, the practice setup, other pages) use the English
    // anchors; a translation with its own headings keeps them (e.g. <span id="1-deal" />).
    const editions = paths.filter((p) => /^\/(ja|ko|zh-tw)\//.test(p));
    expect(editions.length).toBeGreaterThan(10);
    const failures = editions.flatMap((path) => {
      const english = path.replace(/^\/(ja|ko|zh-tw)\//, '/');
      if (!fileFor(english)) return [`${path}: no English page ${english}`];
      const page = html(path);
      const missing = headingIds(html(english)).filter((id) => !hasId(page, id));
      return missing.length ? [`${path}: no element for ${missing.map((id) => `#${id}`).join(', ')}`] : [];
    });
    expect(failures).toEqual([]);
  });
});
