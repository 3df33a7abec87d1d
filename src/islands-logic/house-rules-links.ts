/**
 * The house-rules page's result (issue #34): from a game, its first preset and the answers that
 * differ from it, the site's one rules link (`v=<game>&r=<preset>+<key>=<value>…`, rules-url.ts)
 * on the comparison page, the printable summary, the practice game and the score pad, and a
 * rule file: a practice-hand file (hand-file.ts) with no moves yet, which the practice page opens.
 * No engine here: the page's start-up JavaScript stays small.
 */
import type { OptionDecls } from '../engine/options.ts';
import { valueLabel } from '../engine/options.ts';

/**
 * The engine's refusal of a combination with option keys and values put in words: `"jokerLead"`
 * becomes “How the joker may be led”, and a value of that option its label.
 */
export function readableRefusal(message: string, options: OptionDecls): string {
  let out = message;
  for (const [key, decl] of Object.entries(options)) {
    out = out.replaceAll(`"${key}"`, `“${decl.label}”`);
    const values = decl.kind === 'enum' ? decl.values : [];
    for (const v of values) out = out.replaceAll(`"${String(v)}"`, `“${valueLabel(decl, v)}”`);
  }
  return out;
}

export interface HouseLinks {
  rules: string;
  summary: string;
  practice: string;
  score: string;
  file: string;
}

/** The rule set as link text: `standard+killer=HQ`. */
export function houseRuleText(preset: string, changed: Readonly<Record<string, string>>): string {
  return [preset, ...Object.entries(changed).map(([k, v]) => `${k}=${v}`)].join('+');
}

/** A value as a rule file holds it (links carry text; files carry booleans and numbers). */
export function fileValue(text: string): string | number | boolean {
  return text === 'true' ? true : text === 'false' ? false : /^-?\d+$/.test(text) ? Number(text) : text;
}

/** The rule file's JSON (a practice hand not started: the practice page's "open a file" reads it). */
export function houseRuleFile(game: string, preset: string, changed: Readonly<Record<string, string>>): string {
  const rules = Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, fileValue(v)]));
  return JSON.stringify(
    {
      etori: 'practice-hand',
      version: 1,
      variant: game,
      rules: Object.keys(rules).length ? { preset, rules } : { preset },
      seed: 'house-rules',
      seat: 0,
      level: 'normal',
      hands: 0,
      log: [],
    },
    null,
    2,
  );
}

/** The result's links; `base` is the edition's root (`/`, `/ja/` …), so a translated page links to its own edition. */
export function houseLinks(
  game: string,
  preset: string,
  changed: Readonly<Record<string, string>>,
  base = '/',
): HouseLinks {
  const q = `?v=${encodeURIComponent(game)}&r=${houseRuleText(preset, changed)
    .split('+')
    .map((p) => encodeURIComponent(p).replace(/%3D/g, '='))
    .join('+')}`;
  return {
    rules: `${base}compare-rules/${q}`,
    summary: `${base}${game}/summary/${q}`,
    practice: `${base}${game}/practice/${q}`,
    score: `${base}score/${q}`,
    file: `data:application/json;charset=utf-8,${encodeURIComponent(houseRuleFile(game, preset, changed))}`,
  };
}
