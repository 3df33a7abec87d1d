/** Taiwanese / Hong Kong Napoleon on the score pad: the engine's `twhkScore`. */
import { resolveTwhk, type TwhkValues } from '../../engine/twhk/options.ts';
import { TWHK_DECK, twhkScore } from '../../engine/twhk/rules.ts';
import type { PadGame, Role } from './types.ts';
import { numOf, seatOf } from './types.ts';

/** Heads in the deck: the bid and the heads taken are at most this. */
const HEADS = 16;

export const twhkPad: PadGame<TwhkValues> = {
  resolve: (rc) => resolveTwhk({ preset: rc.preset, rules: rc.rules }),
  players: (v) => v.players,
  start: () => 0,
  fields: () => [
    { key: 'napoleon', kind: 'seat' },
    { key: 'bid', kind: 'int', min: 9, max: HEADS },
    { key: 'strain', kind: 'choice', values: ['C', 'D', 'H', 'S', 'N'] },
    { key: 'secretaryCard', kind: 'card', cards: TWHK_DECK },
    { key: 'secretary', kind: 'seat', none: true },
    { key: 'heads', kind: 'int', min: 0, max: HEADS },
  ],
  check: (_v, _n, e) =>
    seatOf(e, 'secretary') === seatOf(e, 'napoleon') ? { field: 'secretary', kind: 'own-card' } : null,
  score(v, players, e) {
    const nap = seatOf(e, 'napoleon')!;
    const sec = seatOf(e, 'secretary');
    const s = twhkScore({
      scoring: v.scoring,
      bid: numOf(e, 'bid'),
      points: numOf(e, 'heads'),
      partner: sec === null ? 'dictator' : 'secretary',
    });
    const roles: Role[] = Array.from({ length: players }, (_, i) =>
      i === nap ? 'declarer' : i === sec ? 'partner' : 'opponent',
    );
    return {
      scores: roles.map((r) => (r === 'declarer' ? s.napoleon : r === 'partner' ? (s.secretary ?? 0) : s.defender)),
      roles,
      why: { outcome: s.made ? 'made' : 'set', taken: numOf(e, 'heads'), bid: String(numOf(e, 'bid')), unit: 'heads' },
    };
  },
  nextDealer: (_v, players, dealer) => (dealer + 1) % players,
  opener: (_v, players, dealer) => (dealer + 1) % players,
};
export default twhkPad;
