/**
 * The games' glue loaded so far (each game's file is its own chunk in the site: `load.ts` fetches
 * the ones an evening needs; `games.ts` registers every one at once for the build and the tests).
 */
import type { PadGame } from './types.ts';

const LOADED = new Map<string, PadGame>();

export function registerPad(variant: string, game: PadGame): void {
  LOADED.set(variant, game);
}

export const padLoaded = (variant: string): boolean => LOADED.has(variant);

export function padGame(variant: string): PadGame {
  const g = LOADED.get(variant);
  if (!g) throw new Error(`unknown game "${variant.slice(0, 40)}"`);
  return g;
}
