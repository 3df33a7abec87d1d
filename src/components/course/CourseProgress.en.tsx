/** The CourseProgress island in English: this entry imports only the English progress words (see ../CourseProgress.astro). */
import CourseProgress, { type CourseProgressProps } from '../CourseProgress.tsx';
import { courseProgressEn } from '../../i18n/islands/course-progress.en.ts';

export default function CourseProgressEn(props: Omit<CourseProgressProps, 'words'>) {
  return <CourseProgress {...props} words={courseProgressEn} />;
}
