/**
 * The rule comparison on the Korean Mighty local-rules page (/ko/mighty/local-rules/), by keyboard:
 * the two columns' verdicts read in Korean (the engine's sentence in the Korean pages' words), the
 * game menu offers Mighty only (the edition names Mighty's rules), a rule changed on one side by
 * keyboard makes both sides agree; nothing a person reads or hears (text, menu options, control
 * names, spoken card names) is in Latin letters except card codes, and axe finds nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, openPage } from './browser.ts';
import { chooseByKeys, noAxe, readable } from './lang-driver.ts';

/** Latin-letter words a Korean reader should not meet (card ranks and codes, the cards field's values, excepted). */
const latin = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z0-9][A-Za-z0-9'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => /[A-Za-z]/.test(w) && !/^(?:[AKQJ]|JK|BJ|LJ|[SHDC](?:[2-9]|10|[AKQJ]))$/.test(w));

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('the rule comparison on the Korean Mighty page, by keyboard', () => {
  test('/ko/mighty/local-rules/: both verdicts in Korean, a rule changed on one side by keyboard; axe clean', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ko/mighty/local-rules/', BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    const island = page.locator('.isl-compare');
    await island.scrollIntoViewIfNeeded();
    // the first columns are in the page before the island wakes: already Korean
    const before = await island.innerText();
    assert.match(before, /규칙 1/);
    assert.deepEqual(latin(before), [], before);
    await page.locator('.isl-compare[data-ready="true"]').waitFor();
    assert.equal(await island.getAttribute('aria-label'), '한 트릭으로 규칙 비교하기');
    // the game menu offers Mighty only, by its Korean name
    const game = island.getByRole('combobox', { name: /^게임/ });
    assert.deepEqual(await game.locator('option').allInnerTexts(), ['마이티']);
    const cols = island.getByTestId('column');
    assert.equal(await cols.count(), 2);
    // spades are trumps: ♦A is the mighty under the Pagat rules, ♣A under the other rule set
    assert.match(await cols.nth(0).getByTestId('reason').innerText(), /^♦A는 마이티라서/);
    assert.match(await cols.nth(1).getByTestId('reason').innerText(), /^♣A는 마이티라서/);
    assert.match(await cols.nth(0).innerText(), /파갓 규칙/);
    assert.match(await cols.nth(1).innerText(), /기루다가 스페이드일 때의 마이티: ♣A/);
    assert.match(await cols.nth(1).innerText(), /다름/);
    assert.deepEqual(latin(await readable(island)), [], 'the comparison reads in Korean');
    await noAxe(page, 'the Korean comparison');

    // rule set 1: the mighty with spades trumps is ♣A, all by keyboard
    const editor = cols.nth(0).locator('details');
    await editor.locator('summary').focus();
    assert.equal((await editor.locator('summary').innerText()).trim(), '규칙 1 바꾸기');
    await page.keyboard.press('Enter');
    await chooseByKeys(page, editor.getByRole('combobox', { name: /^설정/ }), 'mightyWhenSpadesTrump');
    await chooseByKeys(page, editor.getByRole('combobox', { name: /^값/ }), 'CA');
    await editor.getByRole('button', { name: '설정 적용' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      /^♣A는/.test(document.querySelector('[data-testid="column"] [data-testid="reason"]')?.textContent ?? ''),
    );
    assert.match(await cols.nth(0).innerText(), /파갓 규칙, 기루다가 스페이드일 때의 마이티: ♣A/);
    assert.doesNotMatch(await cols.nth(1).innerText(), /다름/, 'both sides now agree');
    assert.deepEqual(latin(await readable(island)), [], 'the changed comparison reads in Korean');
    await noAxe(page, 'the Korean comparison with a rule changed');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
