/** Load a variant's engine in the browser (a separate chunk); null until it is ready. */
import { useEffect, useState } from 'preact/hooks';
import type { VariantId } from '../engine/options.ts';
import { engineNow, loadEngine } from '../islands-logic/engines/index.ts';
import type { VariantEngine } from '../islands-logic/engines/types.ts';

export function useEngine(variant: VariantId): { engine: VariantEngine | null; error: string | null } {
  const [engine, setEngine] = useState<VariantEngine | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const now = engineNow(variant);
    if (now) setEngine(now);
    else
      loadEngine(variant).then(
        (e) => live && setEngine(e),
        (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
      );
    return () => {
      live = false;
    };
  }, [variant]);
  return { engine, error };
}
