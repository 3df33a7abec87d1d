/**
 * The generic computer player over any {@link Game}: a seeded random legal action, with a
 * small bias so random auctions end (pass more often than bid, and bid low). Used for quick
 * all-computer games, as the `random` opponent in benchmarks, and as a fallback.
 */
import { deriveSeed, Rng } from '../engine/rng.ts';
import { hashString } from './trick-common.ts';
import type { BotRequest, BotResponse } from './types.ts';

interface Typed {
  type?: string;
}

/** A random legal action: pass with probability `passBias` when passing is legal, else any. */
export function randomAction<A>(legal: readonly A[], seed: string, passBias = 0.6): BotResponse<A> {
  if (legal.length === 0) throw new Error('no legal action');
  const rng = new Rng(seed);
  const pass = legal.find((a) => (a as Typed).type === 'pass');
  if (pass !== undefined && rng.next() < passBias) return { action: pass, hint: 'Random player: pass.' };
  const bids = legal.filter((a) => (a as Typed).type === 'bid');
  if (bids.length > 0 && pass !== undefined) {
    // bid one of the cheapest few (the legal list is ordered from the lowest bid)
    return { action: bids[rng.int(Math.min(3, bids.length))]!, hint: 'Random player: a low bid.' };
  }
  return { action: rng.pick(legal), hint: 'Random player: any legal action.' };
}

/** The seed a decision really uses: the request's seed and a hash of the view. */
export function decisionSeed(req: Pick<BotRequest, 'seed' | 'view'>): string {
  return deriveSeed(req.seed, hashString(JSON.stringify(req.view)));
}

/** A seeded random legal move (the `random` opponent). */
export function decideRandom<A>(req: Pick<BotRequest<unknown, A>, 'legal' | 'seed' | 'view'>): BotResponse<A> {
  return randomAction(req.legal, decisionSeed(req));
}
