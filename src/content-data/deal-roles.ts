/**
 * A game's roles and unit as the explained deals say them (its descriptor's `review`): light, so
 * the island's words and the browser test may import it without the engine.
 */
import { descriptorOf } from '../engine/descriptors.ts';
import type { GameDescriptor } from '../engine/descriptor.ts';

/** The game's words for its roles and its unit (the island picks its sentences by them). */
export interface DealRoles {
  declarer: NonNullable<GameDescriptor['review']['declarer']>;
  partner: GameDescriptor['review']['partner'];
  unit: GameDescriptor['review']['contract'];
  call: GameDescriptor['review']['jokerCall'];
}

/** The roles and unit of a game (its descriptor). */
export function dealRoles(variant: string): DealRoles {
  const r = descriptorOf(variant).review;
  return { declarer: r.declarer ?? 'declarer', partner: r.partner, unit: r.contract, call: r.jokerCall };
}
