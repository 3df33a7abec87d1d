/**
 * Lessons: short scripted walks through one rule (`content/lessons/<id>.json`), run by the
 * lesson machine (`src/machines/lesson.ts`) in the Lesson island. Every move step is checked
 * by the engine when the learner plays, and by tests/unit/islands/lessons.test.ts at test time
 * (the expected move must reach the goal; some other choice must not).
 */
import { DESCRIPTORS } from '../engine/descriptors.ts';
import type { VariantId } from '../engine/options.ts';
import jpMighty from '../../content/lessons/japanese-specials.json' with { type: 'json' };
import napTrumps from '../../content/lessons/nap-trumps.json' with { type: 'json' };
import twhkJokers from '../../content/lessons/twhk-jokers.json' with { type: 'json' };
import mightyMighty from '../../content/lessons/mighty-mighty.json' with { type: 'json' };
import daifugoBasics from '../../content/lessons/daifugo-basics.json' with { type: 'json' };
import courseJapanese from '../../content/lessons/course-japanese.json' with { type: 'json' };
import courseNap from '../../content/lessons/course-nap.json' with { type: 'json' };
import courseTwhk from '../../content/lessons/course-tw-hk.json' with { type: 'json' };
import courseMighty from '../../content/lessons/course-mighty.json' with { type: 'json' };
import courseDaifugo from '../../content/lessons/course-daifugo.json' with { type: 'json' };
import { localizeCoached } from './translations.ts';
import type { CoachedHand, CourseFile, Lesson } from './lesson-types.ts';

export type {
  LessonNarrate,
  TrickPosition,
  LessonTrickMove,
  ClimbPosition,
  LessonClimbMove,
  LessonWinner,
  LessonBid,
  LessonBury,
  LessonChoice,
  PlayOnTrick,
  PlayOnClimb,
  LessonPlayOn,
  LessonAsk,
  LessonStepData,
  Lesson,
  CoachedHand,
  CourseFile,
} from './lesson-types.ts';

const SINGLE = [jpMighty, napTrumps, twhkJokers, mightyMighty, daifugoBasics] as unknown as Lesson[];
const COURSE_FILES = [courseJapanese, courseNap, courseTwhk, courseMighty, courseDaifugo] as unknown as CourseFile[];

/** The games in course order (the menu's): each finished course links to the next. */
export const COURSE_ORDER: readonly VariantId[] = DESCRIPTORS.map((d) => d.id);

export const LESSONS: Readonly<Record<string, Lesson>> = Object.fromEntries([
  ...SINGLE.map((l) => [l.id, l] as const),
  ...COURSE_FILES.flatMap((c) =>
    c.lessons
      .filter((l): l is Lesson => typeof l !== 'string')
      .map((l) => [l.id, { ...l, variant: c.variant }] as const),
  ),
]);

/** Each game's course: its lessons in order. */
export const COURSES: Readonly<Record<string, Lesson[]>> = Object.fromEntries(
  COURSE_FILES.map((c) => [
    c.variant,
    c.lessons.map((l) => {
      const lesson = typeof l === 'string' ? LESSONS[l] : LESSONS[l.id];
      if (!lesson) throw new Error(`course ${c.variant}: unknown lesson "${String(l)}"`);
      return lesson;
    }),
  ]),
);

/** Each game's coached hand, its lines in `lang` (`ja` on a Japanese page). */
export function coachedHandFor(variant: VariantId, lang = 'en'): CoachedHand | undefined {
  return localizeCoached(variant, COURSE_FILES.find((c) => c.variant === variant)?.coached, lang);
}

export function courseFor(variant: VariantId): Lesson[] {
  return COURSES[variant] ?? [];
}

export function lessonById(id: string): Lesson | undefined {
  return LESSONS[id];
}

export function lessonsFor(variant: VariantId): Lesson[] {
  return Object.values(LESSONS).filter((l) => l.variant === variant);
}
