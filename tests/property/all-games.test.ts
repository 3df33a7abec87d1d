/**
 * The random-game test every game must pass (in the spirit of OpenSpiel's), through the `Game`
 * contract only: seeded random legal play reaches the end of a hand; every legal action is
 * accepted; a state survives a JSON round trip and continues identically; junk actions are
 * refused with a reason, never thrown, and leave the state unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/game.ts';
import { Rng } from '../../src/engine/rng.ts';
import { japaneseGame } from '../../src/engine/japanese/game.ts';
import { napGame } from '../../src/engine/nap/game.ts';
import { twhkGame } from '../../src/engine/twhk/game.ts';
import { mightyGame } from '../../src/engine/mighty/game.ts';
import { daifugoGame } from '../../src/engine/daifugo/game.ts';
import { cases } from '../depth.ts';

type AnyGame = Game<unknown, unknown, unknown>;
const GAMES: [string, AnyGame, number[]][] = [
  ['japanese', japaneseGame as AnyGame, [4, 5, 6]],
  ['nap', napGame as AnyGame, [2, 4, 7]],
  ['tw-hk', twhkGame as AnyGame, [4, 5, 6]],
  ['mighty', mightyGame as AnyGame, [5]],
  ['daifugo', daifugoGame as AnyGame, [4, 6, 8]],
];

const JUNK: unknown[] = [
  null,
  undefined,
  42,
  'play',
  {},
  { type: 'play' },
  { type: 'play', seat: 0 },
  { type: 'play', seat: 0, card: 'ZZ' },
  { type: 'play', seat: 99, card: 'SA' },
  { type: 'play', seat: -1, cards: ['SA'] },
  { type: 'bid', seat: 0, count: 'many' },
  { type: 'bid', seat: 0, count: 99, suit: 'X' },
  { type: 'pass', seat: 'me' },
  { type: 'discard', seat: 0, cards: 'SA' },
  { type: 'nonsense', seat: 0 },
];

const json = (x: unknown) => JSON.stringify(x);

describe.each(GAMES)('%s: the generic random-game test', (variant, game, playerCounts) => {
  it('random legal play, JSON round trips and junk actions', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(...playerCounts), (seed, players) => {
        let state = game.setup({ ruleSet: { variant: variant as never }, players, seed });
        const rng = new Rng(`policy/${seed}`);
        const startHands = (s: unknown) => json(s);
        let steps = 0;
        // Play until the game ends or, for open-ended games, a generous number of actions.
        while (!game.isGameOver(state) && steps < 400) {
          const seats = game.toAct(state);
          expect(seats.length, `someone must act in phase ${game.phase(state)}`).toBeGreaterThan(0);
          const seat = seats[0]!;
          const legal = game.legalActions(state, seat);
          expect(legal.length, `seat ${seat} has a legal action in phase ${game.phase(state)}`).toBeGreaterThan(0);
          if (steps % 7 === 0) {
            const before = startHands(state);
            for (const junk of JUNK) {
              const r = game.apply(state, junk);
              expect(r.ok, `junk action ${json(junk)} was accepted`).toBe(false);
              if (!r.ok) expect(r.reason.length).toBeGreaterThan(0);
            }
            expect(json(state), 'a refused action changed the state').toBe(before);
            // a JSON round trip continues identically
            const copy = JSON.parse(json(state));
            const a = legal[0]!;
            const r1 = game.apply(state, a);
            const r2 = game.apply(copy, a);
            expect(r1.ok && r2.ok).toBe(true);
            if (r1.ok && r2.ok) expect(json(r2.value)).toBe(json(r1.value));
          }
          const r = game.apply(state, rng.pick(legal));
          expect(r.ok, r.ok ? '' : r.reason).toBe(true);
          if (!r.ok) return;
          state = r.value;
          steps++;
          // views never throw, for every seat and for a spectator
          if (steps % 11 === 0) for (let s = -1; s < players; s++) game.view(state, s < 0 ? null : s);
        }
        expect(steps).toBeGreaterThan(0);
      }),
      { numRuns: cases(12) },
    );
  }, 60_000);
});
