/**
 * The practice table's geometry in a real browser (boxes, not pixels): the seats do not overlap,
 * each card of the trick lies nearer its player's seat than any other seat, a finished trick stays
 * with its winner until the learner goes on, at 390×844 nothing overflows and every seat is in
 * view, and under reduced motion nothing moves.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import { openTable, playToEnd, step } from './practice-driver.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const url = (v: string, seed: string) =>
  new URL(`${v}/practice/?seed=${seed}&level=easy&delay=0&hands=1`, BASE_URL).href;

interface Box {
  seat: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

const seatBoxes = (page: Page): Promise<Box[]> =>
  page.locator('[data-testid="table"] [data-seat]').evaluateAll((es) =>
    es.map((e) => {
      const r = e.getBoundingClientRect();
      return { seat: Number(e.getAttribute('data-seat')), x: r.x, y: r.y, w: r.width, h: r.height };
    }),
  );

const playedBoxes = (page: Page): Promise<Box[]> =>
  page.locator('[data-testid="table"] [data-played-by]').evaluateAll((es) =>
    es.map((e) => {
      const r = e.getBoundingClientRect();
      return { seat: Number(e.getAttribute('data-played-by')), x: r.x, y: r.y, w: r.width, h: r.height };
    }),
  );

function overlaps(a: Box, b: Box): boolean {
  const ix = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const iy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return ix > 1 && iy > 1;
}

const centre = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
const dist = (a: Box, b: Box) => Math.hypot(centre(a).x - centre(b).x, centre(a).y - centre(b).y);

/** Step the game until `ready` holds (bounded by steps, not time). */
async function until(page: Page, ready: () => Promise<boolean>, what: string, steps = 200): Promise<void> {
  for (let i = 0; i < steps; i++) {
    if (await ready()) return;
    await step(page);
  }
  throw new Error(`never reached: ${what}`);
}

async function checkGeometry(page: Page, players: number, where: string): Promise<void> {
  const seats = await seatBoxes(page);
  assert.equal(seats.length, players, `${where}: one seat per player`);
  assert.ok(
    seats.every((s) => s.w > 0 && s.h > 0),
    `${where}: every seat is drawn`,
  );
  for (let i = 0; i < seats.length; i++)
    for (let j = i + 1; j < seats.length; j++)
      assert.ok(!overlaps(seats[i]!, seats[j]!), `${where}: seats ${seats[i]!.seat} and ${seats[j]!.seat} overlap`);
  const played = await playedBoxes(page);
  assert.ok(played.length > 0, `${where}: cards on the table`);
  for (const p of played)
    for (const s of seats) assert.ok(!overlaps(p, s), `${where}: a card of player ${p.seat} covers seat ${s.seat}`);
  for (const p of played) {
    const own = seats.find((s) => s.seat === p.seat)!;
    assert.ok(own, `${where}: the seat of player ${p.seat}`);
    for (const s of seats)
      if (s.seat !== p.seat)
        assert.ok(
          dist(p, own) < dist(p, s),
          `${where}: the card of player ${p.seat} is nearer seat ${s.seat} (${dist(p, s).toFixed(0)}) than its own (${dist(p, own).toFixed(0)})`,
        );
  }
}

/** Count, from inside the page, the cards of each trick that gathers towards its winner. */
async function recordGathers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __gathers: number[] };
    w.__gathers = [];
    new MutationObserver((list) => {
      for (const m of list)
        for (const n of m.addedNodes)
          if (n instanceof HTMLElement && n.classList.contains('ttrick__gather'))
            w.__gathers.push(n.querySelectorAll('.ttrick__ghost').length);
    }).observe(document.body, { subtree: true, childList: true });
  });
}
const gathers = (page: Page) => page.evaluate(() => (window as unknown as { __gathers: number[] }).__gathers);

describe('the table', () => {
  for (const [v, players] of [
    ['japanese', 5],
    ['nap', 4],
    ['daifugo', 4],
  ] as const) {
    test(`${v}: seats apart, each played card in front of its player`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const { page, problems } = await openPage(ctx);
      await openTable(page, url(v, `geo-${v}`));
      await until(
        page,
        async () => (await page.locator('[data-testid="table"] [data-played-by]').count()) >= 2,
        'two cards on the table',
      );
      await checkGeometry(page, players, v);
      assert.deepEqual(problems.consoleErrors, []);
      await ctx.close();
    });
  }

  test('a finished trick stays on the table with its winner and the reason until the learner goes on', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(ctx);
    await openTable(page, url('japanese', 'geo-done'));
    const done = page.locator('[data-testid="trick-result"]');
    await until(page, async () => (await done.count()) > 0, 'a finished trick');
    const text = (await done.textContent()) ?? '';
    assert.match(text, /(You win|Computer \d wins) the trick/);
    const winnerSeat = text.startsWith('You')
      ? Number(await page.locator('[data-testid="table"]').getAttribute('data-human'))
      : Number(text.match(/Computer (\d)/)![1]) - 1;
    // all five cards are still there, the winner's marked as winning
    assert.equal(await page.locator('[data-testid="trick"] [data-played-by]').count(), 5);
    assert.equal(
      await page.locator(`[data-testid="trick"] [data-played-by="${winnerSeat}"] .is-winner`).count(),
      1,
      'the winning card is marked',
    );
    // the reason is given in words
    assert.match((await page.locator('[data-testid="trick-reason"]').textContent()) ?? '', /\w+/);
    // the coach says what it changed
    assert.match((await page.locator('[data-testid="coach"]').textContent()) ?? '', /taken \d+ honours? so far/);
    // the winner's seat says so
    assert.match((await page.locator(`[data-seat="${winnerSeat}"]`).textContent()) ?? '', /won the trick/i);
    // it stays until "Next trick" (or the learner's own lead)
    const next = page.locator('[data-testid="next-trick"]');
    if (await next.count()) {
      await page.waitForTimeout(300);
      assert.equal(await done.count(), 1, 'the finished trick is still shown');
      await recordGathers(page);
      await next.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('[data-testid="trick-result"]') === null);
      // then the trick gathers towards its winner (face-down copies, one per card) and is gone
      await page.waitForFunction(() => (window as unknown as { __gathers: number[] }).__gathers.length > 0);
      assert.deepEqual(await gathers(page), [5], 'one gathering card per card of the trick');
      await page.waitForFunction(() => document.querySelector('.ttrick__gather') === null);
      // focus stays in the table
      assert.ok(
        await page.evaluate(() => document.querySelector('[data-testid="table"]')!.contains(document.activeElement)),
        'focus stays in the table',
      );
    }
    await ctx.close();
  });

  test('390×844: nothing overflows, every seat is in view, hand cards are at least 44 px', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(ctx);
    await openTable(page, url('japanese', 'geo-phone'));
    await until(
      page,
      async () =>
        (await page.locator('[data-testid="table"]').getAttribute('data-my-turn')) === 'true' &&
        (await page.locator('[data-testid="hand"] button.ecard').count()) > 0 &&
        (await page.locator('[data-testid="trick"] [data-played-by]').count()) > 0,
      'our turn to play, with cards on the table',
    );
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(wide <= 0, `the page scrolls sideways by ${wide}px`);
    await page.locator('[data-testid="felt"]').scrollIntoViewIfNeeded();
    const seats = await seatBoxes(page);
    assert.equal(seats.length, 5);
    for (const s of seats) {
      assert.ok(s.x >= 0 && s.x + s.w <= 390, `seat ${s.seat} is cut off at the side (${s.x}–${s.x + s.w})`);
      assert.ok(s.y >= 0 && s.y + s.h <= 844, `seat ${s.seat} is out of view (${s.y}–${s.y + s.h})`);
    }
    for (let i = 0; i < seats.length; i++)
      for (let j = i + 1; j < seats.length; j++)
        assert.ok(!overlaps(seats[i]!, seats[j]!), `seats ${seats[i]!.seat} and ${seats[j]!.seat} overlap`);
    await checkGeometry(page, 5, '390×844');
    const small = await page
      .locator('[data-testid="hand"] button.ecard')
      .evaluateAll(
        (es) =>
          es.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 44 - 0.5 || r.height < 44 - 0.5).length,
      );
    assert.equal(small, 0, 'every card in the hand is a 44 px target');
    await ctx.close();
  });

  test('with reduced motion no transition or animation runs', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const { page } = await openPage(ctx);
    await openTable(page, url('japanese', 'geo-still'));
    await recordGathers(page);
    let checked = 0;
    for (let i = 0; i < 30; i++) {
      await step(page);
      const moving = await page.evaluate(() => {
        const table = document.querySelector('[data-testid="table"]');
        if (!table) return [];
        const running = document
          .getAnimations()
          .filter((a) => a.effect && table.contains((a.effect as KeyframeEffect).target as Node | null));
        const timed = [...table.querySelectorAll('*')].filter((e) => {
          const cs = getComputedStyle(e);
          const long = (t: string) => t.split(',').some((x) => parseFloat(x) > 0.0001);
          return long(cs.transitionDuration) || (cs.animationName !== 'none' && long(cs.animationDuration));
        });
        return [...running.map((a) => `running: ${String(a)}`), ...timed.map((e) => `timed: ${e.className}`)];
      });
      assert.deepEqual(moving, [], 'nothing moves');
      checked++;
    }
    assert.ok(checked > 0);
    assert.ok(
      (await page.locator('[data-testid="trick"]').count()) > 0 && (await gathers(page)).length === 0,
      'no trick gathers towards its winner',
    );
    // and without the preference the table does move (so the check above means something)
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const timed = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-testid="table"] *')].filter((e) =>
          getComputedStyle(e)
            .transitionDuration.split(',')
            .some((x) => parseFloat(x) > 0),
        ).length,
    );
    assert.ok(timed > 0, 'the table has transitions when motion is allowed');
    await ctx.close();
  });
});

describe('the phases', () => {
  test('the auction as a bidding box with its history, the verdict after the hand, the game log, New game asks', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(ctx);
    // seat 5 of 5: the four computers bid first
    await openTable(page, url('japanese', 'phases-1') + '&seat=4');
    await page.locator('[data-testid="bidding-box"]').waitFor();
    const bids = await page.locator('[data-testid="bidding-box"] button').allTextContents();
    assert.ok(bids.length > 10, `every legal bid is a button: ${bids.length}`);
    assert.ok(bids.includes('Pass'), 'pass is one of them');
    const auction = (await page.locator('[data-testid="auction"]').textContent()) ?? '';
    const calls = await page.locator('[data-testid="auction"] li').allTextContents();
    assert.ok(calls.length >= 1, auction);
    // each computer's last word is at its seat
    for (const c of calls) {
      const [, n, said] = c.match(/^Computer (\d): (.+)$/)!;
      const says = await page.locator(`[data-seat="${Number(n) - 1}"] [data-testid="says"]`).textContent();
      assert.equal(
        says,
        calls
          .filter((x) => x.startsWith(`Computer ${n}:`))
          .at(-1)!
          .split(': ')[1],
        `seat of ${c}`,
      );
      assert.ok(said);
    }
    if (/highest bid is/.test(auction)) assert.match(auction, /only a higher bid \(or a pass\) is possible/);
    // New game asks before throwing the game away
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Keep playing' }).click();
    assert.equal(await page.locator('[data-testid="table"]').count(), 1, 'the game goes on');
    // play to the end: the verdict and the log
    await playToEnd(page);
    const verdictText = (await page.locator('[data-testid="hand-result"]').textContent()) ?? '';
    assert.match(verdictText, /took \d+ honours of the \d+ bid: contract (made|defeated)\./);
    assert.match(verdictText, /This hand: .*You [+−0]/);
    // the log takes the hand's last lines in the render after the result shows: read it once it ends
    await page.locator('[data-testid="game-log"] li', { hasText: 'The game is over.' }).waitFor({ state: 'attached' });
    const log = await page.locator('[data-testid="game-log"] li').allTextContents();
    assert.ok(log.filter((l) => / plays? the /.test(l)).length >= 50, `every play is in the log: ${log.length} lines`);
    assert.ok(log.filter((l) => /wins? the trick/.test(l)).length >= 10, 'every trick winner is in the log');
    assert.ok(
      log.some((l) => /Bid|Pass/.test(l)),
      'the bids are in the log',
    );
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});

describe('accessibility mid-game', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe passes on the bidding box and on a finished trick (${theme} theme)`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await ctx.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
      const { page } = await openPage(ctx);
      await openTable(page, url('japanese', `axe-${theme}`) + '&seat=4');
      assert.equal(await page.evaluate(() => document.documentElement.dataset['theme']), theme);
      await page.locator('[data-testid="bidding-box"]').waitFor();
      let v = await axe(page);
      assert.deepEqual(v, [], formatViolations(`bidding box, ${theme}`, v));
      await until(
        page,
        async () => (await page.locator('[data-testid="trick-result"]').count()) > 0,
        'a finished trick',
      );
      v = await axe(page);
      assert.deepEqual(v, [], formatViolations(`finished trick, ${theme}`, v));
      await ctx.close();
    });
  }
});

describe('the hand by keyboard', () => {
  test('one Tab stop, arrow keys move along the playable cards, Enter plays, focus stays in the table', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(ctx);
    await openTable(page, url('mighty', 'keys-1'));
    const live = page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])');
    await until(
      page,
      async () =>
        (await page.locator('[data-testid="table"]').getAttribute('data-my-turn')) === 'true' &&
        (await live.count()) >= 2,
      'two playable cards of ours',
    );
    assert.equal(await page.locator('[data-testid="hand"] button.ecard[tabindex="0"]').count(), 1, 'one Tab stop');
    const cards = await live.evaluateAll((es) => es.map((e) => e.getAttribute('data-card')));
    await page.locator('[data-testid="hand"] button.ecard[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-card'));
    assert.equal(focused, cards[1], 'the arrow key moves to the next card');
    const before = await page.locator('[data-testid="hand"] .ecard').count();
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="hand"] .ecard').length < n, before);
    assert.equal(
      await page.locator(`[data-testid="trick"] [data-card="${focused}"]`).count(),
      1,
      'the focused card was played',
    );
    assert.ok(
      await page.evaluate(() => document.querySelector('[data-testid="table"]')!.contains(document.activeElement)),
      `focus stays in the table (on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))})`,
    );
    await ctx.close();
  });
});

describe('Daifugō: one way to play', () => {
  test('choose the cards in the hand, then Play or Pass; no list or menu of plays; a wrong choice says why', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(ctx);
    await openTable(page, url('daifugo', 'select-1').replace('hands=1', 'hands=3'));
    const play = page.locator('[data-testid="confirm-play"]');
    const pressed = page.locator('[data-testid="hand"] button.ecard[aria-pressed="true"]');
    const free = page.locator('[data-testid="hand"] button.ecard[aria-pressed="false"]');
    let leads = 0;
    let follows = 0;
    let refused = 0;
    for (let i = 0; i < 900 && (leads < 1 || follows < 2 || refused < 1); i++) {
      const mine = (await page.locator('[data-testid="table"]').getAttribute('data-my-turn')) === 'true';
      if (!mine || (await play.count()) === 0 || (await pressed.count()) > 0) {
        await step(page);
        continue;
      }
      // no play buttons and no drop-down: Play and (when following) Pass
      assert.equal(await page.locator('[data-testid="actions"] select').count(), 0, 'no menu of plays');
      const buttons = await page.locator('[data-testid="actions"] button').allTextContents();
      assert.ok(
        buttons.every((b) => /^(Play|Pass)$/.test(b)),
        `only Play and Pass beside the hand: ${buttons.join(', ')}`,
      );
      assert.equal(await play.isDisabled(), true, 'nothing chosen: Play waits');
      const pile = await page.locator('[data-testid="trick"] [data-played-by]').count();
      if (pile === 0) leads++;
      else follows++;
      // the two strongest cards together are rarely a play: if not, Play stays off and the reason shows
      if ((await free.count()) >= 2) {
        const last = free.last();
        await last.focus();
        await page.keyboard.press('Enter');
        await free.first().focus();
        await page.keyboard.press('Enter');
        if (await play.first().isDisabled()) {
          refused++;
          assert.match(
            (await page.locator('[data-testid="play-status"]').textContent()) ?? '',
            /: not (allowed: .+|a play allowed now)\.$/,
          );
        }
        while ((await pressed.count()) > 0) {
          await pressed.first().focus();
          await page.keyboard.press('Enter');
        }
      }
      // the weakest playable card alone (a lead) or the driver's choice (weakest first), by keyboard
      const before = await page.locator('[data-testid="hand"] .ecard').count();
      await step(page);
      if ((await page.locator('[data-testid="hand"] .ecard').count()) < before) continue;
      // still choosing (a set is needed): go on until Play or Pass is pressed
      for (let k = 0; k < 6 && (await play.count()) > 0; k++) await step(page);
    }
    assert.ok(leads >= 1 && follows >= 2, `our leads (${leads}) and follows (${follows})`);
    assert.ok(refused >= 1, 'a choice that is not a play was refused with its reason');
    await ctx.close();
  });
});

describe('the exchange', () => {
  test('Napoleon sees the widow’s cards before choosing what to bury', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(ctx);
    await openTable(page, url('japanese', 'widow-1') + '&seat=4');
    // bid the highest bid there is: the contract is ours
    const box = page.locator('[data-testid="bidding-box"] button');
    await box.last().waitFor();
    await box.last().click();
    const widow = page.locator('[data-testid="widow"]');
    await until(
      page,
      async () => (await widow.count()) > 0 || (await page.locator('[data-testid="confirm-select"]').count()) > 0,
      'the exchange',
    );
    assert.equal(await widow.count(), 1, 'the widow is shown');
    const cards = await widow.locator('.ecard').evaluateAll((es) => es.map((e) => e.getAttribute('data-card')));
    assert.ok(cards.length > 0, 'the widow has cards');
    for (const c of cards)
      assert.equal(
        await page.locator(`[data-testid="hand"] button.ecard[data-card="${c}"]`).count(),
        1,
        `${c} may be buried`,
      );
    await ctx.close();
  });
});
