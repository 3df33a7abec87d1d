/**
 * The house-rules page's examples: every value of every option of every game has a stored example
 * (content/house-rules/examples.json), each still borne out when the engine is asked again; and the
 * search that makes them (scripts/make-house-rules.ts) finds one where one exists.
 */
import { describe, expect, test } from 'vitest';
import { optionExample } from '../../../src/content-data/house-rules.ts';
import { differs, exampleProblems, STORED, storedExamples } from '../../../src/content-data/house-rules-stored.ts';
import { VARIANT_IDS } from '../../../src/engine/options.ts';

describe('house rules: an engine-computed example for every option', () => {
  test('every option of every game has one, and the engine still bears each out', () => {
    expect(exampleProblems()).toEqual([]);
  });

  test('an option value without an example is named: the check has no exceptions', () => {
    // one stored example left out: Mighty's misdeal = false
    const drop = { variant: 'mighty', key: 'misdeal' } as const;
    const without = STORED.map((s) =>
      s.variant === drop.variant && s.key === drop.key ? { ...s, pairs: s.pairs.filter((p) => p.b !== false) } : s,
    );
    expect(exampleProblems([drop.variant], without)).toEqual([
      expect.stringMatching(/^mighty\/misdeal = false: no example/),
    ]);
  });

  // Values that show nothing unless other options are set first: the example sets them, and the
  // engine tells the two answers apart under them.
  const NEEDS: [game: 'japanese' | 'nap' | 'mighty', key: string, value: unknown, kind: string, needs: string[]][] = [
    ['japanese', 'specialsOffKeepsMighty', true, 'trick', ['specialsOff']],
    ['japanese', 'killerBeatsJoker', true, 'trick', ['killer', 'joker', 'jokerRank']],
    ['japanese', 'sameTwoOffIn', 'last', 'trick', []],
    ['nap', 'payout', 'wikipedia-2', 'score', ['wellington']],
    ['mighty', 'misdeal', false, 'game', []],
  ];
  for (const [game, key, value, kind, needs] of NEEDS)
    test(`${game}/${key} = ${String(value)}: an example under the options it needs (${needs.join(', ') || 'a preset'})`, () => {
      const pair = storedExamples(game)
        .find((x) => x.key === key)!
        .pairs.find((p) => p.b === value);
      expect(pair?.witness?.kind).toBe(kind);
      for (const k of needs) expect(Object.keys(pair!.rcB.rules ?? {})).toContain(k);
      expect(differs(game, pair!.witness!, pair!.rcA, pair!.rcB)).toBe(true);
    });

  test('a game example is played again: it differs under its two rule sets, not under one', () => {
    const games = VARIANT_IDS.flatMap((v) =>
      storedExamples(v).flatMap((ex) =>
        ex.pairs
          .filter((p) => p.witness?.kind === 'game')
          .map((p) => ({ v, p, name: `${v}/${ex.key} = ${String(p.b)}` })),
      ),
    );
    expect(games.length).toBeGreaterThan(0);
    for (const { v, p, name } of games) {
      expect(differs(v, p.witness!, p.rcA, p.rcB), name).toBe(true);
      if (p.witness!.kind === 'game' && p.witness!.what !== 'refused')
        expect(differs(v, p.witness!, p.rcA, p.rcA), `${name} under one rule set`).toBe(false);
    }
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
