/**
 * The Chinese edition's Taiwanese & Hong Kong Napoleon islands, by keyboard only: on
 * /zh-tw/tw-hk/puzzles/ a wrong card gets "try again" in Chinese and the right one the engine's
 * explanation in Chinese (made from its sentence, not left in English), the focus moves to the next
 * puzzle's button; the score calculator (/scoring/), the ranking explorer (/ranking/), an endgame
 * refuted then played out and a deduction answered (/endgames/); each page is `lang="zh-TW"`, nothing a person reads is in Latin letters (card
 * ranks, joker codes and key names excepted), and axe finds nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import { latin, noAxe, tabToButton, tabToCard, typeInto } from './lang-driver.ts';
import { positionPuzzlesFor, resolvedRulesOf } from '../../src/content-data/position-puzzles.ts';
import { localizePuzzle } from '../../src/content-data/translations.ts';
import { deductionViewZh } from '../../src/i18n/islands/position-views.zh-TW.ts';
import { cardIndex } from '../../src/engine/cards.ts';
import { moveCard, toCard } from '../../src/engine/solver/games.ts';
import { solverGameFor } from '../../src/engine/solver/variant-game.ts';
import {
  defendUntilSide,
  isOver,
  legalMoves,
  moveForCard,
  playMove,
  solverChoice,
  startEndgame,
  type EndgamePos,
} from '../../src/engine/solver/endgame.ts';

const TWHK = (
  JSON.parse(readFileSync(new URL('../../content/puzzles/tw-hk.json', import.meta.url), 'utf8')) as {
    puzzles: { id: string; plays: string[]; answer: number }[];
  }
).puzzles;

/** Everything a person reads in an element (code spans aside): its text and the names of its controls and cards. */
async function readable(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((el) => {
    const names = [...el.querySelectorAll('[aria-label], [title], [placeholder]')].map((n) =>
      ['aria-label', 'title', 'placeholder'].map((a) => n.getAttribute(a) ?? '').join(' '),
    );
    const options = [...el.querySelectorAll('option')].map((o) => o.textContent ?? '');
    names.push(...options, el.getAttribute('aria-label') ?? '');
    const code = [...el.querySelectorAll('code')].map((c) => c.textContent ?? '');
    let text = (el as HTMLElement).innerText;
    for (const c of code) text = text.replace(c, ' ');
    return [text, ...names].join('\n');
  });
}

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('the Chinese tw-hk pages, by keyboard', () => {
  test('/zh-tw/tw-hk/puzzles/: a wrong card, then the right one; the explanation is Chinese', async () => {
    const first = TWHK.find((p) => p.id === 'hk-secretary')!;
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL(`zh-tw/tw-hk/puzzles/#puzzle-${first.id}`, BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-TW');
    await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
    await page.locator('.isl-puzzle[data-ready="true"]').waitFor();
    const cards = page.locator('.isl-puzzle [role="group"] button');
    assert.equal(await cards.count(), first.plays.length);
    assert.deepEqual(latin(await readable(page, '.isl-puzzle')), [], 'the question reads in Chinese');
    assert.match(await page.locator('.isl-puzzle').innerText(), /秘書牌是♣5。/);
    // a wrong card, reached with Tab from the first card of the trick
    const wrong = first.answer === 0 ? 1 : 0;
    await cards.nth(0).focus();
    for (let i = 0; i < wrong; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const feedback = page.locator('[data-testid="feedback"]');
    await page.waitForFunction(() =>
      /^不對。/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    // the right card
    await cards.nth(0).focus();
    for (let i = 0; i < first.answer; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      /^答對了！/.test(document.querySelector('[data-testid="feedback"]')?.textContent ?? ''),
    );
    const said = (await feedback.innerText()).trim();
    // the engine's reason in Chinese, then the puzzle's Chinese note
    assert.equal(
      said,
      '答對了！♣5贏。♣5是秘書牌，比所有的牌都大。拿破崙用來找秘書的那張牌，會變成全副牌裡最大的牌，連大鬼都比不上它。',
    );
    // the next thing to do has the focus, named in Chinese
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), '下一題');
    assert.deepEqual(latin(await readable(page, '.isl-puzzle')), [], 'the answered puzzle reads in Chinese');
    assert.deepEqual(latin(await readable(page, 'main')), [], 'the whole page reads in Chinese');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('an answered Chinese puzzle', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/zh-tw/tw-hk/scoring/: a lost contract, a dictator, then a number out of range, in Chinese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('zh-tw/tw-hk/scoring/', BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-TW');
    const calc = page.locator('.isl-score').first();
    await calc.scrollIntoViewIfNeeded();
    await page.locator('.isl-score[data-ready="true"]').first().waitFor();
    assert.match((await calc.getAttribute('aria-label')) ?? '', /^計分器：台式／港式拿破崙/);
    assert.deepEqual(latin(await readable(page, '.isl-score')), [], 'the form reads in Chinese');
    const rows = async () => (await calc.getByRole('rowheader').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(await rows(), ['拿破崙', '秘書', '每位防家']);
    // Napoleon's side takes fewer heads than bid: Napoleon loses
    await typeInto(page, calc.getByLabel('拿破崙這一方吃到的頭數'), '8');
    await page.waitForFunction(() =>
      document.querySelector('.isl-score [data-testid="score-napoleon"]')?.textContent?.startsWith('\u2212'),
    );
    // a dictator, chosen by keyboard: no secretary row
    const partner = calc.getByLabel('同伴');
    await partner.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => !document.querySelector('.isl-score [data-testid="score-secretary"]'));
    assert.equal(await partner.inputValue(), 'dictator');
    assert.deepEqual(await rows(), ['拿破崙', '每位防家']);
    assert.deepEqual(latin(await readable(page, '.isl-score')), [], 'the result reads in Chinese');
    // a number out of range is named in Chinese
    await typeInto(page, calc.getByLabel('拿破崙這一方吃到的頭數'), '99');
    await page.waitForFunction(() =>
      /請填入0到16之間的整數/.test(document.querySelector('.isl-score')?.textContent ?? ''),
    );
    assert.deepEqual(latin(await readable(page, '.isl-score')), [], 'the problem reads in Chinese');
    // the page's Hong Kong formulas name the bid's number n (a variable, as in the English page)
    assert.deepEqual(
      latin(await readable(page, 'main')).filter((w) => w !== 'n'),
      [],
      'the whole page reads in Chinese',
    );
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the Chinese score calculator', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/zh-tw/tw-hk/ranking/: the trick number changed by keyboard; the explorer reads in Chinese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('zh-tw/tw-hk/ranking/', BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-TW');
    const isl = page.locator('.isl-ranking').first();
    await isl.scrollIntoViewIfNeeded();
    await page.locator('.isl-ranking[data-ready="true"]').first().waitFor();
    assert.deepEqual(latin(await readable(page, '.isl-ranking')), [], 'the explorer reads in Chinese');
    const trick = isl.getByLabel('第幾輪');
    await trick.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('9');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() =>
      /鬼牌（這裡最小）/.test(document.querySelector('.isl-ranking')?.textContent ?? ''),
    );
    assert.deepEqual(latin(await readable(page, '.isl-ranking')), [], 'the last three tricks read in Chinese');
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the Chinese ranking explorer', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/zh-tw/tw-hk/endgames/: a wrong card is refuted in Chinese, then the endgame is played out', async () => {
    const p = positionPuzzlesFor('endgame', 'tw-hk')[0]!;
    const zh = localizePuzzle(p, 'zh-TW');
    const g = solverGameFor(resolvedRulesOf('tw-hk'), p.trump, p.secretary);
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('zh-tw/tw-hk/endgames/', BASE_URL).href);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-TW');
    const sel = `.isl-endgame[data-puzzle="${p.id}"]`;
    const island = page.locator(sel);
    await island.scrollIntoViewIfNeeded();
    await island.locator('button.ecard:not([disabled])').first().waitFor();
    assert.deepEqual(latin(await readable(page, sel)), [], 'the position reads in Chinese');
    assert.match(await island.innerText(), /殘局 第1題/);
    const start = defendUntilSide(
      g,
      startEndgame(
        g,
        p.hands.map((h) => h.map(cardIndex)),
        p.leader,
        p.side,
      ),
    ).pos;
    const legal = [...new Set(legalMoves(g, start).map((m) => toCard(moveCard(m))))];
    const wrong = legal.find((c) => c !== p.key)!;
    await island.locator('button.ecard:not([disabled])').first().focus();
    await tabToCard(page, wrong);
    await page.keyboard.press('Enter');
    await island.locator('.isl__feedback.is-wrong').waitFor();
    const refuted = await readable(page, sel);
    assert.match(refuted, /行不通：面對最好的防守，你這一方只能吃到\d+張頭，不是\d+張頭。/);
    assert.match(refuted, /第\d+輪：.+吃下。/, 'the solver’s line, trick by trick, in Chinese');
    const live = (await island.locator('[aria-live="polite"]').textContent()) ?? '';
    assert.match(live, /不是這張牌/);
    assert.deepEqual(latin(refuted + live), [], 'the refutation reads in Chinese');
    await page.waitForFunction((n) => document.activeElement?.textContent?.trim() === n, '再試一次');
    await noAxe(page, 'a Chinese endgame refuted');
    await page.keyboard.press('Enter');
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
    await island.locator('.isl__feedback.is-right').waitFor();
    // the Chinese title, and the Chinese note fetched from the Chinese notes file
    await island.locator('.isl__feedback p', { hasText: zh.note.slice(0, 20) }).waitFor();
    const solved = await readable(page, sel);
    assert.match(solved, new RegExp(`答對了！你這一方吃到${p.target}張頭。`));
    assert.ok(solved.includes(zh.title), `the Chinese title is shown: ${zh.title}`);
    assert.deepEqual(latin(solved), [], 'the solved endgame reads in Chinese');
    await page.waitForFunction((n) => document.activeElement?.textContent?.trim() === n, '下一題殘局');
    await noAxe(page, 'a Chinese endgame solved');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/zh-tw/tw-hk/endgames/: who can hold the secretary card, marked by keyboard; the reasons in Chinese', async () => {
    const p = positionPuzzlesFor('deduction', 'tw-hk')[0]!;
    const zh = localizePuzzle(p, 'zh-TW');
    const v = deductionViewZh(p);
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('zh-tw/tw-hk/endgames/', BASE_URL).href);
    const sel = `.isl-deduction[data-puzzle="${p.id}"]`;
    const island = page.locator(sel);
    await island.scrollIntoViewIfNeeded();
    await island.waitFor();
    await page.waitForFunction(
      (s) => document.querySelector(s)?.closest('astro-island')?.hasAttribute('ssr') === false,
      sel,
    );
    const before = await readable(page, sel);
    assert.ok(before.includes(zh.title), `the Chinese title is shown: ${zh.title}`);
    assert.match(before, /你是拿破崙/);
    assert.deepEqual(latin(before), [], 'the question reads in Chinese');
    await noAxe(page, 'a Chinese deduction');
    const labels = await island.locator('label.isl__choice').allTextContents();
    assert.equal(labels.length, v.candidates.length + (v.widowSize > 0 ? 1 : 0));
    await island.locator('input[type="checkbox"]').first().focus();
    for (let i = 0; i < labels.length; i++) {
      const seat = v.candidates[i];
      if (seat === undefined ? v.widow : v.possible.includes(seat)) await page.keyboard.press('Space');
      if (i + 1 < labels.length) await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Tab');
    await tabToButton(page, '對答案');
    await page.keyboard.press('Enter');
    await island.locator('.isl__feedback.is-right').waitFor();
    await island.locator('.isl__feedback p', { hasText: zh.note.slice(0, 20) }).waitFor();
    const text = await readable(page, sel);
    assert.match(text, /答對了！/);
    for (const r of v.reasons) assert.ok(text.includes(r.text), `reason shown: ${r.text}`);
    assert.deepEqual(latin(text), [], 'the answer and its reasons read in Chinese');
    assert.deepEqual(latin(await readable(page, 'main')), [], 'the whole page reads in Chinese');
    await noAxe(page, 'a Chinese deduction answered');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
