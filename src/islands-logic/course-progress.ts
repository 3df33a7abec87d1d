/**
 * Course progress: one versioned localStorage key for every game's course. Per lesson: in
 * progress or done, the step reached, and the star (no wrong answer). A missing or corrupted
 * value comes back empty with a notice (never an exception).
 */
import * as v from 'valibot';
import { load, parseKind, recordOf, shortText, store, whole, type Loaded, type StoredKind } from './storage.ts';

export const COURSE_KEY = 'etori.course.v1';
/** More steps than any lesson has. */
export const MAX_STEPS = 1000;

export type LessonStatus = 'not-started' | 'in-progress' | 'done';

export interface LessonProgress {
  status: 'in-progress' | 'done';
  /** The step reached (0-based): where "continue" resumes. */
  step: number;
  /** A wrong answer was given in this run of the lesson. */
  mistake: boolean;
  /** Earned once the lesson was done without a wrong answer. */
  star: boolean;
}

export interface CourseProgress {
  v: 1;
  lessons: Record<string, LessonProgress>;
  /** The last lesson opened, for "continue where you left off". */
  last?: string;
}

export const EMPTY_PROGRESS: CourseProgress = { v: 1, lessons: {} };

/** The stored form, checked on read (lesson ids are short; no lesson has a thousand steps). */
const COURSE = v.object({
  v: v.literal(1),
  lessons: recordOf(
    shortText(80),
    v.object({
      status: v.picklist(['in-progress', 'done']),
      step: whole(0, MAX_STEPS - 1),
      mistake: v.boolean(),
      star: v.boolean(),
    }),
  ),
  last: v.optional(shortText(80)),
});

export const COURSE_KIND: StoredKind<CourseProgress> = {
  key: COURSE_KEY,
  backup: 'etori.course.backup',
  version: 1,
  what: 'course progress',
  schema: COURSE,
  empty: EMPTY_PROGRESS,
};

/** Stored course progress read from its text; never throws. */
export function parseCourse(raw: string | null): Loaded<CourseProgress> {
  return parseKind(COURSE_KIND, raw);
}

/** The stored progress; a value that cannot be used is kept under the backup key, with a notice. */
export function loadProgress(): Loaded<CourseProgress> {
  return load(COURSE_KIND);
}

export function saveProgress(p: CourseProgress): void {
  store(COURSE_KIND, p);
}

export function clearProgress(): CourseProgress {
  store(COURSE_KIND, EMPTY_PROGRESS);
  return EMPTY_PROGRESS;
}

export function statusOf(p: CourseProgress, id: string): LessonStatus {
  return p.lessons[id]?.status ?? 'not-started';
}

/** The learner reached `step` of lesson `id` (made a mistake or not). */
export function recordStep(p: CourseProgress, id: string, step: number, mistake: boolean): CourseProgress {
  const old = p.lessons[id];
  const done = old?.status === 'done';
  const lesson: LessonProgress = {
    status: done ? 'done' : 'in-progress',
    step,
    mistake: (old?.mistake ?? false) || mistake,
    star: old?.star ?? false,
  };
  return { ...p, lessons: { ...p.lessons, [id]: lesson }, last: id };
}

/** Lesson `id` finished: done; the star if no mistake was made on the way. */
export function recordDone(p: CourseProgress, id: string, mistake: boolean): CourseProgress {
  const old = p.lessons[id];
  const clean = !(old?.mistake ?? false) && !mistake;
  const lesson: LessonProgress = { status: 'done', step: 0, mistake: false, star: (old?.star ?? false) || clean };
  return { ...p, lessons: { ...p.lessons, [id]: lesson }, last: id };
}

/** Where "continue" goes: the first lesson in `ids` not done (in progress first), or null when all are done. */
export function continueAt(p: CourseProgress, ids: readonly string[]): string | null {
  const last = p.last && ids.includes(p.last) && statusOf(p, p.last) === 'in-progress' ? p.last : null;
  return last ?? ids.find((id) => statusOf(p, id) !== 'done') ?? null;
}

export function countDone(p: CourseProgress, ids: readonly string[]): { done: number; stars: number } {
  return {
    done: ids.filter((id) => statusOf(p, id) === 'done').length,
    stars: ids.filter((id) => p.lessons[id]?.star === true).length,
  };
}
