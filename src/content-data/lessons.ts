/**
 * Lessons: short scripted walks through one rule (`content/lessons/<id>.json`), run by the
 * lesson machine (`src/machines/lesson.ts`) in the Lesson island. Every move step is checked
 * by the engine when the learner plays, and by tests/unit/islands/lessons.test.ts at test time
 * (the expected move must reach the goal; some other choice must not).
 */
import type { Suit } from '../engine/cards.ts';
import type { VariantId } from '../engine/options.ts';
import jpMighty from '../../content/lessons/japanese-specials.json' with { type: 'json' };
import napTrumps from '../../content/lessons/nap-trumps.json' with { type: 'json' };
import twhkJokers from '../../content/lessons/twhk-jokers.json' with { type: 'json' };
import mightyMighty from '../../content/lessons/mighty-mighty.json' with { type: 'json' };
import daifugoBasics from '../../content/lessons/daifugo-basics.json' with { type: 'json' };

export interface LessonNarrate {
  kind: 'narrate';
  text: string;
  /** Cards to show beside the text. */
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

export interface LessonTrickMove {
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

export interface LessonClimbMove {
  kind: 'move';
  prompt: string;
  position: ClimbPosition;
  /** `legal`: the play must be legal; `effect`: it must also trigger `effect`. */
  goal: 'legal' | 'effect';
  effect?: string;
  expected: string[];
  hint?: string;
}

export type LessonStepData = LessonNarrate | LessonTrickMove | LessonClimbMove;

export interface Lesson {
  id: string;
  variant: VariantId;
  title: string;
  summary: string;
  preset?: string;
  rules?: Record<string, string | number | boolean>;
  steps: LessonStepData[];
}

export const LESSONS: Readonly<Record<string, Lesson>> = Object.fromEntries(
  ([jpMighty, napTrumps, twhkJokers, mightyMighty, daifugoBasics] as unknown as Lesson[]).map((l) => [l.id, l]),
);

export function lessonById(id: string): Lesson | undefined {
  return LESSONS[id];
}

export function lessonsFor(variant: VariantId): Lesson[] {
  return Object.values(LESSONS).filter((l) => l.variant === variant);
}
