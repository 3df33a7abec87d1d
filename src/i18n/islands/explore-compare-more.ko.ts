/**
 * The rule comparison's Korean words loaded on demand (shape: explore-compare-more.ts): Mighty's
 * reasons and rules' names from the Korean phrasebook (i18n/phrases/ko.ts). Another game has no
 * Korean names (the Korean page does not offer it); a Daifugō refusal is a plain sentence.
 */
import { translator } from '../messages/format.ts';
import { withParticles } from '../grammar-ko.ts';
import { mightyReasonKo, optionKo, presetKo, valueKo } from '../phrases/ko.ts';
import { spokenNameKo } from '../card-words/ko.ts';
import { compareMore } from './explore-compare-more.ts';
import messages from '../messages/ko/compare.json' with { type: 'json' };

export const compareMoreKo = compareMore(withParticles(translator('ko', messages)), {
  language: 'Korean',
  lang: 'ko',
  everyGame: false,
  spokenName: spokenNameKo,
  verdict: (v) => mightyReasonKo(v.reason, v.trump),
  optionLabel: (v, key) => optionKo(v, key).label,
  optionValue: (v, key, _decl, x) => valueKo(optionKo(v, key), x),
  preset: (v, id) => presetKo(v, id).label,
  refusal: null,
});
