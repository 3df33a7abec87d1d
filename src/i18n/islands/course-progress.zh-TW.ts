/** The home page's course progress in this language: its catalogue, in the one shape (course-progress.ts). */
import { translator } from '../messages/format.ts';
import { courseProgressWords } from './course-progress.ts';
import messages from '../messages/zh-TW/course-progress.json' with { type: 'json' };

export const courseProgressZh = courseProgressWords(translator('zh-TW', messages));
