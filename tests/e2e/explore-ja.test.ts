/**
 * The exploring islands on Japanese pages, by keyboard: each converted island (the score
 * calculators, …) is used as a person would — an option changed, a number typed, the result read —
 * and speaks Japanese: nothing a person reads or hears (text, option texts, control names) is in
 * Latin letters, the results and problems are Japanese sentences, and axe finds nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import { latin, readable, typeInto } from './lang-driver.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('score calculators on Japanese pages, by keyboard', () => {
  test('/ja/japanese/scoring/: fewer honours than bid, then a number out of range, in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/japanese/scoring/', BASE_URL).href);
    const calc = page.locator('.isl-score').first();
    await calc.scrollIntoViewIfNeeded();
    await page.locator('.isl-score[data-ready="true"]').first().waitFor();
    assert.match((await calc.getAttribute('aria-label')) ?? '', /^得点計算機：ナポレオン/);
    assert.deepEqual(latin(await readable(calc)), [], 'the form reads in Japanese');
    // the Napoleon side takes fewer honours than bid: Napoleon loses
    await typeInto(page, calc.getByLabel('ナポレオン軍が取った絵札の枚数'), '10');
    await page.waitForFunction(() =>
      document.querySelector('.isl-score [data-testid="score-napoleon"]')?.textContent?.startsWith('\u2212'),
    );
    assert.equal((await calc.getByRole('rowheader').first().innerText()).trim(), 'ナポレオン');
    // solo, chosen by keyboard: no adjutant row
    const partner = calc.getByLabel('味方');
    await partner.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => !document.querySelector('.isl-score [data-testid="score-adjutant"]'));
    assert.equal(await partner.inputValue(), 'solo');
    assert.deepEqual(latin(await readable(calc)), [], 'the result reads in Japanese');
    // a number out of range is named in Japanese
    await typeInto(page, calc.getByLabel('ナポレオン軍が取った絵札の枚数'), '99');
    await page.waitForFunction(() =>
      /までの整数を入れてください/.test(document.querySelector('.isl-score')?.textContent ?? ''),
    );
    assert.deepEqual(latin(await readable(calc)), [], 'the problem reads in Japanese');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the Japanese score calculator', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/mighty/scoring/: no friend declared, by keyboard; the rows are Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/mighty/scoring/', BASE_URL).href);
    const calc = page.locator('.isl-score').first();
    await calc.scrollIntoViewIfNeeded();
    await page.locator('.isl-score[data-ready="true"]').first().waitFor();
    assert.equal(await calc.getByTestId('score-friend').count(), 1);
    const partner = calc.getByLabel('味方');
    await partner.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => !document.querySelector('.isl-score [data-testid="score-friend"]'));
    const rows = (await calc.getByRole('rowheader').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(rows, ['主攻', '守備側（1人あたり）']);
    // the trump, chosen by keyboard: no trumps doubles the score
    const before = await calc.getByTestId('score-declarer').innerText();
    const trump = calc.getByLabel('切り札');
    await trump.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    assert.equal(await trump.inputValue(), 'N');
    await page.waitForFunction(
      (b) => document.querySelector('.isl-score [data-testid="score-declarer"]')?.textContent !== b,
      before,
    );
    assert.deepEqual(latin(await readable(calc)), [], 'the Mighty calculator reads in Japanese');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the Japanese Mighty score calculator', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/daifugo/scoring/: a round that ends the game, then a place given twice, in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/daifugo/scoring/', BASE_URL).href);
    const calc = page.locator('section[aria-label="大富豪の得点計算機"]');
    await calc.scrollIntoViewIfNeeded();
    await calc.and(page.locator('[data-ready="true"]')).waitFor();
    assert.deepEqual(latin(await readable(calc)), [], 'the form reads in Japanese');
    assert.equal(await page.getByTestId('df-points-0').textContent(), '+3');
    // player 1 had 10 and finishes first: 13 ≥ 12 ends the game
    await typeInto(page, page.getByRole('spinbutton', { name: '1番の人：この回の前の合計' }), '10');
    await page.waitForFunction(() => document.querySelector('[data-testid="df-total-0"]')?.textContent === '13');
    assert.equal((await page.getByTestId('df-verdict').innerText()).trim(), 'ゲーム終了：1番の人の勝ちです。');
    // player 2 "finishes first" too, chosen by keyboard: the calculator names the problem
    const place2 = page.getByRole('combobox', { name: '2番の人：上がった順番' });
    await place2.focus();
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() =>
      /1番の人と2番の人が両方1番目/.test(document.querySelector('[data-testid="df-verdict"]')?.textContent ?? ''),
    );
    // the scoring, by keyboard: minus scoring starts everyone with a stock
    const scoring = calc.getByLabel('得点のつけ方');
    await scoring.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => /持ち点/.test(document.querySelector('.isl-score caption')?.textContent ?? ''));
    assert.deepEqual(latin(await readable(calc)), [], 'the results read in Japanese');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the Japanese Daifugō score calculator', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});

describe('the ranking explorer on Japanese pages, by keyboard', () => {
  const firstCards = (rank: Locator, n: number) =>
    rank
      .locator('[data-testid="ranking"] .ecard')
      .evaluateAll((es, k) => es.slice(0, k).map((e) => e.getAttribute('data-card')), n);

  test('/ja/japanese/ranking/: a new trump chosen by keyboard; the cards, roles and notes are Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/japanese/ranking/', BASE_URL).href);
    const rank = page.locator('.isl-ranking').first();
    await rank.scrollIntoViewIfNeeded();
    await page.locator('.isl-ranking[data-ready="true"]').first().waitFor();
    assert.deepEqual(await firstCards(rank, 3), ['SA', 'HJ', 'DJ']);
    assert.match(
      await rank.locator('[data-testid="ranking"] li').first().innerText(),
      /スペードのエース.*オールマイティ/s,
    );
    // hearts → diamonds, by keyboard
    const trump = rank.getByLabel('切り札', { exact: false }).first();
    await trump.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.isl-ranking [data-testid="ranking"] .ecard')[1]?.getAttribute('data-card') === 'DJ',
    );
    assert.deepEqual(await firstCards(rank, 3), ['SA', 'DJ', 'HJ']);
    assert.match(await rank.innerText(), /ルール：.+。強い順に並べています。/);
    assert.deepEqual(latin(await readable(rank)), [], 'the ranking reads in Japanese');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the Japanese ranking explorer', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/daifugo/ranking/: a revolution switched on by keyboard reverses the order, in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/daifugo/ranking/', BASE_URL).href);
    const rank = page.locator('.isl-ranking').first();
    await rank.scrollIntoViewIfNeeded();
    await page.locator('.isl-ranking[data-ready="true"]').first().waitFor();
    const third = async () => (await firstCards(rank, 3))[2] ?? '';
    assert.match(await third(), /2$/);
    const revolution = rank.getByRole('checkbox', { name: '革命中' });
    await revolution.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() =>
      /3$/.test(
        document.querySelectorAll('.isl-ranking [data-testid="ranking"] .ecard')[2]?.getAttribute('data-card') ?? '',
      ),
    );
    assert.deepEqual(latin(await readable(rank)), [], 'the Daifugō ranking reads in Japanese');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the Japanese Daifugō ranking', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
