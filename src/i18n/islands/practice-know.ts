/**
 * The "What can I know?" panel's sentences (table/KnowPanel.tsx, learning mode), made from the
 * practice catalogue: islands-logic/know.ts works out who can hold each card and why a seat is
 * ruled out (the judge's rule, trick and suit), and these messages word it in the page's language.
 */
import type { Card } from '../../engine/cards.ts';
import type { KnowWords } from '../../islands-logic/know.ts';
import type { Translate } from '../messages/format.ts';
import type { PracticeHooks, PracticeKey } from './practice-types.ts';

export function knowWords(t: Translate<PracticeKey>, hooks: Pick<PracticeHooks, 'seatName' | 'cardLabel'>): KnowWords {
  const { seatName } = hooks;
  /** Seats, and the widow or kitty, as one list: "Seat 2, Seat 4 or the widow". */
  const who = (seats: readonly number[], widow: boolean, human: number, kitty: boolean) => {
    const parts = seats.map((s) => seatName(s, human));
    if (widow) parts.push(t('knowWidow', { kitty: String(kitty) }));
    return parts.length <= 1
      ? (parts[0] ?? '')
      : `${parts.slice(0, -1).join(t('listSep'))}${t('knowOr')}${parts.at(-1)!}`;
  };
  const anyone = (seats: readonly number[], widow: boolean) => String(seats.length > 0 || widow);
  return {
    nothingYet: t('knowNothingYet'),
    cannotWorkOut: (message: string) => t('knowCannot', { message }),
    partnerTitle: (kind, card: Card) => t('knowPartnerTitle', { kind, card: hooks.cardLabel(card) }),
    youDiscarded: (kitty) => t('knowYouDiscarded', { kitty: String(kitty) }),
    canHoldIt: (seats, widow, human, kitty) =>
      t('knowCanHold', { anyone: anyone(seats, widow), who: who(seats, widow, human, kitty) }),
    cannotHold: (seat, human, r, suit, any) =>
      t('knowCannotHold', {
        who: seatName(seat, human),
        self: String(seat === human),
        n: String(seat + 1),
        any: String(any),
        because: t('knowBecause', {
          rule: r.rule.replaceAll('-', '_'),
          hasTrick: String(Boolean(r.trick)),
          trick: String(r.trick ?? ''),
          suit,
          hasShown: String(r.shownBy !== undefined),
          shower: r.shownBy === undefined ? '' : seatName(r.shownBy, human),
        }),
      }),
    suitTitle: (suit) => t('knowSuitTitle', { suit }),
    allSeen: (suit) => t('knowAllSeen', { suit }),
    unseen: (_suit, n, seats, widow, human, kitty) =>
      t('knowUnseen', { n, anyone: anyone(seats, widow), who: who(seats, widow, human, kitty) }),
  };
}
