import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_CARDS, SUITS, cardIndex, suitOf, type Suit } from '../../src/engine/cards.ts';
import { fastNapLegal, fastNapWinner } from '../../src/engine/nap/fast.ts';
import { napDeck, napLegalCards, napTrickWinner } from '../../src/engine/nap/index.ts';
import { cases } from '../depth.ts';

const DECK = napDeck({ players: 7, deck: 'full', joker: true });

describe('nap fast path agrees with the readable rules', () => {
  it('legal cards and trick winners', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 3 }),
        fc.integer({ min: 1, max: 5 }),
        fc.shuffledSubarray(DECK, { minLength: 8, maxLength: 12 }),
        fc.integer({ min: 0, max: 6 }),
        (trumpI, trick, cards, np) => {
          const misere = trumpI === -1;
          let pool = cards;
          // trick 1 of a trump game: the lead (not the joker) sets trumps
          if (trick === 1 && !misere) pool = pool.filter((c) => c !== 'JK');
          const plays = pool.slice(0, np);
          const hand = pool.slice(np, np + 5);
          if (hand.length === 0) return;
          let trump: Suit | null = misere ? null : SUITS[trumpI]!;
          if (trick === 1 && !misere && plays.length > 0) trump = suitOf(plays[0]!);
          const ti = trump === null ? (misere ? -1 : 0) : SUITS.indexOf(trump);
          const ctx = {
            trump: plays.length === 0 && trick === 1 && !misere ? null : trump,
            trickNumber: trick,
            misere,
          };
          const t = { trump: ti, trick };
          const out = new Int32Array(8);
          const hi = Int32Array.from(hand.map(cardIndex));
          const pi = Int32Array.from(plays.map(cardIndex));
          const k = fastNapLegal(hi, 0, hi.length, pi, pi.length, t, out);
          expect(Array.from(out.slice(0, k), (c) => ALL_CARDS[c]!).sort()).toEqual(
            [...napLegalCards(hand, plays, ctx)].sort(),
          );
          if (plays.length > 0) {
            expect(fastNapWinner(pi, pi.length, t)).toBe(
              napTrickWinner(plays, { trump, trickNumber: trick, misere }).winner,
            );
          }
        },
      ),
      { numRuns: cases(3000) },
    );
  });
});
