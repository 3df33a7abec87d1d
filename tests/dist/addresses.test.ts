/**
 * The site's own address in the built pages (review T7): no page carries a made-up address
 * (example.org, localhost …). A build given `SITE_URL` writes it into the canonical links, the
 * sitemap and the printed summaries; a build without it has no canonical links and no sitemap,
 * and the summaries' links back are site paths completed in the browser (data-site-path).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DIST, html, sitemapPaths } from './site.ts';

/** Made-up or local addresses a published page must not carry. */
const PLACEHOLDER =
  /\bhttps?:\/\/(?:[a-z0-9-]+\.)*(?:example(?:\.(?:org|com|net))?|invalid|test|localhost|local)(?::\d+)?(?=[/"'\s<)]|$)|\bhttps?:\/\/127\.0\.0\.1\b/gi;

/** The placeholder addresses in a page's HTML. */
export function placeholderAddresses(page: string): string[] {
  return [...page.matchAll(PLACEHOLDER)].map((m) => m[0]);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}

const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
const SUMMARIES = sitemapPaths().filter((p) => /\/summary\/$/.test(p));

describe("the site's own address", () => {
  test('the check finds a made-up address, and not a real one', () => {
    expect(placeholderAddresses('<a href="https://etori.example.org/ja/japanese/summary/">x</a>')).toEqual([
      'https://etori.example.org',
    ]);
    expect(placeholderAddresses('see http://localhost:4321/ and https://example.com')).toHaveLength(2);
    expect(placeholderAddresses('<a href="https://www.pagat.com/">Pagat</a> https://ja.wikipedia.org/')).toEqual([]);
  });

  test('no built page carries a made-up address', () => {
    const bad = htmlFiles(DIST).flatMap((f) =>
      placeholderAddresses(readFileSync(f, 'utf8')).map((a) => `${relative(DIST, f)}: ${a}`),
    );
    expect(bad).toEqual([]);
  });

  test('canonical links and the sitemap use the address the build was given, or are left out', () => {
    const withSite = existsSync(join(DIST, 'sitemap-index.xml'));
    const canon = canonicalOf(html('/'));
    if (withSite) {
      const sitemap = readFileSync(join(DIST, 'sitemap-index.xml'), 'utf8');
      const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]!).origin;
      expect(canon, 'the home page has a canonical link').toBe(`${origin}/`);
    } else expect(canon, 'no canonical link without SITE_URL').toBeUndefined();
  });

  test("each printed summary links back to the site: the build's address, or a site path completed in the browser", () => {
    expect(SUMMARIES.length).toBeGreaterThanOrEqual(5);
    for (const p of SUMMARIES) {
      const page = html(p);
      const foot = /<footer class="etori-summary__foot">([\s\S]*?)<\/footer>/.exec(page)?.[1] ?? '';
      const links = [...foot.matchAll(/<a href="([^"]+)"([^>]*)>([^<]+)<\/a>/g)];
      expect(links.length, p).toBe(2);
      const canon = canonicalOf(page);
      for (const [, href, attrs, text] of links) {
        expect(text, p).toBe(href);
        if (canon) expect(href!.startsWith(new URL(canon).origin), `${p}: ${href}`).toBe(true);
        else {
          expect(href!.startsWith('/'), `${p}: ${href}`).toBe(true);
          expect(attrs, p).toContain(`data-site-path="${href}"`);
        }
      }
      // The summary of the page's game (an untranslated edition's page links to the English one).
      expect(links[0]![1], p).toMatch(new RegExp(`/${p.split('/').at(-3)!}/summary/$`));
    }
  });
});
