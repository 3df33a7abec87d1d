/**
 * Why a Taiwanese & Hong Kong Napoleon trick was won, as a phrase, from the engine's sentence alone
 * (the pages and islands that keep only the sentence). The same messages as shape-twhk.ts.
 */
import { yesNo, type Phrase } from './shape.ts';
import { suitNamed, suitValues, twhkCard, twhkWeak, WEAK_JOKERS } from './shape-tricks.ts';

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
    `no sentence for the Taiwanese & Hong Kong trick reason "${reason}": add it to i18n/phrases/shape-twhk-text.ts`,
  );
}
