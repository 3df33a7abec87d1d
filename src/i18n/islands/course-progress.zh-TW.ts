/** The home page's course progress in Traditional Chinese (shape: course-progress.en.ts; part of course.zh-TW.ts). */
import type { CourseProgressWords } from './course-progress.en.ts';

export const courseProgressZh: CourseProgressWords = {
  lang: 'zh-TW',
  progressUnreadable: () => '讀不到之前存下的課程進度。打開任何一個課程，就會從頭開始。',
  courseLink: (title) => `${title}課程`,
  colon: '：',
  notStartedN: (n) => `共${n}課，還沒開始`,
  doneOf: (done, n, stars) => `${n}課中完成${done}課${stars > 0 ? `（其中${stars}課拿到★）` : ''}`,
};
