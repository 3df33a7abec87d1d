/**
 * The course family in Japanese (src/i18n/islands/course.ja.ts, lesson-check.ja.ts): the lesson,
 * course and progress islands rendered through their Japanese entries read in Japanese; every
 * answer of every step of every lesson (five games, play-on deals included) is judged the same as
 * in English and explained in Japanese — the engine's reasons made from its answer, not English
 * — and every glossary word a lesson teaches has its Japanese name.
 */
import { visibleText } from './words.ts';
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { COURSE_ORDER, courseFor, LESSONS, type Lesson } from '../../../src/content-data/lessons.ts';
import { localizeLesson } from '../../../src/content-data/translations.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { auctionChecks } from '../../../src/islands-logic/lesson-auction.ts';
import { checkLessonMove, lessonRules, moveChoices } from '../../../src/islands-logic/lessons.ts';
import { checkPlayOn } from '../../../src/islands-logic/play-on.ts';
import { PLAY_ON_EN } from '../../../src/i18n/islands/lesson-check.en.ts';
import { checkJa } from '../../../src/i18n/islands/lesson-check.ja.ts';
import { courseJa } from '../../../src/i18n/islands/course.ja.ts';
import { courseEn } from '../../../src/i18n/islands/course.en.ts';
import LessonJa from '../../../src/components/course/Lesson.ja.tsx';
import CourseJa from '../../../src/components/course/Course.ja.tsx';
import CourseProgressJa from '../../../src/components/course/CourseProgress.ja.tsx';
import LessonEn from '../../../src/components/course/Lesson.en.tsx';

/** Latin letters a Japanese reader may meet: card codes and key names (as in islands.test.tsx). */
const ALLOWED = new Set(['JK', 'BJ', 'LJ', 'Tab', 'Enter']);
const latinWords = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)].map((m) => m[0]).filter((w) => !ALLOWED.has(w) && !/^[AKQJ]$/.test(w));

const ALL: Lesson[] = Object.values(LESSONS);
const ja = (l: Lesson) => localizeLesson(l, 'ja');

describe('the course islands in Japanese', () => {
  test('a lesson of every game, rendered through the Japanese entry, reads in Japanese', () => {
    const found: Record<string, string[]> = {};
    for (const l of ALL) {
      const html = render(<LessonJa lesson={ja(l)} />);
      expect(html).toContain(`レッスン：${ja(l).title}`);
      const bad = latinWords(visibleText(html));
      if (bad.length) found[l.id] = bad;
    }
    expect(found).toEqual({});
    // and the English entry still speaks English
    expect(render(<LessonEn lesson={ALL[0]!} />)).toContain('Lesson: ');
  });

  test('every course page and the home page progress read in Japanese', () => {
    const found: Record<string, string[]> = {};
    for (const v of COURSE_ORDER) {
      const lessons = courseFor(v).map(ja);
      if (lessons.length === 0) continue;
      const html = render(
        <CourseJa
          game="ナポレオン"
          lessons={lessons}
          next={{ href: '/ja/nap/learn/', title: 'ナップ' }}
          coached="/ja/japanese/practice/?coach=1"
        />,
      );
      const bad = latinWords(visibleText(html));
      if (bad.length) found[v] = bad;
    }
    const home = render(
      <CourseProgressJa courses={[{ href: '/ja/japanese/learn/', title: 'ナポレオン', ids: ['a'] }]} />,
    );
    expect(home).toContain('ナポレオンのコース');
    const bad = latinWords(visibleText(home));
    if (bad.length) found['home'] = bad;
    expect(found).toEqual({});
  });

  test('the catalogue sentences made with numbers and titles are Japanese', () => {
    const said = [
      courseJa.finished(2, 5),
      courseJa.stepOf(1, 9),
      courseJa.lessonsDone(2, 6, 1),
      courseJa.inProgress(3, 8),
      courseJa.doneOf(1, 6, 1),
      courseJa.notStartedN(6),
      courseJa.progressReset('Your saved course progress could not be read'),
      courseJa.progressUnreadable('Your saved course progress could not be read'),
      courseJa.trickFacts('S', 3),
      courseJa.trickFacts(null, 1),
      courseJa.playOnTrickFacts('H', 2, 9, 5),
      courseJa.playOnClimbFacts(true, 4),
      courseJa.bidButton(14, 'D'),
      courseJa.bidToBeat(courseJa.bidShort({ count: 13, suit: 'S' })),
      courseJa.buryFacts('C', 1, 5),
      courseJa.pileTaken(2),
      courseJa.trickWon(3, 0),
      courseJa.playWho(1, true),
      courseJa.passed(3),
      courseJa.nthToPlay(2),
    ].join('\n');
    expect(latinWords(said)).toEqual([]);
  });

  test('every glossary word a lesson teaches has its Japanese name and the Japanese glossary address', () => {
    const words = new Set(ALL.flatMap((l) => l.steps.map((s) => s.word).filter((w): w is string => !!w)));
    expect(words.size).toBeGreaterThan(10);
    for (const w of words) {
      expect(latinWords(courseJa.wordLabel(w))).toEqual([]);
      expect(courseJa.glossaryHref(w)).toBe(`/ja/glossary/#${w}`);
    }
    expect(courseEn.glossaryHref('trump')).toBe('/glossary/#trump');
  });
});

describe('the lesson checks in Japanese', () => {
  test('every answer of every step: the same verdict as in English, explained in Japanese', () => {
    const problems: string[] = [];
    let wrongSeen = 0;
    for (const l of ALL) {
      const lesson = ja(l);
      const engine = engineFor(lesson.variant);
      const rc = lessonRules(lesson);
      lesson.steps.forEach((step, k) => {
        if (step.kind === 'narrate') return;
        for (const move of moveChoices(step)) {
          const where = `${l.id} step ${k + 1} ${JSON.stringify(move)}`;
          if (step.kind === 'play-on') {
            const moves = move as (string | string[])[];
            // card by card, as the island checks it
            for (let n = 1; n <= moves.length; n++) {
              const en = checkPlayOn(engine, rc, step, moves.slice(0, n), PLAY_ON_EN);
              const jv = checkPlayOn(engine, rc, step, moves.slice(0, n), checkJa);
              if (en.correct !== jv.correct || !!en.more !== !!jv.more) problems.push(`${where}: verdicts differ`);
              const bad = latinWords(jv.explanation);
              if (bad.length) problems.push(`${where}: ${jv.explanation}`);
              if (!jv.correct) wrongSeen++;
              if (!jv.correct || !jv.more) break;
            }
            continue;
          }
          const en = checkLessonMove(engine, lesson, step, move, auctionChecks, PLAY_ON_EN);
          const jv = checkLessonMove(engine, lesson, step, move, auctionChecks, checkJa);
          if (en.correct !== jv.correct) problems.push(`${where}: verdicts differ`);
          if (!jv.correct) wrongSeen++;
          if (/ルールエンジン/.test(jv.explanation)) problems.push(`${where}: ${jv.explanation}`);
          const bad = latinWords(jv.explanation);
          if (bad.length) problems.push(`${where}: ${jv.explanation} (${bad.join(' ')})`);
        }
      });
    }
    expect(problems).toEqual([]);
    expect(wrongSeen).toBeGreaterThan(20);
  });
});
