/**
 * Shared by the browser tests of the editions (Japanese, Korean, Chinese islands): the words in
 * Latin letters a reader of those languages would meet, what a person meets in an island (its
 * text, its controls' names and tooltips, its drop-downs' options, its cards' spoken names, the
 * summaries of closed details), keyboard steps (Tab to a card or a button, type into a field),
 * and a whole practice hand played by keyboard while reading what the table shows.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { CATALOGUES, type IslandLang } from '../../src/i18n/islands/all.ts';
import { axe, formatViolations } from './browser.ts';
import { move, recorded, recordTexts, waitForTurnOrEnd } from './practice-driver.ts';

/** Words in Latin letters, but card codes (a rank alone, JK, BJ, LJ), the key names Tab and Enter, and the source Pagat (its name in the Korean edition). */
export const latin = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => !/^(?:[AKQJ]|JK|BJ|LJ|Tab|Enter|Pagat)$/.test(w));

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

/** What a person met while a practice hand was played by keyboard (`playHandReading`). */
export interface HandSeen {
  moves: number;
  /** Words in Latin letters met in the island along the way (`latin`). */
  latin: Set<string>;
  /** Each finished trick's line. */
  winners: Set<string>;
  /** Hints asked by keyboard on card plays with a choice (up to `hints`, three by default). */
  hints: string[];
  /** The moves those hints named as mistakes, each with its why. */
  mistakes: string[];
  /** The "What can I know?" panel, opened by keyboard once and read (when asked for). */
  known: string;
  /** Every call shown at a seat, recorded in the page (a call can be shown for one render only). */
  says: Set<string>;
  /** The lines of the auction's list. */
  calls: Set<string>;
}

/**
 * Play the open practice table's hand to the end by keyboard in `lang`, the controls found by the
 * island catalogue's names, reading at each step what a person sees (`text`: the island's words),
 * asking for a few hints, opening "What can I know?" once (`know`), and running axe on that panel
 * and on the first finished trick (messages name `where`). Bounded by moves, not time.
 */
export async function playHandReading(
  page: Page,
  lang: IslandLang,
  text: (page: Page) => Promise<string>,
  { know = true, hints = 3, where }: { know?: boolean; hints?: number; where: string },
): Promise<HandSeen> {
  await recordTexts(page, '__says', '[data-testid="says"]');
  const seen: HandSeen = {
    moves: 0,
    latin: new Set(),
    winners: new Set(),
    hints: [],
    mistakes: [],
    known: '',
    says: new Set(),
    calls: new Set(),
  };
  const words = CATALOGUES.practice[lang];
  if (!words) throw new Error(`no ${lang} practice catalogue`);
  const hintButton = page.getByRole('button', { name: words.hint, exact: true });
  for (let i = 0; i < 2000 && !(await page.locator('[data-testid="game-over"]').count()); i++) {
    const panel = page.locator('[data-testid="know-panel"]');
    if (know && !seen.known && (await panel.count())) {
      await panel.locator('summary').focus();
      await page.keyboard.press('Enter');
      await panel.locator('[data-testid="know-rows"]').waitFor();
      seen.known = await panel.innerText();
      await noAxe(page, `${where}: the "What can I know?" panel`);
    }
    // everything on the table while the game goes: the bidding box, the auction, the seats, the coach
    for (const w of latin(await text(page))) seen.latin.add(w);
    for (const t of await page.locator('[data-testid="auction"] li').allInnerTexts())
      if (t.trim()) seen.calls.add(t.trim());
    const finished = (await page.locator('[data-testid="next-trick"]').count()) > 0;
    if (finished) {
      if (seen.winners.size === 0) await noAxe(page, `${where}: a finished trick`);
      seen.winners.add((await page.locator('[data-testid="trick-result"]').innerText()).trim());
    }
    // a hint on a card play with a choice, asked by keyboard
    const mine = (await page.locator('[data-testid="table"]').getAttribute('data-my-turn')) === 'true';
    if (
      seen.hints.length < hints &&
      mine &&
      !finished &&
      (await page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])').count()) > 1 &&
      (await hintButton.count()) &&
      (await hintButton.isEnabled())
    ) {
      await hintButton.focus();
      await page.keyboard.press('Enter');
      const hint = page.locator('[data-testid="hint"] p').first();
      await hint.waitFor();
      seen.hints.push((await hint.innerText()).trim());
      seen.mistakes.push(...(await page.locator('[data-testid="hint-mistakes"] li').allInnerTexts()));
    }
    if (await move(page, 'keyboard', lang)) seen.moves++;
    else if ((await page.locator('[data-testid="table"]').getAttribute('data-my-turn')) !== 'true')
      await waitForTurnOrEnd(page);
    else await page.waitForTimeout(20);
  }
  assert.ok(await page.locator('[data-testid="game-over"]').count(), `the game ended (${seen.moves} moves)`);
  assert.ok(seen.moves > 0, 'the player made moves');
  for (const t of await recorded(page, '__says')) {
    const call = t.replace(/^\d+:/, '').trim();
    if (call) seen.says.add(call);
  }
  return seen;
}
