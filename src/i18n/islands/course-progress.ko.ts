/** The home page's course progress in this language: its catalogue, in the one shape (course-progress.ts). */
import { translator } from '../messages/format.ts';
import { withParticles } from '../grammar-ko.ts';
import { courseProgressWords } from './course-progress.ts';
import messages from '../messages/ko/course-progress.json' with { type: 'json' };

export const courseProgressKo = courseProgressWords(withParticles(translator('ko', messages)));
