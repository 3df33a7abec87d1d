/**
 * A Japanese puzzles page answered by keyboard only (/ja/mighty/puzzles/): the puzzle island
 * speaks the page's language — a wrong card gets "try again" in Japanese, the right one the
 * engine's explanation in Japanese (made from its rule id and cards, not translated English), the
 * focus moves to the next puzzle's button, and nothing a person reads is in Latin letters.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import { latin } from './lang-driver.ts';

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

describe('a Japanese puzzles page, by keyboard', () => {
  test('/ja/mighty/puzzles/: a wrong card, then the right one; the explanation is Japanese', async () => {
    const first = MIGHTY[0]!;
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL(`ja/mighty/puzzles/#puzzle-${first.id}`, BASE_URL).href);
    await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
    await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
    const cards = page.locator('.isl-puzzle [role="group"] button');
    assert.equal(await cards.count(), first.plays.length);
    const island = page.locator('.isl-puzzle');
    assert.deepEqual(latin(await island.innerText()), [], 'the question reads in Japanese');
    // a wrong card, reached with Tab from the first card of the trick
    const wrong = first.answer === 0 ? 1 : 0;
    await cards.nth(0).focus();
    for (let i = 0; i < wrong; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const feedback = page.locator('[data-testid="feedback"]');
    await page.waitForFunction(() =>
      /ちがいます/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    // the right card
    await cards.nth(0).focus();
    for (let i = 0; i < first.answer; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      /^正解！/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    const said = (await feedback.innerText()).trim();
    assert.match(said, /^正解！.+が勝ちます。.+。/, said);
    assert.deepEqual(latin(said), [], said);
    // the next thing to do has the focus, named in Japanese
    // (the focus moves after the render that shows the result)
    await page.waitForFunction((n) => document.activeElement?.textContent?.trim() === n, '次の問題へ');
    assert.deepEqual(latin(await island.innerText()), [], 'the answered puzzle reads in Japanese');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('an answered Japanese puzzle', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
