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
 * A value as short text for a message, for modules the islands load (a few bytes, where
 * {@link show} is the judge's): a string or number as JSON, a list or object only named.
 */
export function quoteShort(value: unknown, max = QUOTE_CHARS): string {
  const t =
    value !== null && typeof value === 'object'
      ? Array.isArray(value)
        ? '[…]'
        : '{…}'
      : typeof value === 'string'
        ? JSON.stringify(visibleText(value.slice(0, max + 1)))
        : String(value);
  return t.length > max ? `${t.slice(0, max)}…` : t;
}
