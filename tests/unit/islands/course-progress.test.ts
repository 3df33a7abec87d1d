import { beforeEach, describe, expect, test } from 'vitest';
import {
  clearProgress,
  continueAt,
  COURSE_KEY,
  countDone,
  EMPTY_PROGRESS,
  lessonStars,
  loadProgress,
  missedSteps,
  recordDone,
  recordStars,
  recordStep,
  saveProgress,
  starsFor,
  statusOf,
  stepStars,
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

  test('stars: three right at the first try, two at the second, one after more, none when the answer was shown', () => {
    expect([0, 1, 2, 5].map((w) => starsFor(w, false))).toEqual([3, 2, 1, 1]);
    expect(starsFor(0, true)).toBe(0);
    expect(starsFor(3, true)).toBe(0);
  });

  test("each question keeps its best run's stars; retry lists the done lesson's questions below three, in order", () => {
    const questions = [1, 3, 4];
    let p = recordStep(EMPTY_PROGRESS, 'a', 1, false);
    p = recordStars(p, 'a', 1, 3);
    p = recordStars(p, 'a', 3, 2);
    expect(missedSteps(p, 'a', questions)).toEqual([]); // not done yet: nothing to retry
    p = recordStars(p, 'a', 4, 0);
    p = recordDone(p, 'a', true);
    expect(stepStars(p, 'a', questions)).toEqual([3, 2, 0]);
    expect(lessonStars(p, 'a', questions)).toEqual({ earned: 5, max: 9 });
    expect(missedSteps(p, 'a', questions)).toEqual([3, 4]);
    // a retry: worse runs never lower a question's stars, better ones raise them
    p = recordStars(recordStars(p, 'a', 3, 1), 'a', 4, 3);
    expect(stepStars(p, 'a', questions)).toEqual([3, 2, 3]);
    expect(missedSteps(p, 'a', questions)).toEqual([3]);
    expect(statusOf(p, 'a')).toBe('done');
    // starting the lesson again keeps the stars
    expect(stepStars(recordStep(p, 'a', 0, false), 'a', questions)).toEqual([3, 2, 3]);
    saveProgress(p);
    expect(loadProgress().value.lessons['a']!.stars).toEqual({ '1': 3, '3': 2, '4': 3 });
  });

  test('progress stored before the stars still loads, nothing lost: a starred lesson counts three a question', () => {
    const old = {
      v: 1,
      lessons: {
        a: { status: 'done', step: 0, mistake: false, star: true },
        b: { status: 'done', step: 0, mistake: false, star: false },
        c: { status: 'in-progress', step: 2, mistake: true, star: false },
      },
      last: 'c',
    };
    store.set(COURSE_KEY, JSON.stringify(old));
    const loaded = loadProgress();
    expect(loaded).toEqual({ value: old });
    expect(stepStars(loaded.value, 'a', [0, 2])).toEqual([3, 3]);
    expect(missedSteps(loaded.value, 'a', [0, 2])).toEqual([]);
    expect(missedSteps(loaded.value, 'b', [0, 2])).toEqual([0, 2]);
    expect(continueAt(loaded.value, ['a', 'b', 'c'])).toBe('c');
    // stars that are not stars: a notice, the value set aside
    store.set(COURSE_KEY, JSON.stringify({ v: 1, lessons: { a: { ...old.lessons.a, stars: { '1': 4 } } } }));
    expect(loadProgress().notice).toMatch(/damaged at lessons\.a\.stars/);
    expect(store.get('etori.course.backup')).toMatch(/"stars"/);
  });
});
