/**
 * Where a lesson's recap leads: the explained deal it ends in ("Play it out: <the deal's title>"),
 * the rules section it taught and puzzles on the same idea. The links and the deal's title come
 * resolved in the page's edition (content-data/translations.ts `localizeLesson`).
 */
import type { Lesson } from '../../content-data/lesson-types.ts';
import { useCourseWords } from '../../i18n/islands/context.ts';

export function RecapLinks({
  lesson,
}: {
  lesson: Pick<Lesson, 'dealLink' | 'dealTitle' | 'rulesLink' | 'puzzlesLink'>;
}) {
  const w = useCourseWords();
  return (
    <ul>
      {lesson.dealLink && lesson.dealTitle && (
        <li>
          <a href={lesson.dealLink}>{w.playItOut(lesson.dealTitle)}</a>
        </li>
      )}
      {lesson.rulesLink && (
        <li>
          <a href={lesson.rulesLink}>{w.readRules}</a>
        </li>
      )}
      {lesson.puzzlesLink && (
        <li>
          <a href={lesson.puzzlesLink}>{w.samePuzzles}</a>
        </li>
      )}
    </ul>
  );
}
