/**
 * The Japanese trick explanations are made once per wording and facts and then shared (issue
 * #32): every trick's explanation must still be exactly the one made afresh from that trick, as
 * the engine did before (tests/reference/japanese-tricks-v1.ts), for every rule set. Many rule
 * sets and tricks run in one process, so a key that leaves out a fact the sentence reads hands
 * one trick another's sentence and fails here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { japaneseDeck, resolveJapaneseRules, trickWinner } from '../../src/engine/japanese/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { trickWinner as referenceWinner } from '../reference/japanese-tricks-v1.ts';
import { cases } from '../depth.ts';
import { arbRules } from './japanese-arb.ts';

const SPECIALS = ['SA', 'HQ', 'HK', 'HA', 'C4', 'SJ', 'CJ', 'HJ', 'DJ', 'JK', 'C3', 'S2', 'H2', 'D2', 'C2'];

describe('Japanese explanations shared by wording and facts', () => {
  it('equal the explanation made afresh from the trick, for random rules and tricks', () => {
    fc.assert(
      fc.property(
        arbRules,
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom('S', 'H', 'D', 'C', null),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom('S', 'H', 'D', 'C', null),
        fc.integer({ min: 0, max: 3 }),
        ({ rules, players }, n, trump, trickNo, declared, specials) => {
          const r = resolveJapaneseRules({ rules }, players);
          const deck = japaneseDeck(r, players);
          const rng = new Rng(n);
          // some tricks drawn from the whole deck, some mostly from the special cards, some of one suit
          const inDeck = new Set(deck);
          const pool =
            specials === 0
              ? deck
              : specials === 1
                ? [...SPECIALS.filter((c) => inDeck.has(c)), ...rng.shuffle(deck).slice(0, players)]
                : specials === 2
                  ? deck.filter((c) => c[0] === deck[n % deck.length]![0])
                  : deck.filter((c) => c === 'JK' || c[0] === 'S' || c[0] === 'H');
          const cards = rng.shuffle([...new Set(pool)]).slice(0, Math.min(players, pool.length));
          if (cards.length === 0) return;
          const ctx = { trump, trickNo, totalTricks: 8, players, declared };
          const got = trickWinner(r, cards, ctx);
          const want = referenceWinner(r, cards, ctx);
          expect(got.winner).toBe(want.winner);
          expect({ ...got.explanation }).toEqual({ ...want.explanation });
        },
      ),
      { numRuns: cases(3000) },
    );
  });
});
