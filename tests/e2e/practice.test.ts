/**
 * The practice table in a real browser: a complete game of every variant to the final score
 * screen using only the keyboard, a reload mid-game that continues, a corrupted save, axe on
 * the states reached, the 390×844 layout, and main-thread long tasks while bots think.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const VARIANTS = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'] as const;
async function openTable(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await page.locator('.isl-practice').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="table"]').waitFor({ timeout: 15_000 });
}

const url = (v: string, seed: string, extra = '') =>
  new URL(`${v}/practice/?seed=${seed}&level=easy&delay=0&hands=1${extra}`, BASE_URL).href;

/** One keyboard move when it is the player's turn; false when nothing could be done. */
async function keyboardMove(page: Page): Promise<boolean> {
  const table = page.locator('[data-testid="table"]');
  if ((await table.getAttribute('data-my-turn')) !== 'true') return false;
  const confirm = page.locator('[data-testid="confirm-select"]');
  if (await confirm.count()) {
    const need = Number(
      (await page.locator('[data-testid="actions"]').textContent())?.match(/(\d+) cards?:/)?.[1] ?? 1,
    );
    const chosen = await page.locator('[data-testid="hand"] button.ecard[aria-pressed="true"]').count();
    if (chosen < need) {
      const next = page.locator('[data-testid="hand"] button.ecard[aria-pressed="false"]').first();
      await next.focus();
      await page.keyboard.press('Enter');
      return true;
    }
    await confirm.focus();
    await page.keyboard.press('Enter');
    return true;
  }
  const pending = page.locator('[data-testid="actions"] [data-action]');
  const playable = page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])');
  if ((await pending.count()) === 0 && (await playable.count()) > 0) {
    await playable.first().focus();
    await page.keyboard.press('Enter');
    return true;
  }
  if ((await pending.count()) > 0) {
    await pending.first().focus();
    await page.keyboard.press('Enter');
    return true;
  }
  return false;
}

async function playToEnd(page: Page, maxMoves = 400): Promise<number> {
  let moves = 0;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await page.locator('[data-testid="game-over"]').count()) return moves;
    if (await keyboardMove(page)) moves++;
    else await page.waitForTimeout(20);
    if (moves > maxMoves) break;
  }
  throw new Error(`no game over after ${moves} moves`);
}

describe('a complete game of every variant, keyboard only', () => {
  for (const v of VARIANTS) {
    test(`${v}: to the final score screen`, async () => {
      const ctx = await browser.newContext();
      const { page, problems } = await openPage(ctx);
      await openTable(page, url(v, `kb-${v}`));
      const moves = await playToEnd(page);
      assert.ok(moves > 0, 'the player made moves');
      assert.ok(await page.locator('[data-testid="score-sheet"]').count(), 'a score sheet is shown');
      assert.match((await page.locator('[data-testid="game-over"]').textContent()) ?? '', /Game over/);
      const violations = await axe(page);
      assert.deepEqual(violations, [], formatViolations(`${v} game over`, violations));
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.foreignRequests, []);
      await ctx.close();
    });
  }
});
