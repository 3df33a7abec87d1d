/** A legal-cards query's hand, read the same way by Nap, tw-hk and Mighty (`readLegalHand`). */
import { describe, expect, it } from 'vitest';
import '../../../src/engine/all-judges.ts';
import { judgeOne } from '../../../src/engine/judge.ts';

const TABLES = [
  { variant: 'nap', players: 4, full: ['S2', 'S3', 'S4', 'S5'] },
  { variant: 'tw-hk', players: 5, full: ['S2', 'S3', 'S4', 'S5', 'S6'] },
  { variant: 'mighty', players: 5, full: ['S2', 'S3', 'S4', 'S5', 'S6'] },
] as const;

const error = (q: Record<string, unknown>) =>
  (judgeOne({ query: 'legal', trump: 'H', trick: 2, ...q }) as { error?: string }).error;

describe('the hand of a legal-cards query', () => {
  it.each(TABLES)('$variant: answered while the trick is open', ({ variant }) => {
    expect(judgeOne({ variant, query: 'legal', trump: 'H', trick: 2, plays: ['S2'], hand: ['S9', 'H3'] })).toEqual({
      legal: ['S9'],
    });
  });

  it.each(TABLES)(
    '$variant: refused, saying why, when the trick is complete, the hand empty or a card played twice',
    ({ variant, players, full }) => {
      expect(error({ variant, plays: full, hand: ['S9'] })).toBe(
        `the trick is already complete: "plays" holds at most ${players - 1} cards here`,
      );
      expect(error({ variant, plays: ['S2'], hand: [] })).toBe('"hand" must hold at least one card');
      expect(error({ variant, plays: ['S2'], hand: ['S2', 'S9'] })).toMatch(/S2|♠2/);
    },
  );
});
