/**
 * Issue #32 item 3: the trick core checks a card played with the variant's `mayPlay` (is this held
 * card legal?) instead of making the list of legal cards. The answer must be the list's, always:
 *
 * - `followSuitAllows(hand, led, rule, mustPlay, card)` equals `followSuit(...).includes(card)` for
 *   every held card, on random hands, led suits, free cards, suitless cards and obligations;
 * - in every trick game of the registry, under random settings of its options, on random games:
 *   at each card play, every card of the hand is accepted by `apply` exactly when `legalActions`
 *   lists it (the listed action itself; a bare play of an unlisted card).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, suitOf, type Card, type Suit } from '../../src/engine/cards.ts';
import type { Game } from '../../src/engine/game.ts';
import { followSuit, followSuitAllows } from '../../src/engine/trick/index.ts';
import { VARIANT_LIST } from '../../src/engine/variants.ts';
import { Rng } from '../../src/engine/rng.ts';
import { randomAction } from '../../src/bots/random.ts';
import { cases } from '../depth.ts';

const SUITS: Suit[] = ['S', 'H', 'D', 'C'];

describe('followSuitAllows: the answer of followSuit’s list, without the list', () => {
  it('every held card, random rules', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ALL_CARDS), { minLength: 1, maxLength: 14 }),
        fc.constantFrom<Suit | null>(null, ...SUITS),
        fc.constantFrom<Suit | null>(null, ...SUITS),
        fc.uniqueArray(fc.constantFrom(...ALL_CARDS), { maxLength: 3 }),
        fc.uniqueArray(fc.constantFrom(...ALL_CARDS), { maxLength: 2 }),
        (hand, led, jokerSuit, free, must) => {
          const rules = [
            {
              suitFor: (c: Card) => (suitOf(c) === null ? jokerSuit : suitOf(c)),
              isFree: (c: Card) => free.includes(c),
            },
            { suitFor: (c: Card) => (free.includes(c) ? null : suitOf(c)) },
            {},
          ];
          for (const rule of rules)
            for (const mustPlay of [must, [] as Card[]]) {
              const legal = followSuit(hand, led, rule, mustPlay);
              for (const card of hand)
                expect(followSuitAllows(hand, led, rule, mustPlay, card), card).toBe(legal.includes(card));
            }
        },
      ),
      { numRuns: cases(400) },
    );
  });
});

type Action = { type: string; seat?: number; card?: unknown };
type AnyGame = Game<unknown, Action, { hand?: Card[] }>;

const TRICK_GAMES = VARIANT_LIST.filter((v) => v.kind === 'trick');

/** Random values for a game's choice options (the player count and numbers left as they are). */
function randomRules(v: (typeof TRICK_GAMES)[number], rng: Rng): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, d] of Object.entries(v.options)) {
    if (key === 'players' || key === 'rounds' || key === 'hands') continue;
    if (d.kind === 'enum' && typeof d.default === 'string') out[key] = rng.pick(d.values);
    else if (d.kind === 'bool') out[key] = rng.int(2) === 0;
  }
  return out;
}

describe.each(TRICK_GAMES.map((v) => [v.id, v] as const))('%s: a card is accepted exactly when listed', (_, v) => {
  it('every held card at every play of random games under random options', () => {
    const G = v.game as unknown as AnyGame;
    let played = 0;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
        const rng = new Rng(seed);
        let s: unknown;
        try {
          s = G.setup({ ruleSet: { variant: v.id, rules: randomRules(v, rng) as never }, seed });
        } catch {
          return; // a combination of options the rules refuse
        }
        for (let i = 0; i < 300 && !G.isGameOver(s); i++) {
          const seat = G.toAct(s)[0]!;
          const legal = G.legalActions(s, seat);
          if (G.phase(s) === 'play') {
            for (const card of G.view(s, seat).hand ?? []) {
              const listed = legal.find((a) => a.type === 'play' && a.card === card);
              const r = G.apply(s, listed ?? { type: 'play', seat, card });
              expect(r.ok, `${card}: ${r.ok ? 'accepted' : r.reason}`).toBe(listed !== undefined);
              played++;
            }
          }
          const r = G.apply(s, randomAction(legal, `${seed}-${i}`).action);
          if (!r.ok) throw new Error(r.reason);
          s = r.value;
        }
      }),
      { numRuns: cases(60) },
    );
    expect(played).toBeGreaterThan(100);
  }, 120_000);
});
