/** The CourseProgress island in Korean: this entry imports only the Korean progress words (see ../CourseProgress.astro). */
import CourseProgress, { type CourseProgressProps } from '../CourseProgress.tsx';
import { courseProgressKo } from '../../i18n/islands/course-progress.ko.ts';

export default function CourseProgressKo(props: Omit<CourseProgressProps, 'words'>) {
  return <CourseProgress {...props} words={courseProgressKo} />;
}
