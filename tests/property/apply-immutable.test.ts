/**
 * The `Game` contract for every registered game: `apply` returns a NEW state and never changes the
 * one it is given, however much the two share (issue #32 item 3: the trick games share their
 * log, tricks and hands between states rather than copying them).
 *
 * On seeded random games of each game in the registry (its default rules and player count, and
 * every player count it allows), each state is deep-frozen before it is given to `apply` (a write to
 * any part shared with the new state throws, which `apply` reports as a refusal), and its JSON is
 * the same after `apply` as before; the new state is another object, its log is one action longer,
 * and the game rebuilt from the setup and that log (`replayLog`) equals it at the end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayLog, type Game, type GameSetup } from '../../src/engine/game.ts';
import { VARIANT_LIST } from '../../src/engine/variants.ts';
import { randomAction } from '../../src/bots/random.ts';
import { cases } from '../depth.ts';

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

type Action = { type: string; seat?: number };
type AnyGame = Game<{ log: readonly unknown[] }, Action, unknown>;

const GAMES = VARIANT_LIST.map((v) => [v.id, v.game as unknown as AnyGame, v.descriptor.players] as const);

describe.each(GAMES)('%s apply: a new state, the given one never changed', (variant, G, players) => {
  it('deep-frozen inputs stay as they were; the log grows by the action; the log replays the game', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(...players.counts), (seed, n) => {
        const setup: GameSetup = { ruleSet: { variant }, players: n, seed };
        let s = G.setup(setup);
        for (let i = 0; i < 250 && !G.isGameOver(s); i++) {
          const seat = G.toAct(s)[0]!;
          const a = randomAction(G.legalActions(s, seat), `${seed}-${i}`).action;
          deepFreeze(s);
          const before = JSON.stringify(s);
          const r = G.apply(s, a);
          expect(r.ok, r.ok ? '' : `${JSON.stringify(a)}: ${r.reason}`).toBe(true);
          expect(JSON.stringify(s)).toBe(before);
          if (!r.ok) return;
          expect(r.value).not.toBe(s);
          expect(r.value.log.length).toBe(s.log.length + 1);
          expect(r.value.log.slice(0, -1)).toEqual(s.log);
          s = r.value;
        }
        expect(replayLog(G, setup, s.log as Action[])).toEqual(s);
      }),
      { numRuns: cases(6) },
    );
  }, 120_000);
});
