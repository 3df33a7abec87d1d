/** The course family's words in this language: its catalogue, in the one shape (course.ts). */
import { translator } from '../messages/format.ts';
import { withParticles } from '../grammar-ko.ts';
import { courseWords } from './course.ts';
import { courseProgressKo } from './course-progress.ko.ts';
import messages from '../messages/ko/course.json' with { type: 'json' };

export const courseKo = courseWords(withParticles(translator('ko', messages)), courseProgressKo, () =>
  import('./lesson-check.ko.ts').then((m) => m.checkKo),
);
