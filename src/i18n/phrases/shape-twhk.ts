/** Why a Taiwanese & Hong Kong Napoleon trick was won, as a phrase (src/engine/twhk/rules.ts twhkTrickWinner). */
import { cardLabel, type Card, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import { yesNo, type Phrase, type PhraseValue } from './shape.ts';
import { suitNamed, suitValues } from './shape-tricks.ts';

/** A card in a tw-hk sentence: the jokers by name (big, little), the rest by their label. */
const twhkCard = (label: string): Phrase => ({ key: 'twhk.card', values: { card: label } });
const WEAK_JOKERS = ' (jokers are the lowest cards in the last three tricks)';
const twhkWeak = (text: string): PhraseValue => (text.includes(WEAK_JOKERS.slice(2, -1)) ? { key: 'twhk.weak' } : '');

/**
 * A tw-hk trick's reason, from the engine's explanation (its rule id decides the sentence).
 * @param trump the trump suit, null for no-trump
 */
export function twhkTrickPhrase(e: Explanation, trump: Suit | null): Phrase {
  const card = twhkCard(cardLabel(e.cards[0] as Card));
  const weak = twhkWeak(e.text);
  const noTrump = yesNo(trump === null);
  // The suit that counts as led is in the engine's sentence (after a joker lead it is the named suit).
  const led = () =>
    suitValues(
      suitNamed(/(?:led suit, |counts as the [01] of )(spades|hearts|diamonds|clubs)/.exec(e.text)?.[1], e.text),
    );
  const say: Readonly<Record<string, () => Phrase>> = {
    secretary: () => ({ key: 'twhk.secretary', values: { card } }),
    'big-joker': () => ({ key: 'twhk.bigJoker' }),
    'little-joker': () => ({ key: 'twhk.littleJoker' }),
    trump: () => {
      if (!trump) throw new Error(`a tw-hk trump reason without trumps: "${e.text}"`);
      return { key: 'twhk.trump', values: { card, weak, ...suitValues(trump) } };
    },
    'led-joker-last-three': () => ({
      key: 'twhk.ledJoker',
      values: { big: yesNo(e.cards[0] === 'BJ'), noTrump, ...led() },
    }),
    'led-suit': () => ({ key: 'twhk.ledSuit', values: { card, weak, noTrump, ...led() } }),
    lead: () => ({ key: 'twhk.lead', values: { card, weak } }),
  };
  const f = say[e.rule];
  if (!f)
    throw new Error(
      `no sentence for the tw-hk trick rule "${e.rule}" (${e.text}): add one to i18n/phrases/shape-twhk.ts`,
    );
  return f();
}

/**
 * A tw-hk trick's reason from the engine's sentence alone (the pages and islands that keep only
 * the sentence). A sentence not listed here stops the build.
 * @param noTrump the hand has no trumps
 */
export function twhkReasonPhrase(reason: string, noTrump: boolean): Phrase {
  const weak = twhkWeak(reason);
  const text = reason.replace(WEAK_JOKERS, '');
  const nt = yesNo(noTrump);
  const readers: readonly [RegExp, (m: RegExpExecArray) => Phrase][] = [
    [
      /^The secretary card (\S+) beats everything\.$/,
      (m) => ({ key: 'twhk.secretary', values: { card: twhkCard(m[1]!) } }),
    ],
    [/^The big joker beats everything but the secretary card\.$/, () => ({ key: 'twhk.bigJoker' })],
    [
      /^The little joker beats everything but the secretary card and the big joker\.$/,
      () => ({ key: 'twhk.littleJoker' }),
    ],
    [
      /^(\S+) is the highest trump \((\w+)\) in the trick\.$/,
      (m) => ({ key: 'twhk.trump', values: { card: twhkCard(m[1]!), weak, ...suitValues(suitNamed(m[2], reason)) } }),
    ],
    [
      /^The (big|little) joker, led in the last three tricks, counts as the ([01]) of (\w+) and nothing higher of \3 or trumps was played\.$/,
      (m) => ({
        key: 'twhk.ledJoker',
        values: { big: yesNo(m[1] === 'big'), noTrump: nt, ...suitValues(suitNamed(m[3], reason)) },
      }),
    ],
    [
      /^(\S+) is the highest card of the led suit, (\w+), and no trump was played\.$/,
      (m) => ({
        key: 'twhk.ledSuit',
        values: { card: twhkCard(m[1]!), weak, noTrump: nt, ...suitValues(suitNamed(m[2], reason)) },
      }),
    ],
    [
      /^(\S+) wins as the lead: no other card could beat it\.$/,
      (m) => ({ key: 'twhk.lead', values: { card: twhkCard(m[1]!), weak } }),
    ],
  ];
  for (const [re, f] of readers) {
    const m = re.exec(text);
    if (m) return f(m);
  }
  throw new Error(
    `no sentence for the Taiwanese & Hong Kong trick reason "${reason}": add it to i18n/phrases/shape-twhk.ts`,
  );
}
