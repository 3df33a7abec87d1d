/**
 * The Chinese edition's Taiwanese & Hong Kong Napoleon islands, by keyboard only: on
 * /zh-tw/tw-hk/puzzles/ a wrong card gets "try again" in Chinese and the right one the engine's
 * explanation in Chinese (made from its sentence, not left in English), the focus moves to the next
 * puzzle's button; the page is `lang="zh-TW"`, nothing a person reads is in Latin letters (card
 * ranks, joker codes and key names excepted), and axe finds nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';

const TWHK = (
  JSON.parse(readFileSync(new URL('../../content/puzzles/tw-hk.json', import.meta.url), 'utf8')) as {
    puzzles: { id: string; plays: string[]; answer: number }[];
  }
).puzzles;

/** Latin-letter words a Chinese reader should not meet (card ranks A K Q J, joker codes and key names excepted). */
const latin = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => !/^(?:[AKQJ]|JK|BJ|LJ|Tab|Enter)$/.test(w));

/** Everything a person reads in an element (code spans aside): its text and the names of its controls and cards. */
async function readable(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((el) => {
    const names = [...el.querySelectorAll('[aria-label], [title], [placeholder]')].map((n) =>
      ['aria-label', 'title', 'placeholder'].map((a) => n.getAttribute(a) ?? '').join(' '),
    );
    const options = [...el.querySelectorAll('option')].map((o) => o.textContent ?? '');
    names.push(...options, el.getAttribute('aria-label') ?? '');
    const code = [...el.querySelectorAll('code')].map((c) => c.textContent ?? '');
    let text = (el as HTMLElement).innerText;
    for (const c of code) text = text.replace(c, ' ');
    return [text, ...names].join('\n');
  });
}

/** Type a value into a field by keyboard (select all, then type). */
async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
}

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('the Chinese tw-hk pages, by keyboard', () => {
  test('/zh-tw/tw-hk/puzzles/: a wrong card, then the right one; the explanation is Chinese', async () => {
    const first = TWHK.find((p) => p.id === 'hk-secretary')!;
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL(`zh-tw/tw-hk/puzzles/#puzzle-${first.id}`, BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-TW');
    await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
    await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
    const cards = page.locator('.isl-puzzle [role="group"] button');
    assert.equal(await cards.count(), first.plays.length);
    assert.deepEqual(latin(await readable(page, '.isl-puzzle')), [], 'the question reads in Chinese');
    assert.match(await page.locator('.isl-puzzle').innerText(), /秘書牌是♣5。/);
    // a wrong card, reached with Tab from the first card of the trick
    const wrong = first.answer === 0 ? 1 : 0;
    await cards.nth(0).focus();
    for (let i = 0; i < wrong; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const feedback = page.locator('[data-testid="feedback"]');
    await page.waitForFunction(() =>
      /^不對。/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    // the right card
    await cards.nth(0).focus();
    for (let i = 0; i < first.answer; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      /^答對了！/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    const said = (await feedback.innerText()).trim();
    // the engine's reason in Chinese, then the puzzle's Chinese note
    assert.equal(
      said,
      '答對了！♣5贏。♣5是秘書牌，比所有的牌都大。拿破崙用來找秘書的那張牌，會變成全副牌裡最大的牌，連大鬼都比不上它。',
    );
    // the next thing to do has the focus, named in Chinese
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), '下一題');
    assert.deepEqual(latin(await readable(page, '.isl-puzzle')), [], 'the answered puzzle reads in Chinese');
    assert.deepEqual(latin(await readable(page, 'main')), [], 'the whole page reads in Chinese');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('an answered Chinese puzzle', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/zh-tw/tw-hk/scoring/: a lost contract, a dictator, then a number out of range, in Chinese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('zh-tw/tw-hk/scoring/', BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-TW');
    const calc = page.locator('.isl-score').first();
    await calc.scrollIntoViewIfNeeded();
    await page.locator('.isl-score[data-ready="true"]').first().waitFor();
    assert.match((await calc.getAttribute('aria-label')) ?? '', /^計分器：台式／港式拿破崙/);
    assert.deepEqual(latin(await readable(page, '.isl-score')), [], 'the form reads in Chinese');
    const rows = async () => (await calc.getByRole('rowheader').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(await rows(), ['拿破崙', '秘書', '每位防家']);
    // Napoleon's side takes fewer heads than bid: Napoleon loses
    await typeInto(page, calc.getByLabel('拿破崙這一方吃到的頭數'), '8');
    await page.waitForFunction(() =>
      document.querySelector('.isl-score [data-testid="score-napoleon"]')?.textContent?.startsWith('\u2212'),
    );
    // a dictator, chosen by keyboard: no secretary row
    const partner = calc.getByLabel('同伴');
    await partner.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => !document.querySelector('.isl-score [data-testid="score-secretary"]'));
    assert.equal(await partner.inputValue(), 'dictator');
    assert.deepEqual(await rows(), ['拿破崙', '每位防家']);
    assert.deepEqual(latin(await readable(page, '.isl-score')), [], 'the result reads in Chinese');
    // a number out of range is named in Chinese
    await typeInto(page, calc.getByLabel('拿破崙這一方吃到的頭數'), '99');
    await page.waitForFunction(() =>
      /請填入0到16之間的整數/.test(document.querySelector('.isl-score')?.textContent ?? ''),
    );
    assert.deepEqual(latin(await readable(page, '.isl-score')), [], 'the problem reads in Chinese');
    // the page's Hong Kong formulas name the bid's number n (a variable, as in the English page)
    assert.deepEqual(
      latin(await readable(page, 'main')).filter((w) => w !== 'n'),
      [],
      'the whole page reads in Chinese',
    );
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the Chinese score calculator', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/zh-tw/tw-hk/ranking/: the trick number changed by keyboard; the explorer reads in Chinese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('zh-tw/tw-hk/ranking/', BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-TW');
    const isl = page.locator('.isl-ranking').first();
    await isl.scrollIntoViewIfNeeded();
    await page.locator('.isl-ranking[data-ready="true"]').first().waitFor();
    assert.deepEqual(latin(await readable(page, '.isl-ranking')), [], 'the explorer reads in Chinese');
    const trick = isl.getByLabel('第幾輪');
    await trick.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('9');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() =>
      /鬼牌（這裡最小）/.test(document.querySelector('.isl-ranking')?.textContent ?? ''),
    );
    assert.deepEqual(latin(await readable(page, '.isl-ranking')), [], 'the last three tricks read in Chinese');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the Chinese ranking explorer', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
