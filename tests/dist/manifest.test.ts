/**
 * Installable: every page links the web app manifest; the manifest, served as one, names the app,
 * starts inside its scope (the whole site), opens standalone, and has 192 and 512 px PNG icons
 * (one maskable), each the size it says. (Offline use and the update notice: site.spec.ts.)
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serve } from '../../scripts/serve.mjs';
import { DIST, html, sitemapPaths } from './site.ts';

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
}

let site: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  site = await serve(DIST, 0);
});
afterAll(() => site.server.close());

/** A PNG's size from its header ("192x192"), or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): string | null {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') return null;
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('every page links the manifest', () => {
  const links = new Set(sitemapPaths().map((p) => /<link rel="manifest" href="([^"]+)"/.exec(html(p))?.[1] ?? 'none'));
  expect([...links]).toEqual(['/manifest.webmanifest']);
});

test('the manifest names the app, starts inside its scope, opens standalone and has icons that are their size', async () => {
  const url = new URL('/manifest.webmanifest', site.url);
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/manifest\+json/);
  const m = (await res.json()) as Manifest;
  expect(m.name && m.short_name).toBeTruthy();
  const start = new URL(m.start_url ?? '', url).href;
  const scope = new URL(m.scope ?? '.', url).href;
  expect(scope).toBe(site.url);
  expect(start.startsWith(scope), `start_url ${start} is within scope ${scope}`).toBe(true);
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(m.display);
  const icons = m.icons ?? [];
  for (const size of [192, 512])
    expect(icons.some((i) => i.sizes.split(' ').includes(`${size}x${size}`) && i.type === 'image/png')).toBe(true);
  expect(icons.some((i) => (i.purpose ?? '').split(' ').includes('maskable'))).toBe(true);
  for (const icon of icons) {
    const r = await fetch(new URL(icon.src, url));
    expect(r.status, icon.src).toBe(200);
    const bytes = Buffer.from(await r.arrayBuffer());
    if (icon.type === 'image/png') expect(pngSize(bytes), icon.src).toBe(icon.sizes);
  }
});
