/**
 * The rule comparison's words in Korean: its catalogue, in the one shape (explore-compare.ts), its
 * particles resolved (grammar-ko.ts). Mighty's reasons and rules' names load on demand
 * (explore-compare-more.ko.ts).
 */
import { translator } from '../messages/format.ts';
import { withParticles } from '../grammar-ko.ts';
import { spokenNameKo } from '../card-words/ko.ts';
import { compareWords } from './explore-compare.ts';
import messages from '../messages/ko/compare.json' with { type: 'json' };

export const compareWordsKo = compareWords(withParticles(translator('ko', messages)), {
  spokenName: spokenNameKo,
  more: () => import('./explore-compare-more.ko.ts').then((m) => m.compareMoreKo),
});
