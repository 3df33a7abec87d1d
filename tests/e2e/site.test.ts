/** The whole built site: every page loads cleanly, is accessible in both themes, works offline. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import {
  axe,
  BASE_URL,
  COLOUR_RULES,
  editionLang,
  formatViolations,
  inTurn,
  launch,
  openPage,
  sitemapPaths,
  sweepPaths,
  translatedPaths,
  useTheme,
} from './browser.ts';

let browser: Browser;
let paths: string[] = [];

before(async () => {
  browser = await launch();
  const ctx = await browser.newContext();
  const { page } = await openPage(ctx);
  // Every English page and every translated page; a few untranslated pages of each other edition.
  paths = sweepPaths(await sitemapPaths(page));
  await ctx.close();
});
after(async () => {
  await browser?.close();
});

describe('every page in the sitemap', () => {
  test('the sitemap lists the home page and the about page', () => {
    assert.ok(paths.includes('/'), `sitemap: ${paths.join(', ')}`);
    assert.ok(paths.includes('/about/rules/'));
  });

  test('the sweep covers every translated page and a sample of each edition’s untranslated pages', () => {
    const translated = translatedPaths();
    assert.ok(translated.includes('/ja/japanese/rules/'), `translated: ${translated.join(', ')}`);
    assert.deepEqual(
      translated.filter((p) => !paths.includes(p)),
      [],
    );
    for (const ed of ['ja', 'ko', 'zh-tw']) assert.ok(paths.includes(`/${ed}/japanese/practice/`));
  });

  test('loads with no console errors, no failed or foreign requests, and no axe violations in light and dark', async () => {
    const ctx = await browser.newContext();
    await useTheme(ctx, 'light');
    const translated = new Set(translatedPaths());
    const reports = await inTurn(paths, async (path) => {
      const failures: string[] = [];
      const { page, problems } = await openPage(ctx);
      await page.goto(new URL(path, BASE_URL).href, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      // The page's language: its edition's on <html>; a translated page's text in it too, an
      // untranslated one's in English.
      const lang = await page.evaluate(() => ({
        html: document.documentElement.lang,
        main: document.querySelector('main')?.getAttribute('lang') ?? '',
      }));
      if (lang.html !== editionLang(path))
        failures.push(`${path}: <html lang="${lang.html}">, expected ${editionLang(path)}`);
      const textLang = translated.has(path) ? editionLang(path) : 'en';
      if (lang.main !== textLang) failures.push(`${path}: <main lang="${lang.main}">, expected ${textLang}`);
      // One load per page: check it in light mode with every rule, then switch to dark as
      // Starlight's theme picker shows it (the attribute on <html>) and check again with the rules
      // a theme can change: the colour rules. The stored choice is left alone: the sweep's other
      // pages share this storage, and each must open light.
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') {
          await page.evaluate(() => {
            document.documentElement.dataset['theme'] = 'dark';
          });
        }
        const applied = await page.evaluate(() => document.documentElement.dataset['theme']);
        if (applied !== theme) failures.push(`${path}: theme is ${applied}, expected ${theme}`);
        const violations = await axe(page, theme === 'dark' ? COLOUR_RULES : undefined);
        if (violations.length) failures.push(formatViolations(`${path} (${theme})`, violations));
      }
      for (const e of problems.consoleErrors) failures.push(`${path}: console error: ${e}`);
      for (const r of problems.failedRequests) failures.push(`${path}: failed request: ${r}`);
      for (const r of problems.foreignRequests) failures.push(`${path}: request to another host: ${r}`);
      await page.close();
      return failures;
    });
    const failures = reports.flat();
    await ctx.close();
    assert.deepEqual(failures, [], failures.join('\n'));
  });

  // The menu itself (every game's pages, titles, previous/next) is checked in navigation.test.ts.

  test('no page scrolls sideways on a 390×844 phone', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const reports = await inTurn(paths, async (path) => {
      const { page } = await openPage(ctx);
      await page.goto(new URL(path, BASE_URL).href, { waitUntil: 'load' });
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      await page.close();
      return scroll > client ? [`${path}: content is ${scroll}px wide in a ${client}px viewport`] : [];
    });
    await ctx.close();
    assert.deepEqual(reports.flat(), []);
  });
});

describe('search', () => {
  test('finds a word from a page', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(BASE_URL);
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    const input = page.getByRole('searchbox').or(page.locator('#starlight__search input')).first();
    await input.fill('disagree');
    const result = page.locator('.pagefind-ui__result-link').first();
    await result.waitFor();
    const links = await page
      .locator('.pagefind-ui__result-link')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
    assert.ok(links.includes('/about/rules/'), `results: ${links.join(', ')}`);
    assert.deepEqual(problems.foreignRequests, []);
    await ctx.close();
  });
});

describe('the home page island', () => {
  test('hydrates and answers a click and the keyboard', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(BASE_URL);
    const island = page.locator('.isl-puzzle');
    await island.scrollIntoViewIfNeeded();
    // Server-rendered HTML says data-ready="false"; the live island flips it.
    await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
    const cards = island.locator('button.ecard');
    assert.equal(await cards.count(), 5);
    // The mighty (♠A, third card) wins; a click on the first card is wrong.
    await cards.nth(0).click();
    const feedback = page.locator('[data-testid="feedback"]');
    await page.waitForFunction(() =>
      /try again/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    await island.getByRole('button', { name: /ace of spades/i }).focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() =>
      /Correct/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    assert.match((await feedback.textContent()) ?? '', /mighty/i);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
