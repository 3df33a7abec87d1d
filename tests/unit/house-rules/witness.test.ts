/**
 * The house-rules page's examples: every value of every option of every game has a witness, and
 * the witness really tells the two rule sets apart when the engine is asked again.
 */
import { describe, expect, test } from 'vitest';
import { gameExamples, missingExamples, type Witness } from '../../../src/content-data/house-rules.ts';
import { KNOWN_GAPS } from '../../../src/content-data/house-rules-gaps.ts';
import { ruleFacts } from '../../../src/content-data/rule-facts.ts';
import { VARIANT_IDS } from '../../../src/engine/options.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import type { RuleChoice } from '../../../src/islands-logic/engines/types.ts';

/** Ask the engine again, independently of the search, and say whether the two answers differ. */
function differs(v: (typeof VARIANT_IDS)[number], w: Witness, a: RuleChoice, b: RuleChoice): boolean {
  const e = engineFor(v);
  const ask = (f: () => unknown) => {
    try {
      return JSON.stringify(f());
    } catch (err) {
      return `refused ${String(err)}`;
    }
  };
  switch (w.kind) {
    case 'fact':
      return JSON.stringify(ruleFacts(v, a)[w.fact]) !== JSON.stringify(ruleFacts(v, b)[w.fact]);
    case 'trick':
      return e.kind === 'trick' && e.winner(a, w.trick).winner !== e.winner(b, w.trick).winner;
    case 'legal':
      return e.kind === 'trick' && ask(() => e.legal(a, w.trick, w.hand)) !== ask(() => e.legal(b, w.trick, w.hand));
    case 'score':
      return ask(() => e.score(a, w.input)) !== ask(() => e.score(b, w.input));
    case 'play':
      return (
        e.kind === 'climb' && ask(() => e.judgePlay(a, w.table, w.play)) !== ask(() => e.judgePlay(b, w.table, w.play))
      );
    case 'ranking':
      return w.top[0].join() !== w.top[1].join();
    case 'game':
      return w.shown[0] !== w.shown[1] || w.what === 'view';
    case 'declared':
      return true;
  }
}

describe('house rules: an engine-computed example for every option', () => {
  test('every option of every game has one (only the listed gaps remain)', () => {
    expect(missingExamples()).toEqual(KNOWN_GAPS);
  }, 300_000);

  for (const v of VARIANT_IDS) {
    test(`${v}: each example differs when the engine is asked again`, () => {
      for (const ex of gameExamples(v)) {
        expect(ex.pairs.length, `${v}/${ex.key}`).toBeGreaterThan(0);
        for (const p of ex.pairs) {
          if (!p.witness) continue;
          expect(differs(v, p.witness, p.rcA, p.rcB), `${v}/${ex.key} = ${String(p.b)} (${p.witness.kind})`).toBe(true);
        }
      }
    }, 300_000);
  }
});
