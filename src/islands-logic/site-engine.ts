/**
 * The site's bridge to the rules engine, used by the server-only components in this folder at
 * build time (never shipped to the browser). Every trick, score and Daifugō play shown on a
 * page goes through here, so each example on the site is computed by the engine.
 *
 * Names, folders, option declarations, presets and rule notes come from the engine's registry
 * of variants (`src/engine/variants.ts`), which also registers every judge.
 */
import { cardLabel, type Card } from '../engine/cards.ts';
import type { OptionDecl, Preset, VariantId } from '../engine/options.ts';
import { VARIANT_LIST, VARIANTS, type RuleNote } from '../engine/variants.ts';

export { judgeDaifugo, judgeLegal, judgeScore, judgeTrick } from '../engine/judge-queries.ts';
export type { DaifugoAnswer, DaifugoQuery, TrickAnswer, TrickQuery } from '../engine/judge-queries.ts';

const byId = <T>(f: (v: (typeof VARIANT_LIST)[number]) => T): Readonly<Record<VariantId, T>> =>
  Object.fromEntries(VARIANT_LIST.map((v) => [v.id, f(v)])) as Record<VariantId, T>;

/** Engine folder of each variant id. */
export const VARIANT_FOLDER: Readonly<Record<VariantId, string>> = byId((v) => v.folder);

/** Site folder (content/docs/<folder>) of each variant id. */
export const SITE_FOLDER: Readonly<Record<VariantId, string>> = byId((v) => v.site);

export const VARIANT_NAME: Readonly<Record<VariantId, string>> = byId((v) => v.name);

/** The option declarations of a variant's engine. */
export function optionsOf(variant: VariantId): Record<string, OptionDecl> {
  return VARIANTS[variant].options;
}

/** The presets of a variant's engine. */
export function presetsOf(variant: VariantId): readonly Preset[] {
  return VARIANTS[variant].presets;
}

/** Engine rule notes: decisions where sources leave room. */
export function ruleNotesOf(variant: VariantId): readonly RuleNote[] {
  return VARIANTS[variant].notes;
}

/** True when the variant's scoring can be computed (every registered variant's judge scores). */
export function canScore(variant: VariantId): boolean {
  return variant in VARIANTS;
}

/** `♥Q`-style label list, for alt text and captions. */
export function labels(cards: readonly Card[]): string {
  return cards.map(cardLabel).join(' ');
}
