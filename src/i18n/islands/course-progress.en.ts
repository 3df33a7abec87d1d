/**
 * The words of the home page's course progress (CourseProgress.tsx) in English: a part of the
 * course family's catalogue (course.en.ts spreads it in), kept apart so the home page loads only
 * these. Shape of every language's `course-progress.<lang>.ts`.
 */
export const courseProgressEn = {
  /** The `lang` of the cards' spoken names (and of the whole catalogue). */
  lang: 'en' as 'en' | 'ja' | 'ko' | 'zh-TW',
  progressUnreadable: (notice: string) => `${notice} Open a course to start again.`,
  courseLink: (title: string) => `${title} course`,
  colon: ': ',
  notStartedN: (n: number) => `${n} lessons, not started`,
  doneOf: (done: number, n: number, stars: number) =>
    `${done} of ${n} lessons done${stars > 0 ? `, ${stars} with a star` : ''}`,
};

export type CourseProgressWords = typeof courseProgressEn;
