/**
 * Nap's, tw-hk's and Mighty's trick explanations are made once per fact and then shared (issue
 * #32): each must still be exactly the one made afresh from the trick, as the engines did before
 * (tests/reference/<game>-rules-v1.ts), for every preset and option, trump, trick number, named
 * suit and call. Many tricks run in one process, so a key that leaves out a fact a sentence reads hands one
 * trick another's sentence and fails here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, type Card } from '../../src/engine/cards.ts';
import { resolveValues, type OptionValue } from '../../src/engine/options.ts';
import { VARIANTS } from '../../src/engine/variants.ts';
import type { TrickResult } from '../../src/engine/trick/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { napTrickWinner } from '../../src/engine/nap/rules.ts';
import { twhkTrickWinner } from '../../src/engine/twhk/rules.ts';
import { mightyTrickWinner } from '../../src/engine/mighty/rules.ts';
import { napTrickWinner as napV1 } from '../reference/nap-rules-v1.ts';
import { twhkTrickWinner as twhkV1 } from '../reference/twhk-rules-v1.ts';
import { mightyTrickWinner as mightyV1 } from '../reference/mighty-rules-v1.ts';
import { cases } from '../depth.ts';

type Winner = (plays: readonly Card[], ctx: never) => TrickResult;
const GAMES: [id: 'nap' | 'tw-hk' | 'mighty', now: Winner, v1: Winner, deck: readonly Card[]][] = [
  ['nap', napTrickWinner as Winner, napV1 as Winner, [...ALL_CARDS.slice(0, 52), 'JK']],
  ['tw-hk', twhkTrickWinner as Winner, twhkV1 as Winner, [...ALL_CARDS.slice(0, 52), 'BJ', 'LJ']],
  ['mighty', mightyTrickWinner as Winner, mightyV1 as Winner, [...ALL_CARDS.slice(0, 52), 'JK']],
];

/** The winner and explanation, or the error's message. */
function judge(f: Winner, plays: readonly Card[], ctx: unknown): unknown {
  try {
    const r = f(plays, ctx as never);
    return { winner: r.winner, explanation: { ...r.explanation } };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

describe('trick explanations shared by their facts', () => {
  for (const [id, now, v1, deck] of GAMES) {
    const v = VARIANTS[id];
    // a Misère contract (no trumps) exists where the game declares a Misère bid (Nap)
    const hasMisere = 'misere' in v.options;
    it(`${id}: equal the explanation made afresh from the trick`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: v.presets.length - 1 }),
          fc.integer({ min: 0, max: 1e9 }),
          fc.constantFrom('S', 'H', 'D', 'C', null),
          fc.integer({ min: 1, max: 10 }),
          fc.constantFrom('S', 'H', 'D', 'C', null),
          fc.record({ ripper: fc.boolean(), summon: fc.boolean(), command: fc.boolean() }),
          fc.boolean(),
          (preset, n, trump, trickNumber, declared, calls, misere) => {
            const rng = new Rng(n);
            // a preset, with each option of its rule set set at random half the time
            const rules: Record<string, OptionValue> = {};
            for (const [key, decl] of Object.entries(v.options)) {
              if (rng.int(2) === 0) continue;
              if (decl.kind === 'bool') rules[key] = rng.int(2) === 0;
              else if (decl.kind === 'enum') rules[key] = rng.pick(decl.values);
            }
            let values: unknown;
            try {
              values = resolveValues(id, v.options, v.presets, v.presets[preset]!.id, rules);
            } catch {
              return; // options that cannot go together
            }
            const plays = rng.shuffle([...deck]).slice(0, 1 + rng.int(5));
            // a led joker (and what it names, what calls it, when it is powerless) is rare in a random trick
            if (rng.int(3) === 0) plays[0] = deck[deck.length - 1 - rng.int(deck.length - 52)]!;
            if (new Set(plays).size < plays.length) return;
            const secretary = rng.pick([null, ...deck]);
            const ctx = {
              values,
              trump: misere && hasMisere ? null : trump,
              misere: misere && hasMisere,
              secretary,
              ledSuit: null,
              trickNumber,
              totalTricks: 10,
              players: 5,
              declared,
              calls,
            };
            expect(judge(now, plays, ctx)).toEqual(judge(v1, plays, ctx));
          },
        ),
        { numRuns: cases(3000) },
      );
    });
  }
});
