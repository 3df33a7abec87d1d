/**
 * Every engine, imported statically: for build-time pages and tests (never for a client island).
 * The adapters are the files of this folder (see `index.ts`), found by `import.meta.glob`.
 */
import { VARIANT_IDS, type VariantId } from '../../engine/options.ts';
import { adapterPath } from './index.ts';
import type { VariantEngine } from './types.ts';

const adapters = import.meta.glob<{ default: VariantEngine }>(['./*.ts', '!./index.ts', '!./all.ts', '!./types.ts'], {
  eager: true,
});

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
