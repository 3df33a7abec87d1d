/**
 * Offline and installable: after one visit to the home page the service worker controls the
 * site, and with the network gone a rules page, a puzzle (answered), the comparison page, a
 * practice game (a whole trick against the bots' worker) and search all still work. The web app
 * manifest has what an install needs, and a new build is offered as "A new version of Etori is
 * ready — Reload", taking over only when the reader presses Reload.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';

const JAPANESE = (
  JSON.parse(readFileSync(new URL('../../content/puzzles/japanese.json', import.meta.url), 'utf8')) as {
    puzzles: { id: string; answer: number }[];
  }
).puzzles;

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const href = (p: string) => new URL(p, BASE_URL).href;

/**
 * A context whose service worker's requests are checked like the pages' (openPage checks a
 * page's own): any other host is blocked and recorded.
 */
async function newContext(): Promise<{ ctx: BrowserContext; foreign: string[] }> {
  const ctx = await browser.newContext();
  const foreign: string[] = [];
  const base = new URL(BASE_URL);
  await ctx.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.host === base.host) return route.continue();
    foreign.push(url.href);
    return route.abort();
  });
  return { ctx, foreign };
}

/** Open the home page and wait until the service worker is active and controls the page. */
async function visitOnce(page: Page, base = BASE_URL): Promise<void> {
  await page.goto(base);
  // The first install takes over the open page once its precache is complete.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), new URL('sw.js', base).href);
}

/** Keyboard moves at the practice table until a whole trick has been played; returns the moves. */
async function playATrick(page: Page): Promise<number> {
  const table = page.locator('[data-testid="table"]');
  let moves = 0;
  for (let i = 0; i < 400; i++) {
    // a finished trick stays on the table with its winner until the player goes on
    if (await table.locator('[data-testid="trick-result"]').count()) return moves;
    if ((await table.getAttribute('data-my-turn')) !== 'true') {
      await page.waitForTimeout(25);
      continue;
    }
    const pending = page.locator('[data-testid="actions"] [data-action]');
    const playable = page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])');
    const target = (await pending.count()) > 0 ? pending.first() : playable.first();
    if ((await target.count()) === 0) {
      await page.waitForTimeout(25);
      continue;
    }
    await target.focus();
    await page.keyboard.press('Enter');
    moves++;
  }
  throw new Error(`no trick completed after ${moves} moves: ${await table.innerText()}`);
}

describe('offline after one visit', () => {
  test('rules, a puzzle, the comparison, a practice trick and search work with no network', async () => {
    const { ctx, foreign } = await newContext();
    const { page, problems } = await openPage(ctx);
    await visitOnce(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    assert.equal(scope, href(''), 'the worker covers the whole site');
    await ctx.setOffline(true);
    // The network is really gone: a file that is not in the precache cannot be fetched (the one
    // failure expected here; it is checked, then left out of the page's problems).
    const seen = { console: problems.consoleErrors.length, failed: problems.failedRequests.length };
    const reachable = await page.evaluate(async () => {
      try {
        await fetch('/sitemap-index.xml', { cache: 'no-store' });
        return true;
      } catch {
        return false;
      }
    });
    assert.equal(reachable, false, 'offline: the sitemap (not precached) cannot be fetched');
    assert.deepEqual(
      problems.failedRequests.splice(seen.failed).map((f) => new URL(f.split(' ')[0]!).pathname),
      ['/sitemap-index.xml'],
    );
    assert.deepEqual(problems.consoleErrors.splice(seen.console), [
      'Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
    ]);

    // a rules page
    await page.goto(href('japanese/rules/'));
    assert.match(await page.locator('h1').innerText(), /\S/);
    assert.ok((await page.locator('main').innerText()).length > 500, 'the rules page has its text');

    // a puzzle page, answered
    await page.goto(href('japanese/puzzles/'));
    const island = page.locator('.isl-puzzle');
    await island.scrollIntoViewIfNeeded();
    await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
    const id = (await island.getAttribute('id'))!.replace(/^puzzle-/, '');
    const answer = JAPANESE.find((p) => p.id === id)?.answer ?? -1;
    assert.ok(answer >= 0, `puzzle ${id} is in content/puzzles/japanese.json`);
    await island.locator('button.ecard').nth(answer).click();
    await page.waitForFunction(() =>
      /Correct/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );

    // the comparison page, from a shared link (its rules are in the query)
    await page.goto(href('compare-rules/?v=japanese&t=H&n=5&p=CK,C2,DJ,CA,H3&r=standard;standard+killer=HQ'));
    await page.locator('.isl-compare').scrollIntoViewIfNeeded();
    await page.locator('.isl-compare[data-ready="true"]').waitFor();
    const cols = page.locator('[data-testid="column"]');
    assert.equal(await cols.count(), 2);
    await cols.nth(1).locator('[data-testid="reason"]').waitFor();

    // a practice page with a seed in the query, and one whole trick against the bots
    await page.goto(href('nap/practice/?seed=offline-1&level=easy&delay=0&hands=1'));
    await page.locator('.isl-practice').scrollIntoViewIfNeeded();
    await page.locator('[data-testid="table"]').waitFor();
    assert.ok((await playATrick(page)) > 0, 'the player made moves');

    // search reads the precached index
    await page.goto(href(''));
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    await page.getByRole('searchbox').or(page.locator('#starlight__search input')).first().fill('disagree');
    await page.locator('.pagefind-ui__result-link').first().waitFor();

    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.failedRequests, []);
    assert.deepEqual(problems.foreignRequests, []);
    assert.deepEqual(foreign, []);
    await ctx.close();
  });
});

describe('installable', () => {
  test('the manifest names the app, starts inside its scope, opens standalone and has icons that load', async () => {
    const { ctx } = await newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('nap/rules/'));
    const link = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.ok(link, 'every page links the manifest');
    const manifestUrl = new URL(link, page.url()).href;
    const res = await page.request.get(manifestUrl);
    assert.equal(res.status(), 200);
    assert.match(res.headers()['content-type'] ?? '', /application\/manifest\+json/);
    const m = (await res.json()) as {
      name?: string;
      short_name?: string;
      start_url?: string;
      scope?: string;
      display?: string;
      icons?: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    assert.ok(m.name && m.short_name, 'name and short name');
    const start = new URL(m.start_url ?? '', manifestUrl).href;
    const scope = new URL(m.scope ?? '.', manifestUrl).href;
    assert.ok(start.startsWith(scope), `start_url ${start} is within scope ${scope}`);
    assert.equal(scope, href(''));
    assert.ok(['standalone', 'fullscreen', 'minimal-ui'].includes(m.display ?? ''), `display: ${m.display}`);
    const icons = m.icons ?? [];
    for (const size of [192, 512]) {
      const icon = icons.find((i) => i.sizes.split(' ').includes(`${size}x${size}`) && i.type === 'image/png');
      assert.ok(icon, `a ${size}×${size} PNG icon`);
    }
    assert.ok(
      icons.some((i) => (i.purpose ?? '').split(' ').includes('maskable')),
      'a maskable icon',
    );
    // every icon loads and is the size it says
    for (const icon of icons) {
      const size = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return `${img.naturalWidth}x${img.naturalHeight}`;
      }, new URL(icon.src, manifestUrl).href);
      if (icon.sizes !== 'any') assert.equal(size, icon.sizes, `${icon.src} is ${icon.sizes}`);
    }
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.failedRequests, []);
    await ctx.close();
  });
});

describe('updates', () => {
  test('a new build is offered with a Reload button and takes over only when the reader presses it', async () => {
    // A copy of the built site on a server of its own, so that the test can publish a "new build".
    const dir = mkdtempSync(join(tmpdir(), 'etori-offline-'));
    cpSync(fileURLToPath(new URL('../../dist', import.meta.url)), dir, { recursive: true });
    const site = await serve(dir, 0);
    const ctx = await browser.newContext();
    const errors: string[] = [];
    const elsewhere: string[] = [];
    await ctx.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.host === new URL(site.url).host) return route.continue();
      elsewhere.push(url.href);
      return route.abort();
    });
    const page = await ctx.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(String(err)));
    try {
      await visitOnce(page, site.url);
      assert.equal(await page.locator('.etori-update').count(), 0, 'no notice on the first visit');
      // The next build: the same worker with one more line.
      appendFileSync(join(dir, 'sw.js'), '\n// the next build\n');
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const notice = page.locator('.etori-update');
      const reload = notice.getByRole('button', { name: 'Reload' });
      await reload.waitFor();
      assert.equal(await notice.getAttribute('role'), 'status');
      assert.match(await notice.innerText(), /A new version of Etori is ready/);
      const v = await axe(page);
      assert.deepEqual(v, [], formatViolations('the update notice', v));
      // the new worker waits: the page is still served by the old one
      const before = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return { waiting: reg?.waiting?.state ?? null, active: reg?.active?.state ?? null };
      });
      assert.deepEqual(before, { waiting: 'installed', active: 'activated' });
      // Reload (by the keyboard): the new worker takes over and the page reloads once, under it
      await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
      await Promise.all([page.waitForEvent('load'), reload.press('Enter')]);
      const after = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return {
          waiting: reg.waiting,
          controlled: navigator.serviceWorker.controller !== null,
          reloaded: !('beforeReload' in window),
        };
      });
      assert.deepEqual(after, { waiting: null, controlled: true, reloaded: true });
      assert.equal(await page.locator('.etori-update').count(), 0, 'no notice after the reload');
      assert.deepEqual(errors, []);
      assert.deepEqual(elsewhere, []);
    } finally {
      await ctx.close();
      site.server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
