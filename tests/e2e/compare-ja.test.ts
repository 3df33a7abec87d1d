/**
 * The rule comparison on Japanese pages, by keyboard: a rule changed on one side, both columns'
 * verdicts read in Japanese (the engine's explanation in the site's words), a malformed link's
 * problems named in Japanese; nothing a person reads or hears (text, menu options, control names)
 * is in Latin letters except card codes, and axe finds nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, openPage } from './browser.ts';
import { chooseByKeys, noAxe, readable } from './lang-driver.ts';

/** Latin-letter words a Japanese reader should not meet (card ranks, card and joker codes excepted). */
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

const href = (p: string) => new URL(p, BASE_URL).href;

describe('the rule comparison on Japanese pages, by keyboard', () => {
  test('/ja/compare-rules/: a rule changed on one side, both verdicts read in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('ja/compare-rules/'));
    const island = page.locator('.isl-compare');
    await page.locator('.isl-compare[data-ready="true"]').waitFor();
    assert.equal(await island.getAttribute('aria-label'), '1つのトリックでルールを比べる');
    const cols = island.getByTestId('column');
    assert.equal(await cols.count(), 3);
    // the default: the mighty wins under the standard rules, the queen of hearts (yoromeki) under the others
    assert.match(await cols.nth(0).getByTestId('reason').innerText(), /オールマイティ/);
    assert.match(await cols.nth(1).getByTestId('reason').innerText(), /よろめき/);
    assert.match(await cols.nth(1).innerText(), /違う/);
    assert.deepEqual(latin(await readable(island)), [], 'the comparison reads in Japanese');
    await noAxe(page, 'the Japanese comparison');

    // rule set 1: the card that beats the mighty is the queen of hearts, all by keyboard
    const editor = cols.nth(0).locator('details');
    await editor.locator('summary').focus();
    assert.equal((await editor.locator('summary').innerText()).trim(), 'ルール1を変える');
    await page.keyboard.press('Enter');
    await chooseByKeys(page, editor.getByRole('combobox', { name: /^オプション/ }), 'killer');
    await chooseByKeys(page, editor.getByRole('combobox', { name: /^値/ }), 'HQ');
    await editor.getByRole('button', { name: 'オプションを設定' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /killer=HQ/.test(location.search.split(';')[0] ?? ''));
    await page.waitForFunction(
      () =>
        !/オールマイティで/.test(
          document.querySelector('[data-testid="column"] [data-testid="reason"]')?.textContent ?? '',
        ),
    );
    const one = await cols.nth(0).innerText();
    const two = await cols.nth(1).innerText();
    assert.match(one, /標準ルール、オールマイティに勝つカード：♥Q/);
    assert.match(await cols.nth(0).getByTestId('reason').innerText(), /♥Q.*よろめき/);
    assert.match(await cols.nth(1).getByTestId('reason').innerText(), /♥Q.*よろめき/);
    assert.doesNotMatch(two, /違う/, 'both sides now agree');
    assert.deepEqual(latin(await readable(island)), [], 'the changed comparison reads in Japanese');
    await noAxe(page, 'the Japanese comparison with a rule changed');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/compare-rules/: a malformed link is explained in Japanese, part by part', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('ja/compare-rules/?v=japanese&t=Q&p=ZZ,H3&r=nosuch'));
    await page.locator('.isl-compare[data-ready="true"]').waitFor();
    const notice = page.getByTestId('link-errors');
    await notice.waitFor();
    const text = await notice.innerText();
    assert.match(text, /読めないところ/);
    assert.match(text, /「切り札」/);
    assert.match(text, /「出たカード」/);
    assert.match(text, /ルール/);
    assert.ok((await page.getByTestId('column').count()) >= 2, 'the default comparison is shown');
    assert.deepEqual(latin(await readable(page.locator('.isl-compare'))), [], 'the notice reads in Japanese');
    await noAxe(page, 'the Japanese comparison from a malformed link');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/compare-rules/: switched to Daifugō by keyboard, a rule changed on one side, both verdicts in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('ja/compare-rules/'));
    const island = page.locator('.isl-compare');
    await page.locator('.isl-compare[data-ready="true"]').waitFor();
    await chooseByKeys(page, island.getByRole('combobox', { name: /^ゲーム/ }), 'daifugo');
    await page.locator('.isl-compare[data-ready="true"][data-game="daifugo"]').waitFor();
    assert.equal(await island.getAttribute('aria-label'), '1つの出し方でルールを比べる');
    const cols = island.getByTestId('column');
    assert.equal(await cols.count(), 3);
    // an 8 on a 7: allowed everywhere; an eight cut only under 全て (rule set 2)
    assert.match(await cols.nth(0).getByTestId('reason').innerText(), /出せます：\s*♠8。効果は起こりません。/);
    assert.match(await cols.nth(1).getByTestId('reason').innerText(), /8切りが起こります/);
    assert.match(await cols.nth(1).innerText(), /場が流れ、同じ人がもう一度最初に出します/);
    assert.match(await cols.nth(1).innerText(), /違う/);
    assert.deepEqual(latin(await readable(island)), [], 'the Daifugō comparison reads in Japanese');
    await noAxe(page, 'the Japanese Daifugō comparison');

    // rule set 1: eight cut on, by keyboard
    const editor = cols.nth(0).locator('details').last();
    await editor.locator('summary').focus();
    assert.equal((await editor.locator('summary').innerText()).trim(), 'ルール1を変える');
    await page.keyboard.press('Enter');
    await chooseByKeys(page, editor.getByRole('combobox', { name: /^オプション/ }), 'eightCut');
    await chooseByKeys(page, editor.getByRole('combobox', { name: /^値/ }), 'true');
    await editor.getByRole('button', { name: 'オプションを設定' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /[?&]r=moderate\+eightCut=true;/.test(location.search));
    await page.waitForFunction(() =>
      /8切り/.test(document.querySelector('[data-testid="column"] [data-testid="reason"]')?.textContent ?? ''),
    );
    assert.match(await cols.nth(0).innerText(), /ほどほど、8切り：あり/);
    assert.match(await cols.nth(0).innerText(), /場が流れ、同じ人がもう一度最初に出します/);
    assert.match(await cols.nth(1).getByTestId('reason').innerText(), /8切りが起こります/);
    assert.doesNotMatch(await cols.nth(1).innerText(), /違う/, 'rule sets 1 and 2 now agree');
    assert.match(await cols.nth(2).innerText(), /違う/, 'rule set 3 still differs');
    assert.deepEqual(latin(await readable(island)), [], 'the changed Daifugō comparison reads in Japanese');
    await noAxe(page, 'the Japanese Daifugō comparison with a rule changed');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/compare-rules/: a refused Daifugō play and a malformed Daifugō link, in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('ja/compare-rules/?v=daifugo&pile=D5;H7&p=S7&r=moderate;none&rev=maybe&lock=Z'));
    const island = page.locator('.isl-compare');
    await page.locator('.isl-compare[data-ready="true"][data-game="daifugo"]').waitFor();
    const notice = page.getByTestId('link-errors');
    await notice.waitFor();
    const text = await notice.innerText();
    assert.match(text, /「革命」/);
    assert.match(text, /「縛られているスート」/);
    const cols = island.getByTestId('column');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="column"]').length === 2);
    assert.match(await cols.nth(1).getByTestId('reason').innerText(), /出せません：\s*7では7に勝てません/);
    assert.match(await cols.nth(1).innerText(), /同じ人がほかのカードを出すかパスします/);
    assert.deepEqual(latin(await readable(island)), [], 'the notice and the refusal read in Japanese');
    await noAxe(page, 'the Japanese Daifugō comparison from a malformed link');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  for (const [game, name] of [
    ['mighty', /マイティ/],
    ['nap', /ジョーカー/],
    ['tw-hk', /4人/],
  ] as const) {
    test(`/ja/${game}/local-rules/: the embedded comparison speaks Japanese`, async () => {
      const ctx = await browser.newContext();
      const { page, problems } = await openPage(ctx);
      await page.goto(href(`ja/${game}/local-rules/`));
      const island = page.locator('.isl-compare');
      await island.scrollIntoViewIfNeeded();
      await page.locator('.isl-compare[data-ready="true"]').waitFor();
      assert.match(await island.getByTestId('column').nth(1).innerText(), name);
      assert.deepEqual(latin(await readable(island)), [], `the ${game} comparison reads in Japanese`);
      await noAxe(page, `the Japanese ${game} comparison`);
      assert.deepEqual(problems.consoleErrors, []);
      await ctx.close();
    });
  }
});
