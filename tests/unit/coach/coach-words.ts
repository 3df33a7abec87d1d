/**
 * What the coach tests share: a game as they drive it (set up at the game's usual table), the
 * coach's facts at one of the learner's decisions, and a fact put in a language's words.
 */
import { DESCRIPTOR } from '../../../src/engine/descriptors.ts';
import { variantEntry } from '../../../src/engine/variants.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { coachFacts, type CoachFact } from '../../../src/islands-logic/coach-facts.ts';
import { coachNames, type CoachWords } from '../../../src/i18n/islands/coach.ts';

export type CoachAction = { type: string; seat?: number; [k: string]: unknown };
export type CoachState = { log: CoachAction[] };

/** A game as the coach tests drive it. */
export type CoachGame = {
  setup(o: unknown): CoachState;
  toAct(s: unknown): number[];
  legalActions(s: unknown, seat: number): CoachAction[];
  view(s: unknown, seat: number): Record<string, unknown>;
  apply(s: unknown, a: unknown): { ok: boolean; value: CoachState };
  phase(s: unknown): string;
};

/** `variant`'s game and a seeded start at its usual table, the dealer in seat 0. */
export function coachGame(variant: VariantId, seed: string): { game: CoachGame; start: CoachState } {
  const game = variantEntry(variant).game as unknown as CoachGame;
  const players = DESCRIPTOR[variant].players.default;
  return { game, start: game.setup({ ruleSet: { variant }, players, seed, dealer: 0 }) };
}

/** The coach's facts at a decision of seat `human` (default rules): its view, its legal actions, the log so far. */
export function factsAt(
  variant: VariantId,
  at: { view: unknown; legal: readonly unknown[]; log: readonly unknown[] },
  human = 0,
): CoachFact[] {
  return coachFacts({
    variant,
    engine: engineFor(variant),
    rc: {},
    view: at.view as never,
    legal: at.legal as never,
    human,
    log: at.log as never,
  });
}

/** A fact in a language's words: the language's coach, and the practice words it names seats and cards with. */
export function lineOf(coach: CoachWords, words: unknown, fact: CoachFact, human = 0): string {
  return coach.fact(fact, coachNames(words as never, human));
}
