/**
 * The rule comparison's words in Traditional Chinese: its catalogue, in the one shape
 * (explore-compare.ts). tw-hk's reasons and rules' names load on demand (explore-compare-more.zh-TW.ts).
 */
import { translator } from '../messages/format.ts';
import { spokenNameZh } from '../card-words/zh-tw.ts';
import { compareWords } from './explore-compare.ts';
import messages from '../messages/zh-TW/compare.json' with { type: 'json' };

export const compareWordsZh = compareWords(translator('zh-TW', messages), {
  spokenName: spokenNameZh,
  more: () => import('./explore-compare-more.zh-TW.ts').then((m) => m.compareMoreZh),
});
