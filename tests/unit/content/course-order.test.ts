/**
 * Each course teaches its default table's game first (C5 of the newcomer review): every local
 * rule the default preset has on is taught before any it has off, and the Daifugō course teaches
 * every one the default table has on (same-rank skip, the jokers, …).
 */
import { describe, expect, test } from 'vitest';
import { COURSE_ORDER, courseFor } from '../../../src/content-data/lessons.ts';
import { courseOrderProblems, localRules, taughtBy } from '../../../src/content-data/lesson-order.ts';

describe('course order', () => {
  test.each(COURSE_ORDER.filter((v) => courseFor(v).length > 0))(
    "%s: the default table's local rules are taught before the others",
    (variant) => {
      expect(courseOrderProblems(variant, courseFor(variant))).toEqual([]);
    },
  );

  test('the Daifugō course teaches every local rule the default table has on, skip and the jokers among them', () => {
    const { on, off } = localRules('daifugo');
    expect(on).toEqual(expect.arrayContaining(['skip', 'jokers']));
    expect(off).toEqual(expect.arrayContaining(['stairs', 'eightCut']));
    const taught = new Set(courseFor('daifugo').flatMap(taughtBy));
    expect(on.filter((r) => !taught.has(r))).toEqual([]);
  });

  test('a rule taught before its turn is named', () => {
    const lessons = courseFor('daifugo');
    const offLesson = lessons.find((l) => taughtBy(l).some((r) => localRules('daifugo').off.includes(r)))!;
    const onLesson = lessons.find((l) => (l.teaches ?? []).length > 0)!;
    expect(courseOrderProblems('daifugo', [offLesson, onLesson])).toEqual([
      expect.stringMatching(new RegExp(`^${onLesson.id} teaches .* after ${offLesson.id} taught`)),
    ]);
    expect(courseOrderProblems('daifugo', [{ ...onLesson, teaches: ['stairs'] }])).toEqual([
      `${onLesson.id} teaches "stairs", not a local rule the default table has on`,
    ]);
  });
});
