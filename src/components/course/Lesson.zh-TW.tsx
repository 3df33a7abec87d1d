/**
 * The Lesson island in Traditional Chinese: this entry imports only the Chinese catalogue and the
 * Chinese card words (registered for Card.tsx), so other pages never load them (see ../Lesson.astro).
 */
import Lesson, { type LessonProps } from '../Lesson.tsx';
import { courseZh } from '../../i18n/islands/course.zh-TW.ts';
import '../../i18n/card-words/zh-tw.ts';

export default function LessonZh(props: Omit<LessonProps, 'words'>) {
  return <Lesson {...props} words={courseZh} />;
}
