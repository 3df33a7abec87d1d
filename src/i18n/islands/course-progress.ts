/**
 * The words of the home page's course progress (CourseProgress.tsx): a part of the course family
 * (course.ts spreads it in), kept apart so the home page loads only these, from the catalogue
 * `src/i18n/messages/<lang>/course-progress.json`. The one shape every language fills.
 */
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/course-progress.json';

export type CourseProgressKey = Extract<keyof typeof en, string>;

export function courseProgressWords(t: Translate<CourseProgressKey>) {
  return {
    /** The `lang` of the cards' spoken names (and of the whole catalogue). */
    lang: t.lang as 'en' | 'ja' | 'ko' | 'zh-TW',
    /** The stored progress could not be read (`notice`: the storage module's English sentence why). */
    progressUnreadable: (notice: string) => t('progressUnreadable', { notice }),
    courseLink: (title: string) => t('courseLink', { title }),
    colon: t('colon'),
    notStartedN: (n: number) => t('notStartedN', { n }),
    doneOf: (done: number, n: number, stars: number) => t('doneOf', { done, n, stars }),
  };
}

export type CourseProgressWords = ReturnType<typeof courseProgressWords>;
