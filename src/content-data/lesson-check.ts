/**
 * The lesson schema and its engine check, run at build time (the Lesson and Course components
 * throw, naming the lesson) and by tests/unit/islands/lessons.test.ts: every step has the fields
 * of its kind, every expected answer is right by the engine, and some other answer is not.
 */
import type { Lesson, LessonAsk } from './lessons.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import { checkLessonMove, moveChoices } from '../islands-logic/lessons.ts';
import { auctionChecks } from '../islands-logic/lesson-auction.ts';
import { VARIANT_IDS } from '../engine/options.ts';

const ASK_KINDS = new Set(['move', 'winner', 'bid', 'bury', 'choice']);

/** Problems with one lesson, each naming the step; empty when the lesson is sound. */
export function lessonProblems(lesson: Lesson): string[] {
  const out: string[] = [];
  const at = (i: number, m: string) => out.push(`step ${i + 1}: ${m}`);
  if (typeof lesson.id !== 'string' || !/^[a-z0-9-]+$/.test(lesson.id)) out.push('the id must be lower-case words');
  if (!VARIANT_IDS.includes(lesson.variant)) out.push(`unknown game "${String(lesson.variant)}"`);
  if (typeof lesson.title !== 'string' || lesson.title === '') out.push('a title is required');
  if (!Array.isArray(lesson.steps)) return [...out, 'steps must be a list'];
  if (lesson.steps.length < 3 || lesson.steps.length > 8) out.push(`3 to 8 steps, not ${lesson.steps.length}`);
  if (!lesson.steps.some((s) => s.kind !== 'narrate')) out.push('at least one step must ask something');
  if (out.length > 0) return out;
  const engine = engineFor(lesson.variant);
  lesson.steps.forEach((step, i) => {
    if (step.kind === 'narrate') {
      if (typeof step.text !== 'string' || step.text === '') at(i, 'a reading step needs text');
      return;
    }
    if (!ASK_KINDS.has(step.kind)) {
      at(i, `unknown kind "${String((step as { kind: unknown }).kind)}"`);
      return;
    }
    const s = step as LessonAsk;
    if (typeof s.prompt !== 'string' || s.prompt === '') at(i, 'a question needs a prompt');
    const right = checkLessonMove(engine, lesson, s, s.expected, auctionChecks);
    if (!right.correct) at(i, `the expected answer is wrong: ${right.explanation}`);
    const key = JSON.stringify(s.expected);
    const choices = moveChoices(s);
    if (!choices.some((c) => JSON.stringify(c) === key)) at(i, 'the expected answer is not among the choices');
    const wrong = choices.filter(
      (c) => JSON.stringify(c) !== key && !checkLessonMove(engine, lesson, s, c, auctionChecks).correct,
    );
    if (wrong.length === 0) at(i, 'every choice is right: the step teaches nothing');
  });
  return out;
}

/** Throw naming the first unsound lesson (the build fails). */
export function assertLessons(lessons: readonly Lesson[]): void {
  for (const l of lessons) {
    const p = lessonProblems(l);
    if (p.length > 0) throw new Error(`lesson "${String(l.id)}" is wrong: ${p.join('; ')}`);
  }
}
