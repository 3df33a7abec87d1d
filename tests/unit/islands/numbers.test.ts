import { expect, test } from 'vitest';
import { num, signed } from '../../../src/islands-logic/numbers.ts';

test('negative numbers use the minus sign, never a hyphen', () => {
  expect(num(-3)).toBe('\u22123');
  expect(num(4)).toBe('4');
  expect(signed(-60)).toBe('\u221260');
  expect(signed(6)).toBe('+6');
  expect(signed(0)).toBe('0');
  for (const n of [-1, -3, -60, -100]) expect(signed(n)).not.toContain('-');
});
