/**
 * The courses in the browser. In each edition (a table: English, Japanese, Korean, Chinese), the
 * course page and its first lesson by keyboard only: a wrong answer, then the right ones, the
 * recap, the next lesson begun, and the progress after a reload on the course and home pages;
 * the edition's lesson embedded in another page, a card that loses the trick explained in the
 * page's language. Every kind of step answered once (a phone's width); the finished course; the
 * coached hand of every course, the saved game it does not replace without asking; a damaged
 * stored progress. Every lesson's answers are checked by the engine headless
 * (tests/unit/islands/lessons.test.ts), and their sentences in each language in tests/unit/i18n/.
 */
import { test, expect } from './fixtures.ts';
import { translatedPaths } from './browser.ts';
import type { Page } from '@playwright/test';
import { coachedHandFor, COURSE_ORDER, courseFor, lessonById, type Lesson } from '../../src/content-data/lessons.ts';
import { localizeLesson } from '../../src/content-data/translations.ts';
import type { IslandLang } from '../../src/i18n/islands/all.ts';
import {
  clickStep,
  escape,
  courseWords,
  feedbackMatches,
  focusMoved,
  keyStep,
  overflow,
  playCard,
  playOnControl,
  press,
  readsIn,
  verdict,
  wrongAnswer,
  type CourseWords,
} from './course-driver.ts';

interface Edition {
  lang: IslandLang;
  /** The edition's course page. */
  path: string;
  words: CourseWords;
  game: 'japanese' | 'mighty' | 'tw-hk';
  /** A lesson in another page of the edition, and a card of its first question that loses the trick. */
  embedded?: { path: string; lesson: string; loses: string };
}
const edition = (lang: IslandLang, path: string, game: Edition['game'], embedded?: Edition['embedded']): Edition => ({
  lang,
  path,
  words: courseWords(lang),
  game,
  ...(embedded ? { embedded } : {}),
});
const EDITIONS: Edition[] = [
  edition('en', '/japanese/learn/', 'japanese'),
  edition('ja', '/ja/japanese/learn/', 'japanese', {
    path: '/ja/japanese/rules/',
    lesson: 'japanese-specials',
    loses: 'H4',
  }),
  edition('ko', '/ko/mighty/learn/', 'mighty', { path: '/ko/mighty/practice/', lesson: 'mighty-mighty', loses: 'C3' }),
  edition('zh-TW', '/zh-tw/tw-hk/learn/', 'tw-hk', {
    path: '/zh-tw/tw-hk/practice/',
    lesson: 'twhk-jokers',
    loses: 'D4',
  }),
];
/** The edition's address prefix ('' in English). */
const prefix = (e: Edition) => e.path.replace(/\/[^/]+\/learn\/$/, '');

async function openCourse(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.isl-course[data-ready="true"]').waitFor();
}

for (const e of EDITIONS) {
  const w = e.words;
  const lessons = courseFor(e.game).map((l) => localizeLesson(l, e.lang));
  const [first, second] = lessons as [Lesson, Lesson];

  test(`${e.path}: the first lesson by keyboard, a wrong answer then the right ones, the recap, and the progress after a reload`, async ({
    page,
    axe,
  }) => {
    await openCourse(page, e.path);
    const course = page.locator('.isl-course');
    const items = course.locator('.isl-course__list > li');
    await expect(items.locator('button')).toHaveText(lessons.map((l) => l.title));
    for (const li of await items.all()) await expect(li).toContainText(w.notStarted);
    await expect(page.getByTestId('course-summary')).toHaveText(w.lessonsDone(0, lessons.length, 0));
    await expect(page.getByTestId('coached-link').getByRole('link')).toHaveAttribute(
      'href',
      `${prefix(e)}/${e.game}/practice/?coach=1`,
    );
    await readsIn(course, e.lang, 'the course page');
    await axe(page, 'the course page');

    await press(page, w.start);
    await expect(page.locator('.isl-lesson h2')).toHaveText(w.lessonTitle(first.title));
    await readsIn(course, e.lang, 'a reading step');
    const wrongAt = first.steps.findIndex((s) => wrongAnswer(s) !== null);
    for (const [i, step] of first.steps.entries()) {
      if (i === wrongAt) {
        await keyStep(page, step, w, { answer: wrongAnswer(step)! });
        // what is wrong about the try, not the answer: that waits behind "Show the answer"
        await expect(course.getByRole('button', { name: w.showAnswer })).toBeVisible();
        if (step.kind === 'choice') await expect(page.getByTestId('lesson-feedback')).not.toContainText(step.why);
        await readsIn(course, e.lang, 'a question answered wrong');
        await axe(page, 'a question answered wrong');
        await press(page, w.tryAgain);
      }
      await keyStep(page, step, w);
    }
    const recap = page.getByTestId('lesson-recap');
    await expect(recap).toContainText(w.noStar);
    // the lesson's links, in the edition (localizeLesson gives them the edition's prefix)
    await expect(recap.getByRole('link', { name: w.readRules })).toHaveAttribute('href', first.rulesLink!);
    await expect(recap.getByRole('link', { name: w.samePuzzles })).toHaveAttribute('href', first.puzzlesLink!);
    await readsIn(course, e.lang, 'the recap');
    await axe(page, 'the recap');

    // the next lesson, begun and left at its second step
    await press(page, w.nextLesson(second.title));
    await keyStep(page, second.steps[0]!, w);
    const progress = page.locator('.isl-lesson [data-testid="lesson-progress"]');
    await expect(progress).toHaveText(w.stepOf(2, second.steps.length));

    await page.reload();
    await course.locator('.isl-course__list').waitFor();
    await expect(course).toHaveAttribute('data-ready', 'true');
    await expect(items.nth(0)).toContainText(w.done);
    await expect(items.nth(0)).not.toContainText(w.doneStar);
    await expect(items.nth(1)).toContainText(w.inProgress(2, second.steps.length));
    await expect(items.nth(2)).toContainText(w.notStarted);
    await expect(page.getByTestId('course-summary')).toHaveText(w.lessonsDone(1, lessons.length, 0));
    await readsIn(course, e.lang, 'the course page with progress');
    await axe(page, 'the course page with progress');

    // the course map: the question answered once wrong then right has two stars of three, the
    // others three; "retry what you missed" replays that question only, and it earns its three
    const max = 3 * first.steps.filter((s) => s.kind !== 'narrate').length;
    await expect(items.nth(0).getByTestId('lesson-stars')).toContainText(w.lessonStars(max - 1, max));
    await press(page, w.retryMissed(1));
    await expect(page.getByTestId('retry-lead')).toHaveText(w.retryLead(1));
    await expect(progress).toHaveText(w.stepOf(1, 1));
    await keyStep(page, first.steps[wrongAt]!, w);
    await expect(page.getByTestId('lesson-recap')).toContainText(w.retryDone(max, max));
    await press(page, w.backToLessons);
    await expect(items.nth(0).getByTestId('lesson-stars')).toContainText(w.lessonStars(max, max));
    await expect(items.nth(0).getByRole('button', { name: w.retryMissed(1) })).toHaveCount(0);
    await press(page, w.continue);
    await expect(progress).toHaveText(w.stepOf(2, second.steps.length));

    // the edition's home page: in its language where it is translated, else in English
    const homePath = `${prefix(e)}/`;
    const homeLang = homePath === '/' || translatedPaths().includes(homePath) ? e.lang : 'en';
    await page.goto(homePath);
    const home = page.locator('.isl-course-progress');
    await home.scrollIntoViewIfNeeded();
    await expect(home).toHaveAttribute('data-ready', 'true');
    await expect(home).toContainText(courseWords(homeLang).doneOf(1, lessons.length, 0));
    await readsIn(home, homeLang, 'the home page progress');
  });

  const embedded = e.embedded;
  if (embedded)
    test(`${embedded.path}: the lesson in the page, a card that loses the trick explained in ${e.lang}, then the winning card`, async ({
      page,
      axe,
    }) => {
      const lesson = localizeLesson(lessonById(embedded.lesson)!, e.lang);
      await page.goto(embedded.path);
      const island = page.locator('.isl-lesson');
      await island.scrollIntoViewIfNeeded();
      await expect(island).toHaveAttribute('data-ready', 'true');
      await expect(island.getByRole('heading').first()).toHaveText(w.lessonTitle(lesson.title));
      await readsIn(island, e.lang, 'the lesson');
      await island.getByRole('button', { name: w.next, exact: true }).focus();
      await page.keyboard.press('Enter');
      await focusMoved(page);
      const scope = '.isl-lesson';
      const step = lesson.steps[1]!;
      await playCard(page, embedded.loses, { scope });
      await feedbackMatches(page, verdict(w, false));
      await readsIn(island, e.lang, 'a card that loses the trick');
      await axe(page, 'the lesson answered wrong');
      await press(page, w.tryAgain, scope);
      await keyStep(page, step, w);
      await readsIn(island, e.lang, 'the winning card, explained');
    });
}

test('every kind of step answered on a phone: axe clean, no horizontal scrolling, a star for a lesson without mistakes', async ({
  newContext,
  axe,
}) => {
  const ctx = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const w = courseWords('en');
  const seen = new Set<string>();
  const check = async (what: string) => {
    expect(await overflow(page), `${what}: no horizontal scrolling`).toBe(0);
    if (seen.has(what)) return;
    seen.add(what);
    await axe(page, what);
  };
  const openLesson = async (id: string) => {
    await page.getByRole('button', { name: lessonById(id)!.title, exact: true }).click();
    await page.locator('.isl-lesson[data-ready="true"]').waitFor();
  };
  const recap = page.getByTestId('lesson-recap');
  await openCourse(page, '/japanese/learn/');
  expect(await overflow(page), 'the course page').toBe(0);
  // the auction (bids), the exchange (cards to bury, eight cards in a row)
  for (const id of ['jp-bidding', 'jp-exchange']) {
    await openLesson(id);
    for (const s of lessonById(id)!.steps) await clickStep(page, s, w, check);
    await expect(recap).toContainText(w.star);
    await recap.getByRole('button', { name: w.backToLessons }).click();
  }
  const items = page.locator('.isl-course__list > li');
  for (const id of ['jp-bidding', 'jp-exchange'])
    await expect(items.filter({ hasText: lessonById(id)!.title })).toContainText(w.doneStar);

  // the card that wins, a card to play, and a play-on deal: a card that loses explained, then the right ones
  const trumps = lessonById('jp-trumps')!;
  await openLesson(trumps.id);
  const at = trumps.steps.findIndex((s) => s.kind === 'play-on');
  for (const s of trumps.steps.slice(0, at)) await clickStep(page, s, w, check);
  const l = page.locator('.isl-lesson');
  await expect(l).toContainText('Hearts are trumps. 2 tricks to play, from trick 4.');
  await check('a play-on deal');
  await playOnControl(l, w, 'D3').click();
  await expect(l.getByTestId('lesson-feedback')).toHaveText(verdict(w, false));
  await check('a play-on deal answered wrong');
  await l.getByRole('button', { name: w.tryAgain }).click();
  await playOnControl(l, w, 'CA').click();
  await expect(l.getByTestId('lesson-feedback')).toHaveText(/^Yes\..*You lead trick 5\./);
  // the computers' cards of trick 4 are on show, and the next card is where the focus is
  await expect(l.getByRole('group', { name: w.trickN(4) }).locator('[data-card]')).toHaveCount(5);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label')))
    .toBe(w.handGroup);
  await check('a play-on deal with a finished trick of five cards');
  await playOnControl(l, w, 'HQ').click();
  await expect(l.getByTestId('lesson-feedback')).toHaveText(/^Yes\. Your ♥Q wins trick 5\./);
  await l.getByRole('button', { name: w.next, exact: true }).click();
  await expect(recap).toContainText(w.noStar);

  // Daifugō: plays of several cards to choose from, and a deal played until the pile is cleared
  await openCourse(page, '/daifugo/learn/');
  const singles = courseFor('daifugo').find((x) => x.steps.some((s) => s.kind === 'play-on'))!;
  await openLesson(singles.id);
  for (const s of singles.steps) await clickStep(page, s, w, (what) => check(`Daifugō: ${what}`));
  await expect(recap).toContainText(w.star);
});

test('the whole course done: the link to the next course, every lesson with its star after a reload, and the home page', async ({
  page,
}) => {
  const w = courseWords('en');
  const all = courseFor('japanese');
  const last = all.at(-1)!;
  const lessons = Object.fromEntries(
    all.slice(0, -1).map((l) => [l.id, { status: 'done', step: l.steps.length - 1, mistake: false, star: true }]),
  );
  await page.addInitScript(
    (p) => {
      if (!localStorage.getItem('etori.course.v1')) localStorage.setItem('etori.course.v1', p);
    },
    JSON.stringify({ v: 1, lessons }),
  );
  await openCourse(page, '/japanese/learn/');
  const n = all.length;
  await expect(page.getByTestId('course-summary')).toHaveText(w.lessonsDone(n - 1, n, n - 1));
  await page.getByRole('button', { name: last.title, exact: true }).click();
  for (const s of last.steps) await clickStep(page, s, w);
  const recap = page.getByTestId('lesson-recap');
  await expect(recap.getByRole('link', { name: w.nextCourse('English Nap') })).toHaveAttribute('href', '/nap/learn/');
  // a play lesson ends in an explained deal: the recap names it and links to it
  const played = localizeLesson(last, 'en');
  await expect(recap.getByRole('link', { name: w.playItOut(played.dealTitle!) })).toHaveAttribute(
    'href',
    played.dealLink!,
  );
  await recap.getByRole('button', { name: w.backToLessons }).click();
  const summary = page.getByTestId('course-summary');
  await expect(summary).toHaveText(w.lessonsDone(n, n, n));
  await page.reload();
  await expect(page.locator('.isl-course')).toHaveAttribute('data-ready', 'true');
  await expect(summary).toHaveText(w.lessonsDone(n, n, n));
  for (const li of await page.locator('.isl-course__list > li').all()) await expect(li).toContainText(w.doneStar);
  await expect(page.locator('.isl-course')).toContainText(w.finishedCourse('Japanese Napoleon'));
  await page.goto('/');
  const home = page.locator('.isl-course-progress');
  await home.scrollIntoViewIfNeeded();
  await expect(home).toHaveAttribute('data-ready', 'true');
  await expect(home).toContainText(`${w.courseLink('Japanese Napoleon')}${w.colon}${w.doneOf(n, n, n)}`);
});

test('the coached hand of every course, on a phone: its fixed deal, the line introducing the phase the hand is in, axe clean', async ({
  newContext,
  axe,
}) => {
  const ctx = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  for (const game of COURSE_ORDER) {
    const c = coachedHandFor(game)!;
    await page.goto(`/${game}/practice/?coach=1&delay=0`);
    const table = page.getByTestId('table');
    await expect(table).toContainText(`seed “${c.seed}”`);
    const intro = page.getByTestId('phase-intro');
    await expect(intro).toHaveText(new RegExp(`^Coach: (${Object.values(c.phases).map(escape).join('|')})$`));
    expect(await overflow(page), `${game}: no horizontal scrolling`).toBe(0);
    await axe(page, `${game}: the coached hand`);
  }
});

test('a saved practice game is not replaced by the coached hand without asking', async ({ page }) => {
  await page.goto('/japanese/practice/?seed=mine&delay=0');
  await page.waitForFunction(() => localStorage.getItem('etori.practice.v1.japanese') !== null);
  await page.goto('/japanese/practice/?coach=1&delay=0');
  const table = page.getByTestId('table');
  await expect(table).toContainText('seed “mine”');
  await expect(page.getByTestId('phase-intro')).toHaveCount(0);
  const notice = page.locator('.isl-practice .isl__notice', {
    hasText: 'The coached hand replaces the game in progress',
  });
  await notice.getByRole('button', { name: 'Start the coached hand' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('phase-intro')).toBeVisible();
  await expect(table).toContainText(`seed “${coachedHandFor('japanese')!.seed}”`);
});

test('a damaged stored progress is reset with a notice; the clear button empties it', async ({ page }) => {
  const w = courseWords('en');
  await openCourse(page, '/japanese/learn/');
  // once the island has read the (empty) progress, so that it cannot overwrite the damaged value
  await page.evaluate(() => localStorage.setItem('etori.course.v1', '{not json'));
  await page.reload();
  await expect(page.locator('.isl-course[data-ready="true"] [role="status"]')).toHaveText(
    /could not be read.*starts again/,
  );
  await page.getByRole('button', { name: w.start }).click();
  await page.getByRole('button', { name: w.next, exact: true }).click();
  await page.getByRole('button', { name: w.backToLessons }).click();
  const first = page.locator('.isl-course__list > li').first();
  await expect(first).toContainText(w.inProgress(2, courseFor('japanese')[0]!.steps.length));
  await page.getByRole('button', { name: w.clear }).click();
  await expect(first).toContainText(w.notStarted);
  await page.reload();
  await expect(page.locator('.isl-course')).toHaveAttribute('data-ready', 'true');
  await expect(first).toContainText(w.notStarted);
});
