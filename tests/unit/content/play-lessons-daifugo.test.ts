/**
 * The Daifugō course grows into play (issue #33 item 5): after the rules lessons come at least
 * three play lessons — on passing (when to hold back), on pairs and the finishing order, and on
 * when to start a revolution — each ending in a different explained round, each asking about a
 * position the engine checks, each read in Japanese with a link to the Japanese edition's rounds.
 * The revolution lesson teaches a rule the default table has on, so it comes before the lessons on
 * rules the table has off (the course order rule).
 */
import { describe, expect, test } from 'vitest';
import { courseFor } from '../../../src/content-data/lessons.ts';
import { lessonProblems } from '../../../src/content-data/lesson-check.ts';
import { courseOrderProblems } from '../../../src/content-data/lesson-order.ts';
import { localizeLesson } from '../../../src/content-data/translations.ts';
import { dealsFor } from '../../../src/content-data/deals.ts';

const course = courseFor('daifugo');
const play = course.filter((l) => l.dealLink);

describe('the Daifugō course ends its rules part in play lessons', () => {
  test('at least three play lessons, on passing, pairs and the revolution, each ending in a different explained round', () => {
    expect(play.length).toBeGreaterThanOrEqual(3);
    expect(play.map((l) => l.id)).toEqual(
      expect.arrayContaining(['df-when-to-pass', 'df-pairs-finish', 'df-revolution-timing']),
    );
    const ids = new Set(dealsFor('daifugo')!.deals.map((d) => `/daifugo/deals/#${d.id}`));
    for (const l of play) {
      expect(ids.has(l.dealLink!), l.id).toBe(true);
      expect(lessonProblems(l), l.id).toEqual([]);
      expect(
        l.steps.some((s) => s.kind === 'move' || s.kind === 'play-on'),
        `${l.id} asks about a position`,
      ).toBe(true);
    }
    expect(new Set(play.map((l) => l.dealLink)).size).toBe(play.length);
    expect(courseOrderProblems('daifugo', course)).toEqual([]);
  });

  test('the Japanese edition reads them in Japanese, linking its own rounds with their titles', () => {
    expect(play.length).toBeGreaterThanOrEqual(3);
    for (const l of play) {
      const t = localizeLesson(l, 'ja');
      expect(t.title, l.id).not.toBe(l.title);
      expect(t.dealLink, l.id).toBe(`/ja${l.dealLink}`);
      expect(t.dealTitle, l.id).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });
});
