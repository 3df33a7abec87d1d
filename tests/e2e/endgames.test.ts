/**
 * Endgame and deduction puzzles in a real browser, by keyboard only: a wrong endgame card is
 * refuted (the defence's reply and the solver's line are shown), then the endgame is solved;
 * a deduction puzzle is answered by marking seats. Axe on each state.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import { positionPuzzlesFor, resolvedRulesOf, deductionView } from '../../src/content-data/position-puzzles.ts';
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
  type EndgamePos,
} from '../../src/engine/solver/endgame.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function noAxe(page: Page, where: string): Promise<void> {
  const v = await axe(page);
  assert.deepEqual(v, [], formatViolations(where, v));
}

/** Press Tab until the focused element is the card button `card` (at most `limit` presses). */
async function tabToCard(page: Page, card: string, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const at = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['card'] ?? '');
    if (at === card) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`the card ${card} was not reached with the Tab key`);
}

async function tabToButton(page: Page, name: RegExp, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (name.test(text)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`no button ${name} reached with the Tab key`);
}

describe('endgame puzzles', () => {
  test('Japanese: a wrong card is refuted with the solver’s line; then the endgame is played out by keyboard', async () => {
    const p = positionPuzzlesFor('endgame', 'japanese')[0]!;
    const g = solverGameFor(resolvedRulesOf('japanese'), p.trump, p.secretary);
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('japanese/endgames/', BASE_URL).href);
    const island = page.locator(`.isl-endgame[data-puzzle="${p.id}"]`);
    await island.scrollIntoViewIfNeeded();
    // The solver loads on demand; the page does not move the focus by itself.
    await island.locator('button.ecard:not([disabled])').first().waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('ecard')), false);
    await noAxe(page, 'endgame before playing');
    await island.locator('button.ecard:not([disabled])').first().focus();
    const start = defendUntilSide(
      g,
      startEndgame(
        g,
        p.hands.map((h) => h.map(cardIndex)),
        p.leader,
        p.side,
      ),
    ).pos;
    const legal = [...new Set(solverLegal(start))];
    const wrong = legal.find((c) => c !== p.key)!;
    await tabToCard(page, wrong);
    await page.keyboard.press('Enter');
    const feedback = island.locator('.isl__feedback');
    await feedback.waitFor();
    const text = (await feedback.textContent()) ?? '';
    assert.match(text, /does not work: with best defence your side now makes \d+, not \d+/);
    assert.match(text, /Trick \d+: .*won by /, 'the solver’s line is shown trick by trick');
    const live = await page.locator('.isl-endgame [aria-live="polite"]').textContent();
    assert.match(live ?? '', /Not this card/);
    // "Try again" has the focus.
    // (the focus moves after the render that shows the result)
    await page.waitForFunction((n) => document.activeElement?.textContent?.trim() === n, 'Try again');
    await noAxe(page, 'endgame refuted');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.classList.contains('ecard'));
    // Play it out: the key card first, then the solver's best card at each of the side's turns.
    let pos: EndgamePos = start;
    let next = p.key;
    for (let guard = 0; guard < 30 && !isOver(pos); guard++) {
      await page.waitForFunction(() => document.activeElement?.classList.contains('ecard'));
      await tabToCard(page, next);
      await page.keyboard.press('Enter');
      pos = playMove(g, pos, moveForCard(g, pos, cardIndex(next))!);
      pos = defendUntilSide(g, pos).pos;
      if (!isOver(pos)) next = toCard(moveCard(solverChoice(g, pos)));
    }
    await page.locator('.isl-endgame .isl__feedback.is-right').waitFor();
    const done = (await island.locator('.isl__feedback').textContent()) ?? '';
    assert.match(done, new RegExp(`Solved\\. Your side made ${p.target}`));
    // The teaching note is not in the page: it is fetched when first shown (PuzzleNote.tsx).
    await island.locator('.isl__feedback p', { hasText: p.note.slice(0, 50) }).waitFor();
    // (the focus moves after the render that shows the result)
    await page.waitForFunction((n) => document.activeElement?.textContent?.trim() === n, 'Next endgame');
    await noAxe(page, 'endgame solved');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();

    function solverLegal(q: EndgamePos): string[] {
      const out = new Int32Array(64);
      const seat = (q.leader + q.plays.length) % g.players;
      const h = q.hands[seat]!;
      const n = g.legal(h, 0, h.length, q.plays, q.plays.length, q.trickNo, q.ctx, out);
      return Array.from(out.subarray(0, n), (c) => toCard(c));
    }
  });
});

describe('deduction puzzles', () => {
  for (const variant of ['mighty', 'tw-hk'] as const)
    test(`${variant}: mark the seats that can hold the ${variant === 'mighty' ? 'friend' : 'secretary'} card, by keyboard; the reasons are shown`, async () => {
      const p = positionPuzzlesFor('deduction', variant)[0]!;
      const v = deductionView(p);
      const ctx = await browser.newContext();
      const { page, problems } = await openPage(ctx);
      await page.goto(new URL(`${variant}/endgames/`, BASE_URL).href);
      const island = page.locator(`.isl-deduction[data-puzzle="${p.id}"]`);
      await island.scrollIntoViewIfNeeded();
      await island.waitFor();
      // The boxes answer once the island has hydrated (Astro drops the island's \`ssr\` mark then).
      await page.waitForFunction(
        (id) =>
          document
            .querySelector(`.isl-deduction[data-puzzle="${id}"]`)
            ?.closest('astro-island')
            ?.hasAttribute('ssr') === false,
        p.id,
      );
      await noAxe(page, 'deduction before answering');
      const boxes = island.locator('input[type="checkbox"]');
      const labels = await island.locator('label.isl__choice').allTextContents();
      assert.equal(labels.length, v.candidates.length + (v.widowSize > 0 ? 1 : 0));
      await boxes.first().focus();
      for (let i = 0; i < labels.length; i++) {
        const seat = v.candidates[i];
        const want = seat === undefined ? v.widow : v.possible.includes(seat);
        if (want) await page.keyboard.press('Space');
        if (i + 1 < labels.length) await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Tab');
      await tabToButton(page, /^Check$/);
      await page.keyboard.press('Enter');
      const fb = island.locator('.isl__feedback');
      await island.locator('.isl__feedback.is-right').waitFor();
      const text = (await fb.textContent()) ?? '';
      assert.match(text, /^Right\./);
      // The note, fetched from the page's notes file when first shown.
      await island.locator('.isl__feedback p', { hasText: p.note.slice(0, 50) }).waitFor();
      for (const r of v.reasons) assert.ok(text.includes(r.text), `reason shown: ${r.text}`);
      assert.ok(v.reasons.length > 0, 'at least one seat is ruled out');
      if (variant === 'tw-hk') {
        // The order is shown with its trick, and the reasons name it in words.
        assert.match(
          (await island.locator('ul[aria-label="The tricks so far"]').textContent()) ?? '',
          /at your turn you ordered the secretary card played/,
        );
        assert.match(text, /played .* after Napoleon ordered the secretary card played, so it does not hold/);
        assert.doesNotMatch(text, /\b(BJ|LJ|JK)\b/);
      }
      await noAxe(page, 'deduction answered');
      assert.deepEqual(problems.consoleErrors, []);
      await ctx.close();
    });
});
