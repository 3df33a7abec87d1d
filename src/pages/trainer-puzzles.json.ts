/**
 * The puzzle trainer's data, written once at build time: every trick and Daifugō puzzle
 * (without its note, which the view carries), the engine's view of it and its seeded rating.
 * A file of its own, so the trainer page stays small; the service worker precaches it.
 */
import { allPuzzles, puzzleProblems } from '../content-data/puzzles.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import { puzzleView } from '../islands-logic/puzzle-views.ts';
import { seedRating } from '../islands-logic/trainer.ts';

export function GET(): Response {
  const problems = puzzleProblems();
  if (problems.length > 0) {
    throw new Error(`Puzzles disagree with the engine:\n${problems.map((p) => `- ${p.id}: ${p.problem}`).join('\n')}`);
  }
  const puzzles = allPuzzles();
  const data = {
    v: 1,
    puzzles: puzzles.map((p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'note'))),
    views: puzzles.map((p) => puzzleView(p, engineFor(p.variant))),
    ratings: puzzles.map((p) => seedRating({ difficulty: p.difficulty })),
  };
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
}
