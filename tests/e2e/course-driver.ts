/**
 * The course and its lessons by keyboard, shared by the editions' course tests (course-ja, -ko,
 * -zh): Tab to a control or a card of an island, press it, and wait for the focus to move where
 * the next action starts, as a person would; the lesson's feedback read once it says something.
 * Bounded by key presses, not time.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

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

/** Tab to the control named `name` inside `scope`, press Enter, wait for the focus to move. */
export async function press(page: Page, name: RegExp, scope = '.isl'): Promise<void> {
  assert.ok(await tabUntil(page, (el) => name.test(el.text), scope), `Tab reaches a control named ${name}`);
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
export async function feedbackMatches(page: Page, re: RegExp): Promise<string> {
  await page.waitForFunction(
    (src) => new RegExp(src).test(document.querySelector('[data-testid="lesson-feedback"]')?.textContent ?? ''),
    re.source,
  );
  return (await page.locator('[data-testid="lesson-feedback"]').innerText()).trim();
}
