/**
 * The practice table in Japanese (/ja/japanese/practice/): a whole Japanese Napoleon game played
 * by keyboard only, with the shared driver finding controls by their Japanese names (the island
 * catalogue), asserting what a person sees is Japanese — the bids at the seats, each finished
 * trick's winner line, the hand's result and the final screen — and that axe finds nothing.
 * Two rounds of Daifugō are played the same way (the exchange, the review, the titles).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage } from './browser.ts';
import { openTable, playToEnd } from './practice-driver.ts';
import { latin, noAxe, playHandReading } from './lang-driver.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const texts = async (page: Page, sel: string) =>
  (await page.locator(sel).allInnerTexts()).map((t) => t.trim()).filter(Boolean);

/** The island's text a person reads (the seed, shown as code, is an identifier and left out). */
const islandText = (page: Page) =>
  page.locator('.isl-practice').evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('code').forEach((c) => c.remove());
    return copy.textContent ?? '';
  });

/** English Nap, tw-hk and Mighty on their Japanese pages: what each hand's result must say. */
const TRICK_GAMES = [
  {
    game: 'nap',
    seed: 'ja-nap-1',
    result: /トリック取りました：(?:成功|失敗)。[\s\S]*計算：/,
    seatWords: /主攻/,
    know: false,
  },
  {
    game: 'tw-hk',
    seed: 'ja-twhk-1',
    result: /点札を\d+枚取りました（宣言は\d+枚）：(?:成功|失敗)。[\s\S]*計算（/,
    seatWords: /ナポレオン/,
    know: true,
  },
  {
    game: 'mighty',
    seed: 'ja-mighty-1',
    result: /主攻の側は\d+点取りました（宣言は\d+点）：(?:成功|失敗)。[\s\S]*計算：基本点は/,
    seatWords: /主攻/,
    know: true,
  },
] as const;

describe('the practice table in Japanese, keyboard only', () => {
  test('/ja/japanese/practice/: bids, trick winners and the result in Japanese; axe clean', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openTable(
      page,
      new URL('ja/japanese/practice/?seed=ja-kb-1&seat=4&level=easy&delay=0&hands=1', BASE_URL).href,
    );
    assert.equal(await page.locator('html').getAttribute('lang'), 'ja');
    assert.equal(await page.locator('[data-testid="hand"]').getAttribute('aria-label'), 'あなたの手札');
    // the player (seat 5) bids after seats 2 to 4 (the auction opens at seat 2): their calls are at their seats
    await page.locator('[data-testid="bidding-box"]').waitFor();
    const bids = new Set<string>(await texts(page, '[data-testid="says"]'));
    assert.equal(bids.size > 0, true, 'the calls before the player are shown at their seats');
    const {
      winners,
      calls,
      latin: seen,
    } = await playHandReading(page, 'ja', islandText, {
      know: false,
      where: 'Japanese Napoleon in Japanese',
    });
    assert.deepEqual([...seen], [], 'no English word met during the game');
    // the bids at the seats: Japanese bids ("♠スペードの13") and passes
    for (const b of bids) {
      assert.match(b, /^(?:パス.*|.+の\d+.*)$/, `a seat's bid in Japanese: ${b}`);
      assert.deepEqual(latin(b), [], b);
    }
    assert.ok(calls.size > 0, 'the auction listed the calls');
    for (const c of calls) {
      assert.match(c, /^(?:あなた|\d番の人)：(?:パス|.+の\d+)/, `a call in the auction's list: ${c}`);
      assert.deepEqual(latin(c), [], c);
    }
    // each finished trick's winner line and its reason
    assert.ok(winners.size >= 5, `finished tricks were shown: ${winners.size}`);
    for (const w of winners) {
      assert.match(w, /がトリックを取りました。/, w);
      assert.deepEqual(latin(w), [], w);
    }
    // the hand's result and the final screen
    const result = await page.locator('[data-testid="hand-result"]').innerText();
    assert.match(result, /絵札を\d+枚取りました/);
    assert.match(await page.locator('[data-testid="game-over"]').innerText(), /ゲーム終了/);
    assert.match(await page.locator('[data-testid="score-sheet"]').innerText(), /得点表/);
    // nothing English anywhere in the island a person reads at the end (log opened too); the seed is
    // an identifier shown as code
    await page.locator('[data-testid="game-log"] summary').click();
    const island = await page.locator('.isl-practice').evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('code').forEach((c) => c.remove());
      return copy.textContent ?? '';
    });
    assert.deepEqual(latin(island), [], island);
    await noAxe(page, 'game over in Japanese');
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.foreignRequests, []);
    await ctx.close();
  });

  for (const g of TRICK_GAMES) {
    test(`/ja/${g.game}/practice/: a whole game by keyboard, bids, tricks, result and score in Japanese; axe clean`, async () => {
      const ctx = await browser.newContext();
      const { page, problems } = await openPage(ctx);
      await page.goto(new URL(`ja/${g.game}/practice/`, BASE_URL).href);
      // the setup form first: every option's name and value in Japanese
      await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
      await page.locator('.isl-setup__rules summary').click();
      const form = await islandText(page);
      assert.match(form, /新しいゲーム/);
      assert.deepEqual(latin(form), [], form);
      await openTable(page, new URL(`ja/${g.game}/practice/?seed=${g.seed}&level=easy&delay=0&hands=1`, BASE_URL).href);
      assert.equal(await page.locator('html').getAttribute('lang'), 'ja');
      assert.equal(await page.locator('[data-testid="hand"]').getAttribute('aria-label'), 'あなたの手札');
      const {
        latin: seen,
        winners,
        hints,
        known,
      } = await playHandReading(page, 'ja', islandText, {
        know: g.know,
        where: `${g.game} in Japanese`,
      });
      assert.ok(hints.length > 0, 'a hint was asked for');
      for (const h of hints) {
        assert.match(h, /^ヒント：.+を出す.*——.+。$/, h);
        assert.deepEqual(latin(h), [], h);
      }
      // the searched plays give their reason (not the words kept for a reason-less hint)
      assert.ok(
        hints.some((h) => /通りの配り|安くあきらめます/.test(h)),
        `a hint with the search's reason: ${hints.join(' / ')}`,
      );
      if (g.know) {
        assert.match(known, /何がわかる？[\s\S]*♠スペード：[\s\S]*♣クラブ：/, known);
        assert.deepEqual(latin(known), [], known);
      }
      assert.deepEqual([...seen], [], 'no English word met during the game');
      assert.ok(winners.size >= 1, `finished tricks were shown: ${winners.size}`);
      for (const w of winners) {
        assert.match(w, /がトリックを取りました。.+/, w);
        assert.deepEqual(latin(w), [], w);
      }
      assert.match(await page.locator('[data-testid="hand-result"]').innerText(), g.result);
      assert.match(await page.locator('[data-testid="game-over"]').innerText(), /ゲーム終了/);
      assert.match(await islandText(page), g.seatWords);
      await page.locator('[data-testid="game-log"] summary').click();
      const island = await islandText(page);
      assert.deepEqual(latin(island), [], island);
      await noAxe(page, `${g.game} game over in Japanese`);
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.foreignRequests, []);
      await ctx.close();
    });
  }

  test('the coached hands of Nap, tw-hk and Mighty (?coach=1) speak Japanese from their first phase', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    for (const game of ['nap', 'tw-hk', 'mighty']) {
      await openTable(page, new URL(`ja/${game}/practice/?coach=1&delay=0`, BASE_URL).href);
      const intro = (await page.locator('[data-testid="phase-intro"]').innerText()).trim();
      assert.match(intro, /^コーチ：.+。/, `${game}: ${intro}`);
      assert.deepEqual(latin(intro), [], intro);
      const island = await islandText(page);
      assert.deepEqual(latin(island), [], island);
    }
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/daifugo/practice/: the Japanese setup form and the table start in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/daifugo/practice/', BASE_URL).href);
    const form = page.locator('.isl-practice form');
    await form.waitFor();
    await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
    await page.locator('.isl-setup__rules summary').click();
    const text = await page.locator('.isl-practice').evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('code').forEach((c) => c.remove());
      return copy.textContent ?? '';
    });
    assert.match(text, /新しいゲーム/);
    assert.match(text, /8切り/);
    assert.deepEqual(latin(text), [], text);
    // The file picker: the browser's own button (in the browser's language) is not seen; the one
    // seen is the catalogue's, and the invisible input lies over it, so a click reaches it.
    const picker = page.locator('.isl-file');
    assert.equal(await picker.locator('input[type="file"]').evaluate((el) => getComputedStyle(el).opacity), '0');
    assert.equal((await picker.locator('.isl__btn').innerText()).trim(), 'ファイルを選ぶ…');
    assert.equal((await picker.getByTestId('file-name').innerText()).trim(), 'ファイルが選ばれていません');
    const [inBox, btnBox] = await Promise.all([
      picker.locator('input[type="file"]').boundingBox(),
      picker.locator('.isl__btn').boundingBox(),
    ]);
    assert.ok(
      inBox && btnBox && inBox.x <= btnBox.x && inBox.x + inBox.width >= btnBox.x + btnBox.width,
      'the input covers the button',
    );
    await page.getByRole('button', { name: 'ゲームを始める' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="table"]').waitFor();
    assert.equal(await page.locator('[data-testid="hand"]').getAttribute('aria-label'), 'あなたの手札');
    await noAxe(page, 'Daifugō table in Japanese');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/daifugo/practice/: two rounds of Daifugō by keyboard, the exchange and the review in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openTable(page, new URL('ja/daifugo/practice/?seed=ja-kb-2&level=easy&delay=0&hands=2', BASE_URL).href);
    const moves = await playToEnd(page, 400, 'keyboard', 'ja');
    assert.ok(moves > 0, 'the player made moves');
    assert.match(await page.locator('[data-testid="game-over"]').innerText(), /ゲーム終了/);
    assert.match(await page.locator('[data-testid="review"]').innerText(), /回のふりかえり/);
    await page.locator('[data-testid="game-log"] summary').click();
    const island = await page.locator('.isl-practice').evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('code').forEach((c) => c.remove());
      return copy.textContent ?? '';
    });
    assert.match(island, /大富豪|大貧民/, 'the titles are named');
    assert.deepEqual(latin(island), [], island);
    await noAxe(page, 'Daifugō game over in Japanese');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
