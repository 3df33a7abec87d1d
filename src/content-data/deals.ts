/**
 * The explained deals by game (`content/deals/<game>.json`, contract `deal-types.ts`, checked by
 * `deal-check.ts`). A game without a file has no deals page yet.
 */
import japanese from '../../content/deals/japanese.json' with { type: 'json' };
import type { DealFile } from './deal-types.ts';

const FILES: readonly DealFile[] = [japanese as DealFile];

/** A game's deals file, or undefined when it has none. */
export function dealsFor(game: string): DealFile | undefined {
  return FILES.find((f) => f.game === game);
}

/** Every deals file (the tests check each). */
export const DEAL_FILES: readonly DealFile[] = FILES;
