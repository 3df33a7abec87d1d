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
    // The forced dealer may make any bid (T6): the engine offers all 40, so no one bid is named.
    expect(must.allPass).toBe(
      'Player 1, the dealer, may not pass and must bid — any bid from 11 to 20 in any suit — and so is Napoleon',
    );
    expect(must.allPassResult).toMatchObject({ redeal: false, napoleon: 0, min: 11, max: 20, choices: 40 });
    expect(must.allPass).not.toMatch(/♠11/);
    const opens = auctionExample({ allPass: 'dealer-opens' });
    expect(openingWords(opens.first)).toBe('Player 1 deals; the dealer opens and must bid.');
    expect(openingWords(opens.afterNapoleon)).toBe('Player 2 deals; the dealer opens and must bid.');
    expect(opens.afterRedeal).toBeNull();
    expect(opens.allPass).toBe(
      'Player 1, the dealer, opens and must bid — any bid from 11 to 20 in any suit — and so is Napoleon',
    );
  });
  it('no-trump bids: the forced dealer may bid no trumps too', () => {
    const e = auctionExample({ allPass: 'dealer-must-bid', noTrumpBids: true });
    expect(e.allPass).toContain('any bid from 11 to 20 in any suit or in no trumps');
    expect(e.allPassResult).toMatchObject({ choices: 50 });
  });
  it('dealer-must-bid with previous-napoleon: the dealer is forced when the turn comes, before others speak (T10)', () => {
    const e = auctionExample({ allPass: 'dealer-must-bid', auctionStart: 'previous-napoleon' });
    // Player 4 was Napoleon and opens; Players 4, 5 and 1 pass; Player 2 deals and must bid.
    expect(openingWords(e.afterNapoleon)).toBe('Player 2 deals; Player 4 opens.');
    expect(e.nextAllPass).toBe(
      'Player 2, the dealer, must bid as soon as the turn comes, before Player 3 has spoken — any bid from 11 to 20 in any suit — and so is Napoleon',
    );
    expect(e.nextAllPassResult).toMatchObject({ redeal: false, napoleon: 1, dealer: 1, unheard: [2] });
    // Starting after the dealer, everyone else has spoken first.
    expect(auctionExample({ allPass: 'dealer-must-bid' }).nextAllPassResult).toMatchObject({ unheard: [] });
  });
  it('auctionStart dealer: the dealer opens and may pass; all passing deals again, the next dealer opening', () => {
    const e = auctionExample({ auctionStart: 'dealer' });
    expect(openingWords(e.first)).toBe('Player 1 deals; the dealer opens.');
    expect(openingWords(e.afterNapoleon)).toBe('Player 2 deals; the dealer opens.');
    expect(e.allPass).toBe('the cards are dealt again');
    expect(openingWords(e.afterRedeal!)).toBe('Player 2 deals; the dealer opens.');
  });
});
