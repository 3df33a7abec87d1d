/**
 * The Chinese edition's Taiwanese & Hong Kong Napoleon course by keyboard only: on
 * /zh-tw/tw-hk/learn/ the course page, the first lesson answered wrong and then right — a card that
 * may not be played, a card that does not win the trick (the engine's reason, made in Chinese from
 * its sentence) — to its recap, and the progress on the course page after a reload; on
 * /zh-tw/tw-hk/practice/ the warm-up lesson below the table, the big joker winning early and losing
 * in the last three tricks. Nothing a person reads in the islands (text, names of controls, cards'
 * spoken names, live-region sentences) is in Latin letters, outside card codes; axe clean at every stage.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import { BASE_URL, launch, openPage } from './browser.ts';
import { latin, noAxe, readable } from './lang-driver.ts';
import { feedbackMatches, focusMoved, playCard, press } from './course-driver.ts';

async function allChinese(l: Locator, where: string): Promise<void> {
  const text = await readable(l);
  assert.deepEqual(latin(text), [], `${where} reads in Chinese:\n${text}`);
  assert.match(text, /[\u4e00-\u9fff]/, `${where} has Chinese text`);
}

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const href = (p: string) => new URL(p, BASE_URL).href;

describe('the Chinese tw-hk course, by keyboard', () => {
  test('/zh-tw/tw-hk/learn/: a lesson answered wrong then right to its recap, all in Chinese; the progress after a reload', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('zh-tw/tw-hk/learn/'));
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-TW');
    const course = page.locator('.isl-course[data-ready="true"]');
    await course.waitFor();
    assert.match((await page.locator('[data-testid="course-summary"]').innerText()).trim(), /^\d+課中完成0課。$/);
    await allChinese(course, 'the course page');
    await noAxe(page, 'the Chinese course page');

    await press(page, /^開始上課$/);
    await page.locator('.isl-lesson[data-ready="true"]').waitFor();
    assert.equal((await page.locator('.isl-lesson h2').innerText()).trim(), '課程：一輪與跟牌');
    await allChinese(course, 'a reading step');
    await press(page, /^下一步$/);
    await press(page, /^下一步$/);
    await allChinese(course, 'a question before it is answered');
    // Clubs were led: ♠7 may not be played, ♣2 must
    await playCard(page, 'S7');
    const refused = await feedbackMatches(page, /^不對/);
    assert.equal(refused, '不對。這裡不能出♠7，規則只允許出♣2。請再試一次。');
    await allChinese(course, 'a card that may not be played');
    await noAxe(page, 'a card that may not be played');
    await press(page, /^再試一次$/);
    await playCard(page, 'C2');
    assert.match(await feedbackMatches(page, /^答對了/), /♣2可以出：它跟了首引的花色。/);
    await press(page, /^下一步$/);
    // No trump played: ♣K does not win, ♣A does — the engine's reason in Chinese
    await playCard(page, 'CK');
    const lost = await feedbackMatches(page, /^不對/);
    assert.equal(lost, '不對。♣K沒有贏，贏的是♣A。沒有人出王牌，♣A是首引花色（梅花）裡最大的牌。請再試一次。');
    await allChinese(course, 'a card that does not win');
    await noAxe(page, 'a trick answered wrong');
    await press(page, /^再試一次$/);
    await playCard(page, 'CA');
    assert.match(await feedbackMatches(page, /^答對了/), /♣A贏下這一輪。/);
    await press(page, /^下一步$/);
    await page
      .locator('.isl-lesson [data-testid="lesson-progress"]')
      .filter({ hasText: /^第5步（共6步）$/ })
      .waitFor();
    await playCard(page, 'D9');
    await feedbackMatches(page, /^答對了/);
    await press(page, /^下一步$/);
    await playCard(page, 'H9');
    await feedbackMatches(page, /^答對了/);
    await allChinese(course, 'a step answered right');
    await press(page, /^下一步$/);
    const recap = page.locator('[data-testid="lesson-recap"]');
    await recap.waitFor();
    assert.match(await recap.innerText(), /每一題都一次答對，就能拿到★/, 'a mistake costs the star');
    assert.equal(
      await recap.getByRole('link', { name: '讀規則裡的這一段' }).getAttribute('href'),
      '/zh-tw/tw-hk/rules/#5-play',
    );
    await allChinese(course, 'the recap');
    await noAxe(page, 'the recap');

    // After a reload, the course page shows the progress in Chinese.
    await page.reload();
    await course.waitFor();
    const items = page.locator('.isl-course__list > li');
    assert.match(await items.nth(0).innerText(), /完成/);
    assert.doesNotMatch(await items.nth(0).innerText(), /★/);
    assert.match(await items.nth(1).innerText(), /還沒開始/);
    assert.match((await page.locator('[data-testid="course-summary"]').innerText()).trim(), /^\d+課中完成1課。$/);
    await allChinese(course, 'the course page with progress');
    await noAxe(page, 'the course page with progress');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/zh-tw/tw-hk/practice/: the warm-up lesson — the big joker early, then the last three tricks — in Chinese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('zh-tw/tw-hk/practice/'));
    const island = page.locator('.isl-lesson');
    await island.scrollIntoViewIfNeeded();
    await page.locator('.isl-lesson[data-ready="true"]').waitFor();
    assert.equal((await island.locator('h3').innerText()).trim(), '課程：大小鬼與末三輪');
    await allChinese(island, 'the warm-up lesson');
    await island.getByRole('button', { name: '下一步', exact: true }).focus();
    await page.keyboard.press('Enter');
    await focusMoved(page);
    await allChinese(island, 'a trick to win, before it is answered');
    await noAxe(page, 'the warm-up lesson, a question');
    // Trick 2: ♦4 loses to the ♠5 trump played after it; the big joker wins
    await playCard(page, 'D4');
    const lost = await feedbackMatches(page, /^不對/);
    assert.equal(lost, '不對。出♦4的話，♠5會贏下這一輪。♠5是這一輪最大的王牌（黑桃）。請再試一次。');
    await allChinese(island, 'a card that loses the trick');
    await noAxe(page, 'the warm-up lesson answered wrong');
    await press(page, /^再試一次$/);
    await playCard(page, 'BJ');
    assert.match(await feedbackMatches(page, /^答對了/), /你的大鬼會贏下這一輪。大鬼只輸給秘書牌/);
    await press(page, /^下一步$/);
    await press(page, /^下一步$/);
    // Trick 9 of 10: the big joker is the lowest card now
    await playCard(page, 'BJ');
    const weak = await feedbackMatches(page, /^不對/);
    assert.match(weak, /^不對。出大鬼的話，♣A會贏下這一輪。.*（末三輪中大小鬼是最小的牌）。請再試一次。$/, weak);
    await allChinese(island, 'the big joker in the last three tricks');
    await press(page, /^再試一次$/);
    await playCard(page, 'S4');
    assert.match(await feedbackMatches(page, /^答對了/), /你的♠4會贏下這一輪。/);
    await allChinese(island, 'the winning trump');
    await noAxe(page, 'the warm-up lesson answered right');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
