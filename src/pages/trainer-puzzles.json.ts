/**
 * The puzzle trainer's data, written once at build time: every trick and Daifugō puzzle
 * (without its note, which the view carries), the engine's view of it and its seeded rating;
 * every endgame and deduction puzzle with its view, theme in words and a rating seeded from
 * the solver's / who-holds' difficulty signals; the rules the endgames are played under.
 * A file of its own, so the trainer page stays small; the service worker precaches it.
 */
import { allPuzzles, puzzleProblems } from '../content-data/puzzles.ts';
import {
  deductionSignals,
  deductionView,
  endgameSignals,
  endgameView,
  POSITION_VARIANTS,
  positionPuzzlesFor,
  positionTheme,
  resolvedRulesOf,
  roleWords,
  validatePositionPuzzles,
} from '../content-data/position-puzzles.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import { puzzleView } from '../islands-logic/puzzle-views.ts';
import { seedRating } from '../islands-logic/trainer.ts';

export function GET(): Response {
  const problems = puzzleProblems();
  if (problems.length > 0) {
    throw new Error(`Puzzles disagree with the engine:\n${problems.map((p) => `- ${p.id}: ${p.problem}`).join('\n')}`);
  }
  validatePositionPuzzles();
  const puzzles = allPuzzles();
  const endgames = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor('endgame', v));
  const deductions = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor('deduction', v));
  const data = {
    v: 2,
    puzzles: puzzles.map((p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'note'))),
    views: puzzles.map((p) => puzzleView(p, engineFor(p.variant))),
    ratings: puzzles.map((p) => seedRating({ difficulty: p.difficulty })),
    endgames: {
      puzzles: endgames,
      views: endgames.map(endgameView),
      themes: endgames.map(positionTheme),
      ratings: endgames.map((p) => {
        const s = endgameSignals(p);
        return seedRating({
          difficulty: p.difficulty,
          tricksLeft: s.tricksLeft,
          alternatives: s.legal,
          winning: s.winning,
          onlyMoves: s.onlyMoves,
          nodes: s.nodes,
        });
      }),
    },
    deductions: {
      puzzles: deductions,
      views: deductions.map(deductionView),
      themes: deductions.map(positionTheme),
      ratings: deductions.map((p) => {
        const s = deductionSignals(p);
        return seedRating({
          difficulty: p.difficulty,
          tricksSeen: s.tricksSeen,
          ruledOut: s.ruledOut,
          counting: s.counting,
        });
      }),
    },
    games: Object.fromEntries(POSITION_VARIANTS.map((v) => [v, engineFor(v).title])),
    rules: Object.fromEntries(POSITION_VARIANTS.map((v) => [v, resolvedRulesOf(v)])),
    partners: Object.fromEntries(POSITION_VARIANTS.map((v) => [v, roleWords(v).partner])),
  };
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
}
