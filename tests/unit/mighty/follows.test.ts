/**
 * Mighty `mightyFollows` (SPEC §5, a site choice): whether a player whose only card of the led
 * suit is the mighty must play it. Legal cards, the fast path, the game, and what who-holds
 * deduces from a player who did not follow.
 */
import { describe, expect, it } from 'vitest';
import { judgeOne } from '../../../src/engine/judge.ts';
import '../../../src/engine/all-judges.ts';
import { ALL_CARDS, cardIndex, type Suit } from '../../../src/engine/cards.ts';
import { fastMightyLegal } from '../../../src/engine/mighty/fast.ts';
import { mightyContext, mightyLegalCards, resolveMighty, MIGHTY_OPTIONS } from '../../../src/engine/mighty/index.ts';

const SUIT = resolveMighty({});
const FREE = resolveMighty({ rules: { mightyFollows: 'free' } });
const L = (hand: string[], plays: string[], trump: Suit | null, v = SUIT) =>
  mightyLegalCards(hand, plays, mightyContext(v, trump, 4));
function fast(hand: string[], plays: string[], trumpI: number, v = SUIT): string[] {
  const out = new Int32Array(16);
  const hi = Int32Array.from(hand.map(cardIndex));
  const pi = Int32Array.from(plays.map(cardIndex));
  const k = fastMightyLegal(
    v,
    hi,
    0,
    hi.length,
    pi,
    pi.length,
    { trump: trumpI, trick: 4, declared: 0, ripperCall: false },
    out,
  );
  return Array.from(out.slice(0, k), (c) => ALL_CARDS[c]!).sort();
}

describe('mightyFollows', () => {
  it('is declared with words for both values, "suit" by default, as a site choice', () => {
    expect(SUIT.mightyFollows).toBe('suit');
    const d = MIGHTY_OPTIONS.mightyFollows;
    expect(d.values).toEqual(['suit', 'free']);
    expect(Object.keys(d.labels)).toEqual(['suit', 'free']);
    expect(d.choice).toBe(true);
    expect(() => resolveMighty({ rules: { mightyFollows: 'never' } })).toThrow(
      'option "mightyFollows" cannot be "never": allowed values are "suit", "free"',
    );
  });
  it('suit: a player whose only spade is the mighty must play it (or the joker)', () => {
    expect(L(['SA', 'D5', 'H2'], ['S2'], 'H')).toEqual(['SA']);
    expect(fast(['SA', 'D5', 'H2'], ['S2'], 1)).toEqual(['SA']);
  });
  it('free: that player may play any card', () => {
    expect(L(['SA', 'D5', 'H2'], ['S2'], 'H', FREE)).toEqual(['SA', 'H2', 'D5']);
    expect(fast(['SA', 'D5', 'H2'], ['S2'], 1, FREE)).toEqual(['D5', 'H2', 'SA']);
  });
  it('free: a player with another spade still follows, the mighty and joker free', () => {
    expect(L(['SA', 'S5', 'D5', 'JK'], ['S2'], 'H', FREE)).toEqual(['SA', 'S5', 'JK']);
    expect(fast(['SA', 'S5', 'D5', 'JK'], ['S2'], 1, FREE)).toEqual(['JK', 'S5', 'SA']);
  });
  it('free: with spades trumps the mighty ♦A is free on a diamond lead', () => {
    expect(L(['DA', 'C5', 'H2'], ['D2'], 'S', FREE)).toEqual(['H2', 'DA', 'C5']);
    expect(L(['DA', 'C5', 'H2'], ['D2'], 'S')).toEqual(['DA']);
  });
  it('the judge answers legal queries under both values', () => {
    const q = { variant: 'mighty', query: 'legal', trump: 'H', trick: 4, plays: ['S2'], hand: ['SA', 'D5', 'H2'] };
    expect(judgeOne(q)).toEqual({ legal: ['SA'] });
    expect(judgeOne({ ...q, rules: { mightyFollows: 'free' } })).toEqual({ legal: ['SA', 'H2', 'D5'] });
  });
});

describe('who-holds and mightyFollows', () => {
  // Seat 0 led ♠K; seat 1 played ♦2 instead of a spade.
  const q = {
    variant: 'mighty',
    query: 'who-holds',
    card: 'SA',
    seat: 0,
    trump: 'H',
    hand: ['H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'H8', 'H9', 'H10'],
    tricks: [{ leader: 0, plays: ['SK', 'D2', 'S3', 'S4', 'S5'] }],
  };
  it('suit: a player who did not follow a spade lead does not hold the mighty ♠A', () => {
    expect(judgeOne(q)).toEqual({ possible: [2, 3, 4], widow: true });
  });
  it('free: not following tells nothing about the mighty', () => {
    expect(judgeOne({ ...q, rules: { mightyFollows: 'free' } })).toEqual({ possible: [1, 2, 3, 4], widow: true });
  });
  it('free: it still rules out the other spades', () => {
    expect(judgeOne({ ...q, card: 'SQ', rules: { mightyFollows: 'free' } })).toEqual({
      possible: [2, 3, 4],
      widow: true,
    });
  });
});

describe('bots under mightyFollows: free', () => {
  it('play a whole hand with legal moves only', async () => {
    const { playHand } = await import('../../../src/bots/arena.ts');
    const out = playHand('mighty', { variant: 'mighty', rules: { mightyFollows: 'free' } }, 5, 'free1', [
      'easy',
      'normal',
      'easy',
      'normal',
      'easy',
    ]);
    expect(out.deltas).toHaveLength(5);
  }, 60_000);
});
