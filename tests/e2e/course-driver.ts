/**
 * The course, its lessons and the puzzle islands in the browser, shared by course.spec.ts and
 * puzzles.spec.ts: Tab to a control or a card of an island, press it, and wait for the focus to
 * move where the next action starts, as a person would; a lesson's step answered from its data
 * (by keyboard, or with the mouse for the kinds the keyboard walk does not meet); an endgame
 * played out with the solver's best cards and a deduction's seats marked, by keyboard; what a
 * reader of an edition meets checked for Latin-letter words. Bounded by key presses, not time.
 */
import assert from 'node:assert/strict';
import { expect, type Locator, type Page } from '@playwright/test';
import type { LessonStepData } from '../../src/content-data/lessons.ts';
import { CATALOGUES, type IslandLang } from '../../src/i18n/islands/all.ts';
import { cardIndex } from '../../src/engine/cards.ts';
import { moveCard, toCard } from '../../src/engine/solver/games.ts';
import { solverGameFor } from '../../src/engine/solver/variant-game.ts';
import {
  defendUntilSide,
  isOver,
  legalMoves,
  moveForCard,
  playMove,
  solverChoice,
  startEndgame,
} from '../../src/engine/solver/endgame.ts';
import { resolvedRulesOf, type EndgamePuzzle } from '../../src/content-data/position-puzzles.ts';
import { latin, readable, tabToButton, tabToCard } from './lang-driver.ts';
import { translatedPaths } from './browser.ts';

export type CourseWords = (typeof CATALOGUES.course)['en'];

/** The course catalogue of an edition (every edition has one). */
export const courseWords = (lang: IslandLang): CourseWords => CATALOGUES.course[lang]!;

/** The script an edition's text is written in. */
const SCRIPT: Record<IslandLang, RegExp> = {
  en: /[A-Za-z]/,
  ja: /[\u3040-\u30ff]/,
  ko: /[\uac00-\ud7a3]/,
  'zh-TW': /[\u4e00-\u9fff]/,
};

/**
 * What a person meets in `island` reads in `lang`: its script is there and (an edition other than
 * English) no word in Latin letters but card codes.
 */
export async function readsIn(island: Locator, lang: IslandLang, where: string): Promise<void> {
  const text = await readable(island);
  expect(text, `${where}: ${lang} text is shown`).toMatch(SCRIPT[lang]);
  if (lang !== 'en') expect(latin(text), `${where} reads in ${lang}:\n${text}`).toEqual([]);
}

/**
 * The whole page at `path` reads in `lang` where the page is translated (an untranslated page of
 * an edition shows the English text in the edition's frame); code spans (an address) aside.
 */
export async function pageReadsIn(page: Page, path: string, lang: IslandLang): Promise<void> {
  if (!translatedPaths().includes(path)) return;
  const main = page.locator('main');
  let text = await readable(main);
  for (const code of await main.locator('code').allTextContents()) text = text.replace(code, ' ');
  expect(latin(text), `the page ${path} reads in ${lang}:\n${text}`).toEqual([]);
}

/** What Tab reached: the control's tag, its text and (a card) its code. */
interface Focused {
  tag: string;
  text: string;
  card: string;
}

/**
 * Press Tab (at most `limit` times) until a button or link inside `scope` (a selector: an island)
 * matches; false if never. The page's own links (the footer's "next page" among them) and other
 * islands' controls do not count.
 */
export async function tabUntil(page: Page, match: (el: Focused) => boolean, scope = '.isl', limit = 150) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate((sel) => {
      const a = document.activeElement as HTMLElement | null;
      return {
        tag: a?.tagName ?? '',
        text: a?.textContent?.trim() ?? '',
        card: a?.dataset['card'] ?? '',
        inside: !!a?.closest(sel),
      };
    }, scope);
    if (el.inside && /^(BUTTON|A)$/.test(el.tag) && match(el)) return true;
  }
  return false;
}

/**
 * After a control that replaces what the lesson shows, the island moves the focus where the next
 * action starts (the heading, the step counter or the feedback): wait for it before pressing Tab
 * again.
 */
export async function focusMoved(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.matches('.isl [tabindex="-1"]') ?? false);
}

/** Tab to the control named `name` (its whole text) inside `scope`, press Enter, wait for the focus to move. */
export async function press(page: Page, name: string, scope = '.isl'): Promise<void> {
  assert.ok(await tabUntil(page, (el) => el.text === name, scope), `Tab reaches a control named "${name}"`);
  await page.keyboard.press('Enter');
  await focusMoved(page);
}

/**
 * Play a card by keyboard. `more`: mid-deal, where the focus goes back to the hand (another card)
 * instead of moving to the feedback.
 */
export async function playCard(page: Page, card: string, { scope = '.isl', more = false } = {}): Promise<void> {
  assert.ok(await tabUntil(page, (el) => el.card === card, scope), `Tab reaches the card ${card}`);
  await page.keyboard.press('Enter');
  if (!more) return focusMoved(page);
  await page.waitForFunction((c) => {
    const a = document.activeElement as HTMLElement | null;
    return !!a?.closest('[data-hand]') && a.dataset['card'] !== c;
  }, card);
}

/** The lesson's feedback, once it matches `re`. */
export async function feedbackMatches(page: Page, re: RegExp, scope = '.isl-lesson'): Promise<string> {
  const fb = page.locator(`${scope} [data-testid="lesson-feedback"]`);
  await expect(fb).toHaveText(re);
  return (await fb.innerText()).trim();
}

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The lesson's verdict: right, or wrong and asked to try again. */
export const verdict = (w: CourseWords, right: boolean): RegExp =>
  right ? new RegExp(`^${escape(w.right)}`) : new RegExp(`^${escape(w.wrong)}.*${escape(w.tryAgainSaid.trim())}$`, 's');

/** A wrong answer to a question with exactly one right one (a choice, the card that wins), or null. */
export function wrongAnswer(step: LessonStepData): string | null {
  if (step.kind === 'choice') return step.choices[step.expected === 0 ? 1 : 0]!;
  if (step.kind === 'winner') return step.position.plays[step.expected === 0 ? 1 : 0]!;
  return null;
}

/**
 * Answer one step of a trick game's lesson by keyboard (narration, a choice, a card to play, the
 * card that wins): `answer` (a choice's text or a card) instead of the right one; the verdict is
 * waited for, and a right answer moved on from with Next.
 */
export async function keyStep(
  page: Page,
  step: LessonStepData,
  w: CourseWords,
  { answer, scope = '.isl-lesson' }: { answer?: string; scope?: string } = {},
): Promise<void> {
  if (step.kind === 'narrate') return press(page, w.next, scope);
  const right =
    step.kind === 'choice'
      ? step.choices[step.expected]!
      : step.kind === 'winner'
        ? step.position.plays[step.expected]!
        : step.kind === 'move' && typeof step.expected === 'string'
          ? step.expected
          : assert.fail(`no keyboard walk for a ${step.kind} step`);
  const given = answer ?? right;
  if (step.kind === 'choice') await press(page, given, scope);
  else await playCard(page, given, { scope });
  await feedbackMatches(page, verdict(w, given === right), scope);
  if (given === right) await press(page, w.next, scope);
}

/** The control of a play-on deal that plays one card (trick games) or one play, `[]` a pass (Daifugō). */
export function playOnControl(l: Locator, w: CourseWords, m: string | string[]): Locator {
  const hand = l.getByRole('group', { name: w.handGroup });
  if (typeof m === 'string') return hand.locator(`button[data-card="${m}"]`);
  if (m.length === 0) return hand.getByRole('button', { name: w.pass, exact: true });
  return hand.locator('button', { has: l.page().locator(`[data-card="${m[0]}"]`) });
}

/**
 * Answer one step right with the mouse (the answer from the lesson data), wait for the verdict,
 * and run `check` (axe, a width) once the answer is shown, before Next.
 */
export async function clickStep(
  page: Page,
  step: LessonStepData,
  w: CourseWords,
  check: (what: string) => Promise<void> = async () => {},
): Promise<void> {
  const l = page.locator('.isl-lesson[data-ready="true"]');
  const next = l.getByRole('button', { name: w.next, exact: true });
  if (step.kind === 'narrate') return next.click();
  if (step.kind === 'choice')
    await l
      .getByRole('group', { name: w.answerGroup })
      .getByRole('button', { name: step.choices[step.expected] })
      .click();
  else if (step.kind === 'bid') {
    const b = step.choices[step.expected]!;
    await l.getByRole('button', { name: w.bidButton(b.count, b.suit), exact: true }).click();
  } else if (step.kind === 'winner')
    await l.getByRole('group', { name: w.winnerGroup }).getByRole('button').nth(step.expected).click();
  else if (step.kind === 'move' && 'choices' in step.position) {
    const k = step.position.choices.findIndex((c) => JSON.stringify(c) === JSON.stringify(step.expected));
    await l.getByRole('group', { name: w.choosePlay }).getByRole('button').nth(k).click();
  } else if (step.kind === 'move')
    await l
      .getByRole('group', { name: w.handGroup })
      .locator(`button[data-card="${String(step.expected)}"]`)
      .click();
  else if (step.kind === 'bury') {
    const g = l.getByRole('group', { name: w.buryGroup });
    for (const c of step.expected) await g.locator(`button[data-card="${c}"]`).click();
    // one card more than asked is refused, and the island says why (not "Chosen: 3 of 2")
    const extra = step.hand.find((c) => !step.expected.includes(c));
    if (extra) {
      await g.locator(`button[data-card="${extra}"]`).click();
      await expect(l.getByTestId('bury-note')).toHaveText(w.buryFull(step.count));
      await expect(g.locator(`button[data-card="${extra}"]`)).toHaveAttribute('aria-pressed', 'false');
    }
    await check('cards chosen to bury');
    await l.getByRole('button', { name: w.bury, exact: true }).click();
  } else if (step.kind === 'play-on') {
    const moves = step.expected as (string | string[])[];
    for (const [k, m] of moves.entries()) {
      await playOnControl(l, w, m).click();
      if (k === moves.length - 1) break;
      await expect(l.getByTestId('lesson-feedback')).toHaveText(verdict(w, true));
      await expect(l.getByTestId('play-on-card').nth(k)).toBeAttached();
      if (k === 0) await check('a play-on deal in its middle');
    }
  }
  await expect(l.getByTestId('lesson-feedback')).toHaveText(verdict(w, true));
  await check(`a ${step.kind} step answered`);
  await next.click();
}

/** The legal first cards of an endgame, the key card last. */
export function endgameStart(p: EndgamePuzzle) {
  const g = solverGameFor(resolvedRulesOf(p.variant), p.trump, p.secretary);
  const hands = p.hands.map((h) => h.map(cardIndex));
  const start = defendUntilSide(g, startEndgame(g, hands, p.leader, p.side)).pos;
  const legal = [...new Set(legalMoves(g, start).map((m) => toCard(moveCard(m))))];
  return { g, start, wrong: legal.find((c) => c !== p.key)! };
}

/**
 * Play an endgame out by keyboard from its start: the key card, then the solver's best card at
 * each of the side's turns (the focus is on a card of the island whenever it is the side's turn).
 */
export async function playEndgameOut(page: Page, p: EndgamePuzzle): Promise<void> {
  const { g, start } = endgameStart(p);
  let pos = start;
  let next = p.key;
  for (let guard = 0; guard < 30 && !isOver(pos); guard++) {
    await page.waitForFunction(() => document.activeElement?.matches('.isl-endgame button.ecard') ?? false);
    await tabToCard(page, next);
    await page.keyboard.press('Enter');
    pos = defendUntilSide(g, playMove(g, pos, moveForCard(g, pos, cardIndex(next))!)).pos;
    if (!isOver(pos)) next = toCard(moveCard(solverChoice(g, pos)));
  }
  assert.ok(isOver(pos), 'the endgame was played to its end');
}

/**
 * Mark by keyboard exactly the boxes of a deduction that can hold the card (the focus on its first
 * box), then Tab to `check` and press it.
 */
export async function markSeats(
  page: Page,
  island: Locator,
  view: { candidates: number[]; possible: number[]; widow: boolean },
  check: string,
): Promise<void> {
  const boxes = await island.locator('label.isl__choice').count();
  for (let i = 0; i < boxes; i++) {
    const seat = view.candidates[i];
    if (seat === undefined ? view.widow : view.possible.includes(seat)) await page.keyboard.press('Space');
    if (i + 1 < boxes) await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Tab');
  await tabToButton(page, check);
  await page.keyboard.press('Enter');
}

/** The focus is on the control named `name` (it moves there once a verdict is shown). */
export const focusOn = (page: Page, name: string) =>
  page.waitForFunction((n) => document.activeElement?.textContent?.trim() === n, name);

/** How much wider than the window the page is (0: no horizontal scrolling). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
