/** The CourseProgress island in Japanese: this entry imports only the Japanese progress words (see ../CourseProgress.astro). */
import CourseProgress, { type CourseProgressProps } from '../CourseProgress.tsx';
import { courseProgressJa } from '../../i18n/islands/course-progress.ja.ts';

export default function CourseProgressJa(props: Omit<CourseProgressProps, 'words'>) {
  return <CourseProgress {...props} words={courseProgressJa} />;
}
