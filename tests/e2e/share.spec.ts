/**
 * Links and files that carry a game, and links as untrusted input:
 *  - a practice link with non-default rules, seat and level starts that game (the same first
 *    hand), and a new game's setup shows those rules; "Share this game" gives a link that does
 *    the same in another browser;
 *  - "Save this game as a file" and opening the file in another browser continue the same game;
 *    a malformed file is named in a message;
 *  - crafted links (markup, `javascript:` URLs, huge values) on every page that reads its
 *    address: the payload appears as text, no dialog opens, nothing is loaded from elsewhere.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openSaved, openTable, waitForTurnOrEnd } from './practice-driver.ts';
import { fileInput, playerFollows, savedGame } from './saved-game.ts';

/** The player's cards, as the hand shows them. */
const hand = (page: Page): Promise<string[]> =>
  page
    .locator('[data-testid="hand"] [data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));

const LINK = 'japanese/practice/?v=japanese&r=standard+joker=true+killer=HQ&seed=share-1&seat=2&level=easy&delay=0';

test.describe('a practice link carries the game', () => {
  test('non-default options, seat and level: the same first hand, and the setup shows them', async ({
    page,
    newContext,
  }) => {
    await openTable(page, LINK);
    const first = await hand(page);
    expect(first, 'ten cards').toHaveLength(10);
    // the rules took effect: the same seed with the default rules deals another hand
    const plain = await (await newContext()).newPage();
    await openTable(plain, 'japanese/practice/?seed=share-1&seat=2&level=easy&delay=0');
    expect(await hand(plain), 'the options change the deal').not.toEqual(first);
    // the address follows the game: game, preset, changed options, seed, seat, level
    const shown = new URL(page.url());
    expect(shown.searchParams.get('seed')).toBe('share-1');
    expect(shown.searchParams.get('seat')).toBe('2');
    expect(shown.searchParams.get('level')).toBe('easy');
    // (read from the address as written: a query string reads `+` back as a space)
    expect(shown.search).toMatch(/[?&]r=standard\+(joker=true\+killer=HQ|killer=HQ\+joker=true)(&|$)/);
    // Share this game: the link is shown (and copied when the browser allows)
    await page.getByRole('button', { name: 'Share this game' }).click();
    const link = await page.getByLabel('Link to this game').inputValue();
    expect(link).toMatch(/seed=share-1/);
    const other = await (await newContext()).newPage();
    await openTable(other, link);
    expect(await hand(other), 'the shared link deals the same hand').toEqual(first);
    await expect(other.locator('.isl-practice')).toContainText('easy computer players');
    // a new game starts from the link's settings: the setup shows the rules in words and the seat
    await other.getByRole('button', { name: 'New game' }).click();
    await other.getByRole('button', { name: 'Discard it' }).click();
    const setup = other.locator('.isl-practice form');
    await expect(setup).toContainText(/Card that beats the mighty: ♥Q \(yoromeki\)/i);
    await expect(setup.getByLabel('Your seat')).toHaveValue('2');
    await expect(setup.getByLabel('Computer players')).toHaveValue('easy');
  });

  test('a link to another game sets it up and keeps the saved game until it starts', async ({ page }) => {
    await openTable(page, 'nap/practice/?seed=kept-1&level=easy&delay=0');
    await waitForTurnOrEnd(page);
    const saved = await hand(page);
    await page.goto('nap/practice/?r=standard+joker=true&seed=kept-2&level=easy');
    await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
    await page.getByText('Your saved game is kept until you start this one').waitFor();
    await expect(page.locator('[data-testid="table"]'), 'the linked game waits for Start').toHaveCount(0);
    await expect(page.locator('.isl-practice form')).toContainText(/play with a joker: Joker as the highest trump/i);
    await page.getByRole('button', { name: 'Go back to my saved game' }).click();
    await page.locator('[data-testid="table"]').waitFor();
    expect(await hand(page), 'the saved game is back').toEqual(saved);
  });

  test('bad parts of a practice link are named and the game falls back', async ({ page }) => {
    await openTable(page, 'nap/practice/?r=standard+joker=maybe&seed=fb-1&seat=9&level=godlike&delay=0');
    const notices = (await page.locator('.isl-practice .isl__notice').allInnerTexts()).join('\n');
    expect(notices).toMatch(/option "joker" cannot be "maybe"/);
    expect(notices).toMatch(/seat=9/);
    expect(notices).toMatch(/level=godlike/);
    expect(await hand(page), 'a Nap game with the default rules started').toHaveLength(5);
  });
});

test.describe('a game saved as a file', () => {
  test('saved mid-game and opened in another browser, the game goes on from the same point', async ({
    page,
    newContext,
  }, testInfo) => {
    await openSaved(
      page,
      'mighty/practice/',
      savedGame({ variant: 'mighty', seed: 'file-1', until: playerFollows(2) }).file,
    );
    const cards = await hand(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save this game as a file' }).click(),
    ]);
    const file = testInfo.outputPath('saved.json');
    await download.saveAs(file);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { log: unknown[]; seed: string; variant: string };
    expect(data.variant).toBe('mighty');
    expect(data.seed).toBe('file-1');
    expect(data.log.length, "the engine's action log").toBeGreaterThan(4);

    const p2 = await (await newContext()).newPage();
    await p2.goto('mighty/practice/');
    await p2.locator('.isl-practice[data-hydrated="true"]').waitFor();
    await p2.getByLabel(/Open a saved game/).setInputFiles(file);
    await p2.locator('[data-testid="table"]').waitFor();
    await waitForTurnOrEnd(p2);
    expect(await hand(p2), 'the same cards in hand').toEqual(cards);
    expect(
      await p2.locator('[data-testid="game-log"] li').count(),
      'every action of the file is in the game log',
    ).toBeGreaterThanOrEqual(data.log.length);
  });

  test('a malformed file is named in a message, and the setup stays', async ({ page }) => {
    await page.goto('japanese/practice/');
    await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
    const input = page.getByLabel(/Open a saved game/);
    const bad = JSON.parse(
      '{"etori": "practice-hand", "version": 1, "variant": "japanese", "seed": "x", "seat": 0, "log": [{"type": "bid", "seat": 3, "count": 40, "suit": "S"}]}',
    );
    await input.setInputFiles(fileInput(bad, 'bad.json'));
    await expect(page.getByRole('alert')).toHaveText(/This file cannot be opened: its moves do not replay/);
    await expect(page.getByTestId('file-name')).toHaveText('bad.json');
    await input.setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('not json at all'),
    });
    await page.getByRole('alert').filter({ hasText: 'not JSON' }).waitFor();
    await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  });
});

const PAYLOAD = '<img src=x onerror=alert(1)>';
const CRAFTED: { path: string; shows: RegExp }[] = [
  { path: `compare-rules/?v=${encodeURIComponent(PAYLOAD)}`, shows: /v=<img src=x onerror=alert\(1\)>: unknown game/ },
  {
    path: `compare-rules/?v=japanese&r=${encodeURIComponent('<script>alert(1)</script>')}`,
    shows: /<script>alert\(1\)<\/script>/,
  },
  {
    path: `compare-rules/?v=japanese&t=${encodeURIComponent('javascript:alert(1)')}&n=${'9'.repeat(400)}`,
    shows: /t=javascript:alert\(1\)/,
  },
  {
    path: `japanese/summary/?r=${encodeURIComponent('standard+killer=<svg/onload=alert(1)>')}`,
    shows: /cannot be "<svg\/onload=alert\(1\)>"/,
  },
  {
    path: `nap/practice/?level=${encodeURIComponent(PAYLOAD)}&rules=${'a'.repeat(10_000)}`,
    shows: /level=<img src=x onerror=alert\(1\)>/,
  },
  {
    path: `japanese/puzzles/?p=${encodeURIComponent(PAYLOAD)}`,
    shows: /There is no puzzle "<img src=x onerror=alert\(1\)>"/,
  },
];

test.describe('crafted links are shown as text', () => {
  test('markup, javascript: URLs and huge values in the address: text, no dialog, no injected element', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const { path, shows } of CRAFTED) {
      await page.goto(path);
      await page.getByText(shows).first().waitFor();
      const injected = await page.evaluate(
        () =>
          document.querySelectorAll('img[src="x"], main svg[onload]').length +
          [...document.scripts].filter((s) => (s.textContent ?? '').includes('alert(1)')).length,
      );
      expect(injected, `${path.slice(0, 60)}: no markup from the link`).toBe(0);
    }
    expect(dialogs).toEqual([]);
  });
});
