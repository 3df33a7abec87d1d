/**
 * The Japanese course by keyboard only (/ja/japanese/learn/): the course page, a lesson's
 * questions answered wrong and then right — a wrong answer to a question, a card that may not be
 * played, a card that does not win the trick (the engine's reason, made in Japanese from its
 * answer) — the recap, and the progress on the course page and the Japanese home page after a
 * reload. Nothing a person reads (text, names of controls, live-region sentences) is in Latin
 * letters, outside card codes; axe clean at every stage.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import { BASE_URL, launch, openPage } from './browser.ts';
import { latin, noAxe } from './lang-driver.ts';
import { feedbackMatches, focusMoved, playCard, press } from './course-driver.ts';

/** What a person meets in a part of the page: its text, and the names of its controls and groups. */
async function readable(l: Locator): Promise<string> {
  const names = await l
    .locator('[aria-label]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return [await l.innerText(), ...names].join('\n');
}

async function allJapanese(l: Locator, where: string): Promise<void> {
  const text = await readable(l);
  assert.deepEqual(latin(text), [], `${where} reads in Japanese:\n${text}`);
}

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const href = (p: string) => new URL(p, BASE_URL).href;

describe('the Japanese course, by keyboard', () => {
  test('/ja/japanese/learn/: wrong answers then right ones, all in Japanese; the progress after a reload', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('ja/japanese/learn/'));
    const course = page.locator('.isl-course[data-ready="true"]');
    await course.waitFor();
    assert.match(
      (await page.locator('[data-testid="course-summary"]').innerText()).trim(),
      /^\d+レッスン中0レッスン完了。$/,
    );
    await allJapanese(course, 'the course page');
    await noAxe(page, 'the Japanese course page');

    await press(page, /^コースを始める$/);
    const lesson = page.locator('.isl-lesson[data-ready="true"]');
    await lesson.waitFor();
    assert.equal((await page.locator('.isl-lesson h2').innerText()).trim(), 'レッスン：カードと絵札');
    await allJapanese(course, 'a reading step');
    await press(page, /^次へ$/);
    await press(page, /^次へ$/);
    // "How many honours are among these cards?": 1 is wrong, 3 is right
    await press(page, /^1$/);
    const wrong = await feedbackMatches(page, /ちがいます/);
    assert.match(wrong, /^ちがいます。「1」ではありません。.+もう一度どうぞ。$/, wrong);
    await allJapanese(course, 'a question answered wrong');
    await noAxe(page, 'a question answered wrong');
    await press(page, /^もう一度$/);
    await press(page, /^3$/);
    await feedbackMatches(page, /^正解！/);
    await press(page, /^次へ$/);
    await press(page, /^クラブの10$/);
    await feedbackMatches(page, /^正解！/);
    await press(page, /^次へ$/);
    await press(page, /^20$/);
    await feedbackMatches(page, /^正解！/);
    await press(page, /^次へ$/);
    const recap = page.locator('[data-testid="lesson-recap"]');
    await recap.waitFor();
    assert.match(await recap.innerText(), /すべての問題に一度で正解すると★がもらえます/, 'a mistake costs the star');
    assert.equal(
      await recap.getByRole('link', { name: 'ルールのこの部分を読む' }).getAttribute('href'),
      '/ja/japanese/rules/#1-deal',
    );
    await allJapanese(course, 'the recap');
    await noAxe(page, 'the recap');

    // The next lesson: a card that may not be played, then a card that does not win the trick.
    await press(page, /^次のレッスン：トリックとマストフォロー$/);
    await press(page, /^次へ$/);
    await press(page, /^次へ$/);
    await playCard(page, 'D5');
    const refused = await feedbackMatches(page, /ちがいます/);
    assert.match(refused, /ここで♦5は出せません。出せるのは.*♣9.*だけです。/, refused);
    await allJapanese(course, 'a card that may not be played');
    await press(page, /^もう一度$/);
    await playCard(page, 'C9');
    assert.match(await feedbackMatches(page, /^正解！/), /♣9は出せます。/);
    await press(page, /^次へ$/);
    // the trick ♣5 … ♣K: ♣5 does not win; the engine says why, in Japanese
    await playCard(page, 'C5');
    const lost = await feedbackMatches(page, /ちがいます/);
    assert.match(lost, /♣5は勝ちません。勝つのは♣Kです。.*台札のスート.*。/, lost);
    await allJapanese(course, 'a card that does not win');
    await noAxe(page, 'a trick answered wrong');
    await press(page, /^もう一度$/);
    await playCard(page, 'CK');
    assert.match(await feedbackMatches(page, /^正解！/), /♣Kがトリックに勝ちます。/);
    await press(page, /^次へ$/);
    await page
      .locator('.isl-lesson [data-testid="lesson-progress"]')
      .filter({ hasText: /^ステップ 5／/ })
      .waitFor();

    // After a reload, the course page shows the progress in Japanese.
    await page.reload();
    await course.waitFor();
    const items = page.locator('.isl-course__list > li');
    assert.match(await items.nth(0).innerText(), /完了/);
    assert.doesNotMatch(await items.nth(0).innerText(), /★/);
    assert.match(await items.nth(1).innerText(), /途中：ステップ 5／\d+/);
    assert.match(await items.nth(2).innerText(), /未着手/);
    assert.match(
      (await page.locator('[data-testid="course-summary"]').innerText()).trim(),
      /^\d+レッスン中1レッスン完了。$/,
    );
    await allJapanese(course, 'the course page with progress');
    await noAxe(page, 'the course page with progress');
    await press(page, /^前回の続きから$/);
    await page
      .locator('.isl-lesson [data-testid="lesson-progress"]')
      .filter({ hasText: /^ステップ 5／/ })
      .waitFor();

    // The Japanese home page: the same progress, in Japanese.
    await page.goto(href('ja/'));
    await page.locator('.isl-course-progress').scrollIntoViewIfNeeded();
    const home = page.locator('.isl-course-progress[data-ready="true"]');
    await home.waitFor();
    assert.match(await home.innerText(), /のコース：\d+レッスン中1レッスン完了/);
    await allJapanese(home, 'the home page progress');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/japanese/rules/: the embedded lesson, a card that loses the trick then the winning one, in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('ja/japanese/rules/'));
    const island = page.locator('.isl-lesson');
    await island.scrollIntoViewIfNeeded();
    await page.locator('.isl-lesson[data-ready="true"]').waitFor();
    await allJapanese(island, 'the embedded lesson');
    await island.getByRole('button', { name: '次へ', exact: true }).focus();
    await page.keyboard.press('Enter');
    await focusMoved(page);
    // ♥4 loses to the ♥Q played after it; the engine's reason is in Japanese
    await playCard(page, 'H4');
    const lost = await feedbackMatches(page, /ちがいます/);
    assert.match(lost, /^ちがいます。♥4を出すと、♥Qがトリックに勝ちます。.+切り札.+もう一度どうぞ。$/, lost);
    await allJapanese(island, 'a card that loses the trick');
    await noAxe(page, 'the embedded lesson answered wrong');
    await press(page, /^もう一度$/);
    await playCard(page, 'HJ');
    const won = await feedbackMatches(page, /^正解！/);
    assert.match(won, /あなたの♥Jがトリックに勝ちます。♥Jは正ジャック/, won);
    await allJapanese(island, 'the winning card');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/japanese/learn/: a play-on deal in Japanese — a losing card explained, then the right cards, the focus back in the hand', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('ja/japanese/learn/'));
    await page.locator('.isl-course[data-ready="true"]').waitFor();
    await page.getByRole('button', { name: '切り札', exact: true }).click();
    const isl = page.locator('.isl-lesson[data-ready="true"]');
    await isl.waitFor();
    const next = async () => {
      await isl.getByRole('button', { name: '次へ', exact: true }).click();
    };
    const right = async () => {
      await feedbackMatches(page, /^正解！/);
      await next();
    };
    // the steps before the deal, answered right with the mouse
    await next();
    await isl
      .getByRole('group', { name: /勝つカードを選んでください/ })
      .getByRole('button')
      .nth(2)
      .click();
    await right();
    await isl.locator('[data-hand] [data-card="H3"]').click();
    await right();
    await isl.locator('[data-hand] [data-card="C2"]').click();
    await right();
    await isl
      .getByRole('group', { name: /勝つカードを選んでください/ })
      .getByRole('button')
      .nth(3)
      .click();
    await right();
    await isl.locator('[data-hand] [data-card="HQ"]').click();
    await right();
    // the deal, by keyboard
    await isl.locator('[data-hand] [data-card="D3"]').waitFor();
    assert.match(await isl.innerText(), /切り札は♥ハート。第4トリックから2トリックを出します。5人で遊んでいます。/);
    await allJapanese(isl, 'a play-on step');
    await noAxe(page, 'a Japanese play-on step');
    await playCard(page, 'D3');
    const lost = await feedbackMatches(page, /ちがいます/);
    assert.match(lost, /^ちがいます。コンピューター1の♦Kが第4トリックに勝ちます。.+もう一度どうぞ。$/, lost);
    await allJapanese(isl, 'a play-on step after a losing card');
    await press(page, /^もう一度$/);
    await playCard(page, 'CA', { more: true });
    const mid = await feedbackMatches(page, /^正解！/);
    assert.match(mid, /あなたの♣Aが第4トリックに勝ちます。.+第5トリックはあなたが台札を出します。$/, mid);
    // the next card is where the focus is, and the trick's cards are on show under a Japanese name
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label')),
      'あなたの手札：出すカードを選んでください',
    );
    assert.equal(await isl.getByRole('group', { name: '第4トリック' }).locator('[data-card]').count(), 5);
    await allJapanese(isl, 'a play-on step in the middle of the deal');
    await noAxe(page, 'a Japanese play-on step in the middle of the deal');
    await playCard(page, 'HQ');
    const done = await feedbackMatches(page, /第5トリック/);
    assert.match(done, /^正解！あなたの♥Qが第5トリックに勝ちます。/, done);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
