/**
 * A tw-hk puzzle's view in Traditional Chinese, built at build time (Puzzles.astro on the Chinese
 * edition's tw-hk puzzles page): the one shape (puzzle-views.ts) with the Chinese catalogue and
 * phrasebooks — the engine's reason in the Chinese pages' words (zh-tw.ts `twhkTrickReasonZh`), the
 * rules from zh-tw-options.ts. Never imported by an island.
 */
import type { Puzzle } from '../../content-data/puzzle-types.ts';
import { gameName } from '../../engine/descriptors.ts';
import type { VariantEngine } from '../../islands-logic/engines/types.ts';
import type { PuzzleView } from '../../islands-logic/puzzle-views.ts';
import { spokenNameZh } from '../card-words/zh-tw.ts';
import { SUIT_ZH, twhkTrickReasonZh } from '../phrases/zh-tw.ts';
import { optionZh, presetZh, valueZh } from '../phrases/zh-tw-options.ts';
import { translator } from '../messages/format.ts';
import { puzzleViewIn, type PuzzleViewsBook } from './puzzle-views.ts';
import messages from '../messages/zh-TW/puzzle-views.json' with { type: 'json' };

/** tw-hk's name in Chinese (the summary pages name the game so). */
export const VARIANT_NAME_ZH = gameName('tw-hk', 'zh-TW');

const book: PuzzleViewsBook = {
  lang: 'zh-TW',
  language: 'Chinese',
  everyGame: false,
  t: translator('zh-TW', messages),
  spokenName: spokenNameZh,
  suits: SUIT_ZH,
  game: (variant) => gameName(variant, 'zh-TW'),
  preset: (variant, id) => presetZh(variant, id).label,
  optionLabel: (variant, key) => optionZh(variant, key).label,
  optionValue: (variant, key, _decl, value) => valueZh(optionZh(variant, key), value),
  trickReason: (q, a) => ({ winner: a.winner, reason: twhkTrickReasonZh(a.reason, q.trump === null) }),
  daifugoReason: null,
};

export const puzzleViewZh = (p: Puzzle, engine: VariantEngine): PuzzleView => puzzleViewIn(book, p, engine);
