/**
 * Calls that force a card to be played to the current trick (shared by tw-hk's joker
 * summon and secretary command and Mighty's ripper call).
 *
 * A call is "when `trigger` is led (or, with `anyPosition`, played anywhere in the
 * trick), whoever holds `target` and has not yet played must play it". The result is
 * the list of cards to pass as `mustPlay` to `followSuit` (index.ts).
 */
import type { Card } from '../cards.ts';

export interface ForcedCall {
  /** The card whose lead (or play) makes the call; `null` for a call made by a player's order. */
  trigger: Card | null;
  /** The card that must be played. */
  target: Card;
  /** True: the trigger counts wherever it is played in the trick; false: only when led. */
  anyPosition?: boolean;
}

/** Cards that must be played now by whoever holds them, given the plays so far. */
export function forcedCards(plays: readonly Card[], calls: readonly ForcedCall[]): Card[] {
  const out: Card[] = [];
  for (const call of calls) {
    if (plays.includes(call.target)) continue;
    const triggered =
      call.trigger === null ||
      (call.anyPosition ? plays.includes(call.trigger) : plays.length > 0 && plays[0] === call.trigger);
    if (triggered) out.push(call.target);
  }
  return out;
}
