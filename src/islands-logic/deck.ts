/**
 * The reader's card-colour setting: the two-colour deck (♥♦ red, ♠♣ black) by default, four
 * colours (♦ blue, ♣ green) on request. Stored in localStorage as `{"v":1,"four":true}`; anything
 * else (missing, not JSON, another version) means the default. `DeckSetting.astro` applies it;
 * its inline start-up script repeats `parseDeck` in plain JavaScript (so the page is drawn in the
 * right colours from the start) and must stay equal to it.
 */
export const DECK_KEY = 'etori.deck.v1';
export type Deck = 'two' | 'four';

export function parseDeck(raw: string | null): Deck {
  if (raw === null) return 'two';
  try {
    const d: unknown = JSON.parse(raw);
    return d !== null &&
      typeof d === 'object' &&
      (d as { v?: unknown }).v === 1 &&
      (d as { four?: unknown }).four === true
      ? 'four'
      : 'two';
  } catch {
    return 'two';
  }
}

export function storedDeck(deck: Deck): string {
  return JSON.stringify({ v: 1, four: deck === 'four' });
}
