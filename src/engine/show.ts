/**
 * Quoting a value from outside in the judge's messages, and measuring how deep it nests: written
 * for hostile input (clipped, depth-bounded, no recursion that can overflow). A module of its own,
 * so that the islands that only need `safe.ts` do not carry it.
 */
import { QUOTE_CHARS, visibleText } from './safe.ts';

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
