import { describe, expect, test } from 'vitest';
import { ALL_ENGINES } from '../../../src/islands-logic/engines/all.ts';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import {
  COMPARE_DEFAULTS,
  compareColumns,
  parseCompare,
  parseRuleSetText,
  printCompare,
} from '../../../src/islands-logic/compare-url.ts';

const jp = ALL_ENGINES.japanese as TrickEngine;
const q = (s: string) => new URLSearchParams(s);

describe('comparison links', () => {
  test('the example link of the brief parses into the trick and two rule sets', () => {
    const { state, errors } = parseCompare(q('?v=japanese&t=H&n=5&p=CK,C2,DJ,CA,H3&r=standard;standard+killer=HQ'), jp);
    expect(errors).toEqual([]);
    expect(state.trick).toEqual({ trump: 'H', trick: 5, plays: ['CK', 'C2', 'DJ', 'CA', 'H3'] });
    expect(state.ruleSets).toEqual([{ preset: 'standard' }, { preset: 'standard', rules: { killer: 'HQ' } }]);
  });

  test('print then parse gives the same state (round trip), keeping separators readable', () => {
    const state = {
      variant: 'japanese' as const,
      trick: { trump: null, trick: 1, plays: ['SA', 'HQ', 'JK'], declared: 'D' as const },
      ruleSets: [{ preset: 'trump-stadium' }, { preset: 'standard', rules: { joker: true, minBid: 12 } }],
    };
    const link = printCompare(state, 'standard');
    expect(link).toContain('p=SA,HQ,JK');
    expect(link).toContain('r=trump-stadium;standard+joker=true+minBid=12');
    const back = parseCompare(q(link), jp);
    expect(back.errors).toEqual([]);
    expect(back.state).toEqual(state);
  });

  test('a malformed link names each bad part and falls back to defaults', () => {
    const { state, errors } = parseCompare(q('?v=japanese&t=X&n=99&p=ZZ,H3&r=nosuch;standard+killer=H9'), jp);
    expect(errors.join('\n')).toMatch(/t=X/);
    expect(errors.join('\n')).toMatch(/n=99/);
    expect(errors.join('\n')).toMatch(/ZZ/);
    expect(errors.join('\n')).toMatch(/unknown preset "nosuch"/);
    expect(errors.join('\n')).toMatch(/killer/);
    expect(state.trick).toEqual(COMPARE_DEFAULTS.japanese.trick);
    expect(state.ruleSets).toEqual(COMPARE_DEFAULTS.japanese.ruleSets);
  });

  test('an unknown game is named and Japanese is shown', () => {
    const { errors, state } = parseCompare(q('?v=bridge'), jp);
    expect(errors[0]).toMatch(/v=bridge/);
    expect(state.variant).toBe('japanese');
  });

  test('cross-option constraints of the engine reject a rule set', () => {
    expect(() => parseRuleSetText('standard+killerCounter=HK', jp)).not.toThrow();
    const { errors } = parseCompare(q('?v=japanese&r=standard+killerCounter=HK'), jp);
    expect(errors.join()).toMatch(/killerCounter/);
  });

  test('rule-set text: unknown option and missing value are named', () => {
    expect(() => parseRuleSetText('standard+nope=1', jp)).toThrow(/unknown option "nope"/);
    expect(() => parseRuleSetText('standard+joker', jp)).toThrow(/needs a value/);
    expect(parseRuleSetText('standard+joker=on', jp)).toEqual({ preset: 'standard', rules: { joker: true } });
  });
});

describe('comparison columns come from the engine', () => {
  test('the killer changes the winner of the default Japanese trick', () => {
    const cols = compareColumns({ variant: 'japanese', ...COMPARE_DEFAULTS.japanese }, jp);
    expect(cols.map((c) => c.winner)).toEqual([0, 2, 2]);
    expect(cols.map((c) => c.differs)).toEqual([false, true, true]);
    expect(cols[1]!.reason).toMatch(/yoromeki/);
  });

  test('the new local rules of issue 15 compare through a link', () => {
    const { state, errors } = parseCompare(
      q(
        '?v=japanese&t=D&n=5&p=S5,HJ,SJ,S9,C3&r=standard;standard+huntingJack=true;standard+specialsOff=all;standard+specialsOff=all+plainJacks=lowest',
      ),
      jp,
    );
    expect(errors).toEqual([]);
    const cols = compareColumns(state, jp);
    expect(cols.map((c) => c.winner)).toEqual([1, 2, 2, 3]);
    expect(cols[1]!.reason).toContain('hunts');
  });

  test('a rule set the trick does not fit gives an error in its column, not a crash', () => {
    const cols = compareColumns({ variant: 'nap', ...COMPARE_DEFAULTS.nap }, ALL_ENGINES.nap as TrickEngine);
    expect(cols[0]!.error).toMatch(/JK/);
    expect(cols[1]!.winner).toBe(1);
  });

  for (const v of ['japanese', 'nap', 'tw-hk', 'mighty'] as const) {
    test(`the ${v} default comparison shows a difference`, () => {
      const cols = compareColumns({ variant: v, ...COMPARE_DEFAULTS[v] }, ALL_ENGINES[v] as TrickEngine);
      expect(cols.some((c) => c.differs)).toBe(true);
    });
  }
});

describe('what a comparison link still says when part of it is wrong', () => {
  test('an unknown game falls back to the default, and the rest of the link still applies', () => {
    const r = parseCompare(q('v=doppelkopf&t=S&p=SA,S2,HQ,S3,S5'), jp);
    expect(r.errors.join()).toMatch(/v=doppelkopf: unknown game/);
    expect(r.state.trick.trump).toBe('S');
    expect(r.state.trick.plays).toEqual(['SA', 'S2', 'HQ', 'S3', 'S5']);
  });
  test('a key given twice is named, with how many times; the first value is used', () => {
    const r = parseCompare(q('v=japanese&t=S&t=H&t=D'), jp);
    expect(r.errors).toContain('t: given 3 times in the link; the first is used');
    expect(r.problems).toContainEqual({ part: 't', kind: 'duplicate', count: 3 });
    expect(r.state.trick.trump).toBe('S');
  });
});
