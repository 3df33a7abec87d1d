/** A bid's facts (islands-logic/bid-facts.ts): what every language's bid and contract words are made from. */
import { describe, expect, it } from 'vitest';
import { bidFacts, bidValues, HEADS_BOOK } from '../../../src/islands-logic/bid-facts.ts';
import { twhkBidLabel } from '../../../src/engine/twhk/index.ts';

describe('bidFacts', () => {
  it('reads each game’s bid from its own fields', () => {
    expect(bidFacts({ type: 'bid', seat: 0, count: 14, suit: 'H', card: 'SJ' })).toEqual({
      kind: 'honours',
      n: 14,
      strain: 'H',
      level: null,
      name: null,
      card: 'SJ',
    });
    expect(bidFacts({ type: 'bid', seat: 1, heads: 10, strain: 'D' })).toMatchObject({
      kind: 'heads',
      n: 10,
      strain: 'D',
      level: 2,
    });
    expect(bidFacts({ type: 'bid', seat: 1, heads: 12, strain: null })).toMatchObject({ kind: 'heads', level: null });
    expect(bidFacts({ type: 'bid', seat: 2, number: 15, strain: 'NT' })).toMatchObject({
      kind: 'points',
      n: 15,
      strain: 'NT',
    });
    expect(bidFacts({ type: 'bid', seat: 3, bid: 3 })).toMatchObject({ kind: 'tricks', n: 3, name: null });
    expect(bidFacts({ type: 'bid', seat: 3, bid: 'misere' })).toMatchObject({ kind: 'named', name: 'misere' });
  });

  it('reads a view’s contract the same way (Nap keeps a bare number or name)', () => {
    expect(bidFacts({ count: 13, suit: 'S' })).toMatchObject({ kind: 'honours', n: 13, card: null });
    expect(bidFacts(4)).toMatchObject({ kind: 'tricks', n: 4 });
    expect(bidFacts('wellington')).toMatchObject({ kind: 'named', name: 'wellington' });
    expect(bidFacts({ number: 15 })).toMatchObject({ kind: 'points', n: 15, strain: null });
  });

  it('calls a tw-hk level bid as the engine does (level = heads less the book)', () => {
    for (let heads = 9; heads <= 16; heads++)
      for (const strain of ['S', 'H', 'D', 'C', 'NT'] as const) {
        const level = bidFacts({ heads, strain }).level;
        expect(twhkBidLabel({ heads, strain }).startsWith(`${level} `), `${heads} ${strain}`).toBe(true);
        expect(level).toBe(heads - HEADS_BOOK);
      }
  });

  it('gives a message select keys and flags, never a missing value', () => {
    const v = bidValues(bidFacts({ type: 'bid', count: 13, suit: 'S', card: 'JK' }), (c) => `<${c}>`);
    expect(v).toMatchObject({ kind: 'honours', hasCard: 'true', card: '<JK>', hasStrain: 'true', strain: 'S' });
    const w = bidValues(bidFacts('misere'), (c) => c);
    expect(w).toMatchObject({
      kind: 'named',
      name: 'misere',
      hasCard: 'false',
      card: '',
      strain: '',
      hasStrain: 'false',
    });
  });
});
