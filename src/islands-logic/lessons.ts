/**
 * Checking a lesson move with the engine: is the move legal, does it reach the step's goal, and
 * what happens (the engine's reason). Pure; used by the Lesson island and the lesson tests.
 */
import { cardLabel } from '../engine/cards.ts';
import { effectNoun, effectsSentence } from '../engine/daifugo/effect-words.ts';
import type { Lesson, LessonClimbMove, LessonTrickMove } from '../content-data/lessons.ts';
import type { ClimbEngine, RuleChoice, TrickEngine, VariantEngine } from './engines/types.ts';
import { msg } from './compare-url.ts';

export interface MoveOutcome {
  correct: boolean;
  explanation: string;
}

export function lessonRules(l: Lesson): RuleChoice {
  return l.rules ? { preset: l.preset, rules: l.rules } : { preset: l.preset };
}

export function checkTrickMove(engine: TrickEngine, rc: RuleChoice, step: LessonTrickMove, card: string): MoveOutcome {
  const p = step.position;
  const spec = {
    trump: p.trump,
    trick: p.trick,
    plays: p.plays,
    ...(p.declared ? { declared: p.declared } : {}),
    ...(p.secretary ? { secretary: p.secretary } : {}),
    ...(p.calls ? { calls: p.calls } : {}),
  };
  const legal = engine.legal(rc, spec, p.hand);
  if (!legal.includes(card)) {
    return {
      correct: false,
      explanation: `${cardLabel(card)} may not be played here: the rules allow only ${legal.map(cardLabel).join(', ')}.`,
    };
  }
  if (step.goal === 'legal') return { correct: true, explanation: `${cardLabel(card)} may be played here.` };
  const plays = [...p.plays, card, ...p.after];
  const r = engine.winner(rc, { ...spec, plays });
  const mine = r.winner === p.plays.length;
  const correct = step.goal === 'win' ? mine : !mine;
  const who = mine ? `your ${cardLabel(card)} wins the trick` : `${cardLabel(plays[r.winner]!)} wins the trick`;
  return { correct, explanation: `With ${cardLabel(card)}, ${who}. ${r.reason}` };
}

export function checkClimbMove(
  engine: ClimbEngine,
  rc: RuleChoice,
  step: LessonClimbMove,
  play: string[],
): MoveOutcome {
  const words = play.map(cardLabel).join(' ');
  const v = engine.judgePlay(rc, step.position.table, play);
  if (!v.legal) return { correct: false, explanation: `${words} cannot be played: ${v.reason}.` };
  if (step.goal === 'effect' && !v.effects.includes(step.effect ?? '')) {
    return {
      correct: false,
      explanation: `${words} is legal (${v.what}) but does not trigger ${effectNoun(step.effect ?? '')}: ${effectsSentence(v.effects)}.`,
    };
  }
  return { correct: true, explanation: `${words} is legal (${v.what}); ${effectsSentence(v.effects)}.` };
}

export type LessonMove = string | string[];

/** Check any move step; never throws (an engine error becomes the explanation). */
export function checkLessonMove(
  engine: VariantEngine,
  lesson: Lesson,
  step: LessonTrickMove | LessonClimbMove,
  move: LessonMove,
): MoveOutcome {
  try {
    const rc = lessonRules(lesson);
    if (engine.kind === 'climb') return checkClimbMove(engine, rc, step as LessonClimbMove, move as string[]);
    return checkTrickMove(engine, rc, step as LessonTrickMove, move as string);
  } catch (e) {
    return { correct: false, explanation: `The engine could not check this move: ${msg(e)}` };
  }
}

/** The moves a step offers: the hand's cards, or the listed plays. */
export function moveChoices(step: LessonTrickMove | LessonClimbMove): LessonMove[] {
  return 'hand' in step.position ? [...step.position.hand] : step.position.choices.map((c) => [...c]);
}
