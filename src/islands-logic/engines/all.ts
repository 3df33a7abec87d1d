/**
 * Every engine, imported statically: for build-time pages and tests (never for a client island).
 * The adapters are the files of this folder (see `index.ts`), found by `import.meta.glob`.
 */
import { VARIANT_IDS, type VariantId } from '../../engine/options.ts';
import { adapterPath } from './index.ts';
import type { VariantEngine } from './types.ts';

type Adapter = { default: VariantEngine };

// Vite's glob (the build, Vitest); plain Node (the browser tests' drivers) imports the files by name.
let adapters: Record<string, Adapter>;
try {
  adapters = import.meta.glob<Adapter>(['./*.ts', '!./index.ts', '!./all.ts', '!./types.ts'], { eager: true });
} catch {
  adapters = Object.fromEntries(
    await Promise.all(
      VARIANT_IDS.map(async (v) => [
        adapterPath(v),
        (await import(/* @vite-ignore */ new URL(adapterPath(v), import.meta.url).href)) as Adapter,
      ]),
    ),
  );
}

export const ALL_ENGINES: Record<VariantId, VariantEngine> = Object.fromEntries(
  VARIANT_IDS.flatMap((v) => {
    const m = adapters[adapterPath(v)];
    return m ? [[v, m.default]] : [];
  }),
) as Record<VariantId, VariantEngine>;

export function engineFor(variant: VariantId): VariantEngine {
  const e = ALL_ENGINES[variant];
  if (!e) throw new Error(`unknown game "${String(variant)}"`);
  return e;
}
