/**
 * Shared by the browser tests of the editions (Japanese, Korean, Chinese islands): the words in
 * Latin letters a reader of those languages would meet, what a person meets in an island (its
 * text, its controls' names and tooltips, its drop-downs' options, its cards' spoken names, the
 * summaries of closed details), and keyboard steps (Tab to a card or a button, type into a field).
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { axe, formatViolations } from './browser.ts';

/** Words in Latin letters, but card codes (a rank alone, JK, BJ, LJ) and the key names Tab and Enter. */
export const latin = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => !/^(?:[AKQJ]|JK|BJ|LJ|Tab|Enter)$/.test(w));

/** What a person meets in an island: text, controls' names and tooltips, options, spoken card names, closed summaries. */
export async function readable(island: Locator): Promise<string> {
  return island.evaluate((el) => {
    const names = [...el.querySelectorAll('[aria-label], [title]'), el].flatMap((e) => [
      e.getAttribute('aria-label') ?? '',
      e.getAttribute('title') ?? '',
    ]);
    const options = [...el.querySelectorAll('option')].map((o) => o.textContent ?? '');
    const spoken = [...el.querySelectorAll('.sr-only')].map((o) => o.textContent ?? '');
    // text node by text node (a Chinese card name ends in its rank: "黑桃A" then "K" must not read as "AK")
    const nodes = (e: Element) => {
      const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      const out: string[] = [];
      for (let n = walk.nextNode(); n; n = walk.nextNode()) out.push(n.textContent ?? '');
      return out.join('\n');
    };
    const summaries = [...el.querySelectorAll('details:not([open]) > *')].map(nodes);
    return [(el as HTMLElement).innerText, ...names, ...options, ...spoken, ...summaries].join('\n');
  });
}

/** Axe finds nothing on the page (the message names `where`). */
export async function noAxe(page: Page, where: string): Promise<void> {
  const v = await axe(page);
  assert.deepEqual(v, [], formatViolations(where, v));
}

/** Tab until the card `card` (its `data-card`) has the focus. */
export async function tabToCard(page: Page, card: string, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const at = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['card'] ?? '');
    if (at === card) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`the card ${card} was not reached with the Tab key`);
}

/** Tab until the button whose text is `name` has the focus. */
export async function tabToButton(page: Page, name: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (text === name) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`no button "${name}" reached with the Tab key`);
}

/** Replace a field's value by keyboard. */
export async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
}

/** Choose a drop-down's option by keyboard: focus it and press the arrow keys. */
export async function chooseByKeys(page: Page, select: Locator, value: string): Promise<void> {
  const { from, to } = await select.evaluate((el, v) => {
    const s = el as HTMLSelectElement;
    return { from: s.selectedIndex, to: [...s.options].findIndex((o) => o.value === v) };
  }, value);
  assert.ok(to >= 0, `no option ${value}`);
  await select.focus();
  for (let i = from; i < to; i++) await page.keyboard.press('ArrowDown');
  for (let i = from; i > to; i--) await page.keyboard.press('ArrowUp');
  assert.equal(await select.inputValue(), value);
}
