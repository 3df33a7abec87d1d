/**
 * What the puzzle flows of puzzles.spec.ts leave out: a trick puzzle's answered states in the dark
 * theme (the colour rules), a puzzle link from the list and an unknown puzzle's link, and a Daifugō
 * puzzle answered with its form (legal or not, checked by the engine) and its solution shown; and
 * the lesson embedded in a practice page, to its end.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { COLOUR_RULES, useTheme } from './browser.ts';
import { puzzleById, type TrickPuzzle } from '../../src/content-data/puzzles.ts';

async function openPuzzles(page: Page, path: string) {
  await page.goto(path);
  const island = page.locator('.isl-puzzle');
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-ready', 'true');
  return island;
}

test('a trick puzzle answered wrong, then right, in the dark theme: the colours keep their contrast', async ({
  page,
  axe,
}) => {
  await useTheme(page.context(), 'dark');
  const island = await openPuzzles(page, '/japanese/puzzles/');
  const id = ((await island.getAttribute('id')) ?? '').replace(/^puzzle-/, '');
  const { answer } = puzzleById(id) as TrickPuzzle & { answer: number };
  const cards = island.locator('button.ecard');
  await cards.nth(answer === 0 ? 1 : 0).click();
  await expect(island.getByTestId('feedback')).toContainText(/try again/);
  await axe(page, 'a puzzle after a wrong answer (dark)', COLOUR_RULES);
  await cards.nth(answer).click();
  await expect(island.getByTestId('feedback')).toContainText(/Correct/);
  await axe(page, 'a puzzle after the right answer (dark)', COLOUR_RULES);
});

test('a puzzle link from the list opens that puzzle; an unknown puzzle is named', async ({ page }) => {
  const island = await openPuzzles(page, '/mighty/puzzles/');
  const links = await island.locator('details a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(2);
  await page.goto(`/mighty/puzzles/${links[2]}`);
  await island.scrollIntoViewIfNeeded();
  // a link names the puzzle by a short code, not by an id that gives the answer away (review C13)
  expect(links[2]).toMatch(/^#puzzle-p[0-9a-z]+$/);
  await expect(island.locator('.isl__meta').first()).toContainText('Puzzle 3 of');
  await page.goto('/mighty/puzzles/#puzzle-no-such-puzzle');
  await page.reload();
  await island.scrollIntoViewIfNeeded();
  await expect(island).toContainText('no puzzle "no-such-puzzle"');
});

test('a Daifugō puzzle: legal or not, checked by the engine; the solution says which', async ({ page, axe }) => {
  const island = await openPuzzles(page, '/daifugo/puzzles/');
  await island.getByLabel('Illegal').check();
  await island.getByRole('button', { name: 'Check' }).click();
  await expect(island.getByTestId('feedback')).toContainText(/Correct|try again/);
  await island
    .getByRole('button', { name: 'Show the solution' })
    .or(island.getByRole('button', { name: 'Next puzzle' }))
    .click();
  await expect(island.getByTestId('feedback')).toContainText(/legal/);
  await axe(page, 'a Daifugō puzzle after an answer');
});

test('the lesson on the practice page: narration, a wrong move explained, the right moves, to the end', async ({
  page,
  axe,
}) => {
  await page.goto('/japanese/practice/');
  const lesson = page.locator('.isl-lesson');
  await lesson.scrollIntoViewIfNeeded();
  await expect(lesson).toHaveAttribute('data-ready', 'true');
  const next = lesson.getByRole('button', { name: 'Next' });
  const feedback = lesson.getByTestId('lesson-feedback');
  await next.click();
  await lesson.getByRole('button', { name: /four of hearts/ }).click();
  await expect(feedback).toContainText('Not that one');
  await axe(page, 'a lesson after a wrong move');
  await lesson.getByRole('button', { name: 'Try again' }).click();
  await lesson.getByRole('button', { name: /jack of hearts/ }).click();
  await expect(feedback).toContainText('Yes.');
  await next.click();
  await lesson.getByRole('button', { name: /jack of diamonds/ }).click();
  await next.click();
  await lesson.getByRole('button', { name: /two of clubs/ }).click();
  await next.click();
  await next.click();
  await expect(lesson.getByTestId('lesson-progress')).toContainText('Finished');
});
