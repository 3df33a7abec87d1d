/**
 * localStorage that never crashes an island: missing storage, bad JSON and old versions come
 * back as a notice to show, never an exception.
 */
export interface Loaded<T> {
  value: T;
  /** Set when something was stored but could not be used. */
  notice?: string;
}

export function parseStored<T>(
  raw: string | null,
  parse: (data: unknown) => T | null,
  empty: T,
  what: string,
): Loaded<T> {
  if (raw === null || raw === '') return { value: empty };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { value: empty, notice: `Your saved ${what} could not be read (it is not valid JSON), so it was ignored.` };
  }
  const v = parse(data);
  if (v === null)
    return { value: empty, notice: `Your saved ${what} is from another version of this site, so it was ignored.` };
  return { value: v };
}

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): boolean {
  try {
    globalThis.localStorage?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
