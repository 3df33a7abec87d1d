/**
 * The Course island in Traditional Chinese: this entry imports only the Chinese catalogue and the
 * Chinese card words (registered for Card.tsx), so other pages never load them (see ../Course.astro).
 */
import Course, { type CourseProps } from '../Course.tsx';
import { courseZh } from '../../i18n/islands/course.zh-TW.ts';
import '../../i18n/card-words/zh-tw.ts';

export default function CourseZh(props: Omit<CourseProps, 'words'>) {
  return <Course {...props} words={courseZh} />;
}
