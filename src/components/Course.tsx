/**
 * A game's course (`/<game>/learn/`): its lessons in order with the learner's progress, "continue
 * where you left off", each lesson run in place with a one-screen recap at its end, and the next
 * game's course once every lesson is done. Progress lives in one versioned localStorage key
 * (src/islands-logic/course-progress.ts); a corrupted value is reset with a notice.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Lesson as LessonData } from '../content-data/lessons.ts';
import {
  clearProgress,
  continueAt,
  countDone,
  EMPTY_PROGRESS,
  loadProgress,
  recordDone,
  recordStep,
  saveProgress,
  statusOf,
  type CourseProgress,
} from '../islands-logic/course-progress.ts';
import { LessonRun } from './Lesson.tsx';
import './islands.css';

export interface CourseProps {
  game: string;
  lessons: LessonData[];
  /** The next game's course, linked when this one is done. */
  next?: { href: string; title: string };
  /** The coached hand at the end of the course (a practice page address). */
  coached?: string;
}

export default function Course({ game, lessons, next, coached }: CourseProps) {
  const [progress, setProgress] = useState<CourseProgress>(EMPTY_PROGRESS);
  const [notice, setNotice] = useState<string | undefined>();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [run, setRun] = useState(0);
  const progressRef = useRef(progress);
  const topRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const loaded = loadProgress();
    progressRef.current = loaded.value;
    setProgress(loaded.value);
    if (loaded.notice) {
      setNotice(`${loaded.notice} Your course progress starts again.`);
      saveProgress(clearProgress());
    }
    setHydrated(true);
  }, []);
  const update = (f: (p: CourseProgress) => CourseProgress) => {
    const p = f(progressRef.current);
    progressRef.current = p;
    saveProgress(p);
    setProgress(p);
  };
  const ids = lessons.map((l) => l.id);
  const { done, stars } = countDone(progress, ids);
  const resume = continueAt(progress, ids);
  const started = Object.keys(progress.lessons).some((id) => ids.includes(id));
  const lesson = open ? lessons.find((l) => l.id === open) : undefined;
  const openLesson = (id: string) => {
    setOpen(id);
    setRun((r) => r + 1);
    requestAnimationFrame(() => topRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };

  if (lesson) {
    const i = lessons.indexOf(lesson);
    const following = lessons[i + 1];
    const p = progress.lessons[lesson.id];
    return (
      <div class="isl isl-course" ref={topRef} data-ready={String(hydrated)}>
        <p>
          <button type="button" class="isl__btn" onClick={() => setOpen(null)}>
            Back to the lessons
          </button>{' '}
          <span class="isl__meta">
            Lesson {i + 1} of {lessons.length}
          </span>
        </p>
        <LessonRun
          key={`${lesson.id}-${run}`}
          lesson={lesson}
          heading="h2"
          start={p?.status === 'in-progress' ? p.step : 0}
          onStep={(index, mistake) => update((q) => recordStep(q, lesson.id, index, mistake))}
          onDone={(mistake) => update((q) => recordDone(q, lesson.id, mistake))}
          doneView={(mistakes) => (
            <div class="isl-course__recap" data-testid="lesson-recap">
              <h3>Recap: {lesson.title}</h3>
              <p>{lesson.recap ?? lesson.summary}</p>
              <p>
                {mistakes === 0
                  ? '★ No wrong answers: this lesson earns its star.'
                  : 'Done. Answer every question right at the first try to earn the star.'}
              </p>
              <ul>
                {lesson.rulesLink && (
                  <li>
                    <a href={lesson.rulesLink}>Read this part of the rules</a>
                  </li>
                )}
                {lesson.puzzlesLink && (
                  <li>
                    <a href={lesson.puzzlesLink}>Puzzles on the same idea</a>
                  </li>
                )}
              </ul>
              <div class="isl__row">
                {following ? (
                  <button type="button" class="isl__btn isl__btn--main" onClick={() => openLesson(following.id)}>
                    Next lesson: {following.title}
                  </button>
                ) : next ? (
                  <a class="isl__btn isl__btn--main" href={next.href}>
                    Course finished. Next: the {next.title} course
                  </a>
                ) : (
                  <p>That was the last lesson of the last course.</p>
                )}
                <button type="button" class="isl__btn" onClick={() => setOpen(null)}>
                  Back to the lessons
                </button>
              </div>
            </div>
          )}
        />
      </div>
    );
  }

  return (
    <div class="isl isl-course" ref={topRef} data-ready={String(hydrated)}>
      {notice && (
        <p class="isl__notice" role="status">
          {notice}
        </p>
      )}
      <p data-testid="course-summary">
        {hydrated
          ? `${done} of ${lessons.length} lessons done${stars > 0 ? `, ${stars} with a star` : ''}.`
          : `${lessons.length} lessons.`}
      </p>
      <div class="isl__row">
        {resume ? (
          <button type="button" class="isl__btn isl__btn--main" disabled={!hydrated} onClick={() => openLesson(resume)}>
            {started ? 'Continue where you left off' : 'Start the course'}
          </button>
        ) : (
          <p>
            <strong>You have finished the {game} course.</strong>{' '}
            {next && <a href={next.href}>Go on to the {next.title} course</a>}
          </p>
        )}
        {started && (
          <button
            type="button"
            class="isl__btn"
            onClick={() => {
              update(() => clearProgress());
              setNotice('Your course progress was cleared.');
            }}
          >
            Clear my progress
          </button>
        )}
      </div>
      <ol class="isl-course__list" aria-label="Lessons">
        {lessons.map((l) => {
          const st = statusOf(progress, l.id);
          const p = progress.lessons[l.id];
          const words =
            st === 'done'
              ? p?.star
                ? 'done, with a star'
                : 'done'
              : st === 'in-progress'
                ? `in progress: step ${(p?.step ?? 0) + 1} of ${l.steps.length}`
                : 'not started';
          return (
            <li data-status={st}>
              <button
                type="button"
                class="isl__btn isl-course__lesson"
                disabled={!hydrated}
                onClick={() => openLesson(l.id)}
              >
                {l.title}
              </button>{' '}
              <span class="isl__meta">
                {p?.star && <span aria-hidden="true">★ </span>}
                {words}
              </span>
              <br />
              <span>{l.summary}</span>
            </li>
          );
        })}
      </ol>
      {coached && (
        <p data-testid="coached-link">
          After the lessons: <a href={coached}>play the coached hand</a> — a whole hand at the practice table, with the
          coach introducing each part as it comes.
        </p>
      )}
    </div>
  );
}
