/**
 * The house-rules page's examples: every value of every option of every game has a stored example
 * (content/house-rules/examples.json), each still borne out when the engine is asked again; and the
 * search that makes them (scripts/make-house-rules.ts) finds one where one exists.
 */
import { describe, expect, test } from 'vitest';
import { optionExample } from '../../../src/content-data/house-rules.ts';
import { differs, exampleProblems, storedExamples } from '../../../src/content-data/house-rules-stored.ts';
import { VARIANT_IDS } from '../../../src/engine/options.ts';

describe('house rules: an engine-computed example for every option', () => {
  test('every option of every game has one, and the engine still bears each out', () => {
    expect(exampleProblems()).toEqual([]);
  });

  test('a stored example the engine does not bear out is named', () => {
    const ex = storedExamples('japanese').find((x) => x.pairs.some((p) => p.witness?.kind === 'trick'))!;
    const pair = ex.pairs.find((p) => p.witness?.kind === 'trick')!;
    // the same rule set on both sides: nothing can differ
    expect(differs('japanese', pair.witness!, pair.rcA, pair.rcA)).toBe(false);
    expect(differs('japanese', pair.witness!, pair.rcA, pair.rcB)).toBe(true);
  });

  test('the search finds the example of a trick rule (the killer card) and it is a judged trick', () => {
    const ex = optionExample('japanese', 'killer');
    expect(ex.pairs.length).toBeGreaterThan(0);
    for (const p of ex.pairs) {
      expect(p.witness, `killer = ${String(p.b)}`).not.toBeNull();
      expect(differs('japanese', p.witness!, p.rcA, p.rcB)).toBe(true);
    }
  });

  test('every game is covered', () => {
    for (const v of VARIANT_IDS) expect(storedExamples(v).length).toBeGreaterThan(0);
  });
});
