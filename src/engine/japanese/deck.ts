/**
 * Japanese Napoleon deck, honours and deal (SPEC §2.1).
 */
import { makeCard, rankOf, suitedCards, type Card, type Suit } from '../cards.ts';
import { Rng } from '../rng.ts';
import type { JapaneseRules } from './options.ts';

/** Cards each player gets, by player count. */
export const HAND_SIZE: Readonly<Record<number, number>> = { 4: 12, 5: 10, 6: 8 };

/** Suits in the order 2s (or 3s) are stripped: ♣ ♦ ♥ ♠. */
const STRIP_ORDER: readonly Suit[] = ['C', 'D', 'H', 'S'];

/** Cards removed by `fewerPlayers: strip-twos` (empty otherwise). */
export function strippedCards(rules: JapaneseRules, players: number = rules.players): Card[] {
  if (rules.fewerPlayers !== 'strip-twos' || players === 5) return [];
  const size = 52 + (rules.joker ? 1 : 0);
  const widow = size - HAND_SIZE[players]! * players;
  const rank = rules.sameTwo === 'off' ? '2' : '3';
  return STRIP_ORDER.slice(0, Math.max(0, widow - 3)).map((s) => makeCard(s, rank));
}

/** The deck for these rules, in canonical order. */
export function japaneseDeck(rules: JapaneseRules, players: number = rules.players): Card[] {
  const stripped = new Set(strippedCards(rules, players));
  const deck = suitedCards().filter((c) => !stripped.has(c));
  if (rules.joker) deck.push('JK');
  return deck;
}

/** 1 for an honour (A K Q J 10, and 3 with `honours: with-threes`), else 0. */
export function honourValue(card: Card, rules: Pick<JapaneseRules, 'honours'>): number {
  const r = rankOf(card);
  if (r === null) return 0;
  if (r === 'A' || r === 'K' || r === 'Q' || r === 'J' || r === '10') return 1;
  return r === '3' && rules.honours === 'with-threes' ? 1 : 0;
}

/** Honours in the deck for these rules (20, or 24 with threes, fewer if 3s were stripped). */
export function totalHonours(rules: JapaneseRules, players: number = rules.players): number {
  // Counted once per rule set and player count (a hand's end asks every time).
  let byPlayers = TOTAL_HONOURS.get(rules);
  if (byPlayers === undefined) TOTAL_HONOURS.set(rules, (byPlayers = []));
  return (byPlayers[players] ??= japaneseDeck(rules, players).reduce((a, c) => a + honourValue(c, rules), 0));
}
const TOTAL_HONOURS = new WeakMap<JapaneseRules, number[]>();

export interface Deal {
  hands: Card[][];
  widow: Card[];
}

/** Shuffle and deal with a seed: same seed, same deal. Hands are sorted canonically. */
export function dealJapanese(rules: JapaneseRules, seed: string, players: number = rules.players): Deal {
  const deck = new Rng(seed).shuffle(japaneseDeck(rules, players));
  const n = HAND_SIZE[players]!;
  const hands: Card[][] = [];
  for (let p = 0; p < players; p++) hands.push(sortHand(deck.slice(p * n, (p + 1) * n)));
  return { hands, widow: deck.slice(players * n) };
}

const IDX = new Map<Card, number>([...suitedCards(), 'JK'].map((c, i) => [c, i] as [Card, number]));
/** Canonical order (S H D C, A…2, JK). */
export function sortHand(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => IDX.get(a)! - IDX.get(b)!);
}
