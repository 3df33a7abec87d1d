/**
 * The auction's view on the practice table: where a bid sits in the bid grid (its number and
 * suit) and the bids left above the highest, lowest first, for the sentence under the grid
 * ("11 ♦ is taken: the lowest bid left is 11 ♥"). No DOM here: unit-tested in
 * tests/unit/islands/auction-view.test.ts.
 */
import type { AnyAction } from './practice.ts';

/** The suits of the bid grid from the lowest to the highest (no-trump above every suit). */
export const STRAIN_ORDER: readonly string[] = ['C', 'D', 'H', 'S', 'NT'];

/** The bid's number and suit (Japanese, tw-hk, Mighty); null for a bid without a suit (Nap). */
export function bidNumberStrain(a: AnyAction): { n: number; strain: string } | null {
  if (a.type !== 'bid') return null;
  const n = a['count'] ?? a['heads'] ?? a['number'];
  const strain = a['suit'] ?? a['strain'] ?? 'NT';
  return typeof n === 'number' && typeof strain === 'string' && STRAIN_ORDER.includes(strain) ? { n, strain } : null;
}

/**
 * The engine's legal bids, lowest first: by number, then by suit in the grid's order. Bids the
 * grid cannot place (Nap's) keep the engine's order, which lists them from the lowest.
 */
export function higherBids(legal: readonly AnyAction[]): AnyAction[] {
  const bids = legal.filter((a) => a.type === 'bid');
  const key = (a: AnyAction) => {
    const c = bidNumberStrain(a);
    return c ? c.n * STRAIN_ORDER.length + STRAIN_ORDER.indexOf(c.strain) : null;
  };
  if (bids.some((a) => key(a) === null)) return bids;
  return bids
    .map((a, i) => [a, key(a)!, i] as const)
    .sort((x, y) => x[1] - y[1] || x[2] - y[2])
    .map(([a]) => a);
}
