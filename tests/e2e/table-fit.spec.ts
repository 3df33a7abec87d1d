/**
 * Everything fits (review item C9, issue #33 item 6): at 1366×900 and 390×844, at each decision
 * the learner meets — the bid, the exchange and the partner or trump call where the game has them,
 * the play — the felt, the hand, the coach's line and the decision's first controls are inside the
 * viewport together (under the page's fixed header), with no scrolling by the learner. The learner
 * bids the highest bid offered, so the decisions after the auction are theirs too. Bounded by
 * decisions (a few per game), never by time. At each decision and each finished trick, nothing on
 * the felt is crowded (issue #33): a seat's call (its speech bubble) is readable whole — not cut
 * short, inside the felt, over no other seat's box or call — and the "led" mark under a card is
 * inside the felt and over no seat's box (the learner's own card sits just above their seat); each
 * seat's line of what it has taken and its score is one line, not cut short (on a phone a compact
 * "3 · 12", its words kept for screen readers).
 */
import type { Locator, Page } from '@playwright/test';
import { descriptorOf } from '../../src/engine/descriptors.ts';
import type { VariantId } from '../../src/engine/options.ts';
import { expect, test } from './fixtures.ts';

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const GAMES: VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'];
/** Plays looked at per game: the decisions before the first trick, then this many cards. */
const PLAYS = 2;

type Kind = 'bid' | 'exchange' | 'call' | 'play';

/** The box of the first drawn element of `l`, or null. */
async function box(l: Locator): Promise<{ top: number; bottom: number } | null> {
  const all = await l.evaluateAll((es) =>
    es
      .filter((e) => e.checkVisibility())
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom };
      }),
  );
  return all[0] ?? null;
}

/** What crowds the felt: a call cut short, off the felt, over another seat or call; a "led" mark off the felt or over a seat. */
async function crowding(page: Page): Promise<string[]> {
  return page.locator('[data-testid="felt"]').evaluate((felt) => {
    type R = { left: number; right: number; top: number; bottom: number };
    const rect = (e: Element): R => e.getBoundingClientRect();
    const name = (e: Element) => `"${e.textContent}"`;
    const f = rect(felt);
    const inside = (r: R) =>
      r.left >= f.left - 1 && r.right <= f.right + 1 && r.top >= f.top - 1 && r.bottom <= f.bottom + 1;
    const overlap = (a: R, b: R) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const seats = [...felt.querySelectorAll('.tseat')];
    const seatOf = (s: Element) => `seat ${Number(s.getAttribute('data-seat')) + 1}`;
    const out: string[] = [];
    const calls = [...felt.querySelectorAll<HTMLElement>('[data-testid="says"]')].filter((e) => e.checkVisibility());
    for (const says of calls) {
      const own = says.closest('.tseat');
      const r = rect(says);
      if (says.scrollWidth > says.clientWidth)
        out.push(`${name(says)} is cut short (${says.scrollWidth} > ${says.clientWidth} px)`);
      if (!inside(r)) out.push(`${name(says)} (${own ? seatOf(own) : '?'}) leaves the felt`);
      for (const s of seats)
        if (s !== own && overlap(r, rect(s)))
          out.push(`${name(says)} (${own ? seatOf(own) : '?'}) covers ${seatOf(s)}`);
      for (const other of calls)
        if (other !== says && overlap(r, rect(other))) out.push(`${name(says)} and ${name(other)} cover each other`);
    }
    // a seat's lines of cards left and of what it has taken and its score are one line each, cut short nowhere
    for (const line of felt.querySelectorAll<HTMLElement>('.tseat__cards, .tseat__taken')) {
      const lines = Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight));
      const own = line.closest('.tseat');
      if (lines > 1) out.push(`${own ? seatOf(own) : '?'}'s line ${name(line)} takes ${lines} lines`);
      if (line.scrollWidth > line.clientWidth + 1)
        out.push(
          `${own ? seatOf(own) : '?'}'s line ${name(line)} is cut short (${line.scrollWidth} > ${line.clientWidth} px)`,
        );
    }
    for (const mark of felt.querySelectorAll<HTMLElement>('.ttrick__lead')) {
      if (!mark.checkVisibility()) continue;
      const r = rect(mark);
      if (!inside(r)) out.push(`the mark ${name(mark)} leaves the felt`);
      for (const s of seats) if (overlap(r, rect(s))) out.push(`the mark ${name(mark)} is under ${seatOf(s)}`);
    }
    return out;
  });
}

/** What the learner decides now, and the controls that decision starts with. */
async function decision(page: Page): Promise<{ kind: Kind; controls: Locator }> {
  const table = page.locator('[data-testid="table"]');
  if (await table.locator('[data-testid="bidding-box"]').count())
    return { kind: 'bid', controls: table.locator('[data-testid="bidding-box"] [data-action]') };
  if (await table.locator('[data-testid="confirm-select"]').count())
    return { kind: 'exchange', controls: table.locator('[data-testid="confirm-select"]') };
  if (await table.locator('[data-testid="confirm-play"]').count())
    return { kind: 'play', controls: table.locator('[data-testid="confirm-play"]') };
  const live = table.locator('[data-testid="hand"] button.ecard:not([aria-pressed])');
  if (await live.count()) return { kind: 'play', controls: live };
  return { kind: 'call', controls: table.locator('[data-testid="actions"] [data-action], [data-testid="choice"]') };
}

/** Make the decision: the highest bid, the first cards asked for, the first call, the first card. */
async function decide(page: Page, kind: Kind, controls: Locator): Promise<void> {
  const table = page.locator('[data-testid="table"]');
  if (kind === 'bid') {
    const bids = table.locator('[data-testid="bidding-box"] [data-action]:not(.tbids__pass)');
    await ((await bids.count()) ? bids.last() : controls.first()).click();
  } else if (kind === 'exchange') {
    const need = Number((await controls.getAttribute('data-count')) ?? 1);
    const chosen = table.locator('[data-testid="hand"] button.ecard[aria-pressed="true"]');
    while ((await chosen.count()) < need)
      await table.locator('[data-testid="hand"] button.ecard[aria-pressed="false"]').first().click();
    await controls.click();
  } else if (kind === 'call') {
    const confirm = table.locator('[data-testid="actions"] [data-action]').first();
    await confirm.click();
  } else if (await table.locator('[data-testid="confirm-play"]').count()) {
    await table.locator('[data-testid="actions"] [data-action]').last().click(); // Daifugō: pass
  } else await controls.first().click();
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const variant of GAMES) {
    test(`the felt, the hand, the coach and the controls fit at each decision: ${variant}, ${size}`, async ({
      newContext,
    }) => {
      const ctx = await newContext({ viewport, isMobile: size === 'phone', hasTouch: size === 'phone' });
      const page = await ctx.newPage();
      await page.goto(`${variant}/practice/?seed=fit-${variant}&delay=0`);
      const table = page.locator('[data-testid="table"]');
      await table.waitFor();
      const seen: Kind[] = [];
      let plays = 0;
      for (let step = 0; step < 30 && plays < PLAYS; step++) {
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid="next-trick"]') !== null ||
            document.querySelector('[data-testid="game-over"]') !== null ||
            document.querySelector('[data-testid="table"]')?.getAttribute('data-my-turn') === 'true',
          undefined,
          { polling: 50 },
        );
        const next = page.locator('[data-testid="next-trick"]');
        // a finished trick is held on the felt: its marks are readable (the learner's own lead too)
        if (await next.count()) {
          expect(await crowding(page), `finished trick, step ${step}`).toEqual([]);
          await next.click();
          continue;
        }
        if (await page.locator('[data-testid="game-over"]').count()) break;
        const { kind, controls } = await decision(page);
        seen.push(kind);
        // the coach is on in a visitor's first games, and says something at this decision
        await expect(table.getByTestId('coach-line')).not.toBeEmpty();
        const header = await page
          .locator('header')
          .first()
          .evaluate((e) => e.getBoundingClientRect().bottom);
        const parts = {
          felt: await box(table.getByTestId('felt')),
          hand: await box(table.getByTestId('hand')),
          coach: await box(table.getByTestId('coach-line')),
          controls: await box(controls),
          // the auction: Pass (the first control) and the lowest bid offered both
          ...(kind === 'bid'
            ? { lowest: await box(table.locator('[data-testid="bidding-box"] [data-action]:not(.tbids__pass)')) }
            : {}),
        };
        const out = Object.entries(parts)
          .filter(([, b]) => b === null || b.top < header - 1 || b.bottom > viewport.height + 1)
          .map(([name, b]) => `${name} ${b ? `${Math.round(b.top)}–${Math.round(b.bottom)}` : 'missing'}`);
        expect(
          out,
          `${kind} decision ${seen.length} (header ${Math.round(header)}, height ${viewport.height})`,
        ).toEqual([]);
        expect(await crowding(page), `${kind} decision ${seen.length}: the calls and marks on the felt`).toEqual([]);
        if (kind === 'play') plays++;
        await decide(page, kind, controls);
      }
      expect(seen).toContain('play');
      // a game with an auction asks the learner to bid
      if (Object.values(descriptorOf(variant).steps).includes('auction')) expect(seen).toContain('bid');
    });
  }
}

// The other editions' words at the first decision, on a phone: the seats' lines and calls fit too.
for (const lang of ['ja', 'ko', 'zh-tw']) {
  test(`the seats' lines and calls fit on a phone in the ${lang} edition`, async ({ newContext }) => {
    const ctx = await newContext({ viewport: SIZES.phone, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    for (const variant of GAMES) {
      await page.goto(`${lang}/${variant}/practice/?seed=fit-${variant}&delay=0`);
      await page.locator('[data-testid="table"][data-my-turn="true"]').waitFor();
      expect(await page.locator('[data-testid="felt"] .tseat__taken').count(), variant).toBeGreaterThan(1);
      expect(await crowding(page), `${lang} ${variant}`).toEqual([]);
    }
  });
}

// The local rules on (issue #33 item 5): with a preset's many rules, one line above the felt on a
// phone, and a disclosure the keyboard opens onto the whole list.
test('the local rules are one line on a phone, and open from the keyboard onto the whole list', async ({
  newContext,
}) => {
  const ctx = await newContext({ viewport: SIZES.phone, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto('ja/japanese/practice/?r=trump-stadium&seed=fit-rules&delay=0');
  const rules = page.locator('[data-testid="table"] [data-testid="local-rules"]');
  const summary = rules.locator('summary');
  await expect(summary).toHaveText(/^ローカルルール（\d+件）：/);
  const lines = await summary.evaluate(
    (e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight),
  );
  expect(Math.round(lines)).toBe(1);
  const items = rules.locator('li');
  await expect(items.first()).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(items.first()).toBeVisible();
  const n = Number(/（(\d+)件）/.exec((await summary.textContent()) ?? '')![1]);
  expect(n).toBeGreaterThan(3);
  await expect(items).toHaveCount(n);
});
