/**
 * The practice table's words in Japanese: its catalogue (messages/ja/practice.json) bound to the
 * one shape (practice.ts), and what is data of its own — the trick reasons, Daifugō verdicts and
 * card words of the build-time pages (src/i18n/phrases/ja*.ts, src/i18n/card-words/ja.ts), the
 * cards a game calls by their role and the option tables (options.ja.ts).
 *
 * The Japanese table offers the games whose words are complete (`variants`): Japanese Napoleon,
 * Daifugō, English Nap (its declarer ディクレアラー and its bids in the Nap pages' words), tw-hk
 * and Mighty. A game is added by giving its option words (options.ja.ts) and checking its
 * sentences in the catalogue.
 */
import { translator } from '../messages/format.ts';
import messages from '../messages/ja/practice.json' with { type: 'json' };
import { practiceMessages, type PracticeHooks } from './practice.ts';
import { optionMessages } from './practice-options.ts';
import type { Card } from '../../engine/cards.ts';
import type { VariantId } from '../../engine/options.ts';
import { spokenNameJa } from '../card-words/ja.ts';
import { daifugoReasonJa, japaneseTrickReasonJa } from '../phrases/ja.ts';
import { napTrickReasonJa } from '../phrases/ja-nap.ts';
import { twhkTrickReasonJa } from '../phrases/ja-twhk.ts';
import { mightyReasonJa } from '../phrases/ja-mighty.ts';
import { optionValueJa, optionWordsJa, presetJa, TOPIC_WORDS_JA } from './options.ja.ts';
import type { PracticeWords } from './practice.en.ts';
import { GAME_NAMES } from '../game-names.ts';

/** Cards players call by their role in a game (in Japanese Napoleon ♠A is the mighty). */
const CALLED_JA: Partial<Record<VariantId, Partial<Record<Card, string>>>> = {
  japanese: { SA: 'オールマイティ（スペードのA）' },
};

/** The games whose trick reasons the Japanese phrasebooks word, from the engine's explanation (rule id and cards). */
const TRICK_REASONS_JA: PracticeHooks['trickReasons'] = {
  japanese: (r, x) => japaneseTrickReasonJa(x, r.led, r.trump, r.first),
  // a joker led leads trumps
  nap: (r, x) => napTrickReasonJa(x, r.led ?? r.trump, r.trump),
  'tw-hk': (r, x) => twhkTrickReasonJa(x, r.trump),
  mighty: (r, x) => mightyReasonJa(x.text, r.trump),
};

const t = translator('ja', messages);

export const practiceJa: PracticeWords = {
  ...practiceMessages(t, {
    called: CALLED_JA,
    spokenName: spokenNameJa,
    jokersInWords: true,
    climbReason: daifugoReasonJa,
    trickReasons: TRICK_REASONS_JA,
  }),
  ...optionMessages(t, { preset: presetJa, option: optionWordsJa, value: optionValueJa, topics: TOPIC_WORDS_JA }),
  lang: 'ja',
  variants: ['japanese', 'daifugo', 'nap', 'tw-hk', 'mighty'],
  variantTitle: (v) => GAME_NAMES['ja'][v],
};
