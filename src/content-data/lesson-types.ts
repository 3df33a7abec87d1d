/**
 * The shapes of a lesson and a course (`content/lessons/*.json`): the steps, the coached hand, a
 * course file. Types only, so the lesson data (lessons.ts) and its translations (translations.ts)
 * both import them from here and not from each other.
 */
import type { Suit } from '../engine/cards.ts';
import type { VariantId } from '../engine/options.ts';

/** Fields every step may carry. */
interface StepBase {
  /**
   * The step's id, unique in its lesson ("s1", "s2"…): translations are keyed by it
   * (content/lessons/<locale>/). A new step gets a new id; an id is never reused for another step.
   */
  id: string;
  /** The one new word this step introduces: a glossary anchor (`trick`, `trump`…). */
  word?: string;
}

export interface LessonNarrate extends StepBase {
  kind: 'narrate';
  text: string;
  /** A page to go to (the practice table, a rules section). */
  link?: { href: string; text: string };
  /** Cards to show beside the text (the card diagram). */
  cards?: string[];
}

/** A trick in progress: the learner holds `hand` and plays after `plays`; `after` follow. */
export interface TrickPosition {
  trump: Suit | null;
  trick: number;
  plays: string[];
  after: string[];
  hand: string[];
  declared?: Suit;
  secretary?: string;
  calls?: { summon?: boolean; ripper?: boolean };
}

export interface LessonTrickMove extends StepBase {
  kind: 'move';
  prompt: string;
  position: TrickPosition;
  /** `win`: the card must win the trick once `after` is played; `lose`: must not; `legal`: any legal card. */
  goal: 'win' | 'lose' | 'legal';
  /** The card wanted (a card that reaches the goal). */
  expected: string;
  hint?: string;
}

export interface ClimbPosition {
  table: { pile: string[][]; reversed: boolean; elevenBack: boolean; lockedSuits: Suit[] };
  /** The plays the learner may choose from. */
  choices: string[][];
}

export interface LessonClimbMove extends StepBase {
  kind: 'move';
  prompt: string;
  position: ClimbPosition;
  /** `legal`: the play must be legal; `effect`: it must also trigger `effect`. */
  goal: 'legal' | 'effect';
  effect?: string;
  expected: string[];
  hint?: string;
}

/** Pick the card that wins a finished trick (checked with the engine's winner function). */
export interface LessonWinner extends StepBase {
  kind: 'winner';
  prompt: string;
  position: Omit<TrickPosition, 'after' | 'hand'>;
  /** Index in `plays` of the winning card. */
  expected: number;
}

/** A bid: the learner picks one of `choices` after the bids in `before` (Japanese Napoleon auction). */
export interface LessonBid extends StepBase {
  kind: 'bid';
  prompt: string;
  /** Bids already made, in turn order, by the players before you. */
  before: { count: number; suit: 'S' | 'H' | 'D' | 'C' }[];
  choices: { count: number; suit: 'S' | 'H' | 'D' | 'C' }[];
  /** `legal`: any bid the auction accepts is right. */
  goal: 'legal';
  expected: number;
}

/** Choose `count` cards of `hand` to bury; right when none of them is an honour (engine's count). */
export interface LessonBury extends StepBase {
  kind: 'bury';
  prompt: string;
  trump: Suit;
  hand: string[];
  count: number;
  goal: 'no-honours';
  expected: string[];
}

/** A question with choices. `honours`: the answer must be the engine's honour count of those cards. */
export interface LessonChoice extends StepBase {
  kind: 'choice';
  prompt: string;
  cards?: string[];
  choices: string[];
  expected: number;
  /** Why the right answer is right (shown after any answer). */
  why: string;
  honours?: string[];
  /** The answer must be the engine's score for `side` from this input (score calculator fields). */
  score?: { side: string } & Record<string, string | number>;
}

/** A play-on deal of a trick game: the learner is seat 0, the computers follow in playing order. */
export interface PlayOnTrick {
  trump: Suit | null;
  /** The number of the first trick played. */
  trick: number;
  declared?: Suit;
  secretary?: string;
  /** The learner's cards. */
  hand: string[];
  /** Each computer's cards, seats 1, 2… in playing order; each plays the first the rules allow. */
  others: string[][];
  /** Who leads the first trick (0: the learner). */
  leader: number;
  /** How many tricks are played (1 or 2). */
  tricks: number;
}

/** A play-on deal of Daifugō: played until the pile is cleared. */
export interface PlayOnClimb {
  table: ClimbPosition['table'];
  /** The learner's plays. */
  hand: string[][];
  /** Each computer's plays, in the order it prefers them; it passes when none may be played. */
  others: string[][][];
  leader: number;
}

/**
 * Play on: a short scripted deal with the computer players, to the end of a trick or two (or a
 * cleared pile). `expected`: the learner's cards (or plays, `[]` a pass) in order. `win`: the
 * learner must win every trick (take the lead); `legal`: every card must be allowed.
 */
export interface LessonPlayOn extends StepBase {
  kind: 'play-on';
  prompt: string;
  position: PlayOnTrick | PlayOnClimb;
  goal: 'win' | 'legal';
  expected: string[] | string[][];
  hint?: string;
}

export type LessonAsk =
  LessonPlayOn | LessonTrickMove | LessonClimbMove | LessonWinner | LessonBid | LessonBury | LessonChoice;
export type LessonStepData = LessonNarrate | LessonAsk;

export interface Lesson {
  id: string;
  variant: VariantId;
  title: string;
  summary: string;
  preset?: string;
  rules?: Record<string, string | number | boolean>;
  /**
   * The local rules (option keys) the lesson teaches that the default table already has on; a
   * rule the lesson turns on in `rules` counts as taught too (lesson-order.ts).
   */
  teaches?: string[];
  steps: LessonStepData[];
  /** The one-screen recap shown at the end. */
  recap?: string;
  /** The rules page section the lesson taught (a site path with its anchor). */
  rulesLink?: string;
  /** Puzzles on the same idea (a site path). */
  puzzlesLink?: string;
  /**
   * The explained deal the lesson ends in: a site path `/<game>/deals/#<deal-id>` to one of the
   * game's deals (content/deals/<game>.json), checked at build (lesson-check.ts). The recap links
   * to it with the deal's title ("Play it out: …").
   */
  dealLink?: string;
  /**
   * The linked deal's title in the page's language: put in at build time from the deal itself
   * (translations.ts `localizeLesson`), never written in a lesson file.
   */
  dealTitle?: string;
}

/**
 * The coached hand at the end of a course: a fixed deal on the practice table
 * (`/<game>/practice/?coach=1`), with a line introducing each phase as it comes. `phases` is keyed
 * by the engine's phase name (`auction`, `adjutant`, `exchange`, `play`…); `<phase>.you` is
 * shown instead while it is the learner's turn in that phase.
 */
export interface CoachedHand {
  seed: string;
  level: 'easy' | 'normal' | 'strong';
  seat: number;
  phases: Record<string, string>;
}

/** A game's course: its lessons in order (`content/lessons/course-<game>.json`). */
export interface CourseFile {
  variant: VariantId;
  /** A lesson, or the id of a lesson in its own file. */
  lessons: (Lesson | string)[];
  coached?: CoachedHand;
}
