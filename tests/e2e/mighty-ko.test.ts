/**
 * The Korean edition's Mighty islands, by keyboard: a puzzle answered on /ko/mighty/puzzles/ (a
 * wrong card gets "try again" in Korean, the right one the engine's explanation in Korean), and the
 * score calculator on /ko/mighty/scoring/ used as a person would. Everything a person reads or
 * hears in the islands (text, cards' spoken names, option texts, control names) is Korean — no
 * Latin-letter word but card codes — the page says `lang="ko"`, and axe finds nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import { latin, readable, typeInto } from './lang-driver.ts';

const MIGHTY = (
  JSON.parse(readFileSync(new URL('../../content/puzzles/mighty.json', import.meta.url), 'utf8')) as {
    puzzles: { id: string; plays: string[]; answer: number }[];
  }
).puzzles;

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('the Korean Mighty pages, by keyboard', () => {
  test('/ko/mighty/puzzles/: a wrong card, then the right one; the explanation is Korean', async () => {
    const first = MIGHTY[0]!;
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL(`ko/mighty/puzzles/#puzzle-${first.id}`, BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    const island = page.locator('.isl-puzzle');
    await island.scrollIntoViewIfNeeded();
    await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
    const cards = page.locator('.isl-puzzle [role="group"] button');
    assert.equal(await cards.count(), first.plays.length);
    const question = await readable(island);
    assert.match(question, /이기는 카드를 고르세요/);
    assert.deepEqual(latin(question), [], 'the question reads in Korean');
    // a wrong card, reached with Tab from the first card of the trick
    const wrong = first.answer === 0 ? 1 : 0;
    await cards.nth(0).focus();
    for (let i = 0; i < wrong; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const feedback = page.locator('[data-testid="feedback"]');
    await page.waitForFunction(() =>
      /^아닙니다\./.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    // the right card
    await cards.nth(0).focus();
    for (let i = 0; i < first.answer; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      /^정답입니다!/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    const said = (await feedback.innerText()).trim();
    assert.match(said, /^정답입니다! .+[이가] 이깁니다\. .+\./, said);
    assert.deepEqual(latin(said), [], said);
    // the next thing to do has the focus, named in Korean
    // (the focus moves after the render that shows the result)
    await page.waitForFunction((n) => document.activeElement?.textContent?.trim() === n, '다음 문제');
    assert.deepEqual(latin(await readable(island)), [], 'the answered puzzle reads in Korean');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('an answered Korean puzzle', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ko/mighty/scoring/: no friend, no trumps, a number out of range; all in Korean', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ko/mighty/scoring/', BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    const calc = page.locator('.isl-score').first();
    await calc.scrollIntoViewIfNeeded();
    await page.locator('.isl-score[data-ready="true"]').first().waitFor();
    assert.equal(await calc.getAttribute('aria-label'), '점수 계산기: 마이티');
    assert.deepEqual(latin(await readable(calc)), [], 'the form reads in Korean');
    assert.equal(await calc.getByTestId('score-friend').count(), 1);
    // no friend declared, chosen by keyboard: the friend's row goes
    const partner = calc.getByLabel('프렌드');
    await partner.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => !document.querySelector('.isl-score [data-testid="score-friend"]'));
    assert.equal(await partner.inputValue(), 'none');
    const rows = (await calc.getByRole('rowheader').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(rows, ['주공', '야당 (한 사람당)']);
    // no trumps, chosen by keyboard: the score changes
    const before = await calc.getByTestId('score-declarer').innerText();
    const trump = calc.getByLabel('기루다');
    await trump.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    assert.equal(await trump.inputValue(), 'N');
    await page.waitForFunction(
      (b) => document.querySelector('.isl-score [data-testid="score-declarer"]')?.textContent !== b,
      before,
    );
    assert.deepEqual(latin(await readable(calc)), [], 'the result reads in Korean');
    // a number out of range is named in Korean
    await typeInto(page, calc.getByLabel('주공 편이 가져온 점수'), '99');
    await page.waitForFunction(() =>
      /까지의 정수를 넣어 주세요/.test(document.querySelector('.isl-score')?.textContent ?? ''),
    );
    assert.deepEqual(latin(await readable(calc)), [], 'the problem reads in Korean');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the Korean Mighty score calculator', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ko/mighty/ranking/: the ranking, its rules line and its cards read in Korean', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ko/mighty/ranking/', BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    const explorer = page.locator('.isl-ranking').first();
    await explorer.scrollIntoViewIfNeeded();
    await page.locator('.isl-ranking[data-ready="true"]').first().waitFor();
    const text = await readable(explorer);
    assert.match(text, /규칙: 파갓 규칙\. 강한 카드부터/);
    assert.match(text, /스페이드 에이스, 특수 카드, 1번째로 강함, 마이티/);
    assert.deepEqual(latin(text), [], 'the explorer reads in Korean');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the Korean Mighty ranking explorer', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
