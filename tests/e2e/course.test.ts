/**
 * The Japanese course in a real browser: the course page lists its lessons; one lesson done by
 * keyboard only, with a wrong answer and then the right one; lessons with every kind of step
 * answered (axe on each); progress on the course page and on the home page after a reload; a
 * corrupted stored value reset with a notice; the clear button; a 390×844 phone without
 * horizontal scrolling.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';

interface Step {
  kind: string;
  expected?: unknown;
  choices?: unknown[];
  hand?: string[];
  position?: { hand?: string[] };
}
interface LessonJson {
  id: string;
  title: string;
  steps: Step[];
}
const COURSE = JSON.parse(
  readFileSync(new URL('../../content/lessons/course-japanese.json', import.meta.url), 'utf8'),
) as { lessons: (LessonJson | string)[] };
const lesson = (id: string) => COURSE.lessons.find((l): l is LessonJson => typeof l !== 'string' && l.id === id)!;
const SUIT: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const href = (p: string) => new URL(p, BASE_URL).href;

async function noAxe(page: Page, where: string): Promise<void> {
  const v = await axe(page);
  assert.deepEqual(v, [], formatViolations(where, v));
}

async function openCourse(page: Page): Promise<void> {
  await page.goto(href('japanese/learn/'));
  await page.locator('.isl-course[data-ready="true"]').waitFor({ timeout: 60_000 });
}

const feedback = (page: Page) => page.locator('[data-testid="lesson-feedback"]').textContent();

/** Press Tab (at most `limit` times) until the focused element's text matches; false if never. */
async function tabTo(page: Page, name: RegExp, limit = 40): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? `${el.tagName} ${el.textContent ?? ''}` : '';
    });
    if (/^(BUTTON|A) /.test(text) && name.test(text)) return true;
  }
  return false;
}

async function keyPress(page: Page, name: RegExp): Promise<void> {
  assert.ok(await tabTo(page, name), `Tab reaches a control named ${name}`);
  await page.keyboard.press('Enter');
}

/** Answer one step right with the mouse (the answer from the lesson data), then go on. */
async function answer(page: Page, step: Step, where: string): Promise<void> {
  const l = page.locator('.isl-lesson[data-ready="true"]');
  await l.waitFor({ timeout: 60_000 });
  if (step.kind === 'narrate') {
    await l.getByRole('button', { name: 'Next', exact: true }).click();
    return;
  }
  if (step.kind === 'choice') {
    await l
      .getByRole('group', { name: 'Choose an answer' })
      .getByRole('button', { name: String(step.choices![step.expected as number]), exact: true })
      .click();
  } else if (step.kind === 'bid') {
    const b = step.choices![step.expected as number] as { count: number; suit: string };
    await l.getByRole('button', { name: `Bid ${b.count} ${SUIT[b.suit]}`, exact: true }).click();
  } else if (step.kind === 'winner') {
    await l
      .getByRole('group', { name: /choose the card that wins/ })
      .getByRole('button')
      .nth(step.expected as number)
      .click();
  } else if (step.kind === 'move') {
    const hand = step.position!.hand!;
    await l
      .getByRole('group', { name: /choose a card to play/ })
      .getByRole('button')
      .nth(hand.indexOf(step.expected as string))
      .click();
  } else if (step.kind === 'bury') {
    const g = l.getByRole('group', { name: /choose cards to bury/ });
    for (const c of step.expected as string[]) await g.getByRole('button').nth(step.hand!.indexOf(c)).click();
    await noAxe(page, `${where}: cards chosen to bury`);
    await l.getByRole('button', { name: 'Bury', exact: true }).click();
  }
  await page.waitForFunction(() =>
    /Yes\./.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? ''),
  );
  await noAxe(page, `${where}: after a right answer (${step.kind})`);
  await l.getByRole('button', { name: 'Next', exact: true }).click();
}

describe('the Japanese course', () => {
  test('lists its lessons in order, all not started', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openCourse(page);
    assert.match((await page.title()) ?? '', /course/i);
    const items = page.locator('.isl-course__list > li');
    const titles = await items.locator('button').allTextContents();
    const expected = COURSE.lessons.map((l) => (typeof l === 'string' ? null : l.title)).filter(Boolean);
    for (const t of expected) assert.ok(titles.includes(t!), `the list names "${t}"`);
    assert.ok(titles.length >= 10);
    assert.equal(titles[0], 'The deck and the honours');
    assert.match((await items.first().textContent()) ?? '', /not started/);
    await noAxe(page, 'course page');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('one lesson by keyboard only: a wrong answer, then the right one, the recap, and progress after a reload on the course and home pages', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openCourse(page);
    await keyPress(page, /Start the course/);
    await page.locator('.isl-lesson[data-ready="true"]').waitFor({ timeout: 60_000 });
    await noAxe(page, 'a reading step');
    await keyPress(page, /^BUTTON Next$/);
    await keyPress(page, /^BUTTON Next$/);
    // "How many honours are among these cards?" — 1 is wrong
    await keyPress(page, /^BUTTON 1$/);
    await page
      .waitForFunction(() =>
        /Not that one/.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? ''),
      )
      .catch(async (e: unknown) => {
        throw new Error(`no feedback: ${await page.locator('.isl-course').textContent()}`, { cause: e });
      });
    assert.match((await feedback(page)) ?? '', /"1" is not right\. .*Try again\./);
    await noAxe(page, 'a question after a wrong answer');
    await keyPress(page, /Try again/);
    await keyPress(page, /^BUTTON 3$/);
    await page.waitForFunction(() =>
      /Yes\./.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? ''),
    );
    await keyPress(page, /^BUTTON Next$/);
    await keyPress(page, /^BUTTON The ten of clubs$/);
    await page.waitForFunction(() =>
      /Yes\./.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? ''),
    );
    await keyPress(page, /^BUTTON Next$/);
    await keyPress(page, /^BUTTON 20$/);
    await page.waitForFunction(() =>
      /Yes\./.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? ''),
    );
    await keyPress(page, /^BUTTON Next$/);
    const recap = page.locator('[data-testid="lesson-recap"]');
    await recap.waitFor();
    assert.match((await recap.textContent()) ?? '', /20 of them/);
    assert.match((await recap.textContent()) ?? '', /earn the star/, 'a mistake costs the star');
    assert.equal(
      await recap.getByRole('link', { name: 'Read this part of the rules' }).getAttribute('href'),
      '/japanese/rules/#1-deal',
    );
    assert.ok(await recap.getByRole('link', { name: 'Puzzles on the same idea' }).isVisible());
    await noAxe(page, 'the recap');
    // the next lesson, begun and left at its third step
    await keyPress(page, /Next lesson: Tricks and following suit/);
    await keyPress(page, /^BUTTON Next$/);
    await keyPress(page, /^BUTTON Next$/);
    await page.locator('.isl-lesson [data-testid="lesson-progress"]').filter({ hasText: 'Step 3 of' }).waitFor();

    await page.reload();
    await page.locator('.isl-course[data-ready="true"]').waitFor({ timeout: 60_000 });
    const items = page.locator('.isl-course__list > li');
    assert.match((await items.nth(0).textContent()) ?? '', /done/);
    assert.doesNotMatch((await items.nth(0).textContent()) ?? '', /star/);
    assert.match((await items.nth(1).textContent()) ?? '', /in progress: step 3 of/);
    assert.match((await page.locator('[data-testid="course-summary"]').textContent()) ?? '', /^1 of \d+ lessons done/);
    await keyPress(page, /Continue where you left off/);
    await page.locator('.isl-lesson [data-testid="lesson-progress"]').filter({ hasText: 'Step 3 of' }).waitFor();

    await page.goto(href(''));
    await page.locator('.isl-course-progress').scrollIntoViewIfNeeded();
    const home = page.locator('.isl-course-progress[data-ready="true"]');
    await home.waitFor({ timeout: 60_000 });
    assert.match((await home.textContent()) ?? '', /Japanese Napoleon course: 1 of \d+ lessons done/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('every kind of step answered, axe clean, and a star for a lesson without mistakes', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openCourse(page);
    for (const id of ['jp-follow', 'jp-bidding', 'jp-exchange']) {
      const l = lesson(id);
      await page.getByRole('button', { name: l.title, exact: true }).click();
      for (const [i, s] of l.steps.entries()) await answer(page, s, `${id} step ${i + 1}`);
      const recap = page.locator('[data-testid="lesson-recap"]');
      await recap.waitFor();
      assert.match((await recap.textContent()) ?? '', /earns its star/);
      await recap.getByRole('button', { name: 'Back to the lessons' }).click();
    }
    const items = page.locator('.isl-course__list > li');
    assert.match((await items.nth(1).textContent()) ?? '', /done, with a star/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test("the whole Japanese course, lesson after lesson, ends with a link to the next game's course", async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openCourse(page);
    await page.getByRole('button', { name: 'Start the course' }).click();
    const all = COURSE.lessons.map((l) => (typeof l === 'string' ? null : l));
    for (const [k, l] of all.entries()) {
      if (l === null) {
        // a lesson kept in its own file (japanese-specials): answered from its data
        const own = JSON.parse(
          readFileSync(new URL(`../../content/lessons/${COURSE.lessons[k] as string}.json`, import.meta.url), 'utf8'),
        ) as LessonJson;
        for (const [i, s] of own.steps.entries()) await answer(page, s, `${own.id} step ${i + 1}`);
      } else {
        for (const [i, s] of l.steps.entries()) await answer(page, s, `${l.id} step ${i + 1}`);
      }
      const recap = page.locator('[data-testid="lesson-recap"]');
      await recap.waitFor();
      if (k < all.length - 1) await recap.getByRole('button', { name: /^Next lesson:/ }).click();
    }
    const next = page.getByRole('link', { name: /Course finished\. Next: the English Nap course/ });
    assert.equal(await next.getAttribute('href'), '/nap/learn/');
    await page.getByRole('button', { name: 'Back to the lessons' }).last().click();
    assert.match(
      (await page.locator('[data-testid="course-summary"]').textContent()) ?? '',
      /^13 of 13 lessons done, 13 with a star/,
    );
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a corrupted saved progress is reset with a notice; the clear button empties it', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('japanese/learn/'));
    await page.evaluate(() => localStorage.setItem('etori.course.v1', '{not json'));
    await page.reload();
    await page.locator('.isl-course[data-ready="true"]').waitFor({ timeout: 60_000 });
    assert.match(
      (await page.locator('.isl-course [role="status"]').textContent()) ?? '',
      /could not be read.*starts again/,
    );
    await page.getByRole('button', { name: 'Start the course' }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Back to the lessons' }).click();
    await page.getByRole('button', { name: 'Clear my progress' }).click();
    assert.match((await page.locator('.isl-course__list > li').first().textContent()) ?? '', /not started/);
    await page.reload();
    await page.locator('.isl-course[data-ready="true"]').waitFor({ timeout: 60_000 });
    assert.match((await page.locator('.isl-course__list > li').first().textContent()) ?? '', /not started/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('on a 390×844 phone the course page and a lesson need no horizontal scrolling', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(ctx);
    await openCourse(page);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(await overflow(), 0, 'course page');
    await page.getByRole('button', { name: lesson('jp-exchange').title, exact: true }).click();
    for (const s of lesson('jp-exchange').steps.slice(0, 2)) await answer(page, s, 'phone');
    assert.equal(await overflow(), 0, 'a lesson step with eight cards');
    await ctx.close();
  });
});
