/**
 * House rules, step by step (`/house-rules/`) on a phone: one question at a time by keyboard (focus
 * on each new question's heading), an answer changed shows its own example, the result's links
 * carry the answers and the practice link opens a game of those rules; answers that do not go
 * together are refused in the page's words; another game's questions load when it is picked. The
 * examples themselves are checked headless (tests/unit/house-rules/).
 */
import { test, expect } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const port = Number(process.env['E2E_PORT'] ?? 4390);
const base = `http://localhost:${port}`;

test('house rules: three questions by keyboard, an answer changed, the result and its practice link', async ({
  page,
  axe,
}) => {
  await page.goto(`${base}/house-rules/`);
  const form = page.locator('form[data-house-game="japanese"]');
  const progress = form.locator('.hr-progress');
  await expect(progress).toContainText(/question 1 of \d+/);
  const q1 = form.locator('fieldset', { has: page.locator('input[name="players"]') });
  await expect(q1).toBeVisible();
  // Only the first question is shown.
  await expect(form.locator('fieldset', { has: page.locator('input[name="joker"]') })).toBeHidden();
  const shown = form.locator('fieldset:visible .hr-ex:visible');
  await expect(shown).toHaveText(/compared with/);

  // Question 1: another number of players by the arrow keys; its own example is shown.
  await q1.locator('input:checked').focus();
  await page.keyboard.press('ArrowDown');
  const players = await q1.locator('input:checked').getAttribute('value');
  expect(players).not.toBe('5');
  await expect(shown).toHaveText(new RegExp(`Players: 5 with the first answer, ${players} with this one`));
  // Back up again and forward: the example follows the answer.
  await page.keyboard.press('ArrowUp');
  await expect(shown).toHaveText(/compared with/);
  await page.keyboard.press('ArrowDown');
  await expect(shown).toHaveText(new RegExp(`${players} with this one`));

  // Next (Tab past Back, which is disabled on the first question): focus on question 2's heading.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('data-step', 'next');
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveText('Play with a joker');
  await expect(progress).toContainText(/question 2 of/);

  // Question 2: a joker; its example changes.
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  const q2 = form.locator('fieldset', { has: page.locator('input[name="joker"]') });
  await expect(q2.locator('input:checked')).toHaveValue('true');
  await expect(shown).toHaveText(/52 with the first answer, 53 with this one/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('data-step', 'next');
  await page.keyboard.press('Enter');
  await expect(progress).toContainText(/question 3 of/);
  const q3heading = await page.locator(':focus').textContent();
  expect(q3heading).toBeTruthy();
  await expect(form.locator('fieldset:visible h3')).toHaveText(q3heading!);

  // Back returns to question 2 with its answer kept.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('data-step', 'back');
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveText('Play with a joker');
  await expect(q2.locator('input:checked')).toHaveValue('true');

  // On to the result, Next by Enter each time.
  const next = form.locator('button[data-step="next"]');
  for (let i = 0; i < 60 && (await next.isVisible()); i++) await next.press('Enter');
  await expect(page.locator(':focus')).toHaveText('Your house rules');
  const practice = form.locator('a[data-link="practice"]');
  const rules = `r=standard\\+players=${players}\\+joker=true`;
  await expect(practice).toHaveAttribute('href', new RegExp(rules));
  await expect(form.locator('a[data-link="score"]')).toHaveAttribute(
    'href',
    new RegExp(`^/score/\\?v=japanese&${rules}`),
  );
  await axe(page, 'house rules result');
  await practice.click();
  await expect(page).toHaveURL(new RegExp(`/japanese/practice/\\?v=japanese&${rules}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const [path, words] of [
  ['/house-rules/', /These answers do not go together/],
  ['/ja/house-rules/', /この組み合わせはできません: .*ジョーカー/],
] as const)
  test(`house rules: answers that do not go together are refused in words (${path})`, async ({ page }) => {
    await page.goto(`${base}${path}`);
    const form = page.locator('form[data-house-game="japanese"]');
    const lead = form.locator('fieldset', { has: page.locator('input[name="jokerLead"]') });
    const next = form.locator('button[data-step="next"]');
    for (let i = 0; i < 60 && !(await lead.isVisible()); i++) await next.click();
    await lead.locator('input:not(:checked)').first().check();
    const alert = form.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveText(words);
    await expect(alert).not.toContainText('"jokerLead"');
    if (path.startsWith('/ja/')) {
      await expect(alert).not.toContainText('option');
      // The result links stay in the page's edition.
      await expect(form.locator('a[data-link="practice"]')).toHaveAttribute('href', /^\/ja\/japanese\/practice\/\?/);
    }
  });

test('house rules: another game’s questions load when it is picked', async ({ page, axe }) => {
  await page.goto(`${base}/house-rules/`);
  await page.locator('select[data-house-pick]').selectOption('nap');
  const form = page.locator('form[data-house-game="nap"]');
  await expect(form).toBeVisible();
  await expect(page.locator('form[data-house-game="japanese"]')).toBeHidden();
  await expect(form.locator('.hr-progress')).toContainText(/question 1 of \d+/);
  await form.locator('button[data-step="next"]').click();
  await expect(form.locator('.hr-progress')).toContainText(/question 2 of/);
  // The stepper's buttons and lines in the dark theme too.
  await page.evaluate(() => (document.documentElement.dataset['theme'] = 'dark'));
  await axe(page, 'house rules, dark');
});
