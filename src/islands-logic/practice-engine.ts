/**
 * The practice table's engine for one game, loaded on demand (issue #29): the game's island
 * adapter (`engines/<folder>.ts`: options, presets, rule checks, trick winners, rankings) and its
 * `Game` (the registry entry `engine/<folder>/variant.ts`, which the flow machine plays and saved
 * games replay through). The practice island imports only the descriptors at start; a page loads
 * the one game it shows, and another game's engine when the form switches to it.
 *
 * `loadPracticeEngine` caches; `practiceEngine` is the engine already loaded (the table renders
 * only once it is). The server render and Node tests (Vite's `import.meta.env.SSR`) have every
 * engine at once; `providePracticeEngine` adds a game registered later (the extra-game test).
 */
import { descriptorOf } from '../engine/descriptors.ts';
import type { Game } from '../engine/game.ts';
import type { VariantId } from '../engine/options.ts';
import type { VariantEntry } from '../engine/variant.ts';
import { loadEngine } from './engines/index.ts';
import type { VariantEngine } from './engines/types.ts';
import type { AnyAction } from './practice-actions.ts';

/** The `Game` as the table uses it: plain states, actions and player views. */
export type PracticeGameFns = Game<unknown, AnyAction, Record<string, unknown>>;

/** A game's island adapter with its `Game`. */
export type PracticeEngine = VariantEngine & { game: PracticeGameFns };

type Entry = { default: VariantEntry };

/** The registry entries, one chunk each (Vite's glob; never the registry, which imports every engine). */
function entryLoaders(): Record<string, () => Promise<Entry>> {
  try {
    return import.meta.glob<Entry>('../engine/*/variant.ts');
  } catch {
    return {};
  }
}
const entries = entryLoaders();

const cache = new Map<string, PracticeEngine>();

/** Put a game's engine in the cache (the server render, tests, a game registered after the built-in ones). */
export function providePracticeEngine(engine: VariantEngine, game: Game<unknown, unknown, unknown>): PracticeEngine {
  const e = { ...engine, game: game as unknown as PracticeGameFns } as PracticeEngine;
  cache.set(engine.variant, e);
  return e;
}

/** The game's engine, loading it (adapter and `Game`, side by side) the first time. */
export async function loadPracticeEngine(variant: VariantId): Promise<PracticeEngine> {
  const hit = cache.get(variant);
  if (hit) return hit;
  const folder = descriptorOf(variant).folder;
  const entry = entries[`../engine/${folder}/variant.ts`];
  if (!entry) throw new Error(`the ${descriptorOf(variant).names.en} engine cannot be loaded here`);
  const [adapter, e] = await Promise.all([loadEngine(variant), entry()]);
  return cache.get(variant) ?? providePracticeEngine(adapter, e.default.game);
}

/** The game's engine if it is loaded, else null. */
export function practiceEngineNow(variant: VariantId): PracticeEngine | null {
  return cache.get(variant) ?? null;
}

/** The game's engine, loaded already (throws naming the game when it is not). */
export function practiceEngine(variant: VariantId): PracticeEngine {
  const e = cache.get(variant);
  if (!e) throw new Error(`the ${descriptorOf(variant).names.en} engine is not loaded yet`);
  return e;
}

// The server render and Node tests have every engine from the start (this branch is left out of the browser's bundle).
if (import.meta.env?.SSR) {
  const [{ ALL_ENGINES }, { VARIANT_LIST }] = await Promise.all([
    import('./engines/all.ts'),
    import('../engine/variants.ts'),
  ]);
  for (const v of VARIANT_LIST) {
    const adapter = (ALL_ENGINES as Partial<typeof ALL_ENGINES>)[v.id];
    if (adapter) providePracticeEngine(adapter, v.game);
  }
}
