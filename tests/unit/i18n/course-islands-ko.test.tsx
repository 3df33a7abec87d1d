/**
 * The course family in Korean (src/i18n/islands/course.ko.ts, lesson-check.ko.ts), for the Korean
 * edition's Mighty course and lesson: the lesson, course and progress islands rendered through
 * their Korean entries read in Korean; every answer of every step of every Mighty lesson (the
 * play-on deal included) is judged the same as in English and explained in Korean — the engine's
 * reason made from its explanation, not English — and every glossary word a Mighty lesson teaches
 * has its Korean name.
 */
import { latinWords, visibleText } from './words.ts';
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { courseFor, lessonById, type Lesson } from '../../../src/content-data/lessons.ts';
import { localizeLesson } from '../../../src/content-data/translations.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { auctionChecks } from '../../../src/islands-logic/lesson-auction.ts';
import { checkLessonMove, lessonRules, moveChoices } from '../../../src/islands-logic/lessons.ts';
import { checkPlayOn } from '../../../src/islands-logic/play-on.ts';
import { PLAY_ON_EN } from '../../../src/i18n/islands/lesson-check.en.ts';
import { checkKo } from '../../../src/i18n/islands/lesson-check.ko.ts';
import { courseKo } from '../../../src/i18n/islands/course.ko.ts';
import LessonKo from '../../../src/components/course/Lesson.ko.tsx';
import CourseKo from '../../../src/components/course/Course.ko.tsx';
import CourseProgressKo from '../../../src/components/course/CourseProgress.ko.tsx';

/** The Korean edition's lessons: Mighty's course and the lesson its rules and practice pages embed. */
const MIGHTY: Lesson[] = [...courseFor('mighty'), lessonById('mighty-mighty')!].filter(
  (l, i, all) => all.findIndex((x) => x.id === l.id) === i,
);
const ko = (l: Lesson) => localizeLesson(l, 'ko');
const hangul = (s: string) => /[\uac00-\ud7a3]/.test(s);

describe('the course islands in Korean', () => {
  test('every Mighty lesson, rendered through the Korean entry, reads in Korean', () => {
    expect(MIGHTY.length).toBeGreaterThan(8);
    const found: Record<string, string[]> = {};
    for (const l of MIGHTY) {
      const html = render(<LessonKo lesson={ko(l)} />);
      expect(html).toContain(`레슨: ${ko(l).title}`);
      expect(hangul(ko(l).title)).toBe(true);
      const bad = latinWords(visibleText(html));
      if (bad.length) found[l.id] = bad;
    }
    expect(found).toEqual({});
  });

  test('the Mighty course page and the progress read in Korean', () => {
    const html = render(
      <CourseKo
        game="마이티"
        lessons={courseFor('mighty').map(ko)}
        next={{ href: '/ko/daifugo/learn/', title: '다이후고 (대부호)' }}
        coached="/ko/mighty/practice/?coach=1"
      />,
    );
    expect(html).toContain('코스 시작하기');
    expect(latinWords(visibleText(html))).toEqual([]);
    const home = render(<CourseProgressKo courses={[{ href: '/ko/mighty/learn/', title: '마이티', ids: ['a'] }]} />);
    expect(home).toContain('마이티 코스');
    expect(latinWords(visibleText(home))).toEqual([]);
  });

  test('the catalogue sentences made with numbers and titles are Korean', () => {
    const said = [
      courseKo.finished(2, 5),
      courseKo.stepOf(1, 9),
      courseKo.lessonsDone(2, 6, 1),
      courseKo.inProgress(3, 8),
      courseKo.doneOf(1, 6, 1),
      courseKo.notStartedN(6),
      courseKo.progressReset('Your saved course progress could not be read'),
      courseKo.progressUnreadable('Your saved course progress could not be read'),
      courseKo.trickFacts('S', 3),
      courseKo.trickFacts(null, 1),
      courseKo.playOnTrickFacts('H', 2, 9, 5),
      courseKo.bidButton(14, 'D'),
      courseKo.bidToBeat(courseKo.bidShort({ count: 13, suit: 'S' })),
      courseKo.buryFacts('C', 1, 3),
      courseKo.pileTaken(2),
      courseKo.trickWon(3, 0),
      courseKo.playWho(1, true),
      courseKo.passed(3),
      courseKo.nthToPlay(2),
    ];
    expect(latinWords(said.join('\n'))).toEqual([]);
    expect(said.every(hangul)).toBe(true);
    // the subject particle follows the number's sound: 컴퓨터 1이, 컴퓨터 2가
    expect(courseKo.trickWon(4, 1)).toBe('4번째 트릭: 컴퓨터 1이 이겼습니다.');
    expect(courseKo.trickWon(4, 2)).toBe('4번째 트릭: 컴퓨터 2가 이겼습니다.');
  });

  test('every glossary word a Mighty lesson teaches has its Korean name and the Korean edition’s address', () => {
    const words = new Set(MIGHTY.flatMap((l) => l.steps.map((s) => s.word).filter((w): w is string => !!w)));
    expect(words.size).toBeGreaterThan(5);
    for (const w of words) {
      expect(hangul(courseKo.wordLabel(w))).toBe(true);
      expect(courseKo.glossaryHref(w)).toBe(`/ko/glossary/#${w}`);
    }
  });
});

describe('the lesson checks in Korean', () => {
  test('every answer of every Mighty step: the same verdict as in English, explained in Korean', () => {
    const problems: string[] = [];
    let wrongSeen = 0;
    for (const l of MIGHTY) {
      const lesson = ko(l);
      const engine = engineFor(lesson.variant);
      const rc = lessonRules(lesson);
      lesson.steps.forEach((step, k) => {
        if (step.kind === 'narrate') return;
        for (const move of moveChoices(step)) {
          const where = `${l.id} step ${k + 1} ${JSON.stringify(move)}`;
          if (step.kind === 'play-on') {
            const moves = move as (string | string[])[];
            for (let n = 1; n <= moves.length; n++) {
              const en = checkPlayOn(engine, rc, step, moves.slice(0, n), PLAY_ON_EN);
              const kv = checkPlayOn(engine, rc, step, moves.slice(0, n), checkKo);
              if (en.correct !== kv.correct || !!en.more !== !!kv.more) problems.push(`${where}: verdicts differ`);
              if (latinWords(kv.explanation).length || !hangul(kv.explanation))
                problems.push(`${where}: ${kv.explanation}`);
              if (!kv.correct) wrongSeen++;
              if (!kv.correct || !kv.more) break;
            }
            continue;
          }
          const en = checkLessonMove(engine, lesson, step, move, auctionChecks, PLAY_ON_EN);
          const kv = checkLessonMove(engine, lesson, step, move, auctionChecks, checkKo);
          if (en.correct !== kv.correct) problems.push(`${where}: verdicts differ`);
          if (!kv.correct) wrongSeen++;
          if (/규칙 엔진/.test(kv.explanation)) problems.push(`${where}: ${kv.explanation}`);
          const bad = latinWords(kv.explanation);
          if (bad.length || !hangul(kv.explanation)) problems.push(`${where}: ${kv.explanation} (${bad.join(' ')})`);
        }
      });
    }
    expect(problems).toEqual([]);
    expect(wrongSeen).toBeGreaterThan(20);
  });

  test('a card that does not win: the Korean says so; the winner and the engine’s reason come on demand', () => {
    const lesson = ko(lessonById('mt-joker')!);
    const step = lesson.steps[2]!; // the first trick: the joker has no power
    if (step.kind !== 'winner') throw new Error('mt-joker step 3 is a question of which card wins');
    const r = checkLessonMove(engineFor('mighty'), lesson, step, 1, auctionChecks, checkKo);
    expect(r.correct).toBe(false);
    expect(r.explanation).toBe('조커는 이 트릭을 이기지 못합니다.');
    expect(r.answer).toMatch(/^♥A가 트릭을 이깁니다\. ♥A가 이 트릭에서 가장 높은 기루다/);
  });
});

describe('the built-pages check for the Korean course catalogue (tests/budget/languages.mjs)', () => {
  test('Korean course words only on the Korean Mighty course, rules and practice pages, and no English ones there', async () => {
    const { languageProblems, KO_MARKERS, COURSE_MARKERS } = await import('../../../tests/budget/languages.mjs');
    // This family's problems only (a page may need other families' catalogues too).
    const problems = (page: string, html: string) =>
      (languageProblems(page, html, []) as string[]).filter((p) => p.includes(' course '));
    const ko = `<p>${KO_MARKERS.course[0]}</p>`;
    const en = `<p>${COURSE_MARKERS.en[0]}</p>`;
    expect(problems('/ko/mighty/learn/', `<main lang="ko">${ko}</main>`)).toEqual([]);
    expect(problems('/ko/mighty/practice/', `<main lang="ko">${ko}${en}</main>`)).toHaveLength(1);
    expect(problems('/ko/mighty/learn/', '<main lang="ko"></main>')).toHaveLength(1);
    expect(problems('/mighty/learn/', `<main lang="en">${en}${ko}</main>`)).toHaveLength(1);
    expect(problems('/ko/mighty/', `<main lang="ko">${ko}</main>`)).toHaveLength(1);
  });
});
