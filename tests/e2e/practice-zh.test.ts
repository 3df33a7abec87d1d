/**
 * The practice table in Traditional Chinese (/zh-tw/tw-hk/practice/): the setup form, then a whole
 * Taiwanese & Hong Kong Napoleon game played by keyboard only, with the shared driver finding
 * controls by their Chinese names (the island catalogue), asserting what a person meets is Chinese
 * — every text, control name and spoken card name along the way (lang-driver.ts `readable`), the
 * bids at the seats, each finished trick's winner line and reason, a hint, the "What can I know?"
 * panel, the hand's result with its score — and that axe finds nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage } from './browser.ts';
import { openTable } from './practice-driver.ts';
import { latin, noAxe, playHandReading, readable } from './lang-driver.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** What a person meets in the island (code — the seed, the option keys for rule files — is identifiers and left out). */
const islandText = async (page: Page) => {
  const island = page.locator('.isl-practice');
  const text = await readable(island);
  const codes = await island.locator('code').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  const seeds = codes.map((c) => c.trim()).filter(Boolean);
  return seeds.reduce((t, s) => t.split(s).join(' '), text);
};

describe('the practice table in Chinese, keyboard only', () => {
  test('/zh-tw/tw-hk/practice/: the form, then a whole hand by keyboard to its result, in Chinese; axe clean', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('zh-tw/tw-hk/practice/', BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-TW');
    // the setup form first: every option's name and value in Chinese
    await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
    await page.locator('.isl-setup__rules summary').click();
    const form = await islandText(page);
    assert.match(form, /新對局/);
    assert.match(form, /逼鬼/);
    assert.deepEqual(latin(form), [], form);
    await noAxe(page, 'the Chinese setup form');

    await openTable(page, new URL('zh-tw/tw-hk/practice/?seed=zh-twhk-1&level=easy&delay=0&hands=1', BASE_URL).href);
    assert.equal(await page.locator('[data-testid="hand"]').getAttribute('aria-label'), '你的手牌');
    const {
      latin: seen,
      says: bids,
      winners,
      hints,
      known,
    } = await playHandReading(page, 'zh-TW', islandText, { where: 'tw-hk in Chinese' });
    assert.deepEqual([...seen], [], 'no English word met during the game');
    // the calls at the seats: 不叫 or a bid as the Chinese pages write it ("2方塊（10張頭）")
    assert.ok(bids.size > 0, 'the calls were shown at the seats');
    for (const b of bids) assert.match(b, /^(?:不叫|\d(?:黑桃|紅心|方塊|梅花|無王)（\d+張頭）)$/, b);
    assert.ok(hints.length > 0, 'a hint was asked for');
    for (const h of hints) assert.match(h, /^提示：出.+——.+。$/, h);
    assert.match(known, /我能推斷出什麼？[\s\S]*♠黑桃：[\s\S]*♣梅花：/, known);
    assert.ok(winners.size >= 5, `finished tricks were shown: ${winners.size}`);
    for (const w of winners) assert.match(w, /吃下這一輪。.+。/, w);
    assert.match(
      await page.locator('[data-testid="hand-result"]').innerText(),
      /吃到了\d+張頭（承諾\d+張）：(?:成約|倒約)。[\s\S]*計分（(?:超吃|倒約)\d+張）：.*拿破崙/,
    );
    assert.match(await page.locator('[data-testid="game-over"]').innerText(), /對局結束/);
    await page.locator('[data-testid="game-log"] summary').click();
    const island = await islandText(page);
    assert.match(island, /對局紀錄/);
    assert.deepEqual(latin(island), [], island);
    await noAxe(page, 'tw-hk game over in Chinese');
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.foreignRequests, []);
    await ctx.close();
  });
});
