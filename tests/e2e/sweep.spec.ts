/**
 * The site sweep: every page a reader can reach is loaded once, its islands all drawn, and checked
 * for everything a page must hold: no console error, failed request or request to another host;
 * its edition's language on <html> (and, not translated yet, a visible notice saying so); every
 * Japanese, Korean or Chinese word the islands drew marked with its language; the English islands
 * (their details open) naming rules in words, not by rule-file identifiers; axe with every rule in
 * light, then Starlight's theme set to dark and the colour rules again (not on a translated page:
 * it has its English page's colours); and at phone width
 * (390×844) no sideways scroll. The pages are every English page, every translated page and a
 * sample of each edition's untranslated ones (sweepPaths), in chunks that the workers share. What
 * the built HTML alone shows (the policy, links, <main lang>, menus, server-drawn words) is checked
 * in tests/dist/.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import {
  axe,
  BASE_URL,
  COLOUR_RULES,
  editionLang,
  formatViolations,
  inTurn,
  sweepPaths,
  translatedPaths,
  watch,
} from './browser.ts';
import { sitemapPaths } from '../dist/site.ts';
import { identifiersIn } from '../terms/identifiers.ts';

const PATHS = sweepPaths(sitemapPaths());
const TRANSLATED = new Set(translatedPaths());
const PHONE = { width: 390, height: 844 };
/** Pages per test: enough to keep a worker's pages busy, few enough that two workers share the sweep. */
const CHUNK = 10;

/**
 * Draw every island: each is hydrated when its first element comes into view (an island with
 * nothing shown, e.g. inside a closed detail, stays as the server drew it).
 */
async function drawIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const island of document.querySelectorAll('astro-island[ssr]')) {
      (island.firstElementChild ?? island).scrollIntoView();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((i) =>
      [...i.children].every((c) => c.getClientRects().length === 0),
    ),
  );
}

/**
 * Follow the page's requests; the function returned resolves once none has been in flight for two
 * looks 50 ms apart (the words an island loads after it is drawn have arrived). Cheaper than
 * Playwright's `networkidle`, which waits half a second of quiet on every page.
 */
function requestsSettle(page: Page): () => Promise<void> {
  let open = 0;
  page.on('request', () => open++);
  const done = () => open--;
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    for (let quiet = 0; quiet < 2;) {
      await page.waitForTimeout(50);
      quiet = open <= 0 ? quiet + 1 : 0;
    }
  };
}

/** Open every closed detail of the drawn islands (a practice setup's "Every rule option" …), for axe and the words. */
async function openDetails(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>('astro-island details:not([open])')) d.open = true;
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Japanese, Korean or Chinese text whose nearest language is unmarked or English. */
function bareCjk(): string[] {
  const cjk = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
  const out: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent ?? '';
    const el = n.parentElement;
    // A select's options cannot hold a span; their words are read with the page.
    if (!cjk.test(text) || !el || el.closest('script, style, template, option')) continue;
    const lang = el.closest('[lang]')?.getAttribute('lang') ?? '';
    if (lang === '' || lang.startsWith('en')) out.push(text.trim().slice(0, 40));
  }
  return out;
}

/** Everything wrong with one page, each line naming it. */
async function sweep(ctx: BrowserContext, path: string): Promise<string[]> {
  const page = await ctx.newPage();
  const problems = await watch(page);
  const settled = requestsSettle(page);
  const out: string[] = [];
  await page.goto(new URL(path, BASE_URL).href);
  await drawIslands(page);
  await settled();
  await openDetails(page);
  const lang = await page.evaluate(() => ({
    html: document.documentElement.lang,
    main: document.querySelector('main')?.lang,
    notice: document.querySelector<HTMLElement>('main .etori-fallback')?.checkVisibility() ?? false,
  }));
  if (lang.html !== editionLang(path)) out.push(`<html lang="${lang.html}">, expected ${editionLang(path)}`);
  // a page of another edition not translated yet says so, where the reader sees it
  if (lang.html !== 'en' && lang.main === 'en' && !lang.notice) out.push('no visible notice that it is not translated');
  out.push(...(await page.evaluate(bareCjk)).map((t) => `"${t}" has no lang`));
  // Rules in words: an English island names options and values in words, not rule-file identifiers.
  const islands = await page
    .locator('main[lang="en"] astro-island')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText).join('\n'));
  out.push(...identifiersIn(islands).map((id) => `an island shows the option identifier "${id}"`));
  // Light with every rule; then dark, with the rules a theme can change: set as Starlight's theme
  // picker sets it (its pickers and <html data-theme>), but not stored, so that the sweep's other
  // pages still open light. Colours do not change with the language: a translated page has its
  // English page's elements and styles, whose colours are checked there in both themes; it gets
  // every other rule. (An edition's sample of untranslated pages keeps them: its notice is its own.)
  const colours = !TRANSLATED.has(path);
  for (const theme of colours ? (['light', 'dark'] as const) : (['light'] as const)) {
    if (theme === 'dark') {
      await page.evaluate(() => {
        (
          window as unknown as { StarlightThemeProvider: { updatePickers(t: string): void } }
        ).StarlightThemeProvider.updatePickers('dark');
        document.documentElement.dataset['theme'] = 'dark';
      });
    }
    const applied = await page.evaluate(() => document.documentElement.dataset['theme']);
    if (applied !== theme) out.push(`theme is ${applied}, expected ${theme}`);
    const violations = await axe(page, theme === 'dark' ? COLOUR_RULES : undefined, colours ? [] : COLOUR_RULES);
    if (violations.length) out.push(formatViolations(`(${theme})`, violations));
  }
  await page.setViewportSize(PHONE);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE.width) out.push(`${width}px wide in a ${PHONE.width}px phone screen`);
  out.push(...problems.consoleErrors.map((e) => `console error: ${e}`));
  out.push(...problems.failedRequests.map((r) => `failed request: ${r}`));
  out.push(...problems.foreignRequests.map((r) => `request to another host: ${r}`));
  await page.close();
  return out.map((line) => `${path}: ${line}`);
}

test('the sweep covers every translated page and a sample of each edition’s untranslated pages', () => {
  expect(PATHS).toContain('/');
  expect(translatedPaths()).toContain('/ja/japanese/rules/');
  expect(translatedPaths().filter((p) => !PATHS.includes(p))).toEqual([]);
  for (const ed of ['ja', 'ko', 'zh-tw']) expect(PATHS).toContain(`/${ed}/japanese/practice/`);
});

// A chunk's failures name their pages; a trace or screenshot of a chunk would tell no more.
test.use({ trace: 'off', screenshot: 'off' });

for (let i = 0; i < PATHS.length; i += CHUNK) {
  const pages = PATHS.slice(i, i + CHUNK);
  test(`pages ${i + 1}–${i + pages.length} of ${PATHS.length} (${pages[0]} …)`, async ({ browser }) => {
    const ctx = await browser.newContext({ colorScheme: 'light' });
    const failures = (await inTurn(pages, (path) => sweep(ctx, path))).flat();
    await ctx.close();
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
