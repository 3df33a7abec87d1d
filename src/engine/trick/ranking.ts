/** What the ranking explorers of Nap, tw-hk and Mighty share: a deck in strength order with each card's role. */
import { RANK_VALUE, rankOf, type Card, type Rank, type Suit } from '../cards.ts';

/**
 * The ranking explorer's order of `deck`: each card's `special` role (mighty, joker, secretary …)
 * where it has one, else trump (strength 500 up), led (100 up), suit (nothing led: a plain card
 * ranked by its rank, as if led) or never; highest strength first, the deck's order between equals.
 */
export function rankDeck(
  deck: readonly Card[],
  led: Suit | null,
  strength: (card: Card) => number,
  special: (card: Card, strength: number) => string | null,
): { card: Card; role: string; strength: number }[] {
  const out = deck.map((card) => {
    let s = strength(card);
    let role = special(card, s);
    if (role === null) {
      if (s >= 500) role = 'trump';
      else if (s >= 100) role = 'led';
      else if (led === null) {
        role = 'suit';
        s = 100 + RANK_VALUE[rankOf(card) as Rank];
      } else role = 'never';
    }
    return { card, role, strength: s };
  });
  return out.sort((a, b) => b.strength - a.strength || deck.indexOf(a.card) - deck.indexOf(b.card));
}
