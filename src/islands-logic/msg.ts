/** The message of anything thrown (an Error's message, else its text). Kept in its own module so
 * that islands which only need this do not load the link parsers. */
export function msg(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
