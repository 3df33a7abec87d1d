/**
 * The puzzle flow as a learner meets it (as on lichess): a wrong answer says "try again" without
 * giving the answer away; "Show the solution" gives it (and ends the streak); a right answer
 * explains, highlights the winning card and puts the focus on "Next puzzle"; the streak survives
 * a reload; the list of puzzles does not give answers away in its titles.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { cardLabel, spokenName } from '../../src/engine/cards.ts';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';

interface StoredPuzzle {
  id: string;
  title: string;
  plays: string[];
  answer: number;
}
const JAPANESE = (
  JSON.parse(readFileSync(new URL('../../content/puzzles/japanese.json', import.meta.url), 'utf8')) as {
    puzzles: StoredPuzzle[];
  }
).puzzles;

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const href = (p: string) => new URL(p, BASE_URL).href;

/** What a sighted reader sees in the puzzle: its rendered text without the screen-reader-only names. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const island = document.querySelector<HTMLElement>('.isl-puzzle')!;
    const hidden = [...island.querySelectorAll<HTMLElement>('.sr-only')];
    for (const h of hidden) h.style.display = 'none';
    const text = island.innerText;
    for (const h of hidden) h.style.display = '';
    return text;
  });
}

async function openPuzzle(page: Page, id: string): Promise<void> {
  await page.goto(href(`japanese/puzzles/#puzzle-${id}`));
  await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
  await page.waitForFunction((i) => document.querySelector('.isl-puzzle[data-ready="true"]')?.id === `puzzle-${i}`, id);
}

const feedbackSays = (page: Page, re: RegExp) =>
  page.waitForFunction(
    (src) => new RegExp(src, 'i').test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    re.source,
  );

describe('puzzle flow', () => {
  // A puzzle whose winning card is not named anywhere else on it (title, facts).
  const p = JAPANESE.find((q) => q.id === 'jp-led-suit')!;
  const winner = p.plays[p.answer]!;

  test('a wrong answer does not give the answer; "Show the solution" does', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openPuzzle(page, p.id);
    const cards = page.locator('.isl-puzzle button.ecard');
    await cards.nth(p.answer === 0 ? 1 : 0).click();
    await feedbackSays(page, /\S/);
    const before = await visibleText(page);
    assert.ok(!before.includes(cardLabel(winner)), `no ${cardLabel(winner)} before the solution:\n${before}`);
    assert.ok(!before.includes(spokenName(winner)), `no "${spokenName(winner)}" before the solution:\n${before}`);
    assert.match(before, /try again/i);
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('after a wrong answer', v));
    await page.getByRole('button', { name: 'Show the solution' }).click();
    await page.waitForFunction(
      (w) => document.querySelector('[data-testid="feedback"]')?.textContent?.includes(w),
      cardLabel(winner),
    );
    assert.match(
      (await page.locator(`.isl-puzzle .ecard[data-card="${winner}"]`).first().getAttribute('class')) ?? '',
      /is-winner/,
      'the winning card is highlighted',
    );
    assert.match((await page.locator('[data-testid="streak"]').textContent()) ?? '', /streak 0/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a right answer explains, highlights the card and focuses "Next puzzle"', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await openPuzzle(page, p.id);
    await page.locator('.isl-puzzle button.ecard').nth(p.answer).click();
    await feedbackSays(page, /correct/);
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Next puzzle');
    assert.match(
      (await page.locator(`.isl-puzzle .ecard[data-card="${winner}"]`).first().getAttribute('class')) ?? '',
      /is-winner/,
    );
    await ctx.close();
  });

  test('the streak survives a reload', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openPuzzle(page, p.id);
    await page.locator('.isl-puzzle button.ecard').nth(p.answer).click();
    await feedbackSays(page, /correct/);
    assert.match((await page.locator('[data-testid="streak"]').textContent()) ?? '', /streak 1/);
    await page.reload();
    await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
    await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
    await page.waitForFunction(() =>
      /streak 1\b/.test(document.querySelector('[data-testid="streak"]')?.textContent ?? ''),
    );
    // the list names this puzzle by its title now that it is solved
    assert.match((await page.locator('.isl-puzzle details').textContent()) ?? '', new RegExp(p.title));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a corrupted streak is reset with a notice and solved puzzles are kept', async () => {
    const ctx = await browser.newContext();
    await ctx.addInitScript(() =>
      localStorage.setItem(
        'etori.puzzles.v1',
        JSON.stringify({ v: 1, solved: ['jp-mighty'], bestStreak: 2, streak: 'x' }),
      ),
    );
    const { page, problems } = await openPage(ctx);
    await openPuzzle(page, p.id);
    const text = (await page.locator('.isl-puzzle').textContent()) ?? '';
    assert.match(text, /streak/i);
    assert.match(text, /could not be read|was reset/);
    assert.match(text, /solved 1 of/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('the list of puzzles names them by theme and number until solved', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await openPuzzle(page, p.id);
    const list = (await page.locator('.isl-puzzle details').textContent()) ?? '';
    for (const q of JAPANESE) assert.ok(!list.includes(q.title), `"${q.title}" is not shown before it is solved`);
    await ctx.close();
  });

  test('Daifugō: the instructions match the form, whose controls are big enough on a phone', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(ctx);
    await page.goto(href('daifugo/puzzles/'));
    await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
    await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
    const text = await visibleText(page);
    assert.doesNotMatch(text, /choose a card/i);
    const small = await page
      .locator('.isl-puzzle fieldset label')
      .evaluateAll((ls) =>
        ls.map((l) => ({ t: l.textContent?.trim(), h: l.getBoundingClientRect().height })).filter((b) => b.h < 24),
      );
    assert.deepEqual(small, [], 'every choice of the form is at least 24 px high');
    await ctx.close();
  });
});

describe('numbers read as words and signs', () => {
  test('the ranking explorer says "cannot win" instead of one place number for many cards', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(href('compare-rules/'));
    const rank = page.locator('.isl-ranking');
    await rank.scrollIntoViewIfNeeded();
    await page.locator('.isl-ranking[data-ready="true"]').waitFor();
    const places = await rank
      .locator('[data-testid="ranking"] li > span:last-child')
      .evaluateAll((ls) => ls.map((l) => (l as HTMLElement).innerText.match(/\d+/)?.[0] ?? ''));
    const most = Math.max(...[...new Set(places)].map((p) => places.filter((x) => x === p).length));
    assert.ok(most <= 4, `no place number is repeated for many cards (one is shown ${most} times)`);
    assert.match(await rank.innerText(), /cannot win/);
    await ctx.close();
  });

  test('negative scores are written with the minus sign', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(href('japanese/scoring/'));
    await page.locator('.isl-score').first().scrollIntoViewIfNeeded();
    await page.locator('.isl-score[data-ready="true"]').first().waitFor();
    const text = await page.locator('main').innerText();
    assert.doesNotMatch(text, /(^|[\s(])-\d/m, 'no hyphen before a number');
    assert.match(text, /\u2212\d/);
    await ctx.close();
  });
});
