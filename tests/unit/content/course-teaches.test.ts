/**
 * A course teaches before it asks (newcomer review C8): every question whose answer is a score
 * comes after a narrated step that gives the sum's rule, so a learner never has to guess a formula.
 */
import { describe, expect, it } from 'vitest';
import { COURSES } from '../../../src/content-data/lessons.ts';

describe('the courses teach before they ask', () => {
  it('a scoring question follows a step that says how the score is made (the lowest bid, the shares)', () => {
    const untaught: string[] = [];
    for (const [game, lessons] of Object.entries(COURSES))
      for (const lesson of lessons) {
        const steps = lesson.steps as readonly { id: string; kind: string; text?: string; score?: unknown }[];
        steps.forEach((s, i) => {
          if (s.kind !== 'choice' || s.score === undefined) return;
          const taught = steps
            .slice(0, i)
            .some(
              (t) =>
                t.kind === 'narrate' && /\{lowestBid\}/.test(t.text ?? '') && /third|half|share/i.test(t.text ?? ''),
            );
          if (!taught) untaught.push(`${game} ${lesson.id} ${s.id}`);
        });
      }
    expect(untaught).toEqual([]);
  });
});
