import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_CARDS, SUITS, cardIndex, type Suit } from '../../src/engine/cards.ts';
import { fastTwhkLegal, fastTwhkWinner, summonMode } from '../../src/engine/twhk/fast.ts';
import {
  TWHK_DECK,
  HAND_SIZE,
  resolveTwhk,
  twhkContext,
  twhkLegalCards,
  twhkTrickWinner,
} from '../../src/engine/twhk/index.ts';
import { cases } from '../depth.ts';

describe('tw-hk fast path agrees with the readable rules', () => {
  it('legal cards and trick winners', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('lead-first-three', 'any-play', 'off'),
        fc.constantFrom(4, 5, 6),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 13 }),
        fc.shuffledSubarray([...TWHK_DECK], { minLength: 8, maxLength: 14 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -1, max: 13 }),
        fc.boolean(),
        (summon, players, trumpI, trickRaw, cards, npRaw, declI, summonCall, command, secI, leadTwo) => {
          const v = resolveTwhk({ rules: { summon } }, players);
          const trick = 1 + ((trickRaw - 1) % HAND_SIZE[players]!);
          const trump: Suit | null = trumpI === 4 ? null : SUITS[trumpI]!;
          let pool = [...cards];
          if (leadTwo && trump)
            pool = [trump + (trick % 2 ? '2' : '3'), ...pool.filter((c) => c !== trump + '2' && c !== trump + '3')];
          const secretary = secI < 0 ? null : pool[secI % pool.length]!;
          const np = Math.min(npRaw, players - 1);
          const plays = pool.slice(0, np);
          const hand = pool.slice(np, np + 6);
          const declared = SUITS[declI]!;
          const ctx = twhkContext(v, trump, secretary, trick, { declared, summon: summonCall, command });
          const t = {
            trump: trumpI,
            sec: secretary === null ? -1 : cardIndex(secretary),
            trick,
            totalTricks: HAND_SIZE[players]!,
            declared: declI,
            summon: summonCall,
            command,
            summonMode: summonMode(v),
          };
          const pi = Int32Array.from(plays.map(cardIndex));
          const hi = Int32Array.from(hand.map(cardIndex));
          const out = new Int32Array(16);
          const k = fastTwhkLegal(hi, 0, hi.length, pi, pi.length, t, out);
          expect(Array.from(out.slice(0, k), (c) => ALL_CARDS[c]!).sort()).toEqual(
            [...twhkLegalCards(hand, plays, ctx)].sort(),
          );
          const full = pool.slice(0, players);
          expect(fastTwhkWinner(Int32Array.from(full.map(cardIndex)), full.length, t)).toBe(
            twhkTrickWinner(full, ctx).winner,
          );
        },
      ),
      { numRuns: cases(3000) },
    );
  });
});
