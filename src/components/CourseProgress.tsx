/**
 * The learner's progress across the five courses, for the home page: read from the course
 * progress key (src/islands-logic/course-progress.ts); nothing stored shows an invitation.
 */
import { useEffect, useState } from 'preact/hooks';
import { countDone, loadProgress, type CourseProgress as Progress } from '../islands-logic/course-progress.ts';
import type { CourseProgressWords } from '../i18n/islands/course-progress.en.ts';
import './islands.css';

export interface CourseProgressProps {
  /**
   * The island's words (the course family's progress part): given by its language entry
   * (course/CourseProgress.<lang>.tsx), never by a page.
   */
  words: CourseProgressWords;
  courses: { href: string; title: string; ids: string[] }[];
}

export default function CourseProgress({ words: w, courses }: CourseProgressProps) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  useEffect(() => {
    const loaded = loadProgress();
    setProgress(loaded.value);
    setNotice(loaded.notice);
  }, []);
  return (
    <div class="isl isl-course-progress" data-ready={String(progress !== null)}>
      {notice && (
        <p class="isl__notice" role="status">
          {w.progressUnreadable(notice)}
        </p>
      )}
      <ul class="isl__list" data-testid="course-progress">
        {courses.map((c) => {
          const { done, stars } = progress ? countDone(progress, c.ids) : { done: 0, stars: 0 };
          return (
            <li>
              <a href={c.href}>{w.courseLink(c.title)}</a>
              {w.colon}
              {done === 0 ? w.notStartedN(c.ids.length) : w.doneOf(done, c.ids.length, stars)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
