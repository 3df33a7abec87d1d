/**
 * The practice table's words in Korean, for the Korean edition's Mighty page: its catalogue
 * (messages/ko/practice.json, its particles resolved by ../grammar-ko.ts) bound to the one shape
 * (practice.ts), and what is data of its own — the trick reasons, option names and card words of
 * the Korean pages (src/i18n/phrases/ko.ts, options.ko.ts, src/i18n/card-words/ko.ts). Words as Korean Mighty players use them: 마이티, 조커, 기루다,
 * 노기루다, 공약, 주공, 프렌드, 야당, 조커콜, 바닥 카드, 초구 / 막구, 선; players are 1번 … 5번,
 * and the person at the table is 나.
 *
 * The Korean table offers Mighty only (`variants`); the keys only other games use (Daifugō's
 * revolution, the adjutant, the secretary…) have short Korean words for the type, and a game is
 * added by giving its option words (options.ko.ts) and checking its sentences in the catalogue.
 */
import { translator } from '../messages/format.ts';
import messages from '../messages/ko/practice.json' with { type: 'json' };
import { practiceMessages, type PracticeHooks } from './practice.ts';
import { optionMessages } from './practice-options.ts';
import { withParticles } from '../grammar-ko.ts';
import { spokenNameKo } from '../card-words/ko.ts';
import { mightyReasonKo } from '../phrases/ko.ts';
import { optionValueKo, optionWordsKo, presetWordsKo, TOPIC_WORDS_KO } from './options.ko.ts';
import type { PracticeWords } from './practice.en.ts';
import { GAME_NAMES } from '../game-names.ts';

/** The games whose trick reasons the Korean phrasebook words (the others get the plain reason). */
const TRICK_REASONS_KO: PracticeHooks['trickReasons'] = {
  mighty: (r, x) => mightyReasonKo(x.text, r.trump),
};

const t = withParticles(translator('ko', messages));

export const practiceKo: PracticeWords = {
  ...practiceMessages(t, { spokenName: spokenNameKo, jokersInWords: true, trickReasons: TRICK_REASONS_KO }),
  ...optionMessages(t, { preset: presetWordsKo, option: optionWordsKo, value: optionValueKo, topics: TOPIC_WORDS_KO }),
  lang: 'ko',
  variants: ['mighty'],
  variantTitle: (v) => GAME_NAMES['ko'][v],
};
