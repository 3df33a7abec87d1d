/** The course family's words in this language: its catalogue, in the one shape (course.ts). */
import { translator } from '../messages/format.ts';
import { courseWords } from './course.ts';
import { courseProgressZh } from './course-progress.zh-TW.ts';
import messages from '../messages/zh-TW/course.json' with { type: 'json' };

export const courseZh = courseWords(translator('zh-TW', messages), courseProgressZh, () =>
  import('./lesson-check.zh-TW.ts').then((m) => m.checkZh),
);
