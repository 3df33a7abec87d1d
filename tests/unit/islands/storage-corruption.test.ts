/**
 * Every value the site stores, read back damaged: not JSON, the wrong type, another version,
 * prototype keys, deep, huge, impossible numbers. Each reader returns a usable value (the empty
 * one, or what could be kept) with a notice, and never throws. The browser sweep
 * (tests/e2e/storage.spec.ts) checks that the pages wire these readers so that no page breaks.
 */
import { describe, expect, test } from 'vitest';
import { VARIANT_IDS } from '../../../src/engine/options.ts';
import { parseCourse, EMPTY_PROGRESS as EMPTY_COURSE } from '../../../src/islands-logic/course-progress.ts';
import { parseDeck } from '../../../src/islands-logic/deck.ts';
// the practice table's engines (every game's, in Node): island adapters with their `Game`
import { practiceEngine as engineFor } from '../../../src/islands-logic/practice-engine.ts';
import { parseSave } from '../../../src/islands-logic/practice-save.ts';
import { parseProgress as parsePuzzles } from '../../../src/islands-logic/puzzles.ts';
import { EMPTY_TRAINER, parseTrainer } from '../../../src/islands-logic/trainer.ts';

const deep = '['.repeat(50_000) + ']'.repeat(50_000);
/** Garbage of every kind, as stored text. */
export const GARBAGE: readonly string[] = [
  '{not json',
  'null',
  '[]',
  '{}',
  '"text"',
  '42',
  'true',
  '1e400',
  '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"x":1}}}',
  deep,
  JSON.stringify({ v: 1, x: 'A'.repeat(2_000_000) }),
  '"\\ud800"',
  '{"v":0}',
  '{"v":99}',
  '{"v":"1"}',
  '<script>alert(1)</script>',
];

/** Values of the right version whose fields are wrong or impossible, per key. */
const WRONG: Record<string, readonly unknown[]> = {
  course: [
    { v: 1, lessons: [] },
    { v: 1, lessons: { a: null } },
    { v: 1, lessons: { 'jp-deck': { status: 'in-progress', step: 999_999, mistake: false, star: false } } },
    { v: 1, lessons: { 'jp-deck': { status: 'won', step: 1, mistake: false, star: true } } },
    { v: 1, lessons: { 'jp-deck': { status: 'done', step: -1, mistake: 'no', star: true } } },
  ],
  puzzles: [
    { v: 1, solved: 'all', bestStreak: 1, streak: 1 },
    { v: 1, solved: ['a'], bestStreak: 1e308, streak: 1e308 },
    { v: 1, solved: ['a'], bestStreak: -1, streak: Number.NaN },
  ],
  trainer: [
    { v: 1, learner: { r: 'high' } },
    { v: 1, learner: { r: 4000, rd: 1e-300, vol: 1e-300 }, played: 2 ** 53, done: [], puzzles: {}, bestStreak: 0 },
    { v: 1, learner: { r: 1500, rd: 350, vol: 0.06 }, played: -1, done: [], puzzles: {}, bestStreak: 0 },
    { v: 1, learner: { r: 1500, rd: 350, vol: 0.06 }, played: 1, done: 'x', puzzles: [], bestStreak: 0 },
  ],
};

const noPollution = () => expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();

describe('every stored value read back damaged', () => {
  test('a practice save of every game: set aside with a notice, no game', () => {
    for (const v of VARIANT_IDS)
      for (const raw of GARBAGE) {
        const r = parseSave(raw, v, engineFor);
        expect(r.value, `${v} ${raw.slice(0, 30)}`).toBeNull();
        expect(r.notice, `${v} ${raw.slice(0, 30)}`).toMatch(
          /^Your saved game could not be read \(.+\), so it was set aside\.$/,
        );
      }
    noPollution();
  });

  test('course progress: starts again with a notice; impossible steps are damage', () => {
    for (const raw of [...GARBAGE, ...WRONG['course']!.map((x) => JSON.stringify(x))]) {
      const r = parseCourse(raw);
      expect(r.value, raw.slice(0, 60)).toEqual(EMPTY_COURSE);
      expect(r.notice, raw.slice(0, 60)).toMatch(
        /^Your saved course progress could not be read \(.+\), so it was set aside\.$/,
      );
    }
    noPollution();
  });

  test('puzzle progress: empty or the solved puzzles kept, with a notice; no impossible streak', () => {
    for (const raw of [...GARBAGE, ...WRONG['puzzles']!.map((x) => JSON.stringify(x))]) {
      const r = parsePuzzles(raw);
      expect(r.notice, raw.slice(0, 60)).toBeTruthy();
      expect(r.value.streak).toBeLessThan(1e6);
      expect(r.value.bestStreak).toBeLessThan(1e6);
      expect(Array.isArray(r.value.solved)).toBe(true);
    }
  });

  test('the trainer’s rating: reset with a notice; no deviation of zero, no impossible count', () => {
    for (const raw of [...GARBAGE, ...WRONG['trainer']!.map((x) => JSON.stringify(x))]) {
      const r = parseTrainer(raw);
      expect(r.notice, raw.slice(0, 60)).toBeTruthy();
      expect(r.value).toEqual(EMPTY_TRAINER);
    }
  });

  test('the deck setting: anything but the four-colour value means the default', () => {
    for (const raw of GARBAGE) expect(parseDeck(raw)).toBe('two');
    expect(parseDeck('{"v":1,"four":true}')).toBe('four');
  });

  test('empty storage is no problem and says nothing', () => {
    expect(parseCourse(null)).toEqual({ value: EMPTY_COURSE });
    expect(parseTrainer(null)).toEqual({ value: EMPTY_TRAINER });
    expect(parsePuzzles(null).notice).toBeUndefined();
    for (const v of VARIANT_IDS) expect(parseSave(null, v, engineFor)).toEqual({ value: null });
  });
});
