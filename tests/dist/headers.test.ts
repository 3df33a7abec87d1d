/**
 * What a real static host is told to send (public/_headers, copied into dist/), and that the
 * local server sends the same: no other site may frame a page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serve, siteHeaders } from '../../scripts/serve.mjs';
import { DIST } from './site.ts';

const headers = siteHeaders(readFileSync(join(DIST, '_headers'), 'utf8'));
const raw = readFileSync(join(DIST, '_headers'), 'utf8');

test('_headers forbids framing and sniffing for every path', () => {
  expect(raw).toMatch(/^\/\*\n(?: {2}.+\n)*? {2}Content-Security-Policy: frame-ancestors 'none'$/m);
  expect(headers).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
});

let server: { close(): void } | undefined;
let url = '';
beforeAll(async () => {
  ({ server, url } = await serve(DIST, 0));
});
afterAll(() => server?.close());

// The page's policy as a header (with frame-ancestors) is csp.test.ts's.
test('the local server sends them', async () => {
  const res = await fetch(new URL('japanese/practice/', url));
  expect(res.status).toBe(200);
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  // a page is asked for again each time; its hashed scripts are kept for good
  expect(res.headers.get('cache-control')).toBeNull();
  const script = /src="\/(_astro\/[^"]+\.js)"/.exec(await res.text())?.[1];
  expect(script).toBeDefined();
  const asset = await fetch(new URL(script!, url));
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
});
