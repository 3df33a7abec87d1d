import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daifugoGame,
  deckFor,
  randomAction,
  replayDaifugo,
  setupDaifugo,
  setupOf,
  type DaifugoAction,
  type DaifugoState,
} from '../../src/engine/daifugo/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { cases } from '../depth.ts';

const arbGame = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  players: fc.integer({ min: 4, max: 8 }),
  preset: fc.constantFrom('moderate', 'all', 'none'),
  permanentPass: fc.boolean(),
  autoPass: fc.boolean(),
  scoring: fc.constantFrom('plus', 'minus'),
  jokers: fc.constantFrom(undefined, 0, 1, 2),
  policySeed: fc.integer(),
  /** The popular local rules (SPEC §6.4): each on or off; five skip replaces same-rank skip. */
  local: fc.record({
    spadeThree: fc.boolean(),
    sevenPass: fc.boolean(),
    tenDiscard: fc.boolean(),
    queenBomber: fc.boolean(),
    fiveSkip: fc.boolean(),
    sandstorm: fc.boolean(),
  }),
});
type GameParams = typeof arbGame extends fc.Arbitrary<infer T> ? T : never;

function start(p: GameParams): DaifugoState {
  const rules: Record<string, unknown> = {
    permanentPass: p.permanentPass,
    autoPass: p.autoPass,
    scoring: p.scoring,
    ...p.local,
  };
  if (p.local.fiveSkip) rules['skip'] = false;
  if (p.jokers !== undefined) rules['jokers'] = p.jokers;
  return setupDaifugo({ ruleSet: { variant: 'daifugo', preset: p.preset, rules }, players: p.players, seed: p.seed });
}

/** Play up to `rounds` rounds with the random policy, calling `check` after every action. */
function run(p: GameParams, rounds: number, check: (s: DaifugoState, a: DaifugoAction) => void): DaifugoState {
  let s = start(p);
  const rng = new Rng(p.policySeed);
  let guard = 0;
  while (s.phase !== 'gameOver' && s.results.length < rounds) {
    const a = randomAction(s, rng)!;
    const r = daifugoGame.apply(s, a);
    if (!r.ok) throw new Error(`legal action refused: ${r.reason}`);
    s = r.value;
    check(s, a);
    if (++guard > 5000) throw new Error('a game did not end');
  }
  return s;
}

const norm = (cards: readonly string[]) =>
  cards
    .map((c) => (c === 'JK' || c === 'BJ' || c === 'LJ' ? '*' : c))
    .sort()
    .join(' ');

describe('daifugo properties', () => {
  it('cards are conserved and every round ends with a complete ranking', () => {
    fc.assert(
      fc.property(arbGame, (p) => {
        const deck = deckFor(start(p).rules.jokers).sort();
        const s = run(p, 3, (st) => {
          if (st.phase === 'gameOver') return;
          const all = [...st.hands.flat(), ...st.pile.flatMap((e) => e.cards), ...st.discard].sort();
          expect(all).toEqual(deck);
          expect(daifugoGame.toAct(st).length).toBeGreaterThan(0);
        });
        for (const r of s.results) {
          expect([...r.ranking].sort((a, b) => a - b)).toEqual(Array.from({ length: p.players }, (_, i) => i));
          expect(r.titles.filter((t) => t === 'President')).toHaveLength(1);
          expect(r.titles.filter((t) => t === 'Beggar')).toHaveLength(1);
          expect(r.delta.reduce((a, b) => a + b, 0)).toBe(
            p.scoring === 'plus' ? (p.players * (p.players - 1)) / 2 : 1 - 1 * (p.players - 3) - 2 - 3,
          );
        }
      }),
      { numRuns: cases(60) },
    );
  });

  it('legal plays are accepted, and only they', () => {
    fc.assert(
      fc.property(arbGame, fc.integer(), (p, pick) => {
        const rng = new Rng(pick);
        let checked = 0;
        run(p, 1, (s) => {
          if (s.phase !== 'play' || checked > 40) return;
          const seat = s.turn;
          const legal = daifugoGame.legalActions(s, seat);
          if (s.decisions.length > 0) {
            // A seven pass, ten discard or queen bomber is due: only it is accepted.
            expect(legal.length).toBeGreaterThan(0);
            for (const a of legal) {
              expect(a.type).toBe(s.decisions[0]!.kind);
              if (rng.int(8) === 0) expect(daifugoGame.apply(s, a).ok, JSON.stringify(a)).toBe(true);
            }
            expect(daifugoGame.apply(s, { type: 'play', seat, cards: s.hands[seat]!.slice(0, 1) }).ok).toBe(false);
            expect(daifugoGame.legalActions(s, (seat + 1) % p.players)).toEqual([]);
            return;
          }
          const keys = new Set(legal.filter((a) => a.type === 'play').map((a) => norm(a.cards)));
          for (const a of legal) {
            if (rng.int(4) === 0) expect(daifugoGame.apply(s, a).ok, JSON.stringify(a)).toBe(true);
          }
          // random subsets of the hand: accepted exactly when some legal play uses those cards
          const hand = s.hands[seat]!;
          for (let k = 0; k < 6; k++) {
            const size = 1 + rng.int(Math.min(5, hand.length));
            const cards = rng.shuffle(hand).slice(0, size);
            const r = daifugoGame.apply(s, { type: 'play', seat, cards });
            expect(r.ok, `${cards.join(' ')} ${r.ok ? '' : r.reason}`).toBe(keys.has(norm(cards)));
          }
          expect(daifugoGame.apply(s, { type: 'pass', seat }).ok).toBe(s.pile.length > 0);
          const other = (seat + 1) % p.players;
          expect(daifugoGame.legalActions(s, other)).toEqual([]);
          checked++;
        });
      }),
      { numRuns: cases(60) },
    );
  });

  it('a serialised game replays to the same state', () => {
    fc.assert(
      fc.property(arbGame, (p) => {
        const s = run(p, 2, () => {});
        const json = JSON.parse(JSON.stringify(s)) as DaifugoState;
        expect(json).toEqual(s);
        const again = replayDaifugo(setupOf(json), json.log);
        expect(again).toEqual(s);
      }),
      { numRuns: cases(40) },
    );
  });
});
