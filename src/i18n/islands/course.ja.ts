/** The course family's words in this language: its catalogue, in the one shape (course.ts). */
import { translator } from '../messages/format.ts';
import { courseWords } from './course.ts';
import { courseProgressJa } from './course-progress.ja.ts';
import messages from '../messages/ja/course.json' with { type: 'json' };

export const courseJa = courseWords(translator('ja', messages), courseProgressJa, () =>
  import('./lesson-check.ja.ts').then((m) => m.checkJa),
);
