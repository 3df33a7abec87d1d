import { describe, expect, test } from 'vitest';
import { dealIndexFromHash } from '../../../src/islands-logic/deal-anchor.ts';
import { DEAL_FILES } from '../../../src/content-data/deals.ts';

describe('the deal an address names (a lesson’s "Play it out" link)', () => {
  test('the fragment names a deal: that deal opens; none, or an unknown one: the first', () => {
    for (const f of DEAL_FILES) {
      const ids = f.deals.map((d) => d.id);
      ids.forEach((id, i) => expect(dealIndexFromHash(ids, `#${id}`), id).toBe(i));
      expect(dealIndexFromHash(ids, '')).toBe(0);
      expect(dealIndexFromHash(ids, '#no-such-deal')).toBe(0);
    }
    expect(dealIndexFromHash(['a', 'b c'], '#b%20c')).toBe(1);
    expect(dealIndexFromHash(['a', 'b'], '#%E0%A4%A')).toBe(0);
  });
});
