/** The fast path (src/engine/japanese/fast.ts) agrees with the readable engine. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, type Suit } from '../../src/engine/cards.ts';
import {
  compileFast,
  fastLegal,
  fastRandomHand,
  fastScratch,
  fastWinner,
  suitInt,
  toInt,
  type FastHandResult,
} from '../../src/engine/japanese/fast.ts';
import {
  HAND_SIZE,
  legalCards,
  resolveJapaneseRules,
  trickWinner,
  trickWinnerIndex,
} from '../../src/engine/japanese/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { arbRules } from './japanese-arb.ts';
import { cases } from '../depth.ts';

const SUITS: (Suit | null)[] = ['S', 'H', 'D', 'C', null];

describe('Japanese fast path = readable engine', () => {
  it('same trick winner', () => {
    fc.assert(
      fc.property(arbRules, fc.integer({ min: 0, max: 2 ** 31 }), ({ rules, players }, n) => {
        const r = resolveJapaneseRules({ rules }, players);
        const fr = compileFast(r, players);
        const rng = new Rng(n);
        for (let k = 0; k < 20; k++) {
          const cards = rng.shuffle([...fr.deck]).slice(0, players);
          const trump = SUITS[rng.int(5)]!;
          const trickNo = 1 + rng.int(HAND_SIZE[players]!);
          const declared = (['S', 'H', 'D', 'C'] as const)[rng.int(4)];
          const named = cards.map((c) => ALL_CARDS[c]!);
          const ctx = { trump, trickNo, totalTricks: HAND_SIZE[players]!, players, declared };
          const w = fastWinner(fr, cards, players, suitInt(trump), trickNo, suitInt(declared));
          expect(w).toBe(trickWinnerIndex(r, named, ctx));
          expect(w).toBe(trickWinner(r, named, ctx).winner);
        }
      }),
      { numRuns: cases(300) },
    );
  }, 60_000);

  it('same legal cards', () => {
    fc.assert(
      fc.property(arbRules, fc.integer({ min: 0, max: 2 ** 31 }), ({ rules, players }, n) => {
        const r = resolveJapaneseRules({ rules }, players);
        const fr = compileFast(r, players);
        const rng = new Rng(n);
        const out = new Int32Array(16);
        for (let k = 0; k < 20; k++) {
          const deck = rng.shuffle([...fr.deck]);
          const hn = 1 + rng.int(HAND_SIZE[players]!);
          const hand = deck.slice(0, hn);
          const plays = deck.slice(hn, hn + rng.int(players));
          const trump = SUITS[rng.int(5)]!;
          const trickNo = 1 + rng.int(HAND_SIZE[players]!);
          const declared = (['S', 'H', 'D', 'C'] as const)[rng.int(4)];
          const ctx = { trump, trickNo, totalTricks: HAND_SIZE[players]!, players, declared };
          const m = fastLegal(fr, hand, 0, hn, plays, plays.length, suitInt(trump), trickNo, suitInt(declared), out);
          const fast = Array.from(out.subarray(0, m))
            .map((c) => ALL_CARDS[c]!)
            .sort();
          const slow = legalCards(
            r,
            hand.map((c) => ALL_CARDS[c]!),
            plays.map((c) => ALL_CARDS[c]!),
            ctx,
          ).sort();
          expect(fast).toEqual(slow);
        }
      }),
      { numRuns: cases(300) },
    );
  }, 60_000);

  it('a recorded fast hand is legal and scored the same by the readable engine', () => {
    fc.assert(
      fc.property(arbRules, fc.integer({ min: 0, max: 2 ** 31 }), ({ rules, players }, n) => {
        const r = resolveJapaneseRules({ rules }, players);
        const fr = compileFast(r, players);
        const rng = new Rng(n);
        const rec: FastHandResult = { deal: [], leader: 0, points: [], plays: [], winners: [], declared: [] };
        const trumpI = rng.int(5);
        fastRandomHand(fr, rng, trumpI, rng.int(players), fastScratch(fr), rec);
        const trump = SUITS[trumpI]!;
        const hands = rec.deal.map((h) => h.map((c) => ALL_CARDS[c]!));
        let leader = rec.leader;
        const total = HAND_SIZE[players]!;
        const points = Array(players).fill(0);
        for (let t = 0; t < total; t++) {
          const declared = (['S', 'H', 'D', 'C'] as const)[rec.declared[t]!];
          const ctx = { trump, trickNo: t + 1, totalTricks: total, players, declared };
          const plays: string[] = [];
          for (let i = 0; i < players; i++) {
            const seat = (leader + i) % players;
            const card = ALL_CARDS[rec.plays[t * players + i]!]!;
            expect(legalCards(r, hands[seat]!, plays, ctx)).toContain(card);
            hands[seat] = hands[seat]!.filter((c) => c !== card);
            plays.push(card);
          }
          const w = (leader + trickWinner(r, plays, ctx).winner) % players;
          expect(w).toBe(rec.winners[t]);
          points[w] += plays.filter(
            (c) => /^[SHDC](A|K|Q|J|10)$/.test(c) || (r.honours === 'with-threes' && /^[SHDC]3$/.test(c)),
          ).length;
          leader = w;
        }
        expect(points).toEqual(rec.points);
        expect(toInt('JK')).toBe(52);
      }),
      { numRuns: cases(200) },
    );
  }, 60_000);
});
