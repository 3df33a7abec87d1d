/**
 * Engines for the islands, loaded on demand: a page with a Japanese puzzle downloads only the
 * Japanese engine. `loadEngine` caches; `engineNow` returns an engine already loaded (or null).
 *
 * Each variant's adapter is the file named by its engine folder in the registry
 * (`src/engine/variants.ts`: the id without hyphens, `tw-hk` → `twhk.ts`), default-exporting its
 * engine; the files are found by `import.meta.glob`, each one its own chunk, so a new variant's
 * adapter needs no line here. (The registry itself imports every engine, so islands never import it.)
 */
import { VARIANT_IDS, type VariantId } from '../../engine/options.ts';
import type { VariantEngine } from './types.ts';

/** The adapter file of a variant: its engine folder (the id without hyphens). */
export function adapterPath(variant: VariantId): string {
  return `./${variant.replace(/-/g, '')}.ts`;
}

type Adapter = { default: VariantEngine };

/**
 * The adapter files, found by Vite's `import.meta.glob` (the site's bundles, the build, Vitest).
 * Plain Node (the browser tests' drivers, which read lessons through this) has no glob: there the
 * same files are imported by name.
 */
function adapterLoaders(): Record<string, () => Promise<Adapter>> {
  try {
    return import.meta.glob<Adapter>(['./*.ts', '!./index.ts', '!./all.ts', '!./types.ts']);
  } catch {
    return Object.fromEntries(
      VARIANT_IDS.map((v) => [
        adapterPath(v),
        () => import(/* @vite-ignore */ new URL(adapterPath(v), import.meta.url).href) as Promise<Adapter>,
      ]),
    );
  }
}

const adapters = adapterLoaders();

const cache = new Map<VariantId, VariantEngine>();

export async function loadEngine(variant: VariantId): Promise<VariantEngine> {
  const hit = cache.get(variant);
  if (hit) return hit;
  const loader = VARIANT_IDS.includes(variant) ? adapters[adapterPath(variant)] : undefined;
  if (!loader) throw new Error(`unknown game "${String(variant)}"`);
  const e = (await loader()).default;
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
