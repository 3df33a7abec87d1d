/**
 * One card style, as a reader sees it: rule examples on pages and the islands draw the same card
 * faces; by default hearts and diamonds share one colour (the two-colour deck, so "the jack of the
 * other suit of the same colour" looks like it), and the four-colour deck is a remembered reader
 * setting. Spoken card names are kept out of search excerpts; interactive cards are big enough to
 * tap on a phone; a trick shows who played each card.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage, useTheme } from './browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const href = (p: string) => new URL(p, BASE_URL).href;
const DECK_KEY = 'etori.deck.v1';

/** The computed text colour of the first card face showing `card` inside `scope`, or null. */
async function faceColour(page: Page, scope: string, card: string): Promise<string | null> {
  return page.evaluate(
    ([s, c]) => {
      const el = document.querySelector(`${s} .ecard[data-card="${c}"]`);
      return el ? getComputedStyle(el).color : null;
    },
    [scope, card] as const,
  );
}

/** ♥ and ♦ colours in a rule example (a judged trick) and in an island (the lesson's cards). */
async function heartsAndDiamonds(page: Page) {
  const trick = {
    heart: await faceColour(page, '.etori-trick', 'H3'),
    diamond: await faceColour(page, '.etori-trick', 'DJ'),
  };
  const island = {
    heart: await faceColour(page, '.isl-lesson', 'HJ'),
    diamond: await faceColour(page, '.isl-lesson', 'DJ'),
  };
  for (const [where, c] of Object.entries({ 'the rule example': trick, 'the lesson island': island })) {
    assert.ok(c.heart && c.diamond, `${where} shows ♥ and ♦ card faces (got ${JSON.stringify(c)})`);
  }
  return { trick, island };
}

async function noAxe(page: Page, where: string): Promise<void> {
  const v = await axe(page);
  assert.deepEqual(v, [], formatViolations(where, v));
}

describe('card faces', () => {
  test('two-colour deck by default: ♥ and ♦ share a colour on a rules page and in an island', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('japanese/rules/'));
    const { trick, island } = await heartsAndDiamonds(page);
    assert.equal(trick.heart, trick.diamond, 'rule example: ♥ and ♦ have the same colour');
    assert.equal(island.heart, island.diamond, 'island: ♥ and ♦ have the same colour');
    assert.equal(trick.heart, island.heart, 'the rule example and the island draw hearts alike');
    const spade = await faceColour(page, '.etori-trick', 'CK');
    assert.notEqual(spade, trick.heart, 'black suits differ from red ones');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the four-colour deck is a reader setting that survives a reload (${theme})`, async () => {
      const ctx = await browser.newContext();
      await useTheme(ctx, theme);
      const { page, problems } = await openPage(ctx);
      await page.goto(href('japanese/rules/'));
      const toggle = page.getByRole('checkbox', { name: /four-colou?r/i });
      assert.equal(await toggle.isChecked(), false, 'off by default');
      await toggle.check();
      let c = await heartsAndDiamonds(page);
      assert.notEqual(c.trick.heart, c.trick.diamond, 'rule example: ♦ has its own colour');
      assert.notEqual(c.island.heart, c.island.diamond, 'island: ♦ has its own colour');
      await noAxe(page, `four-colour cards (${theme})`);
      await page.reload();
      c = await heartsAndDiamonds(page);
      assert.notEqual(c.trick.heart, c.trick.diamond, 'still four colours after a reload');
      assert.equal(await page.getByRole('checkbox', { name: /four-colou?r/i }).isChecked(), true);
      // and back
      await page.getByRole('checkbox', { name: /four-colou?r/i }).uncheck();
      c = await heartsAndDiamonds(page);
      assert.equal(c.island.heart, c.island.diamond);
      await noAxe(page, `two-colour cards (${theme})`);
      assert.deepEqual(problems.consoleErrors, []);
      await ctx.close();
    });
  }

  test('a corrupted stored setting falls back to the two-colour deck without an error', async () => {
    const ctx = await browser.newContext();
    await ctx.addInitScript((k) => localStorage.setItem(k, '{"v":1,"four":"maybe"'), DECK_KEY);
    const { page, problems } = await openPage(ctx);
    await page.goto(href('japanese/rules/'));
    const { trick } = await heartsAndDiamonds(page);
    assert.equal(trick.heart, trick.diamond);
    assert.equal(await page.getByRole('checkbox', { name: /four-colou?r/i }).isChecked(), false);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a trick names the player under each card; spoken names stay out of search excerpts', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(href('japanese/rules/'));
    const plays = await page
      .locator('.etori-trick')
      .first()
      .locator('li')
      .evaluateAll((lis) =>
        lis.map((li) => {
          const card = li.querySelector('.ecard')?.getBoundingClientRect();
          const who = [...li.querySelectorAll('*')].find((e) => /^P\d/.test(e.textContent?.trim() ?? ''));
          const box = who?.getBoundingClientRect();
          return { card: !!card, whoBelow: !!(card && box && box.top >= card.bottom - 1) };
        }),
      );
    assert.equal(plays.length, 5);
    assert.ok(
      plays.every((p) => p.card && p.whoBelow),
      `each card of the trick has the player's name under it: ${JSON.stringify(plays)}`,
    );
    const unmarked = await page.evaluate(() =>
      [...document.querySelectorAll('.sr-only')]
        .filter((e) => / of (hearts|spades|diamonds|clubs)|joker/.test(e.textContent ?? ''))
        .filter((e) => !e.closest('[data-pagefind-ignore]'))
        .map((e) => e.textContent),
    );
    assert.deepEqual(unmarked, [], 'hidden spoken card names carry data-pagefind-ignore');
    await ctx.close();
  });

  test('interactive cards are at least 44 px on a phone', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(ctx);
    await page.goto(href('japanese/puzzles/'));
    await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
    await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
    const boxes = await page
      .locator('.isl-puzzle button.ecard')
      .evaluateAll((bs) => bs.map((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height]));
    assert.ok(boxes.length >= 3);
    for (const [w, h] of boxes) assert.ok(w! >= 44 && h! >= 44, `card button ${w}×${h} px`);
    await ctx.close();
  });
});
