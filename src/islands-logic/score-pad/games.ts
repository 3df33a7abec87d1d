/**
 * The score pad's glue for every game: one line per game (its file, `pad-<folder>.ts`). The pad
 * asks this table for a game's fields, checks, scores and seat rules; nothing else knows which
 * game it is. A test checks that every game of the registry has a line.
 */
import type { VariantId } from '../../engine/options.ts';
import type { PadGame } from './types.ts';
import { japanesePad } from './pad-japanese.ts';
import { napPad } from './pad-nap.ts';
import { twhkPad } from './pad-twhk.ts';
import { mightyPad } from './pad-mighty.ts';
import { daifugoPad } from './pad-daifugo.ts';

export const PAD_GAMES: Readonly<Record<VariantId, PadGame>> = {
  japanese: japanesePad as PadGame,
  nap: napPad as PadGame,
  'tw-hk': twhkPad as PadGame,
  mighty: mightyPad as PadGame,
  daifugo: daifugoPad as PadGame,
};

export function padGame(variant: string): PadGame {
  const g = (PAD_GAMES as Record<string, PadGame | undefined>)[variant];
  if (!g) throw new Error(`unknown game "${variant}"`);
  return g;
}
