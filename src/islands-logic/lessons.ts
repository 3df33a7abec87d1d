/**
 * Checking a lesson move with the engine: is the move legal, does it reach the step's goal, and
 * what happens (the engine's reason). Pure; used by the Lesson island and the lesson tests.
 */
import { cardLabel } from '../engine/cards.ts';
import { effectNoun, effectsSentence } from '../engine/daifugo/effect-words.ts';
import type {
  Lesson,
  LessonAsk,
  LessonBid,
  LessonBury,
  LessonChoice,
  LessonClimbMove,
  LessonTrickMove,
  LessonWinner,
} from '../content-data/lessons.ts';
import { SUIT_SYMBOL } from '../engine/cards.ts';
import type { AuctionChecks } from './lesson-auction.ts';
import type { ClimbEngine, RuleChoice, TrickEngine, VariantEngine } from './engines/types.ts';
import { msg } from './msg.ts';

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
  if (step.goal === 'legal') {
    const led = p.plays[0];
    const follows = led !== undefined && led.length > 1 && card.length > 1 && led[0] === card[0];
    return {
      correct: true,
      explanation: follows
        ? `${cardLabel(card)} may be played here: it follows the suit that was led.`
        : `${cardLabel(card)} may be played here: the rules allow ${legal.map(cardLabel).join(', ')}.`,
    };
  }
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

/** Which card of a finished trick wins: the engine's winner function decides. */
export function checkWinner(engine: TrickEngine, rc: RuleChoice, step: LessonWinner, pick: number): MoveOutcome {
  const p = step.position;
  const r = engine.winner(rc, {
    trump: p.trump,
    trick: p.trick,
    plays: p.plays,
    ...(p.declared ? { declared: p.declared } : {}),
    ...(p.secretary ? { secretary: p.secretary } : {}),
    ...(p.calls ? { calls: p.calls } : {}),
  });
  const won = cardLabel(p.plays[r.winner]!);
  if (pick === r.winner) return { correct: true, explanation: `${won} wins the trick. ${r.reason}` };
  const chosen = p.plays[pick];
  return {
    correct: false,
    explanation: `${chosen ? cardLabel(chosen) : 'That card'} does not win: ${won} does. ${r.reason}`,
  };
}

export const bidWords = (b: { count: number; suit: string }) => `${b.count} ${SUIT_SYMBOL[b.suit as 'S'] ?? b.suit}`;

/** A bid after `before`: the Japanese Napoleon auction of the engine accepts it or says why not. */
export function checkBid(x: AuctionChecks, rc: RuleChoice, step: LessonBid, pick: number): MoveOutcome {
  const b = step.choices[pick];
  if (!b) return { correct: false, explanation: 'That is not one of the bids offered.' };
  const r = x.bid(rc, step.before, b);
  if (!r.ok) return { correct: false, explanation: `${bidWords(b)} is not allowed: ${r.reason}.` };
  const high = step.before.at(-1);
  return {
    correct: true,
    explanation: high
      ? `${bidWords(b)} beats the standing bid of ${bidWords(high)}.`
      : `${bidWords(b)} is a legal first bid: at least ${r.minBid} honours.`,
  };
}

/** Cards to bury: right when none is an honour, by the engine's honour count. */
export function checkBury(x: AuctionChecks, rc: RuleChoice, step: LessonBury, cards: string[]): MoveOutcome {
  if (cards.length !== step.count) {
    return { correct: false, explanation: `Choose exactly ${step.count} cards to bury, not ${cards.length}.` };
  }
  const honours = cards.filter((c) => x.honours(rc, [c]) > 0);
  const trumps = cards.filter((c) => c[0] === step.trump);
  if (honours.length > 0) {
    return {
      correct: false,
      explanation: `${honours.map(cardLabel).join(' and ')} ${honours.length === 1 ? 'is an honour' : 'are honours'}: buried honours count for the allies.`,
    };
  }
  if (trumps.length > 0) {
    return {
      correct: false,
      explanation: `${trumps.map(cardLabel).join(' and ')} ${trumps.length === 1 ? 'is a trump' : 'are trumps'}: keep trumps, they win tricks.`,
    };
  }
  return {
    correct: true,
    explanation: `${cards.map(cardLabel).join(' and ')}: no honours and no trumps, so nothing is lost.`,
  };
}

/** A question: the stated answer (and, for honour counts, the engine's count). */
export function checkChoice(
  engine: VariantEngine,
  x: AuctionChecks | undefined,
  rc: RuleChoice,
  step: LessonChoice,
  pick: number,
): MoveOutcome {
  let why = step.why;
  if (step.score) {
    const { side, ...input } = step.score;
    const n = engine.score(rc, input)[side];
    if (step.choices[step.expected] !== String(n)) {
      throw new Error(`the engine scores ${String(n)}, but the answer given is ${step.choices[step.expected]}`);
    }
  }
  if (step.honours) {
    const n = need(x).honours(rc, step.honours);
    if (step.choices[step.expected] !== String(n)) {
      throw new Error(`the engine counts ${n} honours, but the answer given is ${step.choices[step.expected]}`);
    }
  }
  if (pick === step.expected) return { correct: true, explanation: why };
  why = `"${step.choices[pick] ?? '?'}" is not right. ${why}`;
  return { correct: false, explanation: why };
}

export type LessonMove = string | string[] | number | (string | string[])[];

function need(x: AuctionChecks | undefined): AuctionChecks {
  if (!x) throw new Error('the auction rules have not loaded yet');
  return x;
}

/**
 * Check any step that asks something; never throws (an engine error becomes the explanation).
 * `x`: the auction and honour checks (`lesson-auction.ts`), needed by bid, bury and honour steps.
 */
export function checkLessonMove(
  engine: VariantEngine,
  lesson: Lesson,
  step: LessonAsk,
  move: LessonMove,
  x?: AuctionChecks,
): MoveOutcome {
  try {
    const rc = lessonRules(lesson);
    switch (step.kind) {
      case 'play-on':
        // checked card by card by play-on.ts (loaded only by lessons that play on)
        throw new Error('a play-on step is checked by play-on.ts');
      case 'winner':
        if (engine.kind !== 'trick') throw new Error('this game has no tricks');
        return checkWinner(engine, rc, step, move as number);
      case 'bid':
        return checkBid(need(x), rc, step, move as number);
      case 'bury':
        return checkBury(need(x), rc, step, move as string[]);
      case 'choice':
        return checkChoice(engine, x, rc, step, move as number);
      default:
        if (engine.kind === 'climb') return checkClimbMove(engine, rc, step as LessonClimbMove, move as string[]);
        return checkTrickMove(engine, rc, step as LessonTrickMove, move as string);
    }
  } catch (e) {
    return { correct: false, explanation: `The engine could not check this answer: ${msg(e)}` };
  }
}

/**
 * Every answer a step offers (for bury: every set of `count` cards; for play on: each first card
 * or play, followed by the expected ones).
 */
export function moveChoices(step: LessonAsk): LessonMove[] {
  switch (step.kind) {
    case 'play-on': {
      const exp = step.expected as (string | string[])[];
      const firsts: (string | string[])[] =
        'table' in step.position ? [...step.position.hand.map((x) => [...x]), []] : [...step.position.hand];
      return firsts.map((f) => [f, ...exp.slice(1)] as LessonMove);
    }
    case 'winner':
      return step.position.plays.map((_, i) => i);
    case 'bid':
    case 'choice':
      return step.choices.map((_, i) => i);
    case 'bury':
      return combinations(step.hand, step.count);
    default:
      return 'hand' in step.position ? [...step.position.hand] : step.position.choices.map((c) => [...c]);
  }
}

function combinations(xs: readonly string[], k: number): string[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [h, ...t] = xs;
  return [...combinations(t, k - 1).map((c) => [h!, ...c]), ...combinations(t, k)];
}
