/**
 * "What can I know?" at the practice table (learning mode: Japanese, Taiwanese/HK Napoleon and
 * Mighty): a closed panel
 * near the game log, opened by keyboard during play, that names a seat ruled out of a suit by a
 * trick it did not follow — in words — and passes axe. Bounded by moves.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import { openTable, step, textNow } from './practice-driver.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const SEED = 'know1';
const PARTNER: Record<string, string> = { japanese: 'adjutant', 'tw-hk': 'secretary', mighty: 'friend' };

describe('what can I know?', () => {
  for (const variant of ['japanese', 'tw-hk', 'mighty']) {
    const url = new URL(`${variant}/practice/?seed=${SEED}&level=easy&delay=0&hands=1`, BASE_URL).href;
    test(`${variant}: the panel opens by keyboard and says which seat cannot hold a suit, and why`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const { page, problems } = await openPage(ctx);
      await openTable(page, url);
      const panel = page.locator('[data-testid="know-panel"]');
      // through the auction and the exchange to the first card played
      for (let moves = 0; moves < 80 && (await panel.count()) === 0; moves++) await step(page);
      assert.equal(await panel.count(), 1, 'the panel is there once the play begins');
      assert.equal(await panel.evaluate((d) => (d as HTMLDetailsElement).open), false, 'it starts closed');
      const summary = panel.locator('summary');
      assert.equal((await summary.textContent())?.trim(), 'What can I know?');
      await summary.focus();
      await page.keyboard.press('Enter');
      assert.equal(await panel.evaluate((d) => (d as HTMLDetailsElement).open), true, 'Enter opens it');
      const rows = panel.locator('[data-testid="know-rows"]');
      await rows.waitFor();
      // play on until a seat has shown out of a suit
      const ruledOut = /Computer \d cannot hold any: did not follow (spades|hearts|diamonds|clubs) at trick \d+\./;
      let text = (await rows.textContent()) ?? '';
      for (let moves = 0; moves < 200 && !ruledOut.test(text) && (await panel.count()); moves++) {
        await step(page);
        text = (await textNow(page, '[data-testid="know-panel"] [data-testid="know-rows"]')) || text;
      }
      assert.match(text, ruledOut);
      assert.match(text, /Spades:.*Hearts:.*Diamonds:.*Clubs:/s);
      assert.match(
        text,
        new RegExp(`^The ${PARTNER[variant]} card, ([♠♥♦♣]\\S+|the [a-z ]+):|You discarded it|^Spades:`),
      );
      // words, not identifiers
      assert.doesNotMatch(text, /\bseat \d|\b[SHDC](10|[2-9AKQJ])\b|\b(BJ|LJ|JK)\b/);
      assert.ok(await panel.locator('li', { hasText: ruledOut }).first().isVisible(), 'the reason is visible');
      const v = await axe(page);
      assert.deepEqual(v, [], formatViolations('the practice table with "What can I know?" open', v));
      assert.deepEqual(problems.consoleErrors, []);
      await ctx.close();
    });
  }
});
