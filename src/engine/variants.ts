/**
 * The engine's registry of variants: id, name, folders, option declarations, presets, rule
 * notes, the `Game` and the judge of every variant, in menu order. Every floor reads variants
 * from here: the judge dispatch (`all-judges.ts`), the site's build-time bridge
 * (`components/site/engine.ts`), the flow machines (`machines/variants.ts`), the bots
 * (`bots/index.ts`) and the tests. A new variant is its folder (with a `variant.ts` default-
 * exporting its entry) and one line in `VARIANT_LIST` below (with its import), plus its id in
 * `VARIANT_IDS` (`options.ts`), which a unit test keeps equal to this list.
 *
 * This module imports every engine and judge: it is for build-time code, the command line,
 * workers and tests. Islands load one variant at a time (`islands-logic/engines/`).
 */
import { registerJudge } from './judge.ts';
import type { VariantId } from './options.ts';
import type { VariantEntry } from './variant.ts';
import japanese from './japanese/variant.ts';
import nap from './nap/variant.ts';
import twhk from './twhk/variant.ts';
import mighty from './mighty/variant.ts';
import daifugo from './daifugo/variant.ts';

export type { RuleNote, VariantEntry } from './variant.ts';

/** Every variant, in menu order: one line per variant. */
export const VARIANT_LIST: readonly VariantEntry[] = [japanese, nap, twhk, mighty, daifugo] as readonly VariantEntry[];

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
