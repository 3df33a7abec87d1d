/**
 * The explained deals' words (DealWalker.tsx), made from `src/i18n/messages/<lang>/deals.json`:
 * the one shape every language fills. The deal's own texts (title, intro, explanations) come from
 * the deal file through the page.
 */
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/deals.json';

export type DealsKey = Extract<keyof typeof en, string>;

export function dealsWords(t: Translate<DealsKey>) {
  const seatName = (rel: number) => (rel === 0 ? t('you') : t('seat', { n: rel }));
  const bidName = (key: string) =>
    key === 'pass' ? t('pass') : t('bid', { count: Number(key.replace(/\D+$/, '')), suit: key.replace(/^\d+/, '') });
  return {
    lang: t.lang,
    region: t('region'),
    pick: t('pick'),
    dealOf: (n: number, total: number, title: string) => t('dealOf', { n, total, title }),
    seatName,
    /** The question of a decision: a card play that starts a trick is a lead. */
    question: (kind: string) => t('question', { kind }),
    bidName,
    choices: t('choices'),
    right: t('right'),
    notQuite: t('notQuite'),
    why: t('why'),
    playOn: t('playOn'),
    again: t('again'),
    nextDeal: t('nextDeal'),
    yourHand: t('yourHand'),
    contract: (napoleon: number, bid: string, card: string) =>
      t('contract', { who: seatName(napoleon), bid: bidName(bid), card }),
    auction: (events: readonly { seat: number; bid: string }[]) =>
      events.length === 0
        ? t('auctionNone')
        : t('auctionSoFar', {
            events: events.map((e) => t('auctionEvent', { who: seatName(e.seat), bid: bidName(e.bid) })).join(t('sep')),
          }),
    trickNow: (n: number) => t('trickNow', { n }),
    trickEmpty: t('trickEmpty'),
    since: t('since'),
    trickWon: (n: number, cards: string, winner: number) =>
      t('trickWon', { n, cards, who: seatName(winner), who_you: winner === 0 ? 'yes' : 'no' }),
    tricksLeft: (n: number) => t('tricksLeft', { n }),
    step: (n: number, total: number) => t('step', { n, total }),
    endTitle: t('endTitle'),
    endLine: (points: number, bid: string, made: boolean) =>
      t('endLine', { points, bid: bidName(bid), made: made ? 'yes' : 'no' }),
    score: (first: number, total: number) => t('score', { first, total }),
    tried: (keys: string) => t('tried', { keys }),
    /** Between the items of a list (the bids, a trick's cards). */
    sep: t('sep'),
  };
}

export type DealsWords = ReturnType<typeof dealsWords>;
