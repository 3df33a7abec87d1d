/**
 * Rule options and rule sets (SPEC §1.2).
 *
 * Each variant declares every option once — key, allowed values, default, a one-line
 * description and where it comes from — in the style of OpenSpiel's game parameters.
 * The site, the comparison table, share links, the judge and the practice game all read
 * these declarations; nothing else lists options.
 */

export type VariantId = 'japanese' | 'nap' | 'tw-hk' | 'mighty' | 'daifugo';
export const VARIANT_IDS: readonly VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'];

export type OptionValue = string | number | boolean;

interface OptionBase<T extends OptionValue> {
  /** One line: what the option does. Shown on the site and in the comparison table. */
  description: string;
  /** A short name in words (menus, headings). */
  label?: string;
  default: T;
  /** Where the rule comes from (a source tag or a short note), shown on local-rules pages. */
  source?: string;
  /** Short labels for each value, for menus (optional). */
  labels?: Partial<Record<string, string>>;
  /** True when SPEC marks the behaviour a [choice]: sources differ and the site says so. */
  choice?: boolean;
}
export interface EnumOption<T extends string | number = string | number> extends OptionBase<T> {
  kind: 'enum';
  values: readonly T[];
}
export interface BoolOption extends OptionBase<boolean> {
  kind: 'bool';
}
export interface IntOption extends OptionBase<number> {
  kind: 'int';
  min: number;
  max: number;
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
    new RuleSetError(`option "${key}" cannot be ${JSON.stringify(value)}: allowed values are ${allowedValues(decl)}`);
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
      `unknown preset "${String(presetId)}" for ${variant}: allowed presets are ${presets.map((p) => JSON.stringify(p.id)).join(', ')}`,
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
      const decl = decls[k];
      if (!decl) {
        throw new RuleSetError(
          `unknown option "${k}" for ${variant}: known options are ${Object.keys(decls).join(', ')}`,
        );
      }
      values[k] = checkOptionValue(k, decl, v);
      explicit.add(k);
    }
  }
  check?.(values, explicit);
  return values;
}

/** A rule set as a game stores it: the variant, and only the preset and rules that were given. */
export function normaliseRuleSet(variant: VariantId, ruleSet: RuleSet): RuleSet {
  return {
    variant,
    ...(ruleSet.preset ? { preset: ruleSet.preset } : {}),
    ...(ruleSet.rules ? { rules: ruleSet.rules } : {}),
  };
}
