/**
 * A puzzle's view in Japanese, built at build time (Puzzles.astro on a Japanese page; the trainer's
 * data): the one shape (puzzle-views.ts) with the Japanese catalogue and the site's phrasebooks — the
 * trick's reason from the Japanese rules pages' sentences (ja-games.ts `trickReasonJa`), a refused
 * Daifugō play's reason (`daifugoReasonJa`), the rules from options-ja.ts. Never imported by an island.
 */
import type { Puzzle } from '../../content-data/puzzle-types.ts';
import type { VariantId } from '../../engine/options.ts';
import { gameShortName } from '../../engine/descriptors.ts';
import type { VariantEngine } from '../../islands-logic/engines/types.ts';
import type { PuzzleView } from '../../islands-logic/puzzle-views.ts';
import { spokenNameJa } from '../card-words/ja.ts';
import { daifugoReasonJa, SUIT_JA } from '../phrases/ja.ts';
import { trickReasonJa } from '../phrases/ja-games.ts';
import { optionValueJa, optionWordsJa, presetJa } from '../phrases/options-ja.ts';
import { translator } from '../messages/format.ts';
import { puzzleViewIn, type PuzzleViewsBook } from './puzzle-views.ts';
import messages from '../messages/ja/puzzle-views.json' with { type: 'json' };

const book: PuzzleViewsBook = {
  lang: 'ja',
  language: 'Japanese',
  everyGame: true,
  t: translator('ja', messages),
  spokenName: spokenNameJa,
  suits: SUIT_JA,
  game: (variant) => gameShortName(variant, 'ja'),
  preset: (variant, id) => presetJa(variant as VariantId, id).label,
  optionLabel: (variant, key) => optionWordsJa(variant as VariantId, key).label,
  optionValue: (variant, key, decl, value) => optionValueJa(variant as VariantId, key, decl as never, value as never),
  trickReason: (q) => trickReasonJa(q),
  daifugoReason: daifugoReasonJa,
};

export const puzzleViewJa = (p: Puzzle, engine: VariantEngine): PuzzleView => puzzleViewIn(book, p, engine);
