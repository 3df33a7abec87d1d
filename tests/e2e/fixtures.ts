/**
 * The browser tests' fixtures (Playwright Test): every page a test opens — the default `page` and
 * any page of a context made with `newContext` — is watched, and at the end of the test it must
 * have logged no console error and asked no host but the local server. `axe` checks the page as
 * it is now. A test that expects console errors (a refused injected script) names them with
 * `test.use({ allowedErrors: [/…/] })`.
 *
 * The per-card analysis of a finished hand (the solver's costs worker, up to 30 s of a core) is
 * handed a worker that never replies, so the marks stay "not analysed": a test of a finished
 * hand would otherwise share its two cores with a search it does not read. The test of the
 * analysis itself (replay.spec.ts) turns it on with `test.use({ handAnalysis: true })`.
 */
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { axe as runAxe, formatViolations, watch, type PageProblems } from './browser.ts';

export { expect };

interface Fixtures {
  /** Console errors matching one of these are allowed. */
  allowedErrors: RegExp[];
  /** Whether a finished hand's per-card analysis runs (off: its worker never replies). */
  handAnalysis: boolean;
  /** Watch another page of this test (the default page is watched already). */
  watchPage: (page: Page) => Promise<PageProblems>;
  /** A new context whose pages are all watched. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** The default page's problems so far. */
  problems: PageProblems;
  /** Run axe on a page (every rule, or only `rules`); fails naming each violation. */
  axe: (page: Page, where: string, rules?: readonly string[]) => Promise<void>;
}

/**
 * Stand in a silent worker for the hand's analysis in every page of `ctx` (Chromium does not let a
 * route answer a worker's script, so the page's Worker constructor hands back a stand-in for it).
 */
async function quietAnalysis(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    const Real = window.Worker;
    if (!Real) return;
    // a subclass, so that a test's own Worker wrapper (practice-driver.ts `instrument`) still extends a Worker
    class Quiet extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        if (/costs-worker/.test(String(url))) {
          // a derived constructor may hand back another object in place of `this`
          const silent = { postMessage() {}, terminate() {}, onmessage: null, onerror: null, onmessageerror: null };
          return Object.assign(new EventTarget(), silent) as unknown as Quiet;
        }
        super(url, options);
      }
    }
    window.Worker = Quiet;
  });
}

export const test = base.extend<Fixtures>({
  allowedErrors: [[], { option: true }],
  handAnalysis: [false, { option: true }],
  context: async ({ context, handAnalysis }, use) => {
    if (!handAnalysis) await quietAnalysis(context);
    await use(context);
  },
  watchPage: async ({ allowedErrors }, use) => {
    const watched: { page: Page; problems: PageProblems }[] = [];
    await use(async (page) => {
      const known = watched.find((w) => w.page === page);
      if (known) return known.problems;
      const problems = await watch(page);
      watched.push({ page, problems });
      return problems;
    });
    for (const { page, problems } of watched) {
      const where = page.isClosed() ? 'a closed page' : page.url();
      const errors = problems.consoleErrors.filter((e) => !allowedErrors.some((r) => r.test(e)));
      expect(errors, `console errors on ${where}`).toEqual([]);
      expect(problems.foreignRequests, `requests to other hosts from ${where}`).toEqual([]);
    }
  },
  newContext: async ({ browser, watchPage, handAnalysis }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const ctx = await browser.newContext(options);
      if (!handAnalysis) await quietAnalysis(ctx);
      ctx.on('page', (p) => void watchPage(p));
      contexts.push(ctx);
      return ctx;
    });
    for (const ctx of contexts) await ctx.close();
  },
  problems: async ({ page, watchPage }, use) => {
    await use(await watchPage(page));
  },
  page: async ({ page, watchPage }, use) => {
    await watchPage(page);
    await use(page);
  },
  axe: async ({}, use) => {
    await use(async (page, where, rules) => {
      const violations = await runAxe(page, rules);
      expect(violations, formatViolations(where, violations)).toEqual([]);
    });
  },
});
