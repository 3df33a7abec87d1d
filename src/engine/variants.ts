/**
 * The engine's registry of variants: id, name, folders, option declarations, presets, rule
 * notes, the `Game` and the judge of every variant, in menu order. Every floor reads variants
 * from here: the judge dispatch (`all-judges.ts`), the site's build-time bridge
 * (`islands-logic/site-engine.ts`), the flow machines (`machines/variants.ts`), the bots
 * (`bots/index.ts`) and the tests. A new variant is its folder (with a `variant.ts` default-
 * exporting its entry) and one line in `VARIANT_LIST` below (with its import), plus its id in
 * `VARIANT_IDS` (`options.ts`), which a unit test keeps equal to this list.
 *
 * This module imports every engine and judge: it is for build-time code, the command line,
 * workers and tests. Islands load one variant at a time (`islands-logic/engines/`).
 */
import { registerDescriptor } from './descriptors.ts';
import { registerJudge, unregisterJudge } from './judge.ts';
import type { VariantId } from './options.ts';
import type { VariantEntry } from './variant.ts';
import japanese from './japanese/variant.ts';
import nap from './nap/variant.ts';
import twhk from './twhk/variant.ts';
import mighty from './mighty/variant.ts';
import daifugo from './daifugo/variant.ts';

export type { RuleNote, VariantEntry } from './variant.ts';

/** Every variant, in menu order: one line per variant. */
const LIST: VariantEntry[] = [japanese, nap, twhk, mighty, daifugo] as VariantEntry[];
export const VARIANT_LIST: readonly VariantEntry[] = LIST;

/** The registry by id. */
export const VARIANTS: Readonly<Record<VariantId, VariantEntry>> = Object.fromEntries(
  VARIANT_LIST.map((v) => [v.id, v]),
) as Record<VariantId, VariantEntry>;

/** A variant's entry; throws naming the id and the known ones when there is none. */
export function variantEntry(id: string): VariantEntry {
  const v = (VARIANTS as Record<string, VariantEntry | undefined>)[id];
  if (!v) throw new Error(`unknown game "${id}": known games are ${VARIANT_LIST.map((x) => x.id).join(', ')}`);
  return v;
}

for (const v of VARIANT_LIST) registerJudge(v.id, v.judge);

/**
 * Register one more game (its entry, with its descriptor): the registry, the descriptor list and
 * the judge take it. The built-in games are the list above; this is the one line a test's extra
 * game (tests/fixtures/) needs. Returns the undo.
 */
export function registerGame(entry: VariantEntry): () => void {
  const undoDescriptor = registerDescriptor(entry.descriptor);
  LIST.push(entry);
  (VARIANTS as Record<string, VariantEntry>)[entry.id] = entry;
  registerJudge(entry.id, entry.judge);
  return () => {
    undoDescriptor();
    LIST.splice(LIST.indexOf(entry), 1);
    delete (VARIANTS as Record<string, VariantEntry>)[entry.id];
    unregisterJudge(entry.id);
  };
}
