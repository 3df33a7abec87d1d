/** The Daifugō score calculator on the scoring page: engine-backed points, totals and game end. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('scores a round by keyboard, names a duplicated place, and says when the game is over', async () => {
  const ctx = await browser.newContext();
  const { page, problems } = await openPage(ctx);
  await page.goto(new URL('daifugo/scoring/', BASE_URL).href);
  const calc = page.locator('section[aria-label="Daifugō score calculator"]');
  await calc.scrollIntoViewIfNeeded();
  await calc.and(page.locator('[data-ready="true"]')).waitFor();
  // Plus scoring, 4 players: 1st to 4th score 3, 2, 1, 0.
  assert.equal(await page.getByTestId('df-points-0').textContent(), '+3');
  assert.equal(await page.getByTestId('df-points-3').textContent(), '0');
  // Player 1 had 10 and wins the round: 13 ≥ 12 ends the game.
  const total1 = page.getByRole('spinbutton', { name: 'Player 1: total before the round' });
  await total1.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('10');
  await page.waitForFunction(() => document.querySelector('[data-testid="df-total-0"]')?.textContent === '13');
  assert.match((await page.getByTestId('df-verdict').textContent()) ?? '', /game is over: player 1 wins/);
  // Player 2 also "finishes 1st": the calculator names the problem instead of scoring.
  await page.getByRole('combobox', { name: 'Player 2: finished' }).selectOption('0');
  assert.match((await page.getByTestId('df-verdict').textContent()) ?? '', /players 1 and 2 cannot both finish 1st/);
  const violations = await axe(page);
  assert.deepEqual(violations, [], formatViolations('daifugo scoring', violations));
  assert.deepEqual(problems.consoleErrors, []);
  await ctx.close();
});
