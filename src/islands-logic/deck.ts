/**
 * The reader's card-colour setting: the two-colour deck (♥♦ red, ♠♣ black) by default, four
 * colours (♦ blue, ♣ green) on request. Stored in localStorage as `{"v":1,"four":true}`; anything
 * else (missing, not JSON, another version) means the default. `DeckSetting.astro` applies it;
 * its inline start-up script repeats `parseDeck` in plain JavaScript (so the page is drawn in the
 * right colours from the start) and must stay equal to it.
 */
import * as v from 'valibot';
import { parseKind, type StoredKind } from './storage.ts';

export const DECK_KEY = 'etori.deck.v1';
export type Deck = 'two' | 'four';

export const DECK_KIND: StoredKind<{ v: 1; four: boolean }> = {
  key: DECK_KEY,
  backup: 'etori.deck.backup',
  version: 1,
  what: 'card colours',
  schema: v.object({ v: v.literal(1), four: v.boolean() }),
  empty: { v: 1, four: false },
};

/** The deck a stored text asks for (the page's start-up script in DeckSetting.astro repeats this). */
export function parseDeck(raw: string | null): Deck {
  return parseKind(DECK_KIND, raw).value.four ? 'four' : 'two';
}

export function storedDeck(deck: Deck): string {
  return JSON.stringify({ v: 1, four: deck === 'four' });
}
