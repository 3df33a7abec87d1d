/** English Nap on the score pad: the engine's `napScore` and bid list. */
import { resolveNap, type NapValues } from '../../engine/nap/options.ts';
import { NAP_BID_ORDER, NAP_HAND, napScore, tricksNeeded, type NapBid } from '../../engine/nap/rules.ts';
import type { Entry, PadGame } from './types.ts';
import { numOf, seatOf } from './types.ts';

const bidOf = (e: Entry): NapBid => {
  const b = e['bid'] as string;
  return (/^\d$/.test(b) ? Number(b) : b) as NapBid;
};

export const napPad: PadGame<NapValues> = {
  resolve: (rc) => resolveNap({ preset: rc.preset, rules: rc.rules }),
  players: (v) => v.players,
  start: () => 0,
  fields: (v) => [
    { key: 'declarer', kind: 'seat' },
    {
      key: 'bid',
      kind: 'choice',
      values: NAP_BID_ORDER.filter((b) =>
        typeof b === 'number'
          ? b >= v.minBid
          : ({ misere: v.misere, wellington: v.wellington, blucher: v.blucher } as Record<string, boolean>)[b] !==
            false,
      ).map(String),
    },
    { key: 'tricks', kind: 'int', min: 0, max: NAP_HAND },
  ],
  check: () => null,
  score(v, players, e) {
    const d = seatOf(e, 'declarer')!;
    const bid = bidOf(e);
    const s = napScore({ bid, tricks: numOf(e, 'tricks'), players, payout: v.payout });
    return {
      scores: Array.from({ length: players }, (_, i) => (i === d ? s.declarer : s.opponent)),
      roles: Array.from({ length: players }, (_, i) => (i === d ? 'declarer' : 'opponent')),
      why: {
        outcome: s.made ? 'made' : 'set',
        taken: numOf(e, 'tricks'),
        bid: String(bid === 'misere' ? 0 : tricksNeeded(bid)),
        unit: 'tricks',
      },
    };
  },
  nextDealer: (_v, players, dealer) => (dealer + 1) % players,
  opener: (_v, players, dealer) => (dealer + 1) % players,
};
export default napPad;
