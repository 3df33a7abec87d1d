/** The Course island in English: this entry imports only the English catalogue (see ../Course.astro). */
import Course, { type CourseProps } from '../Course.tsx';
import { courseEn } from '../../i18n/islands/course.en.ts';

export default function CourseEn(props: Omit<CourseProps, 'words'>) {
  return <Course {...props} words={courseEn} />;
}
