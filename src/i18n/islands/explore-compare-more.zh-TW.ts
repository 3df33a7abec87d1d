/**
 * The rule comparison's Chinese words loaded on demand (shape: explore-compare-more.ts): tw-hk's
 * reasons from the Chinese pages' phrasebook (i18n/phrases/zh-tw.ts `twhkTrickReasonZh`) and its
 * presets' and options' names (the local-rules page's words). The Chinese edition compares tw-hk's
 * rules only; another game's names throw, naming what is missing.
 */
import { translator } from '../messages/format.ts';
import { twhkTrickReasonZh } from '../phrases/zh-tw.ts';
import { optionZh, presetZh, valueZh } from '../phrases/zh-tw-options.ts';
import { spokenNameZh } from '../card-words/zh-tw.ts';
import { compareMore } from './explore-compare-more.ts';
import messages from '../messages/zh-TW/compare.json' with { type: 'json' };

export const compareMoreZh = compareMore(translator('zh-TW', messages), {
  language: 'Chinese',
  lang: 'zh-TW',
  everyGame: false,
  spokenName: spokenNameZh,
  verdict: (v) => twhkTrickReasonZh(v.reason, v.trump === null),
  optionLabel: (v, key) => optionZh(v, key).label,
  optionValue: (v, key, _decl, x) => valueZh(optionZh(v, key), x),
  preset: (v, id) => presetZh(v, id).label,
  refusal: null,
});
