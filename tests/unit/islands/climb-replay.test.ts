/**
 * Daifugō's replay after a round (islands-logic/climb-replay.ts): a seeded round played to its end
 * by random legal moves, told again move by move.
 */
import { describe, expect, test } from 'vitest';
import { climbSteps } from '../../../src/islands-logic/climb-replay.ts';
import { gameOf } from './table-render.tsx';

type V = Record<string, unknown>;

function firstRound(seed: string) {
  const game = gameOf('daifugo');
  let s = game.setup({ ruleSet: { variant: 'daifugo' }, seed });
  const dealt = (game.view(s, null)['handSizes'] as number[]).reduce((a, b) => a + b, 0);
  let r = 7;
  for (let i = 0; i < 3000; i++) {
    const last = game.view(s, null)['lastRound'] as V | null;
    if (last) return { last, dealt, players: (game.view(s, null)['handSizes'] as number[]).length };
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    r = (r * 1103515245 + 12345) % 2147483648;
    s = game.apply(s, legal[r % legal.length]!).value;
  }
  throw new Error('no round ended');
}

describe('Daifugō replay: the round move by move', () => {
  for (const seed of ['climb-replay-1', 'climb-replay-2', 'climb-replay-3']) {
    test(`seed ${seed}`, () => {
      const { last, dealt, players } = firstRound(seed);
      const history = last['history'] as V[];
      const ranking = last['ranking'] as number[];
      const steps = climbSteps(history, ranking, players, dealt);
      // one step per play and per pass
      expect(steps.length).toBe(history.filter((h) => h['type'] === 'play' || h['type'] === 'pass').length);
      expect(steps.map((s) => s.n)).toEqual(steps.map((_, i) => i + 1));
      // the last step's places are the engine's result
      expect(steps.at(-1)!.places).toEqual(ranking);
      // a cleared pile shows the cleared pile, its clearing move's leader, and the next step starts afresh
      const ci = steps.findIndex((s) => s.cleared && s.n < steps.length);
      expect(ci).toBeGreaterThanOrEqual(0);
      expect(steps[ci]!.pile.length).toBeGreaterThan(0);
      if (steps[ci]!.type === 'play') expect(steps[ci]!.pile.at(-1)!.cards).toEqual(steps[ci]!.cards);
      expect(steps[ci]!.leader).not.toBeNull();
      const next = steps.slice(ci + 1).find((s) => s.type === 'play');
      if (next) expect(steps[steps.indexOf(next)]!.pile[0]!.cards).toEqual(next.cards);
      // cards left: start from the deal, a seat out holds none, every count falls by the cards played
      const start = steps[0]!.left.map((n, s) => (n ?? 0) + (steps[0]!.seat === s ? steps[0]!.cards.length : 0));
      expect(start.reduce((a, b) => a + b, 0)).toBe(dealt);
      for (const s of steps) if (s.out) expect(s.left[s.seat]).toBe(0);
      // places so far grow with each seat that went out
      const outs = steps.filter((s) => s.out === 'finished').map((s) => s.seat);
      expect(ranking.slice(0, outs.length)).toEqual(outs);
    });
  }
});
