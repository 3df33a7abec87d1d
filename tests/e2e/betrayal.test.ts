/**
 * Betrayal with ♣10 at the practice table (Japanese `betrayal: adjutant-and-napoleon`): the
 * player, Napoleon holding ♣10 and the joker, is offered a play that declares betrayal, takes it by
 * keyboard, and the table says so. Seed `betray-13` deals seat 0 ♣10 and the joker, and ♠A (the
 * usual adjutant card in spades) to another player.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import { keyboardMove, openTable, waitForTurnOrEnd } from './practice-driver.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('betrayal at the practice table', () => {
  test('Napoleon holding ♣10 and the joker declares betrayal with a play, and the table shows it', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    const href = new URL(
      'japanese/practice/?seed=betray-13&level=easy&delay=0&hands=1&seat=0&rules=joker,betrayal:adjutant-and-napoleon',
      BASE_URL,
    ).href;
    await openTable(page, href);
    const table = page.locator('[data-testid="table"]');
    const actions = page.locator('[data-testid="actions"]');
    // The auction: bid 20 in spades at the player's turn (nobody can bid over it).
    for (let i = 0; i < 20 && !(await page.locator('[data-testid="bidding-box"]').count()); i++) {
      await waitForTurnOrEnd(page);
    }
    const bid = page.locator('[data-testid="bidding-box"]').getByRole('button', { name: /^Bid 20\b.*spades$/ });
    await bid.focus();
    await page.keyboard.press('Enter');
    // Name the usual adjutant card, then discard three cards other than ♣10 and the joker.
    for (let i = 0; i < 40; i++) {
      if ((await actions.textContent())?.includes('Discard 3 cards')) break;
      if ((await table.getAttribute('data-my-turn')) === 'true') await keyboardMove(page);
      else await waitForTurnOrEnd(page);
    }
    const keep = /ten of clubs|joker/i;
    for (const card of await page.locator('[data-testid="hand"] button.ecard').all()) {
      if ((await page.locator('[data-testid="hand"] button.ecard[aria-pressed="true"]').count()) === 3) break;
      if (keep.test((await card.textContent()) ?? '')) continue;
      await card.focus();
      await page.keyboard.press('Enter');
    }
    const confirm = page.locator('[data-testid="confirm-select"]');
    await confirm.focus();
    await page.keyboard.press('Enter');
    // The opening lead: every card can be played plainly or with a declaration of betrayal.
    await page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])').first().waitFor();
    const lead = page
      .locator('[data-testid="hand"] button.ecard:not([aria-pressed])')
      .filter({ hasNotText: keep })
      .first();
    await lead.focus();
    await page.keyboard.press('Enter');
    const group = page.getByRole('group', { name: 'How to play this card' });
    const betray = group.getByRole('button', { name: /, declaring betrayal$/ });
    assert.equal(await betray.count(), 1, await actions.innerText());
    assert.equal(await group.getByRole('button', { name: /^Play [^,]+$/ }).count(), 1);
    const violations = await axe(page);
    assert.deepEqual(violations, [], formatViolations('betrayal choice', violations));
    await betray.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Betrayal: You, Napoleon, betrayed the adjutant and play alone.').waitFor();
    // The game log keeps the announcement (the live region moves on with the computers' plays).
    assert.match(
      (await page.locator('[data-testid="game-log"]').textContent()) ?? '',
      /You play the [a-z]+ of [a-z]+, and declare betrayal\./,
    );
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
