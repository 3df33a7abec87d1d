/**
 * The Japanese course in a real browser: the course page lists its lessons; one lesson done by
 * keyboard only, with a wrong answer and then the right one; lessons with every kind of step
 * answered (axe on each, play-on included); the whole course by keyboard only, with progress on
 * the course page and on the home page after a reload; a play-on deal with a wrong card and then
 * the right ones; the coached hand on the practice table, every phase introduced as it comes; a
 * corrupted stored value reset with a notice; the clear button; a 390×844 phone without
 * horizontal scrolling.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import { openTable, step as tableStep } from './practice-driver.ts';

interface Step {
  kind: string;
  expected?: unknown;
  choices?: unknown[];
  hand?: string[];
  position?: { hand?: unknown[]; choices?: string[][] };
}
interface LessonJson {
  id: string;
  title: string;
  steps: Step[];
}
const courseFile = (game: string) =>
  JSON.parse(readFileSync(new URL(`../../content/lessons/course-${game}.json`, import.meta.url), 'utf8')) as {
    lessons: (LessonJson | string)[];
    coached: { seed: string; phases: Record<string, string> };
  };
const COURSE = courseFile('japanese');
const lessonIn = (c: typeof COURSE, id: string) =>
  c.lessons.find((l): l is LessonJson => typeof l !== 'string' && l.id === id)!;
const lesson = (id: string) => lessonIn(COURSE, id);
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
  await page.locator('.isl-course[data-ready="true"]').waitFor();
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
  // the island's effects run after the next frame and may move the focus (to the feedback, to the
  // step counter): let them settle before the next Tab, as keyTo does
  await page.evaluate(
    () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 0)))),
  );
}

/** Answer one step right with the mouse (the answer from the lesson data), then go on. */
async function answer(page: Page, step: Step, where: string): Promise<void> {
  const l = page.locator('.isl-lesson[data-ready="true"]');
  await l.waitFor();
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
  } else if (step.kind === 'move' && step.position?.choices) {
    const k = step.position.choices.findIndex((c) => JSON.stringify(c) === JSON.stringify(step.expected));
    await l.getByRole('group', { name: 'Choose a play' }).getByRole('button').nth(k).click();
  } else if (step.kind === 'move') {
    const hand = step.position!.hand!;
    await l
      .getByRole('group', { name: /choose a card to play/ })
      .getByRole('button')
      .nth(hand.indexOf(step.expected as string))
      .click();
  } else if (step.kind === 'play-on') {
    const moves = step.expected as (string | string[])[];
    for (const [k, m] of moves.entries()) {
      await playOnCard(l, m).click();
      if (k < moves.length - 1) {
        await page.waitForFunction(
          (n) =>
            /Yes\./.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? '') &&
            document.querySelectorAll('.isl-lesson [data-testid="play-on-card"]').length >= n,
          k + 1,
        );
        await noAxe(page, `${where}: in the middle of the deal`);
      }
    }
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

/** The control that plays one card (trick games) or one play, `[]` a pass (Daifugō), of a play-on deal. */
function playOnCard(l: Locator, m: string | string[]): Locator {
  const hand = l.getByRole('group', { name: /choose a card to play/ });
  if (typeof m === 'string') return hand.locator(`button[data-card="${m}"]`);
  if (m.length === 0) return hand.getByRole('button', { name: 'Pass', exact: true });
  return hand.locator('button', { has: l.page().locator(`[data-card="${m[0]}"]`) });
}

/** Tab (forward, then back) until `target` has the focus, then press Enter: the keyboard only. */
async function keyTo(page: Page, target: Locator, what: string): Promise<void> {
  await target.waitFor();
  await target.evaluate((el) => el.setAttribute('data-key-target', ''));
  const focused = () => page.evaluate(() => document.activeElement?.hasAttribute('data-key-target') ?? false);
  // the island's effects run after the next frame and may move the focus (to the feedback, to
  // the step counter): let them settle, and Tab again if the focus moved
  const settled = () =>
    page.evaluate(
      () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 0)))),
    );
  let ok = false;
  for (let attempt = 0; attempt < 3 && !ok; attempt++) {
    await settled();
    ok = await focused();
    for (let i = 0; i < 60 && !ok; i++) {
      await page.keyboard.press('Tab');
      ok = await focused();
    }
    for (let i = 0; i < 120 && !ok; i++) {
      await page.keyboard.press('Shift+Tab');
      ok = await focused();
    }
    await settled();
    ok = await focused();
  }
  await target.evaluate((el) => el.removeAttribute('data-key-target'));
  assert.ok(ok, `Tab reaches ${what}`);
  await page.keyboard.press('Enter');
}

const yes = (page: Page) =>
  page.waitForFunction(() =>
    /Yes\./.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? ''),
  );

/** Answer one step right by keyboard only (Tab to the control, Enter), then go on. */
async function keyAnswer(page: Page, step: Step, where: string): Promise<void> {
  const l = page.locator('.isl-lesson[data-ready="true"]');
  await l.waitFor();
  const next = l.getByRole('button', { name: 'Next', exact: true });
  // Which step is showing: pressing Next must move on before the next step is answered (the
  // lesson moves the focus to the step counter once the new step is drawn; a key pressed before
  // that would land on the old step).
  const shown = () =>
    page.evaluate(
      () =>
        `${document.querySelector('.isl-lesson [data-testid="lesson-progress"]')?.textContent ?? ''}|${
          document.querySelector('[data-testid="lesson-recap"]') ? 'recap' : ''
        }`,
    );
  const before = await shown();
  const moveOn = async (what: string) => {
    await keyTo(page, next, what);
    await page.waitForFunction(
      (b) =>
        `${document.querySelector('.isl-lesson [data-testid="lesson-progress"]')?.textContent ?? ''}|${
          document.querySelector('[data-testid="lesson-recap"]') ? 'recap' : ''
        }` !== b,
      before,
    );
    // let the lesson's effects (Preact runs them after the next frame) move the focus first
    await page.evaluate(
      () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 0)))),
    );
  };
  if (step.kind === 'narrate') return moveOn(`${where}: Next`);
  if (step.kind === 'choice') {
    const c = String(step.choices![step.expected as number]);
    await keyTo(
      page,
      l.getByRole('group', { name: 'Choose an answer' }).getByRole('button', { name: c, exact: true }),
      c,
    );
  } else if (step.kind === 'bid') {
    const b = step.choices![step.expected as number] as { count: number; suit: string };
    await keyTo(page, l.getByRole('button', { name: `Bid ${b.count} ${SUIT[b.suit]}`, exact: true }), 'the bid');
  } else if (step.kind === 'winner') {
    const g = l.getByRole('group', { name: /choose the card that wins/ });
    await keyTo(page, g.getByRole('button').nth(step.expected as number), `${where}: the winning card`);
  } else if (step.kind === 'move') {
    const g = l.getByRole('group', { name: /choose a card to play/ });
    await keyTo(page, g.locator(`button[data-card="${step.expected as string}"]`), `${where}: the card`);
  } else if (step.kind === 'bury') {
    const g = l.getByRole('group', { name: /choose cards to bury/ });
    for (const c of step.expected as string[]) {
      await keyTo(page, g.locator(`button[data-card="${c}"]`), `${where}: ${c}`);
      await g.locator(`button[data-card="${c}"][aria-pressed="true"]`).waitFor();
    }
    await keyTo(page, l.getByRole('button', { name: 'Bury', exact: true }), 'Bury');
  } else if (step.kind === 'play-on') {
    const moves = step.expected as string[];
    for (const [k, m] of moves.entries()) {
      await keyTo(page, playOnCard(l, m), `${where}: card ${k + 1} of the deal`);
      if (k < moves.length - 1) {
        await page.waitForFunction(
          (n) =>
            /Yes\./.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? '') &&
            document.querySelectorAll('.isl-lesson [data-testid="play-on-card"]').length >= n,
          k + 1,
        );
      }
    }
  }
  await yes(page);
  await moveOn(`${where}: Next after the answer`);
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
    await page.locator('.isl-lesson[data-ready="true"]').waitFor();
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
    await page.locator('.isl-course[data-ready="true"]').waitFor();
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
    await home.waitFor();
    assert.match((await home.textContent()) ?? '', /Japanese Napoleon course: 1 of \d+ lessons done/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('every kind of step answered, axe clean, and a star for a lesson without mistakes', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openCourse(page);
    for (const id of ['jp-follow', 'jp-bidding', 'jp-exchange', 'jp-trumps']) {
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
    assert.match((await items.nth(2).textContent()) ?? '', /done, with a star/, 'the lesson with a play-on deal');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test("the whole Japanese course by keyboard only: every lesson, the link to the next game's course, and the progress after a reload on the course and home pages", async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openCourse(page);
    await keyTo(page, page.getByRole('button', { name: 'Start the course' }), 'Start the course');
    const all = COURSE.lessons.map((l) =>
      typeof l === 'string'
        ? // a lesson kept in its own file (japanese-specials): answered from its data
          (JSON.parse(readFileSync(new URL(`../../content/lessons/${l}.json`, import.meta.url), 'utf8')) as LessonJson)
        : l,
    );
    for (const [k, l] of all.entries()) {
      for (const [i, s] of l.steps.entries()) await keyAnswer(page, s, `${l.id} step ${i + 1}`);
      const recap = page.locator('[data-testid="lesson-recap"]');
      await recap.waitFor();
      assert.ok(await recap.getByRole('link', { name: 'Read this part of the rules' }).count(), `${l.id}: rules link`);
      assert.ok(await recap.getByRole('link', { name: 'Puzzles on the same idea' }).count(), `${l.id}: puzzles link`);
      if (k < all.length - 1) await keyTo(page, recap.getByRole('button', { name: /^Next lesson:/ }), 'Next lesson');
    }
    const next = page.getByRole('link', { name: /Course finished\. Next: the English Nap course/ });
    assert.equal(await next.getAttribute('href'), '/nap/learn/');
    await keyTo(page, page.getByRole('button', { name: 'Back to the lessons' }).last(), 'Back to the lessons');
    const summary = /^13 of 13 lessons done, 13 with a star/;
    await page.locator('[data-testid="course-summary"]').filter({ hasText: summary }).waitFor();

    await page.reload();
    await page.locator('.isl-course[data-ready="true"]').waitFor();
    assert.match((await page.locator('[data-testid="course-summary"]').textContent()) ?? '', summary);
    for (const li of await page.locator('.isl-course__list > li').all()) {
      assert.match((await li.textContent()) ?? '', /done, with a star/);
    }
    assert.match(
      (await page.locator('.isl-course').textContent()) ?? '',
      /You have finished the Japanese Napoleon course/,
    );
    await page.goto(href(''));
    await page.locator('.isl-course-progress').scrollIntoViewIfNeeded();
    const home = page.locator('.isl-course-progress[data-ready="true"]');
    await home.waitFor();
    assert.match((await home.textContent()) ?? '', /Japanese Napoleon course: 13 of 13 lessons done/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a play-on deal: a card that loses the trick is explained by the engine, then the right cards win both tricks', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openCourse(page);
    const l = lesson('jp-trumps');
    await page.getByRole('button', { name: l.title, exact: true }).click();
    const at = l.steps.findIndex((s) => s.kind === 'play-on');
    for (const [i, s] of l.steps.slice(0, at).entries()) await answer(page, s, `jp-trumps step ${i + 1}`);
    const isl = page.locator('.isl-lesson[data-ready="true"]');
    await isl.getByRole('group', { name: /choose a card to play/ }).waitFor();
    await noAxe(page, 'a play-on step');
    assert.match((await isl.textContent()) ?? '', /Hearts are trumps\. 2 tricks to play, from trick 4\./);
    await keyTo(page, playOnCard(isl, 'D3'), 'the three of diamonds');
    await page.waitForFunction(() =>
      /Not that one/.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? ''),
    );
    assert.match(
      (await feedback(page)) ?? '',
      /♦K \(computer 1\) wins trick 4\. ♦K is the highest card of the led suit .*Try again\./,
    );
    await noAxe(page, 'a play-on step after a wrong card');
    await keyTo(page, page.getByRole('button', { name: 'Try again' }), 'Try again');
    await keyTo(page, playOnCard(isl, 'CA'), 'the ace of clubs');
    await page.waitForFunction(() =>
      /Yes\..*You lead trick 5\./.test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? ''),
    );
    // the computers' cards of trick 4 are on show, and the next card is where the focus is
    assert.equal(await isl.getByRole('group', { name: 'Trick 4' }).locator('[data-card]').count(), 5);
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label')),
      'Your hand: choose a card to play',
    );
    await noAxe(page, 'a play-on step in the middle of the deal');
    await keyTo(page, playOnCard(isl, 'HQ'), 'the queen of hearts');
    await yes(page);
    assert.match((await feedback(page)) ?? '', /Your ♥Q wins trick 5\./);
    await keyTo(page, isl.getByRole('button', { name: 'Next', exact: true }), 'Next');
    const recap = page.locator('[data-testid="lesson-recap"]');
    await recap.waitFor();
    assert.match((await recap.textContent()) ?? '', /earn the star/, 'the wrong card cost the star');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('the coached hand: the course links to it, and the practice table introduces every phase as it comes', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openCourse(page);
    const link = page.locator('[data-testid="coached-link"]').getByRole('link');
    assert.equal(await link.getAttribute('href'), '/japanese/practice/?coach=1');
    await openTable(page, href('japanese/practice/?coach=1&delay=0'));
    const table = page.locator('[data-testid="table"]');
    assert.match((await table.textContent()) ?? '', /seed “coach-9”/);
    const intro = page.locator('[data-testid="phase-intro"]');
    await intro.waitFor();
    await noAxe(page, 'the coached hand');
    // every line the coach shows, however briefly (a computer's phase may pass quickly)
    await page.evaluate(() => {
      const w = window as unknown as { __intros: string[] };
      w.__intros = [];
      const note = () => {
        const t = document.querySelector('[data-testid="phase-intro"]')?.textContent ?? '';
        if (t && w.__intros.at(-1) !== t) w.__intros.push(t);
      };
      note();
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    for (let moves = 0; moves < 500; moves++) {
      if ((await table.getAttribute('data-over')) === 'true') break;
      await tableStep(page);
    }
    assert.equal(await table.getAttribute('data-over'), 'true', 'the coached hand was played to its end');
    const phases = COURSE.coached.phases;
    const seen = new Set(
      (await page.evaluate(() => (window as unknown as { __intros: string[] }).__intros)).map((t) =>
        t.replace(/^Coach: /, ''),
      ),
    );
    const saw = (...keys: string[]) => keys.some((k) => seen.has(phases[k]!));
    assert.ok(saw('auction.you'), `the bidding was introduced on the learner's turn: ${[...seen].join(' | ')}`);
    assert.ok(saw('adjutant', 'adjutant.you'), `naming the adjutant was introduced: ${[...seen].join(' | ')}`);
    assert.ok(saw('exchange', 'exchange.you'), 'the exchange was introduced');
    assert.ok(saw('play', 'play.you'), 'the tricks were introduced');
    assert.ok(saw('gameOver'), 'the end of the hand was introduced');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a saved practice game is not replaced by the coached hand without asking', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openTable(page, href('japanese/practice/?seed=mine&delay=0'));
    await page.waitForFunction(() => localStorage.getItem('etori.practice.v1.japanese') !== null);
    await openTable(page, href('japanese/practice/?coach=1&delay=0'));
    const table = page.locator('[data-testid="table"]');
    assert.match((await table.textContent()) ?? '', /seed “mine”/);
    assert.equal(await page.locator('[data-testid="phase-intro"]').count(), 0);
    const notice = page.locator('.isl-practice .isl__notice', {
      hasText: 'The coached hand replaces the game in progress',
    });
    await keyTo(page, notice.getByRole('button', { name: 'Start the coached hand' }), 'Start the coached hand');
    await page.locator('[data-testid="phase-intro"]').waitFor();
    assert.match((await page.locator('[data-testid="table"]').textContent()) ?? '', /seed “coach-9”/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a corrupted saved progress is reset with a notice; the clear button empties it', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('japanese/learn/'));
    // once the island has read the (empty) progress, so that it cannot overwrite the damaged value
    await page.locator('.isl-course[data-ready="true"]').waitFor();
    await page.evaluate(() => localStorage.setItem('etori.course.v1', '{not json'));
    await page.reload();
    await page.locator('.isl-course[data-ready="true"]').waitFor();
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
    await page.locator('.isl-course[data-ready="true"]').waitFor();
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
    await page.getByRole('button', { name: 'Back to the lessons' }).click();
    const l = lesson('jp-trumps');
    await page.getByRole('button', { name: l.title, exact: true }).click();
    const at = l.steps.findIndex((s) => s.kind === 'play-on');
    for (const s of l.steps.slice(0, at)) await answer(page, s, 'phone');
    const isl = page.locator('.isl-lesson[data-ready="true"]');
    await playOnCard(isl, 'CA').click();
    await page.locator('.isl-lesson [data-testid="play-on-card"]').nth(4).waitFor();
    assert.equal(await overflow(), 0, 'a play-on deal with a finished trick of five cards');
    await openTable(page, href('japanese/practice/?coach=1&delay=0'));
    await page.locator('[data-testid="phase-intro"]').waitFor();
    assert.equal(await overflow(), 0, 'the coached hand');
    await ctx.close();
  });
});

describe('a play-on deal in Daifugō', () => {
  test('played until the pile is cleared, axe clean at every step', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('daifugo/learn/'));
    await page.locator('.isl-course[data-ready="true"]').waitFor();
    const l = lessonIn(courseFile('daifugo'), 'df-singles');
    assert.ok(l.steps.some((s) => s.kind === 'play-on'));
    await page.getByRole('button', { name: l.title, exact: true }).click();
    for (const [i, s] of l.steps.entries()) await answer(page, s, `df-singles step ${i + 1}`);
    const recap = page.locator('[data-testid="lesson-recap"]');
    await recap.waitFor();
    assert.match((await recap.textContent()) ?? '', /earns its star/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});

describe('the coached hand of every course', () => {
  test('each practice page starts its fixed deal with ?coach=1 and introduces the phase the hand is in', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    for (const game of ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo']) {
      const c = courseFile(game).coached;
      await openTable(page, href(`${game}/practice/?coach=1&delay=0`));
      assert.match((await page.locator('[data-testid="table"]').textContent()) ?? '', new RegExp(`seed “${c.seed}”`));
      const intro = page.locator('[data-testid="phase-intro"]');
      await intro.waitFor();
      const text = ((await intro.textContent()) ?? '').replace(/^Coach: /, '');
      assert.ok(Object.values(c.phases).includes(text), `${game}: the line is one of its phase lines: ${text}`);
      await noAxe(page, `${game}: the coached hand`);
    }
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
