/**
 * The explained deals' words (DealWalker.tsx), made from `src/i18n/messages/<lang>/deals.json`:
 * the one shape every language fills. The deal's own texts (title, intro, explanations) come from
 * the deal file through the page.
 */
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/deals.json';
import type { DealRoles } from '../../content-data/deal-roles.ts';

export type DealsKey = Extract<keyof typeof en, string>;

export function dealsWords(t: Translate<DealsKey>) {
  const seatName = (rel: number) => (rel === 0 ? t('you') : t('seat', { n: rel }));
  /** A bid's key: `pass`, a number with a suit (`13S`, `12NT`), a number alone (`9`), or a named bid (`nap`). */
  const bidName = (key: string, unit = 'other') =>
    key === 'pass'
      ? t('pass')
      : /^\d/.test(key)
        ? t('bid', { count: Number(key.replace(/\D+$/, '')), suit: key.replace(/^\d+/, '') || 'none', unit }).trim()
        : t('bidWord', { word: key });
  return {
    lang: t.lang,
    region: t('region'),
    pick: t('pick'),
    dealOf: (n: number, total: number, title: string) => t('dealOf', { n, total, title }),
    seatName,
    /** The question of a decision: a card play that starts a trick is a lead. */
    question: (kind: string, roles: Pick<DealRoles, 'partner'>) =>
      t('question', { kind, partner: roles.partner ?? 'none' }),
    /** A trump choice's key (`S`, `NT`). */
    trumpName: (key: string) => t('trumpName', { suit: key }),
    /** A partner call that is not a card (`none`, `first-trick`). */
    callName: (key: string) => t('friendCall', { mode: key }),
    /** What a suitless lead adds to its card: the suit it names (`S`). */
    naming: (suit: string) => t('naming', { suit }),
    /** What a lead that calls adds to its card (Mighty's joker call, tw-hk's summon). */
    callNote: (roles: Pick<DealRoles, 'call'>) => t('callNote', { call: roles.call ?? 'call' }),
    bidName,
    choices: t('choices'),
    right: t('right'),
    notQuite: t('notQuite'),
    notQuiteEqual: t('notQuiteEqual'),
    why: t('why'),
    playOn: t('playOn'),
    again: t('again'),
    nextDeal: t('nextDeal'),
    yourHand: t('yourHand'),
    contract: (
      c: { declarer: number; bid: string; trump: string | null; partner: string | null },
      roles: Pick<DealRoles, 'declarer' | 'partner' | 'unit'>,
      partnerWords: (key: string) => string,
    ) =>
      [
        t('contract', {
          role: roles.declarer,
          unit: roles.unit,
          who: seatName(c.declarer),
          bid: bidName(c.bid, roles.unit),
        }),
        ...(c.trump ? [t('contractTrump', { trump: t('trumpName', { suit: c.trump }) })] : []),
        ...(c.partner && roles.partner
          ? [t('contractPartner', { partner: roles.partner, card: partnerWords(c.partner) })]
          : []),
      ].join(t('join')),
    auction: (events: readonly { seat: number; bid: string }[], unit?: string) =>
      events.length === 0
        ? t('auctionNone')
        : t('auctionSoFar', {
            events: events
              .map((e) => t('auctionEvent', { who: seatName(e.seat), bid: bidName(e.bid, unit) }))
              .join(t('sep')),
          }),
    trickNow: (n: number) => t('trickNow', { n }),
    trickEmpty: t('trickEmpty'),
    since: t('since'),
    trickWon: (n: number, cards: string, winner: number) =>
      t('trickWon', { n, cards, who: seatName(winner), who_you: winner === 0 ? 'yes' : 'no' }),
    tricksLeft: (n: number) => t('tricksLeft', { n }),
    step: (n: number, total: number) => t('step', { n, total }),
    endTitle: t('endTitle'),
    endLine: (end: { final: number; bid: string; made: boolean }, roles: Pick<DealRoles, 'declarer' | 'unit'>) =>
      t('endLine', {
        role: roles.declarer,
        unit: roles.unit,
        points: end.final,
        bid: bidName(end.bid, roles.unit),
        made: end.made ? 'yes' : 'no',
      }),
    score: (first: number, total: number) => t('score', { first, total }),
    // A climbing game's round (Daifugō): the pile, the hands, the moves, the finishing order.
    climbTop: (who: number, cards: string) => t('climbTop', { who: seatName(who), cards }),
    climbEmpty: t('climbEmpty'),
    climbCounts: (counts: readonly number[]) =>
      t('climbCounts', { counts: counts.map((n, r) => t('climbCount', { who: seatName(r), n })).join(t('sep')) }),
    climbRevolution: t('climbRevolution'),
    climbReceived: (cards: string) => t('climbReceived', { cards }),
    climbTitles: (titles: readonly (string | null)[]) =>
      t('climbTitles', {
        titles: titles
          .map((x, r) => t('finishEntry', { who: seatName(r), title: t('titleName', { title: x ?? '' }) }))
          .join(t('sep')),
      }),
    /** One move of the round: `cards` null for a pass (seats from the learner). */
    climbMove: (
      m: { seat: number; effects?: readonly string[]; out?: boolean; cleared?: boolean; leader?: number },
      cards: string | null,
    ) =>
      t('climbMove', {
        who: seatName(m.seat),
        who_you: m.seat === 0 ? 'yes' : 'no',
        cards: cards ?? 'pass',
        effects: m.effects?.length
          ? m.effects.map((e) => t('climbEffect', { effect: e.replaceAll('-', '_') })).join(t('sep'))
          : 'none',
        out: m.out ? 'yes' : 'no',
        cleared: m.cleared ? 'yes' : 'no',
        leader: seatName(m.leader ?? 0),
        leader_you: m.leader === 0 ? 'yes' : 'no',
      }),
    /** A title's name (`President` … `Beggar`). */
    titleName: (title: string) => t('titleName', { title }),
    finish: (order: readonly number[], titles: readonly string[]) =>
      t('finishLine', {
        order: order
          .map((r, i) => t('finishEntry', { who: seatName(r), title: t('titleName', { title: titles[i]! }) }))
          .join(t('sep')),
      }),
    tried: (keys: string) => t('tried', { keys }),
    /** Between the items of a list (the bids, a trick's cards). */
    sep: t('sep'),
  };
}

export type DealsWords = ReturnType<typeof dealsWords>;
