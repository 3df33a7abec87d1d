/**
 * The Korean Mighty course by keyboard only (/ko/mighty/learn/): the course page, the first lesson
 * answered wrong and then right to its recap, a card that may not be played in the next lesson,
 * and the progress after a reload; then the warm-up lesson on /ko/mighty/practice/ — a card that
 * loses the trick (the engine's reason, made in Korean from its answer), then the mighty that wins
 * it. Nothing a person reads in the lesson and course islands (text, names of controls, cards'
 * spoken names, live-region sentences) is in Latin letters, outside card codes; axe clean at every
 * stage.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, launch, openPage } from './browser.ts';
import { latin, noAxe, readable } from './lang-driver.ts';
import { feedbackMatches, focusMoved, playCard as play, press } from './course-driver.ts';

async function allKorean(l: Locator, where: string): Promise<void> {
  const text = await readable(l);
  assert.match(text, /[\uac00-\ud7a3]/, `${where}: Korean is shown`);
  assert.deepEqual(latin(text), [], `${where} reads in Korean:\n${text}`);
}

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const href = (p: string) => new URL(p, BASE_URL).href;

/** A card of the lesson (the coached hand's table may hold the same card). */
const playCard = (page: Page, card: string) => play(page, card, { scope: '.isl-lesson' });

describe('the Korean Mighty course, by keyboard', () => {
  test('/ko/mighty/learn/: a lesson answered wrong then right to its recap, all in Korean; the progress after a reload', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('ko/mighty/learn/'));
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    const course = page.locator('.isl-course[data-ready="true"]');
    await course.waitFor();
    assert.match(
      (await page.locator('[data-testid="course-summary"]').innerText()).trim(),
      /^레슨 \d+개 중 0개 완료\.$/,
    );
    await allKorean(course, 'the course page');
    await noAxe(page, 'the Korean course page');

    await press(page, /^코스 시작하기$/);
    const lesson = page.locator('.isl-lesson[data-ready="true"]');
    await lesson.waitFor();
    assert.equal((await page.locator('.isl-lesson h2').innerText()).trim(), '레슨: 점수 카드');
    await allKorean(course, 'a reading step');
    await press(page, /^다음$/);
    await allKorean(course, 'a question before it is answered');
    // "How many point cards are in the game?": 16 is wrong, 20 is right
    await press(page, /^16$/);
    const wrong = await feedbackMatches(page, /^틀렸습니다/);
    assert.match(wrong, /^틀렸습니다\. ‘16’이 아닙니다\. .+점수 카드는 20장입니다\. 다시 해 보세요\.$/, wrong);
    await allKorean(course, 'a question answered wrong');
    await noAxe(page, 'a question answered wrong');
    await press(page, /^다시 하기$/);
    await press(page, /^20$/);
    await feedbackMatches(page, /^정답입니다!/);
    await press(page, /^다음$/);
    await press(page, /^스페이드 10$/);
    await feedbackMatches(page, /^정답입니다!/);
    await press(page, /^다음$/);
    await press(page, /^다섯 명$/);
    await feedbackMatches(page, /^정답입니다!/);
    await press(page, /^다음$/);
    await press(page, /^다이아 9$/);
    await feedbackMatches(page, /^정답입니다!/);
    await press(page, /^다음$/);
    const recap = page.locator('[data-testid="lesson-recap"]');
    await recap.waitFor();
    assert.match(await recap.innerText(), /모든 문제를 한 번에 맞히면 별을 얻습니다/, 'a mistake costs the star');
    assert.equal(
      await recap.getByRole('link', { name: '규칙에서 이 부분 읽기' }).getAttribute('href'),
      '/ko/mighty/rules/#1-deal',
    );
    await allKorean(course, 'the recap');
    await noAxe(page, 'the recap');

    // The next lesson: a card that may not be played, then the one that may.
    await press(page, /^다음 레슨: 트릭과 무늬 따르기$/);
    await press(page, /^다음$/);
    await playCard(page, 'D4');
    const refused = await feedbackMatches(page, /^틀렸습니다/);
    assert.match(refused, /여기서 ♦4는 낼 수 없습니다\. 낼 수 있는 카드는 ♣2뿐입니다\./, refused);
    await allKorean(course, 'a card that may not be played');
    await noAxe(page, 'a card that may not be played');
    await press(page, /^다시 하기$/);
    await playCard(page, 'C2');
    assert.match(await feedbackMatches(page, /^정답입니다!/), /♣2는 낼 수 있습니다\./);
    await press(page, /^다음$/);
    await page
      .locator('.isl-lesson [data-testid="lesson-progress"]')
      .filter({ hasText: /^\d+단계 중 3단계$/ })
      .waitFor();

    // After a reload, the course page shows the progress in Korean.
    await page.reload();
    await course.waitFor();
    const items = page.locator('.isl-course__list > li');
    assert.match(await items.nth(0).innerText(), /완료/);
    assert.doesNotMatch(await items.nth(0).innerText(), /★/);
    assert.match(await items.nth(1).innerText(), /진행 중: \d+단계 중 3단계/);
    assert.match(await items.nth(2).innerText(), /시작 전/);
    assert.match(
      (await page.locator('[data-testid="course-summary"]').innerText()).trim(),
      /^레슨 \d+개 중 1개 완료\.$/,
    );
    await allKorean(course, 'the course page with progress');
    await noAxe(page, 'the course page with progress');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ko/mighty/practice/: the warm-up lesson — a card that loses the trick, then the mighty, in Korean', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('ko/mighty/practice/#warm-up-lesson'));
    const island = page.locator('.isl-lesson');
    await island.scrollIntoViewIfNeeded();
    await page.locator('.isl-lesson[data-ready="true"]').waitFor();
    assert.equal((await island.locator('h2, h3').first().innerText()).trim(), '레슨: 마이티와 조커');
    await allKorean(island, 'the warm-up lesson');
    await island.getByRole('button', { name: '다음', exact: true }).focus();
    await page.keyboard.press('Enter');
    await focusMoved(page);
    await allKorean(island, 'a trick to win, before a card is played');
    // Hearts are trumps and ♥9 comes after: ♣3 loses to it; the engine's reason is in Korean
    await playCard(page, 'C3');
    const lost = await feedbackMatches(page, /^틀렸습니다/);
    assert.match(
      lost,
      /^틀렸습니다\. ♣3을 내면 ♥9가 트릭을 이깁니다\. ♥9가 이 트릭에서 가장 높은 기루다\(하트\)입니다\. 다시 해 보세요\.$/,
      lost,
    );
    await allKorean(island, 'a card that loses the trick');
    await noAxe(page, 'the warm-up lesson answered wrong');
    await press(page, /^다시 하기$/, '.isl-lesson');
    await playCard(page, 'SA');
    const won = await feedbackMatches(page, /^정답입니다!/);
    assert.match(won, /^정답입니다! ♠A를 내면 내 ♠A가 트릭을 이깁니다\. ♠A는 마이티라서/, won);
    await allKorean(island, 'the winning card');
    await noAxe(page, 'the warm-up lesson answered right');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
