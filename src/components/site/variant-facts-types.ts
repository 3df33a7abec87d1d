/**
 * The shapes behind the "compare the games" table: its rows, the facts read from the engines, and
 * what a language gives (`CompareWords`). Types and the row list only, so the table
 * (variant-facts.ts) and each language's words (variant-facts-<lang>.ts) import them from here
 * and not from each other.
 */
import type { Card } from '../../engine/cards.ts';
import type { OptionDecl, OptionValue, VariantId } from '../../engine/options.ts';

export const ROWS = [
  'players',
  'deck',
  'points',
  'partner',
  'specials',
  'bidding',
  'tricks',
  'scoring',
  'presets',
] as const;
export type RowId = (typeof ROWS)[number];

/** Players an option allows: the range or list, and the default. */
export interface PlayerCounts {
  counts: number[];
  /** Every count from the lowest to the highest. */
  contiguous: boolean;
  default: number;
}

/** Point cards of a deck: their ranks and how many. */
export interface PointCards {
  ranks: string[];
  count: number;
}

/** Everything the table says, read from the engines. */
export interface GameFacts {
  players: Readonly<Record<VariantId, PlayerCounts>>;
  japanese: {
    deck: number;
    deckWithJoker: number;
    points: PointCards;
    /** The mighty and the jacks of power with hearts as trumps, strongest first. */
    specials: { card: Card; role: string }[];
    minBid: number;
  };
  nap: { decks: { players: number; cards: number }[]; hand: number; joker: boolean };
  twhk: {
    deck: number;
    jokers: Card[];
    points: PointCards;
    /** The cards above the trumps (secretary ♥A, hearts trumps), by ranking group. */
    top: { group: string; cards: Card[] }[];
    /** The last tricks (of a hand of `tricks`) where a joker that follows ranks lowest. */
    lastThree: {
      from: number;
      tricks: number;
      followerLowest: boolean;
      ledCountsAsNamedSuit: boolean;
      ledCanWin: boolean;
    };
  };
  mighty: {
    deck: number;
    hand: number;
    kitty: number;
    points: PointCards;
    mighty: { hearts: Card; spades: Card };
    ripper: { hearts: Card; clubs: Card };
    minBid: number;
  };
  daifugo: { decks: { jokers: number; cards: number }[]; effects: string[] };
}

/** What a language's templates may ask: option words, preset names, value lists. */
export interface CompareHelpers {
  /** An option's name in the language. */
  option(v: VariantId, key: string): string;
  /** An option's values in the language, joined ("Main table, Second table"; "4–8"; "on or off"). */
  values(v: VariantId, key: string): string;
  /** Options with their values ("Name (a, b); Name (c, d)"), those the game declares. */
  optionList(v: VariantId, keys: readonly string[]): string;
  /** The names of a game's presets, joined. */
  presets(v: VariantId): string;
}

/** A cell's words: a template over the facts (derived), or a sentence written by hand. */
export type CellWords = ((f: GameFacts, h: CompareHelpers) => string) | { byHand: string };

/** What a language gives the table: its words only. */
export interface CompareWords {
  caption: string;
  aspect: string;
  /** The mark after a cell written by hand, and its tooltip. */
  byHandMark: string;
  byHandTitle: string;
  gameName(v: VariantId): string;
  /** The game's overview page in the edition. */
  gameHref(v: VariantId): string;
  labels: Readonly<Record<RowId, string>>;
  optionLabel(v: VariantId, key: string, decl: OptionDecl): string;
  optionValue(v: VariantId, key: string, decl: OptionDecl, value: OptionValue): string;
  presetLabel(v: VariantId, id: string): string;
  /** Values of an option, joined; `range` a whole-number option's bounds; `bool` on/off. */
  join(values: string[]): string;
  range(lo: number, hi: number): string;
  bool(on: string, off: string): string;
  /** One option with its values, and options joined. */
  optionWithValues(label: string, values: string): string;
  joinOptions(items: string[]): string;
  cells: Readonly<Record<RowId, Readonly<Record<VariantId, CellWords>>>>;
}
