/** The home page's course progress in Japanese (shape: course-progress.en.ts; part of course.ja.ts). */
import type { CourseProgressWords } from './course-progress.en.ts';

export const courseProgressJa: CourseProgressWords = {
  lang: 'ja',
  progressUnreadable: () => '保存されていたコースの進み具合を読み込めませんでした。コースを開くと最初から始まります。',
  courseLink: (title) => `${title}のコース`,
  colon: '：',
  notStartedN: (n) => `全${n}レッスン、未着手`,
  doneOf: (done, n, stars) => `${n}レッスン中${done}レッスン完了${stars > 0 ? `（うち★${stars}個）` : ''}`,
};
