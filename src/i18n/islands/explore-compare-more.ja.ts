/**
 * The rule comparison's Japanese words loaded on demand (shape: explore-compare-more.ts): the
 * site's trick phrasebook (i18n/phrases/trick-reasons-ja.ts, the sentences of the Japanese rules
 * pages and puzzles) for the columns' reasons, options-ja.ts for the rules' names.
 */
import { translator } from '../messages/format.ts';
import type { VariantId } from '../../engine/options.ts';
import { trickVerdictJa } from '../phrases/trick-reasons-ja.ts';
import { optionValueJa, optionWordsJa, presetJa } from '../phrases/options-ja.ts';
import { spokenNameJa } from '../card-words/ja.ts';
import { daifugoReasonJa } from '../phrases/ja.ts';
import { compareMore } from './explore-compare-more.ts';
import messages from '../messages/ja/compare.json' with { type: 'json' };

export const compareMoreJa = compareMore(translator('ja', messages), {
  language: 'Japanese',
  lang: 'ja',
  everyGame: true,
  spokenName: spokenNameJa,
  verdict: trickVerdictJa,
  optionLabel: (v, key) => optionWordsJa(v as VariantId, key).label,
  optionValue: (v, key, decl, x) => optionValueJa(v as VariantId, key, decl, x),
  preset: (v, id) => presetJa(v as VariantId, id).label,
  refusal: daifugoReasonJa,
});

export const gameNamesJa = compareMoreJa.rules;
