/**
 * Browser helpers shared by the browser tests (through fixtures.ts) and the site benchmark: a
 * launched Chromium for scripts outside the test runner, pages that record console errors, failed
 * requests and any request to a host other than the local server, and axe-core.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { translations } from '../../src/i18n/staleness.mjs';
import { CHROMIUM_ARGS, findChromium, WAIT } from './chromium.ts';

export { findChromium, WAIT };

export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const ctx = await newContext(options);
    ctx.setDefaultTimeout(WAIT);
    ctx.setDefaultNavigationTimeout(WAIT);
    return ctx;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.setDefaultTimeout(WAIT);
    page.setDefaultNavigationTimeout(WAIT);
    return page;
  };
  return browser;
}

export const BASE_URL = process.env['E2E_BASE_URL'] ?? 'http://localhost:4321/';

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  foreignRequests: string[];
}

/**
 * A page whose every request is checked: requests to any host but the local server are
 * blocked and recorded, as are console errors and failed responses.
 */
export async function openPage(context: BrowserContext): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  return { page, problems: await watch(page) };
}

/** Record an open page's problems (see openPage) from now on. */
export async function watch(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [], foreignRequests: [] };
  const base = new URL(BASE_URL);
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.host === base.host) return route.continue();
    problems.foreignRequests.push(url.href);
    return route.abort();
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => problems.consoleErrors.push(String(err)));
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? '';
    // Blocked foreign requests are reported separately. A request the browser itself cancelled
    // (net::ERR_ABORTED: a module preload no longer wanted, a fetch cut short by the page moving on)
    // is not a fault of the site; a missing file answers 404 and is caught below.
    if (failure === 'net::ERR_ABORTED') return;
    if (!problems.foreignRequests.includes(req.url())) problems.failedRequests.push(`${req.url()} (${failure})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.failedRequests.push(`${res.url()} (HTTP ${res.status()})`);
  });
  return problems;
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * The axe rules whose outcome depends on colours alone: all that a change of theme (Starlight's
 * `data-theme` on <html>, which only swaps colour custom properties) can change. A page already
 * checked with every rule in one theme is checked with these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Run axe-core on the page (every WCAG 2.x A/AA and best-practice rule, or only `rules`, or every
 * rule but `skip`); returns violations.
 */
export async function axe(
  page: Page,
  rules?: readonly string[],
  skip: readonly string[] = [],
): Promise<AxeViolation[]> {
  // Evaluated through the devtools protocol: an inline <script> tag would be refused by the
  // pages' Content-Security-Policy.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([only, off]) => {
      // @ts-expect-error axe is injected above
      const result = await window.axe.run(document, {
        runOnly: only
          ? { type: 'rule', values: only }
          : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
        // only the violations are read: axe then skips the details of the passes (a third of its time on a long page)
        resultTypes: ['violations'],
      });
      return result.violations.map((v: AxeViolation) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    [rules ?? null, skip] as const,
  );
}

export function formatViolations(where: string, vs: AxeViolation[]): string {
  return vs
    .map(
      (v) =>
        `${where}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    )
    .join('\n');
}

/** Set Starlight's theme before any script runs. */
export async function useTheme(context: BrowserContext, theme: 'light' | 'dark'): Promise<void> {
  await context.addInitScript((t) => {
    try {
      localStorage.setItem('starlight-theme', t);
    } catch {
      /* storage may be unavailable */
    }
  }, theme);
}

/** Paths of every page listed in the built sitemap. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const index = await (await page.request.get(new URL('sitemap-index.xml', BASE_URL).href)).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const paths: string[] = [];
  for (const map of maps) {
    const xml = await (await page.request.get(new URL(new URL(map).pathname, BASE_URL).href)).text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(m[1]!).pathname);
  }
  return paths;
}

/** The language `<html lang>` must carry at a path: its edition's, English at the root. */
export function editionLang(path: string): string {
  const first = path.split('/')[1] ?? '';
  return ({ ja: 'ja', ko: 'ko', 'zh-tw': 'zh-TW' } as Record<string, string>)[first] ?? 'en';
}

/** The translated pages of the other editions, as site paths (content/docs/<locale>/…). */
export function translatedPaths(): string[] {
  return translations(fileURLToPath(new URL('../../content/docs/', import.meta.url))).map(
    (t) => '/' + t.file.replace(/\.mdx?$/, '/').replace(/(^|\/)index\/$/, '$1'),
  );
}

/**
 * The pages a whole-site sweep visits: every English page, every translated page, and for each
 * other edition a few of its pages not translated yet (the English text in that edition's frame,
 * the same as the English page but for the frame): its Japanese Napoleon practice and puzzles
 * pages (islands) and the rule comparison.
 */
export function sweepPaths(all: string[]): string[] {
  const translated = new Set(translatedPaths());
  const samples = ['japanese/practice/', 'japanese/puzzles/', 'compare-rules/'];
  return all.filter(
    (p) =>
      editionLang(p) === 'en' ||
      translated.has(p) ||
      samples.some((s) => p === `/${p.split('/')[1]}/${s}` && editionLang(p) !== 'en'),
  );
}

/**
 * How many pages a sweep over the site keeps open at once. The sweeps wait mostly on the network
 * going idle and on the renderer, not on this process, so a few at a time finish much sooner than
 * one at a time; more than three only queue for the two cores of the CI machine.
 */
export const SWEEP_PAGES = 3;

/**
 * Call `fn` on every item, at most `width` at a time; results come back in the items' order, so a
 * sweep's report reads the same however its pages interleave.
 */
export async function inTurn<T, R>(
  items: readonly T[],
  fn: (item: T) => Promise<R>,
  width = SWEEP_PAGES,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  });
  await Promise.all(lanes);
  return out;
}
