/**
 * The readable legal-card lists of tw-hk and Mighty are in canonical order whatever the hand's
 * order (hands in play are kept in the order dealt): the list for a shuffled hand is exactly the
 * list for the same hand sorted. The lists are chosen in the hand's order and sorted after, so
 * this holds only while that sort is right.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUITS, sortCanonical, sortCanonicalInPlace, type Suit } from '../../src/engine/cards.ts';
import { TWHK_DECK, HAND_SIZE, resolveTwhk, twhkContext, twhkLegalCards } from '../../src/engine/twhk/index.ts';
import { MIGHTY_DECK, mightyContext, mightyLegalCards, resolveMighty } from '../../src/engine/mighty/index.ts';
import { cases } from '../depth.ts';

describe('legal cards come in canonical order from a hand in any order', () => {
  it('sortCanonicalInPlace sorts the list it is given, as sortCanonical does', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...TWHK_DECK], { minLength: 0, maxLength: 54 }), (cards) => {
        const list = [...cards];
        expect(sortCanonicalInPlace(list)).toBe(list);
        expect(list).toEqual(sortCanonical(cards));
      }),
      { numRuns: cases(500) },
    );
  });

  it('tw-hk', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('lead-first-three', 'any-play', 'off'),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 10 }),
        fc.shuffledSubarray([...TWHK_DECK], { minLength: 12, maxLength: 16 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -1, max: 13 }),
        (summon, trumpI, trick, pool, np, declI, summonCall, command, secI) => {
          const v = resolveTwhk({ rules: { summon } }, 5);
          const trump: Suit | null = trumpI === 4 ? null : SUITS[trumpI]!;
          const secretary = secI < 0 ? null : pool[secI % pool.length]!;
          const plays = pool.slice(0, np);
          const hand = pool.slice(np, np + HAND_SIZE[5]!);
          const ctx = twhkContext(v, trump, secretary, trick, {
            declared: SUITS[declI]!,
            summon: summonCall,
            command,
          });
          const got = twhkLegalCards(hand, plays, ctx);
          expect(got).toEqual(twhkLegalCards(sortCanonical(hand), plays, ctx));
          expect(got).toEqual(sortCanonical(got));
        },
      ),
      { numRuns: cases(2000) },
    );
  });

  it('Mighty', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('no-trump', 'strict', 'free'),
        fc.constantFrom('suit', 'free'),
        fc.constantFrom('optional', 'forced'),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 10 }),
        fc.shuffledSubarray([...MIGHTY_DECK], { minLength: 12, maxLength: 16 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (firstLead, mightyFollows, ripper, trumpI, trick, pool, np, declI, call) => {
          const v = resolveMighty({ rules: { firstLead, mightyFollows, ripper } });
          const trump: Suit | null = trumpI === 4 ? null : SUITS[trumpI]!;
          const plays = pool.slice(0, np);
          const hand = pool.slice(np, np + 10);
          const ctx = mightyContext(v, trump, trick, { declared: SUITS[declI]!, ripper: call });
          const got = mightyLegalCards(hand, plays, ctx);
          expect(got).toEqual(mightyLegalCards(sortCanonical(hand), plays, ctx));
          expect(got).toEqual(sortCanonical(got));
        },
      ),
      { numRuns: cases(2000) },
    );
  });
});
