/**
 * The puzzle trainer's data in one language, written once per language at build time
 * (`/trainer-puzzles.json`, `/trainer-puzzles-ja.json`: src/pages/): every trick and Daifugō
 * puzzle (without its note, which the view carries), the engine's view of it and its seeded
 * rating; every endgame and deduction puzzle with its view, theme in words and a rating seeded
 * from the solver's / who-holds' difficulty signals; the rules the endgames are played under.
 * The Japanese file has the Japanese titles, notes, views, themes and game names
 * (i18n/islands/puzzle-views.ja.ts, position-views.ja.ts); the ratings are the same.
 */
import { allPuzzles, puzzleProblems } from './puzzles.ts';
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
} from './position-puzzles.ts';
import { localizePuzzle } from './translations.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import { puzzleView } from '../islands-logic/puzzle-views.ts';
import { seedRating } from '../islands-logic/trainer.ts';
import { puzzleViewJa } from '../i18n/islands/puzzle-views.ja.ts';
import { deductionViewJa, endgameViewJa, positionThemeJa, ROLE_JA } from '../i18n/islands/position-views.ja.ts';
import { VARIANT_NAME_JA } from '../i18n/phrases/options-ja.ts';

export type TrainerLang = 'en' | 'ja';

/** The islands name the seats themselves (their catalogue's `seatNames`). */
const withoutNames = <V extends { names: string[] }>({ names: _names, ...rest }: V): Omit<V, 'names'> => rest;

let ratings: ReturnType<typeof computeRatings> | null = null;

/** The seeded ratings (the solver's work): the same in every language, computed once. */
function computeRatings() {
  const endgames = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor('endgame', v));
  const deductions = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor('deduction', v));
  return {
    puzzles: allPuzzles().map((p) => seedRating({ difficulty: p.difficulty })),
    endgames: endgames.map((p) => {
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
    deductions: deductions.map((p) => {
      const s = deductionSignals(p);
      return seedRating({
        difficulty: p.difficulty,
        tricksSeen: s.tricksSeen,
        ruledOut: s.ruledOut,
        counting: s.counting,
      });
    }),
  };
}

export function trainerData(lang: TrainerLang) {
  const problems = puzzleProblems();
  if (problems.length > 0) {
    throw new Error(`Puzzles disagree with the engine:\n${problems.map((p) => `- ${p.id}: ${p.problem}`).join('\n')}`);
  }
  validatePositionPuzzles();
  ratings ??= computeRatings();
  const ja = lang === 'ja';
  const puzzles = allPuzzles();
  const endgames = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor('endgame', v)).map((p) =>
    localizePuzzle(p, lang),
  );
  const deductions = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor('deduction', v)).map((p) =>
    localizePuzzle(p, lang),
  );
  return {
    v: 2,
    puzzles: puzzles.map((p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'note'))),
    views: puzzles.map((p) =>
      ja ? puzzleViewJa(localizePuzzle(p, 'ja'), engineFor(p.variant)) : puzzleView(p, engineFor(p.variant)),
    ),
    ratings: ratings.puzzles,
    endgames: {
      puzzles: endgames,
      views: endgames.map((p) => withoutNames((ja ? endgameViewJa : endgameView)(p))),
      themes: endgames.map(ja ? positionThemeJa : positionTheme),
      ratings: ratings.endgames,
    },
    deductions: {
      puzzles: deductions,
      views: deductions.map((p) => withoutNames((ja ? deductionViewJa : deductionView)(p))),
      themes: deductions.map(ja ? positionThemeJa : positionTheme),
      ratings: ratings.deductions,
    },
    games: Object.fromEntries(POSITION_VARIANTS.map((v) => [v, ja ? VARIANT_NAME_JA[v] : engineFor(v).title])),
    rules: Object.fromEntries(POSITION_VARIANTS.map((v) => [v, resolvedRulesOf(v)])),
    // The games with a partner card (Nap's declarer plays alone: no deductions).
    partners: Object.fromEntries(
      POSITION_VARIANTS.flatMap((v) => {
        const partner = ja ? ROLE_JA[v].partner : roleWords(v).partner;
        return partner === undefined ? [] : [[v, partner]];
      }),
    ),
  };
}
