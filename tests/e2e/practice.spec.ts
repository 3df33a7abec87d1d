/**
 * The practice table in English, in a real browser. Whole hands only where only a whole hand can
 * show it: one Japanese Napoleon hand by keyboard (the auction, the coach after each trick, hints
 * with their mistakes, the verdict, the review and the log) and one Daifugō round by phone taps
 * (effect banners, passes at the seats, hints, the review). Nap, tw-hk and Mighty are played from
 * a saved game two tricks before the end to the result (checked against the engine's result) and
 * the review; every other check opens a saved game (tests/e2e/saved-game.ts) at the moment it
 * needs. Bounded by moves, never by time.
 */
import type { Page } from '@playwright/test';
import type { Card } from '../../src/engine/cards.ts';
import { suitOf } from '../../src/engine/cards.ts';
import { DAIFUGO_ALL_LOCAL_RULES } from '../../src/engine/daifugo/options.ts';
import { finishedTricks } from '../../src/islands-logic/table-view.ts';
import { COLOUR_RULES, useTheme } from './browser.ts';
import { expect, test } from './fixtures.ts';
import { playHandReading } from './lang-driver.ts';
import {
  instrument,
  keyboardMove,
  move,
  openSaved,
  openTable,
  playToEnd,
  recorded,
  recordTexts,
  step,
  tableLog,
  waitForTurnOrEnd,
  workers,
  type Input,
} from './practice-driver.ts';
import {
  lastTricks,
  playerBids,
  playerFollows,
  replayed,
  savedGame,
  playerEndsTrick,
  type Position,
  type SavedGameSpec,
} from './saved-game.ts';

const link = (v: string, seed: string, extra = '') => `${v}/practice/?seed=${seed}&level=easy&delay=0&hands=1${extra}`;
const page = (v: string) => `${v}/practice/`;

/** Open a saved game built from `spec` at its variant's practice page. */
async function openAt(p: Page, spec: SavedGameSpec) {
  const built = savedGame(spec);
  await openSaved(p, page(spec.variant), built.file);
  return built;
}

const handCards = (p: Page) =>
  p.locator('[data-testid="hand"] [data-card]').evaluateAll((es) => es.map((e) => e.getAttribute('data-card') ?? ''));
const myTurn = async (p: Page) => (await p.locator('[data-testid="table"]').getAttribute('data-my-turn')) === 'true';

const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * What the result panel must say of the engine's own result (replayed from the table's saved log):
 * what the declaring side took of its bid, whether the contract was made, and each seat's change.
 */
function resultPhrases(p: Position): string[] {
  const r = p.view['result'] as Record<string, never> & {
    score?: { made?: boolean; napoleonWins?: boolean };
    bid?: { heads?: number };
    contract?: { number?: number };
  };
  const name = (s: number) => (s === p.human ? 'You' : `Computer ${s + 1}`);
  const deltas: number[] = r['deltas'] ?? r['scores'];
  const made = r['made'] ?? r.score?.made ?? r.score?.napoleonWins;
  const took = {
    japanese: `took ${r['points']} honours of the ${r['bid']} bid`,
    nap: `${name(r['declarer'])} took ${r['tricks']} trick`,
    'tw-hk': `took ${r['points']} heads of the ${r.bid?.heads} bid`,
    mighty: `took ${r['points']} points of the ${r.contract?.number} bid`,
    daifugo: '',
  }[p.variant];
  return [
    took,
    `contract ${made ? 'made' : 'defeated'}.`,
    `This hand: ${deltas.map((d, i) => `${name(i)} ${sign(d)}`).join(', ')}.`,
  ];
}

/** The result panel says what the engine decided: `file`'s game replayed through the table's log. */
async function expectEngineResult(p: Page, built: ReturnType<typeof savedGame>) {
  // The table saves in a task of its own once the game waits (use-table.tsx): the stored log can
  // be a moment behind the "Game over" it shows, so wait until it holds the finished game.
  const stored = async () => replayed(built.file, (await tableLog(p, built.file.variant)) as never);
  await expect.poll(async () => (await stored()).view['result'] != null).toBe(true);
  const end = await stored();
  const shown = await p.locator('[data-testid="hand-result"]').innerText();
  for (const phrase of resultPhrases(end)) expect(shown).toContain(phrase);
}

test.describe('whole hands', () => {
  test('Japanese Napoleon by keyboard: the auction, the coach, hints and mistakes, the verdict, the review, the log', async ({
    page,
    axe,
  }) => {
    // seat 5 of 5: the four computers bid first
    await openTable(page, link('japanese', 'coach-2', '&seat=4'));
    const box = page.locator('[data-testid="bidding-box"]');
    await box.waitFor();
    const bids = await box.locator('button').allTextContents();
    expect(bids.length, 'every legal bid is a button').toBeGreaterThan(10);
    expect(bids).toContain('Pass');
    // each computer's last word is in the auction's list and at its seat
    const auction = (await page.locator('[data-testid="auction"]').textContent()) ?? '';
    const calls = await page.locator('[data-testid="auction"] li').allTextContents();
    expect(calls.length, auction).toBeGreaterThanOrEqual(1);
    for (const c of calls) {
      const [, n] = c.match(/^Computer (\d): .+$/) ?? [];
      expect(n, c).toBeTruthy();
      const last = calls.filter((x) => x.startsWith(`Computer ${n}:`)).at(-1)!;
      await expect(page.locator(`[data-seat="${Number(n) - 1}"] [data-testid="says"]`)).toHaveText(
        last.split(': ')[1]!,
      );
    }
    if (/highest bid is/.test(auction)) expect(auction).toMatch(/only a higher bid \(or a pass\) is possible/);
    await axe(page, 'the bidding box (light)');
    // New game asks before throwing the game away
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Keep playing' }).click();
    await expect(page.locator('[data-testid="table"]')).toHaveCount(1);

    await recordTexts(page, '__coach', '[data-testid="trick-result"]');
    // the whole hand by keyboard, a hint asked at each card play with a choice; axe on a finished trick
    const seen = await playHandReading(page, 'en', async () => '', { know: false, hints: 10, where: 'Japanese' });
    // after each trick: who won, the deciding rule, and what it changed
    const coach = await recorded(page, '__coach');
    expect(coach.length, coach.join('\n')).toBeGreaterThanOrEqual(9);
    for (const c of coach) expect(c).toMatch(/(You win|Computer \d wins) the trick\. .+/);
    expect(
      coach.some((c) => /is gone: .+ is now the top card\./.test(c)),
      coach.join('\n'),
    ).toBe(true);
    // hints: the card and its reason; the mistakes with their why
    expect(seen.hints.length).toBeGreaterThanOrEqual(3);
    for (const h of seen.hints) expect(h).toMatch(/^Hint: Play .+ — .+/);
    expect(seen.mistakes.length, seen.hints.join('\n')).toBeGreaterThan(0);
    for (const m of seen.mistakes) expect(m).toMatch(/(loses this trick|wins this trick but|does worse).*\.$/);
    // the verdict and the score
    const verdict = await page.locator('[data-testid="hand-result"]').innerText();
    expect(verdict).toMatch(/took \d+ honours of the \d+ bid: contract (made|defeated)\./);
    expect(verdict).toMatch(/The score: Napoleon [+−0]/);
    expect(verdict).toMatch(/This hand: .*You [+−0]/);
    await expect(page.locator('[data-testid="game-over"]')).toContainText('Game over');
    await expect(page.locator('[data-testid="score-sheet"] tbody tr')).toHaveCount(1);
    // the review: trick by trick, hands open, turning points, the solver's best on the last tricks
    const review = page.locator('[data-testid="review"]');
    await expect(review).toBeVisible();
    const tricks = review.locator('.treview__list > li');
    await expect(tricks).toHaveCount(10);
    await expect(tricks.first()).toContainText(/Trick 1: .+ led; .+ (wins?) /);
    expect(await review.locator('[data-testid="turning-point"]').count()).toBeGreaterThanOrEqual(1);
    const best = review.locator('[data-testid="best-from-here"]');
    await expect(best).toHaveCount(4);
    for (const b of await best.allTextContents())
      expect(b).toMatch(/^Best possible from here, all hands open: \d+ honours? for the declaring side\.$/);
    await tricks.first().locator('summary').click();
    const hands = await tricks.first().locator('.treview__hands li').allTextContents();
    expect(hands).toHaveLength(5);
    for (const h of hands) expect(h.split(': ')[1]!.trim().split(' '), h).toHaveLength(10);
    // the log: every call, play and trick winner
    await page.locator('[data-testid="game-log"] li', { hasText: 'The game is over.' }).waitFor({ state: 'attached' });
    const log = await page.locator('[data-testid="game-log"] li').allTextContents();
    expect(log.filter((l) => / plays? the /.test(l)).length).toBeGreaterThanOrEqual(50);
    expect(log.filter((l) => /wins? the trick/.test(l)).length).toBeGreaterThanOrEqual(10);
    expect(log.some((l) => /Bid|Pass/.test(l))).toBe(true);
    await axe(page, 'the end of a Japanese game with its review');
  });

  test('Daifugō by phone taps (390×844): a whole round — banners, passes at the seats, hints, the review', async ({
    newContext,
  }) => {
    const ctx = await newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await ctx.newPage();
    await openTable(page, link('daifugo', 'coach-d1'));
    // the table says which local rules are on (review C5): the default table's skip and jokers among them
    await expect(page.locator('[data-testid="local-rules"]')).toContainText(
      /\d+ local rules on: .*Two jokers.*Same-rank skip/,
    );
    await recordTexts(page, '__banners', '[data-testid="effect-banner"]');
    await recordTexts(page, '__says', '[data-testid="says"]');
    const hints: string[] = [];
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    for (let i = 0; i < 2000 && !(await page.locator('[data-testid="game-over"]').count()); i++) {
      const choosing =
        (await myTurn(page)) &&
        (await page.locator('[data-testid="confirm-play"]').count()) > 0 &&
        (await page.locator('[data-testid="hand"] button.ecard[aria-pressed="true"]').count()) === 0;
      if (choosing && hints.length < 3 && (await hint.isEnabled())) {
        await hint.tap();
        await page.locator('[data-testid="hint"] p').first().waitFor();
        hints.push(await page.locator('[data-testid="hint"] p').first().innerText());
      }
      if (!(await move(page, 'mouse'))) await waitForTurnOrEnd(page);
    }
    await expect(page.locator('[data-testid="game-over"]')).toContainText('Game over');
    const banners = await recorded(page, '__banners');
    expect(banners.length, 'an effect banner was shown').toBeGreaterThan(0);
    for (const b of banners) expect(b).toMatch(/^[A-Z0-9].+!$/);
    const says = await recorded(page, '__says');
    expect(
      says.some((s) => /^\d+:Pass \(cannot play\)$/.test(s)),
      says.join(' | '),
    ).toBe(true);
    expect(
      says.some((s) => /^\d+:Pass$/.test(s)),
      says.join(' | '),
    ).toBe(true);
    expect(hints.length).toBeGreaterThan(0);
    for (const h of hints) expect(h).toMatch(/^Hint: (Play .+|Pass) — .+/);
    const review = page.locator('[data-testid="review"]');
    await expect(review.locator('summary').first()).toHaveText(/Review of the round: \d+ piles/);
    expect(await review.locator('[data-testid="turning-point"]').count()).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/** Nap, tw-hk and Mighty from two tricks before the end: the result (the engine's), its calculation, the review. */
const ENDGAMES: { variant: 'nap' | 'tw-hk' | 'mighty'; hands: number; input: Input; calc: RegExp }[] = [
  // two hands: the step to the next hand and the whole short second hand by keyboard
  { variant: 'nap', hands: 2, input: 'keyboard', calc: /The calculation: .*\d+ × \d+ = [+−0]/ },
  {
    variant: 'tw-hk',
    hands: 1,
    input: 'mouse',
    calc: /The calculation \(\d+ (over|short of) the bid\): Napoleon .+ = [+−0]/,
  },
  { variant: 'mighty', hands: 1, input: 'keyboard', calc: /The calculation: the unit is .+; the declarer/ },
];

test.describe('from two tricks before the end to the result', () => {
  for (const { variant, hands, input, calc } of ENDGAMES) {
    test(`${variant} (${input === 'mouse' ? 'phone taps at 390×844' : 'keyboard'}): the result, its calculation, the review`, async ({
      newContext,
      axe,
    }) => {
      const phone = input === 'mouse';
      const ctx = await newContext(phone ? { viewport: { width: 390, height: 844 }, hasTouch: true } : {});
      const page = await ctx.newPage();
      const built = await openAt(page, { variant, seed: `end-${variant}`, hands, until: lastTricks(2) });
      await playToEnd(page, 400, input);
      await expect(page.locator('[data-testid="game-over"]')).toContainText('Game over');
      await expectEngineResult(page, built);
      await expect(page.locator('[data-testid="hand-result"]')).toContainText(calc);
      await expect(page.locator('[data-testid="score-sheet"] tbody tr')).toHaveCount(hands);
      await expect(page.locator('[data-testid="review"]')).toHaveCount(1);
      if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await axe(page, `${variant} game over`);
    });
  }
});

test.describe('saving and the bots', () => {
  test('a reload mid-game continues the same game to its end', async ({ page }) => {
    await openAt(page, { variant: 'japanese', seed: 'reload-1', until: lastTricks(3) });
    await waitForTurnOrEnd(page);
    const cards = await handCards(page);
    await page.reload();
    await page.locator('[data-testid="table"]').waitFor();
    await expect(page.locator('.isl-practice')).toContainText('saved game was restored');
    await expect(page.locator('[data-testid="hand"]')).toHaveAttribute('aria-label', 'Your hand');
    expect(await handCards(page)).toEqual(cards);
    await playToEnd(page);
  });

  test('a corrupted save shows a notice, is kept under a backup key, and a new game can start', async ({
    page,
    axe,
  }) => {
    await page.context().addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('etori.practice.v1.nap', '{"v":1,"settings":');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('nap/practice/');
    const notice = page.locator('.isl-practice .isl__notice').first();
    await expect(notice).toHaveText(/could not be read.*etori\.practice\.backup\.nap/);
    expect(await page.evaluate(() => localStorage.getItem('etori.practice.backup.nap'))).toBe('{"v":1,"settings":');
    await axe(page, 'nap practice setup with a notice');
    await page.getByRole('button', { name: 'Start the game' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="table"]').waitFor();
  });

  // How long the page's tasks take is a benchmark figure (bench/site.bench.ts: the longest task while
  // the bots play), never a bound here: a loaded 2-core machine stretches any task. This keeps what
  // does not depend on the machine: every computer move is asked of the Worker and answered by it,
  // and the bots' search is in no script of the page's thread.
  test('the bots think in the Worker: every computer move is answered by it, and their search is not on the main thread', async ({
    page,
  }) => {
    await instrument(page.context());
    const built = await openAt(page, { variant: 'japanese', seed: 'lt-1', level: 'strong', until: lastTricks(4) });
    await playToEnd(page);
    const ws = await workers(page);
    // the computers' worker, by its name (the hint, the coach and a finished hand's analysis have workers of their own)
    const bots = ws.filter((w) => w.name === 'bots');
    expect(bots, JSON.stringify(ws)).toHaveLength(1);
    const played = (await tableLog(page, 'japanese')).slice(built.file.log.length);
    const computerMoves = played.filter((a) => a.seat !== built.file.seat).length;
    expect(computerMoves).toBeGreaterThanOrEqual(12);
    expect(bots[0]!.answers, 'every request was answered by the Worker').toBe(bots[0]!.requests);
    expect(bots[0]!.answers).toBeGreaterThanOrEqual(computerMoves);
    // ('rollout' names the playouts' random streams in src/bots/mc.ts, the search every bot uses)
    const marker = /["'`]rollout["'`]/;
    expect(await (await page.request.get(bots[0]!.url)).text()).toMatch(marker);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => /\.m?js(\?|$)/.test(n)),
    );
    const mainThread = scripts.filter((s) => !ws.some((w) => w.url === s));
    expect(
      mainThread.some((s) => /PracticeGame/.test(s)),
      mainThread.join(', '),
    ).toBe(true);
    for (const s of mainThread) expect(await (await page.request.get(s)).text(), s).not.toMatch(marker);
    const inline = await page.evaluate(() => [...document.scripts].map((s) => s.textContent ?? '').join('\n'));
    expect(inline).not.toMatch(marker);
  });
});

test.describe('learning aids', () => {
  test('a hint on demand, then undo takes the move back', async ({ page, axe }) => {
    await openAt(page, { variant: 'mighty', seed: 'undo-1', until: playerFollows(2) });
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect(page.locator('[data-testid="hint"]')).toContainText('Hint: Play ');
    const before = await handCards(page);
    await page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])').first().click();
    await expect(page.locator('[data-testid="hand"] .ecard')).toHaveCount(before.length - 1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.locator('[data-testid="hand"] .ecard')).toHaveCount(before.length);
    expect(await handCards(page)).toEqual(before);
    await expect(page.locator('[data-testid="announcer"]')).toHaveText(/.+/);
    await axe(page, 'mighty with a hint after undo');
  });

  test('the exchange: Napoleon sees the widow’s cards before choosing what to bury', async ({ page }) => {
    await openAt(page, { variant: 'japanese', seed: 'widow-1', seat: 4, until: playerBids });
    // bid the highest bid there is: the contract is ours
    await page.locator('[data-testid="bidding-box"] button').last().click();
    const widow = page.locator('[data-testid="widow"]');
    for (let i = 0; i < 40 && !(await widow.count()); i++) await step(page);
    await expect(widow).toHaveCount(1);
    const cards = await widow.locator('.ecard').evaluateAll((es) => es.map((e) => e.getAttribute('data-card')));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards)
      await expect(page.locator(`[data-testid="hand"] button.ecard[data-card="${c}"]`)).toHaveCount(1);
    // never more cards chosen than asked (review C10): one more is refused, and the table says why
    const confirm = page.locator('[data-testid="confirm-select"]');
    const need = Number(await confirm.getAttribute('data-count'));
    for (let i = 0; i <= need; i++)
      await page.locator('[data-testid="hand"] button.ecard[aria-pressed="false"]').first().click();
    await expect(page.locator('[data-testid="hand"] button.ecard[aria-pressed="true"]')).toHaveCount(need);
    await expect(page.locator('[data-testid="hand-refused"]')).toHaveText(`Discard ${need} cards: chosen ${need}.`);
    await expect(confirm).toBeEnabled();
  });

  test('betrayal: Napoleon holding ♣10 and the joker declares it with a play, and the table shows it', async ({
    page,
    axe,
  }) => {
    // seed betray-13 deals seat 0 ♣10 and the joker, and ♠A (the usual adjutant card) to another
    const keep = (c: Card) => c === 'C10' || c === 'JK';
    await openAt(page, {
      variant: 'japanese',
      seed: 'betray-13',
      rules: { joker: true, betrayal: 'adjutant-and-napoleon' },
      // the player bids 20 in spades, names the first card offered and buries three others
      choose: (p, seat, legal) =>
        seat !== p.human
          ? legal.find((a) => a.type === 'pass')
          : p.phase === 'auction'
            ? legal.find((a) => a.type === 'bid' && a['count'] === 20 && a['suit'] === 'S')
            : legal.find((a) => !a.cards?.some(keep)),
      until: (p) => p.phase === 'play' && p.toAct.includes(p.human),
    });
    const lead = page
      .locator('[data-testid="hand"] button.ecard:not([aria-pressed])')
      .filter({ hasNotText: /ten of clubs|joker/i });
    await lead.first().focus();
    await page.keyboard.press('Enter');
    const group = page.getByRole('group', { name: 'How to play this card' });
    const betray = group.getByRole('button', { name: /, declaring betrayal$/ });
    await expect(betray).toHaveCount(1);
    await expect(group.getByRole('button', { name: /^Play [^,]+$/ })).toHaveCount(1);
    await axe(page, 'betrayal choice');
    await betray.focus();
    await page.keyboard.press('Enter');
    await page
      .getByText(
        'Betrayal: You, Napoleon, showed the ten of clubs and the joker and went over to the allies; the adjutant must make the bid alone.',
      )
      .waitFor();
    // the game log keeps the announcement (the live region moves on with the computers' plays)
    await expect(page.locator('[data-testid="game-log"]')).toContainText(
      /You play the [a-z]+ of [a-z]+, and declare betrayal\./,
    );
  });
});

/** A finished trick of the hand in which a computer did not follow the suit led. */
const someoneShowedOut = (p: Position) =>
  (finishedTricks(p.view) as { plays: { seat: number; card: Card }[] }[]).some((t) => {
    const led = suitOf(t.plays[0]!.card);
    return led !== null && t.plays.some((x) => x.seat !== p.human && suitOf(x.card) !== null && suitOf(x.card) !== led);
  });

const PARTNER: Record<string, string> = { japanese: 'adjutant', 'tw-hk': 'secretary', mighty: 'friend' };

test.describe('what can I know?', () => {
  for (const variant of ['japanese', 'tw-hk', 'mighty'] as const) {
    test(`${variant}: the panel opens by keyboard and says which seat cannot hold a suit, and why`, async ({
      page,
      axe,
    }) => {
      await openAt(page, {
        variant,
        seed: 'know1',
        until: (p) => p.phase === 'play' && p.toAct.includes(p.human) && someoneShowedOut(p),
      });
      const panel = page.locator('[data-testid="know-panel"]');
      await expect(panel).toHaveCount(1);
      expect(await panel.evaluate((d) => (d as HTMLDetailsElement).open), 'it starts closed').toBe(false);
      const summary = panel.locator('summary');
      await expect(summary).toHaveText('What can I know?');
      await summary.focus();
      await page.keyboard.press('Enter');
      expect(await panel.evaluate((d) => (d as HTMLDetailsElement).open), 'Enter opens it').toBe(true);
      const rows = panel.locator('[data-testid="know-rows"]');
      const ruledOut = /Computer \d cannot hold any: did not follow (spades|hearts|diamonds|clubs) at trick \d+\./;
      await expect(rows).toContainText(ruledOut);
      const text = (await rows.textContent()) ?? '';
      expect(text).toMatch(/Spades:.*Hearts:.*Diamonds:.*Clubs:/s);
      expect(text).toMatch(
        new RegExp(`^The ${PARTNER[variant]} card, ([♠♥♦♣]\\S+|the [a-z ]+):|You discarded it|^Spades:`),
      );
      // words, not identifiers
      expect(text).not.toMatch(/\bseat \d|\b[SHDC](10|[2-9AKQJ])\b|\b(BJ|LJ|JK)\b/);
      await expect(panel.locator('li', { hasText: ruledOut }).first()).toBeVisible();
      await axe(page, 'the practice table with "What can I know?" open');
    });
  }
});

test.describe('Daifugō at the practice table', () => {
  const LOCAL = DAIFUGO_ALL_LOCAL_RULES;
  // the player plays a 7, a 10 or a queen whenever they can, so the decision comes soon
  const eager = (p: Position, seat: number, legal: Position['log'][number][]) =>
    seat === p.human
      ? legal.find((a) => a.type === 'play' && a.cards?.some((c) => /^[SHDC](7|10|Q)$/.test(c)))
      : undefined;
  const DECISIONS = [
    { type: 'seven-pass', seed: 'local-1', asks: /Hand over up to \d+ cards?: chosen/, says: /You hand over / },
    { type: 'ten-discard', seed: 'local-3', asks: /Throw away up to \d+ cards?: chosen/, says: /You throw away / },
    {
      type: 'queen-bomber',
      seed: 'local-0',
      asks: /Name the (?:\d+s|aces|kings|queens|jacks)/,
      says: /You name the .+: everyone throws theirs away\./,
    },
  ];
  test('local rules: the player hands over, throws away and names a rank with the keyboard', async ({ page, axe }) => {
    for (const [i, d] of DECISIONS.entries()) {
      await openAt(page, {
        variant: 'daifugo',
        seed: d.seed,
        rules: LOCAL,
        choose: eager,
        until: (p) => p.toAct.includes(p.human) && p.legal(p.human).some((a) => a.type === d.type),
      });
      await expect(page.locator('[data-testid="actions"]')).toContainText(d.asks);
      if (i === 0) await axe(page, `daifugo ${d.type}`);
      for (let k = 0; k < 12 && d.asks.test(await page.locator('[data-testid="actions"]').innerText()); k++)
        await keyboardMove(page);
      await expect(page.locator('[data-testid="game-log"]')).toContainText(d.says);
    }
  });

  test('choose the cards in the hand, then Play or Pass; no menu of plays; a wrong choice says why', async ({
    page,
  }) => {
    const play = page.locator('[data-testid="confirm-play"]');
    const pressed = page.locator('[data-testid="hand"] button.ecard[aria-pressed="true"]');
    const free = page.locator('[data-testid="hand"] button.ecard[aria-pressed="false"]');
    let refused = 0;
    const pileOf = (p: Position) => (Array.isArray(p.view['pile']) ? (p.view['pile'] as unknown[]).length : 0);
    for (const [what, at] of [
      ['a lead', (p: Position) => pileOf(p) === 0],
      ['a follow', (p: Position) => pileOf(p) > 0 && p.legal(p.human).some((a) => a.type === 'play')],
    ] as const) {
      await openAt(page, {
        variant: 'daifugo',
        seed: 'select-1',
        until: (p) =>
          p.phase === 'play' && p.toAct.includes(p.human) && (p.view['hand'] as unknown[]).length >= 4 && at(p),
      });
      await expect(page.locator('[data-testid="actions"] select'), `${what}: no menu of plays`).toHaveCount(0);
      for (const b of await page.locator('[data-testid="actions"] button').allTextContents())
        expect(b, `${what}: only Play and Pass beside the hand`).toMatch(/^(Play|Pass)$/);
      await expect(play, `${what}: nothing chosen, Play waits`).toBeDisabled();
      // the strongest and the weakest card together are rarely a play: Play stays off and says why
      await free.last().focus();
      await page.keyboard.press('Enter');
      await free.first().focus();
      await page.keyboard.press('Enter');
      if (await play.isDisabled()) {
        refused++;
        await expect(page.locator('[data-testid="play-status"]')).toHaveText(
          /: not (allowed: .+|a play allowed now)\.$/,
        );
      }
      while ((await pressed.count()) > 0) {
        await pressed.first().focus();
        await page.keyboard.press('Enter');
      }
      // then a play by keyboard (weakest first) takes cards from the hand
      const before = await handCards(page);
      for (let k = 0; k < 6 && (await handCards(page)).length === before.length && (await myTurn(page)); k++)
        await keyboardMove(page);
      expect((await handCards(page)).length, `${what}: played or passed`).toBeLessThanOrEqual(before.length);
    }
    expect(refused, 'a choice that is not a play was refused with its reason').toBeGreaterThanOrEqual(1);
  });

  test('between rounds the exchange says who gives what to whom', async ({ page }) => {
    await openAt(page, {
      variant: 'daifugo',
      seed: 'coach-d1',
      hands: 2,
      until: (p) => p.view['round'] === 2,
    });
    const lines = await page.locator('[data-testid="exchange"] li').allTextContents();
    expect(
      lines.some((l) => /gives (their|your) strongest .+ to .+\./.test(l)),
      lines.join(' | '),
    ).toBe(true);
    expect(
      lines.some((l) => /gives? back /.test(l) || /chooses? \d cards? to give back/.test(l)),
      lines.join(' | '),
    ).toBe(true);
  });
});

test.describe('the auction', () => {
  test('the bidding box: a grid of number × suit where bids have a suit; Nap says which bids are left', async ({
    page,
  }) => {
    for (const variant of ['mighty', 'tw-hk'] as const) {
      // the computers pass: every bid is left to the player
      await openAt(page, {
        variant,
        seed: `grid-${variant}`,
        seat: 4,
        choose: (_, __, legal) => legal.find((a) => a.type === 'pass'),
        until: playerBids,
      });
      const box = page.locator('[data-testid="bidding-box"]');
      const heads = await box.locator('thead th').allTextContents();
      expect(heads.slice(1), `${variant}: suits as columns`).toEqual(
        ['♣', '♦', '♥', '♠', 'NT'].slice(0, heads.length - 1),
      );
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
      expect(buttons.length, `${variant}: every legal bid has its cell`).toBeGreaterThan(10);
      const words = ['clubs', 'diamonds', 'hearts', 'spades', 'no trumps'];
      for (const c of buttons) {
        expect(c.label!, `${variant}: row ${c.n}`).toMatch(new RegExp(`^Bid ${c.n} `));
        expect(c.label!.endsWith(words[c.col]!), `${variant}: ${c.label} in the ${words[c.col]} column`).toBe(true);
      }
      await expect(box.getByRole('button', { name: 'Pass' })).toHaveCount(1);
    }
    // Nap: once a bid is taken, which higher bids are left
    await openAt(page, {
      variant: 'nap',
      seed: 'grid-2',
      seat: 3,
      // the first computer makes the lowest bid, the others pass
      choose: (p, _, legal) => legal.find((a) => a.type === (p.log.length ? 'pass' : 'bid')),
      until: playerBids,
    });
    await expect(page.locator('[data-testid="auction-why"]')).toHaveText(
      /^(\d|Nap|Misère).* is taken: (.+ is the only higher bid|the higher bids are .+ and .+|.*you can only pass)\.$/,
    );
  });
});

test.describe('accessibility mid-game, dark theme', () => {
  test('axe colour rules pass on the bidding box and on a finished trick (dark theme)', async ({ page, axe }) => {
    await useTheme(page.context(), 'dark');
    await openAt(page, { variant: 'japanese', seed: 'axe-dark', seat: 4, until: playerBids });
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    await axe(page, 'bidding box, dark', COLOUR_RULES);
    await openAt(page, { variant: 'japanese', seed: 'axe-dark', until: playerEndsTrick });
    await keyboardMove(page);
    await page.locator('[data-testid="trick-result"]').waitFor();
    await axe(page, 'finished trick, dark', COLOUR_RULES);
  });
});

test.describe('what a newcomer met (issue #33)', () => {
  test('New game deals new cards; the address no longer names the old seed (B1)', async ({ page }) => {
    await openAt(page, {
      variant: 'daifugo',
      seed: 'newgame-1',
      until: (p) => p.phase === 'play' && p.toAct.includes(p.human),
    });
    const seed = (await page.locator('.isl__seed').innerText()).trim();
    const cards = () =>
      page.locator('[data-testid="hand"] .ecard').evaluateAll((es) => es.map((e) => e.getAttribute('data-card')));
    const before = await cards();
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Discard it' }).click();
    await expect(page).not.toHaveURL(new RegExp(`seed=${seed}`));
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page.locator('.isl__seed')).not.toHaveText(seed);
    await expect(page.locator('[data-testid="hand"] .ecard').first()).toBeVisible();
    expect(await cards()).not.toEqual(before);
  });

  test('Daifugō: the cards that cannot be played are veiled, and tapping one says why (B3)', async ({ page }) => {
    await openAt(page, {
      variant: 'daifugo',
      seed: 'dim-1',
      until: (p) =>
        p.phase === 'play' &&
        p.toAct.includes(p.human) &&
        (p.view['pile'] as unknown[]).length > 0 &&
        p.legal(p.human).some((a) => a.type === 'play') &&
        (p.view['hand'] as unknown[]).length > p.legal(p.human).filter((a) => a.type === 'play').length + 1,
    });
    const dim = page.locator('[data-testid="hand"] .thand__slot.is-dim').first();
    const veil = await dim.evaluate((e) => getComputedStyle(e, '::after').backgroundColor);
    expect(veil, 'a grey veil over the dimmed card').not.toMatch(/^(rgba\(0, 0, 0, 0\)|transparent)$/);
    await dim.locator('.ecard').click();
    await expect(page.locator('[data-testid="hand-refused"]')).toHaveText(/^.+: not allowed: .+\.$/);
  });
});
