/**
 * The score pad's games on demand (the island): each game's glue, with the engine code it calls,
 * is its own chunk (`pad-<folder>.ts`, found by `import.meta.glob`), fetched when an evening of
 * that game is opened, started or read from a file.
 */
import { VARIANT_IDS } from '../../engine/options.ts';
import type { Loaded } from '../storage.ts';
import { loadPad, PAD_KIND, type PadStore } from './file.ts';
import { padLoaded, registerPad } from './registry.ts';
import type { PadGame } from './types.ts';

type Module = { default: PadGame };
const files = import.meta.glob<Module>('./pad-*.ts');

/** Load a game's glue (nothing for an unknown id: the checks then refuse it, naming it). */
export async function loadPadGame(variant: unknown): Promise<void> {
  if (typeof variant !== 'string' || !(VARIANT_IDS as readonly string[]).includes(variant) || padLoaded(variant))
    return;
  const file = files[`./pad-${variant.replace(/-/g, '')}.ts`];
  if (!file) return;
  registerPad(variant, (await file()).default);
}

/** The games named in a text (a file, the stored evenings), loaded. */
export async function loadGamesOf(text: string | null): Promise<void> {
  let data: unknown;
  try {
    data = JSON.parse(text ?? 'null');
  } catch {
    return;
  }
  const list = Array.isArray((data as { evenings?: unknown })?.evenings)
    ? (data as { evenings: unknown[] }).evenings
    : [data];
  await Promise.all(list.map((e) => loadPadGame((e as { variant?: unknown } | null)?.variant)));
}

/** The stored evenings, once their games are loaded. */
export async function loadPadWithGames(): Promise<Loaded<PadStore>> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(PAD_KIND.key);
  } catch {
    /* storage blocked: nothing to load */
  }
  await loadGamesOf(raw);
  return loadPad();
}
