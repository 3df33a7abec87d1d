import { describe, expect, it } from 'vitest';
import { playHand } from '../../../src/bots/arena.ts';
import { mightyScore } from '../../../src/engine/mighty/index.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { TABLES } from './helpers.ts';

describe('arena outcome', () => {
  it.each(['japanese', 'nap', 'tw-hk', 'mighty'] as VariantId[])(
    '%s: declarerWon agrees with the sign of the declarer’s score when it is not 0',
    (variant) => {
      const { players } = TABLES[variant];
      let checked = 0;
      for (let i = 0; i < 6; i++) {
        const o = playHand(variant, { variant }, players, `arena-${i}`, Array(players).fill('random'));
        const d = o.declarers[0]!;
        expect(o.declarers.length).toBeGreaterThan(0);
        if (o.deltas[d] !== 0) {
          expect(o.declarerWon).toBe(o.deltas[d]! > 0);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
  );

  it('a Mighty contract made with no score is still a win for the declarer (why the bench uses declarerWon)', () => {
    const s = mightyScore({ bid: 13, trump: 'S', points: 13, partner: 'friend' });
    expect(s.made).toBe(true);
    expect(s.declarer).toBe(0);
  });
});
