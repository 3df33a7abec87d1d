// Screenshots of the built site as a person sees it: each page at desktop (1366×900) and phone
// (390×844) size, in light and dark themes, with the system Chromium.
// Usage: node scripts/screenshots.mjs [--out DIR] [/path/ …]   (build first: npm run build)
// Default pages: the home page, a rules page, a puzzle page and a practice page (a game started). Files are named
// <page>-<desktop|phone>-<light|dark>.png. The README shows the ones kept in docs/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args.splice(outAt, 2)[1] : 'screenshots';
const pages = args.length ? args : ['/', '/japanese/rules/', '/japanese/puzzles/', '/japanese/practice/'];
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const dist = process.env.ETORI_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const { server, url } = await serve(dist, 0);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, isMobile: size === 'phone', hasTouch: size === 'phone' });
      await context.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(new URL(path, url).href, { waitUntil: 'networkidle' });
        // A practice page: start a game and wait until the table shows cards in the middle or it is
        // the player's turn, so the picture shows the table in play.
        const start = page.getByRole('button', { name: 'Start the game' });
        if (await start.count()) {
          await start.first().click();
          await page
            .locator('[data-testid="table"][data-my-turn="true"]')
            .waitFor({ timeout: 60_000 })
            .catch(() => undefined);
          await page.locator('[data-testid="table"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        }
        const name = path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
        const file = join(out, `${name}-${size}-${theme}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
