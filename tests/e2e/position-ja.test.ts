/**
 * The position puzzles on Japanese pages, by keyboard only: an endgame on /ja/japanese/endgames/
 * (a wrong card refuted with the solver's line in Japanese, then played out with the key card) and
 * a deduction on /ja/tw-hk/endgames/ (the seats marked, the reasons who-holds gives in Japanese),
 * and a deduction served by the puzzle trainer on /ja/puzzles/ (the rating moves, said in Japanese).
 * Every word a person reads in the island — text, control names, the live region — is Japanese
 * (no Latin-letter word outside card codes), and axe finds nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage } from './browser.ts';
import { latin, noAxe, tabToButton, tabToCard } from './lang-driver.ts';
import { POSITION_VARIANTS, positionPuzzlesFor, resolvedRulesOf } from '../../src/content-data/position-puzzles.ts';
import { localizePuzzle } from '../../src/content-data/translations.ts';
import { deductionViewJa } from '../../src/i18n/islands/position-views.ja.ts';
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

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** What a person meets in an element: its text and the names of its controls and groups. */
async function readable(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((el) => {
    const names = [...el.querySelectorAll('[aria-label]')].map((x) => x.getAttribute('aria-label') ?? '');
    return [(el as HTMLElement).innerText, ...names].join('\n');
  });
}

describe('the position puzzles in Japanese, by keyboard', () => {
  test('/ja/japanese/endgames/: a wrong card is refuted in Japanese, then the endgame is played out', async () => {
    const p = positionPuzzlesFor('endgame', 'japanese')[0]!;
    const ja = localizePuzzle(p, 'ja');
    const g = solverGameFor(resolvedRulesOf('japanese'), p.trump, p.secretary);
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/japanese/endgames/', BASE_URL).href);
    const sel = `.isl-endgame[data-puzzle="${p.id}"]`;
    const island = page.locator(sel);
    await island.scrollIntoViewIfNeeded();
    await island.locator('button.ecard:not([disabled])').first().waitFor();
    assert.deepEqual(latin(await readable(page, sel)), [], 'the position reads in Japanese');
    assert.match(await island.innerText(), /終盤 第1問/);
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
    assert.match(
      refuted,
      /ではうまくいきません。相手が最善に守ると、あなたの側が取れるのは絵札\d+枚ではなく絵札\d+枚です。/,
    );
    assert.match(refuted, /第\d+トリック：.+が取ります。/, 'the solver’s line, trick by trick, in Japanese');
    const live = (await island.locator('[aria-live="polite"]').textContent()) ?? '';
    assert.match(live, /このカードではありません/);
    assert.deepEqual(latin(refuted + live), [], 'the refutation reads in Japanese');
    // the next thing to do has the focus (moved there once the verdict is shown)
    await page.waitForFunction((n) => document.activeElement?.textContent?.trim() === n, 'もう一度');
    await noAxe(page, 'a Japanese endgame refuted');
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
    // The Japanese title, and the Japanese note fetched from the Japanese notes file.
    await island.locator('.isl__feedback p', { hasText: ja.note.slice(0, 30) }).waitFor();
    const solved = await readable(page, sel);
    assert.match(solved, new RegExp(`正解！あなたの側は絵札${p.target}枚を取りました。`));
    assert.ok(solved.includes(ja.title), `the Japanese title is shown: ${ja.title}`);
    assert.deepEqual(latin(solved), [], 'the solved endgame reads in Japanese');
    // the next thing to do has the focus (moved there once the verdict is shown)
    await page.waitForFunction((n) => document.activeElement?.textContent?.trim() === n, '次の終盤へ');
    await noAxe(page, 'a Japanese endgame solved');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/tw-hk/endgames/: the seats that can hold the secretary card, marked by keyboard; the reasons in Japanese', async () => {
    const p = positionPuzzlesFor('deduction', 'tw-hk')[0]!;
    const ja = localizePuzzle(p, 'ja');
    const v = deductionViewJa(p);
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/tw-hk/endgames/', BASE_URL).href);
    const sel = `.isl-deduction[data-puzzle="${p.id}"]`;
    const island = page.locator(sel);
    await island.scrollIntoViewIfNeeded();
    await island.waitFor();
    // Hydrated: the island's own words are Japanese before any answer.
    await page.waitForFunction(
      (s) => document.querySelector(s)?.closest('astro-island')?.hasAttribute('ssr') === false,
      sel,
    );
    const before = await readable(page, sel);
    assert.ok(before.includes(ja.title), `the Japanese title is shown: ${ja.title}`);
    assert.match(before, /あなたはナポレオンで/);
    assert.deepEqual(latin(before), [], 'the question reads in Japanese');
    await noAxe(page, 'a Japanese deduction');
    const labels = await island.locator('label.isl__choice').allTextContents();
    assert.equal(labels.length, v.candidates.length + (v.widowSize > 0 ? 1 : 0));
    await island.locator('input[type="checkbox"]').first().focus();
    for (let i = 0; i < labels.length; i++) {
      const seat = v.candidates[i];
      if (seat === undefined ? v.widow : v.possible.includes(seat)) await page.keyboard.press('Space');
      if (i + 1 < labels.length) await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Tab');
    await tabToButton(page, '答え合わせ');
    await page.keyboard.press('Enter');
    await island.locator('.isl__feedback.is-right').waitFor();
    await island.locator('.isl__feedback p', { hasText: ja.note.slice(0, 30) }).waitFor();
    const text = await readable(page, sel);
    assert.match(text, /正解！/);
    assert.ok(v.reasons.length > 0);
    for (const r of v.reasons) assert.ok(text.includes(r.text), `reason shown: ${r.text}`);
    assert.match(text, /秘書のカードを出すよう命令した後に/);
    assert.deepEqual(latin(text), [], 'the answer and its reasons read in Japanese');
    await noAxe(page, 'a Japanese deduction answered');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('/ja/puzzles/: the trainer serves a deduction at my level; answered by keyboard, all in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/puzzles/', BASE_URL).href);
    await page.locator('.isl-trainer[data-ready="true"] .isl-puzzle[data-ready="true"]').waitFor();
    assert.deepEqual(latin(await readable(page, '.isl-trainer')), [], 'the trainer reads in Japanese');
    await page.getByLabel('問題の種類', { exact: true }).selectOption({ label: 'カードを持っているのは誰？' });
    await page.getByRole('button', { name: '自分のレベルの次の問題' }).first().focus();
    await page.keyboard.press('Enter');
    const ded = page.locator('.isl-trainer .isl-deduction[data-ready="true"]');
    await ded.waitFor();
    const id = (await ded.getAttribute('data-puzzle'))!;
    const p = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor('deduction', v)).find((x) => x.id === id);
    assert.ok(p, `a deduction is shown (${id})`);
    const v = deductionViewJa(p);
    await page.waitForFunction(() => document.activeElement?.matches('.isl-deduction input[type="checkbox"]'));
    const boxes = await ded.locator('label.isl__choice').count();
    for (let i = 0; i < boxes; i++) {
      const seat = v.candidates[i];
      if (seat === undefined ? v.widow : v.possible.includes(seat)) await page.keyboard.press('Space');
      if (i + 1 < boxes) await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Tab');
    await tabToButton(page, '答え合わせ');
    await page.keyboard.press('Enter');
    await ded.locator('.isl__feedback.is-right').waitFor();
    await page.waitForFunction(() =>
      /^1回目で正解：/.test(document.querySelector('[data-testid="said"]')?.textContent ?? ''),
    );
    const text = await readable(page, '.isl-trainer');
    assert.ok(text.includes(localizePuzzle(p, 'ja').title), 'the Japanese title is shown');
    for (const r of v.reasons) assert.ok(text.includes(r.text), `reason shown: ${r.text}`);
    assert.deepEqual(latin(text), [], 'the trainer and its answered deduction read in Japanese');
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === '自分のレベルの次の問題');
    await noAxe(page, 'the Japanese trainer, a deduction answered');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
