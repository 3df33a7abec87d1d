import { describe, expect, it } from 'vitest';
import {
  gameWinners,
  placePoints,
  resolveDaifugoRules,
  startingScore,
  targetOf,
} from '../../../src/engine/daifugo/index.ts';
import { scoreRound } from '../../../src/islands-logic/daifugo-score.ts';

const rules = (scoring: 'plus' | 'minus', length: 'short' | 'medium' | 'long' = 'medium') =>
  resolveDaifugoRules(undefined, { scoring, length });

describe('Daifugō scoring (SPEC §6.5)', () => {
  it.each([
    ['plus', 4, [3, 2, 1, 0]],
    ['plus', 6, [5, 4, 3, 2, 1, 0]],
    ['minus', 4, [1, -1, -2, -3]],
    ['minus', 5, [1, -1, -1, -2, -3]],
    ['minus', 8, [1, -1, -1, -1, -1, -1, -2, -3]],
  ] as const)('%s scoring, %i players: points by place', (scoring, n, points) => {
    expect(Array.from({ length: n }, (_, pos) => placePoints(rules(scoring), pos, n))).toEqual(points);
  });

  it.each([
    ['plus', 'short', 4, 8],
    ['plus', 'medium', 4, 12],
    ['plus', 'long', 6, 24],
    ['minus', 'short', 4, 10],
    ['minus', 'medium', 7, 15],
    ['minus', 'long', 4, 20],
  ] as const)('%s/%s with %i players: target or stock %i', (scoring, length, n, t) => {
    expect(targetOf(rules(scoring, length), n)).toBe(t);
    expect(startingScore(rules(scoring, length), n)).toBe(scoring === 'minus' ? t : 0);
  });

  it('ends a plus game when someone reaches the target, a minus game when a stock runs out', () => {
    expect(gameWinners(rules('plus'), [11, 3, 5, 0])).toBeNull();
    expect(gameWinners(rules('plus'), [12, 3, 12, 0])).toEqual([0, 2]);
    expect(gameWinners(rules('minus'), [1, 3, 5, 2])).toBeNull();
    expect(gameWinners(rules('minus'), [16, 0, 9, 12])).toEqual([0]);
  });
});

describe('the score calculator round', () => {
  it('scores one round from the places and the totals before it', () => {
    const r = scoreRound(rules('plus'), [9, 4, 10, 2], [2, 1, 0, 3]);
    expect(r).toEqual({
      ok: true,
      rows: [
        { place: 2, title: 'Peasant', points: 1, total: 10 },
        { place: 1, title: 'Minister', points: 2, total: 6 },
        { place: 0, title: 'President', points: 3, total: 13 },
        { place: 3, title: 'Beggar', points: 0, total: 2 },
      ],
      winners: [2],
      target: 12,
    });
  });
  it('names a place given twice or a missing total', () => {
    expect(scoreRound(rules('plus'), [0, 0, 0, 0], [0, 1, 1, 3])).toEqual({
      ok: false,
      problem: 'players 2 and 3 cannot both finish 2nd: give each player a different place',
      issue: { kind: 'same-place', players: [2, 3], place: 1 },
    });
    expect(scoreRound(rules('minus'), [15, Number.NaN, 15, 15], [0, 1, 2, 3])).toEqual({
      ok: false,
      problem: "player 2's total before the round is not a whole number",
      issue: { kind: 'not-whole', player: 2 },
    });
  });
});
