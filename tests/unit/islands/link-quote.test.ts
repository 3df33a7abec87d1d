import { expect, test } from 'vitest';
import { quote } from '../../../src/islands-logic/rules-url.ts';

test('a notice quotes a link without its bidi, control or zero-width characters', () => {
  // U+202E would make the rest of the site's sentence read backwards.
  expect(quote('\u202Eysae\u202C+\u200Bkiller=HQ\u0000')).toBe('ysae+killer=HQ');
  expect(quote('a\u2066b\u2069c\ufeff')).toBe('abc');
});
