/** The course family's words in this language: its catalogue, in the one shape (course.ts). */
import { translator } from '../messages/format.ts';
import { courseWords } from './course.ts';
import { courseProgressEn } from './course-progress.en.ts';
import messages from '../messages/en/course.json' with { type: 'json' };

export const courseEn = courseWords(translator('en', messages), courseProgressEn, () =>
  import('./lesson-check.en.ts').then((m) => m.PLAY_ON_EN),
);

export type { CourseWords } from './course.ts';
