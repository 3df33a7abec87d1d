/**
 * The practice table's geometry and motion in a real browser (boxes, not pixels), each from a
 * saved game at the moment it needs: the seats apart and each played card in front of its player,
 * a finished trick kept with its winner until the learner goes on, at 390×844 nothing overlapping
 * or overflowing with every seat in view, the hand by keyboard, and under reduced motion nothing
 * moves.
 */
import type { Page } from '@playwright/test';
import type { VariantId } from '../../src/engine/options.ts';
import { currentPlays } from '../../src/islands-logic/practice-table.ts';
import { expect, test } from './fixtures.ts';
import { keyboardMove, openSaved, step } from './practice-driver.ts';
import { playerEndsTrick, playerFollows, savedGame, type Position, type SavedGameSpec } from './saved-game.ts';

const openAt = (page: Page, spec: SavedGameSpec) => openSaved(page, `${spec.variant}/practice/`, savedGame(spec).file);

interface Box {
  name: string;
  seat: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The boxes of the elements matching `selector` that are drawn (a closed <details> keeps stale boxes), `seatAttr` naming their seat. */
const boxes = (page: Page, selector: string, seatAttr = 'data-seat'): Promise<Box[]> =>
  page.locator(selector).evaluateAll(
    (es, attr) =>
      es
        .filter((e) => e.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
        .map((e) => {
          const r = e.getBoundingClientRect();
          const name = e.getAttribute('aria-label') ?? e.textContent ?? '';
          return { name, seat: Number(e.getAttribute(attr)), x: r.x, y: r.y, w: r.width, h: r.height };
        }),
    seatAttr,
  );

function overlaps(a: Box, b: Box): boolean {
  const ix = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const iy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return a.w > 0 && b.w > 0 && ix > 1 && iy > 1;
}

/** Every pair of boxes that overlap, by name. */
function overlapping(list: Box[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++)
      if (overlaps(list[i]!, list[j]!)) out.push(`${list[i]!.name} / ${list[j]!.name}`);
  return out;
}

const centre = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
const dist = (a: Box, b: Box) => Math.hypot(centre(a).x - centre(b).x, centre(a).y - centre(b).y);

/** The seats are apart and drawn; each card on the table covers no seat and lies nearest its own player's. */
async function checkGeometry(page: Page, players: number, where: string): Promise<void> {
  const seats = await boxes(page, '[data-testid="table"] [data-seat]');
  expect(seats, `${where}: one seat per player`).toHaveLength(players);
  expect(
    seats.every((s) => s.w > 0 && s.h > 0),
    `${where}: every seat is drawn`,
  ).toBe(true);
  expect(overlapping(seats), `${where}: seats overlap`).toEqual([]);
  const played = await boxes(page, '[data-testid="table"] [data-played-by]', 'data-played-by');
  expect(played.length, `${where}: cards on the table`).toBeGreaterThan(0);
  for (const p of played) {
    for (const s of seats)
      expect(overlaps(p, s), `${where}: a card of player ${p.seat} covers seat ${s.seat}`).toBe(false);
    const own = seats.find((s) => s.seat === p.seat)!;
    for (const s of seats.filter((x) => x.seat !== p.seat))
      expect(dist(p, own), `${where}: the card of player ${p.seat} is nearer seat ${s.seat} than its own`).toBeLessThan(
        dist(p, s),
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

/** Cards on the table now: the trick under way, or Daifugō's pile. */
const onTable = (p: Position) => {
  const t = p.view['pile'] ?? currentPlays(p.view);
  return Array.isArray(t) ? t.length : 0;
};

test.describe('the table', () => {
  for (const [variant, players] of [
    ['japanese', 5],
    ['nap', 4],
    ['daifugo', 4],
  ] as [VariantId, number][]) {
    test(`${variant}: seats apart, each played card in front of its player`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openAt(page, { variant, seed: `geo-${variant}`, until: (p) => onTable(p) >= 2 });
      await checkGeometry(page, players, variant);
    });
  }

  test('a finished trick stays on the table with its winner and the reason until the learner goes on', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // the player's card ends a trick that a computer wins: the table waits for "Next trick" before it leads
    await openAt(page, { variant: 'japanese', seed: 'geo-done-2', until: playerEndsTrick });
    await keyboardMove(page);
    const done = page.locator('[data-testid="trick-result"]');
    await expect(done).toHaveText(/Computer \d wins the trick/);
    const winnerSeat = Number(((await done.textContent()) ?? '').match(/Computer (\d)/)![1]) - 1;
    // all five cards are still there, the winner's marked as winning
    await expect(page.locator('[data-testid="trick"] [data-played-by]')).toHaveCount(5);
    await expect(page.locator(`[data-testid="trick"] [data-played-by="${winnerSeat}"] .is-winner`)).toHaveCount(1);
    await expect(page.locator('[data-testid="trick-reason"]')).toHaveText(/\w+/);
    await expect(page.locator('[data-testid="coach"]')).toContainText(/taken \d+ honours? so far/);
    // under the facts, the declaring side's total against its contract (the adjutant's share once known)
    await expect(page.locator('[data-testid="side-total"]')).toHaveText(/^Napoleon('s side)?: \d+ of \d+ honours/);
    await expect(page.locator(`[data-seat="${winnerSeat}"]`)).toContainText(/won the trick/i);
    // it stays until "Next trick"
    const next = page.locator('[data-testid="next-trick"]');
    await page.waitForTimeout(300);
    await expect(done, 'the finished trick is still shown').toHaveCount(1);
    await recordGathers(page);
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(done).toHaveCount(0);
    // then the trick gathers towards its winner (face-down copies, one per card) and is gone
    await page.waitForFunction(() => (window as unknown as { __gathers: number[] }).__gathers.length > 0);
    expect(await gathers(page), 'one gathering card per card of the trick').toEqual([5]);
    await expect(page.locator('.ttrick__gather')).toHaveCount(0);
    expect(
      await page.evaluate(() => document.querySelector('[data-testid="table"]')!.contains(document.activeElement)),
      'focus stays in the table',
    ).toBe(true);
  });

  for (const variant of ['japanese', 'tw-hk'] as const) {
    test(`390×844, ${variant}: nothing overlaps or overflows, every seat in view, 44 px cards, axe passes`, async ({
      newContext,
      axe,
    }) => {
      const ctx = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await ctx.newPage();
      await openAt(page, { variant, seed: `phone-${variant}`, until: playerFollows(2) });
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(wide, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      const controls = await boxes(
        page,
        '[data-testid="table"] .ecard, [data-testid="table"] button, [data-testid="table"] select',
      );
      expect(controls.length, 'boxes measured').toBeGreaterThan(10);
      expect(overlapping(controls), 'cards or controls overlap').toEqual([]);
      await page.locator('[data-testid="felt"]').scrollIntoViewIfNeeded();
      const seats = await boxes(page, '[data-testid="table"] [data-seat]');
      for (const s of seats) {
        expect(s.x >= 0 && s.x + s.w <= 390, `seat ${s.seat} is cut off at the side (${s.x}–${s.x + s.w})`).toBe(true);
        expect(s.y >= 0 && s.y + s.h <= 844, `seat ${s.seat} is out of view (${s.y}–${s.y + s.h})`).toBe(true);
      }
      await checkGeometry(page, 5, `390×844 ${variant}`);
      const small = await page
        .locator('[data-testid="hand"] button.ecard')
        .evaluateAll(
          (es) => es.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 43.5 || r.height < 43.5).length,
        );
      expect(small, 'every card in the hand is a 44 px target').toBe(0);
      await axe(page, `${variant} mid-game at 390`);
    });
  }

  test('with reduced motion no transition or animation runs', async ({ newContext }) => {
    const ctx = await newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    await openAt(page, { variant: 'japanese', seed: 'geo-still', until: playerFollows(2) });
    await recordGathers(page);
    // through the end of this trick and into the next: cards played, a trick finished and gathered
    for (let i = 0; i < 12; i++) {
      await step(page);
      const moving = await page.evaluate(() => {
        const table = document.querySelector('[data-testid="table"]');
        if (!table) return [];
        const running = document
          .getAnimations()
          .filter((a) => a.effect && table.contains((a.effect as KeyframeEffect).target as Node | null));
        const long = (t: string) => t.split(',').some((x) => parseFloat(x) > 0.0001);
        const timed = [...table.querySelectorAll('*')].filter((e) => {
          const cs = getComputedStyle(e);
          return long(cs.transitionDuration) || (cs.animationName !== 'none' && long(cs.animationDuration));
        });
        return [...running.map((a) => `running: ${String(a)}`), ...timed.map((e) => `timed: ${e.className}`)];
      });
      expect(moving, 'nothing moves').toEqual([]);
    }
    expect(await gathers(page), 'no trick gathers towards its winner').toEqual([]);
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
    expect(timed, 'the table has transitions when motion is allowed').toBeGreaterThan(0);
  });

  test('the hand by keyboard: one Tab stop, arrow keys move along the playable cards, Enter plays, focus stays in the table', async ({
    page,
  }) => {
    await openAt(page, { variant: 'mighty', seed: 'keys-1', until: playerFollows(2) });
    const live = page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])');
    expect(await live.count()).toBeGreaterThanOrEqual(2);
    await expect(page.locator('[data-testid="hand"] button.ecard[tabindex="0"]'), 'one Tab stop').toHaveCount(1);
    const cards = await live.evaluateAll((es) => es.map((e) => e.getAttribute('data-card')));
    await page.locator('[data-testid="hand"] button.ecard[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-card'));
    expect(focused, 'the arrow key moves to the next card').toBe(cards[1]);
    await page.keyboard.press('Enter');
    await expect(
      page.locator(`[data-testid="trick"] [data-card="${focused}"]`),
      'the focused card was played',
    ).toHaveCount(1);
    expect(
      await page.evaluate(() => document.querySelector('[data-testid="table"]')!.contains(document.activeElement)),
      'focus stays in the table',
    ).toBe(true);
  });
});
