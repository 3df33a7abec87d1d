/**
 * A computer player's hint as the practice table shows it: the suggested action in the site's
 * words, then the reason. Bots write their hints as "<action>: <reason>" ("Pass: no bid scores on
 * average…", "Bid 3H: it scores…"); that leading action is dropped so the action is not said twice
 * (and a bot's own shorthand such as "3H" never reaches the reader).
 */
export function botReason(hint: string): string {
  const m = /^[^:.!?]{1,40}:\s+(.+)$/s.exec(hint.trim());
  return m ? m[1]! : hint.trim();
}

/** The hint in one line: "<action> — <the bot's reason>". */
export function hintLine(action: string, hint: string): string {
  return `${action} — ${botReason(hint)}`;
}
