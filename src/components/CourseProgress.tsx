/**
 * The learner's progress across the five courses, for the home page: read from the course
 * progress key (src/islands-logic/course-progress.ts); nothing stored shows an invitation.
 */
import { useEffect, useState } from 'preact/hooks';
import { countDone, loadProgress, type CourseProgress as Progress } from '../islands-logic/course-progress.ts';
import './islands.css';

export interface CourseProgressProps {
  courses: { href: string; title: string; ids: string[] }[];
}

export default function CourseProgress({ courses }: CourseProgressProps) {
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
          {notice} Open a course to start again.
        </p>
      )}
      <ul class="isl__list" data-testid="course-progress">
        {courses.map((c) => {
          const { done, stars } = progress ? countDone(progress, c.ids) : { done: 0, stars: 0 };
          return (
            <li>
              <a href={c.href}>{c.title} course</a>:{' '}
              {done === 0
                ? `${c.ids.length} lessons, not started`
                : `${done} of ${c.ids.length} lessons done${stars > 0 ? `, ${stars} with a star` : ''}`}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
