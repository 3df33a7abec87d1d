/**
 * Navigation in the built pages, as a newcomer meets it: the menu lists every page of every game,
 * overview first, each link opening a page with that title that marks itself as current;
 * previous/next links walk every English page, forwards and back; the Sources page links each main
 * document. (The phone menu and the phone home page are browser tests: site.spec.ts.)
 */
import { describe, expect, test } from 'vitest';
import { editionLang } from '../e2e/browser.ts';
import { GAMES, html, mainOf, menuGroup, sitemapPaths, visibleText } from './site.ts';

/** The English edition's pages (the other editions have their own menus and chains). */
const paths = sitemapPaths().filter((p) => editionLang(p) === 'en');
const h1 = (path: string) => visibleText(/<h1\b[\s\S]*?<\/h1>/.exec(html(path))?.[0] ?? '').trim();

/** The page's previous or next link, or null. */
function pagination(path: string, rel: 'prev' | 'next'): string | null {
  return new RegExp(`<a href="([^"]+)" rel="${rel}"`).exec(html(path))?.[1] ?? null;
}

describe('the menu', () => {
  test.each(GAMES)('the $label group lists every page of /$dir/, overview first; each link opens a page with that title', ({ dir, label }) => {
    const links = menuGroup(html('/about/rules/'), label);
    const folder = paths.filter((p) => p.startsWith(`/${dir}/`)).sort();
    expect(folder.length).toBeGreaterThanOrEqual(5);
    expect(links.map((l) => l.href).sort()).toEqual(folder);
    expect(links[0]?.href).toBe(`/${dir}/`);
    const problems = links.flatMap(({ text, href }) => {
      const out: string[] = [];
      if (!h1(href).toLowerCase().includes(text.toLowerCase())) out.push(`"${text}" (${href}) opens "${h1(href)}"`);
      const current = [...html(href).matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1]);
      if (current.join() !== href) out.push(`${href}: the menu marks ${current.join()} as current`);
      return out;
    });
    expect(problems).toEqual([]);
  });
});

test('previous and next links walk every page of the site, forwards and back', () => {
  const pages = paths.filter((p) => p !== '/404/');
  const forwards: string[] = [];
  for (let at: string | null = '/'; at && !forwards.includes(at); at = pagination(at, 'next')) forwards.push(at);
  expect([...forwards].sort(), `next links from the home page visit: ${forwards.join(' → ')}`).toEqual(
    [...pages].sort(),
  );
  const backwards: string[] = [];
  for (let at: string | null = forwards.at(-1)!; at && !backwards.includes(at); at = pagination(at, 'prev'))
    backwards.push(at);
  expect(backwards).toEqual([...forwards].reverse());
});

test('the Sources page links each main document to its public page, or says why it cannot', () => {
  const main = mainOf(html('/sources/'));
  const table = /<table\b[\s\S]*?<\/table>/.exec(main)?.[0] ?? '';
  const rows = [...(/<tbody\b[\s\S]*?<\/tbody>/.exec(table)?.[0] ?? '').matchAll(/<tr\b[\s\S]*?<\/tr>/g)].map((m) => ({
    text: visibleText(m[0]),
    links: (m[0].match(/<a [^>]*href="http/g) ?? []).length,
  }));
  expect(rows).toHaveLength(5);
  for (const row of rows) {
    expect(row.links > 0 || /cannot be linked/.test(row.text), row.text).toBe(true);
    expect(row.text, 'sources are named in words, not by tag').not.toMatch(/\bS00\d\b/);
  }
  expect(visibleText(main)).toMatch(/read on \d+ \w+ 20\d\d/i);
});
