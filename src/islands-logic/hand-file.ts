/**
 * A practice game as a small JSON file: the rules, the seed, the player's seat and the
 * engine's own action log. Opening the file replays the log through the engine from the seed
 * (every action checked), so the table is exactly where it was:
 *   { "etori": "practice-hand", "version": 1, "variant": "japanese",
 *     "rules": { "preset": "standard", "rules": { "killer": "HQ" } },
 *     "seed": "abc", "seat": 0, "level": "normal", "hands": 3, "log": [ {"type": "bid", …}, … ] }
 * Reading never throws: a malformed file gives a message naming the problem.
 */
import type { Game, GameSetup } from '../engine/game.ts';
import { rebuildLog } from '../engine/game.ts';
import { VARIANT_IDS, type VariantId } from '../engine/options.ts';
import type { RuleChoice } from './engines/types.ts';
import { defaultSettings, LEVELS, ruleSetOf, type AnyAction, type Level, type PracticeSettings } from './practice.ts';
import { changedOnly, clip, quote, type RulesMeta } from './rules-url.ts';

export const HAND_FILE_KIND = 'practice-hand';
/** Files larger than this are refused before reading (a whole game is a few tens of KB). */
export const HAND_FILE_MAX_BYTES = 512 * 1024;
/** More actions than any game of the longest rules needs. */
export const HAND_FILE_MAX_ACTIONS = 20_000;

export interface HandFile {
  etori: typeof HAND_FILE_KIND;
  version: 1;
  variant: VariantId;
  rules: RuleChoice;
  seed: string;
  seat: number;
  level: Level;
  hands: number;
  log: AnyAction[];
}

export function handFile(settings: PracticeSettings, log: readonly AnyAction[], engine: RulesMeta): HandFile {
  return {
    etori: HAND_FILE_KIND,
    version: 1,
    variant: settings.variant,
    rules: changedOnly({ preset: settings.preset ?? engine.presets[0]!.id, rules: settings.rules }, engine),
    seed: settings.seed,
    seat: settings.seat,
    level: settings.level,
    hands: settings.hands,
    log: [...log],
  };
}

/** A file name for the download: `etori-japanese-abc.json`. */
export function handFileName(s: PracticeSettings): string {
  return `etori-${s.variant}-${s.seed.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'game'}.json`;
}

/** What reading a saved hand asks of its game: the rules' declarations and checks, and the `Game` that replays the moves. */
export type HandMeta = (
  v: VariantId,
) => RulesMeta & { players(rc: RuleChoice): number; game: Game<unknown, unknown, unknown> };

export type ReadHand = { ok: true; settings: PracticeSettings; log: AnyAction[] } | { ok: false; problem: string };

const bad = (problem: string): ReadHand => ({ ok: false, problem: `This file cannot be opened: ${problem}.` });

/** The players of a rule set, or the engine's reason it is not one. */
export function readHandFile(text: string, meta: HandMeta): ReadHand {
  if (text.length > HAND_FILE_MAX_BYTES) return bad(`it is larger than ${HAND_FILE_MAX_BYTES / 1024} KB`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return bad('it is not JSON (a saved hand is the .json file a practice table saves)');
  }
  const r = readHandData(data, meta);
  return r.ok ? r : bad(r.problem);
}

/**
 * A saved hand already parsed from JSON (a file, or a practice game stored in the browser):
 * checked field by field, its moves rebuilt and replayed by the engine. The problem is a clause
 * ("the seat must be …"), for the caller's sentence.
 */
export function readHandData(data: unknown, meta: HandMeta): ReadHand {
  const bad = (problem: string): ReadHand => ({ ok: false, problem });
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return bad('it is not a saved hand');
  const o = data as Record<string, unknown>;
  if (!Object.hasOwn(o, 'etori') || o['etori'] !== HAND_FILE_KIND)
    return bad('it is not a saved hand from this site (no "etori": "practice-hand")');
  if (o['version'] !== 1) return bad(`it is version ${quote(String(o['version']))}; this site reads version 1`);
  const variant = o['variant'];
  if (typeof variant !== 'string' || !(VARIANT_IDS as readonly string[]).includes(variant))
    return bad(`"variant" must be one of ${VARIANT_IDS.join(', ')}`);
  const v = variant as VariantId;
  const engine = meta(v);
  const rulesRaw = o['rules'] ?? {};
  if (rulesRaw === null || typeof rulesRaw !== 'object' || Array.isArray(rulesRaw))
    return bad('"rules" must be an object like {"preset": "standard"}');
  const r = rulesRaw as Record<string, unknown>;
  const preset = r['preset'] === undefined ? engine.presets[0]!.id : r['preset'];
  if (typeof preset !== 'string') return bad('"rules.preset" must be a preset name');
  const overrides = r['rules'] ?? {};
  if (overrides === null || typeof overrides !== 'object' || Array.isArray(overrides))
    return bad('"rules.rules" must be an object of options');
  const rc: RuleChoice = { preset, rules: overrides as RuleChoice['rules'] };
  let players: number;
  try {
    players = engine.players(rc);
  } catch (e) {
    return bad(`its rules are not valid: ${clip(e instanceof Error ? e.message : String(e))}`);
  }
  const seed = o['seed'];
  if (typeof seed !== 'string' || !/^[\p{L}\p{N}._~-]{1,60}$/u.test(seed))
    return bad('"seed" must be 1 to 60 letters, digits and - _ . ~');
  const seat = o['seat'];
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= players)
    return bad(`"seat" must be a whole number from 0 to ${players - 1}`);
  const level = o['level'] ?? 'normal';
  if (typeof level !== 'string' || !(LEVELS as readonly string[]).includes(level))
    return bad(`"level" must be one of ${LEVELS.join(', ')}`);
  const hands = o['hands'] ?? 0;
  if (typeof hands !== 'number' || !Number.isInteger(hands) || hands < 0 || hands > 20)
    return bad('"hands" must be a whole number from 0 to 20');
  const log = o['log'];
  if (!Array.isArray(log)) return bad('"log" must be a list of actions');
  if (log.length > HAND_FILE_MAX_ACTIONS) return bad(`"log" has more than ${HAND_FILE_MAX_ACTIONS} actions`);
  const settings: PracticeSettings = {
    ...defaultSettings(v, seed),
    ...(rc.preset ? { preset: rc.preset } : {}),
    rules: { ...(rc.rules ?? {}) },
    seat,
    level: level as Level,
    hands,
  };
  const setup: GameSetup = { ruleSet: ruleSetOf(settings), seed, players };
  // Each action is rebuilt as the engine's own: unknown fields are refused by name, and nothing
  // from the file but the moves themselves enters the game.
  const rebuilt = rebuildLog(engine.game, setup, log);
  if (!rebuilt.ok) return bad(`its moves do not replay under these rules: ${clip(rebuilt.problem, 200)}`);
  return { ok: true, settings, log: rebuilt.log as AnyAction[] };
}
