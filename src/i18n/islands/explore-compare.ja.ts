/**
 * The rule comparison's words in Japanese: its catalogue, in the one shape (explore-compare.ts).
 * The columns' reasons and the rules' names load on demand (explore-compare-more.ja.ts).
 */
import { translator } from '../messages/format.ts';
import { spokenNameJa } from '../card-words/ja.ts';
import { compareWords } from './explore-compare.ts';
import messages from '../messages/ja/compare.json' with { type: 'json' };

export const compareWordsJa = compareWords(translator('ja', messages), {
  spokenName: spokenNameJa,
  more: () => import('./explore-compare-more.ja.ts').then((m) => m.compareMoreJa),
});
