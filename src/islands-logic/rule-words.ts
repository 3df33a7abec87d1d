/**
 * Rule sets in words, from the option declarations: "Standard; killer: ♥Q (HQ)".
 * Used by puzzles (what rules apply), comparisons (column headings) and the practice game.
 */
import type { OptionDecl, OptionDecls, OptionValue, Preset } from '../engine/options.ts';
import { checkOptionValue } from '../engine/options.ts';
import type { RuleChoice } from './engines/types.ts';

export interface RuleWords {
  preset: string;
  /** One line per option that differs from the preset. */
  changes: { key: string; value: string; description: string }[];
  /** The whole rule set in one line. */
  line: string;
}

export function valueWords(decl: OptionDecl | undefined, value: OptionValue): string {
  if (decl?.kind === 'bool') return value ? 'on' : 'off';
  const label = decl?.labels?.[String(value)];
  return label ? `${label} (${String(value)})` : String(value);
}

export function presetOf(presets: readonly Preset[], id: string | undefined): Preset | undefined {
  return id === undefined ? presets[0] : presets.find((p) => p.id === id);
}

export function describeRules(meta: { options: OptionDecls; presets: readonly Preset[] }, rc: RuleChoice): RuleWords {
  const preset = presetOf(meta.presets, rc.preset);
  const presetName = preset ? preset.label : `unknown preset "${String(rc.preset)}"`;
  const changes = Object.entries(rc.rules ?? {})
    .filter(([k, v]) => (preset?.values[k] ?? meta.options[k]?.default) !== v)
    .map(([k, v]) => ({
      key: k,
      value: valueWords(meta.options[k], v),
      description: meta.options[k]?.description ?? '',
    }));
  const line = [presetName, ...changes.map((c) => `${c.key}: ${c.value}`)].join('; ');
  return { preset: presetName, changes, line };
}

/** Parse an option value written in a link (`true`, `5`, `HQ`), checked against its declaration. */
export function parseOptionText(key: string, decl: OptionDecl, text: string): OptionValue {
  if (decl.kind === 'bool') {
    const t = text.toLowerCase();
    if (t === 'true' || t === 'on' || t === '1') return true;
    if (t === 'false' || t === 'off' || t === '0') return false;
    return checkOptionValue(key, decl, text);
  }
  if (decl.kind === 'int') return checkOptionValue(key, decl, /^-?\d+$/.test(text) ? Number(text) : text);
  return checkOptionValue(key, decl, text);
}

/** Every value an option can take, for menus and toggles. */
export function optionValues(decl: OptionDecl): OptionValue[] {
  switch (decl.kind) {
    case 'bool':
      return [false, true];
    case 'enum':
      return [...decl.values];
    case 'int': {
      const out: number[] = [];
      for (let i = decl.min; i <= decl.max; i++) out.push(i);
      return out;
    }
  }
}
