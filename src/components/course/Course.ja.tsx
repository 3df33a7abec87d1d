/**
 * The Course island in Japanese: this entry imports only the Japanese catalogue and the Japanese
 * card words (registered for Card.tsx), so English pages never load them (see ../Course.astro).
 */
import Course, { type CourseProps } from '../Course.tsx';
import { courseJa } from '../../i18n/islands/course.ja.ts';
import '../../i18n/card-words/ja.ts';

export default function CourseJa(props: Omit<CourseProps, 'words'>) {
  return <Course {...props} words={courseJa} />;
}
