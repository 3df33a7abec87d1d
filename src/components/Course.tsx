/**
 * A game's course (`/<game>/learn/`): its lessons in order with the learner's progress, "continue
 * where you left off", each lesson run in place with a one-screen recap at its end, and the next
 * game's course once every lesson is done. The list is the course map: each lesson's stars (up to
 * three a question) and, once it is done, "retry what you missed" (its questions below three stars). Progress lives in one versioned localStorage key
 * (src/islands-logic/course-progress.ts); a corrupted value is reset with a notice.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Lesson as LessonData } from '../content-data/lessons.ts';
import {
  clearProgress,
  continueAt,
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
  type CourseProgress,
} from '../islands-logic/course-progress.ts';
import { LessonRun } from './Lesson.tsx';
import { RecapLinks } from './course/RecapLinks.tsx';
import { CourseWordsProvider } from './course/provider.tsx';
import type { CourseWords } from '../i18n/islands/course.en.ts';
import { useCourseWords } from '../i18n/islands/context.ts';
import './islands.css';

export interface CourseProps {
  /** The island's words: given by its language entry (course/Course.<lang>.tsx), never by a page. */
  words: CourseWords;
  game: string;
  lessons: LessonData[];
  /** The next game's course, linked when this one is done. */
  next?: { href: string; title: string };
  /** The coached hand at the end of the course (a practice page address). */
  coached?: string;
}

/** A lesson's question steps (every step but reading), by index. */
const questionsOf = (l: LessonData) => l.steps.flatMap((s, i) => (s.kind === 'narrate' ? [] : [i]));

export default function Course({ words, ...props }: CourseProps) {
  return (
    <CourseWordsProvider words={words}>
      <CourseIsland {...props} />
    </CourseWordsProvider>
  );
}

/** Back to the list of lessons (`main`: the first button of a retry's recap). */
function BackToLessons({ onBack, main = false }: { onBack: () => void; main?: boolean }) {
  const w = useCourseWords();
  return (
    <button type="button" class={main ? 'isl__btn isl__btn--main' : 'isl__btn'} onClick={onBack}>
      {w.backToLessons}
    </button>
  );
}

/** The top of an open lesson or retry: back to the list, then where the learner is (`children`). */
function LessonHeader({ onBack, children }: { onBack: () => void; children: ComponentChildren }) {
  return (
    <p>
      <BackToLessons onBack={onBack} /> {children}
    </p>
  );
}

function CourseIsland({ game, lessons, next, coached }: Omit<CourseProps, 'words'>) {
  const w = useCourseWords();
  const [progress, setProgress] = useState<CourseProgress>(EMPTY_PROGRESS);
  const [notice, setNotice] = useState<string | undefined>();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  /** The open lesson's missed questions, when it is a retry. */
  const [retry, setRetry] = useState<number[] | null>(null);
  const [run, setRun] = useState(0);
  const progressRef = useRef(progress);
  const topRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const loaded = loadProgress();
    progressRef.current = loaded.value;
    setProgress(loaded.value);
    if (loaded.notice) {
      setNotice(w.progressReset(loaded.notice));
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
  // Back on the map, the focus goes to its summary, from which Tab reaches the lessons.
  const backToList = () => {
    setOpen(null);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };
  const openLesson = (id: string, only: number[] | null = null) => {
    setOpen(id);
    setRetry(only);
    setRun((r) => r + 1);
    requestAnimationFrame(() => topRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };

  if (lesson && retry) {
    const steps = retry.map((k) => lesson.steps[k]!);
    const qs = questionsOf(lesson);
    const { earned, max } = lessonStars(progress, lesson.id, qs);
    return (
      <div class="isl isl-course" ref={topRef} data-ready={String(hydrated)}>
        <LessonHeader onBack={backToList}>
          <span class="isl__meta" data-testid="retry-lead">
            {w.retryLead(retry.length)}
          </span>
        </LessonHeader>
        <LessonRun
          key={`${lesson.id}-retry-${run}`}
          lesson={{ ...lesson, steps }}
          heading="h2"
          onAnswer={(k, wrong, revealed) =>
            update((q) => recordStars(q, lesson.id, retry[k]!, starsFor(wrong, revealed)))
          }
          doneView={() => (
            <div class="isl-course__recap" data-testid="lesson-recap">
              <p>{w.retryDone(earned, max)}</p>
              <div class="isl__row">
                <BackToLessons onBack={backToList} main />
              </div>
            </div>
          )}
        />
      </div>
    );
  }

  if (lesson) {
    const i = lessons.indexOf(lesson);
    const following = lessons[i + 1];
    const p = progress.lessons[lesson.id];
    return (
      <div class="isl isl-course" ref={topRef} data-ready={String(hydrated)}>
        <LessonHeader onBack={backToList}>
          <span class="isl__meta">{w.lessonOf(i + 1, lessons.length)}</span>
        </LessonHeader>
        <LessonRun
          key={`${lesson.id}-${run}`}
          lesson={lesson}
          heading="h2"
          start={p?.status === 'in-progress' ? p.step : 0}
          onStep={(index, mistake) => update((q) => recordStep(q, lesson.id, index, mistake))}
          onDone={(mistake) => update((q) => recordDone(q, lesson.id, mistake))}
          onAnswer={(k, wrong, revealed) => update((q) => recordStars(q, lesson.id, k, starsFor(wrong, revealed)))}
          doneView={(mistakes) => (
            <div class="isl-course__recap" data-testid="lesson-recap">
              <h3>{w.recap(lesson.title)}</h3>
              <p>{lesson.recap ?? lesson.summary}</p>
              <p>{mistakes === 0 ? w.star : w.noStar}</p>
              <RecapLinks lesson={lesson} />
              <div class="isl__row">
                {following ? (
                  <button type="button" class="isl__btn isl__btn--main" onClick={() => openLesson(following.id)}>
                    {w.nextLesson(following.title)}
                  </button>
                ) : next ? (
                  <a class="isl__btn isl__btn--main" href={next.href}>
                    {w.nextCourse(next.title)}
                  </a>
                ) : (
                  <p>{w.lastOfAll}</p>
                )}
                <BackToLessons onBack={backToList} />
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
      <p data-testid="course-summary" ref={summaryRef} tabIndex={-1}>
        {hydrated ? w.lessonsDone(done, lessons.length, stars) : w.lessonsCount(lessons.length)}
      </p>
      <div class="isl__row">
        {resume ? (
          <button type="button" class="isl__btn isl__btn--main" disabled={!hydrated} onClick={() => openLesson(resume)}>
            {started ? w.continue : w.start}
          </button>
        ) : (
          <p>
            <strong>{w.finishedCourse(game)}</strong>
            {w.space}
            {next && <a href={next.href}>{w.goOn(next.title)}</a>}
          </p>
        )}
        {started && (
          <button
            type="button"
            class="isl__btn"
            onClick={() => {
              update(() => clearProgress());
              setNotice(w.cleared);
            }}
          >
            {w.clear}
          </button>
        )}
      </div>
      <ol class="isl-course__list" aria-label={w.lessonsList}>
        {lessons.map((l) => {
          const st = statusOf(progress, l.id);
          const p = progress.lessons[l.id];
          const words =
            st === 'done'
              ? p?.star
                ? w.doneStar
                : w.done
              : st === 'in-progress'
                ? w.inProgress((p?.step ?? 0) + 1, l.steps.length)
                : w.notStarted;
          const qs = questionsOf(l);
          const { earned, max } = lessonStars(progress, l.id, qs);
          const missed = missedSteps(progress, l.id, qs);
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
              {max > 0 && st !== 'not-started' && (
                <span class="isl__meta isl-course__stars" data-testid="lesson-stars">
                  {w.space}
                  <span aria-hidden="true">{'★'.repeat(Math.round((3 * earned) / max)).padEnd(3, '☆')} </span>
                  {w.lessonStars(earned, max)}
                </span>
              )}
              <br />
              <span>{l.summary}</span>
              {missed.length > 0 && (
                <>
                  <br />
                  <button type="button" class="isl__btn" disabled={!hydrated} onClick={() => openLesson(l.id, missed)}>
                    {w.retryMissed(missed.length)}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ol>
      {coached && (
        <p data-testid="coached-link">
          {w.coachedLead}
          <a href={coached}>{w.coachedLink}</a>
          {w.coachedRest}
        </p>
      )}
    </div>
  );
}
