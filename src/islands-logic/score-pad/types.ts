/**
 * The score pad's per-game glue, as one shape: the fields of one hand's entry (in the words of
 * the game), the checks the engine's scoring needs, the engine's scores for every seat, and who
 * deals and opens the bidding next. Each game's glue is its own file (`pad-<folder>.ts`), listed
 * once in `games.ts`; nothing outside those files knows which game it is.
 */
import type { Card } from '../../engine/cards.ts';
import type { RuleChoice } from '../engines/types.ts';

/** One value of an entry: a seat, a number, a choice's id, a card, or Daifugō's places. */
export type EntryValue = number | string | null | number[];
export type Entry = Readonly<Record<string, EntryValue>>;

/** A field of a hand's entry. Its label and its choices' words come from the catalogue (by key). */
export type Field =
  | { key: string; kind: 'seat'; /** "nobody" allowed (a solo, no friend) */ none?: boolean }
  | { key: string; kind: 'int'; min: number; max: number }
  | { key: string; kind: 'choice'; values: readonly string[] }
  | { key: string; kind: 'card'; cards: readonly Card[]; /** may be left empty */ optional?: boolean }
  /** Daifugō: every player's place, 0 = first out. */
  | { key: string; kind: 'places' };

/** What is wrong with an entry: the field and why, for a language to say. */
export interface Issue {
  field: string;
  /** missing, range (min/max), seat, card, choice, same-seat, own-card, no-partner, same-place, friend-none */
  kind: string;
  min?: number;
  max?: number;
  /** The other field (same-seat) or the place (same-place, 1-based). */
  other?: string;
  place?: number;
}

/** A seat's role in a hand: the declaring player, the partner, the others; Daifugō's titles. */
export type Role = 'declarer' | 'partner' | 'opponent' | 'President' | 'Minister' | 'Citizen' | 'Peasant' | 'Beggar';

/** Why the scores are what they are, as data (a language phrases it). */
export interface Why {
  /** made, set (short of the bid), revolution (every honour taken: the allies win), places */
  outcome: 'made' | 'set' | 'revolution' | 'places';
  taken?: number;
  bid?: string;
  /** What the bid counts: honours, tricks, heads, points. */
  unit?: string;
  doubled?: boolean;
  /** Mighty's doublings (run, back-run, no-trump, no-friend). */
  doublings?: readonly string[];
  /** Who carried the bid after a betrayal. */
  betrayal?: 'adjutant' | 'napoleon';
}

export interface HandScore {
  scores: number[];
  roles: Role[];
  why: Why;
}

/** The resolved rules a game's glue needs, and its player count. */
export interface PadContext {
  players: number;
  rules: RuleChoice;
}

export interface PadGame<R = unknown> {
  /** The engine's rules of a rule choice (throws naming the problem). */
  resolve(rc: RuleChoice): R;
  players(rules: R): number;
  /** Each player's score before the first hand (Daifugō's stock under `minus`). */
  start(rules: R, players: number): number;
  fields(rules: R, players: number): Field[];
  /** The game's own checks after each field is in range (the first problem, or null). */
  check(rules: R, players: number, e: Entry): Issue | null;
  score(rules: R, players: number, e: Entry): HandScore;
  /** Who deals the hand after this one. */
  nextDealer(rules: R, players: number, dealer: number, e: Entry): number;
  /**
   * Who opens the bidding (Daifugō: leads the round) given the dealer and the hand before; null
   * when the cards decide. `redealt`: the hand was dealt again (all passed), so by another dealer.
   */
  opener(rules: R, players: number, dealer: number, prev: Entry | null, redealt: boolean): number | null;
  /** Players out of the game (Daifugō's winners once the target is reached), or null. */
  winners?(rules: R, totals: readonly number[]): number[] | null;
}

export const seatOf = (e: Entry, key: string): number | null => {
  const v = e[key];
  return typeof v === 'number' ? v : null;
};
export const numOf = (e: Entry, key: string): number => e[key] as number;
export const strOf = (e: Entry, key: string): string => e[key] as string;
