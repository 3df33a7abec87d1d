import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_CARDS, SUITS, cardIndex, type Suit } from '../../src/engine/cards.ts';
import { fastMightyLegal, fastMightyWinner } from '../../src/engine/mighty/fast.ts';
import {
  MIGHTY_DECK,
  mightyContext,
  mightyLegalCards,
  mightyTrickWinner,
  resolveMighty,
} from '../../src/engine/mighty/index.ts';
import { cases } from '../depth.ts';

const optionArb = fc.record({
  mightyWhenSpadesTrump: fc.constantFrom('DA', 'CA'),
  firstLead: fc.constantFrom('no-trump', 'strict', 'free'),
  mightyFollows: fc.constantFrom('suit', 'free'),
  jokerFirstLast: fc.constantFrom('powerless', 'normal'),
  ripper: fc.constantFrom('optional', 'forced'),
});

describe('mighty fast path agrees with the readable rules', () => {
  it('legal cards and trick winners', () => {
    fc.assert(
      fc.property(
        optionArb,
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 10 }),
        fc.shuffledSubarray([...MIGHTY_DECK], { minLength: 6, maxLength: 12 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        (rules, trumpI, trick, cards, np, declI, ripper, leadRipper) => {
          const v = resolveMighty({ rules });
          const trump: Suit | null = trumpI === 4 ? null : SUITS[trumpI]!;
          const ripperCard = trump === 'C' ? 'S3' : 'C3';
          let pool = cards.filter((c) => c !== ripperCard);
          if (leadRipper && np > 0) pool = [ripperCard, ...pool];
          const plays = pool.slice(0, np);
          const hand = pool.slice(np, np + Math.max(1, pool.length - np - 1));
          const declared = SUITS[declI]!;
          const ctx = mightyContext(v, trump, trick, { declared, ripper });
          const t = { trump: trumpI, trick, declared: declI, ripperCall: ripper || v.ripper === 'forced' };
          const pi = Int32Array.from(plays.map(cardIndex));
          const hi = Int32Array.from(hand.map(cardIndex));
          const out = new Int32Array(16);
          const k = fastMightyLegal(v, hi, 0, hi.length, pi, pi.length, t, out);
          const fast = Array.from(out.slice(0, k), (c) => ALL_CARDS[c]!).sort();
          expect(fast).toEqual([...mightyLegalCards(hand, plays, ctx)].sort());
          if (plays.length > 0) {
            const full = [...plays, ...hand].slice(0, 5);
            const fi = Int32Array.from(full.map(cardIndex));
            expect(fastMightyWinner(v, fi, fi.length, t)).toBe(mightyTrickWinner(full, ctx).winner);
          }
        },
      ),
      { numRuns: cases(3000) },
    );
  });
});
