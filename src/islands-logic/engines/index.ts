/**
 * Engines for the islands, loaded on demand: a page with a Japanese puzzle downloads only the
 * Japanese engine. `loadEngine` caches; `engineNow` returns an engine already loaded (or null).
 */
import type { VariantId } from '../../engine/options.ts';
import type { VariantEngine } from './types.ts';

const loaders: Record<VariantId, () => Promise<VariantEngine>> = {
  japanese: () => import('./japanese.ts').then((m) => m.japaneseEngine),
  nap: () => import('./nap.ts').then((m) => m.napEngine),
  'tw-hk': () => import('./twhk.ts').then((m) => m.twhkEngine),
  mighty: () => import('./mighty.ts').then((m) => m.mightyEngine),
  daifugo: () => import('./daifugo.ts').then((m) => m.daifugoEngine),
};

const cache = new Map<VariantId, VariantEngine>();

export async function loadEngine(variant: VariantId): Promise<VariantEngine> {
  const hit = cache.get(variant);
  if (hit) return hit;
  const loader = loaders[variant];
  if (!loader) throw new Error(`unknown game "${String(variant)}"`);
  const e = await loader();
  cache.set(variant, e);
  return e;
}

export function engineNow(variant: VariantId): VariantEngine | null {
  return cache.get(variant) ?? null;
}

/** Put engines in the cache (server rendering and tests import them statically). */
export function provideEngines(engines: readonly VariantEngine[]): void {
  for (const e of engines) cache.set(e.variant, e);
}
