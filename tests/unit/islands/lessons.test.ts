import { describe, expect, test } from 'vitest';
import { LESSONS, lessonsFor, type LessonClimbMove, type LessonTrickMove } from '../../../src/content-data/lessons.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { checkLessonMove, moveChoices } from '../../../src/islands-logic/lessons.ts';
import { VARIANT_IDS } from '../../../src/engine/options.ts';

describe('lessons', () => {
  test('every game has at least one lesson of 3 to 6 steps', () => {
    for (const v of VARIANT_IDS) {
      const ls = lessonsFor(v);
      expect(ls.length, v).toBeGreaterThan(0);
      for (const l of ls) {
        expect(l.steps.length).toBeGreaterThanOrEqual(3);
        expect(l.steps.length).toBeLessThanOrEqual(6);
        expect(l.steps.some((s) => s.kind === 'move')).toBe(true);
      }
    }
  });

  for (const lesson of Object.values(LESSONS)) {
    test(`${lesson.id}: each expected move reaches its goal by the engine, and some other choice does not`, () => {
      const engine = engineFor(lesson.variant);
      lesson.steps.forEach((step, i) => {
        if (step.kind !== 'move') return;
        const s = step as LessonTrickMove | LessonClimbMove;
        const right = checkLessonMove(engine, lesson, s, s.expected);
        expect(right.correct, `step ${i + 1}: ${right.explanation}`).toBe(true);
        const choices = moveChoices(s);
        expect(choices.map((c) => JSON.stringify(c))).toContain(JSON.stringify(s.expected));
        const others = choices.filter((c) => JSON.stringify(c) !== JSON.stringify(s.expected));
        const wrong = others.filter((c) => !checkLessonMove(engine, lesson, s, c).correct);
        expect(wrong.length, `step ${i + 1}: every choice is right, the step teaches nothing`).toBeGreaterThan(0);
      });
    });
  }

  test('a wrong move is explained with the engine reason or the legal cards', () => {
    const lesson = LESSONS['japanese-specials']!;
    const step = lesson.steps[1] as LessonTrickMove;
    const out = checkLessonMove(engineFor('japanese'), lesson, step, 'H4');
    expect(out.correct).toBe(false);
    expect(out.explanation).toMatch(/♥Q wins the trick/);
    const follow = lesson.steps[3] as LessonTrickMove;
    const illegal = checkLessonMove(engineFor('japanese'), lesson, follow, 'D5');
    expect(illegal.correct).toBe(false);
    expect(illegal.explanation).toMatch(/may not be played/);
  });

  test('a Daifugō play without the wanted effect says so in one plain sentence', () => {
    const lesson = LESSONS['daifugo-basics']!;
    const step = lesson.steps.find((s) => s.kind === 'move' && s.goal === 'effect') as LessonClimbMove;
    const out = checkLessonMove(engineFor('daifugo'), lesson, step, ['S9', 'H9', 'D9']);
    expect(out.correct).toBe(false);
    expect(out.explanation).toMatch(/is legal \(.+\) but does not trigger a revolution: it triggers no effect\./);
    expect(out.explanation).not.toMatch(/but not revolution/);
    const right = checkLessonMove(engineFor('daifugo'), lesson, step, step.expected);
    expect(right.explanation).toMatch(/it triggers a revolution\./);
  });
});
