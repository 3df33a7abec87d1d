/**
 * The shape of one variant's entry in the engine registry (`variants.ts`). Each variant folder
 * exports its entry from `<folder>/variant.ts`; every floor (judge, site pages, flow machines,
 * bots, tests) reads variants from the registry instead of keeping its own per-variant map.
 */
import type { GameDescriptor } from './descriptor.ts';
import type { Game } from './game.ts';
import type { VariantJudge } from './judge.ts';
import type { OptionDecls, Preset, VariantId } from './options.ts';

/** A decision the engine takes where the sources leave room (`choice`: a SPEC [choice]). */
export interface RuleNote {
  id: string;
  text: string;
  choice: boolean;
}

export interface VariantEntry<S = unknown, A = unknown, V = unknown> {
  /** The game's light descriptor (`<folder>/descriptor.ts`): the fields below up to `kind` come from it. */
  descriptor: GameDescriptor;
  id: VariantId;
  /** The game's name in words ("Japanese Napoleon"). */
  name: string;
  /** Engine folder (`src/engine/<folder>/`). */
  folder: string;
  /** Site folder (`content/docs/<site>/`): the game's pages. */
  site: string;
  /** Trick-taking (the trick core) or climbing (Daifugō). */
  kind: 'trick' | 'climb';
  options: OptionDecls;
  presets: readonly Preset[];
  /** What the engine decides where the sources are silent or disagree. */
  notes: readonly RuleNote[];
  game: Game<S, A, V>;
  /** The SPEC §1.4 judge: one query object in, one answer out (throws an Error with the message to show). */
  judge: VariantJudge;
}

/** The fields of an entry that its descriptor gives (id, English name, folders, kind). */
export function fromDescriptor(
  d: GameDescriptor,
): Pick<VariantEntry, 'descriptor' | 'id' | 'name' | 'folder' | 'site' | 'kind'> {
  return { descriptor: d, id: d.id, name: d.names.en, folder: d.folder, site: d.site, kind: d.kind };
}

/** A typed entry (keeps the game's types for the folder that defines it). */
export function defineVariant<S, A, V>(entry: VariantEntry<S, A, V>): VariantEntry<S, A, V> {
  return entry;
}
