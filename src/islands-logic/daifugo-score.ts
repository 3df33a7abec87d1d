/**
 * The Daifugō score calculator's one computation: the engine's points for each place, added to
 * the totals before the round, and whether the game is over. Pure, so it is unit-tested.
 */
import { gameWinners, placePoints, targetOf, titlesFor } from '../engine/daifugo/game.ts';
import type { DaifugoRules } from '../engine/daifugo/options.ts';

export interface RoundRow {
  /** 0 = first out. */
  place: number;
  title: string;
  points: number;
  total: number;
}

/** What is wrong with the inputs, for an island to say in its own language (players counted from 1). */
export type RoundIssue =
  | { kind: 'not-whole'; player: number }
  | { kind: 'bad-place'; player: number; players: number }
  | { kind: 'same-place'; players: [number, number]; place: number };

export type RoundScore =
  | { ok: true; rows: RoundRow[]; winners: number[] | null; target: number }
  | { ok: false; problem: string; issue: RoundIssue };

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** `totals[i]`: player i's score before the round; `places[i]`: where player i finished (0 = first). */
export function scoreRound(rules: DaifugoRules, totals: readonly number[], places: readonly number[]): RoundScore {
  const n = places.length;
  for (let i = 0; i < n; i++) {
    if (!Number.isInteger(totals[i])) {
      return {
        ok: false,
        problem: `player ${i + 1}'s total before the round is not a whole number`,
        issue: { kind: 'not-whole', player: i + 1 },
      };
    }
    const p = places[i]!;
    if (!Number.isInteger(p) || p < 0 || p >= n) {
      return {
        ok: false,
        problem: `player ${i + 1}'s place must be from 1st to ${ordinal(n)}`,
        issue: { kind: 'bad-place', player: i + 1, players: n },
      };
    }
    const j = places.indexOf(p);
    if (j !== i) {
      return {
        ok: false,
        problem: `players ${j + 1} and ${i + 1} cannot both finish ${ordinal(p + 1)}: give each player a different place`,
        issue: { kind: 'same-place', players: [j + 1, i + 1], place: p },
      };
    }
  }
  const ranking = Array.from({ length: n }, (_, pos) => places.indexOf(pos));
  const titles = titlesFor(ranking);
  const rows = places.map((place, i) => {
    const points = placePoints(rules, place, n);
    return { place, title: titles[i]!, points, total: totals[i]! + points };
  });
  return {
    ok: true,
    rows,
    winners: gameWinners(
      rules,
      rows.map((r) => r.total),
    ),
    target: targetOf(rules, n),
  };
}
