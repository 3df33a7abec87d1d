/**
 * Every link parser gets random and hostile query strings — markup, `javascript:` URLs, huge
 * numbers, 10,000-character values, repeated keys, random text — and must never throw, never put
 * markup (or a script URL) in the state it returns, keep its notices short, and always give a
 * valid state: one the engine accepts and that prints to a link which reads back to the same
 * state with no notice.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseCard } from '../../src/engine/cards.ts';
import { VARIANT_IDS, type VariantId } from '../../src/engine/options.ts';
import { ALL_ENGINES, engineFor } from '../../src/islands-logic/engines/all.ts';
import type { ClimbEngine, TrickEngine } from '../../src/islands-logic/engines/types.ts';
import { COMPARE_VARIANTS, parseCompare, printCompare } from '../../src/islands-logic/compare-url.ts';
import { parseDaifugoCompare, printDaifugoCompare } from '../../src/islands-logic/compare-daifugo.ts';
import {
  defaultSettings,
  LEVELS,
  practiceQuery,
  sameGame,
  settingsFromParams,
} from '../../src/islands-logic/practice.ts';
import { parseGame, parseOneRuleSet, ruleSetQuery } from '../../src/islands-logic/rules-url.ts';
import { summaryModel } from '../../src/islands-logic/summary.ts';
import { puzzleFromLocation } from '../../src/islands-logic/puzzles.ts';
import { cases } from '../depth.ts';

const KEYS = [
  'v',
  't',
  'n',
  'p',
  'd',
  's',
  'c',
  'r',
  'pile',
  'rev',
  'jb',
  'lock',
  'seed',
  'seat',
  'level',
  'hands',
  'delay',
  'preset',
  'rules',
  'x',
] as const;

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<b>x</b>',
  '1e308',
  '99999999999999999999999',
  '-1',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '__proto__',
  'constructor',
  'standard+__proto__=1',
  'standard+killer=<b>',
  'standard+killer=HQ;standard+joker=true',
  '%3Cscript%3E',
];

/** Values that look right (so parsers go deep) mixed with hostile and random ones. */
const value = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.constantFrom(
    'japanese',
    'nap',
    'tw-hk',
    'mighty',
    'daifugo',
    'standard',
    'pagat',
    'taiwan',
    'moderate',
    'all',
    'standard+killer=HQ',
    'standard+joker=true+minBid=12',
    'pagat+minBid=14',
    'all+sevenPass=true',
    'H',
    'S',
    'N',
    '5',
    '1',
    '0',
    '2',
    'SA,H2,HQ',
    'D6;H7',
    'S,H',
    'sevenPass,skip:false',
    'easy',
    'strong',
  ),
  fc.integer({ min: -1e9, max: 1e9 }).map(String),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    'a'.repeat(10_000),
    '<'.repeat(10_000),
    'standard+'.repeat(1200),
    'S'.repeat(10_000),
    ';'.repeat(10_000),
  ),
);

/** A query: key/value pairs (keys may repeat), or a random raw string. */
const query = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 8 })
      .map((pairs) => new URLSearchParams(pairs)),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((s) => new URLSearchParams(s)) },
);

const RUNS = { numRuns: cases(150) };

/** No markup and no script URL anywhere in a returned state. */
function clean(state: unknown): void {
  const text = JSON.stringify(state);
  expect(text).not.toMatch(/[<>]/);
  expect(text.toLowerCase()).not.toMatch(/javascript:|data:text/);
}

function shortNotices(notices: readonly string[]): void {
  expect(notices.length).toBeLessThanOrEqual(8);
  for (const n of notices) {
    expect(typeof n).toBe('string');
    expect(n.length).toBeLessThanOrEqual(600);
  }
}

describe('link parsers under random and hostile queries', () => {
  for (const v of COMPARE_VARIANTS) {
    test(`comparison (${v})`, () => {
      const engine = ALL_ENGINES[v] as TrickEngine;
      fc.assert(
        fc.property(query, (params) => {
          const { state, errors } = parseCompare(params, engine);
          clean(state);
          shortNotices(errors);
          expect(state.variant).toBe(v);
          expect(state.ruleSets.length).toBeGreaterThan(0);
          for (const rc of state.ruleSets) expect(() => engine.players(rc)).not.toThrow();
          for (const c of state.trick.plays) expect(parseCard(c)).toBe(c);
          expect(Number.isInteger(state.trick.trick)).toBe(true);
          // a valid state: its own link reads back to it, with no notice
          const back = parseCompare(new URLSearchParams(printCompare(state, engine.presets[0]!.id)), engine);
          expect(back.errors).toEqual([]);
          expect(back.state).toEqual(state);
        }),
        RUNS,
      );
    });
  }

  test('comparison (daifugo)', () => {
    const engine = ALL_ENGINES.daifugo as ClimbEngine;
    fc.assert(
      fc.property(query, (params) => {
        const { state, errors } = parseDaifugoCompare(params, engine);
        clean(state);
        shortNotices(errors);
        for (const rc of state.ruleSets) expect(() => engine.players(rc)).not.toThrow();
        const back = parseDaifugoCompare(new URLSearchParams(printDaifugoCompare(state, 'moderate')), engine);
        expect(back.errors).toEqual([]);
        expect(back.state).toEqual(state);
      }),
      RUNS,
    );
  });

  test('an unknown option in a practice link gets a short notice naming it (found by this property test)', () => {
    for (const v of VARIANT_IDS) {
      const { notices } = settingsFromParams(
        defaultSettings(v, 'b'),
        new URLSearchParams('rules=constructor'),
        engineFor,
      );
      expect(notices.length).toBe(1);
      expect(notices[0]).toMatch(/unknown option "constructor"/);
      shortNotices(notices);
    }
  });

  for (const v of VARIANT_IDS) {
    test(`practice table (${v} page)`, () => {
      fc.assert(
        fc.property(query, (params) => {
          const { settings, notices } = settingsFromParams(defaultSettings(v, 'base-seed'), params, engineFor);
          clean(settings);
          shortNotices(notices);
          expect(VARIANT_IDS).toContain(settings.variant);
          expect(LEVELS).toContain(settings.level);
          const engine = engineFor(settings.variant);
          const players = engine.players({ preset: settings.preset, rules: settings.rules });
          expect(settings.seat).toBeGreaterThanOrEqual(0);
          expect(settings.seat).toBeLessThan(players);
          expect(settings.seed).toMatch(/^[\p{L}\p{N}._~-]{1,60}$/u);
          const back = settingsFromParams(
            defaultSettings(v, 'other-seed'),
            new URLSearchParams(practiceQuery(settings, engine)),
            engineFor,
          );
          expect(back.notices).toEqual([]);
          expect(sameGame(back.settings, settings, engine)).toBe(true);
        }),
        RUNS,
      );
    });
  }

  for (const v of VARIANT_IDS) {
    test(`summary (${v})`, () => {
      const engine = engineFor(v);
      fc.assert(
        fc.property(query, (params) => {
          const game = parseGame(params, v, [v]);
          const { rules, notices } = parseOneRuleSet(params, engine);
          clean(rules);
          shortNotices([...notices, ...(game.notice ? [game.notice] : [])]);
          const model = summaryModel(engine, rules); // the sheet can be drawn
          clean(model.query);
          const back = parseOneRuleSet(new URLSearchParams(ruleSetQuery(rules, engine)), engine);
          expect(back.notices).toEqual([]);
          expect(summaryModel(engine, back.rules)).toEqual(model);
        }),
        RUNS,
      );
    });
  }

  test('puzzle links', () => {
    const ids = ['jp-1', 'jp-2', 'jp-3'];
    fc.assert(
      fc.property(
        query,
        fc.oneof(
          fc.constant(''),
          value.map((x) => `#puzzle-${x}`),
        ),
        (params, hash) => {
          const r = puzzleFromLocation(`?${params.toString()}`, hash, ids);
          expect(r.index).toBeGreaterThanOrEqual(0);
          expect(r.index).toBeLessThan(ids.length);
          if (r.error) shortNotices([r.error]);
        },
      ),
      RUNS,
    );
  });
});

describe('seen failing without the guards', () => {
  test('a notice quotes a 10,000-character value only in part', () => {
    const { errors } = parseCompare(
      new URLSearchParams(`t=${'x'.repeat(10_000)}`),
      ALL_ENGINES.japanese as TrickEngine,
    );
    expect(errors[0]!.length).toBeLessThan(200);
  });
  test('a seed with markup is not kept as markup', () => {
    const { settings, notices } = settingsFromParams(
      defaultSettings('nap', 'b'),
      new URLSearchParams('seed=<img src=x onerror=alert(1)>'),
      engineFor,
    );
    expect(settings.seed).toBe('imgsrcxonerroralert1');
    expect(notices.join()).toMatch(/seed=<img src=x/);
  });
});

export type { VariantId };
