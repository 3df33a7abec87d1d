/**
 * A Mighty puzzle's view in Korean, built at build time (Puzzles.astro on a Korean page): the one
 * shape (puzzle-views.ts) with the Korean catalogue and phrasebook — the trick's reason from the
 * engine's explanation (i18n/phrases/ko.ts `mightyReasonKo`), the rules from `optionKo`. The Korean
 * edition translates Mighty only. Never imported by an island.
 */
import type { Puzzle } from '../../content-data/puzzle-types.ts';
import { gameName } from '../../engine/descriptors.ts';
import { judgeTrick } from '../../engine/judge-queries.ts';
import type { VariantEngine } from '../../islands-logic/engines/types.ts';
import type { PuzzleView } from '../../islands-logic/puzzle-views.ts';
import { spokenNameKo } from '../card-words/ko.ts';
import { mightyReasonKo, optionKo, presetKo, SUIT_KO, valueKo } from '../phrases/ko.ts';
import { translator } from '../messages/format.ts';
import { puzzleViewIn, type PuzzleViewsBook } from './puzzle-views.ts';
import messages from '../messages/ko/puzzle-views.json' with { type: 'json' };

const book: PuzzleViewsBook = {
  lang: 'ko',
  language: 'Korean',
  everyGame: false,
  t: translator('ko', messages),
  spokenName: spokenNameKo,
  suits: SUIT_KO,
  game: (variant) => gameName(variant, 'ko'),
  preset: (variant, id) => presetKo(variant, id).label,
  optionLabel: (variant, key) => optionKo(variant, key).label,
  optionValue: (variant, key, _decl, value) => valueKo(optionKo(variant, key), value),
  trickReason: (q) => {
    const judged = judgeTrick(q);
    return { winner: judged.winner, reason: mightyReasonKo(judged.reason, q.trump) };
  },
  daifugoReason: null,
};

export const puzzleViewKo = (p: Puzzle, engine: VariantEngine): PuzzleView => puzzleViewIn(book, p, engine);
