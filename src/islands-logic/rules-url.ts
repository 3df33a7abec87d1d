/**
 * One link format for rules, read by the comparison page, the summary sheets and the practice
 * table:
 *   r=<preset>+<key>=<value>+<key>=<value>        one rule set (summary, practice)
 *   r=<rule set>;<rule set>;…                      several (comparison)
 * e.g. `?v=japanese&r=standard+killer=HQ+joker=true`. `v` names the game. A `+` read back as a
 * space (how query strings decode it) is accepted. Values are checked against the option
 * declarations and the engine's cross-option checks; a bad part is named in a notice and the
 * default is used instead. Notices quote at most {@link QUOTE_MAX} characters of what the link
 * said, and are plain text (the islands render them as text, never as markup).
 */
import type { OptionDecls, OptionValue, Preset, VariantId } from '../engine/options.ts';
import { allowedValues, VARIANT_IDS } from '../engine/options.ts';
import { visibleText } from '../engine/safe.ts';
import type { RuleChoice } from './engines/types.ts';
import { parseOptionText } from './rule-words.ts';

/** What parsing a rule set needs of an engine: its declarations and presets. */
export interface RulesMeta {
  options: OptionDecls;
  presets: readonly Preset[];
  /** The engine's cross-option checks (throws naming the problem). */
  players?(rc: RuleChoice): number;
}

/** The most characters of a link's text a notice repeats. */
export const QUOTE_MAX = 40;
/** The most notices one link gives (the rest are summed up in one line). */
export const MAX_NOTICES = 8;
/** The most `+key=value` overrides one rule set may carry (there are fewer options than this). */
export const MAX_OVERRIDES = 60;

/** A piece of a link, shortened for a notice: `standard+killer=H9`, `aaaa…` (40 characters). */
export function quote(text: string): string {
  // Control and bidi characters could make the site's own sentence read differently.
  const flat = visibleText(text.replace(/[\t\n\r]+/g, ' ')).replace(/\s+/g, ' ');
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX)}…` : flat;
}

/** An engine's message about a piece of a link, kept to a readable length (it may repeat that piece). */
export function clip(text: string, max = 160): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Keep a link's notices readable: at most {@link MAX_NOTICES}, the rest counted. */
export function capNotices(notices: readonly string[]): string[] {
  if (notices.length <= MAX_NOTICES) return [...notices];
  return [...notices.slice(0, MAX_NOTICES - 1), `…and ${notices.length - MAX_NOTICES + 1} more problems in this link`];
}

/**
 * Keys given more than once in a link (`?v=nap&v=japanese`): the first value is used, and each
 * such key is named, with how many times it came.
 */
export function duplicateKeys(params: URLSearchParams): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const k of params.keys()) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([key, count]) => ({ key: quote(key), count }));
}

/** The notice for a key given more than once. */
export const duplicateNotice = (d: { key: string; count: number }) =>
  `${d.key}: given ${d.count} times in the link; the first is used`;

/** The game named by `v`, or `fallback` with a notice. */
export function parseGame(
  params: URLSearchParams,
  fallback: VariantId,
  allowed: readonly VariantId[] = VARIANT_IDS,
): { variant: VariantId; notice?: string } {
  const v = params.get('v');
  if (v === null || v === '') return { variant: fallback };
  if ((allowed as readonly string[]).includes(v)) return { variant: v as VariantId };
  return {
    variant: fallback,
    notice: `v=${quote(v)}: unknown game; the games are ${allowed.join(', ')} (showing ${fallback})`,
  };
}

/** One rule set's text (`standard+killer=HQ`). Throws an Error naming the first problem. */
export function parseRuleSetText(text: string, engine: RulesMeta): RuleChoice {
  // '+' in a query string reads back as a space: accept both.
  const [presetPart, ...overrides] = text.split(/[+ ]/);
  const preset = (presetPart ?? '').trim();
  if (!engine.presets.some((p) => p.id === preset)) {
    throw new Error(
      `rule set "${quote(text)}": unknown preset "${quote(preset)}"; the presets are ${engine.presets.map((p) => p.id).join(', ')}`,
    );
  }
  if (overrides.length > MAX_OVERRIDES) {
    throw new Error(`rule set "${quote(text)}": more than ${MAX_OVERRIDES} options`);
  }
  const rules: Record<string, OptionValue> = {};
  for (const o of overrides) {
    if (o === '') continue;
    const eq = o.indexOf('=');
    const key = eq < 0 ? o : o.slice(0, eq);
    const decl = Object.hasOwn(engine.options, key) ? engine.options[key] : undefined;
    if (!decl) {
      throw new Error(
        `rule set "${quote(text)}": unknown option "${quote(key)}" (the option keys of this game are listed on the rule files page)`,
      );
    }
    if (eq < 0) throw new Error(`rule set "${quote(text)}": option "${key}" needs a value, like ${key}=…`);
    try {
      rules[key] = parseOptionText(key, decl, o.slice(eq + 1));
    } catch {
      throw new Error(
        `rule set "${quote(text)}": option "${key}" cannot be "${quote(o.slice(eq + 1))}"; allowed values are ${allowedValues(decl)}`,
      );
    }
  }
  return Object.keys(rules).length ? { preset, rules } : { preset };
}

/** One rule set as link text; only the options given (the preset's own values are left out). */
export function printRuleSet(rc: RuleChoice, defaultPreset: string): string {
  const parts = [rc.preset ?? defaultPreset];
  for (const [k, v] of Object.entries(rc.rules ?? {})) parts.push(`${k}=${String(v)}`);
  return parts.join('+');
}

/**
 * Drop overrides equal to what the preset already says, so that a link carries "every changed
 * option" and nothing else.
 */
export function changedOnly(rc: RuleChoice, engine: RulesMeta): RuleChoice {
  const preset = engine.presets.find((p) => p.id === rc.preset) ?? engine.presets[0];
  const rules: Record<string, OptionValue> = {};
  for (const [k, v] of Object.entries(rc.rules ?? {})) {
    const base = preset?.values[k] ?? engine.options[k]?.default;
    if (base !== v) rules[k] = v;
  }
  const out: RuleChoice = { preset: rc.preset ?? preset?.id };
  return Object.keys(rules).length ? { ...out, rules } : out;
}

/**
 * The single rule set of `r` (summary, practice): the engine's default preset when absent, and
 * the default with a notice when `r` is bad.
 */
export function parseOneRuleSet(params: URLSearchParams, engine: RulesMeta): { rules: RuleChoice; notices: string[] } {
  const fallback: RuleChoice = { preset: engine.presets[0]!.id };
  const r = params.get('r');
  if (r === null || r.trim() === '') return { rules: fallback, notices: [] };
  const parts = r.split(';').filter((p) => p.trim() !== '');
  const notices: string[] = [];
  if (parts.length > 1) notices.push(`r: this page uses one rule set; the first of ${parts.length} is used`);
  try {
    const rc = parseRuleSetText(parts[0] ?? '', engine);
    engine.players?.(rc); // the engine's cross-option checks
    return { rules: rc, notices };
  } catch (e) {
    notices.push(`${e instanceof Error ? e.message : String(e)} (using ${engine.presets[0]!.label} as it is)`);
    return { rules: fallback, notices };
  }
}

/** A query string with its separators kept readable (`,` `;` `+` `=` `:`). */
export function readableQuery(q: URLSearchParams): string {
  const s = q.toString();
  return s === ''
    ? ''
    : '?' + s.replace(/%2C/g, ',').replace(/%3B/g, ';').replace(/%2B/g, '+').replace(/%3D/g, '=').replace(/%3A/g, ':');
}

/** The `r` link of one rule set: `?r=standard+killer=HQ` (empty for the default preset as it is). */
export function ruleSetQuery(rc: RuleChoice, engine: RulesMeta): string {
  const c = changedOnly(rc, engine);
  const q = new URLSearchParams();
  if (c.rules || (c.preset !== undefined && c.preset !== engine.presets[0]!.id))
    q.set('r', printRuleSet(c, engine.presets[0]!.id));
  return readableQuery(q);
}
