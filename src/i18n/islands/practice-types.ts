/**
 * The practice family's shared types (its keys, what a language gives beside its catalogue, what a
 * trick's reason is made from), apart from practice.ts so that its parts (practice-*.ts) and the
 * shape import them without importing each other.
 */
import type { Card, Suit } from '../../engine/cards.ts';
import type { OptionDecls, Preset, VariantId } from '../../engine/options.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import type { AnyAction } from '../../islands-logic/practice.ts';
import type { TrickExplanation } from '../../islands-logic/table-view-review.ts';
import type en from '../messages/en/practice.json';

export type PracticeKey = Extract<keyof typeof en, string>;

/** What a language gives beside its catalogue: how it words the engine's English reasons. */
export interface PracticeHooks {
  /** A Daifugō play the engine refuses, its reason in this language (the engine's English sentence by default). */
  climbReason?: (reason: string) => string;
  /** A seat's name ("you", "Seat 2"), for the sentences that name seats. */
  seatName: (seat: number, human: number) => string;
  /** A card as this language shows it ("♥Q"; a joker in words) and as it is spoken. */
  cardLabel: (c: Card) => string;
  spokenName: (c: Card) => string;
  /**
   * The trick reasons of the games this language's phrasebooks word, by game (data keyed by the
   * game: a game without one, or a phrase the book lacks, gets the plain reason).
   */
  trickReasons?: Partial<Record<VariantId, (r: ReasonInput, e: Explanation) => string>>;
  /** A bid as this language writes it, without the verb (each game's bid words: a language's own). */
  bid?: (a: AnyAction) => string;
  /** Cards players of a game call by their role (data by game: Japanese Napoleon's ♠A is the mighty). */
  called?: Partial<Record<VariantId, Partial<Record<Card, string>>>>;
}

/**
 * What a language gives beside its catalogue (its file passes it to the shape, practice.ts): its
 * cards' spoken names, whether a joker is shown in words, its phrasebooks. The shape makes the seat
 * names, card labels and bid words from the catalogue and hands the parts the whole {@link PracticeHooks}.
 */
export type LanguageHooks = Omit<PracticeHooks, 'seatName' | 'cardLabel' | 'bid'> & {
  /** A joker is shown in words ("ジョーカー"), not by its code. */
  jokersInWords?: boolean;
};

/** What a trick's reason is made from: the engine's sentence and, where the engine gives it, its explanation. */
export interface ReasonInput {
  variant: VariantId;
  text: string;
  explanation?: TrickExplanation | undefined;
  led: Suit | null;
  trump: Suit | null;
  /** The winning card was the one led. */
  first: boolean;
}

/** A game's options and presets (the engine adapter's; the catalogue never loads the engines itself). */
export interface RulesMetaLite {
  options: OptionDecls;
  presets: readonly Preset[];
}
