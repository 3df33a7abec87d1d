/**
 * Course progress: one versioned localStorage key for every game's course. Per lesson: in
 * progress or done, the step reached, and the star (no wrong answer). A missing or corrupted
 * value comes back empty with a notice (never an exception).
 */
import { parseStored, readStorage, writeStorage, type Loaded } from './storage.ts';

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

function parseProgress(data: unknown): CourseProgress | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d['v'] !== 1 || typeof d['lessons'] !== 'object' || d['lessons'] === null || Array.isArray(d['lessons']))
    return null;
  const lessons: Record<string, LessonProgress> = {};
  for (const [id, raw] of Object.entries(d['lessons'] as Record<string, unknown>)) {
    const p = raw as Record<string, unknown> | null;
    if (typeof p !== 'object' || p === null) return null;
    const { status, step, mistake, star } = p;
    if (status !== 'in-progress' && status !== 'done') return null;
    // No lesson has a thousand steps: a larger number is damage, not progress.
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= MAX_STEPS) return null;
    if (typeof mistake !== 'boolean' || typeof star !== 'boolean') return null;
    lessons[id] = { status, step, mistake, star };
  }
  const last = typeof d['last'] === 'string' ? d['last'] : undefined;
  return { v: 1, lessons, ...(last ? { last } : {}) };
}

/** Stored course progress read from its text; never throws. */
export function parseCourse(raw: string | null): Loaded<CourseProgress> {
  return parseStored(raw, parseProgress, EMPTY_PROGRESS, 'course progress');
}

export function loadProgress(): Loaded<CourseProgress> {
  return parseCourse(readStorage(COURSE_KEY));
}

export function saveProgress(p: CourseProgress): void {
  writeStorage(COURSE_KEY, JSON.stringify(p));
}

export function clearProgress(): CourseProgress {
  writeStorage(COURSE_KEY, JSON.stringify(EMPTY_PROGRESS));
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
