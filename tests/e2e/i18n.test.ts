/**
 * The editions as a reader meets them: the language picker leads from a page to the same page in
 * the other edition and back, by mouse and by keyboard; a Japanese page is in Japanese (its menu
 * too) and a page not translated yet says so in the reader's language; search finds a Japanese
 * page by a Japanese word.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage, translatedPaths } from './browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The header's language picker (desktop width). */
const picker = (page: Page) => page.locator('header details.etori-lang').first();

describe('the language picker', () => {
  test('links a page to its Japanese edition and back', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('japanese/rules/', BASE_URL).href);
    await picker(page).locator('summary').click();
    const ja = picker(page).getByRole('link', { name: '日本語' });
    assert.ok(await ja.isVisible(), 'the picker shows 日本語 when opened');
    await ja.click();
    await page.waitForURL(/\/ja\/japanese\/rules\/$/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
    assert.equal((await page.locator('h1').first().textContent())?.trim(), 'ナポレオン — ルールを一歩ずつ');
    // The Japanese page's picker names its own language and leads back to English.
    assert.equal((await picker(page).locator('summary .etori-lang__here').innerText()).trim(), '日本語');
    await picker(page).locator('summary').click();
    const current = picker(page).locator('a[aria-current="true"]');
    assert.equal(await current.textContent().then((t) => t?.trim()), '日本語');
    await picker(page).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/japanese\/rules\/$/);
    assert.equal(new URL(page.url()).pathname, '/japanese/rules/');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('works from the keyboard', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page } = await openPage(ctx);
    await page.goto(new URL('daifugo/', BASE_URL).href);
    await picker(page).locator('summary').focus();
    await page.keyboard.press('Enter');
    assert.equal(await picker(page).evaluate((d) => (d as HTMLDetailsElement).open), true);
    // Tab through the editions to 日本語 and follow it.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      if (focused === '日本語') break;
    }
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), '日本語');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ja\/daifugo\/$/);
    assert.equal((await page.locator('h1').first().textContent())?.trim(), '大富豪 — 概要');
    await ctx.close();
  });

  test('on a 390×844 phone it is in the menu', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(ctx);
    await page.goto(new URL('ja/japanese/', BASE_URL).href);
    await page.getByRole('button', { name: 'メニュー' }).first().click();
    const mobile = page.locator('details.etori-lang').filter({ visible: true }).first();
    await mobile.locator('summary').click();
    const en = mobile.getByRole('link', { name: 'English' });
    assert.ok(await en.isVisible(), 'the phone menu offers English');
    assert.equal(await en.getAttribute('href'), '/japanese/');
    await ctx.close();
  });
});

describe('the Japanese edition', () => {
  test('its menu is in Japanese and leads to the Japanese pages', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page } = await openPage(ctx);
    await page.goto(new URL('ja/japanese/', BASE_URL).href);
    const group = page
      .locator('#starlight__sidebar details')
      .filter({ has: page.locator(':scope > summary', { hasText: /^\s*ナポレオン\s*$/ }) });
    assert.equal(await group.count(), 1, 'a menu group headed ナポレオン');
    const rules = group.getByRole('link', { name: 'ルールを一歩ずつ' });
    assert.equal(await rules.getAttribute('href'), '/ja/japanese/rules/');
    await ctx.close();
  });

  test('a page not translated yet shows the English text with a notice in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/nap/', BASE_URL).href);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
    const notice = page.locator('main .etori-fallback');
    assert.equal(await notice.getAttribute('lang'), 'ja');
    assert.match(await notice.innerText(), /日本語訳がありません/);
    assert.equal(await page.locator('main').getAttribute('lang'), 'en');
    assert.match((await page.locator('h1').first().textContent()) ?? '', /Nap/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a trick example on a Japanese page is explained in Japanese, its cards named in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(new URL('ja/japanese/rules/', BASE_URL).href);
    const trick = page.locator('figure.etori-trick').first();
    assert.match(await trick.innerText(), /理由：\s*♦Jは裏ジャック/);
    assert.match((await trick.locator('.sr-only').allTextContents()).join(' '), /ダイヤのジャック、勝ち/);
    await ctx.close();
  });
});

describe('search in Japanese', () => {
  test('a Japanese word finds a Japanese page', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/', BASE_URL).href);
    await page.getByRole('button', { name: '検索' }).first().click();
    const input = page.getByRole('searchbox').or(page.locator('#starlight__search input')).first();
    await input.fill('よろめき');
    await page.locator('.pagefind-ui__result-link').first().waitFor({ timeout: 60_000 });
    const links = await page
      .locator('.pagefind-ui__result-link')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
    assert.ok(links.includes('/ja/glossary/'), `results: ${links.join(', ')}`);
    assert.ok(
      links.every((l) => l.startsWith('/ja/')),
      `a Japanese page searches the Japanese edition: ${links.join(', ')}`,
    );
    assert.deepEqual(problems.foreignRequests, []);
    await ctx.close();
  });
});

describe('no English left on a Japanese page', () => {
  // Words in Latin letters a Japanese page may show: the site's name, the picker's "English",
  // the search shortcut's key names, and card codes (JK, BJ, LJ on joker faces).
  const ALLOWED = /^(Etori|English|Ctrl|K|PTT|JK|BJ|LJ)$/;
  // Pages whose islands (puzzles, lessons, endgames, the rule comparison, the trainer) are being
  // made language-aware separately: their islands' text is not checked yet; the rest of the page is.
  const ISLANDS_PENDING = new Set([
    '/ja/japanese/learn/',
    '/ja/japanese/endgames/',
    '/ja/daifugo/puzzles/',
    '/ja/daifugo/learn/',
    '/ja/compare-rules/',
    '/ja/puzzles/',
  ]);
  /** The page without the content of its islands (`<astro-island>`, which may nest). */
  const withoutIslands = (html: string): string => {
    let out = '';
    let depth = 0;
    for (const part of html.split(/(<astro-island\b[^>]*>|<\/astro-island>)/)) {
      if (part.startsWith('<astro-island')) depth += 1;
      else if (part === '</astro-island>') depth -= 1;
      else if (depth === 0) out += part;
    }
    return out;
  };
  test('every translated Japanese page’s text, spoken card names included, is Japanese', async () => {
    const pages = translatedPaths().filter((p) => p.startsWith('/ja/'));
    assert.ok(pages.length >= 10, `translated Japanese pages: ${pages.join(', ')}`);
    const problems: string[] = [];
    for (const path of pages) {
      const html = await (await fetch(new URL(path, BASE_URL))).text();
      const page = html.slice(html.indexOf('<body'));
      const body = ISLANDS_PENDING.has(path) ? withoutIslands(page) : page;
      const text = body
        .replace(/<(script|style|code|template)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z]+;|&#\d+;/g, ' ')
        // An address printed as text (the summary's links back) is not a word.
        .replace(/https?:\/\/[^\s<]+/g, ' ');
      const latin = [...new Set(text.match(/[A-Za-zÀ-ÿō]{2,}/g) ?? [])].filter((w) => !ALLOWED.test(w));
      if (latin.length) problems.push(`${path}: ${latin.join(' ')}`);
    }
    assert.deepEqual(problems, []);
  });
});

describe('offline', () => {
  test('the service worker precaches the translated pages, not the editions’ untranslated ones', async () => {
    const { precacheOf } = await import('../../src/integrations/offline.mjs');
    const { urls } = precacheOf(fileURLToPath(new URL('../../dist/', import.meta.url)));
    for (const p of ['ja/japanese/rules/index.html', 'ja/index.html', 'japanese/rules/index.html', 'nap/index.html']) {
      assert.ok(urls.includes(p), `precached: ${p}`);
    }
    for (const p of ['ja/nap/index.html', 'ko/japanese/rules/index.html', 'zh-tw/index.html']) {
      assert.ok(!urls.includes(p), `not precached: ${p}`);
    }
  });
});
