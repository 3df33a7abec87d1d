/**
 * Numbers as readers see them: negative numbers with the minus sign (−3, U+2212), never a hyphen,
 * in every table and sentence; score changes with their sign (+6, −3, 0).
 */
export const MINUS = '\u2212';

/** 5 → "5", −3 → "−3". */
export function num(n: number): string {
  return n < 0 ? `${MINUS}${-n}` : String(n);
}

/** A change: 6 → "+6", −3 → "−3", 0 → "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : num(n);
}
