/**
 * Navigation as a newcomer meets it: the menu lists every page of every game, each link opens the
 * page it names, previous/next links walk the whole site, and a phone reaches every game.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, editionLang, inTurn, launch, openPage, sitemapPaths, sweepPaths } from './browser.ts';

const GAMES = [
  { dir: 'japanese', label: 'Japanese Napoleon' },
  { dir: 'nap', label: 'English Nap' },
  { dir: 'tw-hk', label: 'Taiwanese & Hong Kong Napoleon' },
  { dir: 'mighty', label: 'Mighty' },
  { dir: 'daifugo', label: 'Daifugō' },
];

let browser: Browser;
let paths: string[] = [];
let all: string[] = [];

before(async () => {
  browser = await launch();
  const ctx = await browser.newContext();
  const { page } = await openPage(ctx);
  all = await sitemapPaths(page);
  // The English edition: its menu and previous/next links (the other editions have their own).
  paths = all.filter((p) => editionLang(p) === 'en');
  await ctx.close();
});
after(async () => {
  await browser?.close();
});

/** The links of the sidebar group whose heading reads `label`, as shown on `page`. */
async function groupLinks(page: Page, label: string): Promise<{ href: string; text: string; visible: boolean }[]> {
  const group = page
    .locator('#starlight__sidebar details')
    .filter({ has: page.locator(':scope > summary', { hasText: new RegExp(`^\\s*${escape(label)}\\s*$`) }) });
  assert.equal(await group.count(), 1, `one menu group headed "${label}"`);
  return group.locator(':scope > ul a').evaluateAll((as) =>
    as.map((a) => ({
      href: (a as HTMLAnchorElement).pathname,
      text: (a.textContent ?? '').trim(),
      visible: (a as HTMLElement).offsetParent !== null && a.getBoundingClientRect().height > 0,
    })),
  );
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the menu', () => {
  test('each game group lists every page of its folder, overview first, and each link opens a page with that title', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page } = await openPage(ctx);
    await page.goto(new URL('about/rules/', BASE_URL).href);
    const problems: string[] = [];
    for (const { dir, label } of GAMES) {
      const links = await groupLinks(page, label);
      const folder = paths.filter((p) => p.startsWith(`/${dir}/`)).sort();
      assert.ok(folder.length >= 5, `the sitemap has pages under /${dir}/`);
      assert.deepEqual(links.map((l) => l.href).sort(), folder, `the "${label}" group lists every page of /${dir}/`);
      assert.equal(links[0]?.href, `/${dir}/`, `the "${label}" group starts with its overview`);
      const found = await inTurn(links, async (link) => {
        const target = await ctx.newPage();
        await target.goto(new URL(link.href, BASE_URL).href);
        const out: string[] = [];
        const h1 = ((await target.locator('h1').first().textContent()) ?? '').trim();
        if (!h1.toLowerCase().includes(link.text.toLowerCase())) {
          out.push(`menu link "${link.text}" (${link.href}) opens a page titled "${h1}"`);
        }
        const current = await target
          .locator(`#starlight__sidebar a[aria-current="page"]`)
          .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
        if (current.join() !== link.href) out.push(`${link.href}: the menu marks ${current.join()} as current`);
        await target.close();
        return out;
      });
      problems.push(...found.flat());
    }
    await ctx.close();
    assert.deepEqual(problems, []);
  });

  test('previous and next links walk every page of the site, forwards and back', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    const pages = paths.filter((p) => p !== '/404/');
    // One visit per page reads both links; the walk back then follows the previous links read.
    const prevOf = new Map<string, string | null>();
    const forwards: string[] = [];
    let href: string | null = '/';
    while (href && !forwards.includes(href) && forwards.length <= pages.length) {
      forwards.push(href);
      await page.goto(new URL(href, BASE_URL).href);
      const [next, prev] = await Promise.all(
        (['next', 'prev'] as const).map(async (rel) => {
          const link = page.locator(`.pagination-links a[rel="${rel}"]`);
          return (await link.count()) ? await link.evaluate((a) => (a as HTMLAnchorElement).pathname) : null;
        }),
      );
      prevOf.set(href, prev ?? null);
      href = next ?? null;
    }
    assert.deepEqual(
      [...forwards].sort(),
      [...pages].sort(),
      `next links from the home page visit: ${forwards.join(' → ')}`,
    );
    const backwards: string[] = [];
    for (let at: string | null = forwards.at(-1)!; at && !backwards.includes(at); at = prevOf.get(at) ?? null) {
      backwards.push(at);
      if (!prevOf.has(at)) break;
    }
    assert.deepEqual(backwards, [...forwards].reverse(), 'previous links retrace the same path');
    await ctx.close();
  });

  test('on a 390×844 phone the menu button opens the menu with every page of the current game', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(ctx);
    await page.goto(new URL('daifugo/rules/', BASE_URL).href);
    await page.getByRole('button', { name: /menu/i }).first().click();
    const links = await groupLinks(page, 'Daifugō');
    assert.deepEqual(links.map((l) => l.href).sort(), paths.filter((p) => p.startsWith('/daifugo/')).sort());
    assert.ok(
      links.every((l) => l.visible),
      `every Daifugō page is visible in the open menu: ${JSON.stringify(links)}`,
    );
    await ctx.close();
  });

  test('on a 390×844 phone the home page shows a way to every game', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(ctx);
    await page.goto(BASE_URL);
    // Within the first two screens, without opening anything: a link to each game.
    for (const { dir, label } of GAMES) {
      const link = page.locator(`main a[href="/${dir}/"]`).filter({ hasText: label }).first();
      assert.ok(await link.isVisible(), `the home page shows a visible link to ${label}`);
      const box = await link.evaluate((a) => a.getBoundingClientRect().top + window.scrollY);
      assert.ok(box < 2 * 844, `the link to ${label} is near the top of the home page (at ${Math.round(box)} px)`);
    }
    // One recommended start: the hero offers a single primary action, and the page names one
    // first step (not "start with X" here and "start with Y" there).
    const primary = await page.locator('.hero .sl-link-button.primary, .hero a.primary').count();
    assert.equal(primary, 1, 'the hero has one primary action');
    const text = await page.locator('main').innerText();
    const starts = [...text.matchAll(/start (?:with|here)[^.\n]*/gi)].map((m) => m[0]);
    assert.ok(starts.length <= 1, `the home page names one first step, not: ${JSON.stringify(starts)}`);
    await ctx.close();
  });
});

describe('sources', () => {
  test('each main document is linked to its public page, or says why it cannot be', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(new URL('sources/', BASE_URL).href);
    const rows = await page
      .locator('main table')
      .first()
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => ({
          text: (tr.textContent ?? '').replace(/\s+/g, ' ').trim(),
          links: [...tr.querySelectorAll('a[href^="http"]')].length,
        })),
      );
    assert.equal(rows.length, 5, 'five main documents');
    for (const row of rows) {
      assert.ok(row.links > 0 || /cannot be linked/.test(row.text), `no public link or reason: ${row.text}`);
      assert.doesNotMatch(row.text, /\bS00\d\b/, 'sources are named in words, not by tag');
    }
    assert.match(await page.locator('main').innerText(), /read on \d+ \w+ 20\d\d/i, 'the date the sources were read');
    await ctx.close();
  });
});

describe('words in other scripts', () => {
  test('every Japanese, Korean or Chinese word on an English page carries its language', async () => {
    const ctx = await browser.newContext();
    // English pages, and the other editions' pages, where English text sits in another frame.
    const reports = await inTurn(sweepPaths(all), async (path) => {
      const { page } = await openPage(ctx);
      await page.goto(new URL(path, BASE_URL).href, { waitUntil: 'load' });
      const bare = await page.evaluate(() => {
        const cjk = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
        const out: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent ?? '';
          if (!cjk.test(text)) continue;
          const el = n.parentElement;
          // A select's options cannot hold a span; their words are read with the page.
          if (!el || el.closest('script, style, template, option')) continue;
          const lang = el.closest('[lang]')?.getAttribute('lang') ?? '';
          if (lang === '' || lang.startsWith('en')) out.push(text.trim().slice(0, 40));
        }
        return out;
      });
      await page.close();
      return bare.map((t) => `${path}: "${t}" has no lang`);
    });
    await ctx.close();
    assert.deepEqual(reports.flat(), []);
  });
});
