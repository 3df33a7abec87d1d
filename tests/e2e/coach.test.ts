/**
 * The coach at the practice table, as a learner meets it in a whole Japanese game and a whole
 * Daifugō round: after each trick one line with the winner, the deciding rule and what it
 * changed; on the learner's turn a hint with its reason and the moves that would be mistakes;
 * after the hand a review trick by trick (pile by pile) with the hands open and the turning
 * points marked. Daifugō: every effect has a banner and every pass (automatic ones too) shows
 * at the seat; between rounds the exchange says who gives what to whom. Bounded by moves.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import { keyboardMove, openTable, playToEnd, recorded, recordTexts, waitForTurnOrEnd } from './practice-driver.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const url = (v: string, seed: string, hands = 1) =>
  new URL(`${v}/practice/?seed=${seed}&level=easy&delay=0&hands=${hands}`, BASE_URL).href;

interface Seen {
  hints: string[];
  mistakes: string[];
  coach: string[];
}

/** Play by keyboard to the end, asking for a hint at each of our card plays (bounded by moves). */
async function playWithHints(page: Page, maxMoves = 500): Promise<Seen> {
  const seen: Seen = { hints: [], mistakes: [], coach: [] };
  let hinted = '';
  for (let moves = 0, retries = 0; moves <= maxMoves && retries <= maxMoves;) {
    if (await page.locator('[data-testid="game-over"]').count()) return seen;
    const coach = page.locator('[data-testid="trick-result"]');
    if (await coach.count()) seen.coach.push((await coach.textContent()) ?? '');
    const mine = (await page.locator('[data-testid="table"]').getAttribute('data-my-turn')) === 'true';
    // a card play with a choice (Daifugō: a play or a pass, offered as buttons beside the hand)
    const playing =
      mine &&
      (await page.locator('[data-testid="next-trick"]').count()) === 0 &&
      (await page.locator('[data-testid="confirm-select"]').count()) === 0 &&
      ((await page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])').count()) > 1 ||
        (await page.locator('[data-testid="confirm-play"]').count()) > 0) &&
      (await page.getByRole('button', { name: 'Hint', exact: true }).isEnabled());
    const at = (await page.locator('[data-testid="hand"] .ecard').count()) + ':' + seen.coach.length;
    if (playing && hinted !== at) {
      hinted = at;
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      const hint = page.locator('[data-testid="hint"]');
      await hint.waitFor();
      seen.hints.push((await hint.locator('p').first().textContent()) ?? '');
      seen.mistakes.push(...(await hint.locator('[data-testid="hint-mistakes"] li').allTextContents()));
    }
    // Move only on what was read above: a turn that arrives after that read is met at the top of the
    // loop (and hinted), never played blind — which card plays get a hint must not depend on timing.
    if (!mine && (await page.locator('[data-testid="next-trick"]').count()) === 0) await waitForTurnOrEnd(page);
    else if (await keyboardMove(page)) moves++;
    else {
      retries++;
      await page.waitForTimeout(20);
    }
  }
  throw new Error('no game over');
}

describe('the coach', () => {
  test('a whole Japanese game: coach lines after the tricks, hints with reasons and mistakes, the review', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(ctx);
    await openTable(page, url('japanese', 'coach-2'));
    await recordTexts(page, '__coach', '[data-testid="trick-result"]');
    const seen = await playWithHints(page);
    // after each trick: who won, the deciding rule, and what it changed
    const coach = await recorded(page, '__coach');
    assert.ok(coach.length >= 9, `a coach line after the tricks: ${coach.length}\n${coach.join('\n')}`);
    for (const c of coach) assert.match(c, /(You win|Computer \d wins) the trick\. .+/);
    assert.ok(
      coach.some((c) => /is gone: .+ is now the top card\./.test(c)),
      `the coach says when the top card falls and which is top now:\n${coach.join('\n')}`,
    );
    // hints: the suggested card and its reason; the mistakes with their why
    assert.ok(seen.hints.length >= 3, `hints asked: ${seen.hints.length}`);
    for (const h of seen.hints) assert.match(h, /^Hint: .+ — .+/);
    assert.ok(seen.hints.filter((h) => /^Hint: Play /.test(h)).length >= 3, 'hints for card plays');
    assert.ok(
      seen.mistakes.length > 0,
      `the hint names moves that would be mistakes:\n${seen.hints.join('\n')}\n${problems.consoleErrors.join('\n')}`,
    );
    for (const m of seen.mistakes)
      assert.match(m, /(loses this trick|wins this trick but|does worse).*\.$/, `a mistake says why: ${m}`);
    // after the hand: the review, trick by trick, hands open, turning points marked
    const review = page.locator('[data-testid="review"]');
    assert.equal(await review.count(), 1, 'the review is shown');
    assert.ok(await review.isVisible());
    const tricks = review.locator('.treview__list > li');
    assert.equal(await tricks.count(), 10, 'ten tricks of five players');
    assert.match((await tricks.first().textContent()) ?? '', /Trick 1: .+ led; .+ (wins?) /);
    assert.ok((await review.locator('[data-testid="turning-point"]').count()) >= 1, 'a turning point is marked');
    // the exact solver's best from here on the last tricks (open hands)
    await page.locator('[data-testid="best-from-here"]').first().waitFor();
    const best = await review.locator('[data-testid="best-from-here"]').allTextContents();
    assert.equal(best.length, 4, `the last four tricks are solved: ${best.join(' | ')}`);
    for (const b of best)
      assert.match(b, /^Best possible from here, all hands open: \d+ honours? for the declaring side\.$/);
    await tricks.first().locator('summary').click();
    const hands = await tricks.first().locator('.treview__hands li').allTextContents();
    assert.equal(hands.length, 5, 'every hand is open');
    for (const h of hands)
      assert.equal(h.split(': ')[1]!.trim().split(' ').length, 10, `ten cards before trick 1: ${h}`);
    // the review, the result and the score sheet pass axe (the hands of one trick opened)
    const v = await axe(page);
    assert.deepEqual(v, [], formatViolations('the end of a Japanese game with its review', v));
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('Daifugō, two rounds: effect banners, every pass at its seat, hints, the exchange and the review', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(ctx);
    await openTable(page, url('daifugo', 'coach-d1', 2));
    await recordTexts(page, '__banners', '[data-testid="effect-banner"]');
    await recordTexts(page, '__says', '[data-testid="says"]');
    await recordTexts(page, '__exchange', '[data-testid="exchange"] li');
    await recordTexts(page, '__review', '[data-testid="review"] > summary');
    const seen = await playWithHints(page);
    const banners = await recorded(page, '__banners');
    assert.ok(banners.length > 0, 'an effect banner was shown');
    for (const b of banners) assert.match(b, /^[A-Z0-9].+!$/, `a banner in words: ${b}`);
    const says = await recorded(page, '__says');
    assert.ok(
      says.some((s) => /^\d+:Pass \(cannot play\)$/.test(s)),
      `automatic passes at the seat: ${says.join(' | ')}`,
    );
    assert.ok(
      says.some((s) => /^\d+:Pass$/.test(s)),
      'chosen passes at the seat',
    );
    assert.ok(seen.hints.length > 0, 'hints asked');
    for (const h of seen.hints) assert.match(h, /^Hint: (Play .+|Pass) — .+/);
    const exchange = await recorded(page, '__exchange');
    assert.ok(
      exchange.some((l) => /gives (their|your) strongest .+ to .+\./.test(l)),
      `who gives what to whom: ${exchange.join(' | ')}`,
    );
    assert.ok(exchange.some((l) => /gives? back /.test(l) || /chooses? \d cards? to give back/.test(l)));
    const reviews = await recorded(page, '__review');
    assert.ok(reviews.length >= 1, 'a review after the round');
    const review = page.locator('[data-testid="review"]');
    assert.equal(await review.count(), 1, 'the last round is reviewed at the end');
    assert.match((await review.locator('summary').first().textContent()) ?? '', /Review of the round: \d+ piles/);
    assert.ok((await review.locator('[data-testid="turning-point"]').count()) >= 1, 'turning points marked');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});

describe('the phases around the play', () => {
  test('the result panel gives the score change with its calculation in every trick-taking game', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(ctx);
    const expected: Record<string, RegExp> = {
      japanese: /The score: Napoleon [+−0]/,
      nap: /The calculation: .*\d+ × \d+ = [+−0]/,
      'tw-hk': /The calculation \(\d+ (over|short of) the bid\): Napoleon .+ = [+−0]/,
      mighty: /The calculation: the unit is .+; the declarer/,
    };
    for (const [v, re] of Object.entries(expected)) {
      await openTable(page, url(v, `result-${v}`));
      await playToEnd(page);
      const text = (await page.locator('[data-testid="hand-result"]').textContent()) ?? '';
      assert.match(text, re, `${v}: ${text}`);
      assert.match(text, /This hand: /, `${v}: the change for each seat`);
      assert.equal(await page.locator('[data-testid="score-sheet"]').count(), 1, `${v}: the running score sheet`);
      assert.equal(await page.locator('[data-testid="review"]').count(), 1, `${v}: the review`);
      await page.evaluate(() => localStorage.clear());
    }
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('the bidding box: a grid of number × suit where bids have a suit; Nap says which bids are left', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(ctx);
    for (const v of ['mighty', 'tw-hk']) {
      await openTable(page, url(v, `grid-${v}`) + '&seat=4');
      const box = page.locator('[data-testid="bidding-box"]');
      await box.waitFor();
      const heads = await box.locator('thead th').allTextContents();
      assert.deepEqual(heads.slice(1), ['♣', '♦', '♥', '♠', 'NT'].slice(0, heads.length - 1), `${v}: suits as columns`);
      const cells = await box.locator('tbody tr').evaluateAll((rows) =>
        rows.flatMap((r) => {
          const n = r.querySelector('th')?.textContent ?? '';
          return [...r.querySelectorAll('td')].map((td, col) => ({
            n,
            col,
            label: td.querySelector('button')?.getAttribute('aria-label') ?? null,
          }));
        }),
      );
      const buttons = cells.filter((c) => c.label !== null);
      assert.ok(buttons.length > 10, `${v}: every legal bid has its cell (${buttons.length})`);
      const words = ['clubs', 'diamonds', 'hearts', 'spades', 'no trumps'];
      for (const c of buttons) {
        assert.match(c.label!, new RegExp(`^Bid ${c.n} `), `${v}: ${c.label} in row ${c.n}`);
        assert.ok(c.label!.endsWith(words[c.col]!), `${v}: ${c.label} in the ${words[c.col]} column`);
      }
      assert.equal(await box.getByRole('button', { name: 'Pass' }).count(), 1, `${v}: pass`);
      await page.evaluate(() => localStorage.clear());
    }
    // Nap: once a bid is taken, which higher bids are left
    await openTable(page, url('nap', 'grid-2') + '&seat=3');
    await page.locator('[data-testid="bidding-box"]').waitFor();
    const why = (await page.locator('[data-testid="auction-why"]').textContent()) ?? '';
    assert.match(
      why,
      /^(\d|Nap|Misère).* is taken: (.+ is the only higher bid|the higher bids are .+ and .+|.*you can only pass)\.$/,
    );
    await ctx.close();
  });
});
