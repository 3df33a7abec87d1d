/**
 * Issue #16 §2: the fast `apply` of English Nap, tw-hk and Mighty (copy-on-write by phase, the
 * log appended by `applyToCopy`) and the fast trick core, against the old paths as references.
 *
 * - apply: on random games of each variant, the state given to `apply` is deep-frozen (so a change
 *   to any part the new state shares with it throws, which `apply` reports as a refusal) and the
 *   outcome equals the deep-copy apply (`structuredClone` of the state, then the change), action
 *   for action, for legal actions and for a refused one (another seat's turn).
 * - trick core: `playToTrick` and `followSuit` equal the pre-#16 core kept in
 *   `tests/reference/trick-core-v1.ts`, play for play, on random hands under the rules of Nap and
 *   tw-hk and the plain trick, legal plays, cards of the wrong suit and cards not held.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, suitOf, type Card, type Suit } from '../../src/engine/cards.ts';
import type { Game } from '../../src/engine/game.ts';
import { mightyGame } from '../../src/engine/mighty/game.ts';
import { napGame, napTrickRules } from '../../src/engine/nap/game.ts';
import { twhkGame, twhkTrickRules } from '../../src/engine/twhk/game.ts';
import { resolveTwhk } from '../../src/engine/twhk/options.ts';
import { Rng } from '../../src/engine/rng.ts';
import {
  followSuit,
  plainTrickWinner,
  playToTrick,
  startTrickHand,
  trickNumber,
  trickToAct,
  type TrickContext,
  type TrickHand,
  type TrickRules,
} from '../../src/engine/trick/index.ts';
import { randomAction } from '../../src/bots/random.ts';
import { followSuitV1, playToTrickV1 } from '../reference/trick-core-v1.ts';
import { cases } from '../depth.ts';

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

type AnyGame = Game<unknown, { type: string; seat?: number }, unknown>;
const GAMES: [string, AnyGame, number[], Record<string, unknown>[]][] = [
  ['nap', napGame as unknown as AnyGame, [2, 4, 5, 7], [{}, { bidding: 'single' }, { rounds: 3 }]],
  ['tw-hk', twhkGame as unknown as AnyGame, [4, 5, 6], [{}, { firstLead: 'napoleon', scoring: 'hongkong' }]],
  ['mighty', mightyGame as unknown as AnyGame, [5], [{}, { ripper: 'forced' }]],
];

describe.each(GAMES)('%s apply: copy-on-write equals the deep-copy apply', (variant, G, counts, rulesList) => {
  it('same states and refusals action for action; the given state is never changed', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom(...rulesList),
        fc.constantFrom(...counts),
        (seed, rules, players) => {
          let s = G.setup({ ruleSet: { variant: variant as never, rules: rules as never }, players, seed });
          for (let i = 0; i < 200 && !G.isGameOver(s); i++) {
            const seat = G.toAct(s)[0]!;
            const a = randomAction(G.legalActions(s, seat), `${seed}-${i}`).action;
            deepFreeze(s);
            const bad = { ...a, seat: (seat + 1) % players };
            const rb = G.apply(s, bad);
            const rbRef = G.apply(structuredClone(s), bad);
            expect(rb).toEqual(rbRef);
            const r = G.apply(s, a);
            const ref = G.apply(structuredClone(s), structuredClone(a));
            expect(r.ok, r.ok ? '' : r.reason).toBe(true);
            expect(r).toEqual(ref);
            if (!r.ok) return;
            s = r.value;
          }
        },
      ),
      { numRuns: cases(15) },
    );
  }, 120_000);
});

const SUITS: Suit[] = ['S', 'H', 'D', 'C'];

function plainRules(trump: Suit | null): TrickRules {
  return {
    context: (hand, plays) => ({
      trump,
      ledSuit: plays[0] ? suitOf(plays[0].card) : null,
      trickNumber: trickNumber(hand),
      totalTricks: hand.totalTricks,
      players: hand.players,
    }),
    legal: (hand, _plays, ctx: TrickContext) => followSuit(hand, ctx.ledSuit),
    winner: (plays, ctx) =>
      plainTrickWinner(
        plays.map((p) => p.card),
        ctx.trump,
        ctx.ledSuit,
      ),
    points: (c) => (c.endsWith('A') || c.endsWith('10') ? 1 : 0),
  };
}

describe('trick core: the fast playToTrick and followSuit equal the pre-#16 core', () => {
  it('followSuit: same cards for random hands, led suits, free cards and obligations', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ALL_CARDS), { minLength: 0, maxLength: 14 }),
        fc.constantFrom<Suit | null>(null, ...SUITS),
        fc.constantFrom<Suit | null>(null, ...SUITS),
        fc.uniqueArray(fc.constantFrom(...ALL_CARDS), { maxLength: 3 }),
        fc.uniqueArray(fc.constantFrom(...ALL_CARDS), { maxLength: 2 }),
        (hand, led, jokerSuit, free, must) => {
          const rule = {
            suitFor: (c: Card) => (suitOf(c) === null ? jokerSuit : suitOf(c)),
            isFree: (c: Card) => free.includes(c),
          };
          expect(followSuit(hand, led, rule, must)).toEqual(followSuitV1(hand, led, rule, must));
          expect(followSuit(hand, led)).toEqual(followSuitV1(hand, led));
          expect(followSuit(hand, led, { suitFor: rule.suitFor })).toEqual(
            followSuitV1(hand, led, { suitFor: rule.suitFor }),
          );
        },
      ),
      { numRuns: cases(400) },
    );
  });

  /** A copy without the `calls` the new core records on finished tricks (the old core has none). */
  function withoutCalls<T>(x: T): T {
    if (Array.isArray(x)) return x.map(withoutCalls) as T;
    if (x === null || typeof x !== 'object') return x;
    const o = x as Record<string, unknown>;
    const finished = 'winner' in o && 'explanation' in o;
    return Object.fromEntries(
      Object.entries(o)
        .filter(([k]) => !(finished && k === 'calls'))
        .map(([k, v]) => [k, withoutCalls(v)]),
    ) as T;
  }

  it('playToTrick: same outcome play for play (legal, off-suit and not-held cards)', () => {
    const twhkValues = resolveTwhk({});
    /** The trick rules a case plays by: its deck, its rules, and what a play adds (a named suit, a call). */
    const KINDS: Record<
      string,
      {
        deck: readonly Card[];
        rules: (trump: Suit, cards: Card[], rng: Rng) => TrickRules;
        extra: (declared: Suit, rng: Rng) => Record<string, unknown>;
      }
    > = {
      plain: { deck: ALL_CARDS.slice(0, 53), rules: (trump) => plainRules(trump), extra: () => ({}) },
      nap: {
        deck: ALL_CARDS.slice(0, 53),
        rules: (trump) => napTrickRules(false, () => trump) as unknown as TrickRules,
        extra: () => ({}),
      },
      'nap-misere': {
        deck: ALL_CARDS.slice(0, 53),
        rules: () => napTrickRules(true, () => null) as unknown as TrickRules,
        extra: () => ({}),
      },
      'tw-hk': {
        deck: ALL_CARDS.filter((c) => c !== 'JK'),
        rules: (trump, cards, rng) => twhkTrickRules(twhkValues, trump, rng.pick(cards)) as unknown as TrickRules,
        extra: (declared, rng) => ({ declared, calls: { summon: rng.int(2) === 0 } }),
      },
    };
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom(3, 4, 5),
        fc.constantFrom(...Object.keys(KINDS)),
        (seed, players, name) => {
          const kind = KINDS[name]!;
          const rng = new Rng(seed);
          const trump = rng.pick(SUITS);
          const cards = rng.shuffle([...kind.deck]).slice(0, players * 6);
          const hands = Array.from({ length: players }, (_, i) => cards.slice(i * 6, i * 6 + 6));
          const rules = kind.rules(trump, cards, rng);
          let hand: TrickHand = deepFreeze(startTrickHand(hands, rng.int(players)));
          for (let step = 0; step < players * 6; step++) {
            const seat = trickToAct(hand)!;
            const own = hand.hands[seat]!;
            const other = rng.pick(cards.filter((c) => !own.includes(c)));
            const declared = rng.pick(SUITS);
            const extra = kind.extra(declared, rng);
            // a card not held, a card of the hand (legal or not) and the wrong seat: same answers
            for (const [s, c] of [
              [seat, other],
              [(seat + 1) % players, own[0]!],
              [seat, rng.pick(own)],
            ] as [number, Card][]) {
              let a: unknown, b: unknown;
              try {
                a = playToTrick(hand, rules, s, c, extra);
              } catch (e) {
                a = String(e);
              }
              try {
                b = playToTrickV1(hand, rules, s, c, extra);
              } catch (e) {
                b = String(e);
              }
              expect(withoutCalls(a)).toEqual(b);
            }
            const ctx = rules.context(hand, hand.current);
            let legal: Card[];
            try {
              legal = rules.legal(own, hand.current, ctx);
            } catch {
              return; // a suitless lead with no declared suit: the rules refuse it, both cores alike
            }
            const card = rng.pick(legal);
            const r = playToTrick(hand, rules, seat, card, extra);
            expect(withoutCalls(r)).toEqual(playToTrickV1(hand, rules, seat, card, extra));
            if (!r.ok) return;
            // The new core also records the calls in force with a finished trick (the old one did not).
            if (r.value.completed)
              expect(r.value.completed.calls).toEqual(hand.calls['summon'] ? { ...hand.calls } : undefined);
            hand = deepFreeze(withoutCalls(r.value.hand));
          }
        },
      ),
      { numRuns: cases(200) },
    );
  });
});
