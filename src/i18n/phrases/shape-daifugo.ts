/**
 * Why a Daifugō play is not allowed, as a phrase (see shape.ts), read from the engine's sentence
 * (src/engine/daifugo/core.ts `fit` and `notAPlayReason`) once for every language. A sentence not
 * listed here stops the build, naming it.
 */
import type { Suit } from '../../engine/cards.ts';
import { yesNo, type Phrase, type PhraseValue } from './shape.ts';

const FORMS: Readonly<Record<string, string>> = {
  'a single card': 'single',
  'a pair': 'pair',
  'three of a kind': 'three',
  'four of a kind': 'four',
};
/** A kind of play ("a pair", "stairs of 4"); one not listed keeps the engine's words. */
function form(f: string): Phrase {
  const stairs = /^stairs of (\d+)$/.exec(f);
  return {
    key: 'daifugo.form',
    values: { form: FORMS[f] ?? (stairs ? 'stairs' : 'other'), n: stairs?.[1] ?? '', raw: f },
  };
}
/** A rank in a sentence ("2", "the joker"). */
const rank = (r: string): Phrase => ({
  key: 'daifugo.rank',
  values: { rank: r === 'joker' ? 'joker' : 'other', raw: r },
});
const SUIT_BY_NAME: Readonly<Record<string, Suit>> = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };
const suitWord = (w: string): PhraseValue => {
  const s = SUIT_BY_NAME[w];
  return s ? { key: 'suit', values: { suit: s } } : w;
};
const reversed = (need: string) => yesNo(/reversed/.test(need));

/** The engine's sentences that name no value, and their message. */
const FIXED: Readonly<Record<string, string>> = {
  'a play needs at least one card': 'daifugo.noCards',
  'at most four cards of one rank can be played together (stairs are off)': 'daifugo.atMostFour',
  'these cards do not make a play: play one card, 2–4 cards of one rank, or stairs of 3 or more consecutive ranks of one suit':
    'daifugo.notAPlay',
  'these cards do not make a play: play one card or 2–4 cards of one rank (stairs are off)': 'daifugo.notAPlayNoStairs',
};

const READERS: readonly [RegExp, (m: RegExpExecArray) => Phrase][] = [
  [/^(.+) must be answered by \1$/, (m) => ({ key: 'daifugo.mustMatch', values: { form: form(m[1]!) } })],
  [
    /^(?:an? |the )?(\w+) does not beat (?:an? |the )?(\w+) — you need (.+)$/,
    (m) => ({ key: 'daifugo.rankLoses', values: { a: rank(m[1]!), b: rank(m[2]!), reversed: reversed(m[3]!) } }),
  ],
  [
    /^(\w+?)s do not beat (\w+?)s — you need (.+)$/,
    (m) => ({ key: 'daifugo.setLoses', values: { a: rank(m[1]!), b: rank(m[2]!), reversed: reversed(m[3]!) } }),
  ],
  [
    /^([23])s cannot be matched at the same rank \(unskippable 2\/3\)( while the order is reversed)?: you need a stronger play$/,
    (m) => ({ key: 'daifugo.unskippable', values: { rank: m[1], reversed: yesNo(!!m[2]) } }),
  ],
  [
    /^stairs from (\w+) do not beat stairs from (\w+) — you need (.+)$/,
    (m) => ({ key: 'daifugo.stairsLose', values: { a: rank(m[1]!), b: rank(m[2]!), reversed: reversed(m[3]!) } }),
  ],
  [
    /^nothing beats (a lone joker|a set of jokers)( \(only another joker can match it\))?$/,
    (m) => ({
      key: 'daifugo.nothingBeats',
      values: { lone: yesNo(m[1] === 'a lone joker'), onlyJoker: yesNo(!!m[2]) },
    }),
  ],
  [
    /^(.+) are locked: play only \1 until the pile clears$/,
    (m) => ({
      key: 'daifugo.locked',
      values: { suits: { list: m[1]!.split(/, | and /).map(suitWord), sep: 'daifugo.suitSep' } },
    }),
  ],
];

export function daifugoReasonPhrase(reason: string): Phrase {
  for (const [re, f] of READERS) {
    const m = re.exec(reason);
    if (m) return f(m);
  }
  const key = FIXED[reason];
  if (!key) throw new Error(`no sentence for the Daifugō reason "${reason}": add it to i18n/phrases/shape-daifugo.ts`);
  return { key };
}
