/** The explained deals' words in this language: its catalogue, in the one shape (deals.ts). */
import { translator } from '../messages/format.ts';
import { withParticles } from '../grammar-ko.ts';
import { dealsWords } from './deals.ts';
import messages from '../messages/ko/deals.json' with { type: 'json' };

export const dealsWordsKo = dealsWords(withParticles(translator('ko', messages)));
