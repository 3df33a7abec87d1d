/**
 * What the trick-taking `Game`s of English Nap, tw-hk and Mighty share around the trick core:
 * the deal (shuffle the deck for deal number n, hands of equal size, the rest as widow/kitty)
 * and the table part of a player view (own hand, hand sizes, the trick in progress and the
 * completed tricks).
 */
import type { Card } from '../cards.ts';
import type { Seat } from '../game.ts';
import { deriveSeed, Rng } from '../rng.ts';
import { trickNumber, trickToAct, type CompletedTrick, type TrickHand, type TrickPlay } from './index.ts';

/** Deal `deck` for deal number `dealNo` of the game `seed`: `players` hands of `handSize`, the rest apart. */
export function dealHands(
  seed: string,
  dealNo: number,
  deck: readonly Card[],
  players: number,
  handSize: number,
): { hands: Card[][]; rest: Card[] } {
  const cards = new Rng(deriveSeed(seed, 'deal', dealNo)).shuffle(deck);
  const hands: Card[][] = [];
  for (let i = 0; i < players; i++) hands.push(cards.slice(i * handSize, (i + 1) * handSize));
  return { hands, rest: cards.slice(players * handSize) };
}

/** The seat to play in the trick state, as a `toAct` list (empty once every trick is played). */
export function trickTurn(t: TrickHand): Seat[] {
  const s = trickToAct(t);
  return s === null ? [] : [s];
}

export interface TableView {
  hand: Card[];
  handSizes: number[];
  trickNumber: number;
  current: TrickPlay[];
  completed: CompletedTrick[];
}

/** The table part of `seat`'s view: its own cards only (none for a spectator), sizes of every hand, tricks. */
export function tableView(trick: TrickHand | null, hands: readonly (readonly Card[])[], seat: Seat | null): TableView {
  const held = trick ? trick.hands : hands;
  return {
    hand: seat === null ? [] : [...held[seat]!],
    handSizes: held.map((h) => h.length),
    trickNumber: trick ? trickNumber(trick) : 0,
    current: trick ? [...trick.current] : [],
    completed: trick ? [...trick.completed] : [],
  };
}
