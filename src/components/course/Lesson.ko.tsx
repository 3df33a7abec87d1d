/**
 * The Lesson island in Korean: this entry imports only the Korean catalogue and the Korean
 * card words (registered for Card.tsx), so English pages never load them (see ../Lesson.astro).
 */
import Lesson, { type LessonProps } from '../Lesson.tsx';
import { courseKo } from '../../i18n/islands/course.ko.ts';
import '../../i18n/card-words/ko.ts';

export default function LessonKo(props: Omit<LessonProps, 'words'>) {
  return <Lesson {...props} words={courseKo} />;
}
