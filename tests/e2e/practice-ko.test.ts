/**
 * The practice table in Korean (/ko/mighty/practice/): the setup form, then a whole Mighty hand
 * played by keyboard only — the driver finds the controls by their Korean names (the island
 * catalogue) — to the hand's result, asserting that what a person meets in the island (its text,
 * its controls' names, its cards' spoken names, the "What can I know?" panel, a hint, the log) has
 * no Latin-letter word, that the bids, trick winners and the result read as the Korean pages
 * write them, and that axe finds nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage } from './browser.ts';
import { openTable } from './practice-driver.ts';
import { latin, noAxe, playHandReading } from './lang-driver.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** What a person meets in the island; the seed, shown as code, is an identifier and left out. */
const islandText = (page: Page) =>
  page.locator('.isl-practice').evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('code').forEach((c) => c.remove());
    const names = [...copy.querySelectorAll('[aria-label], [title]'), copy].flatMap((e) => [
      e.getAttribute('aria-label') ?? '',
      e.getAttribute('title') ?? '',
    ]);
    const options = [...copy.querySelectorAll('option')].map((o) => o.textContent ?? '');
    const text = copy.textContent ?? '';
    return [text, ...names, ...options].join('\n');
  });

describe('the practice table in Korean, keyboard only', () => {
  test('/ko/mighty/practice/: the setup form and a whole hand by keyboard in Korean; axe clean', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ko/mighty/practice/', BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
    // the setup form first: every option's name and value in Korean
    await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
    await page.locator('.isl-setup__rules summary').click();
    const form = await islandText(page);
    assert.match(form, /새 게임/);
    assert.match(form, /기루다가 스페이드일 때의 마이티/);
    assert.deepEqual(latin(form), [], form);
    await noAxe(page, 'the Korean setup form');

    await openTable(page, new URL('ko/mighty/practice/?seed=ko-mighty-1&level=easy&delay=0&hands=1', BASE_URL).href);
    assert.equal(await page.locator('[data-testid="hand"]').getAttribute('aria-label'), '내 손패');
    const {
      latin: seen,
      winners,
      says,
      calls,
      hints,
      known,
    } = await playHandReading(page, 'ko', islandText, { where: 'Mighty in Korean' });
    // the calls at the seats: a pass or a bid as the rules page writes it ("스페이드 15", "노기루다 14")
    const BID = '(?:스페이드|하트|다이아|클로버|노기루다) \\d+';
    for (const s of says) assert.match(s, new RegExp(`^(?:패스.*|${BID})$`), s);
    for (const c of calls) assert.match(c, new RegExp(`^(?:나|\\d번): (?:패스|${BID})`), c);
    assert.ok(hints.length > 0, 'a hint was asked for');
    for (const h of hints) {
      assert.match(h, /^힌트: .+ 내기.* — .+\.$/, h);
      assert.deepEqual(latin(h), [], h);
    }
    assert.ok(
      hints.some((h) => /가지 배분|싸게 내줍니다/.test(h)),
      `a hint with the search's reason: ${hints.join(' / ')}`,
    );
    assert.match(known, /무엇을 알 수 있을까\?[\s\S]*♠스페이드[\s\S]*♣클로버/, known);
    assert.deepEqual(latin(known), [], known);
    assert.deepEqual([...seen], [], 'no English word met during the game');
    assert.ok(winners.size >= 1, `finished tricks were shown: ${winners.size}`);
    for (const w of winners) {
      assert.match(w, /^(?:내가|\d번이) 트릭을 가져갔습니다\..+/, w);
      assert.deepEqual(latin(w), [], w);
    }
    // the hand's result: the points against the bid, then the scoring page's formula
    assert.match(
      await page.locator('[data-testid="hand-result"]').innerText(),
      /주공 편이 \d+점을 가져왔습니다 \(공약 \d+점\)\. (?:성공|실패)입니다\.[\s\S]*계산: 기본 점수는/,
    );
    assert.match(await page.locator('[data-testid="game-over"]').innerText(), /게임 끝/);
    assert.match(await islandText(page), /주공/);
    await page.locator('[data-testid="game-log"] summary').focus();
    await page.keyboard.press('Enter');
    const island = await islandText(page);
    assert.match(island, /게임 기록/);
    // the auction in the log, as the rules page writes the calls
    const log = await page.locator('[data-testid="game-log"]').innerText();
    assert.match(log, new RegExp(`(?:나|\\d번): ${BID}\\.`), log);
    assert.match(log, /(?:나|\d번): 패스\./, log);
    assert.deepEqual(latin(island), [], island);
    await noAxe(page, 'Mighty game over in Korean');
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.foreignRequests, []);
    await ctx.close();
  });

  test('another game of the Korean edition keeps the English table (/ko/japanese/practice/)', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(new URL('ko/japanese/practice/', BASE_URL).href);
    await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
    assert.match(await page.locator('.isl-practice').innerText(), /New game/);
    await ctx.close();
  });
});
