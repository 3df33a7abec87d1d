/**
 * A game's local rules, read from its option declarations and presets (one definition for the
 * course's order, content-data/lesson-order.ts, and the practice table's "Local rules on" line).
 *
 * A local rule is an on/off or numeric option that some preset sets differently from the default
 * one (the first preset: the practice table's); it is on when its value is true or a number other
 * than 0. At a table, the rules that differ from the default preset's (a preset's own choices, an
 * option changed in the form) are on as well: a local rule of that table.
 */
import type { OptionDecls, OptionValue, Preset } from './options.ts';

/** True for an on/off option that is on, or a number other than 0. */
export const isOn = (v: unknown): boolean => v === true || (typeof v === 'number' && v !== 0);

/** The values a preset gives an option (its own, else the option's default). */
function valueIn(options: OptionDecls, key: string, values: Readonly<Record<string, unknown>> = {}): unknown {
  return key in values ? values[key] : options[key]!.default;
}

/** The game's local rules, split by whether its default preset (the practice table's) has them on. */
export function localRulesOf(options: OptionDecls, presets: readonly Preset[]): { on: string[]; off: string[] } {
  const [first, ...others] = presets;
  const local = Object.keys(options).filter((key) => {
    const base = valueIn(options, key, first?.values);
    return (
      (typeof base === 'boolean' || typeof base === 'number') &&
      others.some((p) => isOn(valueIn(options, key, p.values)) !== isOn(base))
    );
  });
  return {
    on: local.filter((key) => isOn(valueIn(options, key, first?.values))),
    off: local.filter((key) => !isOn(valueIn(options, key, first?.values))),
  };
}

/** One local rule on at a table: its option and value (`said`: the value needs saying, not only the rule's name). */
export interface LocalRuleOn {
  key: string;
  value: OptionValue;
  said: boolean;
}

/**
 * The local rules on at a table playing `presetId` (the default preset when absent) with `rules`
 * changed: the game's local rules that are on, then every other option whose value differs from
 * the default preset's, in the order the game declares its options. An on/off rule turned on is
 * named alone; any other value is said with it. Unknown keys are left out (the engine refuses them).
 */
export function localRulesOn(
  options: OptionDecls,
  presets: readonly Preset[],
  presetId: string | undefined,
  rules: Readonly<Record<string, OptionValue>> = {},
): LocalRuleOn[] {
  const base = presets[0]?.values;
  const preset = (presetId === undefined ? presets[0] : presets.find((p) => p.id === presetId))?.values ?? {};
  const local = new Set([...localRulesOf(options, presets).on, ...localRulesOf(options, presets).off]);
  const out: LocalRuleOn[] = [];
  for (const key of Object.keys(options)) {
    if (key === 'players') continue;
    const value = (key in rules ? rules[key] : valueIn(options, key, preset)) as OptionValue;
    const on = local.has(key) ? isOn(value) : value !== valueIn(options, key, base);
    if (on) out.push({ key, value, said: value !== true });
  }
  return out;
}
