/**
 * The puzzle trainer (/puzzles/) as a learner meets it: the next puzzle at the learner's level
 * answered right by keyboard raises the puzzle rating, which survives a reload; the puzzle of the
 * day is the same after a reload; a theme filter limits the puzzles; a damaged stored rating is
 * reset with a notice and other progress is kept; axe clean; no horizontal scrolling on a phone.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import {
  deductionView,
  POSITION_VARIANTS,
  positionPuzzlesFor,
  resolvedRulesOf,
} from '../../src/content-data/position-puzzles.ts';
import { cardIndex } from '../../src/engine/cards.ts';
import { moveCard, toCard } from '../../src/engine/solver/games.ts';
import { solverGameFor } from '../../src/engine/solver/variant-game.ts';
import {
  defendUntilSide,
  isOver,
  moveForCard,
  playMove,
  solverChoice,
  startEndgame,
} from '../../src/engine/solver/endgame.ts';

const ANSWERS = new Map<string, number>();
for (const v of ['japanese', 'nap', 'tw-hk', 'mighty']) {
  const file = JSON.parse(readFileSync(new URL(`../../content/puzzles/${v}.json`, import.meta.url), 'utf8')) as {
    puzzles: { id: string; answer: number }[];
  };
  for (const p of file.puzzles) ANSWERS.set(p.id, p.answer);
}

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const href = (p: string) => new URL(p, BASE_URL).href;

async function openTrainer(page: Page): Promise<void> {
  await page.goto(href('puzzles/'));
  await page.locator('.isl-trainer[data-ready="true"] .isl-puzzle[data-ready="true"]').waitFor();
}

/** Press Tab until the focused element is the card button `card`. */
async function tabToCard(page: Page, card: string, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const at = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['card'] ?? '');
    if (at === card) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`the card ${card} was not reached with the Tab key`);
}

async function tabTo(page: Page, name: RegExp, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (name.test(text)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`nothing named ${name} reached with the Tab key`);
}

/** Choose a kind of puzzle, then press "Next puzzle at my level" by keyboard. */
async function nextOfKind(page: Page, kind: string): Promise<void> {
  await page.getByLabel('Kind of puzzle', { exact: true }).selectOption({ label: kind });
  await page.getByRole('button', { name: 'Next puzzle at my level' }).first().focus();
  await page.keyboard.press('Enter');
}

const shownId = async (page: Page) =>
  ((await page.locator('.isl-trainer .isl-puzzle').getAttribute('id')) ?? '').replace(/^puzzle-/, '');
const rating = async (page: Page) => Number(await page.getByTestId('rating-value').textContent());

describe('puzzle trainer', () => {
  test('the next puzzle at my level, answered right by keyboard, raises the rating, which survives a reload', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openTrainer(page);
    assert.equal(await rating(page), 1500);
    // A trick-taking game, so the answer is one card.
    await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Japanese Napoleon' });
    const next = page.getByRole('button', { name: 'Next puzzle at my level' });
    await next.focus();
    await page.keyboard.press('Enter');
    // The focus goes to the new puzzle's first card.
    await page.waitForFunction(() => document.activeElement?.matches('.isl-puzzle button.ecard'));
    const id = await shownId(page);
    const answer = ANSWERS.get(id);
    assert.ok(answer !== undefined, `a Japanese trick puzzle is shown (${id})`);
    for (let i = 0; i < answer; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      /correct/i.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="rating-value"]')?.textContent) > 1500,
    );
    const up = await rating(page);
    assert.match((await page.getByTestId('said').textContent()) ?? '', /went up from 1500 to \d+/);
    assert.match((await page.getByTestId('rating').textContent()) ?? '', /1 rated puzzle\b/);
    // The focus is on the trainer's next step.
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Next puzzle at my level');
    await page.keyboard.press('Enter');
    await page.waitForFunction((old) => document.querySelector('.isl-trainer .isl-puzzle')?.id !== `puzzle-${old}`, id);
    assert.deepEqual(problems.failedRequests, []);
    await page.reload();
    await openTrainer(page);
    assert.equal(await rating(page), up);
    assert.notEqual(await shownId(page), id, 'a puzzle met already is not offered again at first');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('an endgame and a deduction puzzle are served at my level and solved by keyboard; the rating moves', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openTrainer(page);
    const kinds = await page.getByLabel('Kind of puzzle', { exact: true }).locator('option').allTextContents();
    assert.deepEqual(kinds, ['All kinds', 'One trick', 'Play it out', 'Who holds the card']);

    // An endgame: the key card, then the solver's best at each of the side's turns.
    await nextOfKind(page, 'Play it out');
    const endgame = page.locator('.isl-trainer .isl-endgame[data-ready="true"]');
    await endgame.waitFor();
    const eid = (await endgame.getAttribute('data-puzzle'))!;
    const p = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor('endgame', v)).find((x) => x.id === eid);
    assert.ok(p, `an endgame puzzle is shown (${eid})`);
    assert.match((await page.getByTestId('mode').textContent()) ?? '', /^At your level: .*, rated \d+\.$/);
    const g = solverGameFor(resolvedRulesOf(p.variant), p.trump, p.secretary);
    let pos = defendUntilSide(
      g,
      startEndgame(
        g,
        p.hands.map((h) => h.map(cardIndex)),
        p.leader,
        p.side,
      ),
    ).pos;
    let next = p.key;
    for (let guard = 0; guard < 30 && !isOver(pos); guard++) {
      await page.waitForFunction(() => document.activeElement?.matches('.isl-endgame button.ecard'));
      await tabToCard(page, next);
      await page.keyboard.press('Enter');
      pos = playMove(g, pos, moveForCard(g, pos, cardIndex(next))!);
      pos = defendUntilSide(g, pos).pos;
      if (!isOver(pos)) next = toCard(moveCard(solverChoice(g, pos)));
    }
    await endgame.locator('.isl__feedback.is-right').waitFor();
    assert.match(
      (await endgame.locator('.isl__feedback').textContent()) ?? '',
      new RegExp(`Solved\\. Your side made ${p.target}`),
    );
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="rating-value"]')?.textContent) > 1500,
    );
    const afterEndgame = await rating(page);
    assert.match(
      (await page.getByTestId('said').textContent()) ?? '',
      /Solved at the first try: your puzzle rating went up from 1500 to \d+/,
    );
    // The trainer's next step has the focus.
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Next puzzle at my level');
    const axeEndgame = await axe(page);
    assert.deepEqual(axeEndgame, [], formatViolations('trainer endgame solved', axeEndgame));

    // A deduction: mark exactly the seats that can hold the card, then check.
    await nextOfKind(page, 'Who holds the card');
    const ded = page.locator('.isl-trainer .isl-deduction[data-ready="true"]');
    await ded.waitFor();
    const did = (await ded.getAttribute('data-puzzle'))!;
    const d = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor('deduction', v)).find((x) => x.id === did);
    assert.ok(d, `a deduction puzzle is shown (${did})`);
    const v = deductionView(d);
    await page.waitForFunction(() => document.activeElement?.matches('.isl-deduction input[type="checkbox"]'));
    const boxes = await ded.locator('label.isl__choice').count();
    for (let i = 0; i < boxes; i++) {
      const seat = v.candidates[i];
      if (seat === undefined ? v.widow : v.possible.includes(seat)) await page.keyboard.press('Space');
      if (i + 1 < boxes) await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Tab');
    await tabTo(page, /^Check$/);
    await page.keyboard.press('Enter');
    await ded.locator('.isl__feedback.is-right').waitFor();
    for (const r of v.reasons) assert.ok(((await ded.textContent()) ?? '').includes(r.text), `reason shown: ${r.text}`);
    await page.waitForFunction(
      (before) => Number(document.querySelector('[data-testid="rating-value"]')?.textContent) > before,
      afterEndgame,
    );
    assert.match((await page.getByTestId('rating').textContent()) ?? '', /2 rated puzzles/);
    // The trainer's next button has the focus after a right answer.
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Next puzzle at my level');
    await page.keyboard.press('Enter');
    await page.waitForFunction((old) => !document.querySelector(`.isl-trainer [data-puzzle="${old}"]`), did);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('etori.trainer.v1')))!) as {
      done: string[];
      puzzles: Record<string, { r: number }>;
    };
    assert.deepEqual(stored.done, [eid, did]);
    assert.ok(stored.puzzles[eid] && stored.puzzles[did], 'both puzzle ratings were adjusted');
    const axeV = await axe(page);
    assert.deepEqual(axeV, [], formatViolations('trainer deduction', axeV));
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.failedRequests, []);
    await ctx.close();
  });

  test('the puzzle of the day is the same after a reload', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await openTrainer(page);
    await page.getByRole('button', { name: "Today's puzzle" }).click();
    const today = new Date().toISOString().slice(0, 10);
    await page.waitForFunction((d) => document.querySelector('[data-testid="mode"]')?.textContent?.includes(d), today);
    const first = await shownId(page);
    await page.reload();
    await openTrainer(page);
    await page.getByRole('button', { name: "Today's puzzle" }).click();
    await page.waitForFunction((d) => document.querySelector('[data-testid="mode"]')?.textContent?.includes(d), today);
    assert.equal(await shownId(page), first);
    await ctx.close();
  });

  test('a theme filter limits the puzzles; the themes are words', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await openTrainer(page);
    const pool = async () =>
      /(\d+) of (\d+)/
        .exec((await page.getByTestId('pool').textContent()) ?? '')!
        .slice(1)
        .map(Number);
    const [all, total] = await pool();
    assert.equal(all, total);
    const themes = await page.getByLabel('Puzzle theme', { exact: true }).locator('option').allTextContents();
    assert.ok(themes.length > 3, 'several themes');
    for (const t of themes) assert.match(t, /^[A-Z][a-zè -]+$/, `"${t}" is words`);
    await page.getByLabel('Puzzle theme', { exact: true }).selectOption({ label: 'Jokers' });
    await page.waitForFunction(
      (n) => !document.querySelector('[data-testid="pool"]')?.textContent?.startsWith(`${n} `),
      all,
    );
    const [some] = await pool();
    assert.ok(some! > 0 && some! < total!, `the filter leaves some puzzles (${some} of ${total})`);
    for (let i = 0; i < 3; i++) {
      await page.locator('.isl-trainer .isl-puzzle h2').waitFor();
      assert.match((await page.locator('.isl-trainer .isl-puzzle h2').textContent()) ?? '', /^Jokers:/);
      await page.getByRole('button', { name: 'Show the solution' }).click();
      await page.getByRole('button', { name: 'Next puzzle at my level' }).last().click();
    }
    await ctx.close();
  });

  test('a damaged stored rating is reset with a notice; other progress is kept', async () => {
    const ctx = await browser.newContext();
    const progress = JSON.stringify({ v: 1, solved: ['jp-mighty'], bestStreak: 2, streak: 1 });
    await ctx.addInitScript((p) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('etori.trainer.v1', '{"v":1,"learner":{"r":"high"}}');
      localStorage.setItem('etori.puzzles.v1', p);
    }, progress);
    const { page, problems } = await openPage(ctx);
    await openTrainer(page);
    assert.match((await page.locator('.isl-trainer').textContent()) ?? '', /puzzle rating could not be read.*reset/);
    assert.equal(await rating(page), 1500);
    assert.equal(
      JSON.parse((await page.evaluate(() => localStorage.getItem('etori.puzzles.v1')))!).solved[0],
      'jp-mighty',
    );
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('axe clean, in streak mode too; no horizontal scrolling at 390×844', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(ctx);
    await openTrainer(page);
    let v = await axe(page);
    assert.deepEqual(v, [], formatViolations('trainer', v));
    await page.getByRole('button', { name: 'Streak mode' }).click();
    await page.waitForFunction(() =>
      /Streak 0/.test(document.querySelector('[data-testid="mode"]')?.textContent ?? ''),
    );
    await page.getByRole('button', { name: 'Show the solution' }).click();
    await page.getByRole('button', { name: 'Start a new streak' }).waitFor();
    v = await axe(page);
    assert.deepEqual(v, [], formatViolations('trainer after a streak', v));
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(wide <= 0, `no horizontal scrolling (${wide} px too wide)`);
    await ctx.close();
  });
});
