/**
 * The score pad's glue for every game, imported at once (the tests, plain Node): one line per game
 * (its file, `pad-<folder>.ts`). The site's island loads only the games it needs (`load.ts`).
 * A test checks that every game of the registry has a line.
 */
import type { VariantId } from '../../engine/options.ts';
import type { PadGame } from './types.ts';
import { registerPad } from './registry.ts';
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

for (const [id, g] of Object.entries(PAD_GAMES)) registerPad(id, g);

export { padGame } from './registry.ts';
