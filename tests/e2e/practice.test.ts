/**
 * The practice table in a real browser: a complete game of every variant to the final score
 * screen using only the keyboard, and again by mouse on a 390×844 phone, a reload mid-game that continues, a corrupted save, axe on
 * the states reached, the 390×844 layout, and the bots' search kept off the page's thread.
 * No test here bounds time (the page's task lengths are benchmark figures, bench/site.bench.ts).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import {
  checkObserver,
  instrument,
  keyboardMove,
  longTasks,
  openTable,
  playToEnd,
  step,
  textNow,
  waitForTurnOrEnd,
  workers,
} from './practice-driver.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const VARIANTS = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'] as const;

const url = (v: string, seed: string, extra = '') =>
  new URL(`${v}/practice/?seed=${seed}&level=easy&delay=0&hands=1${extra}`, BASE_URL).href;

describe('a complete game of every variant, keyboard only', () => {
  for (const v of VARIANTS) {
    test(`${v}: to the final score screen`, async () => {
      const ctx = await browser.newContext();
      const { page, problems } = await openPage(ctx);
      // two hands, so the step between hands is played by the keyboard too
      await openTable(page, url(v, `kb-${v}`).replace('hands=1', 'hands=2'));
      const moves = await playToEnd(page);
      assert.ok(moves > 0, 'the player made moves');
      assert.equal(
        await page.locator('[data-testid="score-sheet"] tbody tr').count(),
        2,
        `a score sheet row per hand: ${await page.locator('[data-testid="table"]').innerText()}`,
      );
      assert.match((await page.locator('[data-testid="game-over"]').textContent()) ?? '', /Game over/);
      const violations = await axe(page);
      assert.deepEqual(violations, [], formatViolations(`${v} game over`, violations));
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.foreignRequests, []);
      await ctx.close();
    });
  }
});

describe('a complete game of every variant by mouse on a 390×844 phone', () => {
  for (const v of VARIANTS) {
    test(`${v}: tapped through to the final score screen`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
      const { page, problems } = await openPage(ctx);
      await openTable(page, url(v, `phone-${v}`));
      const moves = await playToEnd(page, 400, 'mouse');
      assert.ok(moves > 0, 'the player made moves');
      assert.match((await page.locator('[data-testid="game-over"]').textContent()) ?? '', /Game over/);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= 390, `no sideways scrolling at the end of the game: ${wide}px wide`);
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.foreignRequests, []);
      await ctx.close();
    });
  }
});

describe('saving, layout, accessibility and responsiveness', () => {
  test('a reload mid-game continues the same game', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openTable(page, url('japanese', 'reload-1'));
    for (let i = 0; i < 6; i++) {
      await step(page);
    }
    await waitForTurnOrEnd(page);
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('etori.practice.v1.japanese') ?? 'null'));
    assert.ok(before, 'the game is saved');
    const hand = await page.locator('[data-testid="hand"]').getAttribute('aria-label');
    const cards = await page
      .locator('[data-testid="hand"] .ecard')
      .evaluateAll((es) => es.map((e) => e.getAttribute('data-card')));
    await page.reload();
    await page.locator('.isl-practice').scrollIntoViewIfNeeded();
    await page.locator('[data-testid="table"]').waitFor();
    assert.match((await page.locator('.isl-practice').textContent()) ?? '', /saved game was restored/);
    const again = await page
      .locator('[data-testid="hand"] .ecard')
      .evaluateAll((es) => es.map((e) => e.getAttribute('data-card')));
    assert.equal(hand, 'Your hand');
    assert.deepEqual(again, cards);
    // and it goes on to the end
    await playToEnd(page);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a corrupted save shows a notice, is kept under a backup key, and a new game can start', async () => {
    const ctx = await browser.newContext();
    await ctx.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('etori.practice.v1.nap', '{"v":1,"settings":');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('nap/practice/', BASE_URL).href);
    await page.locator('.isl-practice').scrollIntoViewIfNeeded();
    const notice = page.locator('.isl-practice .isl__notice');
    await notice.first().waitFor();
    assert.match((await notice.first().textContent()) ?? '', /could not be read.*etori\.practice\.backup\.nap/);
    const backup = await page.evaluate(() => localStorage.getItem('etori.practice.backup.nap'));
    assert.equal(backup, '{"v":1,"settings":');
    const violations = await axe(page);
    assert.deepEqual(violations, [], formatViolations('nap practice setup with a notice', violations));
    await page.getByRole('button', { name: 'Start the game' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="table"]').waitFor();
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('390×844: the table has no overlapping cards or controls, and axe passes mid-game', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(ctx);
    await openTable(page, url('tw-hk', 'phone-1'));
    // play until a trick is on the table and it is our turn again
    for (let i = 0; i < 60; i++) {
      const onTable = await page.locator('[data-testid="trick"] .ecard').count();
      const mine = (await page.locator('[data-testid="table"]').getAttribute('data-my-turn')) === 'true';
      const playing = (await page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])').count()) > 0;
      if (onTable > 0 && mine && playing) break;
      await step(page);
    }
    const boxes = await page
      .locator('[data-testid="table"] .ecard, [data-testid="table"] button, [data-testid="table"] select')
      .evaluateAll((es) =>
        // hidden ones (inside a closed <details>) keep stale boxes: leave them out
        es
          .filter((e) => e.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
          .map((e) => {
            const r = e.getBoundingClientRect();
            return {
              name: e.getAttribute('aria-label') ?? e.textContent ?? '',
              x: r.x,
              y: r.y,
              w: r.width,
              h: r.height,
            };
          }),
      );
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.w === 0 || b.w === 0) continue;
        const ix = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
        const iy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
        if (ix > 1 && iy > 1) overlaps.push(`${a.name} / ${b.name}`);
      }
    if (overlaps.length) await page.screenshot({ path: '/tmp/practice-390-overlap.png', fullPage: true });
    assert.ok(boxes.length > 10, `boxes measured: ${boxes.length}`);
    assert.deepEqual(overlaps, []);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(wide <= 0, `the page scrolls sideways by ${wide}px`);
    const violations = await axe(page);
    assert.deepEqual(violations, [], formatViolations('tw-hk mid-game at 390', violations));
    await ctx.close();
  });

  // How long the page's own tasks take is a benchmark figure (`site.practice.longest_task_ms` and
  // `site.practice.long_tasks_over_50ms`, bench/site.bench.ts): it depends on the machine's load.
  // This test keeps what does not: the bots' search is not in the page's scripts at all, every
  // computer move is asked of the Worker and answered by it, and no task comes near a frozen page.
  test('bots think in the worker: their search is not on the main thread, and no task freezes the page', async () => {
    const ctx = await browser.newContext();
    await instrument(ctx);
    const { page, problems } = await openPage(ctx);
    await openTable(page, new URL('japanese/practice/?seed=lt-1&level=strong&delay=0&hands=1', BASE_URL).href);
    await checkObserver(page);
    const t0 = await page.evaluate(() => performance.now());
    await playToEnd(page);
    const long = await longTasks(page, t0);
    const worst = Math.max(0, ...long.map((e) => e.duration));
    console.log(`# longest main-thread task during a Japanese game (strong bots): ${worst.toFixed(0)} ms`);
    assert.ok(worst <= 400, `a ${worst.toFixed(0)} ms task froze the main thread`);

    // Every computer move of the hand was a request to the bots' Worker, answered by it.
    const ws = await workers(page);
    const bots = ws.filter((w) => /worker/.test(new URL(w.url).pathname));
    assert.equal(bots.length, 1, `one bots' Worker: ${JSON.stringify(ws)}`);
    const save = await page.evaluate(() => JSON.parse(localStorage.getItem('etori.practice.v1.japanese') ?? 'null'));
    const human: number = save.settings.seat;
    const log: { seat: number }[] = save.snapshot.context.log;
    const computerMoves = log.filter((a) => a.seat !== human).length;
    assert.ok(computerMoves > 20, `computer moves in the log: ${computerMoves}`);
    assert.equal(bots[0]!.answers, bots[0]!.requests, 'every request was answered by the Worker');
    assert.ok(
      bots[0]!.answers >= computerMoves,
      `${bots[0]!.answers} Worker answers for ${computerMoves} computer moves`,
    );

    // The search itself is only in the Worker's script: the page's own scripts do not contain it.
    // ('rollout' names the playouts' random streams in src/bots/mc.ts, the search every bot uses.)
    const marker = /["'`]rollout["'`]/;
    const worker = await (await page.request.get(bots[0]!.url)).text();
    assert.match(worker, marker, 'the marker names the search in the Worker script');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => /\.m?js(\?|$)/.test(n)),
    );
    const mainThread = scripts.filter((s) => !ws.some((w) => w.url === s));
    assert.ok(
      mainThread.some((s) => /PracticeGame/.test(s)),
      `the practice island is among ${mainThread.join(', ')}`,
    );
    for (const s of mainThread) {
      const text = await (await page.request.get(s)).text();
      assert.doesNotMatch(text, marker, `${s} (loaded on the page's thread) contains the bots' search`);
    }
    const inline = await page.evaluate(() => [...document.scripts].map((s) => s.textContent ?? '').join('\n'));
    assert.doesNotMatch(inline, marker, "an inline script contains the bots' search");
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});

describe('learning aids', () => {
  test('a hint on demand, then undo takes the move back', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await openTable(page, url('mighty', 'undo-1'));
    // reach a card play of ours
    for (let i = 0; i < 80; i++) {
      const mine = (await page.locator('[data-testid="table"]').getAttribute('data-my-turn')) === 'true';
      const playable = await page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])').count();
      if (mine && playable > 0) break;
      await step(page);
    }
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.locator('[data-testid="hint"]').waitFor();
    assert.match((await page.locator('[data-testid="hint"]').textContent()) ?? '', /Hint: Play /);
    const hand = () =>
      page.locator('[data-testid="hand"] .ecard').evaluateAll((es) => es.map((e) => e.getAttribute('data-card')));
    const before = await hand();
    await page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])').first().click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="hand"] .ecard').length < n,
      before.length,
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="hand"] .ecard').length === n,
      before.length,
    );
    assert.deepEqual(await hand(), before);
    assert.match((await page.locator('[data-testid="announcer"]').textContent()) ?? '', /.+/);
    await noAxeAt(page, 'mighty with a hint after undo');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});

async function noAxeAt(page: Page, where: string): Promise<void> {
  const v = await axe(page);
  assert.deepEqual(v, [], formatViolations(where, v));
}

describe('Daifugō local rules at the practice table', () => {
  test('the player hands over, throws away and names a rank with the keyboard, to the end of the game', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    const rules = 'rules=spadeThree,sevenPass,tenDiscard,queenBomber,fiveSkip,skip:false,sandstorm';
    await openTable(page, url('daifugo', 'kb2', `&${rules}`).replace('hands=1', 'hands=2'));
    const seen = new Set<string>();
    let moves = 0;
    let checkedAxe = false;
    // Bounded by work, not time: a game of two rounds needs far fewer than 600 of the player's moves.
    for (let polls = 0; polls < 5000 && !(await page.locator('[data-testid="game-over"]').count()); polls++) {
      // the action row is not there between rounds: read it without waiting for it
      const text = await textNow(page, '[data-testid="actions"]');
      const myTurn = (await page.locator('[data-testid="table"]').getAttribute('data-my-turn')) === 'true';
      for (const [kind, re] of [
        ['hand over', /Hand over up to \d+ cards?: chosen/],
        ['throw away', /Throw away up to \d+ cards?: chosen/],
        ['name a rank', /Name the (?:\d+s|aces|kings|queens|jacks)/],
      ] as const) {
        if (myTurn && re.test(text)) {
          seen.add(kind);
          if (!checkedAxe) {
            const violations = await axe(page);
            assert.deepEqual(violations, [], formatViolations(`daifugo ${kind}`, violations));
            checkedAxe = true;
          }
        }
      }
      // Move only on the turn read above: one that arrives after that read is met (and seen) at the
      // top of the loop, never played blind — which decisions are seen must not depend on timing.
      if (!myTurn && (await page.locator('[data-testid="next-trick"]').count()) === 0) await waitForTurnOrEnd(page);
      else if (await keyboardMove(page)) moves++;
      else await waitForTurnOrEnd(page);
      assert.ok(moves < 600, 'the game ends');
    }
    assert.ok(await page.locator('[data-testid="game-over"]').count(), 'the game is over');
    // This seed asks the player for all three decisions.
    assert.deepEqual([...seen].sort(), ['hand over', 'name a rank', 'throw away']);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
