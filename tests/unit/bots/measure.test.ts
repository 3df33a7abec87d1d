/**
 * The strength benchmark's measure (`bench/bots-strength.ts`): which hands are "called" (an
 * opponent-policy seat chose the contract and the bot's side is that seat's side), that the
 * required share leaves them out, and the ceiling ratio, on constructed arena results.
 */
import { describe, expect, it } from 'vitest';
import { ceilingRatio, emptyTally, handRole, matchShares, type Tally } from '../../../bench/bots-strength.ts';
import type { HandOutcome } from '../../../src/bots/arena.ts';

const hand = (declarers: number[], declarerWon: boolean): Pick<HandOutcome, 'declarers' | 'declarerWon'> => ({
  declarers,
  declarerWon,
});

describe('which hands are called', () => {
  it('the bot chose the contract: its own hand, not called', () => {
    expect(handRole('japanese', hand([2, 4], true), 2)).toBe('bidder');
    expect(handRole('nap', hand([1], false), 1)).toBe('bidder');
  });

  it('another seat chose the contract and called the bot: a called hand', () => {
    expect(handRole('japanese', hand([0, 3], true), 3)).toBe('partner');
    expect(handRole('tw-hk', hand([4, 0], false), 0)).toBe('partner');
    expect(handRole('mighty', hand([1, 2], true), 2)).toBe('partner');
  });

  it('the bot defends against another seat’s contract: not called', () => {
    expect(handRole('japanese', hand([0, 3], true), 1)).toBe('defender');
    expect(handRole('nap', hand([2], true), 0)).toBe('defender');
    // a solo declarer (the called card was in its own hand): everyone else defends
    expect(handRole('mighty', hand([4], true), 3)).toBe('defender');
  });

  it('Daifugō has no contract, so no called hands', () => {
    expect(handRole('daifugo', hand([2], true), 2)).toBe('all');
  });
});

/** A tally from (role, won) hands, as `playMatchChunk` counts them. */
function tally(hands: [ReturnType<typeof handRole>, boolean][]): Tally {
  const t = emptyTally();
  for (const [role, won] of hands)
    for (const r of role === 'all' ? (['all'] as const) : ([role, 'all'] as const)) {
      t[r].hands++;
      if (won) t[r].won++;
    }
  return t;
}

describe('the required share', () => {
  // 6 own hands (5 won), 4 called hands (1 won)
  const t = tally([
    ['bidder', true],
    ['bidder', false],
    ['defender', true],
    ['defender', true],
    ['defender', true],
    ['defender', true],
    ['partner', false],
    ['partner', false],
    ['partner', true],
    ['partner', false],
  ]);

  it('leaves the called hands out, reports them apart, and keeps the all-hands share', () => {
    const s = matchShares(t);
    expect(s.measure).toEqual({ hands: 6, won: 5 });
    expect(s.called).toEqual({ hands: 4, won: 1 });
    expect(s.all).toEqual({ hands: 10, won: 6 });
  });

  it('Daifugō: every hand counts', () => {
    const s = matchShares(
      tally([
        ['all', true],
        ['all', false],
        ['all', true],
      ]),
    );
    expect(s.measure).toEqual({ hands: 3, won: 2 });
    expect(s.called.hands).toBe(0);
  });

  it('the ceiling ratio compares the required shares, not the all-hands shares', () => {
    // the ceiling wins every own hand and every called hand
    const oracle = tally([
      ...Array<[ReturnType<typeof handRole>, boolean]>(6).fill(['defender', true]),
      ...Array<[ReturnType<typeof handRole>, boolean]>(4).fill(['partner', true]),
    ]);
    expect(ceilingRatio(t, oracle)).toBeCloseTo(5 / 6);
    expect(ceilingRatio(t, emptyTally())).toBeNull();
  });
});
