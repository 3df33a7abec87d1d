import { beforeEach, describe, expect, test } from 'vitest';
import {
  clearProgress,
  continueAt,
  COURSE_KEY,
  countDone,
  EMPTY_PROGRESS,
  loadProgress,
  recordDone,
  recordStep,
  saveProgress,
  statusOf,
} from '../../../src/islands-logic/course-progress.ts';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
});

describe('course progress', () => {
  test('steps, then done: a mistake on the way costs the star, not the progress', () => {
    let p = recordStep(EMPTY_PROGRESS, 'a', 2, false);
    expect(statusOf(p, 'a')).toBe('in-progress');
    expect(continueAt(p, ['a', 'b'])).toBe('a');
    p = recordStep(p, 'a', 3, true);
    p = recordDone(p, 'a', false);
    expect(p.lessons['a']).toEqual({ status: 'done', step: 0, mistake: false, star: false });
    p = recordDone(recordStep(p, 'b', 1, false), 'b', false);
    expect(countDone(p, ['a', 'b', 'c'])).toEqual({ done: 2, stars: 1 });
    expect(continueAt(p, ['a', 'b', 'c'])).toBe('c');
    expect(continueAt(p, ['a', 'b'])).toBeNull();
  });

  test('saved under one versioned key and read back', () => {
    saveProgress(recordDone(EMPTY_PROGRESS, 'jp-deck', false));
    expect(JSON.parse(store.get(COURSE_KEY)!).v).toBe(1);
    expect(loadProgress()).toEqual({
      value: expect.objectContaining({ lessons: { 'jp-deck': expect.objectContaining({ star: true }) } }),
    });
    clearProgress();
    expect(loadProgress().value.lessons).toEqual({});
  });

  test('a corrupted or older value comes back empty with a notice', () => {
    store.set(COURSE_KEY, '{oops');
    expect(loadProgress()).toEqual({ value: EMPTY_PROGRESS, notice: expect.stringMatching(/could not be read/) });
    store.set(
      COURSE_KEY,
      JSON.stringify({ v: 1, lessons: { a: { status: 'maybe', step: 1, mistake: false, star: false } } }),
    );
    expect(loadProgress().notice).toMatch(/damaged at lessons\.a\.status/);
    // Set aside, not lost.
    expect(store.get('etori.course.backup')).toMatch(/"maybe"/);
    store.set(COURSE_KEY, JSON.stringify({ v: 0, lessons: {} }));
    expect(loadProgress().notice).toMatch(/another version/);
  });
});
