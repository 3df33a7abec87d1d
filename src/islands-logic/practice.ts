/**
 * The practice table's pure logic, by concern: settings from the page address and the link back
 * (here), action labels and grouping (practice-actions.ts), a readable table from each variant's
 * player view and the announcements for screen readers (practice-table.ts), the saved game's JSON
 * (practice-save.ts). This module re-exports the first two, so one import serves the island.
 */
import { perGame } from '../engine/descriptors.ts';
import type { OptionValue, RuleSet, VariantId } from '../engine/options.ts';
import {
  capNotices,
  changedOnly,
  duplicateKeys,
  duplicateNotice,
  MAX_OVERRIDES,
  parseGame,
  parseOneRuleSet,
  printRuleSet,
  quote,
  readableQuery,
  type RulesMeta,
} from './rules-url.ts';
export * from './practice-actions.ts';
export * from './practice-table.ts';

export type Level = 'easy' | 'normal' | 'strong';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'strong'];

export interface PracticeSettings {
  variant: VariantId;
  preset?: string;
  rules: Record<string, OptionValue>;
  /** The human's seat (0-based). */
  seat: number;
  level: Level;
  learning: boolean;
  /** Hands to play (0: as the rules say). */
  hands: number;
  seed: string;
  /** Pause before each computer move, ms. */
  delay: number;
}

export const DEFAULT_HANDS: Readonly<Record<VariantId, number>> = perGame((d) => d.defaultHands);

export function defaultSettings(variant: VariantId, seed: string): PracticeSettings {
  return {
    variant,
    rules: {},
    seat: 0,
    level: 'normal',
    learning: true,
    hands: DEFAULT_HANDS[variant],
    seed,
    delay: 700,
  };
}

/** A seed for a fresh deal, from the clock (`etori-` and the time in base 36); never `previous` again. */
export function freshSeed(now: number, previous = ''): string {
  const seed = `etori-${Math.max(0, Math.floor(now)).toString(36)}`;
  return seed === previous ? `${seed}-2` : seed;
}

/**
 * The setup form after "New game": the same choices with a fresh deal. "New game" is a new deal;
 * the same deal again is its own button ("New game with the same seed").
 */
export function newGameSettings(s: PracticeSettings, now: number): PracticeSettings {
  return { ...s, seed: freshSeed(now, s.seed) };
}

/**
 * The practice table's link (rules-url.ts's one format for rules):
 *   ?v=japanese&r=standard+killer=HQ&seed=abc&seat=2&level=strong&hands=1
 * `v` the game, `r` the preset and every changed option, `seed` the deal, `seat` the player's
 * seat (0-based), `level` the computer players; `hands` and `delay` (test hooks) are optional.
 * The older `preset=…&rules=key,key:value` is still read. Given `meta`, the rules are checked
 * against the game's declarations and cross-option checks; each bad part is named in a notice
 * and the default is kept.
 */
export function settingsFromParams(
  base: PracticeSettings,
  params: URLSearchParams,
  meta?: (v: VariantId) => RulesMeta | null | undefined,
): { settings: PracticeSettings; notices: string[] } {
  const notices: string[] = duplicateKeys(params).map(duplicateNotice);
  const game = parseGame(params, base.variant);
  if (game.notice) notices.push(game.notice);
  const from =
    game.variant === base.variant
      ? base
      : { ...defaultSettings(game.variant, base.seed), level: base.level, learning: base.learning, delay: base.delay };
  const s: PracticeSettings = { ...from, rules: { ...from.rules } };
  const seed = params.get('seed');
  if (seed !== null && seed !== '') {
    // A seed is a word: letters, digits and - _ . ~ (anything else is left out, and said so).
    const clean = seed.replace(/[^\p{L}\p{N}._~-]/gu, '').slice(0, 60);
    if (clean !== '') s.seed = clean;
    if (clean !== seed)
      notices.push(
        `seed=${quote(seed)}: a seed is up to 60 letters, digits and - _ . ~; ${clean === '' ? 'a new seed is used' : `using “${clean}”`}`,
      );
  }
  const level = params.get('level');
  if (level !== null) {
    if ((LEVELS as readonly string[]).includes(level)) s.level = level as Level;
    else notices.push(`level=${quote(level)}: the levels are ${LEVELS.join(', ')}`);
  }
  const num = (k: string, min: number, max: number, set: (n: number) => void) => {
    const v = params.get(k);
    if (v === null) return;
    const n = /^\d{1,6}$/.test(v) ? Number(v) : NaN;
    if (Number.isInteger(n) && n >= min && n <= max) set(n);
    else notices.push(`${k}=${quote(v)}: a whole number from ${min} to ${max} is expected`);
  };
  num('delay', 0, 5000, (n) => (s.delay = n));
  num('hands', 0, 20, (n) => (s.hands = n));
  num('seat', 0, 7, (n) => (s.seat = n));
  const engine = meta?.(s.variant) ?? undefined;
  if (params.has('r')) {
    if (engine) {
      const one = parseOneRuleSet(params, engine);
      notices.push(...one.notices);
      s.preset = one.rules.preset;
      s.rules = { ...(one.rules.rules ?? {}) };
    }
  } else if (params.has('preset') || params.has('rules')) {
    legacyRules(s, params, engine, notices);
  }
  if (engine?.players) {
    try {
      const players = engine.players({ preset: s.preset, rules: s.rules });
      if (s.seat >= players) {
        notices.push(`seat=${s.seat}: this table has ${players} seats (0 to ${players - 1}); you sit at seat 0`);
        s.seat = 0;
      }
    } catch {
      /* named by the rules' notice */
    }
  }
  return { settings: s, notices: capNotices(notices) };
}

/** The older link form: `preset=standard&rules=sevenPass,skip:false`. */
function legacyRules(s: PracticeSettings, params: URLSearchParams, engine: RulesMeta | undefined, notices: string[]) {
  const preset = params.get('preset');
  const rules: Record<string, OptionValue> = {};
  const text: string[] = [];
  for (const part of (params.get('rules') ?? '').split(',').slice(0, MAX_OVERRIDES)) {
    if (part.trim() === '') continue;
    const m = /^([A-Za-z][A-Za-z0-9]{0,40})(?::(.{1,40}))?$/.exec(part.trim());
    if (!m) {
      notices.push(`rules=${quote(part)}: an option is "key" or "key:value"`);
      continue;
    }
    const raw = m[2];
    text.push(`${m[1]!}=${raw ?? 'true'}`);
    rules[m[1]!] =
      raw === undefined || raw === 'true' ? true : raw === 'false' ? false : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  if (!engine) {
    if (preset) s.preset = preset.slice(0, 40);
    Object.assign(s.rules, rules);
    return;
  }
  const one = parseOneRuleSet(new URLSearchParams({ r: [preset || engine.presets[0]!.id, ...text].join('+') }), engine);
  notices.push(...one.notices);
  s.preset = one.rules.preset;
  s.rules = { ...(one.rules.rules ?? {}) };
}

/** True when two settings start the same game (the pacing and learning mode aside). */
export function sameGame(a: PracticeSettings, b: PracticeSettings, engine?: RulesMeta): boolean {
  const rules = (s: PracticeSettings) => {
    const rc = engine
      ? changedOnly({ preset: s.preset ?? engine.presets[0]!.id, rules: s.rules }, engine)
      : { preset: s.preset, rules: s.rules };
    const sorted = Object.entries(rc.rules ?? {}).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return JSON.stringify([rc.preset ?? '', sorted]);
  };
  return (
    a.variant === b.variant &&
    rules(a) === rules(b) &&
    a.seed === b.seed &&
    a.seat === b.seat &&
    a.level === b.level &&
    a.hands === b.hands
  );
}

/**
 * The link that starts this game again: game, preset and every changed option, seed, seat and
 * level (and the number of hands when it is not the usual one).
 */
export function practiceQuery(s: PracticeSettings, engine: RulesMeta): string {
  const rc = changedOnly({ preset: s.preset ?? engine.presets[0]!.id, rules: s.rules }, engine);
  const q = new URLSearchParams();
  q.set('v', s.variant);
  q.set('r', printRuleSet(rc, engine.presets[0]!.id));
  q.set('seed', s.seed);
  q.set('seat', String(s.seat));
  q.set('level', s.level);
  if (s.hands !== DEFAULT_HANDS[s.variant]) q.set('hands', String(s.hands));
  return readableQuery(q);
}

/**
 * The players a rule choice declares (the `players` option: the choice's, else its preset's, else
 * the default), before the engine's own checks are at hand (the setup form while the engine loads).
 */
export function declaredPlayers(
  meta: RulesMeta,
  rc: { preset?: string | undefined; rules?: Record<string, OptionValue> },
): number {
  const decl = meta.options['players'];
  const preset = meta.presets.find((p) => p.id === rc.preset) ?? meta.presets[0];
  const n = Number(rc.rules?.['players'] ?? preset?.values['players'] ?? decl?.default);
  return Number.isInteger(n) && n > 0 ? n : 4;
}

export function ruleSetOf(s: PracticeSettings): RuleSet {
  return {
    variant: s.variant,
    ...(s.preset ? { preset: s.preset } : {}),
    ...(Object.keys(s.rules).length ? { rules: s.rules } : {}),
  };
}
