/**
 * The browser tests' fixtures (Playwright Test): every page a test opens — the default `page` and
 * any page of a context made with `newContext` — is watched, and at the end of the test it must
 * have logged no console error and asked no host but the local server. `axe` checks the page as
 * it is now. A test that expects console errors (a refused injected script) names them with
 * `test.use({ allowedErrors: [/…/] })`.
 */
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { axe as runAxe, formatViolations, watch, type PageProblems } from './browser.ts';

export { expect };

interface Fixtures {
  /** Console errors matching one of these are allowed. */
  allowedErrors: RegExp[];
  /** Watch another page of this test (the default page is watched already). */
  watchPage: (page: Page) => Promise<PageProblems>;
  /** A new context whose pages are all watched. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** The default page's problems so far. */
  problems: PageProblems;
  /** Run axe on a page (every rule, or only `rules`); fails naming each violation. */
  axe: (page: Page, where: string, rules?: readonly string[]) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  allowedErrors: [[], { option: true }],
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
  newContext: async ({ browser, watchPage }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const ctx = await browser.newContext(options);
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
