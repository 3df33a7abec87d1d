/**
 * Course progress: one versioned localStorage key for every game's course. Per lesson: in
 * progress or done, the step reached, the star (no wrong answer), and each question's stars (up to
 * three: the best run of that question). A value stored before the stars existed reads as it was;
 * a missing or corrupted value comes back empty with a notice (never an exception).
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
  /** Each answered question's best stars, by its step index (absent: stored before stars existed). */
  stars?: Record<string, Stars>;
}

/** A question's stars: 3 right at the first try, 2 at the second, 1 after more, 0 when the answer was shown. */
export type Stars = 0 | 1 | 2 | 3;

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
      stars: v.optional(recordOf(v.pipe(v.string(), v.regex(/^\d{1,3}$/)), v.picklist([0, 1, 2, 3] as const))),
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
    ...(old?.stars ? { stars: old.stars } : {}),
  };
  return { ...p, lessons: { ...p.lessons, [id]: lesson }, last: id };
}

/** Lesson `id` finished: done; the star if no mistake was made on the way. */
export function recordDone(p: CourseProgress, id: string, mistake: boolean): CourseProgress {
  const old = p.lessons[id];
  const clean = !(old?.mistake ?? false) && !mistake;
  const lesson: LessonProgress = {
    status: 'done',
    step: 0,
    mistake: false,
    star: (old?.star ?? false) || clean,
    ...(old?.stars ? { stars: old.stars } : {}),
  };
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

/** The stars a question earns: `wrong` tries before the right one; `revealed` when the answer was shown. */
export function starsFor(wrong: number, revealed: boolean): Stars {
  if (revealed) return 0;
  return wrong <= 0 ? 3 : wrong === 1 ? 2 : 1;
}

/** Question `step` of lesson `id` earned `stars`: the best run of each question is kept. */
export function recordStars(p: CourseProgress, id: string, step: number, stars: Stars): CourseProgress {
  const old: LessonProgress = p.lessons[id] ?? { status: 'in-progress', step, mistake: false, star: false };
  const best = Math.max(stars, old.stars?.[String(step)] ?? 0) as Stars;
  const lesson: LessonProgress = { ...old, stars: { ...old.stars, [String(step)]: best } };
  return { ...p, lessons: { ...p.lessons, [id]: lesson } };
}

/**
 * Each question's stars (`questions`: the lesson's question step indices). A lesson finished
 * before stars were stored counts three a question when it earned its star, else none.
 */
export function stepStars(p: CourseProgress, id: string, questions: readonly number[]): Stars[] {
  const l = p.lessons[id];
  if (!l) return questions.map(() => 0);
  if (!l.stars && l.star) return questions.map(() => 3);
  return questions.map((i) => l.stars?.[String(i)] ?? 0);
}

/** A lesson's stars: earned and the most it can earn. */
export function lessonStars(p: CourseProgress, id: string, questions: readonly number[]) {
  return { earned: stepStars(p, id, questions).reduce<number>((a, b) => a + b, 0), max: questions.length * 3 };
}

/**
 * "Retry what you missed": the questions of a lesson that was done, in order, not yet earned
 * with three stars. Empty for a lesson not done (its run is still to come).
 */
export function missedSteps(p: CourseProgress, id: string, questions: readonly number[]): number[] {
  if (statusOf(p, id) !== 'done') return [];
  const stars = stepStars(p, id, questions);
  return questions.filter((_, k) => stars[k]! < 3);
}
