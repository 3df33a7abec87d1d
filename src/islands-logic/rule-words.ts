/**
 * Rule sets in words, from the option declarations: "Standard; card that beats the mighty:
 * ♥Q (yoromeki)". Used by puzzles (what rules apply), comparisons (column headings), the
 * practice game and the site's tables: every place a person reads a rule goes through
 * `optionLabel` / `valueLabel` / `describeRuleChange` (src/engine/options.ts).
 */
import { descriptorOf } from '../engine/descriptors.ts';
import type { OptionDecl, OptionDecls, OptionTopic, OptionValue, Preset, VariantId } from '../engine/options.ts';
import { checkOptionValue, describeRuleChange, OPTION_TOPICS, optionLabel, valueLabel } from '../engine/options.ts';

export { describeRuleChange, optionLabel, valueLabel };
import type { RuleChoice } from './engines/types.ts';

export interface RuleWords {
  preset: string;
  /** One line per option that differs from the preset (`key` for links; `label`/`value` in words). */
  changes: { key: string; label: string; value: string; description: string }[];
  /** The whole rule set in one line. */
  line: string;
}

/** One value in words (the same as `valueLabel`). */
export function valueWords(decl: OptionDecl | undefined, value: OptionValue): string {
  return valueLabel(decl, value);
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
      label: optionLabel(meta.options[k], k),
      value: valueLabel(meta.options[k], v),
      description: meta.options[k]?.description ?? '',
    }));
  const line = [presetName, ...changes.map((c) => `${lowerFirst(c.label)}: ${c.value}`)].join('; ');
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

/** "Card that beats the mighty" → "card that beats the mighty", inside a sentence (not "♥Q…" or "Blücher…" names). */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^(Napoleon|Misère|Wellington|Blücher)/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/**
 * Where an option is explained: its section on the game's local-rules page (Japanese card
 * strength and joker options have their own pages). The anchor is the key in lower case, the
 * stable id those pages give each option's section.
 */
export function ruleSectionHref(variant: VariantId, key: string, decl: OptionDecl | undefined): string {
  const d = descriptorOf(variant);
  const page = (decl && d.optionPages?.[decl.topic]) ?? 'local-rules';
  return `/${d.site}/${page}/#${key.toLowerCase()}`;
}

export interface OptionGroup {
  topic: OptionTopic;
  /** The topic's heading in words. */
  label: string;
  options: { key: string; decl: OptionDecl }[];
}

/** Options grouped by topic, in the topics' order and the declarations' order within each. */
export function optionGroups(options: OptionDecls, skip: readonly string[] = []): OptionGroup[] {
  return OPTION_TOPICS.map((t) => ({
    topic: t.id,
    label: t.label,
    options: Object.entries(options)
      .filter(([k, d]) => d.topic === t.id && !skip.includes(k))
      .map(([key, decl]) => ({ key, decl })),
  })).filter((g) => g.options.length > 0);
}
