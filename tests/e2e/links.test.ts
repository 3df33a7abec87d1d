/**
 * Every internal link on every built page resolves: the target page exists (no 404) and, when the
 * link has a #fragment, the target page has an element with that id. Plain fetch against the
 * served dist/ (see run.mjs), no browser needed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL } from './browser.ts';

const base = new URL(BASE_URL);
const pages = new Map<string, { status: number; html: string }>();

async function get(path: string): Promise<{ status: number; html: string }> {
  const hit = pages.get(path);
  if (hit) return hit;
  const res = await fetch(new URL(path, base));
  const html = res.ok && (res.headers.get('content-type') ?? '').includes('html') ? await res.text() : '';
  const out = { status: res.status, html };
  pages.set(path, out);
  return out;
}

async function sitemap(): Promise<string[]> {
  const index = await (await fetch(new URL('sitemap-index.xml', base))).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths: string[] = [];
  for (const m of maps) {
    const xml = await (await fetch(new URL(m, base))).text();
    for (const x of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(x[1]!).pathname);
  }
  return paths;
}

function decode(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Links of `<a href>` in a page (internal only), resolved against the page. */
function internalLinks(html: string, from: string): URL[] {
  const out: URL[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = decode(m[1]!);
    if (href === '' || href.startsWith('mailto:') || href.startsWith('javascript:')) continue;
    const url = new URL(href, new URL(from, base));
    if (url.host !== base.host) continue;
    out.push(url);
  }
  return out;
}

/**
 * Puzzle pages route `#puzzle-<id>` in the browser (the TrickPuzzle island shows that puzzle on
 * hashchange), so such a fragment resolves when the page's island holds a puzzle with that id.
 */
function islandRoutes(html: string, frag: string): boolean {
  if (!frag.startsWith('puzzle-') || !html.includes('TrickPuzzle')) return false;
  return html.includes(`&quot;id&quot;:[0,&quot;${frag.slice('puzzle-'.length)}&quot;]`);
}

function hasId(html: string, id: string): boolean {
  const esc = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\sid=["']?${esc}["'\\s>]`).test(html) || new RegExp(`\\sname=["']${esc}["']`).test(html);
}

test('the sitemap lists the game pages, the glossary and the sources', async () => {
  const paths = await sitemap();
  for (const p of ['/', '/glossary/', '/sources/', '/compare-games/', '/japanese/rules/', '/daifugo/local-rules/']) {
    assert.ok(paths.includes(p), `${p} missing from the sitemap`);
  }
});

test('every internal link and anchor on every page resolves', async () => {
  const paths = await sitemap();
  assert.ok(paths.length > 10, `only ${paths.length} pages in the sitemap`);
  const failures: string[] = [];
  let checked = 0;
  for (const path of paths) {
    const page = await get(path);
    if (page.status !== 200) {
      failures.push(`${path}: the page itself answers ${page.status}`);
      continue;
    }
    for (const url of internalLinks(page.html, path)) {
      checked++;
      const target = await get(url.pathname);
      if (target.status !== 200) {
        failures.push(`${path}: link to ${url.pathname} answers ${target.status}`);
        continue;
      }
      const frag = decodeURIComponent(url.hash.slice(1));
      if (frag !== '' && target.html !== '' && !hasId(target.html, frag) && !islandRoutes(target.html, frag)) {
        failures.push(`${path}: link to ${url.pathname}#${frag}: no element with that id`);
      }
    }
  }
  assert.ok(checked > 100, `only ${checked} links checked`);
  assert.deepEqual(failures, [], failures.join('\n'));
});

test('a broken link would be caught: an unknown page answers 404 and an unknown id is absent', async () => {
  const missing = await get('/no-such-page-etori/');
  assert.equal(missing.status, 404);
  const glossary = await get('/glossary/');
  assert.ok(hasId(glossary.html, 'adjutant'));
  assert.ok(!hasId(glossary.html, 'no-such-term'));
  const puzzles = await get('/japanese/puzzles/');
  assert.ok(!islandRoutes(puzzles.html, 'puzzle-no-such-puzzle'));
});

/** The ids of a page's section headings (h2–h4), as Starlight writes them. */
function headingIds(html: string): string[] {
  return [...html.matchAll(/<h[234]\b[^>]*\sid="([^"]+)"/g)].map((m) => decode(m[1]!));
}

test('a translated page keeps every section anchor of its English page', async () => {
  // Links into a page's sections (lessons, the practice setup, other pages) use the English
  // anchors; a translation with its own headings keeps them (e.g. <span id="1-deal" />).
  const paths = (await sitemap()).filter((p) => /^\/(ja|ko|zh-tw)\//.test(p));
  assert.ok(paths.length > 10, `only ${paths.length} translated-edition pages in the sitemap`);
  const failures: string[] = [];
  for (const path of paths) {
    const english = await get(path.replace(/^\/(ja|ko|zh-tw)\//, '/'));
    const page = await get(path);
    if (english.status !== 200 || page.status !== 200) continue; // the link test reports these
    const missing = headingIds(english.html).filter((id) => !hasId(page.html, id));
    if (missing.length > 0) failures.push(`${path}: no element for ${missing.map((id) => `#${id}`).join(', ')}`);
  }
  assert.deepEqual(failures, [], failures.join('\n'));
});
