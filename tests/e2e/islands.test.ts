/**
 * The islands in a real browser: puzzles (right and wrong answers, streak, links, stored
 * progress), the rule comparison (share a link and reopen it, a malformed link), the ranking
 * explorer, the score calculator and a lesson — with axe on every state reached.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { axe, BASE_URL, formatViolations, launch, openPage, useTheme } from './browser.ts';

/** The stated answers (the build checks them against the engine). */
const JAPANESE = (
  JSON.parse(readFileSync(new URL('../../content/puzzles/japanese.json', import.meta.url), 'utf8')) as {
    puzzles: { id: string; answer: number }[];
  }
).puzzles;

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function noAxe(page: Page, where: string): Promise<void> {
  const v = await axe(page);
  assert.deepEqual(v, [], formatViolations(where, v));
}

const href = (p: string) => new URL(p, BASE_URL).href;

describe('TrickPuzzle', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`Japanese puzzle: a wrong answer, another try, the right answer, streak and stored progress (${theme})`, async () => {
      const ctx = await browser.newContext();
      await useTheme(ctx, theme);
      const { page, problems } = await openPage(ctx);
      await page.goto(href('japanese/puzzles/'));
      const island = page.locator('.isl-puzzle');
      await island.scrollIntoViewIfNeeded();
      await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
      await noAxe(page, `puzzle before answering (${theme})`);
      // the answer according to the page's own data (the build checked it against the engine)
      const id = (await island.getAttribute('id'))!.replace(/^puzzle-/, '');
      const answer = JAPANESE.find((p) => p.id === id)?.answer ?? -1;
      assert.ok(answer >= 0, `puzzle ${id} is in content/puzzles/japanese.json`);
      const cards = island.locator('button.ecard');
      const wrong = answer === 0 ? 1 : 0;
      await cards.nth(wrong).focus();
      await page.keyboard.press('Enter');
      const feedback = page.locator('[data-testid="feedback"]');
      await page.waitForFunction(() =>
        /try again/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
      );
      assert.doesNotMatch((await feedback.textContent()) ?? '', /wins\./, 'a wrong answer does not give the answer');
      await noAxe(page, `puzzle after a wrong answer (${theme})`);
      // another try straight away: the cards stay live
      await cards.nth(answer).click();
      await page.waitForFunction(() =>
        /Correct/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
      );
      assert.match(
        (await page.locator('[data-testid="streak"]').textContent()) ?? '',
        /streak 0/,
        'a retry does not count for the streak',
      );
      await noAxe(page, `puzzle after the right answer (${theme})`);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('etori.puzzles.v1') ?? 'null'));
      assert.deepEqual(stored.solved, [id]);
      // next puzzle: the link changes
      await page.getByRole('button', { name: 'Next puzzle' }).click();
      await page.waitForFunction(() => location.hash.startsWith('#puzzle-'));
      assert.notEqual(await page.evaluate(() => location.hash), `#puzzle-${id}`);
      assert.deepEqual(problems.consoleErrors, []);
      await ctx.close();
    });
  }

  test('a puzzle link opens that puzzle; an unknown one is named; bad stored progress gives a notice', async () => {
    const ctx = await browser.newContext();
    await ctx.addInitScript(() => localStorage.setItem('etori.puzzles.v1', 'not json'));
    const { page, problems } = await openPage(ctx);
    await page.goto(href('mighty/puzzles/'));
    await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
    await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
    const links = await page
      .locator('.isl-puzzle details a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.ok(links.length > 2);
    assert.match((await page.locator('.isl-puzzle').textContent()) ?? '', /could not be read/);
    await page.goto(href(`mighty/puzzles/${links[2]}`));
    await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
    await page.waitForFunction((h) => document.querySelector('.isl-puzzle')?.id === h!.slice(1), links[2]);
    assert.match((await page.locator('.isl-puzzle .isl__meta').first().textContent()) ?? '', /Puzzle 3 of/);
    await page.goto(href('mighty/puzzles/#puzzle-no-such-puzzle'));
    await page.reload();
    await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      /no puzzle "no-such-puzzle"/.test(document.querySelector('.isl-puzzle')?.textContent ?? ''),
    );
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('Daifugō puzzle: legal or not and the effects, checked by the engine', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(href('daifugo/puzzles/'));
    await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
    await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
    await page.getByLabel('Illegal').check();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.waitForFunction(() =>
      /Correct|try again/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    await page
      .getByRole('button', { name: 'Show the solution' })
      .or(page.getByRole('button', { name: 'Next puzzle' }))
      .click();
    await page.waitForFunction(() =>
      /legal/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    await noAxe(page, 'daifugo puzzle after an answer');
    await ctx.close();
  });
});

describe('RuleCompare', () => {
  test('share a comparison link and reopen it', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('compare-rules/?v=japanese&t=H&n=5&p=CK,C2,DJ,CA,H3&r=standard;standard+killer=HQ'));
    await page.locator('.isl-compare[data-ready="true"]').waitFor();
    const cols = page.locator('[data-testid="column"]');
    assert.equal(await cols.count(), 2);
    assert.match((await cols.nth(0).textContent()) ?? '', /Standard/);
    assert.match((await cols.nth(1).textContent()) ?? '', /card that beats the mighty: ♥Q \(yoromeki\)/);
    await noAxe(page, 'compare from a link');
    // edit: change the cards and add a rule set by the keyboard
    const input = page.getByLabel(/Cards played, leader first/);
    await input.fill('SA H2 HQ S3 S5');
    await input.press('Enter');
    await page.waitForFunction(() => /p=SA,H2,HQ,S3,S5/.test(location.search));
    await cols.nth(1).locator('[data-testid="reason"]').waitFor();
    assert.match((await cols.nth(1).textContent()) ?? '', /yoromeki/);
    assert.match((await cols.nth(1).textContent()) ?? '', /differs/);
    const shared = await page.locator('[data-testid="share-link"]').getAttribute('href');
    assert.ok(shared?.includes('r=standard;standard+killer=HQ'), shared ?? '');
    // reopen the shared link in a fresh context
    const ctx2 = await browser.newContext();
    const p2 = (await openPage(ctx2)).page;
    await p2.goto(href(`compare-rules/${shared}`));
    await p2.locator('.isl-compare[data-ready="true"]').waitFor();
    await p2.waitForFunction(() => document.querySelectorAll('[data-testid="column"]').length === 2);
    assert.equal(await p2.getByLabel(/Cards played, leader first/).inputValue(), 'SA H2 HQ S3 S5');
    assert.match((await p2.locator('[data-testid="column"]').nth(1).textContent()) ?? '', /yoromeki/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx2.close();
    await ctx.close();
  });

  test('cards are chosen with the card picker: pressed cards join the trick, pressed again they leave', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('compare-rules/?v=japanese&t=H&n=5&p=CK,C2&r=standard;standard+killer=HQ'));
    await page.locator('.isl-compare[data-ready="true"]').waitFor();
    const picker = page.locator('[data-testid="card-picker"]');
    await picker.locator('summary').click();
    await picker
      .getByRole('group', { name: 'Hearts' })
      .getByRole('button', { name: /^queen of hearts/ })
      .click();
    await page.waitForFunction(() => /p=CK,C2,HQ(&|$)/.test(location.search));
    await picker.getByRole('button', { name: /^ace of spades/ }).press('Enter');
    await page.waitForFunction(() => /p=CK,C2,HQ,SA(&|$)/.test(location.search));
    assert.equal(await page.getByLabel(/Cards played, leader first/).inputValue(), 'CK C2 HQ SA');
    assert.equal(
      await picker.getByRole('button', { name: /^queen of hearts/ }).getAttribute('aria-pressed'),
      'true',
      'a card in the trick shows pressed',
    );
    // the queen kills the mighty in rule set 2 only
    assert.match((await page.locator('[data-testid="column"]').nth(1).textContent()) ?? '', /differs/);
    await picker.getByRole('button', { name: /^queen of hearts/ }).click();
    await page.waitForFunction(() => /p=CK,C2,SA(&|$)/.test(location.search));
    await noAxe(page, 'compare with the card picker open');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a malformed link names the bad parts and falls back to defaults', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('compare-rules/?v=japanese&t=Q&p=ZZ,H3&r=nosuch'));
    await page.locator('.isl-compare[data-ready="true"]').waitFor();
    const errors = page.locator('[data-testid="link-errors"]');
    await errors.waitFor();
    const text = (await errors.textContent()) ?? '';
    assert.match(text, /t=Q/);
    assert.match(text, /ZZ/);
    assert.match(text, /nosuch/);
    assert.ok((await page.locator('[data-testid="column"]').count()) >= 2, 'the default comparison is shown');
    await noAxe(page, 'compare with a malformed link');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('switching the game to Mighty shows its default comparison', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(href('compare-rules/'));
    await page.locator('.isl-compare[data-ready="true"]').waitFor();
    await page.locator('.isl-compare select').first().selectOption('mighty');
    await page.waitForFunction(() => location.search.includes('v=mighty'));
    await page.waitForFunction(() => /mighty ♣A/.test(document.querySelector('.isl-compare')?.textContent ?? ''));
    await ctx.close();
  });
});

describe('RankingExplorer, ScoreCalculator and Lesson', () => {
  test('the ranking follows the trump; scores follow the inputs', async () => {
    const ctx = await browser.newContext();
    await useTheme(ctx, 'dark');
    const { page, problems } = await openPage(ctx);
    await page.goto(href('compare-rules/'));
    const rank = page.locator('.isl-ranking');
    await rank.scrollIntoViewIfNeeded();
    await page.locator('.isl-ranking[data-ready="true"]').waitFor();
    const first = () =>
      rank
        .locator('[data-testid="ranking"] .ecard')
        .evaluateAll((es) => es.slice(0, 3).map((e) => e.getAttribute('data-card')));
    assert.deepEqual(await first(), ['SA', 'HJ', 'DJ']);
    await rank.locator('select:has(option[value="N"])').selectOption('C');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.isl-ranking [data-testid="ranking"] .ecard')[1]?.getAttribute('data-card') === 'CJ',
    );
    assert.deepEqual(await first(), ['SA', 'CJ', 'SJ']);
    await noAxe(page, 'ranking explorer (dark)');
    const score = page.locator('.isl-score').first();
    await score.scrollIntoViewIfNeeded();
    await page.locator('.isl-score[data-ready="true"]').first().waitFor();
    await score.getByLabel(/Heads taken/).fill('8');
    await page.waitForFunction(() =>
      document.querySelector('.isl-score [data-testid="score-napoleon"]')?.textContent?.startsWith('\u2212'),
    );
    await noAxe(page, 'score calculator (dark)');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a lesson: narration, a wrong move explained, the right move, to the end', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('japanese/practice/'));
    const lesson = page.locator('.isl-lesson');
    await lesson.scrollIntoViewIfNeeded();
    await page.locator('.isl-lesson[data-ready="true"]').waitFor();
    await lesson.getByRole('button', { name: 'Next' }).click();
    await lesson.getByRole('button', { name: /four of hearts/ }).click();
    await page.waitForFunction(() =>
      /Not that one/.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? ''),
    );
    await noAxe(page, 'lesson after a wrong move');
    await lesson.getByRole('button', { name: 'Try again' }).click();
    await lesson.getByRole('button', { name: /jack of hearts/ }).click();
    await page.waitForFunction(() =>
      /Yes\./.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? ''),
    );
    await lesson.getByRole('button', { name: 'Next' }).click();
    await lesson.getByRole('button', { name: /jack of diamonds/ }).click();
    await lesson.getByRole('button', { name: 'Next' }).click();
    await lesson.getByRole('button', { name: /two of clubs/ }).click();
    await lesson.getByRole('button', { name: 'Next' }).click();
    await lesson.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(() =>
      /Finished/.test(document.querySelector('[data-testid="lesson-progress"]')?.textContent ?? ''),
    );
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
