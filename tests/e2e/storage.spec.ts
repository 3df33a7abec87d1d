/**
 * Damaged storage in the browser: every key the site writes is set to a bad value before any
 * script runs, and each page that reads a key must load without a page error, work, and still
 * work after a reload. What each reader makes of every kind of damage is checked headless
 * (tests/unit/islands/storage-corruption.test.ts); this checks the pages' wiring, once per page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const KEYS = [
  'etori.practice.v1.japanese',
  'etori.practice.v1.daifugo',
  'etori.course.v1',
  'etori.puzzles.v1',
  'etori.trainer.v1',
  'etori.deck.v1',
  'etori.score-pad.v1',
  'starlight-theme',
];

/**
 * Bad values: text that is not JSON, and JSON of the wrong shape — for the practice keys the first
 * format with a state this build does not have and a damaged sheet, for every other key an object
 * of another version. (Each reader's answer to every kind of damage is the unit test's.)
 */
const DAMAGE: Record<string, string> = {
  'not JSON': '{not json',
  'wrong shape, old format, unknown state': JSON.stringify({
    v: 1,
    settings: { variant: 'japanese', seed: 'x', seat: 0, level: 'normal', rules: {} },
    snapshot: { status: 'active', value: { nowhere: 'renamed' }, context: { state: null } },
    sheet: [['x', null, {}], 1e308],
  }),
};

/** A page that reads a key, and what shows that it works. */
const PAGES: { path: string; works: (page: Page) => Promise<void> }[] = [
  ...['japanese', 'daifugo'].map((game) => ({
    path: `${game}/practice/`,
    works: async (page: Page) => {
      await page.locator('.isl-practice').scrollIntoViewIfNeeded();
      // Hydrated (the server drew the same form): the island has read the stored game.
      await expect(page.locator('.isl-practice[data-hydrated="true"]')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
    },
  })),
  {
    path: 'japanese/learn/',
    works: async (page) => {
      await page.locator('.isl-course').scrollIntoViewIfNeeded();
      await expect(page.locator('.isl-course[data-ready="true"]')).toBeVisible();
      await expect(page.getByRole('button', { name: /Start the course|Continue/ })).toBeVisible();
    },
  },
  {
    path: 'japanese/puzzles/',
    works: async (page) => {
      await page.locator('.isl-puzzle').first().scrollIntoViewIfNeeded();
      await expect(page.locator('.isl-puzzle[data-ready="true"] .ecard').first()).toBeVisible();
    },
  },
  {
    path: 'puzzles/',
    works: async (page) => {
      await expect(page.locator('.isl-trainer[data-ready="true"] .isl-puzzle[data-ready="true"]')).toBeVisible();
      await expect(page.locator('.isl-trainer')).toContainText(/rating/i);
    },
  },
  {
    path: 'score/',
    works: async (page) => {
      // Loaded (the damaged evenings set aside): the new-evening form is offered.
      await expect(page.getByRole('button', { name: 'Start the evening' })).toBeVisible();
    },
  },
  {
    path: 'japanese/rules/',
    works: async (page) => {
      await expect(page.locator('main h1')).toBeVisible();
      expect(['light', 'dark']).toContain(await page.evaluate(() => document.documentElement.dataset['theme']));
    },
  },
];

for (const [name, value] of Object.entries(DAMAGE)) {
  test(`storage damaged (${name}): every page that reads it works, then works after a reload`, async ({ page }) => {
    await page.addInitScript(
      ({ keys, value }) => {
        if (sessionStorage.getItem('damaged')) return;
        sessionStorage.setItem('damaged', '1');
        for (const k of keys) localStorage.setItem(k, value);
      },
      { keys: KEYS, value },
    );
    for (const p of PAGES) {
      await page.goto(p.path);
      await p.works(page);
      await page.reload();
      await p.works(page);
      // Set the damage again for the next page (a page that read a key may have set it aside).
      await page.evaluate(({ keys, value }) => keys.forEach((k) => localStorage.setItem(k, value)), {
        keys: KEYS,
        value,
      });
    }
    // Nothing stored is lost: the damaged practice save was kept under its backup key.
    expect(await page.evaluate(() => localStorage.getItem('etori.practice.backup.japanese'))).toBe(value);
    expect(await page.evaluate(() => localStorage.getItem('etori.score-pad.v1.backup'))).toBe(value);
  });
}
