/**
 * The puzzles in the browser, each flow once per edition (tables of `{lang, path, words}`): a
 * trick puzzle answered by keyboard (a wrong card, then the right one; the streak after a reload),
 * an endgame refuted and then played out, a deduction's seats marked, and the trainer serving an
 * endgame and a deduction at the learner's level; in English, what a wrong answer does not give
 * away, a damaged stored streak or rating, a Daifugō puzzle's form and the trainer on a phone,
 * the puzzle of the day and the theme filter. Every puzzle's answer is checked by the engine
 * headless (tests/unit/islands/puzzles.test.ts, tests/unit/content/), its sentences in each
 * language in tests/unit/i18n/.
 */
import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { cardLabel, spokenName } from '../../src/engine/cards.ts';
import { puzzleById, puzzlesFor, type TrickPuzzle } from '../../src/content-data/puzzles.ts';
import {
  deductionView,
  POSITION_VARIANTS,
  positionPuzzlesFor,
  type DeductionPuzzle,
  type DeductionView,
  type PositionVariant,
} from '../../src/content-data/position-puzzles.ts';
import { localizePuzzle } from '../../src/content-data/translations.ts';
import { deductionViewJa } from '../../src/i18n/islands/position-views.ja.ts';
import { deductionViewZh } from '../../src/i18n/islands/position-views.zh-TW.ts';
import { CATALOGUES, type IslandLang } from '../../src/i18n/islands/all.ts';
import {
  endgameStart,
  escape,
  focusOn,
  markSeats,
  overflow,
  pageReadsIn,
  playEndgameOut,
  readsIn,
} from './course-driver.ts';
import { tabToCard } from './lang-driver.ts';

const trick = (id: string) => puzzleById(id) as TrickPuzzle & { answer: number; plays: string[] };
const positionWords = (lang: IslandLang) => CATALOGUES.position[lang]!;
const VIEWS: Partial<Record<IslandLang, (p: DeductionPuzzle) => DeductionView>> = {
  en: deductionView,
  ja: deductionViewJa,
  'zh-TW': deductionViewZh,
};

/** The puzzle island of a trick puzzle, hydrated with the puzzle `id` shown. */
async function openPuzzle(page: Page, path: string, id: string) {
  await page.goto(`${path}#puzzle-${id}`);
  const island = page.locator('.isl-puzzle');
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-ready', 'true');
  await expect(island).toHaveAttribute('id', `puzzle-${id}`);
  return island;
}

const TRICK_EDITIONS = [
  { lang: 'en', path: '/japanese/puzzles/', puzzle: 'jp-led-suit' },
  { lang: 'ja', path: '/ja/mighty/puzzles/', puzzle: 'mt-led-suit' },
  { lang: 'ko', path: '/ko/mighty/puzzles/', puzzle: 'mt-led-suit' },
  { lang: 'zh-TW', path: '/zh-tw/tw-hk/puzzles/', puzzle: 'hk-secretary' },
].map((e) => ({ ...e, lang: e.lang as IslandLang, words: CATALOGUES.puzzle[e.lang as IslandLang]! }));

for (const { lang, path, words: w, puzzle } of TRICK_EDITIONS) {
  test(`${path}: a wrong card then the right one by keyboard, explained in ${lang}; the streak and a solved puzzle's title after a reload`, async ({
    page,
    axe,
  }) => {
    const p = trick(puzzle);
    const island = await openPuzzle(page, path, p.id);
    const cards = island.locator('[role="group"] button');
    await expect(cards).toHaveCount(p.plays.length);
    // the list names the puzzles by theme and number until solved
    const titles = new Set(puzzlesFor(p.variant).map((x) => localizePuzzle(x, lang).title));
    const items = (await island.locator('details li').allTextContents()).map((t) => t.trim());
    expect(items.length).toBe(titles.size);
    expect(
      items.filter((t) => titles.has(t)),
      'no title is shown before its puzzle is solved',
    ).toEqual([]);
    await readsIn(island, lang, 'the question');
    const wrong = p.answer === 0 ? 1 : 0;
    await cards.nth(0).focus();
    for (let i = 0; i < wrong; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const feedback = island.getByTestId('feedback');
    await expect(feedback).toContainText(w.verdict.notThat(p.plays[wrong]!));
    await cards.nth(0).focus();
    for (let i = 0; i < p.answer; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(feedback).toHaveText(new RegExp(`^${escape(w.correctLead)}`));
    await expect(island.locator(`.ecard[data-card="${p.plays[p.answer]}"]`).first()).toHaveClass(/is-winner/);
    await focusOn(page, w.nextPuzzle);
    await readsIn(island, lang, 'the answered puzzle');
    await pageReadsIn(page, path, lang);
    await axe(page, 'an answered puzzle');
    // a wrong answer ended the streak: the next puzzle, right at the first try, starts one
    await expect(island.getByTestId('streak')).toContainText(w.streak(0));
    await page.keyboard.press('Enter');
    await expect(island).not.toHaveAttribute('id', `puzzle-${p.id}`);
    const q = trick(((await island.getAttribute('id')) ?? '').replace(/^puzzle-/, ''));
    // what is stored at the moment the new streak is drawn (a page closed right then keeps it)
    await island.getByTestId('streak').evaluate((el) => {
      const w = window as unknown as { __storedAtDraw?: string };
      new MutationObserver((_, o) => {
        w.__storedAtDraw = Object.values(localStorage).join(' ');
        o.disconnect();
      }).observe(el, { characterData: true, childList: true, subtree: true });
    });
    await cards.nth(0).focus();
    for (let i = 0; i < q.answer; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(feedback).toHaveText(new RegExp(`^${escape(w.correctLead)}`));
    await expect(island.getByTestId('streak')).toContainText(w.streak(1));
    expect(await page.evaluate(() => (window as unknown as { __storedAtDraw?: string }).__storedAtDraw)).toMatch(
      /"streak":1\b/,
    );
    await page.reload();
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-ready', 'true');
    await expect(island.getByTestId('streak')).toContainText(w.streak(1));
    // the list names a solved puzzle by its title
    await expect(island.locator('details')).toContainText(localizePuzzle(q, lang).title);
  });
}

test('/japanese/puzzles/: a wrong answer does not give the answer away; "Show the solution" does and ends the streak', async ({
  page,
  axe,
}) => {
  const p = trick('jp-led-suit');
  const winner = p.plays[p.answer]!;
  const island = await openPuzzle(page, '/japanese/puzzles/', p.id);
  await island
    .locator('button.ecard')
    .nth(p.answer === 0 ? 1 : 0)
    .click();
  await expect(island.getByTestId('feedback')).toHaveText(/try again/i);
  // what a sighted reader sees: the text without the screen-reader-only names
  const seen = await island.evaluate((el: HTMLElement) => {
    const hidden = [...el.querySelectorAll<HTMLElement>('.sr-only')];
    for (const h of hidden) h.style.display = 'none';
    const text = el.innerText;
    for (const h of hidden) h.style.display = '';
    return text;
  });
  expect(seen, 'the winning card is not named before the solution').not.toContain(cardLabel(winner));
  expect(seen).not.toContain(spokenName(winner));
  await axe(page, 'a puzzle after a wrong answer');
  await island.getByRole('button', { name: 'Show the solution' }).click();
  await expect(island.getByTestId('feedback')).toContainText(cardLabel(winner));
  await expect(island.locator(`.ecard[data-card="${winner}"]`).first()).toHaveClass(/is-winner/);
  await expect(island.getByTestId('streak')).toContainText('streak 0');
});

test('a damaged stored streak is reset with a notice; the solved puzzles are kept', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'etori.puzzles.v1',
      JSON.stringify({ v: 1, solved: ['jp-mighty'], bestStreak: 2, streak: 'x' }),
    ),
  );
  const island = await openPuzzle(page, '/japanese/puzzles/', 'jp-led-suit');
  await expect(island).toContainText(/could not be read|was reset/);
  await expect(island).toContainText(/solved 1 of/);
});

test('Daifugō on a phone: the instructions match the form, whose choices are at least 24 px high', async ({
  newContext,
}) => {
  const ctx = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto('/daifugo/puzzles/');
  const island = page.locator('.isl-puzzle');
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-ready', 'true');
  await expect(island).toContainText(CATALOGUES.puzzle.en.howToDaifugo);
  await expect(island).not.toContainText(/choose a card/i);
  const small = await island
    .locator('fieldset label')
    .evaluateAll((ls) =>
      ls.map((l) => ({ t: l.textContent?.trim(), h: l.getBoundingClientRect().height })).filter((b) => b.h < 24),
    );
  expect(small, 'every choice of the form is at least 24 px high').toEqual([]);
});

const ENDGAME_EDITIONS = [
  { lang: 'en', path: '/japanese/endgames/', variant: 'japanese' },
  { lang: 'ja', path: '/ja/japanese/endgames/', variant: 'japanese' },
  { lang: 'zh-TW', path: '/zh-tw/tw-hk/endgames/', variant: 'tw-hk' },
].map((e) => ({ ...e, lang: e.lang as IslandLang, words: positionWords(e.lang as IslandLang) }));

for (const { lang, path, words: w, variant } of ENDGAME_EDITIONS) {
  test(`${path}: a wrong card refuted with the solver's line in ${lang}, then the endgame played out by keyboard`, async ({
    page,
    axe,
  }) => {
    const p = positionPuzzlesFor('endgame', variant as PositionVariant)[0]!;
    const local = localizePuzzle(p, lang);
    await page.goto(path);
    const island = page.locator(`.isl-endgame[data-puzzle="${p.id}"]`);
    await island.scrollIntoViewIfNeeded();
    const first = island.locator('button.ecard:not([disabled])').first();
    await first.waitFor();
    // the solver loads on demand; the page does not move the focus by itself
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ecard'))).toBe(false);
    await readsIn(island, lang, 'the position');
    await expect(island).toContainText(w.endgameCounter(1, positionPuzzlesFor('endgame', p.variant).length));
    await first.focus();
    const { wrong } = endgameStart(p);
    await tabToCard(page, wrong);
    await page.keyboard.press('Enter');
    const feedback = island.locator('.isl__feedback');
    await expect(feedback).toHaveClass(/is-wrong/);
    // the card and the amount it fails to make, then the solver's line trick by trick
    await expect(feedback.locator('p').first()).toHaveText(new RegExp(`^${escape(w.card(wrong))}`));
    await expect(feedback.locator('p').first()).toContainText(w.amountOf(p.variant, p.target));
    await expect(feedback.locator('li').first()).toBeVisible();
    await expect(island.locator('[aria-live="polite"]')).not.toBeEmpty();
    await readsIn(island, lang, 'the refutation');
    await focusOn(page, w.tryAgain);
    await axe(page, 'an endgame refuted');
    await page.keyboard.press('Enter');
    await playEndgameOut(page, p);
    await expect(feedback).toHaveClass(/is-right/);
    await expect(feedback).toContainText(w.solvedLead + w.solvedText(w.amountOf(p.variant, p.target)));
    await expect(island).toContainText(local.title);
    // the teaching note is not in the page: it is fetched when first shown (PuzzleNote.tsx)
    await expect(feedback).toContainText(local.note.slice(0, 30));
    await readsIn(island, lang, 'the solved endgame');
    await pageReadsIn(page, path, lang);
    await focusOn(page, w.nextEndgame);
    await axe(page, 'an endgame solved');
  });
}

const DEDUCTION_EDITIONS = [
  { lang: 'en', path: '/mighty/endgames/', variant: 'mighty' },
  { lang: 'en', path: '/tw-hk/endgames/', variant: 'tw-hk' },
  { lang: 'ja', path: '/ja/tw-hk/endgames/', variant: 'tw-hk' },
  { lang: 'zh-TW', path: '/zh-tw/tw-hk/endgames/', variant: 'tw-hk' },
].map((e) => ({ ...e, lang: e.lang as IslandLang, words: positionWords(e.lang as IslandLang) }));

for (const { lang, path, words: w, variant } of DEDUCTION_EDITIONS) {
  test(`${path}: the seats that can hold the partner card marked by keyboard; the reasons in ${lang}`, async ({
    page,
    axe,
  }) => {
    const p = positionPuzzlesFor('deduction', variant as PositionVariant)[0]!;
    const view = VIEWS[lang]!(p);
    const local = localizePuzzle(p, lang);
    await page.goto(path);
    const island = page.locator(`.isl-deduction[data-puzzle="${p.id}"]`);
    await island.scrollIntoViewIfNeeded();
    // the boxes answer once the island has hydrated (Astro drops the island's `ssr` mark then)
    await expect(page.locator('astro-island', { has: island })).not.toHaveAttribute('ssr');
    await expect(island).toContainText(local.title);
    await readsIn(island, lang, 'the question');
    await expect(island.locator('label.isl__choice')).toHaveCount(
      view.candidates.length + (view.widowSize > 0 ? 1 : 0),
    );
    // a trick with the secretary command says so in the list of tricks
    if (p.tricks.some((t) => t.calls?.command))
      await expect(island.getByRole('list', { name: w.tricksSoFar })).toContainText(
        w.ordered.replace(/^[;；。、\s]+/, ''),
      );
    await island.locator('input[type="checkbox"]').first().focus();
    await markSeats(page, island, view, w.check);
    const feedback = island.locator('.isl__feedback');
    await expect(feedback).toHaveClass(/is-right/);
    await expect(feedback).toHaveText(new RegExp(`^${escape(w.right)}`));
    await expect(feedback).toContainText(local.note.slice(0, 30));
    expect(view.reasons.length, 'at least one seat is ruled out').toBeGreaterThan(0);
    for (const r of view.reasons) await expect(feedback).toContainText(r.text);
    // the jokers are named in words, not by their codes
    expect(await feedback.innerText()).not.toMatch(/\b(BJ|LJ|JK)\b/);
    await readsIn(island, lang, 'the answer and its reasons');
    await pageReadsIn(page, path, lang);
    await axe(page, 'a deduction answered');
  });
}

const TRAINER_EDITIONS = [
  { lang: 'en', path: '/puzzles/' },
  { lang: 'ja', path: '/ja/puzzles/' },
].map((e) => ({
  ...e,
  lang: e.lang as IslandLang,
  words: CATALOGUES.trainer[e.lang as 'en' | 'ja'],
  position: positionWords(e.lang as IslandLang),
}));

async function openTrainer(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.isl-trainer[data-ready="true"] .isl-puzzle[data-ready="true"]').waitFor();
}
const rating = async (page: Page) => Number(await page.getByTestId('rating-value').textContent());

for (const { lang, path, words: w, position } of TRAINER_EDITIONS) {
  test(`${path}: an endgame and a deduction served at my level and solved by keyboard, in ${lang}; the rating moves`, async ({
    page,
    problems,
    axe,
  }) => {
    await openTrainer(page, path);
    const trainer = page.locator('.isl-trainer');
    await readsIn(trainer, lang, 'the trainer');
    const kind = page.getByLabel(w.kindLabel, { exact: true });
    await expect(kind.locator('option')).toHaveText([w.allKinds, w.kind.trick, w.kind.endgame, w.kind.deduction]);
    const next = page.getByRole('button', { name: w.nextAtLevel }).first();
    const serve = async (k: 'endgame' | 'deduction') => {
      await kind.selectOption({ label: w.kind[k] });
      await next.focus();
      await page.keyboard.press('Enter');
      const island = trainer.locator(`.isl-${k}[data-ready="true"]`);
      const id = (await island.getAttribute('data-puzzle'))!;
      const p = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor(k, v)).find((x) => x.id === id);
      expect(p, `a puzzle of the kind ${k} is shown (${id})`).toBeTruthy();
      return { island, p: p! };
    };
    const rated = async (before: number) => {
      await expect.poll(() => rating(page)).toBeGreaterThan(before);
      const after = await rating(page);
      await expect(page.getByTestId('said')).toHaveText(w.said(true, before, after));
      await focusOn(page, w.nextAtLevel);
      return after;
    };

    const endgame = await serve('endgame');
    if (endgame.p.kind !== 'endgame') throw new Error('not an endgame');
    await playEndgameOut(page, endgame.p);
    await expect(endgame.island.locator('.isl__feedback')).toHaveClass(/is-right/);
    const afterEndgame = await rated(1500);
    await readsIn(trainer, lang, 'the trainer, an endgame solved');
    await axe(page, 'the trainer, an endgame solved');

    const ded = await serve('deduction');
    if (ded.p.kind !== 'deduction') throw new Error('not a deduction');
    const view = VIEWS[lang]!(ded.p);
    await page.waitForFunction(() => document.activeElement?.matches('.isl-deduction input[type="checkbox"]'));
    await markSeats(page, ded.island, view, position.check);
    await expect(ded.island.locator('.isl__feedback')).toHaveClass(/is-right/);
    await expect(ded.island).toContainText(localizePuzzle(ded.p, lang).title);
    for (const r of view.reasons) await expect(ded.island).toContainText(r.text);
    await rated(afterEndgame);
    await expect(page.getByTestId('rating')).toContainText(w.rated(2).replace(/^[\s·・]+/, ''));
    await readsIn(trainer, lang, 'the trainer, a deduction answered');
    await page.keyboard.press('Enter');
    await expect(trainer.locator(`[data-puzzle="${ded.p.id}"]`)).toHaveCount(0);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('etori.trainer.v1')))!) as {
      done: string[];
      puzzles: Record<string, { r: number }>;
    };
    expect(stored.done).toEqual([endgame.p.id, ded.p.id]);
    expect(Object.keys(stored.puzzles), 'both puzzle ratings were adjusted').toEqual(
      expect.arrayContaining([endgame.p.id, ded.p.id]),
    );
    await axe(page, 'the trainer, the next puzzle');
    expect(problems.failedRequests).toEqual([]);
  });
}

test('/puzzles/: a trick puzzle at my level answered by keyboard raises the rating, which survives a reload', async ({
  page,
  problems,
}) => {
  const w = CATALOGUES.trainer.en;
  await openTrainer(page, '/puzzles/');
  expect(await rating(page)).toBe(1500);
  await page.getByLabel(w.gameLabel, { exact: true }).selectOption({ label: 'Japanese Napoleon' });
  await page.getByRole('button', { name: w.nextAtLevel }).focus();
  await page.keyboard.press('Enter');
  // the focus goes to the new puzzle's first card
  await page.waitForFunction(() => document.activeElement?.matches('.isl-puzzle button.ecard'));
  const shownId = async () =>
    ((await page.locator('.isl-trainer .isl-puzzle').getAttribute('id')) ?? '').replace(/^puzzle-/, '');
  const id = await shownId();
  const p = trick(id);
  expect(p.variant, `a Japanese trick puzzle is shown (${id})`).toBe('japanese');
  for (let i = 0; i < p.answer; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('feedback')).toHaveText(/correct/i);
  await expect.poll(() => rating(page)).toBeGreaterThan(1500);
  const up = await rating(page);
  await expect(page.getByTestId('said')).toHaveText(w.said(true, 1500, up));
  await expect(page.getByTestId('rating')).toContainText(/1 rated puzzle\b/);
  await focusOn(page, w.nextAtLevel);
  await page.keyboard.press('Enter');
  await expect(page.locator('.isl-trainer .isl-puzzle')).not.toHaveAttribute('id', `puzzle-${id}`);
  expect(problems.failedRequests).toEqual([]);
  await page.reload();
  await openTrainer(page, '/puzzles/');
  expect(await rating(page)).toBe(up);
  expect(await shownId(), 'a puzzle met already is not offered again at first').not.toBe(id);
});

test('/puzzles/: a puzzle missed at the first try is listed to redo after a reload; redone and solved, it leaves the list', async ({
  page,
}) => {
  const w = CATALOGUES.trainer.en;
  await openTrainer(page, '/puzzles/');
  await expect(page.getByTestId('missed')).toHaveCount(0);
  await page.getByLabel(w.gameLabel, { exact: true }).selectOption({ label: 'Japanese Napoleon' });
  await page.getByRole('button', { name: w.nextAtLevel }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.matches('.isl-puzzle button.ecard'));
  const id = ((await page.locator('.isl-trainer .isl-puzzle').getAttribute('id')) ?? '').replace(/^puzzle-/, '');
  const p = trick(id);
  // a wrong card first
  for (let i = 0; i < (p.answer === 0 ? 1 : 0); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('feedback')).not.toHaveText(/correct/i);
  const missed = page.getByTestId('missed');
  const redo = missed.locator(`button[data-puzzle="${id}"]`);
  await expect(redo).toHaveText(new RegExp(`^${escape(w.redo('trick', 'Japanese Napoleon', 'zzz').split('zzz')[0]!)}`));
  await expect(missed).toContainText(w.missedLead(1));

  await page.reload();
  await openTrainer(page, '/puzzles/');
  await redo.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.matches('.isl-puzzle button.ecard'));
  await expect(page.locator('.isl-trainer .isl-puzzle')).toHaveAttribute('id', `puzzle-${id}`);
  await expect(page.getByTestId('mode')).toHaveText(/^A puzzle you missed: Japanese Napoleon, /);
  for (let i = 0; i < p.answer; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('feedback')).toHaveText(/correct/i);
  await expect(missed).toHaveCount(0);
});

test('/puzzles/: the puzzle of the day is the same after a reload; a theme filter limits the puzzles, named in words', async ({
  page,
}) => {
  const w = CATALOGUES.trainer.en;
  await openTrainer(page, '/puzzles/');
  const today = async () => {
    await page.getByRole('button', { name: w.today }).click();
    await expect(page.getByTestId('mode')).toContainText(new Date().toISOString().slice(0, 10));
    return page.locator('.isl-trainer .isl-puzzle').getAttribute('id');
  };
  const first = await today();
  await page.reload();
  await openTrainer(page, '/puzzles/');
  expect(await today()).toBe(first);

  const pool = async () =>
    /(\d+) of (\d+)/
      .exec((await page.getByTestId('pool').textContent()) ?? '')!
      .slice(1)
      .map(Number) as [number, number];
  const [all, total] = await pool();
  expect(all).toBe(total);
  const theme = page.getByLabel(w.themeLabel, { exact: true });
  const themes = await theme.locator('option').allTextContents();
  expect(themes.length, 'several themes').toBeGreaterThan(3);
  for (const t of themes) expect(t, 'a theme is words').toMatch(/^[A-Z][a-zè -]+$/);
  await theme.selectOption({ label: 'Jokers' });
  await expect(page.getByTestId('pool')).not.toHaveText(new RegExp(`^${all} `));
  const [some] = await pool();
  expect(some > 0 && some < total, `the filter leaves some puzzles (${some} of ${total})`).toBe(true);
  for (let i = 0; i < 3; i++) {
    await expect(page.locator('.isl-trainer .isl-puzzle h2')).toHaveText(/^Jokers:/);
    await page.getByRole('button', { name: 'Show the solution' }).click();
    await page.getByRole('button', { name: w.nextAtLevel }).last().click();
  }
});

test('/puzzles/: a damaged stored rating is reset with a notice; other progress is kept', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('etori.trainer.v1', '{"v":1,"learner":{"r":"high"}}');
    localStorage.setItem('etori.puzzles.v1', JSON.stringify({ v: 1, solved: ['jp-mighty'], bestStreak: 2, streak: 1 }));
  });
  await openTrainer(page, '/puzzles/');
  await expect(page.locator('.isl-trainer')).toContainText(/puzzle rating could not be read.*reset/);
  expect(await rating(page)).toBe(1500);
  const kept = await page.evaluate(() => localStorage.getItem('etori.puzzles.v1'));
  expect((JSON.parse(kept!) as { solved: string[] }).solved).toEqual(['jp-mighty']);
});

test('/puzzles/ on a phone: axe clean, in streak mode too; no horizontal scrolling', async ({ newContext, axe }) => {
  const ctx = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const w = CATALOGUES.trainer.en;
  await openTrainer(page, '/puzzles/');
  await axe(page, 'the trainer');
  await page.getByRole('button', { name: w.streakMode }).click();
  await expect(page.getByTestId('mode')).toContainText('Streak 0');
  await page.getByRole('button', { name: 'Show the solution' }).click();
  await page.getByRole('button', { name: w.newStreak }).waitFor();
  await axe(page, 'the trainer after a streak');
  expect(await overflow(page), 'no horizontal scrolling').toBe(0);
});
