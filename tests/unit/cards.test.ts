import { describe, expect, it } from 'vitest';
import {
  parseCard,
  parseCards,
  spokenName,
  sortCanonical,
  cardLabel,
  sameColourSuit,
  CardError,
} from '../../src/engine/cards.ts';
import { Rng } from '../../src/engine/rng.ts';

describe('card notation', () => {
  it.each([
    ['SA', 'SA'],
    ['♠a', 'SA'],
    ['h10', 'H10'],
    ['HT', 'H10'],
    [' dj ', 'DJ'],
    ['jk', 'JK'],
    ['bj', 'BJ'],
    ['♣2', 'C2'],
  ])('parses %j as %s', (input, out) => expect(parseCard(input)).toBe(out));

  it.each(['S1', 'X5', 'S11', '', 'joker', 'H'])('rejects %j naming it', (input) => {
    expect(() => parseCard(input)).toThrow(CardError);
    expect(() => parseCard(input)).toThrow(`"${input}"`);
  });

  it('rejects duplicates by name', () => {
    expect(() => parseCards(['SA', '♠A'], 'plays')).toThrow('duplicate card SA in plays');
  });

  it('speaks names', () => {
    expect(spokenName('HQ')).toBe('queen of hearts');
    expect(spokenName('D10')).toBe('ten of diamonds');
    expect(spokenName('JK')).toBe('joker');
    expect(spokenName('BJ')).toBe('big joker');
    expect(cardLabel('S10')).toBe('♠10');
  });

  it('sorts canonically: S H D C, A..2, then jokers', () => {
    expect(sortCanonical(['LJ', 'C2', 'S3', 'JK', 'SA', 'H10', 'BJ'])).toEqual([
      'SA',
      'S3',
      'H10',
      'C2',
      'JK',
      'BJ',
      'LJ',
    ]);
  });

  it('pairs same-colour suits', () => {
    expect(sameColourSuit('S')).toBe('C');
    expect(sameColourSuit('H')).toBe('D');
    expect(sameColourSuit('D')).toBe('H');
    expect(sameColourSuit('C')).toBe('S');
  });
});

describe('seeded rng', () => {
  it('replays the same sequence from the same seed and from a saved state', () => {
    const a = new Rng('seed-1');
    const b = new Rng('seed-1');
    const xs = Array.from({ length: 5 }, () => a.nextU32());
    expect(Array.from({ length: 5 }, () => b.nextU32())).toEqual(xs);
    const saved = a.state;
    const next = a.nextU32();
    expect(new Rng(saved).nextU32()).toBe(next);
    expect(new Rng('seed-2').nextU32()).not.toBe(xs[0]);
  });
  it('shuffles to a permutation', () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const s = new Rng(7).shuffle(deck);
    expect([...s].sort((x, y) => x - y)).toEqual(deck);
    expect(s).not.toEqual(deck);
  });
});
