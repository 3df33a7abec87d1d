/**
 * Rules for an evening from a link (the site's one rules link format: `v=<game>&r=<preset>+<key>=<value>…`,
 * pasted whole or as its query). The game's own resolver checks the options, so a wrong key or
 * value is refused with the engine's sentence naming it.
 */
import { VARIANT_IDS, type OptionValue, type VariantId } from '../../engine/options.ts';
import type { RuleChoice } from '../engines/types.ts';
import { padGame } from './registry.ts';

export type LinkRules = { ok: true; variant: VariantId; rules: RuleChoice } | { ok: false; why: string };

const valueOf = (s: string): OptionValue =>
  s === 'true' ? true : s === 'false' ? false : /^-?\d+$/.test(s) ? Number(s) : s;

export function rulesFromLink(text: string, fallback: VariantId): LinkRules {
  const q = text.includes('?') ? text.slice(text.indexOf('?') + 1) : text;
  const params = new URLSearchParams(q.split('#')[0]);
  const v = params.get('v') ?? fallback;
  if (!(VARIANT_IDS as readonly string[]).includes(v)) return { ok: false, why: `unknown game "${v.slice(0, 40)}"` };
  const variant = v as VariantId;
  const r = (params.get('r') ?? '').split(';')[0]!.trim();
  const [preset, ...parts] = r === '' ? [] : r.split(/[+ ]/);
  const rules: Record<string, OptionValue> = {};
  for (const p of parts) {
    if (p === '') continue;
    const eq = p.indexOf('=');
    if (eq < 1) return { ok: false, why: `"${p.slice(0, 40)}" needs a value, like key=value` };
    rules[p.slice(0, eq)] = valueOf(p.slice(eq + 1));
  }
  const rc: RuleChoice = { ...(preset ? { preset } : {}), ...(Object.keys(rules).length ? { rules } : {}) };
  try {
    padGame(variant).resolve(rc);
  } catch (e) {
    return { ok: false, why: e instanceof Error ? e.message : String(e) };
  }
  return { ok: true, variant, rules: rc };
}

/** The rules as link text (`standard+killer=HQ`). */
export const rulesText = (rc: RuleChoice, fallback: string): string =>
  [rc.preset ?? fallback, ...Object.entries(rc.rules ?? {}).map(([k, v]) => `${k}=${String(v)}`)].join('+');
