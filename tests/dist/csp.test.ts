/**
 * The Content-Security-Policy of every built page: a strict one (no inline or eval'd script unless
 * hashed, fetches and workers from the site only), before any script, with the hash of every
 * inline script and style of the page; and the server sends it as a header too, with
 * frame-ancestors. (A script injected at run time being refused is a browser test: site.spec.ts.)
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serve } from '../../scripts/serve.mjs';
import { DIST, html, sitemapPaths } from './site.ts';

const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)"/i;

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

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

/** What is wrong with a page's policy (nothing: an empty list). */
export function policyProblems(page: string): string[] {
  const meta = CSP_META.exec(page)?.[1];
  if (!meta) return ['no policy in the page'];
  const out: string[] = [];
  // the meta comes before any script, or it would not cover them
  if (page.indexOf('<script') < page.indexOf('http-equiv="content-security-policy"'))
    out.push('a script comes before the policy');
  const p = parse(meta);
  const script = p.get('script-src') ?? [];
  if (!script.includes("'self'")) out.push(`script-src ${script.join(' ')}`);
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'blob:'])
    if (script.includes(bad)) out.push(`script-src allows ${bad}`);
  if (p.has('script-src-elem') || p.has('script-src-attr')) out.push('script-src is overridden');
  for (const [name, want] of [
    ['default-src', "'self'"],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
  ] as const)
    if ((p.get(name) ?? []).join(' ') !== want) out.push(`${name} is "${p.get(name)?.join(' ')}"`);
  // every inline script and style runs only by its hash
  for (const [tag, directive] of [
    ['script', 'script-src'],
    ['style', 'style-src'],
  ] as const) {
    const allowed = p.get(directive) ?? [];
    for (const m of page.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))) {
      if (/\ssrc=/.test(m[1]!) || /type="application\/(ld\+)?json"/.test(m[1]!)) continue;
      if (!allowed.includes(hash(m[2]!)) && !allowed.includes("'unsafe-inline'"))
        out.push(`an inline ${tag} without its hash in ${directive}: ${m[2]!.trim().slice(0, 60)}`);
    }
  }
  return out;
}

const paths = [...sitemapPaths(), '/404.html'];

describe('content security policy', () => {
  test('every page has a strict policy with the hash of each inline script and style', () => {
    expect(paths.length).toBeGreaterThan(20);
    const failures = paths.flatMap((path) => policyProblems(html(path)).map((p) => `${path}: ${p}`));
    expect(failures).toEqual([]);
  });

  test('a page with an inline script but no hash for it, or a lax policy, is refused', () => {
    const page = html('/');
    expect(policyProblems(page)).toEqual([]);
    expect(policyProblems(page.replace('</body>', '<script>alert(1)</script></body>'))).toEqual([
      'an inline script without its hash in script-src: alert(1)',
    ]);
    expect(policyProblems(page.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"))).toContain(
      "script-src allows 'unsafe-inline'",
    );
    expect(policyProblems(page.replace(CSP_META, ''))).toEqual(['no policy in the page']);
  });

  describe('the server', () => {
    let site: Awaited<ReturnType<typeof serve>>;
    beforeAll(async () => {
      site = await serve(DIST, 0);
    });
    afterAll(() => site.server.close());

    test('sends each page’s policy as a header, with frame-ancestors', async () => {
      for (const path of ['/', '/ja/japanese/rules/', '/compare-rules/']) {
        const res = await fetch(new URL(path, site.url));
        const meta = CSP_META.exec(await res.text())![1]!;
        const header = res.headers.get('content-security-policy') ?? '';
        expect(header, path).toBe(`${meta.replace(/;\s*$/, '')}; frame-ancestors 'none'`);
      }
    });
  });
});
