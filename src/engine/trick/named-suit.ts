/**
 * Cards that name a suit when led (shared by tw-hk and Mighty; usable by Japanese
 * `named-suit` jokers).
 *
 * Some cards belong to no suit for following (tw-hk's secretary card and jokers, Mighty's
 * joker). When such a card is led, the leader names the suit the others must follow
 * (`declared`), and that suit is the led suit for ranking. Used with `followSuit` from
 * `index.ts`, whose `suitFor` returns `null` for these cards.
 */
import type { Card, Suit } from '../cards.ts';

/**
 * The led suit of a trick: the first card's suit, or, when the first card is suitless
 * (`suitFor` returns null), the suit the leader named; null when nothing is known yet.
 */
export function ledSuitNamed(
  plays: readonly Card[],
  declared: Suit | null | undefined,
  suitFor: (card: Card) => Suit | null,
): Suit | null {
  if (plays.length === 0) return null;
  return suitFor(plays[0]!) ?? declared ?? null;
}

/** True when the lead is a suitless card, so the leader must name a suit. */
export function leadNamesSuit(plays: readonly Card[], suitFor: (card: Card) => Suit | null): boolean {
  return plays.length > 0 && suitFor(plays[0]!) === null;
}

/** Error text for a suitless lead that came without a named suit. */
export function missingDeclared(card: string): string {
  return `${card} was led: "declared" must name the suit to follow (S, H, D or C)`;
}
