/** Every engine, imported statically: for build-time pages and tests (never for a client island). */
import { japaneseEngine } from './japanese.ts';
import { napEngine } from './nap.ts';
import { mightyEngine } from './mighty.ts';
import { twhkEngine } from './twhk.ts';
import { daifugoEngine } from './daifugo.ts';
import type { VariantEngine } from './types.ts';
import type { VariantId } from '../../engine/options.ts';

export const ALL_ENGINES: Record<VariantId, VariantEngine> = {
  japanese: japaneseEngine,
  nap: napEngine,
  mighty: mightyEngine,
  'tw-hk': twhkEngine,
  daifugo: daifugoEngine,
};

export function engineFor(variant: VariantId): VariantEngine {
  const e = ALL_ENGINES[variant];
  if (!e) throw new Error(`unknown game "${String(variant)}"`);
  return e;
}
