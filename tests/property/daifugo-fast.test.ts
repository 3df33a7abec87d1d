/**
 * The Daifugō fast path (src/engine/daifugo/fast.ts) agrees with the readable engine: the same
 * legal plays in the same order at every step of readable random rounds, and whole random games
 * played move for move the same (same deal, same exchange, same plays, same ranking and scores).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countLegalPlays,
  deckFor,
  interpretations,
  legalPlayAt,
  legalPlays,
  playRandomRound,
  randomAction,
  resolveDaifugoRules,
  setupDaifugo,
  sortByStrength,
  tableOf,
  applyInPlace,
  type DaifugoAction,
  type DaifugoRules,
  type DaifugoState,
} from '../../src/engine/daifugo/index.ts';
import {
  fastCountLegal,
  fastFromState,
  fastHand,
  fastLegalPlays,
  fastPlayAt,
  fastPlayOut,
  fastRandomRound,
  newFastGame,
} from '../../src/engine/daifugo/fast.ts';
import { Rng } from '../../src/engine/rng.ts';
import { cases } from '../depth.ts';

/** A preset, 4–8 players and random overrides of every option (unskippable23 only with skip). */
const arbRules = fc
  .record({
    preset: fc.constantFrom('moderate', 'all', 'none'),
    players: fc.integer({ min: 4, max: 8 }),
    override: fc.boolean(),
    jokers: fc.constantFrom(0, 1, 2),
    stairs: fc.boolean(),
    revolution: fc.boolean(),
    elevenBack: fc.boolean(),
    eightCut: fc.boolean(),
    nineReverse: fc.boolean(),
    skip: fc.boolean(),
    unskippable23: fc.boolean(),
    suitLock: fc.boolean(),
    illegalFinish: fc.boolean(),
    downfall: fc.boolean(),
    autoPass: fc.boolean(),
    permanentPass: fc.boolean(),
    firstPlayer: fc.constantFrom('lowest', 'president'),
    scoring: fc.constantFrom('plus', 'minus'),
    length: fc.constantFrom('short', 'medium', 'long'),
    spadeThree: fc.boolean(),
    sevenPass: fc.boolean(),
    tenDiscard: fc.boolean(),
    queenBomber: fc.boolean(),
    fiveSkip: fc.boolean(),
    sandstorm: fc.boolean(),
  })
  .map(({ preset, players, override, ...o }) => {
    const rules: Record<string, unknown> = override
      ? { ...o, unskippable23: o.unskippable23 && o.skip, fiveSkip: o.fiveSkip && !o.skip }
      : {};
    return { preset, players, rules };
  });
type RuleParams = typeof arbRules extends fc.Arbitrary<infer T> ? T : never;

function start(p: RuleParams, seed: string): DaifugoState {
  return setupDaifugo({ ruleSet: { variant: 'daifugo', preset: p.preset, rules: p.rules }, players: p.players, seed });
}

function resolved(p: RuleParams): DaifugoRules {
  return resolveDaifugoRules(p.preset, p.rules, p.players);
}

describe('Daifugō fast path = readable engine', () => {
  it('same legal plays, in the same order, at every step of readable random rounds', () => {
    fc.assert(
      fc.property(arbRules, fc.string({ minLength: 1, maxLength: 6 }), fc.integer(), (p, seed, policy) => {
        const s = start(p, seed);
        const rng = new Rng(policy);
        const pickRng = new Rng(policy ^ 0x5a5a);
        let steps = 0;
        while (s.phase !== 'gameOver' && s.results.length < 2) {
          if (s.phase === 'play' && s.decisions.length === 0) {
            const g = fastFromState(s);
            const hand = s.hands[s.turn]!;
            for (let seat = 0; seat < p.players; seat++) expect(fastHand(g, seat)).toEqual(s.hands[seat]);
            const slow = legalPlays(hand, tableOf(s), s.rules, false).map((lp) => {
              const x: { cards: string[]; form: string; low?: string } = { cards: lp.cards, form: lp.form };
              if (lp.low !== undefined) x.low = lp.low;
              return x;
            });
            expect(fastLegalPlays(g)).toEqual(slow);
            const n = countLegalPlays(hand, tableOf(s), s.rules);
            expect(fastCountLegal(g)).toBe(n);
            expect(n).toBe(slow.length);
            if (n > 0) {
              const i = pickRng.int(n);
              const want = legalPlayAt(hand, i);
              const got = fastPlayAt(g, i);
              expect(got).toEqual(want.low === undefined ? { cards: want.cards, form: want.form } : want);
            }
            steps++;
          }
          const a = randomAction(s, rng)!;
          expect(applyInPlace(s, a)).toBeNull();
        }
        expect(steps).toBeGreaterThan(0);
      }),
      { numRuns: cases(150) },
    );
  }, 120_000);

  it('same legal plays on random hands and tables (any top, order, jack back and lock)', () => {
    fc.assert(
      fc.property(arbRules, fc.integer(), (p, n) => {
        const s = start(p, 'tables');
        const rng = new Rng(n);
        const deck = deckFor(s.rules.jokers);
        let nonEmpty = 0;
        for (let k = 0; k < 30; k++) {
          const cards = rng.shuffle(deck);
          const hand = sortByStrength(cards.slice(0, 1 + rng.int(14)));
          const topCards = cards.slice(20, 20 + 1 + rng.int(6));
          const shapes = interpretations(topCards, s.rules.stairs);
          const shape = shapes.length > 0 && rng.int(5) > 0 ? shapes[rng.int(shapes.length)]! : null;
          s.hands[s.turn] = hand;
          s.pile = shape === null ? [] : [{ ...shape, seat: (s.turn + 1) % p.players, cards: topCards }];
          s.lastPlayer = shape === null ? -1 : (s.turn + 1) % p.players;
          s.revolution = rng.int(2) === 1;
          s.elevenBack = rng.int(2) === 1;
          s.locked = shape === null || rng.int(2) === 0 ? 0 : rng.int(16);
          const g = fastFromState(s);
          const slow = legalPlays(hand, tableOf(s), s.rules, false);
          expect(fastLegalPlays(g)).toEqual(
            slow.map((lp) =>
              lp.low === undefined
                ? { cards: lp.cards, form: lp.form }
                : { cards: lp.cards, form: lp.form, low: lp.low },
            ),
          );
          const count = countLegalPlays(hand, tableOf(s), s.rules);
          expect(fastCountLegal(g)).toBe(count);
          for (let i = 0; i < count; i++) {
            const want = legalPlayAt(hand, i);
            expect(fastPlayAt(g, i)).toEqual(want.low === undefined ? { cards: want.cards, form: want.form } : want);
          }
          if (count > 0) nonEmpty++;
        }
        expect(nonEmpty).toBeGreaterThan(0);
      }),
      { numRuns: cases(150) },
    );
  }, 120_000);

  it('same answers to a lone joker (spade 3) and to a triple (three 3s) with the local rules on', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 15 }),
        (n, reversed, lockOn, lock) => {
          const s = start(
            {
              preset: 'all',
              players: 4,
              rules: { spadeThree: true, sandstorm: true, jokers: 2, skip: false, fiveSkip: true },
            },
            'local',
          );
          const rng = new Rng(n);
          const rest = deckFor(2).filter((c) => !c.endsWith('3') && c !== 'BJ');
          const threes = rng.shuffle(['S3', 'H3', 'D3', 'C3']).slice(0, 1 + rng.int(4));
          const hand = sortByStrength([...threes, ...rng.shuffle(rest).slice(0, rng.int(12))]);
          const joker = rng.int(2) === 0;
          const topCards = joker
            ? ['BJ']
            : rng.pick([
                ['H9', 'D9', 'C9'],
                ['HK', 'SK', 'BJ'],
                ['S2', 'H2', 'D2'],
              ]);
          const topCardsFree = topCards.filter((c) => !hand.includes(c));
          if (topCardsFree.length !== topCards.length) return;
          const shape = interpretations(topCards, false)[0]!;
          s.hands[s.turn] = hand;
          s.pile = [{ ...shape, seat: (s.turn + 1) % 4, cards: topCards }];
          s.lastPlayer = (s.turn + 1) % 4;
          s.revolution = reversed;
          s.locked = lockOn ? lock : 0;
          const g = fastFromState(s);
          const slow = legalPlays(hand, tableOf(s), s.rules, false);
          expect(fastLegalPlays(g)).toEqual(slow.map((lp) => ({ cards: lp.cards, form: lp.form })));
          const count = countLegalPlays(hand, tableOf(s), s.rules);
          expect(fastCountLegal(g)).toBe(count);
          for (let i = 0; i < count; i++) {
            const want = legalPlayAt(hand, i);
            expect(fastPlayAt(g, i)).toEqual({ cards: want.cards, form: want.form });
          }
        },
      ),
      { numRuns: cases(300) },
    );
  });

  it('whole random games replay move for move: same actions, rankings, scores and end', () => {
    fc.assert(
      fc.property(arbRules, fc.string({ minLength: 1, maxLength: 6 }), fc.integer(), (p, seed, policy) => {
        const s = start(p, seed);
        const g = newFastGame(resolved(p), seed);
        const slowRng = new Rng(policy);
        const fastRng = new Rng(policy);
        let rounds = 0;
        while (s.phase !== 'gameOver') {
          const want = playRandomRound(s, slowRng);
          const got: DaifugoAction[] = [];
          fastRandomRound(g, fastRng, got);
          expect(got).toEqual(want);
          const r = s.results[s.results.length - 1]!;
          expect([...g.ranking]).toEqual(r.ranking);
          expect([...g.ranking].sort((a, b) => a - b)).toEqual(Array.from({ length: p.players }, (_, i) => i));
          expect([...g.delta]).toEqual(r.delta);
          expect([...g.scores]).toEqual(r.scores);
          expect(g.rounds).toBe(s.results.length);
          expect(g.over).toBe(s.winners !== null);
          if (++rounds > 200) throw new Error('a game did not end');
        }
        expect(g.winners).toEqual(s.winners);
        expect(() => fastRandomRound(g, fastRng)).toThrow(/over/);
      }),
      { numRuns: cases(120) },
    );
  }, 120_000);

  it('from a random mid-round position the fast play-out continues exactly as the readable one', () => {
    fc.assert(
      fc.property(
        arbRules,
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.integer(),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 2 }),
        (p, seed, policy, steps, round) => {
          const s = start(p, seed);
          const rng = new Rng(policy);
          for (let r = 0; r < round && s.phase !== 'gameOver'; r++) playRandomRound(s, rng);
          if (s.phase === 'gameOver') return;
          const done = s.results.length;
          for (let k = 0; k < steps || s.phase !== 'play' || s.decisions.length > 0; k++) {
            const a = randomAction(s, rng)!;
            expect(applyInPlace(s, a)).toBeNull();
            if (s.results.length !== done) return;
          }
          const g = fastFromState(s);
          const fastRng = new Rng(rng.state);
          const want = playRandomRound(s, rng);
          const got: DaifugoAction[] = [];
          fastPlayOut(g, fastRng, got);
          expect(got).toEqual(want);
          const r = s.results[s.results.length - 1]!;
          expect([...g.ranking]).toEqual(r.ranking);
          expect([...g.scores]).toEqual(r.scores);
        },
      ),
      { numRuns: cases(150) },
    );
  }, 120_000);

  it('loads only play-phase states', () => {
    const s = start({ preset: 'moderate', players: 4, rules: {} }, 'x');
    const rng = new Rng(1);
    playRandomRound(s, rng);
    expect(s.phase).toBe('exchange');
    expect(() => fastFromState(s)).toThrow(/play phase/);
  });
});
