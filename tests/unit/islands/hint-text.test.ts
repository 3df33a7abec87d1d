import { expect, test } from 'vitest';
import { hintLine } from '../../../src/islands-logic/hint-text.ts';

test('the action is said once, in the site words', () => {
  expect(hintLine('Pass', 'Pass: no bid scores on average over simulated deals.')).toBe(
    'Pass — no bid scores on average over simulated deals.',
  );
  expect(hintLine('Bid 3 ♥', 'Bid 3H: it scores 1.5 on average over simulated deals.')).toBe(
    'Bid 3 ♥ — it scores 1.5 on average over simulated deals.',
  );
  expect(hintLine('Play ♠A', '♠A is the only legal card.')).toBe('Play ♠A — ♠A is the only legal card.');
});
