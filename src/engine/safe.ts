/**
 * Reading input that came from outside (a judge query, a link, a file) safely: look keys up only
 * among an object's own properties (a key named `constructor` or `__proto__` is never found on
 * Object.prototype), and quote a value in a message without echoing it whole: at most
 * {@link QUOTE_CHARS} characters, control and bidirectional-override characters left out, and no
 * recursion deep enough to overflow the stack.
 */

/** How many characters of a value a message quotes. */
export const QUOTE_CHARS = 40;

/** `record[key]` when `key` is the record's own property, else undefined. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Control characters, bidirectional controls and zero-width characters: they could change how a message reads. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** Text without control, bidi or zero-width characters. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * A value as JSON-like text for a message, clipped to `max` characters (then "…"). Arrays and
 * objects are written only as deep and as long as the clip needs.
 */
export function show(value: unknown, max = QUOTE_CHARS): string {
  let out = '';
  const full = () => out.length > max;
  const write = (v: unknown, depth: number): void => {
    if (full()) return;
    if (typeof v === 'string') out += JSON.stringify(visibleText(v.length > max + 1 ? v.slice(0, max + 1) : v));
    else if (v === null || typeof v === 'number' || typeof v === 'boolean') out += String(v);
    else if (v === undefined) out += 'nothing';
    else if (Array.isArray(v)) {
      if (depth > 8) {
        out += '[…]';
        return;
      }
      out += '[';
      for (let i = 0; i < v.length && !full(); i++) {
        if (i > 0) out += ',';
        write(v[i], depth + 1);
      }
      out += ']';
    } else if (typeof v === 'object') {
      if (depth > 8) {
        out += '{…}';
        return;
      }
      out += '{';
      let first = true;
      for (const k of Object.keys(v)) {
        if (full()) break;
        if (!first) out += ',';
        first = false;
        out += `${JSON.stringify(visibleText(k.slice(0, max + 1)))}:`;
        write((v as Record<string, unknown>)[k], depth + 1);
      }
      out += '}';
    } else out += typeof v;
  };
  write(value, 0);
  return out.length > max ? `${out.slice(0, max)}…` : out;
}

/** The depth of nested arrays and objects in a value (counted without recursion), stopping past `limit`. */
export function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d + 1 > deepest) deepest = d + 1;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}
