/**
 * A practice game kept in the browser (one per game), so a reload or a closed tab resumes it. It
 * stores what a saved-game file stores — the rules, the seed, the seat, the level and the engine's
 * own list of moves (hand-file.ts) — plus the table's pace and the score sheet, never the flow
 * machine's snapshot: on load the moves are replayed through the engine, so a release that changes
 * the table's machine changes nothing for a returning player. Saves of the first format (a machine
 * snapshot) are read for the moves they hold.
 */
import * as v from 'valibot';
import type { VariantId } from '../engine/options.ts';
import { handFile, readHandData, type HandFile, type HandMeta } from './hand-file.ts';
import type { AnyAction, PracticeSettings } from './practice.ts';
import { parseKind, setAsideNotice, type Loaded, type StoredKind, whole } from './storage.ts';

export const SAVE_VERSION = 2;

export interface SavedGame {
  settings: PracticeSettings;
  log: AnyAction[];
  /** Running totals after each finished hand. */
  sheet: number[][];
}

type Meta = HandMeta;

const STORED = v.object({
  v: v.literal(SAVE_VERSION),
  game: v.unknown(),
  learning: v.boolean(),
  delay: whole(0, 5000),
  sheet: v.pipe(v.array(v.pipe(v.array(v.pipe(v.number(), v.finite())), v.maxLength(10))), v.maxLength(100)),
});
type Stored = v.InferOutput<typeof STORED>;

/** The stored form of a game in progress. */
export function savedForm(game: SavedGame, meta: Meta): Stored {
  const { settings } = game;
  return {
    v: SAVE_VERSION,
    game: handFile(settings, game.log, meta(settings.variant)),
    learning: settings.learning,
    delay: settings.delay,
    sheet: game.sheet,
  };
}

/** A first-format save ({v: 1, settings, snapshot, sheet}): its moves, from the snapshot's context. */
function fromFirstFormat(d: unknown): Stored | null {
  const o = d as {
    v?: unknown;
    settings?: Record<string, unknown>;
    snapshot?: { context?: { log?: unknown } };
    sheet?: unknown;
  };
  if (o?.v !== 1 || !o.settings || typeof o.settings !== 'object') return null;
  const s = o.settings;
  const log = o.snapshot?.context?.log;
  if (!Array.isArray(log) || typeof s['variant'] !== 'string') return null;
  const stored = {
    v: SAVE_VERSION,
    game: {
      etori: 'practice-hand',
      version: 1,
      variant: s['variant'],
      rules: { ...(typeof s['preset'] === 'string' ? { preset: s['preset'] } : {}), rules: s['rules'] ?? {} },
      seed: s['seed'],
      seat: s['seat'],
      level: s['level'],
      hands: s['hands'],
      log,
    },
    learning: s['learning'],
    delay: s['delay'],
    sheet: o.sheet,
  };
  const r = v.safeParse(STORED, stored);
  return r.success ? r.output : null;
}

/** The stored practice game of one game type: key, backup key, schema, and the engine's replay. */
export function practiceKind(variant: VariantId, meta: Meta): StoredKind<Stored | null> {
  return {
    key: `etori.practice.v1.${variant}`,
    backup: `etori.practice.backup.${variant}`,
    version: SAVE_VERSION,
    what: 'game',
    schema: STORED,
    empty: null,
    migrate: fromFirstFormat,
    check: (s) => (s === null ? null : replay(s, variant, meta).problem),
  };
}

function replay(s: Stored, variant: VariantId, meta: Meta): { game: SavedGame | null; problem: string | null } {
  const g = s.game as Partial<HandFile> | null;
  if (g && typeof g === 'object' && g.variant !== variant)
    return { game: null, problem: 'it is a game of another kind' };
  const r = readHandData(s.game, meta);
  if (!r.ok) return { game: null, problem: r.problem };
  return {
    game: { settings: { ...r.settings, learning: s.learning, delay: s.delay }, log: r.log, sheet: s.sheet },
    problem: null,
  };
}

/** Read a stored practice game: its settings and the engine's moves, or null with a notice. */
export function parseSave(raw: string | null, variant: VariantId, meta: Meta): Loaded<SavedGame | null> {
  const kind = practiceKind(variant, meta);
  const loaded = parseKind({ ...kind, check: undefined }, raw);
  if (loaded.value === null) return { value: null, ...(loaded.notice ? { notice: loaded.notice } : {}) };
  const { game, problem } = replay(loaded.value, variant, meta);
  return game ? { value: game } : { value: null, notice: setAsideNotice(kind, problem ?? '') };
}
