/**
 * The lesson checks' sentences in Korean: the catalogue, in the one shape (lesson-check.ts), for the
 * Korean edition's Mighty lessons (no Daifugō). A trick's reason is made in Korean from the engine's
 * explanation (i18n/phrases/ko.ts `mightyReasonKo`, which stops on a sentence it does not know).
 */
import { translator } from '../messages/format.ts';
import { withParticles } from '../grammar-ko.ts';
import { mightyReasonKo } from '../phrases/ko.ts';
import { checkWords } from './lesson-check.ts';
import messages from '../messages/ko/lesson-check.json' with { type: 'json' };

export const checkKo = checkWords(withParticles(translator('ko', messages)), undefined, {
  trick: (q, v) => ({ winner: v.winner, reason: mightyReasonKo(v.explanation?.text ?? v.reason, q.trump) }),
  games: 'translated',
});
