/**
 * Everything the site stores in the browser goes through here: one kind per thing stored (a
 * practice game, course progress, puzzle progress, the trainer's rating), each
 * with its key, its format's version and a schema (valibot) that a stored value must pass on
 * read. A value that is missing comes back empty; a value that is not JSON, is from another
 * version or fails its schema is set aside under the kind's backup key (never lost), and comes
 * back empty with a notice saying in one sentence what was set aside and why. Nothing here throws:
 * storage may be missing, full or blocked. (The deck setting, read on every page, keeps the plain
 * reader in deck.ts, which its inline start-up script repeats.)
 */
import * as v from 'valibot';

export interface Loaded<T> {
  value: T;
  /** Set when something was stored but could not be used. */
  notice?: string;
}

export interface StoredKind<T> {
  /** The localStorage key (it names the format's first version: `etori.course.v1`). */
  key: string;
  /** Where a value that cannot be used is kept. */
  backup: string;
  /** The format's version, written as `v` in the value. */
  version: number;
  /** What it is, in words: "course progress". */
  what: string;
  /** The format written now; a value must pass it to be used. */
  schema: v.GenericSchema<unknown, T>;
  empty: T;
  /** Earlier formats turned into the current one (null: not one of them). */
  migrate?: (old: unknown) => T | null;
  /**
   * What can be kept of a value that fails the schema (e.g. solved puzzles when only a streak is
   * damaged), with the notice saying what was reset; null when nothing can.
   */
  repair?: (data: unknown) => Loaded<T> | null;
  /** The notice when the value is set aside (default: {@link setAsideNotice}). */
  notice?: (why: string) => string;
  /** A check after the schema (e.g. the engine replays a game); a reason to refuse, or null. */
  check?: (value: T) => string | null;
}

/** The stored text of a key, or null when there is none or storage cannot be read. */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Store text under a key; false when storage refused it (full, blocked, missing). */
export function writeStorage(key: string, value: string): boolean {
  try {
    globalThis.localStorage?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    /* nothing stored can be removed either */
  }
}

/** Where the first problem of a schema check lies, in words: `lessons.jp-deck.step`. */
function where(issues: readonly v.BaseIssue<unknown>[]): string {
  const path = issues[0]?.path?.map((p) => String(p.key)).join('.');
  return path ? ` at ${path.slice(0, 60)}` : '';
}

/** The one sentence that says what was set aside and why. */
export function setAsideNotice(kind: Pick<StoredKind<unknown>, 'what'>, why: string): string {
  return `Your saved ${kind.what} could not be read (${why}), so it was set aside.`;
}

/** Read a stored text as a kind's value; see the module comment. */
export function parseKind<T>(kind: StoredKind<T>, raw: string | null): Loaded<T> {
  if (raw === null || raw === '') return { value: kind.empty };
  const setAside = (why: string): Loaded<T> => ({
    value: kind.empty,
    notice: kind.notice ? kind.notice(why) : setAsideNotice(kind, why),
  });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return setAside('it is not valid JSON');
  }
  const parsed = v.safeParse(kind.schema, data);
  const value: T | null = parsed.success ? parsed.output : (kind.migrate?.(data) ?? null);
  if (value === null) {
    const repaired = kind.repair?.(data);
    if (repaired) return repaired;
    const version = data !== null && typeof data === 'object' ? (data as { v?: unknown }).v : undefined;
    return setAside(
      version === kind.version
        ? `it is damaged${where(parsed.issues ?? [])}`
        : 'it is from another version of this site',
    );
  }
  const refused = kind.check?.(value);
  if (refused) return setAside(refused);
  return { value };
}

/** Load a kind; a value that cannot be used is copied to the backup key and a notice returned. */
export function load<T>(kind: StoredKind<T>): Loaded<T> {
  const raw = readStorage(kind.key);
  const loaded = parseKind(kind, raw);
  if (loaded.notice && raw !== null) writeStorage(kind.backup, raw);
  return loaded;
}

/** Store a kind's value; false when it could not be written (the caller may say so). */
export function store<T>(kind: StoredKind<T>, value: T): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeStorage(kind.key, text);
}

/** A whole number from `min` to `max`. */
export const whole = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** An object of keys to values (valibot's record alone reads an array as an empty object). */
export const recordOf = <V extends v.GenericSchema>(key: v.GenericSchema<string, string>, value: V) =>
  v.pipe(
    v.custom<Record<string, unknown>>(
      (o) => o !== null && typeof o === 'object' && !Array.isArray(o),
      'an object of keys and values',
    ),
    v.record(key, value),
  );
/** A short text (ids, seeds, option values). */
export const shortText = (max = 60) => v.pipe(v.string(), v.maxLength(max));
