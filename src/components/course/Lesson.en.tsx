/** The Lesson island in English: this entry imports only the English catalogue (see ../Lesson.astro). */
import Lesson, { type LessonProps } from '../Lesson.tsx';
import { courseEn } from '../../i18n/islands/course.en.ts';

export default function LessonEn(props: Omit<LessonProps, 'words'>) {
  return <Lesson {...props} words={courseEn} />;
}
