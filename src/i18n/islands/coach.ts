/**
 * The coach's words (review items C3, C4): the line beside the hand for each fact of
 * `islands-logic/coach-facts.ts`, the Coach switch, and the hint with how sure it is — made from
 * the family's catalogue `src/i18n/messages/<lang>/coach.json`. Seats, cards and bids are named by
 * the practice words (`CoachNames`; a bid by its words "13 ♣ clubs", never its button's "Bid 13 ♣"),
 * so this shape only picks the message for the facts. The practice island's language entries
 * provide a loader of it (coach-context.ts).
 */
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/coach.json';
import type { Card } from '../../engine/cards.ts';
import type { CoachFact, CoachUnit } from '../../islands-logic/coach-facts.ts';
import type { HintWhy, MistakeWhy } from '../../bots/types.ts';

export type CoachKey = Extract<keyof typeof en, string>;

type Call = { type: string; [k: string]: unknown };

/** How the practice words name seats, cards and bids (the coach's sentences use them). */
export interface CoachNames {
  seat: (seat: number) => string;
  card: (c: Card) => string;
  /** A bid in its own words, without a verb ("13 ♣ clubs", not the button's "Bid 13 ♣"). */
  bid: (a: Call) => string;
  human: number;
}

/** The practice words a coach's sentence names things with (a structural slice of the practice words). */
export interface CoachNameSource {
  seatName: (seat: number, human: number) => string;
  cardLabel: (c: Card) => string;
  bidWords: (a: never) => string;
}

/** The coach's names from the practice table's words, for the learner at `human`. */
export function coachNames(w: CoachNameSource, human: number): CoachNames {
  return {
    seat: (s) => w.seatName(s, human),
    card: (c) => w.cardLabel(c),
    bid: (a) => (w.bidWords as (a: Call) => string)(a),
    human,
  };
}

const sel = (s: string) => s.replaceAll('-', '_');

export function coachWords(t: Translate<CoachKey>) {
  const amount = (unit: CoachUnit | string, n: number) => t('unit', { unit, n });
  const role = (r: string) => t('role', { role: sel(r) });
  const suit = (s: string) => t('suit', { suit: s });
  const list = (n: CoachNames, cs: readonly Card[]) => cs.map(n.card).join(' ');
  return {
    coachSwitch: t('coachSwitch'),
    coachLabel: t('coachLabel'),
    coachRegion: t('coachRegion'),
    /** One fact as a sentence. */
    fact(f: CoachFact, n: CoachNames): string {
      switch (f.kind) {
        case 'winsNow':
          return t('winsNow', { card: n.card(f.card), last: String(f.last) });
        case 'cannotWin':
          return t('cannotWin', { card: n.card(f.top), seat: n.seat(f.seat) });
        case 'stake':
          return t('stake', { amount: amount(f.unit, f.cards.length), cards: list(n, f.cards) });
        case 'notFollowed':
          return t('notFollowed', { trick: f.trick, seat: n.seat(f.seat), suit: suit(f.suit), card: n.card(f.card) });
        case 'partnerKnown':
          return t('partnerKnown', { self: String(f.seat === n.human), role: f.role, seat: n.seat(f.seat) });
        case 'progress':
          return t('progress', { role: f.role, made: f.made, amount: amount(f.unit, f.need), left: f.left });
        case 'topOut':
          return t('topOut', { mine: String(f.mine), card: n.card(f.card), role: role(f.role) });
        case 'trumpsOut':
          return t('trumpsOut', { out: f.out, suit: suit(f.suit), mine: f.mine });
        case 'only':
          return t('only', { card: n.card(f.card) });
        case 'tricksLeft':
          return t('tricksLeft', { n: f.n });
        case 'longest':
          return t('longest', {
            suit: suit(f.suit),
            count: f.count,
            hasHigh: String(f.high.length > 0),
            high: list(n, f.high),
          });
        case 'handPoints':
          return t('handPoints', { amount: amount(f.unit, f.n) });
        case 'highBid':
          return t('highBid', { seat: n.seat(f.seat), bid: n.bid(f.bid) });
        case 'toDiscard':
          return t('toDiscard', { n: f.n });
        case 'safeDiscards':
          return t('safeDiscards', { cards: list(n, f.cards) });
        case 'strongestMissing':
          return t('strongestMissing', { card: n.card(f.card), role: role(f.role) });
        case 'beats':
          return t('beats', { ways: f.ways, top: list(n, f.top) });
        case 'leadWays':
          return t('leadWays', { ways: f.ways });
        case 'fewest':
          return t('fewest', { seat: n.seat(f.seat), n: f.n });
        case 'revolution':
          return t('revolution');
        case 'yourCards':
          return t('yourCards', { n: f.n });
        case 'outlook':
          return t('outlook', { won: f.won, samples: f.samples, exact: String(f.exact) });
        case 'finishOutlook':
          return t('finishOutlook', { place: f.place, players: f.players, samples: f.samples });
      }
    },
    /** The hint: the suggested action and why, with how sure the search is ("in 12 of the 14 deals the computer tried"). */
    hintLine(action: string, why: HintWhy | undefined): string {
      return t('hintLine', { action, reason: why ? hintWhy(why) : '' });
    },
    hintMistakesHead: t('hintMistakesHead'),
    hintMistake(action: string, why: MistakeWhy): string {
      return t('hintMistake', { action, kind: why.kind, wins: why.wins, best: why.best, samples: why.samples });
    },
  };
  function hintWhy(w: HintWhy): string {
    const v: Record<string, string | number> = { kind: sel(w.kind) };
    if ('samples' in w) v['samples'] = w.samples ?? '';
    if (w.kind === 'wins') v['wins'] = w.wins;
    if (w.kind === 'loses' || w.kind === 'low') v['lost'] = w.lost ?? '';
    if (w.kind === 'bid-average') v['average'] = Math.round(w.value * 10) / 10;
    if (w.kind === 'bid-strength' || w.kind === 'pass-strength') v['amount'] = amount(w.unit, Math.floor(w.value));
    if (w.kind === 'finish-average') {
      v['place'] = Math.round(w.place * 10) / 10;
      v['players'] = w.players;
    }
    return t('hintWhy', v);
  }
}

export type CoachWords = ReturnType<typeof coachWords>;
