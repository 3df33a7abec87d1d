/**
 * A lesson may end in an explained deal (`dealLink`: `/<game>/deals/#<deal-id>`): the build refuses
 * a link naming no deal of the lesson's game; the page's edition gets its own deals page and the
 * deal's title in its language; the recap links to it as "Play it out: <title>".
 */
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { courseFor, LESSONS, type Lesson } from '../../../src/content-data/lessons.ts';
import { assertLessons, lessonProblems } from '../../../src/content-data/lesson-check.ts';
import { localizeLesson } from '../../../src/content-data/translations.ts';
import { dealsFor, localizeDeal } from '../../../src/content-data/deals.ts';
import { RecapLinks } from '../../../src/components/course/RecapLinks.tsx';
import { CourseWordsProvider } from '../../../src/components/course/provider.tsx';
import { courseEn } from '../../../src/i18n/islands/course.en.ts';
import { courseJa } from '../../../src/i18n/islands/course.ja.ts';
import { courseKo } from '../../../src/i18n/islands/course.ko.ts';
import { courseZh } from '../../../src/i18n/islands/course.zh-TW.ts';
import type { CourseWords } from '../../../src/i18n/islands/course.en.ts';

const firstDeal = (game: string) => dealsFor(game)!.deals[0]!;
const linked = (id: string, dealLink: string): Lesson => ({ ...LESSONS[id]!, dealLink });

describe('a lesson’s link to an explained deal', () => {
  test('a link to one of the game’s deals is sound', () => {
    const jp = firstDeal('japanese');
    expect(lessonProblems(linked('jp-deck', `/japanese/deals/#${jp.id}`))).toEqual([]);
  });

  test('a deal id the game does not have fails the build, naming the lesson, the id and the known deals', () => {
    const bad = linked('jp-deck', '/japanese/deals/#jn-no-such-deal');
    expect(lessonProblems(bad)).toEqual([
      expect.stringMatching(/names "jn-no-such-deal", which is not one of the japanese deals \(jn-standard-1, /),
    ]);
    expect(() => assertLessons([bad])).toThrow(/lesson "jp-deck" is wrong: the deal link names "jn-no-such-deal"/);
  });

  test('a link to another game’s deals, or of another shape, is refused', () => {
    const nap = firstDeal('nap');
    expect(lessonProblems(linked('jp-deck', `/nap/deals/#${nap.id}`))).toEqual([
      `the deal link "/nap/deals/#${nap.id}" must be /japanese/deals/#<deal id>`,
    ]);
    expect(lessonProblems(linked('jp-deck', '/japanese/deals/'))).toHaveLength(1);
    const titled = { ...linked('jp-deck', `/japanese/deals/#${firstDeal('japanese').id}`), dealTitle: 'x' };
    expect(lessonProblems(titled)[0]).toMatch(/leave "dealTitle" out/);
  });

  test('each edition gets its own deals page and the deal’s title in its language', () => {
    const jp = firstDeal('japanese');
    const en = localizeLesson(linked('jp-deck', `/japanese/deals/#${jp.id}`), 'en');
    expect(en).toMatchObject({ dealLink: `/japanese/deals/#${jp.id}`, dealTitle: jp.title });
    const ja = localizeLesson(linked('jp-deck', `/japanese/deals/#${jp.id}`), 'ja');
    const jaTitle = localizeDeal(jp, 'japanese', 'ja').title;
    expect(jaTitle).not.toBe(jp.title);
    expect(ja).toMatchObject({ dealLink: `/ja/japanese/deals/#${jp.id}`, dealTitle: jaTitle });
    // Korean (the Mighty course) and Traditional Chinese (the tw-hk course) likewise.
    const mt = firstDeal('mighty');
    const ko = localizeLesson(linked('mt-points', `/mighty/deals/#${mt.id}`), 'ko');
    expect(ko).toMatchObject({
      dealLink: `/ko/mighty/deals/#${mt.id}`,
      dealTitle: localizeDeal(mt, 'mighty', 'ko').title,
    });
    const hk = firstDeal('tw-hk');
    const zh = localizeLesson(linked('tw-follow', `/tw-hk/deals/#${hk.id}`), 'zh-TW');
    expect(zh).toMatchObject({
      dealLink: `/zh-tw/tw-hk/deals/#${hk.id}`,
      dealTitle: localizeDeal(hk, 'tw-hk', 'zh-TW').title,
    });
    // A page whose language has no texts for the lesson keeps the English lesson and deals page.
    expect(localizeLesson(linked('jp-deck', `/japanese/deals/#${jp.id}`), 'ko')).toMatchObject({
      dealLink: `/japanese/deals/#${jp.id}`,
      dealTitle: jp.title,
    });
  });

  const recap = (words: CourseWords, lesson: Lesson) =>
    render(
      <CourseWordsProvider words={words}>
        <RecapLinks lesson={lesson} />
      </CourseWordsProvider>,
    );

  test('the recap links to the deal by its title, in every language the course has', () => {
    const jp = firstDeal('japanese');
    const lesson = linked('jp-deck', `/japanese/deals/#${jp.id}`);
    const cases: [CourseWords, string, RegExp][] = [
      [courseEn, 'en', /Play it out: /],
      [courseJa, 'ja', /解説つきの手で打ってみる：/],
      [courseKo, 'ko', /해설이 있는 딜로 쳐 보기: /],
      [courseZh, 'zh-TW', /在詳解牌局裡打打看：/],
    ];
    for (const [words, lang, said] of cases) {
      const l = localizeLesson(lesson, lang);
      const html = recap(words, l);
      expect(html, lang).toContain(`<a href="${l.dealLink}">`);
      expect(html, lang).toMatch(said);
      expect(html, lang).toContain(l.dealTitle);
    }
    // A lesson without a deal link shows no such link.
    expect(recap(courseEn, localizeLesson(LESSONS['jp-deck']!, 'en'))).not.toMatch(/Play it out/);
  });

  test('the Japanese Napoleon and Nap courses end in at least three play lessons, each with an explained deal', () => {
    for (const v of ['japanese', 'nap'] as const) {
      const course = courseFor(v);
      const firstPlay = course.findIndex((l) => l.dealLink);
      const play = course.slice(firstPlay);
      expect(firstPlay, v).toBeGreaterThan(0);
      expect(play.length, v).toBeGreaterThanOrEqual(3);
      // after the rules lessons: every lesson from the first play lesson on ends in a deal
      for (const l of play) {
        expect(l.dealLink, l.id).toMatch(new RegExp(`^/${v}/deals/#`));
        expect(
          l.steps.some((s) => s.kind !== 'narrate' && s.kind !== 'choice'),
          `${l.id} asks about a position`,
        ).toBe(true);
      }
      // each links a different deal, and the Japanese edition has its words
      expect(new Set(play.map((l) => l.dealLink)).size, v).toBe(play.length);
      for (const l of play) expect(localizeLesson(l, 'ja').dealLink, l.id).toMatch(new RegExp(`^/ja/${v}/deals/#`));
    }
  });

  test('every course lesson’s deal link is sound', () => {
    for (const v of ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'] as const)
      for (const l of courseFor(v)) if (l.dealLink) expect(lessonProblems(l), l.id).toEqual([]);
  });
});
