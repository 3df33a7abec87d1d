/**
 * The Taiwanese / Hong Kong Napoleon and Mighty courses grow into play (newcomer review M3): after
 * the rules lessons come at least three play lessons (when to bid, calling the partner card,
 * defending and the jokers), each ending in one of the game's explained deals, each asking about
 * positions the engine checks — a question with choices only where the engine computes its answer
 * (a score) — and each read in the editions that have the course.
 */
import { describe, expect, test } from 'vitest';
import { courseFor } from '../../../src/content-data/lessons.ts';
import { lessonProblems } from '../../../src/content-data/lesson-check.ts';
import { localizeLesson } from '../../../src/content-data/translations.ts';

/** Each game, and the languages whose edition has its course. */
const GAMES = [
  {
    game: 'tw-hk',
    langs: [
      ['ja', 'ja'],
      ['zh-TW', 'zh-tw'],
    ],
  },
  {
    game: 'mighty',
    langs: [
      ['ja', 'ja'],
      ['ko', 'ko'],
    ],
  },
] as const;

describe('the tw-hk and Mighty courses end in play lessons', () => {
  for (const { game, langs } of GAMES) {
    const course = courseFor(game);
    const firstPlay = course.findIndex((l) => l.dealLink);
    const play = firstPlay < 0 ? [] : course.slice(firstPlay);

    test(`${game}: at least three play lessons after the rules lessons, each ending in a different explained deal`, () => {
      expect(firstPlay, 'the first lesson with a deal link').toBeGreaterThan(0);
      expect(play.length).toBeGreaterThanOrEqual(3);
      for (const l of play) {
        expect(l.dealLink, l.id).toMatch(new RegExp(`^/${game}/deals/#`));
        expect(lessonProblems(l), l.id).toEqual([]);
      }
      expect(new Set(play.map((l) => l.dealLink)).size).toBe(play.length);
    });

    test(`${game}: every play lesson asks about a position, and every question's answer comes from the engine`, () => {
      expect(play.length).toBeGreaterThan(0);
      for (const l of play) {
        expect(
          l.steps.some((s) => s.kind === 'move' || s.kind === 'winner' || s.kind === 'play-on'),
          `${l.id} asks about a position`,
        ).toBe(true);
        for (const s of l.steps)
          if (s.kind === 'choice')
            expect(s.score ?? s.honours, `${l.id} ${s.id}: a choice the engine does not answer`).toBeDefined();
      }
    });

    test(`${game}: each edition with the course reads the play lessons in its language, linking its own deals page`, () => {
      expect(play.length).toBeGreaterThan(0);
      for (const [lang, folder] of langs)
        for (const l of play) {
          const t = localizeLesson(l, lang);
          expect(t.title, `${lang} ${l.id}`).not.toBe(l.title);
          expect(t.dealLink, `${lang} ${l.id}`).toBe(`/${folder}${l.dealLink}`);
          expect(t.dealTitle, `${lang} ${l.id}`).toBeTruthy();
        }
    });
  }
});
