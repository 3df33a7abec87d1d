/** The CourseProgress island in Traditional Chinese: this entry imports only the Chinese progress words (see ../CourseProgress.astro). */
import CourseProgress, { type CourseProgressProps } from '../CourseProgress.tsx';
import { courseProgressZh } from '../../i18n/islands/course-progress.zh-TW.ts';

export default function CourseProgressZh(props: Omit<CourseProgressProps, 'words'>) {
  return <CourseProgress {...props} words={courseProgressZh} />;
}
