/**
 * The hand's story after it ends, in a browser, once: a Japanese Napoleon hand opened two tricks
 * before the end and played out by keyboard; the replay under the felt steps back and forward by
 * the arrow keys and its buttons, focus staying on the control pressed, each trick drawn on the
 * felt with its winner and every card's cost mark (the last tricks are solved exactly at once), the
 * trick shown announced; the review's list carries the same marks. The marks' values are checked
 * against the solver headless (tests/unit/islands/replay.test.ts).
 */
import { expect, test } from './fixtures.ts';
import { openSaved, playToEnd } from './practice-driver.ts';
import { lastTricks, savedGame } from './saved-game.ts';

// the analysis this test reads (the other tests' pages answer it with a silent worker)
test.use({ handAnalysis: true });

test('the replay: step through the finished hand by keyboard, each trick with its winner and cost marks', async ({
  page,
  axe,
}) => {
  const built = savedGame({ variant: 'japanese', seed: 'replay-story', hands: 1, until: lastTricks(2) });
  await openSaved(page, 'japanese/practice/', built.file);
  await playToEnd(page);
  const replay = page.getByRole('group', { name: 'Replay of the hand' });
  await expect(replay).toBeVisible();
  const at = replay.getByTestId('replay-at');
  await expect(at).toHaveText('Trick 10 of 10');
  const felt = page.getByTestId('felt');
  // The last trick's five cards each get their mark as soon as the worker has solved them.
  const marks = felt.getByTestId('cost-mark');
  await expect(marks).toHaveCount(5);
  await expect(marks.filter({ hasText: /^(0|−\d+)$/ })).toHaveCount(5);

  const back = replay.getByTestId('replay-back');
  await back.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(at).toHaveText('Trick 9 of 10');
  await expect(back).toBeFocused();
  await expect(replay.getByTestId('replay-said')).toHaveText(/^Trick 9 of 10: .+\. (You|Computer \d) won it\.$/);
  // The trick on the felt: its winner marked, its line saying who won, the marks solved.
  await expect(felt.locator('.ttrick__play.is-winning')).toHaveCount(1);
  await expect(page.getByTestId('trick-result')).toContainText(/^(You win|Computer \d wins) the trick\. .+/);
  const seat = Number(await felt.locator('.ttrick__play.is-winning').getAttribute('data-played-by'));
  const human = Number(await page.getByTestId('table').getAttribute('data-human'));
  await expect(page.getByTestId('trick-result')).toContainText(
    seat === human ? 'You win' : `Computer ${seat + 1} wins`,
  );
  await expect(marks.filter({ hasText: /^(0|−\d+)$/ })).toHaveCount(5);
  // Enter on Back, then the arrows forward to the end; the end does not move on, focus stays.
  await page.keyboard.press('Enter');
  await expect(at).toHaveText('Trick 8 of 10');
  const forward = replay.getByTestId('replay-forward');
  await forward.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(at).toHaveText('Trick 10 of 10');
  await expect(forward).toHaveAttribute('aria-disabled', 'true');
  await expect(forward).toBeFocused();
  // The review's list of tricks carries each card's mark too; the panel says what it is.
  await expect(page.getByTestId('review').getByTestId('review-cost').first()).toBeVisible();
  await expect(page.getByTestId('hand-costs')).toContainText('What each card cost');
  await axe(page, 'the replay after a Japanese hand');
});
