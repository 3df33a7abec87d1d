/**
 * The Japanese `apply` is copy-on-write (it copies only the parts an action changes). Against the
 * old apply as the reference — a deep copy of the whole state, then the change — on random games
 * of every preset: the same outcome action for action (state or refusal reason), and the state
 * given to `apply` is deep-frozen, so any change to a part the two states share throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyJapanese,
  japaneseGame,
  type JapaneseAction,
  type JapaneseState,
} from '../../src/engine/japanese/game.ts';
import { randomAction } from '../../src/bots/random.ts';
import { cases } from '../depth.ts';

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** The apply before copy-on-write: the whole state deep-copied, then changed. */
function referenceApply(state: JapaneseState, a: JapaneseAction) {
  return applyJapanese(structuredClone(state), structuredClone(a));
}

const G = japaneseGame;

describe('Japanese apply: copy-on-write equals the deep-copy apply', () => {
  it('same states and refusals action for action; the given state is never changed', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom(
          {},
          { adjutantTiming: 'with-bid' },
          { adjutantTiming: 'after-exchange' },
          { allPass: 'reveal-widow', passIsFinal: true },
          { allPass: 'flip-widow' },
          { rounds: 3 },
        ),
        fc.constantFrom(4, 5, 6),
        (seed, rules, players) => {
          let s = G.setup({ ruleSet: { variant: 'japanese', rules: rules as never }, players, seed });
          for (let i = 0; i < 300 && !G.isGameOver(s); i++) {
            const seat = G.toAct(s)[0]!;
            const legal = G.legalActions(s, seat);
            const a = randomAction(legal, `${seed}-${i}`).action;
            deepFreeze(s);
            // a refused action too (another seat, a card not held)
            const bad = { ...a, seat: (seat + 1) % players } as JapaneseAction;
            const rb = G.apply(s, bad);
            const rbRef = referenceApply(s, bad);
            expect(rb.ok).toBe(rbRef.ok);
            if (!rb.ok && !rbRef.ok) expect(rb.reason).toBe(rbRef.reason);
            const r = G.apply(s, a);
            const ref = referenceApply(s, a);
            expect(r.ok && ref.ok).toBe(true);
            if (!r.ok || !ref.ok) return;
            expect(r.value).toEqual(ref.value);
            s = r.value;
          }
        },
      ),
      { numRuns: cases(12) },
    );
  }, 120_000);
});
