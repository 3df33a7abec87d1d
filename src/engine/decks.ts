/**
 * The deck a trick-taking game deals under its rules: what a deduction ("who can hold this
 * card?") counts the unseen cards of. Light (each game's deck function, no game), so the
 * practice table's "What can I know?" panel asks here instead of branching on the game.
 */
import type { Card } from './cards.ts';
import { japaneseDeck } from './japanese/deck.ts';
import type { JapaneseRules } from './japanese/options.ts';
import { MIGHTY_DECK } from './mighty/rules.ts';
import { napDeck } from './nap/rules.ts';
import type { NapValues } from './nap/options.ts';
import type { VariantId } from './options.ts';
import { TWHK_DECK } from './twhk/rules.ts';

/** Each trick-taking game's deck, from its resolved rules (a view's `rules`) and the number of players. */
const DECKS: { readonly [K in VariantId]?: (rules: never, players: number) => readonly Card[] } = {
  japanese: (rules: JapaneseRules, players) => japaneseDeck(rules, players),
  nap: (rules: NapValues) => napDeck(rules),
  'tw-hk': () => TWHK_DECK,
  mighty: () => MIGHTY_DECK,
};

/** The cards a game deals under `rules` (resolved values); throws naming the game when it has no trick deck here. */
export function dealtDeck(variant: string, rules: unknown, players: number): Card[] {
  const deck = (DECKS as Record<string, ((rules: unknown, players: number) => readonly Card[]) | undefined>)[variant];
  if (!deck) throw new Error(`no trick deck for the game "${variant}": known are ${Object.keys(DECKS).join(', ')}`);
  return [...deck(rules, players)];
}
