/**
 * The rule comparison on the Chinese edition's tw-hk local-rules page (/zh-tw/tw-hk/local-rules/),
 * by keyboard: the default comparison's verdicts read in Chinese (the engine's sentence in the
 * Chinese pages' words), the game menu names tw-hk alone, a rule changed on one side by keyboard
 * and both verdicts read again; nothing a person reads or hears (text, menu options, control names,
 * spoken card names) is in Latin letters except card codes, and axe finds nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, openPage } from './browser.ts';
import { chooseByKeys, noAxe, readable } from './lang-driver.ts';

/** Latin-letter words a Chinese reader should not meet (card ranks, card and joker codes excepted: the plays field asks for codes). */
const latin = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z0-9][A-Za-z0-9'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => /[A-Za-z]/.test(w) && !/^(?:[AKQJ]|JK|BJ|LJ|[SHDC](?:[2-9]|10|[AKQJ])?)$/.test(w));

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('the rule comparison on the Chinese tw-hk page, by keyboard', () => {
  test('/zh-tw/tw-hk/local-rules/: the verdicts in Chinese, a rule changed by keyboard; axe clean', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('zh-tw/tw-hk/local-rules/', BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-TW');
    const island = page.locator('.isl-compare');
    await island.scrollIntoViewIfNeeded();
    await page.locator('.isl-compare[data-ready="true"]').waitFor();
    assert.equal(await island.getAttribute('aria-label'), '用同一輪牌比較不同規則');
    const game = island.getByRole('combobox', { name: /^遊戲/ });
    assert.deepEqual(await game.locator('option').allInnerTexts(), ['台式／港式拿破崙']);
    const cols = island.getByTestId('column');
    assert.equal(await cols.count(), 2);
    // the default: five players, the 8th trick is one of the last three (the big joker loses); four players, it wins
    assert.match(await cols.nth(0).getByTestId('reason').innerText(), /末三輪中大小鬼是最小的牌/);
    assert.match(await cols.nth(1).getByTestId('reason').innerText(), /大鬼只輸給秘書牌/);
    assert.match(await cols.nth(1).innerText(), /台式；人數：4人/);
    assert.match(await cols.nth(1).innerText(), /不同/);
    assert.deepEqual(latin(await readable(island)), [], 'the comparison reads in Chinese');
    await noAxe(page, 'the Chinese comparison');

    // rule set 1: four players too, all by keyboard — both sides now agree
    const editor = cols.nth(0).locator('details');
    await editor.locator('summary').focus();
    assert.equal((await editor.locator('summary').innerText()).trim(), '修改規則1');
    await page.keyboard.press('Enter');
    await chooseByKeys(page, editor.getByRole('combobox', { name: /^選項/ }), 'players');
    await chooseByKeys(page, editor.getByRole('combobox', { name: /^值/ }), '4');
    await editor.getByRole('button', { name: '設定選項' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      /大鬼只輸給秘書牌/.test(
        document.querySelector('[data-testid="column"] [data-testid="reason"]')?.textContent ?? '',
      ),
    );
    assert.match(await cols.nth(0).innerText(), /台式；人數：4人/);
    assert.doesNotMatch(await cols.nth(1).innerText(), /不同/, 'both sides now agree');
    assert.deepEqual(latin(await readable(island)), [], 'the changed comparison reads in Chinese');
    await noAxe(page, 'the Chinese comparison with a rule changed');
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.foreignRequests, []);
    await ctx.close();
  });
});
