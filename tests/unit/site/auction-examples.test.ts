import { describe, expect, it } from 'vitest';
import { auctionExample, openingWords } from '../../../src/components/site/auction-examples.ts';

describe('the auction examples of the Japanese local-rules page', () => {
  it('dealer-left: the player after the dealer opens every hand; all passing deals again', () => {
    const e = auctionExample({});
    expect(openingWords(e.first)).toBe('Player 1 deals; Player 2 opens.');
    expect(openingWords(e.afterNapoleon)).toBe('Player 2 deals; Player 3 opens.');
    expect(e.allPass).toBe('the cards are dealt again');
    expect(openingWords(e.afterRedeal!)).toBe('Player 2 deals; Player 3 opens.');
  });
  it('previous-napoleon: the previous Napoleon opens the next hand, not a redeal', () => {
    const e = auctionExample({ auctionStart: 'previous-napoleon' });
    expect(openingWords(e.afterNapoleon)).toBe('Player 2 deals; Player 4 opens.');
    expect(openingWords(e.afterRedeal!)).toBe('Player 2 deals; Player 3 opens.');
  });
  it('dealer-must-bid and dealer-opens: the two readings of the same sentence', () => {
    const must = auctionExample({ allPass: 'dealer-must-bid' });
    expect(openingWords(must.first)).toBe('Player 1 deals; Player 2 opens.');
    expect(must.allPass).toBe('Player 1, the dealer, has to bid ♠11 and is Napoleon');
    const opens = auctionExample({ allPass: 'dealer-opens' });
    expect(openingWords(opens.first)).toBe('Player 1 deals; the dealer opens and must bid.');
    expect(openingWords(opens.afterNapoleon)).toBe('Player 2 deals; the dealer opens and must bid.');
    expect(opens.afterRedeal).toBeNull();
  });
});
