/**
 * The Course island in Korean: this entry imports only the Korean catalogue and the Korean
 * card words (registered for Card.tsx), so English pages never load them (see ../Course.astro).
 */
import Course, { type CourseProps } from '../Course.tsx';
import { courseKo } from '../../i18n/islands/course.ko.ts';
import '../../i18n/card-words/ko.ts';

export default function CourseKo(props: Omit<CourseProps, 'words'>) {
  return <Course {...props} words={courseKo} />;
}
