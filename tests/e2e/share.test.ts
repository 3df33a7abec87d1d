/**
 * Links and files that carry a game, and links as untrusted input:
 *  - a practice link with non-default rules, seat and level starts that game (the same first
 *    hand), and a new game's setup shows those rules; "Share this game" gives a link that does
 *    the same in another browser;
 *  - "Save this game as a file" and opening the file elsewhere continue the same game; a
 *    malformed file is named in a message;
 *  - crafted links (markup, `javascript:` URLs, huge values) on every page that reads its
 *    address: the payload appears as text, no dialog opens, nothing is loaded from elsewhere.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage } from './browser.ts';
import { keyboardMove, openTable, waitForTurnOrEnd } from './practice-driver.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The player's cards, as the hand shows them. */
async function hand(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="hand"] [data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

const LINK = 'japanese/practice/?v=japanese&r=standard+joker=true+killer=HQ&seed=share-1&seat=2&level=easy&delay=0';

describe('a practice link carries the game', () => {
  test('non-default options, seat and level: the same first hand, and the setup shows them', async () => {
    const a = await browser.newContext();
    const { page, problems } = await openPage(a);
    await openTable(page, new URL(LINK, BASE_URL).href);
    const first = await hand(page);
    assert.equal(first.length, 10, `ten cards: ${first.join(' ')}`);
    // the rules took effect: the same seed with the default rules deals another hand
    const plain = await browser.newContext();
    const { page: p2 } = await openPage(plain);
    await openTable(p2, new URL('japanese/practice/?seed=share-1&seat=2&level=easy&delay=0', BASE_URL).href);
    assert.notDeepEqual(await hand(p2), first, 'the options change the deal');
    await plain.close();
    // the address follows the game: game, preset, changed options, seed, seat, level
    const shown = new URL(page.url());
    assert.equal(shown.searchParams.get('seed'), 'share-1');
    assert.equal(shown.searchParams.get('seat'), '2');
    assert.equal(shown.searchParams.get('level'), 'easy');
    // (read from the address as written: a query string reads `+` back as a space)
    assert.match(shown.search, /[?&]r=standard\+(joker=true\+killer=HQ|killer=HQ\+joker=true)(&|$)/);
    // Share this game: the link is shown (and copied when the browser allows)
    await page.getByRole('button', { name: 'Share this game' }).click();
    const link = await page.getByLabel('Link to this game').inputValue();
    assert.match(link, /seed=share-1/);
    const b = await browser.newContext();
    const { page: p3 } = await openPage(b);
    await openTable(p3, link);
    assert.deepEqual(await hand(p3), first, 'the shared link deals the same hand');
    assert.match(await p3.locator('.isl-practice').innerText(), /easy computer players/);
    // a new game starts from the link's settings: the setup shows the rules in words and the seat
    await p3.getByRole('button', { name: 'New game' }).click();
    await p3.getByRole('button', { name: 'Discard it' }).click();
    const setup = p3.locator('.isl-practice form');
    assert.match(await setup.innerText(), /Card that beats the mighty: ♥Q \(yoromeki\)/i);
    assert.equal(await setup.getByLabel('Your seat').inputValue(), '2');
    assert.equal(await setup.getByLabel('Computer players').inputValue(), 'easy');
    await b.close();
    assert.deepEqual(problems.consoleErrors, []);
    await a.close();
  });

  test('a link to another game sets it up and keeps the saved game until it starts', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await openTable(page, new URL('nap/practice/?seed=kept-1&level=easy&delay=0', BASE_URL).href);
    await waitForTurnOrEnd(page);
    const saved = await hand(page);
    await page.goto(new URL('nap/practice/?r=standard+joker=true&seed=kept-2&level=easy', BASE_URL).href);
    await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
    await page.getByText('Your saved game is kept until you start this one').waitFor();
    assert.equal(await page.locator('[data-testid="table"]').count(), 0, 'the linked game waits for Start');
    assert.match(
      await page.locator('.isl-practice form').innerText(),
      /play with a joker: Joker as the highest trump/i,
    );
    await page.getByRole('button', { name: 'Go back to my saved game' }).click();
    await page.locator('[data-testid="table"]').waitFor();
    assert.deepEqual(await hand(page), saved, 'the saved game is back');
    await ctx.close();
  });

  test('bad parts of a practice link are named and the game falls back', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await openTable(
      page,
      new URL('nap/practice/?r=standard+joker=maybe&seed=fb-1&seat=9&level=godlike&delay=0', BASE_URL).href,
    );
    const notices = await page.locator('.isl-practice .isl__notice').allInnerTexts();
    const text = notices.join('\n');
    assert.match(text, /option "joker" cannot be "maybe"/);
    assert.match(text, /seat=9/);
    assert.match(text, /level=godlike/);
    assert.equal((await hand(page)).length, 5, 'a Nap game with the default rules started');
    await ctx.close();
  });
});

describe('a game saved as a file', () => {
  test('saved mid-game and opened in another browser, the game goes on from the same point', async () => {
    const a = await browser.newContext({ acceptDownloads: true });
    const { page } = await openPage(a);
    await openTable(page, new URL('mighty/practice/?seed=file-1&level=easy&delay=0&hands=1', BASE_URL).href);
    for (let moves = 0, polls = 0; moves < 4 && polls < 400; polls++) {
      if (await keyboardMove(page)) moves++;
      else await waitForTurnOrEnd(page);
    }
    await waitForTurnOrEnd(page);
    const cards = await hand(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save this game as a file' }).click(),
    ]);
    const file = `/tmp/etori-share-test-${process.pid}.json`;
    await download.saveAs(file);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { log: unknown[]; seed: string; variant: string };
    assert.equal(data.variant, 'mighty');
    assert.equal(data.seed, 'file-1');
    assert.ok(data.log.length > 4, `the engine's action log (${data.log.length} actions)`);
    await a.close();

    const b = await browser.newContext();
    const { page: p2, problems } = await openPage(b);
    await p2.goto(new URL('mighty/practice/', BASE_URL).href);
    await p2.locator('.isl-practice[data-hydrated="true"]').waitFor();
    await p2.getByLabel(/Open a saved game/).setInputFiles(file);
    await p2.locator('[data-testid="table"]').waitFor();
    await waitForTurnOrEnd(p2);
    assert.deepEqual(await hand(p2), cards, 'the same cards in hand');
    assert.ok(
      (await p2.locator('[data-testid="game-log"] li').count()) >= data.log.length,
      'every action of the file is in the game log',
    );
    assert.deepEqual(problems.consoleErrors, []);
    await b.close();
  });

  test('a malformed file is named in a message, and the setup stays', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(new URL('japanese/practice/', BASE_URL).href);
    await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
    const input = page.getByLabel(/Open a saved game/);
    await input.setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        '{"etori": "practice-hand", "version": 1, "variant": "japanese", "seed": "x", "seat": 0, "log": [{"type": "bid", "seat": 3, "count": 40, "suit": "S"}]}',
      ),
    });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /This file cannot be opened: its moves do not replay/);
    assert.equal((await page.getByTestId('file-name').innerText()).trim(), 'bad.json');
    await input.setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('not json at all'),
    });
    await page.getByRole('alert').filter({ hasText: 'not JSON' }).waitFor();
    assert.ok(await page.getByRole('button', { name: 'Start the game' }).isVisible());
    await ctx.close();
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

describe('crafted links are shown as text', () => {
  for (const { path, shows } of CRAFTED) {
    test(path.slice(0, 60), async () => {
      const ctx = await browser.newContext();
      const { page, problems } = await openPage(ctx);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(new URL(path, BASE_URL).href);
      await page.getByText(shows).first().waitFor();
      const injected = await page.evaluate(
        () =>
          document.querySelectorAll('img[src="x"], main svg[onload]').length +
          [...document.scripts].filter((s) => (s.textContent ?? '').includes('alert(1)')).length,
      );
      assert.equal(injected, 0, 'no markup from the link');
      assert.deepEqual(dialogs, []);
      assert.deepEqual(problems.foreignRequests, []);
      assert.deepEqual(problems.consoleErrors, []);
      await ctx.close();
    });
  }
});
