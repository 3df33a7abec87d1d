/**
 * The explained deals in the browser, once: the first decision of the first Japanese Napoleon
 * deal answered by keyboard — a wrong bid (told "not quite" and what was tried, no answer given), then the right one
 * (told "right" with the explanation, focus on "Play on"), then on to the next decision. The
 * deals themselves are checked by the engine and the solver headless
 * (tests/unit/content/deals.test.ts), the walk in tests/unit/islands/deals.test.ts.
 */
import { test, expect } from './fixtures.ts';
import { dealsFor } from '../../src/content-data/deals.ts';
import { descriptorOf } from '../../src/engine/descriptors.ts';
import { dealsWordsEn as w } from '../../src/i18n/islands/deals.en.ts';
import { dealRoles } from '../../src/content-data/deal-roles.ts';
import { dealView } from '../../src/content-data/deal-frames.ts';
import { tabToButton } from './lang-driver.ts';

// The same flow on a second game's page (its own roles and words), where it is cheap.
for (const game of ['japanese', 'nap']) {
  test(`a deal by keyboard: a wrong bid, then the right one with its explanation (${game})`, async ({ page, axe }) => {
    const deal = dealsFor(game)!.deals[0]!;
    const roles = dealRoles(game);
    const first = deal.decisions[0]!;
    expect(first.kind).toBe('bid');
    const wrong = first.options!.find((k) => !first.right.includes(k))!;
    await page.goto(`/${descriptorOf(game).site}/deals/`);
    const island = page.getByRole('region', { name: w.region });
    await expect(island.getByRole('heading', { name: w.question('bid', roles) })).toBeVisible();
    const feedback = island.getByTestId('deal-feedback');
    await expect(feedback).toHaveAttribute('aria-live', 'polite');
    // the buttons answer once the island has hydrated (Astro drops the island's `ssr` mark then)
    await expect(page.locator('astro-island', { has: island })).not.toHaveAttribute('ssr');

    await island.getByRole('button', { name: w.pick + ' 1' }).focus();
    await tabToButton(page, w.bidName(wrong));
    await page.keyboard.press('Enter');
    await expect(feedback).toHaveText(`${w.notQuite} ${w.tried(w.bidName(wrong))}`);
    await expect(feedback).not.toContainText(first.explain);

    await tabToButton(page, w.bidName(first.right[0]!));
    await page.keyboard.press('Enter');
    await expect(feedback).toContainText(w.right);
    await expect(feedback).toContainText(first.explain);
    await expect(island.getByRole('button', { name: w.playOn })).toBeFocused();
    await axe(page, 'deals: a decision answered');

    await page.keyboard.press('Enter');
    await expect(
      island.getByRole('heading', { name: w.question(dealView(deal).frames[1]!.kind, roles) }),
    ).toBeFocused();
    await expect(island.getByText(w.step(2, deal.decisions.length))).toBeVisible();
  });
}
