/** Mighty on the score pad: the engine's `mightyScore`; the friend (or the declarer) deals next. */
import { resolveMighty, type MightyValues } from '../../engine/mighty/options.ts';
import { MIGHTY_DECK, mightyScore, type MightyPartner } from '../../engine/mighty/rules.ts';
import type { Suit } from '../../engine/cards.ts';
import type { Entry, PadGame, Role } from './types.ts';
import { numOf, seatOf, strOf } from './types.ts';

/** Points in the deck (the aces, kings, queens, jacks and tens). */
const POINTS = 20;

const partnerOf = (e: Entry): MightyPartner =>
  strOf(e, 'friendCall') === 'none' ? 'none' : seatOf(e, 'friend') === null ? 'alone' : 'friend';

export const mightyPad: PadGame<MightyValues> = {
  resolve: (rc) => resolveMighty({ preset: rc.preset, rules: rc.rules }),
  players: (v) => v.players,
  start: () => 0,
  fields: (v) => [
    { key: 'declarer', kind: 'seat' },
    { key: 'bid', kind: 'int', min: v.minBid, max: POINTS },
    { key: 'trump', kind: 'choice', values: ['S', 'H', 'D', 'C', 'N'] },
    { key: 'friendCall', kind: 'choice', values: ['card', 'first-trick', 'none'] },
    { key: 'friendCard', kind: 'card', cards: MIGHTY_DECK, optional: true },
    { key: 'friend', kind: 'seat', none: true },
    { key: 'points', kind: 'int', min: 0, max: POINTS },
  ],
  check(_v, _n, e) {
    if (seatOf(e, 'friend') !== null && seatOf(e, 'friend') === seatOf(e, 'declarer'))
      return { field: 'friend', kind: 'own-card' };
    if (strOf(e, 'friendCall') === 'none' && seatOf(e, 'friend') !== null)
      return { field: 'friend', kind: 'friend-none' };
    if (strOf(e, 'friendCall') === 'card' && e['friendCard'] == null) return { field: 'friendCard', kind: 'missing' };
    return null;
  },
  score(_v, players, e) {
    const d = seatOf(e, 'declarer')!;
    const partner = partnerOf(e);
    const friend = partner === 'friend' ? seatOf(e, 'friend') : null;
    const trump = strOf(e, 'trump');
    const s = mightyScore({
      bid: numOf(e, 'bid'),
      trump: trump === 'N' ? null : (trump as Suit),
      points: numOf(e, 'points'),
      partner,
    });
    const roles: Role[] = Array.from({ length: players }, (_, i) =>
      i === d ? 'declarer' : i === friend ? 'partner' : 'opponent',
    );
    return {
      scores: roles.map((r) => (r === 'declarer' ? s.declarer : r === 'partner' ? (s.friend ?? 0) : s.opponent)),
      roles,
      why: {
        outcome: s.made ? 'made' : 'set',
        taken: numOf(e, 'points'),
        bid: String(numOf(e, 'bid')),
        unit: 'points',
        doublings: s.doublings,
      },
    };
  },
  nextDealer: (_v, _n, _dealer, e) => (partnerOf(e) === 'friend' ? seatOf(e, 'friend')! : seatOf(e, 'declarer')!),
  opener: (_v, _n, dealer) => dealer,
};
export default mightyPad;
