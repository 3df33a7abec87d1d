/**
 * The course family in Traditional Chinese (src/i18n/islands/course.zh-TW.ts, lesson-check.zh-TW.ts),
 * for the Chinese edition's Taiwanese & Hong Kong Napoleon course: the lesson, course and progress
 * islands rendered through their Chinese entries read in Chinese; every answer of every step of
 * every tw-hk lesson (the play-on deal included) is judged the same as in English and explained in
 * Chinese — the engine's reason made from its answer, not English — and every glossary word a
 * tw-hk lesson teaches has its Chinese name.
 */
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { latinWords, visibleText } from './words.ts';
import { courseFor, lessonById, type Lesson } from '../../../src/content-data/lessons.ts';
import { localizeLesson } from '../../../src/content-data/translations.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { auctionChecks } from '../../../src/islands-logic/lesson-auction.ts';
import { checkLessonMove, lessonRules, moveChoices } from '../../../src/islands-logic/lessons.ts';
import type { LessonAsk } from '../../../src/content-data/lessons.ts';
import { checkPlayOn } from '../../../src/islands-logic/play-on.ts';
import { PLAY_ON_EN } from '../../../src/i18n/islands/lesson-check.en.ts';
import { checkZh } from '../../../src/i18n/islands/lesson-check.zh-TW.ts';
import { courseZh } from '../../../src/i18n/islands/course.zh-TW.ts';
import LessonZh from '../../../src/components/course/Lesson.zh-TW.tsx';
import CourseZh from '../../../src/components/course/Course.zh-TW.tsx';
import CourseProgressZh from '../../../src/components/course/CourseProgress.zh-TW.tsx';

/** The tw-hk course and the warm-up lesson of the rules and practice pages. */
const TWHK: Lesson[] = [...courseFor('tw-hk'), lessonById('twhk-jokers')!].filter(
  (l, i, all) => all.findIndex((m) => m.id === l.id) === i,
);
const zh = (l: Lesson) => localizeLesson(l, 'zh-TW');
/** Half-width sentence punctuation (Chinese uses ，。：（）！？). */
const halfWidth = (t: string) => t.match(/[,.!?;:()]/g) ?? [];

describe('the course islands in Chinese', () => {
  test('every tw-hk lesson, rendered through the Chinese entry, reads in Chinese', () => {
    expect(TWHK.length).toBeGreaterThanOrEqual(9);
    const found: Record<string, string[]> = {};
    for (const l of TWHK) {
      const html = render(<LessonZh lesson={zh(l)} />);
      expect(html).toContain(`課程：${zh(l).title}`);
      const bad = latinWords(visibleText(html));
      if (bad.length) found[l.id] = bad;
    }
    expect(found).toEqual({});
  });

  test('the tw-hk course page and the progress read in Chinese', () => {
    const html = render(
      <CourseZh
        game="台式／港式拿破崙"
        lessons={courseFor('tw-hk').map(zh)}
        next={{ href: '/zh-tw/mighty/learn/', title: '韓式拿破崙' }}
        coached="/zh-tw/tw-hk/practice/?coach=1"
      />,
    );
    expect(html).toContain('開始上課');
    expect(latinWords(visibleText(html))).toEqual([]);
    const home = render(
      <CourseProgressZh courses={[{ href: '/zh-tw/tw-hk/learn/', title: '台式／港式拿破崙', ids: ['a'] }]} />,
    );
    expect(home).toContain('台式／港式拿破崙課程');
    expect(latinWords(visibleText(home))).toEqual([]);
  });

  test('the catalogue sentences made with numbers and titles are Chinese, with full-width punctuation', () => {
    const said = [
      courseZh.finished(2, 5),
      courseZh.stepOf(1, 9),
      courseZh.lessonsDone(2, 6, 1),
      courseZh.inProgress(3, 8),
      courseZh.doneOf(1, 6, 1),
      courseZh.notStartedN(6),
      courseZh.progressReset('Your saved course progress could not be read'),
      courseZh.progressUnreadable('Your saved course progress could not be read'),
      courseZh.trickFacts('S', 3),
      courseZh.trickFacts(null, 1),
      courseZh.playOnTrickFacts('H', 2, 9, 5),
      courseZh.bidButton(2, 'D'),
      courseZh.bidToBeat(courseZh.bidShort({ count: 1, suit: 'S' })),
      courseZh.buryFacts('C', 1, 4),
      courseZh.trickWon(3, 0),
      courseZh.playWho(1, true),
      courseZh.nthToPlay(2),
      courseZh.nextCourse('韓式拿破崙'),
      courseZh.hint('提示'),
    ];
    expect(said.filter((t) => latinWords(t).length > 0 || halfWidth(t).length > 0)).toEqual([]);
    expect(said.filter((t) => !/[\u4e00-\u9fff]/.test(t))).toEqual([]);
  });

  test('every glossary word a tw-hk lesson teaches has its Chinese name and the Chinese edition’s glossary address', () => {
    const words = new Set(TWHK.flatMap((l) => l.steps.map((s) => s.word).filter((w): w is string => !!w)));
    expect(words.size).toBeGreaterThanOrEqual(8);
    for (const w of words) {
      expect(latinWords(courseZh.wordLabel(w))).toEqual([]);
      expect(courseZh.glossaryHref(w)).toBe(`/zh-tw/glossary/#${w}`);
    }
    // Another game's word is not guessed at: it stops, naming it.
    expect(() => courseZh.wordLabel('ura-jack')).toThrow(/ura-jack/);
  });
});

describe('the lesson checks in Chinese', () => {
  test('every answer of every tw-hk step: the same verdict as in English, explained in Chinese', () => {
    const problems: string[] = [];
    let wrongSeen = 0;
    let reasons = 0;
    for (const l of TWHK) {
      const lesson = zh(l);
      const engine = engineFor(lesson.variant);
      const rc = lessonRules(lesson);
      lesson.steps.forEach((step, k) => {
        if (step.kind === 'narrate') return;
        for (const move of moveChoices(step)) {
          const where = `${l.id} step ${k + 1} ${JSON.stringify(move)}`;
          const check = (text: string) => {
            const bad = [...latinWords(text), ...halfWidth(text)];
            if (bad.length || /規則引擎/.test(text)) problems.push(`${where}: ${text} (${bad.join(' ')})`);
            if (/贏|首引|王牌|秘書牌|鬼/.test(text)) reasons++;
          };
          if (step.kind === 'play-on') {
            const moves = move as (string | string[])[];
            for (let n = 1; n <= moves.length; n++) {
              const en = checkPlayOn(engine, rc, step, moves.slice(0, n), PLAY_ON_EN);
              const zv = checkPlayOn(engine, rc, step, moves.slice(0, n), checkZh);
              if (en.correct !== zv.correct || !!en.more !== !!zv.more) problems.push(`${where}: verdicts differ`);
              check(zv.explanation);
              if (!zv.correct) wrongSeen++;
              if (!zv.correct || !zv.more) break;
            }
            continue;
          }
          const en = checkLessonMove(engine, lesson, step, move, auctionChecks, PLAY_ON_EN);
          const zv = checkLessonMove(engine, lesson, step, move, auctionChecks, checkZh);
          if (en.correct !== zv.correct) problems.push(`${where}: verdicts differ`);
          if (!zv.correct) wrongSeen++;
          check(zv.explanation);
        }
      });
    }
    expect(problems).toEqual([]);
    expect(wrongSeen).toBeGreaterThan(20);
    expect(reasons).toBeGreaterThan(40);
  });

  test('the engine’s reason in the last three tricks is the Chinese one (the jokers lowest)', () => {
    const l = zh(lessonById('twhk-jokers')!);
    const step = l.steps.find((s) => s.id === 's4') as LessonAsk;
    const v = checkLessonMove(engineFor('tw-hk'), l, step, 'BJ', auctionChecks, checkZh);
    expect(v.correct).toBe(false);
    expect(v.explanation).toMatch(/末三輪中大小鬼是最小的牌/);
  });
});

describe('the built-pages check for the Chinese course catalogue (tests/budget/languages.mjs)', () => {
  test('it ships to the tw-hk course, rules and practice pages only, with no English course words there', async () => {
    const { languageProblems, COURSE_MARKERS, ZH_MARKERS } = await import('../../../tests/budget/languages.mjs');
    expect(ZH_MARKERS.course.length).toBeGreaterThan(10);
    const zh = `<p>${ZH_MARKERS.course[0]}</p>`;
    const en = `<p>${COURSE_MARKERS.en[0]}</p>`;
    // The course family's problems only (the practice page also needs its practice catalogue).
    const course = (page: string, html: string) =>
      (languageProblems(page, html, []) as string[]).filter((p) => / course /.test(p));
    for (const page of ['/zh-tw/tw-hk/learn/', '/zh-tw/tw-hk/rules/', '/zh-tw/tw-hk/practice/']) {
      expect(course(page, `<main lang="zh-TW">${zh}</main>`)).toEqual([]);
      expect(course(page, `<main lang="zh-TW">${zh}${en}</main>`)).toHaveLength(1);
      expect(course(page, '<main lang="zh-TW"></main>')).toHaveLength(1);
    }
    expect(languageProblems('/tw-hk/learn/', `<main lang="en">${en}${zh}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/zh-tw/mighty/learn/', `<main lang="en">${zh}</main>`, [])).toHaveLength(1);
  });
});
