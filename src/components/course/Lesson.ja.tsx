/**
 * The Lesson island in Japanese: this entry imports only the Japanese catalogue and the Japanese
 * card words (registered for Card.tsx), so English pages never load them (see ../Lesson.astro).
 */
import Lesson, { type LessonProps } from '../Lesson.tsx';
import { courseJa } from '../../i18n/islands/course.ja.ts';
import '../../i18n/card-words/ja.ts';

export default function LessonJa(props: Omit<LessonProps, 'words'>) {
  return <Lesson {...props} words={courseJa} />;
}
