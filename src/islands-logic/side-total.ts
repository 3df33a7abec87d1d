/**
 * The declaring side's running total against its contract during play (review item M1), as data:
 * what the seat's view shows and nothing more. The adapter's `handTarget` gives the side (the
 * partner only once the view names them), what it needs and has taken; the descriptor's review
 * words name the roles and the unit. A hidden partner's share is never counted, so the total
 * cannot give the partner away. Each language words it from `src/i18n/messages/<lang>/table-score.json`.
 */
import { descriptorOf } from '../engine/descriptors.ts';
import type { VariantId } from '../engine/options.ts';
import type { HandTarget } from './engines/types.ts';

export interface SideTotal {
  /** The declarer's role id, lower case (`napoleon`, `declarer`). */
  declarer: string;
  /** The partner's role id (`adjutant`, `secretary`, `friend`), '' where the game has none. */
  partner: string;
  /** `side`: declarer and partner counted; `alone`: no partner; `hidden`: a partner not known yet, the declarer's own only. */
  state: 'side' | 'alone' | 'hidden';
  /** What the counted seats have taken so far. */
  made: number;
  need: number;
  unit: 'honours' | 'heads' | 'points' | 'tricks';
  /** The declarer must take nothing (Misère). */
  misere: boolean;
  /**
   * The defenders: what they need to stop the contract, what they have (null while the partner is
   * hidden), and whether they have it already (the contract is beaten).
   */
  defenders: { have: number | null; stop: number; beaten: boolean } | null;
}

const roleId = (w: string | null | undefined) => (w ?? '').toLowerCase();

/**
 * The side's total in a trick-taking game's view during play, or null (no contract yet, the hand
 * over, a game with no declaring side). `target` is the adapter's `handTarget(view)`.
 */
export function sideTotal(
  variant: VariantId,
  view: Record<string, unknown>,
  target: HandTarget | undefined,
): SideTotal | null {
  const review = descriptorOf(variant).review;
  const live = target?.live;
  if (!target || !live || view['phase'] !== 'play' || view['result']) return null;
  if (!review.declarer || !review.contract || target.side.length === 0) return null;
  if (target.need <= 0 && !target.misere) return null;
  const state = target.side.length > 1 ? 'side' : live.partnerHidden ? 'hidden' : 'alone';
  const others = live.taken.reduce((n, c, seat) => (target.side.includes(seat) ? n : n + c), 0);
  const stop = live.total - target.need + 1;
  return {
    declarer: roleId(review.declarer),
    partner: roleId(review.partner),
    state,
    made: target.final,
    need: target.need,
    unit: review.contract as SideTotal['unit'],
    misere: Boolean(target.misere),
    defenders:
      target.misere || stop <= 0 ? null : { have: state === 'hidden' ? null : others, stop, beaten: others >= stop },
  };
}
