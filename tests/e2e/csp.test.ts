/**
 * The Content-Security-Policy: every page carries a strict one (no inline or eval'd script
 * unless hashed, fetches and workers from the site only), the server sends it as a header too,
 * and code injected into a page at run time is refused and reported as a console error — which
 * the every-page sweep in site.test.ts fails on, so a page that breaks its own policy fails there.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, openPage, sitemapPaths } from './browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A policy as directive name → its sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('content security policy', () => {
  test('every page has a strict policy, in the page and as a header', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    const paths = [...(await sitemapPaths(page)), '/404.html'];
    assert.ok(paths.length > 20, `pages: ${paths.length}`);
    const failures: string[] = [];
    for (const path of paths) {
      const res = await page.request.get(new URL(path, BASE_URL).href);
      const html = await res.text();
      const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
      if (!meta) {
        failures.push(`${path}: no policy in the page`);
        continue;
      }
      // the meta comes before any script, or it would not cover them
      if (html.indexOf('<script') < html.indexOf('http-equiv="content-security-policy"'))
        failures.push(`${path}: a script comes before the policy`);
      const p = parse(meta);
      const script = p.get('script-src') ?? [];
      if (!script.includes("'self'")) failures.push(`${path}: script-src ${script.join(' ')}`);
      for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'blob:'])
        if (script.includes(bad)) failures.push(`${path}: script-src allows ${bad}`);
      if (p.has('script-src-elem') || p.has('script-src-attr')) failures.push(`${path}: script-src is overridden`);
      for (const [name, want] of [
        ['default-src', "'self'"],
        ['connect-src', "'self'"],
        ['worker-src', "'self'"],
        ['object-src', "'none'"],
        ['base-uri', "'self'"],
      ] as const)
        if ((p.get(name) ?? []).join(' ') !== want) failures.push(`${path}: ${name} is "${p.get(name)?.join(' ')}"`);
      // the server sends the page's policy as a header (plus frame-ancestors, header-only)
      if (path !== '/404.html') {
        const header = res.headers()['content-security-policy'] ?? '';
        if (!header.startsWith(meta.replace(/;\s*$/, '')) || !/frame-ancestors 'none'/.test(header))
          failures.push(`${path}: header "${header.slice(0, 80)}…"`);
      }
    }
    assert.deepEqual(failures, []);
    await ctx.close();
  });

  test('a script injected into a page is refused and reported as a console error', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('compare-rules/', BASE_URL).href);
    await page.evaluate(() => {
      const w = window as unknown as { injected?: number; violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(e.effectiveDirective));
      const s = document.createElement('script');
      s.textContent = 'window.injected = 1';
      document.body.append(s);
      // an inline handler, as markup from a crafted link would carry
      const div = document.createElement('div');
      div.innerHTML = '<img alt="" src="/favicon.svg" onload="window.injected = 2">';
      document.body.append(div);
    });
    await page.waitForFunction(() => (window as unknown as { violations: string[] }).violations.length >= 2);
    const result = await page.evaluate(() => {
      const w = window as unknown as { injected?: number; violations: string[] };
      return { injected: w.injected ?? null, violations: [...new Set(w.violations)].sort() };
    });
    assert.deepEqual(result, { injected: null, violations: ['script-src-attr', 'script-src-elem'] });
    assert.ok(
      problems.consoleErrors.some((e) => /Content Security Policy/.test(e)),
      `the violation is a console error: ${problems.consoleErrors.join(' | ')}`,
    );
    await ctx.close();
  });
});
