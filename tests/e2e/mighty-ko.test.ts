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
import type { Browser, Locator } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';

const MIGHTY = (
  JSON.parse(readFileSync(new URL('../../content/puzzles/mighty.json', import.meta.url), 'utf8')) as {
    puzzles: { id: string; plays: string[]; answer: number }[];
  }
).puzzles;

/** Latin-letter words a Korean reader should not meet (card ranks A K Q J and the joker's code excepted). */
const latin = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)].map((m) => m[0]).filter((w) => !/^(?:[AKQJ]|JK)$/.test(w));

/** What a person meets in an island: its text, every option of its drop-downs, its controls' names and tooltips. */
async function readable(island: Locator): Promise<string> {
  return island.evaluate((el) => {
    const names = [...el.querySelectorAll('[aria-label], [title]'), el].flatMap((e) => [
      e.getAttribute('aria-label') ?? '',
      e.getAttribute('title') ?? '',
    ]);
    const options = [...el.querySelectorAll('option')].map((o) => o.textContent ?? '');
    const spoken = [...el.querySelectorAll('.sr-only')].map((o) => o.textContent ?? '');
    return [(el as HTMLElement).innerText, ...names, ...options, ...spoken].join('\n');
  });
}

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
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), '다음 문제');
    assert.deepEqual(latin(await readable(island)), [], 'the answered puzzle reads in Korean');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('an answered Korean puzzle', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
