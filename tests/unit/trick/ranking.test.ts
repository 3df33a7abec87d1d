/** The ranking explorers of Nap, tw-hk and Mighty: one order of the deck, each card with its role. */
import { describe, expect, it } from 'vitest';
import { RANK_VALUE, rankOf, suitOf, type Rank } from '../../../src/engine/cards.ts';
import { ALL_ENGINES } from '../../../src/islands-logic/engines/all.ts';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';

const GAMES = ['nap', 'tw-hk', 'mighty'] as const;
const SPECIAL = new Set(['mighty', 'joker', 'powerless-joker', 'secretary', 'big-joker', 'little-joker', 'weak-joker']);

describe('the ranking explorer’s roles', () => {
  it.each(GAMES)('%s: nothing led, a plain card is a "suit" card ranked by its rank; strongest first', (game) => {
    const e = ALL_ENGINES[game] as TrickEngine;
    const rows = e.ranking({}, { trump: 'S', trick: 2, led: null });
    expect(rows.map((r) => r.card).sort()).toEqual([...e.deck({})].sort());
    for (const r of rows) {
      if (SPECIAL.has(r.role)) continue;
      if (suitOf(r.card) === 'S') expect(r.role, r.card).toBe('trump');
      else {
        expect(r.role, r.card).toBe('suit');
        expect(r.strength, r.card).toBe(100 + RANK_VALUE[rankOf(r.card) as Rank]);
      }
    }
    expect(rows.map((r) => r.strength)).toEqual(rows.map((r) => r.strength).sort((a, b) => b - a));
  });

  it.each(GAMES)('%s: hearts led, a plain card of another suit never wins; one of hearts is "led"', (game) => {
    const rows = (ALL_ENGINES[game] as TrickEngine).ranking({}, { trump: 'S', trick: 2, led: 'H' });
    for (const r of rows) {
      if (SPECIAL.has(r.role) || suitOf(r.card) === 'S') continue;
      expect(r.role, r.card).toBe(suitOf(r.card) === 'H' ? 'led' : 'never');
    }
  });
});
