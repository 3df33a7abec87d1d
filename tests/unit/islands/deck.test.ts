import { describe, expect, test } from 'vitest';
import { parseDeck, storedDeck } from '../../../src/islands-logic/deck.ts';

describe('the card-colour setting', () => {
  test('two colours unless four were stored by this version', () => {
    expect(parseDeck(null)).toBe('two');
    expect(parseDeck(storedDeck('four'))).toBe('four');
    expect(parseDeck(storedDeck('two'))).toBe('two');
  });
  test.each(['', 'not json', '{"v":1,"four":"yes"}', '{"v":2,"four":true}', 'true', 'null', '[1]'])(
    'an unreadable value (%s) means the default',
    (raw) => expect(parseDeck(raw)).toBe('two'),
  );
});
