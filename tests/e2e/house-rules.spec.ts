/**
 * House rules, step by step (`/house-rules/`) on a phone: answers changed by keyboard reach the
 * result links, the practice link opens the practice game with those rules, and answers that do
 * not go together are refused in words. The examples themselves are checked headless
 * (tests/unit/house-rules/).
 */
import { test, expect } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const port = Number(process.env['E2E_PORT'] ?? 4390);
const base = `http://localhost:${port}`;

test('answers by keyboard reach the links; the practice link opens a game of those rules', async ({ page, axe }) => {
  await page.goto(`${base}/house-rules/`);
  const form = page.locator('form[data-house-game="japanese"]');
  await expect(form).toBeVisible();
  // The first question (number of players): move the answer with the arrow keys.
  const checked = form.locator('input[name="players"]:checked');
  await checked.focus();
  await page.keyboard.press('ArrowDown');
  const now = await form.locator('input[name="players"]:checked').getAttribute('value');
  expect(now).not.toBe('5');
  const practice = form.locator('a[data-link="practice"]');
  await expect(practice).toHaveAttribute('href', new RegExp(`r=standard\\+players=${now}`));
  await expect(form.locator('a[data-link="score"]')).toHaveAttribute(
    'href',
    /^\/score\/\?v=japanese&r=standard\+players=/,
  );
  await axe(page, 'house rules');
  await practice.click();
  await expect(page).toHaveURL(new RegExp(`/japanese/practice/\\?v=japanese&r=standard\\+players=${now}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('answers that do not go together are refused, named in words', async ({ page }) => {
  await page.goto(`${base}/house-rules/`);
  const form = page.locator('form[data-house-game="japanese"]');
  await form.locator('summary', { hasText: 'The joker' }).click();
  await form.locator('summary', { hasText: 'Players and deck' }).click();
  await form.locator('input[name="joker"][value="false"]').check();
  const lead = form.locator('input[name="jokerLead"]:not(:checked)').first();
  await lead.check();
  const alert = form.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText('"jokerLead"');
});
