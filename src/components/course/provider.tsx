/**
 * The course family's words and the cards' language for an island of the family (Lesson,
 * Course, CourseProgress): each language entry (course/<Island>.<lang>.tsx) gives its catalogue.
 */
import type { ComponentChildren } from 'preact';
import type { CourseWords } from '../../i18n/islands/course.en.ts';
import { CourseWordsContext } from '../../i18n/islands/context.ts';
import { CardLang } from '../card-lang.ts';

export function CourseWordsProvider({ words, children }: { words: CourseWords; children: ComponentChildren }) {
  return (
    <CourseWordsContext.Provider value={words}>
      <CardLang.Provider value={words.lang}>{children}</CardLang.Provider>
    </CourseWordsContext.Provider>
  );
}
