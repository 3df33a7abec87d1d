/** How the bots pick a bid from its simulated average (Japanese, Nap, tw-hk and Mighty share it). */
import { describe, expect, it } from 'vitest';
import { bestAverage, passOnAverage } from '../../../src/bots/trick-common.ts';

describe('the bid with the best simulated average', () => {
  const ev = new Map([
    ['7S', -2],
    ['8S', 3],
    ['8H', 3],
    ['9S', 1],
  ]);
  const key = (b: string) => b;

  it('is the highest above the floor, the first of equal ones', () => {
    expect(bestAverage(['7S', '8S', '8H', '9S'], ev, key)).toEqual({ bid: '8S', value: 3 });
    expect(bestAverage(['8H', '8S'], ev, key)).toEqual({ bid: '8H', value: 3 });
  });

  it('is none when no bid averages above the floor (0: passing scores nothing)', () => {
    expect(bestAverage(['7S'], ev, key)).toBeNull();
    expect(bestAverage(['7S'], ev, key, -Infinity)).toEqual({ bid: '7S', value: -2 });
  });

  it('passes over a bid that was not simulated', () => {
    expect(bestAverage(['NT', '9S'], ev, key)).toEqual({ bid: '9S', value: 1 });
    expect(bestAverage(['NT'], ev, key, -Infinity)).toBeNull();
  });

  it('a pass says why as data', () => {
    expect(passOnAverage({ type: 'pass' })).toEqual({
      action: { type: 'pass' },
      why: { kind: 'pass-average' },
      hint: 'Pass: no bid scores on average over simulated deals.',
    });
  });
});
