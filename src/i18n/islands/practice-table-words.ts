/**
 * The card table's words (islands-logic/practice-table.ts `tableModel`: the facts above the felt,
 * each seat's roles and what it has taken, the hand's result) made from the practice catalogue.
 * The roles come from the game's descriptor (its declarer, partner and scoring cards), never from
 * its id; a contract is said from its facts (islands-logic/bid-facts.ts) in the catalogue's bid words.
 */
import { isJoker, type Card, type Suit } from '../../engine/cards.ts';
import { descriptorOf } from '../../engine/descriptors.ts';
import type { VariantId } from '../../engine/options.ts';
import { bidFacts, bidValues } from '../../islands-logic/bid-facts.ts';
import { signed } from '../../islands-logic/numbers.ts';
import type { TableWords } from '../../islands-logic/practice.ts';
import type { Translate } from '../messages/format.ts';
import type { PracticeHooks, PracticeKey } from './practice-types.ts';

export function tableWords(
  t: Translate<PracticeKey>,
  hooks: Pick<PracticeHooks, 'seatName' | 'cardLabel' | 'spokenName'>,
  v: VariantId,
): TableWords {
  const { seatName } = hooks;
  const review = (x: VariantId) => descriptorOf(x).review;
  const partner = review(v).partner ?? 'none';
  return {
    seatName,
    revolution: t('tableRevolution'),
    elevenBack: t('tableElevenBack'),
    suitLock: (suits: readonly Suit[]) =>
      t('tableSuitLock', { suits: suits.map((suit) => t('suitName', { suit })).join(t('tableSuitLockSep')) }),
    anticlockwise: t('tableAnticlockwise'),
    round: (n: number) => t('tableRound', { n: String(n) }),
    title: (title: string) => t('tableTitle', { title }),
    out: (i: number) => t('tableOut', { n: i + 1 }),
    passed: t('tablePassed'),
    lastRound: (ranking, delta, human) =>
      t('tableLastRound', {
        list: ranking
          .map((s, i) =>
            t('tableLastRoundItem', { place: String(i + 1), who: seatName(s, human), delta: signed(delta[s] ?? 0) }),
          )
          .join(t('listSep')),
      }),
    trumps: (s: Suit) => t('tableTrumps', { suit: t('strainWord', { s }) }),
    bidding: t('tableBidding'),
    trumpsByLead: t('tableTrumpsByLead'),
    noTrumps: t('tableNoTrumps'),
    declarerRole: (x: VariantId) =>
      t('declarerRole', { game: x.replaceAll('-', '_'), role: review(x).declarer ?? 'declarer' }),
    partnerRole: (x: VariantId) => t('partnerRole', { role: review(x).partner ?? 'friend' }),
    partnerCard: (c: Card) =>
      t('partnerCard', {
        partner,
        card: hooks.cardLabel(c),
        spoken: hooks.spokenName(c),
        isJoker: String(isJoker(c)),
      }),
    friendCard: (c: Card) => t('tableFriendCard', { card: hooks.cardLabel(c) }),
    friendFirst: t('tableFriendFirst'),
    noFriend: t('tableNoFriend'),
    /** The contract in the language's bid words, and who bid it. */
    contract: (c: unknown, by: string) => {
      const values = bidValues(bidFacts(c), hooks.cardLabel);
      return t('contract', { ...values, bid: t('bidWords', values), by });
    },
    /** A betrayal: who went over to the allies, and (Napoleon's) the cards he showed. */
    betrayal: (by: string, seat: number, human: number, shown: readonly Card[] = []) =>
      t('betrayal', {
        by: by.replaceAll('-', '_'),
        who: seatName(seat, human),
        shown: shown.map(hooks.spokenName).join(t('betrayalShownSep')),
      }),
    alone: t('alone', { partner }),
    taken: (n: number, x: VariantId) => t('takenCount', { n, unit: review(x).scoringCards ?? 'tricks' }),
    trick: (n: number) => t('tableTrick', { n: String(n) }),
    /** The hand's result where the game gives no verdict of its own: made or not, and each seat's change. */
    result: (r, human) => {
      const made = r['made'] ?? r['napoleonWins'] ?? r['won'];
      const d = r['delta'] ?? r['scores'];
      const delta = Array.isArray(d) ? (d as number[]) : [];
      const parts: string[] = [];
      if (typeof made === 'boolean') parts.push(t('tableResultMade', { made: String(made) }));
      if (delta.length)
        parts.push(
          t('deltas', {
            list: delta.map((x, i) => t('deltaItem', { who: seatName(i, human), delta: signed(x) })).join(t('listSep')),
          }),
        );
      return parts.join(t('tableResultSep')) || t('tableResultNone');
    },
  };
}
