/**
 * Rule options and rule sets (SPEC §1.2).
 *
 * Each variant declares every option once — key, allowed values, default, a one-line
 * description and where it comes from — in the style of OpenSpiel's game parameters.
 * The site, the comparison table, share links, the judge and the practice game all read
 * these declarations; nothing else lists options.
 */

import { own, quoteShort } from './safe.ts';

export type VariantId = 'japanese' | 'nap' | 'tw-hk' | 'mighty' | 'daifugo';
export const VARIANT_IDS: readonly VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'];

export type OptionValue = string | number | boolean;

/**
 * What an option is about: the practice setup form groups options by topic, and the
 * local-rules pages can too. Every option names one.
 */
export type OptionTopic = 'players' | 'deal' | 'bidding' | 'partner' | 'strength' | 'joker' | 'play' | 'scoring';

/** The topics in the order forms list them, with their headings in words. */
export const OPTION_TOPICS: readonly { id: OptionTopic; label: string }[] = [
  { id: 'players', label: 'Players and deck' },
  { id: 'deal', label: 'Deal and widow' },
  { id: 'bidding', label: 'Bidding' },
  { id: 'partner', label: 'Partner' },
  { id: 'strength', label: 'Card strength' },
  { id: 'joker', label: 'The joker' },
  { id: 'play', label: 'Play' },
  { id: 'scoring', label: 'Scoring and game length' },
];

interface OptionBase<T extends OptionValue> {
  /**
   * The option in words, a short phrase a player reads in a form, a table or a caption
   * ("Which jack of power ranks higher"). Required: people read words, not option keys.
   */
  label: string;
  /** What the option is about; forms group options by topic. */
  topic: OptionTopic;
  /** One line: what the option does. Shown on the site and in the comparison table. */
  description: string;
  default: T;
  /** Where the rule comes from (a source tag or a short note), shown on local-rules pages. */
  source?: string;
  /** True when SPEC marks the behaviour a [choice]: sources differ and the site says so. */
  choice?: boolean;
}
export interface EnumOption<T extends string | number = string | number> extends OptionBase<T> {
  kind: 'enum';
  values: readonly T[];
  /** Every value in words, keyed by the value as text (`"sei-first"`, `"5"`). Required. */
  labels: Readonly<Record<string, string>>;
}
export interface BoolOption extends OptionBase<boolean> {
  kind: 'bool';
  /** The two settings in words (default "on" / "off"). */
  labels?: { readonly true: string; readonly false: string };
}
export interface IntOption extends OptionBase<number> {
  kind: 'int';
  min: number;
  max: number;
  /** Words for some numbers (optional; others read as the number). */
  labels?: Readonly<Record<string, string>>;
}
export type OptionDecl = EnumOption | BoolOption | IntOption;
export type OptionDecls = Readonly<Record<string, OptionDecl>>;

/** The resolved values of a rule set: every declared key present. */
export type RuleValues<D extends OptionDecls = OptionDecls> = {
  [K in keyof D]: D[K]['default'] extends boolean ? boolean : D[K]['default'] extends number ? number : string;
};

export interface Preset {
  /** Id used in rule sets and links, e.g. `standard`. */
  id: string;
  label: string;
  /** Which source the preset follows. */
  source: string;
  description: string;
  /** Values that differ from the option defaults (player count included when it does). */
  values: Readonly<Record<string, OptionValue>>;
}

/** A rule set as it is stored, shared and sent to the judge. */
export interface RuleSet {
  variant: VariantId;
  preset?: string;
  rules?: Record<string, unknown>;
}

export class RuleSetError extends Error {
  override name = 'RuleSetError';
}

/** Describe allowed values for an error message. */
export function allowedValues(decl: OptionDecl): string {
  switch (decl.kind) {
    case 'bool':
      return 'true or false';
    case 'int':
      return `a whole number from ${decl.min} to ${decl.max}`;
    case 'enum':
      return decl.values.map((v) => JSON.stringify(v)).join(', ');
  }
}

/** Check one value against its declaration; returns the value or throws naming the option. */
export function checkOptionValue(key: string, decl: OptionDecl, value: unknown): OptionValue {
  const bad = () =>
    new RuleSetError(`option "${key}" cannot be ${quoteShort(value)}: allowed values are ${allowedValues(decl)}`);
  switch (decl.kind) {
    case 'bool':
      if (typeof value !== 'boolean') throw bad();
      return value;
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < decl.min || value > decl.max) throw bad();
      return value;
    case 'enum': {
      // Accept "5" for 5 where the allowed values are numbers (share links carry strings).
      const found = decl.values.find((v) => v === value || (typeof v === 'number' && String(v) === value));
      if (found === undefined) throw bad();
      return found;
    }
  }
}

/**
 * Resolve preset + overrides into complete values. Unknown keys, bad values and unknown
 * presets throw {@link RuleSetError} with a message naming the problem. Cross-option
 * constraints are the variant's job (pass `check`).
 */
export function resolveValues(
  variant: VariantId,
  decls: OptionDecls,
  presets: readonly Preset[],
  presetId: string | undefined,
  rules: Record<string, unknown> | undefined,
  check?: (values: Record<string, OptionValue>, explicit: ReadonlySet<string>) => void,
): Record<string, OptionValue> {
  const preset = presetId === undefined ? presets[0] : presets.find((p) => p.id === presetId);
  if (!preset) {
    throw new RuleSetError(
      `unknown preset ${quoteShort(presetId)} for ${variant}: allowed presets are ${presets.map((p) => JSON.stringify(p.id)).join(', ')}`,
    );
  }
  const values: Record<string, OptionValue> = {};
  for (const [k, d] of Object.entries(decls)) values[k] = d.default;
  for (const [k, v] of Object.entries(preset.values)) values[k] = v;
  const explicit = new Set<string>();
  if (rules !== undefined) {
    if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) {
      throw new RuleSetError('"rules" must be an object of option keys and values');
    }
    for (const [k, v] of Object.entries(rules)) {
      const decl = own(decls, k);
      if (!decl) {
        throw new RuleSetError(
          `unknown option ${quoteShort(k)} for ${variant}: known options are ${Object.keys(decls).join(', ')}`,
        );
      }
      values[k] = checkOptionValue(k, decl, v);
      explicit.add(k);
    }
  }
  check?.(values, explicit);
  // A copy made in one go: the object filled key by key above is left in V8's slow dictionary
  // mode once it passes about twenty keys, and the engines read these values in their hot loops
  // (Daifugō's fast rounds lost 40 % when six options took its rules past that; bench
  // engine.daifugo.rounds_per_s_*, and tests/unit/engine-rules-shape.test.ts checks the shape).
  return { ...values };
}

/** The option in words (its declared label; the key only for an undeclared option). */
export function optionLabel(decl: OptionDecl | undefined, key: string): string {
  return decl?.label ?? key;
}

/** One value of an option in words: its declared label, "on"/"off", or the number. */
export function valueLabel(decl: OptionDecl | undefined, value: OptionValue): string {
  if (decl?.kind === 'bool' || typeof value === 'boolean') {
    const labels = decl?.kind === 'bool' ? decl.labels : undefined;
    return value ? (labels?.true ?? 'on') : (labels?.false ?? 'off');
  }
  const label = decl?.labels ? own(decl.labels, String(value)) : undefined;
  return label ?? String(value);
}

/** One changed rule in words: "Card that beats the mighty: ♥Q (yoromeki)". */
export function describeRuleChange(decls: OptionDecls, key: string, value: OptionValue): string {
  const decl = own(decls, key);
  return `${optionLabel(decl, key)}: ${valueLabel(decl, value)}`;
}

/** A rule set as a game stores it: the variant, and only the preset and rules that were given. */
export function normaliseRuleSet(variant: VariantId, ruleSet: RuleSet): RuleSet {
  return {
    variant,
    ...(ruleSet.preset ? { preset: ruleSet.preset } : {}),
    ...(ruleSet.rules ? { rules: ruleSet.rules } : {}),
  };
}
