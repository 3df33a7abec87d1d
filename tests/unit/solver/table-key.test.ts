/**
 * The solver's table key (dds.ts): within one search, positions that differ only in which
 * ordinary low cards were spent share a key; a difference in a card with a power of its own
 * (here tw-hk's two jokers, which have no suit) or in a card's point value never does.
 */
import { describe, expect, it } from 'vitest';
import { cardIndex, type Card } from '../../../src/engine/cards.ts';
import { resolveTwhk } from '../../../src/engine/twhk/options.ts';
import { twhkGame } from '../../../src/engine/solver/games.ts';
import { tableKeys } from '../../../src/engine/solver/dds.ts';

const g = twhkGame(resolveTwhk({}, 5), 0, cardIndex('D7'));
// Three cards a seat at the start of trick 8; the positions below are what is left after
// spending one card of each seat (as a trick would).
const start: Card[][] = [
  ['BJ', 'LJ', 'S2'],
  ['H5', 'H4', 'H3'],
  ['HA', 'HK', 'C9'],
  ['HJ', 'H10', 'C6'],
  ['D2', 'D3', 'D4'],
];
const keys = (...spent: Card[][]) =>
  tableKeys(
    g,
    start.map((h) => h.map(cardIndex)),
    0,
    spent.map((s) => s.map(cardIndex)),
  );

describe('the solver table key', () => {
  it('is the same when only which low card of a suit was spent differs', () => {
    const [a, b] = keys(['S2', 'H5', 'C9', 'C6', 'D4'], ['S2', 'H4', 'C9', 'C6', 'D4']);
    expect(a).toEqual(b);
  });

  it('tells apart which joker a seat still holds', () => {
    const [big, little] = keys(['LJ', 'H5', 'C9', 'C6', 'D4'], ['BJ', 'H5', 'C9', 'C6', 'D4']);
    expect(little).not.toEqual(big);
  });

  it('tells apart a card worth points from a low one in the same place', () => {
    const [jackKept, tenKept] = keys(['S2', 'H5', 'C9', 'H10', 'D4'], ['S2', 'H5', 'C9', 'HJ', 'D4']);
    expect(tenKept).not.toEqual(jackKept);
  });
});
