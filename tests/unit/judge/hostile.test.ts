/**
 * The judge under hostile input (issue: "a judge that never crashes"): keys named after
 * Object.prototype members, a byte-order mark, deep and huge input, wrong types in fields the
 * query does not use, and a reader that closes the pipe early.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import '../../../src/engine/all-judges.ts';
import { judgeOne, judgeText, MAX_DEPTH } from '../../../src/engine/judge.ts';
import { VARIANT_IDS } from '../../../src/engine/options.ts';
import { show } from '../../../src/engine/show.ts';

const PROTO_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'toLocaleString',
  'propertyIsEnumerable',
  '__lookupGetter__',
];

/** A valid query of each variant (README and SPEC §1.4 examples). */
const VALID: Record<string, Record<string, unknown>> = {
  japanese: { variant: 'japanese', trump: 'H', trick: 5, plays: ['CK', 'C2', 'DJ', 'CA', 'H3'] },
  nap: { variant: 'nap', trump: 'S', trick: 2, plays: ['HK', 'HA', 'S2', 'H3'] },
  'tw-hk': { variant: 'tw-hk', trump: 'S', trick: 3, plays: ['HK', 'HA', 'S2', 'H3', 'H4'] },
  mighty: { variant: 'mighty', trump: 'S', trick: 3, plays: ['HK', 'HA', 'S2', 'H3', 'H4'] },
  daifugo: { variant: 'daifugo', query: 'play', table: { pile: [] }, play: ['S3'] },
};

const answer = (text: string) => judgeText(text) as Record<string, unknown>;

describe('rule keys are looked up among the options only', () => {
  test('every valid example is answered (the controls)', () => {
    for (const v of VARIANT_IDS) expect(judgeOne(VALID[v]), v).not.toHaveProperty('error');
  });
  for (const v of VARIANT_IDS) {
    test(`${v}: a rule key named after an Object.prototype member is refused by name`, () => {
      for (const k of PROTO_NAMES) {
        // Parsed from text, as the judge reads it: JSON.parse makes "__proto__" an own key.
        const q = answer(JSON.stringify({ ...VALID[v], rules: {} }).replace('"rules":{}', `"rules":{"${k}":1}`));
        expect(q['error'], `${v} ${k}`).toMatch(/unknown option/);
        expect(q['error']).toContain(k);
      }
    });
  }
});

describe('input the judge must still answer clearly', () => {
  test('a leading byte-order mark is accepted', () => {
    expect(answer('\ufeff' + JSON.stringify(VALID['japanese']))).toHaveProperty('winner', 2);
  });
  test('input nested deeper than the limit is refused with a message, not a stack overflow', () => {
    for (const text of [
      '['.repeat(100_000) + ']'.repeat(100_000),
      `{"variant": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      `{"variant":"japanese","rules":{"killer":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}}`,
    ]) {
      const a = answer(text);
      expect(a['error']).toBe(`input is nested more than ${MAX_DEPTH} levels deep: no query needs that many`);
    }
  });
  test('an error quotes at most 40 characters of a value', () => {
    const huge = 'A'.repeat(5_000_000);
    for (const q of [
      { variant: huge },
      { ...VALID['japanese'], plays: [huge] },
      { ...VALID['japanese'], preset: huge },
      { ...VALID['japanese'], rules: { killer: huge } },
      { ...VALID['japanese'], trump: huge },
      { ...VALID['nap'], query: 'score', bid: huge, tricks: 3 },
    ]) {
      const e = String(judgeOne(q)['error']);
      expect(e.length, e.slice(0, 200)).toBeLessThan(400);
      expect(e).toMatch(/A{30,39}…/);
      expect(e).not.toContain('A'.repeat(40));
    }
  });
  test('bidirectional and control characters are not echoed', () => {
    const e = String(judgeOne({ variant: '\u202Eeseneapaj\u202C\u200B' })['error']);
    expect(e).toMatch(/^unknown variant "eseneapaj"/);
  });
  test('a known field of the wrong type is refused even where the query does not read it', () => {
    const legal = { variant: 'japanese', query: 'legal', trump: 'H', trick: 2, plays: ['CA'], hand: ['C2', 'H3'] };
    expect(judgeOne(legal)).toEqual({ legal: ['C2'] });
    expect(judgeOne({ ...legal, seat: 'x' })['error']).toBe('"seat" must be a whole number, not "x"');
    const score = { variant: 'nap', query: 'score', bid: 3, tricks: 4 };
    expect(judgeOne(score)).not.toHaveProperty('error');
    expect(judgeOne({ ...score, leader: 'n' })['error']).toBe('"leader" must be a whole number, not "n"');
    expect(judgeOne({ ...score, hand: [1, 2] })['error']).toBe('"hand" must be a list of cards, not [1,2]');
  });
});

describe('show: a value quoted for a message', () => {
  test('short values read as JSON; long ones are clipped; deep ones stop', () => {
    expect(show('SA')).toBe('"SA"');
    expect(show([1, 'x', null])).toBe('[1,"x",null]');
    expect(show({ a: { b: 1 } })).toBe('{"a":{"b":1}}');
    expect(show('x'.repeat(100))).toBe(`"${'x'.repeat(39)}…`);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(show(deep)).toBe('[[[[[[[[[[…]]]]]]]]]]');
  });
});

describe('a fuzzed batch', () => {
  const junk = fc.oneof(
    fc.constantFrom(
      null,
      true,
      false,
      -1,
      1.5,
      1e308,
      2 ** 53 + 1,
      '',
      '__proto__',
      '<script>',
      '\u0000',
      '\u202E',
      [],
      {},
    ),
    fc.string({ maxLength: 20 }),
    fc.array(fc.string({ maxLength: 3 }), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom(...PROTO_NAMES, 'killer', 'bogus'), fc.constantFrom(1, 'HQ', true, {})),
  );
  const mutated = fc
    .tuple(
      fc.constantFrom(...VARIANT_IDS),
      fc.array(
        fc.tuple(
          fc.constantFrom(
            'variant',
            'query',
            'preset',
            'rules',
            'players',
            'trump',
            'trick',
            'plays',
            'hand',
            'seat',
            'leader',
            'bid',
            'tricks',
            'hands',
            'side',
            'card',
            'extra',
          ),
          fc.option(junk),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([v, muts]) => {
      const q: Record<string, unknown> = { ...VALID[v] };
      for (const [k, val] of muts) {
        if (val === null) delete q[k];
        else q[k] = val;
      }
      return q;
    });
  test('a batch of 3,000 mutated queries in one input: 3,000 answers, none crashed, none accepts an inherited key', () => {
    const batch = fc.sample(mutated, { numRuns: 3000, seed: 20261127 });
    const out = judgeText(JSON.stringify(batch)) as Record<string, unknown>[];
    expect(out).toHaveLength(3000);
    let answered = 0;
    out.forEach((a, i) => {
      if ('error' in a) {
        expect(String(a['error']).length).toBeLessThanOrEqual(1001);
        expect(a['error']).not.toMatch(/Maximum call stack|Cannot read|is not a function/);
        return;
      }
      answered++;
      const rules = batch[i]!['rules'];
      if (rules && typeof rules === 'object')
        for (const k of Object.keys(rules)) expect(PROTO_NAMES, `answered with rules key ${k}`).not.toContain(k);
    });
    // The mutations leave some queries valid: the batch exercises answers as well as errors.
    expect(answered).toBeGreaterThan(100);
  });
  test('every answer is an object: an answer, or an error in words of bounded length; none accepts an inherited key', () => {
    fc.assert(
      fc.property(fc.array(mutated, { minLength: 1, maxLength: 30 }), (batch) => {
        const out = judgeText(JSON.stringify(batch));
        expect(Array.isArray(out)).toBe(true);
        (out as Record<string, unknown>[]).forEach((a, i) => {
          if ('error' in a) {
            expect(typeof a['error']).toBe('string');
            expect(String(a['error']).length).toBeLessThanOrEqual(1001);
            expect(a['error']).not.toMatch(/Maximum call stack|Cannot read|is not a function|undefined/);
          } else {
            const rules = batch[i]!['rules'];
            if (rules && typeof rules === 'object')
              for (const k of Object.keys(rules)) expect(PROTO_NAMES, `answered with rules key ${k}`).not.toContain(k);
          }
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('the judge command', () => {
  const cli = fileURLToPath(new URL('../../../src/cli/judge.ts', import.meta.url));
  test('a reader that closes the pipe early ends it quietly, with exit 0', () => {
    const batch = JSON.stringify(Array.from({ length: 20_000 }, () => VALID['japanese']));
    // `head -c 20` reads 20 bytes and closes the pipe while the judge is still writing.
    const r = spawnSync(
      'bash',
      [
        '-c',
        `"${process.execPath}" --experimental-strip-types --no-warnings "${cli}" | head -c 20; exit "\${PIPESTATUS[0]}"`,
      ],
      { input: batch, encoding: 'utf8' },
    );
    expect(r.stdout).toBe('[{"winner":2,"reason');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
