/** Japanese Napoleon on the score pad: the engine's `scoreHand`, `auctionOpener` and deck. */
import { resolveJapaneseRules, type JapaneseRules } from '../../engine/japanese/options.ts';
import { japaneseDeck, totalHonours } from '../../engine/japanese/deck.ts';
import { scoreHand } from '../../engine/japanese/scoring.ts';
import { auctionOpener } from '../../engine/japanese/game.ts';
import { nextSeat } from '../../engine/trick/index.ts';
import { sortCanonical } from '../../engine/cards.ts';
import type { Entry, PadGame, Role } from './types.ts';
import { numOf, seatOf } from './types.ts';

/** Who carries the bid: Napoleon and the adjutant, or after a betrayal the one left alone. */
function bidSide(e: Entry): number[] {
  const nap = seatOf(e, 'napoleon')!;
  const adj = seatOf(e, 'adjutant');
  const betrayal = e['betrayal'] ?? 'none';
  if (adj === null || betrayal === 'adjutant') return [nap];
  if (betrayal === 'napoleon') return [adj];
  return [nap, adj];
}

export const japanesePad: PadGame<JapaneseRules> = {
  resolve: (rc) => resolveJapaneseRules({ preset: rc.preset, rules: rc.rules }),
  players: (r) => r.players,
  start: () => 0,
  fields(r) {
    const total = totalHonours(r);
    return [
      { key: 'napoleon', kind: 'seat' },
      { key: 'bid', kind: 'int', min: r.minBid, max: total },
      { key: 'trump', kind: 'choice', values: r.noTrumpBids ? ['S', 'H', 'D', 'C', 'N'] : ['S', 'H', 'D', 'C'] },
      { key: 'adjutantCard', kind: 'card', cards: sortCanonical(japaneseDeck(r)) },
      { key: 'adjutant', kind: 'seat', none: true },
      ...(r.betrayal === 'off'
        ? []
        : [
            {
              key: 'betrayal',
              kind: 'choice' as const,
              values: r.betrayal === 'adjutant' ? ['none', 'adjutant'] : ['none', 'adjutant', 'napoleon'],
            },
          ]),
      { key: 'honours', kind: 'int', min: 0, max: total },
    ];
  },
  check(_r, _n, e) {
    if (seatOf(e, 'adjutant') === seatOf(e, 'napoleon')) return { field: 'adjutant', kind: 'own-card' };
    if ((e['betrayal'] ?? 'none') !== 'none' && seatOf(e, 'adjutant') === null)
      return { field: 'betrayal', kind: 'no-partner' };
    return null;
  },
  score(r, players, e) {
    const side = bidSide(e);
    const betrayal = (e['betrayal'] ?? 'none') as 'none' | 'adjutant' | 'napoleon';
    const s = scoreHand(r, {
      bid: numOf(e, 'bid'),
      points: numOf(e, 'honours'),
      solo: side.length === 1,
      players,
      totalHonours: totalHonours(r),
      ...(betrayal === 'napoleon' ? { bearer: 'adjutant' as const } : {}),
    });
    const scores = Array.from({ length: players }, (_, seat) =>
      seat === side[0] ? s.napoleon : seat === side[1] ? (s.adjutant ?? 0) : s.ally,
    );
    const roles: Role[] = scores.map((_, seat) =>
      seat === side[0] ? 'declarer' : seat === side[1] ? 'partner' : 'opponent',
    );
    const revolution = s.allHonours && !s.napoleonWins;
    return {
      scores,
      roles,
      why: {
        outcome: revolution ? 'revolution' : s.napoleonWins ? 'made' : 'set',
        taken: numOf(e, 'honours'),
        bid: String(numOf(e, 'bid')),
        unit: 'honours',
        doubled: s.doubled,
        ...(betrayal === 'none' ? {} : { betrayal }),
      },
    };
  },
  nextDealer: (_r, players, dealer) => nextSeat(dealer, players),
  // A hand dealt again has no previous Napoleon to open (the engine's rule).
  opener: (r, players, dealer, prev, redealt) =>
    auctionOpener(r, players, dealer, prev === null || redealt ? null : seatOf(prev, 'napoleon')),
};
export default japanesePad;
