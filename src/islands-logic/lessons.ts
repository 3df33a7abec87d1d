/**
 * Checking a lesson move with the engine: is the move legal, does it reach the step's goal, and
 * what happens (the engine's reason). Pure; used by the Lesson island and the lesson tests.
 */
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
import type { AuctionChecks } from './lesson-auction.ts';
import type { ClimbEngine, RuleChoice, TrickEngine, TrickSpec, TrickVerdict, VariantEngine } from './engines/types.ts';
import { trickSpecOf } from './engines/types.ts';
import { msg } from './msg.ts';

export interface MoveOutcome {
  correct: boolean;
  /** Right: the full explanation. Wrong: what is wrong about this try, never naming the right answer. */
  explanation: string;
  /** Wrong only: the right answer explained, shown when the learner asks for it ("Show the answer"). */
  answer?: string;
}

/**
 * The sentences a lesson check makes, in one language (src/i18n/islands/lesson-check.<lang>.ts,
 * loaded by the lesson island of that language when a lesson starts). Each is given the
 * engine's answer (cards, the trick spec and verdict, the Daifugō judgement) and makes its own
 * sentence, so no English reason is translated.
 */
export interface CheckWords {
  /** Between sentences (" " in English, nothing in Japanese). */
  space: string;
  /** A card in a sentence ("♥Q"). */
  card: (c: string) => string;
  /** Cards of one play ("♥5 ♠5"), or a pass. */
  play: (cards: readonly string[]) => string;
  /** The engine's reason a trick is won, in this language. */
  trickReason: (engine: TrickEngine, rc: RuleChoice, spec: TrickSpec, verdict: TrickVerdict) => string;
  /** The engine's reason a Daifugō play is refused, in this language. */
  climbReason: (reason: string) => string;
  notAllowed: (card: string, legal: readonly string[]) => string;
  /** A card the rules forbid here, said without the cards that are allowed (a lesson's wrong try). */
  notAllowedHere: (card: string) => string;
  followsSuit: (card: string) => string;
  allowed: (card: string, legal: readonly string[]) => string;
  withCard: (card: string, mine: boolean, winner: string, reason: string) => string;
  cannotPlay: (play: readonly string[], reason: string) => string;
  noEffect: (play: readonly string[], what: string, effect: string, effects: readonly string[]) => string;
  climbLegal: (play: readonly string[], what: string, effects: readonly string[]) => string;
  winnerRight: (won: string, reason: string) => string;
  /** A card that does not win, said without the one that does. */
  winnerWrong: (chosen: string | undefined) => string;
  bidNotOffered: string;
  bid: (b: { count: number; suit: string }) => string;
  bidRefused: (b: string, reason: string) => string;
  bidBeats: (b: string, high: string) => string;
  bidFirst: (b: string, minBid: number) => string;
  buryCount: (count: number, chosen: number) => string;
  buryHonours: (cards: readonly string[]) => string;
  buryTrumps: (cards: readonly string[]) => string;
  buryRight: (cards: readonly string[]) => string;
  /** An answer that is not right, said without the right one or its explanation. */
  choiceWrong: (chosen: string) => string;
  /** The right answer to a question, with why (shown on "Show the answer"). */
  choiceRight: (answer: string, why: string) => string;
  engineError: (problem: string) => string;
}

export function lessonRules(l: Lesson): RuleChoice {
  return l.rules ? { preset: l.preset, rules: l.rules } : { preset: l.preset };
}

export function checkTrickMove(
  engine: TrickEngine,
  rc: RuleChoice,
  step: LessonTrickMove,
  card: string,
  w: CheckWords,
): MoveOutcome {
  const p = step.position;
  const spec = trickSpecOf(p);
  const legal = engine.legal(rc, spec, p.hand);
  if (!legal.includes(card)) {
    return { correct: false, explanation: w.notAllowedHere(card) };
  }
  if (step.goal === 'legal') {
    const led = p.plays[0];
    const follows = led !== undefined && led.length > 1 && card.length > 1 && led[0] === card[0];
    return {
      correct: true,
      explanation: follows ? w.followsSuit(card) : w.allowed(card, legal),
    };
  }
  const plays = [...p.plays, card, ...p.after];
  const whole = { ...spec, plays };
  const r = engine.winner(rc, whole);
  const mine = r.winner === p.plays.length;
  const correct = step.goal === 'win' ? mine : !mine;
  return { correct, explanation: w.withCard(card, mine, plays[r.winner]!, w.trickReason(engine, rc, whole, r)) };
}

export function checkClimbMove(
  engine: ClimbEngine,
  rc: RuleChoice,
  step: LessonClimbMove,
  play: string[],
  w: CheckWords,
): MoveOutcome {
  const v = engine.judgePlay(rc, step.position.table, play);
  if (!v.legal) return { correct: false, explanation: w.cannotPlay(play, w.climbReason(v.reason)) };
  if (step.goal === 'effect' && !v.effects.includes(step.effect ?? '')) {
    return { correct: false, explanation: w.noEffect(play, v.what, step.effect ?? '', v.effects) };
  }
  return { correct: true, explanation: w.climbLegal(play, v.what, v.effects) };
}

/** Which card of a finished trick wins: the engine's winner function decides. */
export function checkWinner(
  engine: TrickEngine,
  rc: RuleChoice,
  step: LessonWinner,
  pick: number,
  w: CheckWords,
): MoveOutcome {
  const p = step.position;
  const spec = trickSpecOf(p);
  const r = engine.winner(rc, spec);
  if (pick !== r.winner) return { correct: false, explanation: w.winnerWrong(p.plays[pick]) };
  return { correct: true, explanation: w.winnerRight(p.plays[r.winner]!, w.trickReason(engine, rc, spec, r)) };
}

/** A bid after `before`: the Japanese Napoleon auction of the engine accepts it or says why not. */
export function checkBid(x: AuctionChecks, rc: RuleChoice, step: LessonBid, pick: number, w: CheckWords): MoveOutcome {
  const b = step.choices[pick];
  if (!b) return { correct: false, explanation: w.bidNotOffered };
  const r = x.bid(rc, step.before, b);
  if (!r.ok) return { correct: false, explanation: w.bidRefused(w.bid(b), r.reason) };
  const high = step.before.at(-1);
  return {
    correct: true,
    explanation: high ? w.bidBeats(w.bid(b), w.bid(high)) : w.bidFirst(w.bid(b), r.minBid),
  };
}

/** Cards to bury: right when none is an honour, by the engine's honour count. */
export function checkBury(
  x: AuctionChecks,
  rc: RuleChoice,
  step: LessonBury,
  cards: string[],
  w: CheckWords,
): MoveOutcome {
  if (cards.length !== step.count) {
    return { correct: false, explanation: w.buryCount(step.count, cards.length) };
  }
  const honours = cards.filter((c) => x.honours(rc, [c]) > 0);
  const trumps = cards.filter((c) => c[0] === step.trump);
  if (honours.length > 0) return { correct: false, explanation: w.buryHonours(honours) };
  if (trumps.length > 0) return { correct: false, explanation: w.buryTrumps(trumps) };
  return { correct: true, explanation: w.buryRight(cards) };
}

/** A question: the stated answer (and, for honour counts, the engine's count). */
export function checkChoice(
  engine: VariantEngine,
  x: AuctionChecks | undefined,
  rc: RuleChoice,
  step: LessonChoice,
  pick: number,
  w: CheckWords,
): MoveOutcome {
  const why = step.why;
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
  return { correct: false, explanation: w.choiceWrong(step.choices[pick] ?? '?') };
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
  x: AuctionChecks | undefined,
  w: CheckWords,
): MoveOutcome {
  try {
    const out = checkAsk(engine, lesson, step, move, x, w);
    if (out.correct || step.kind === 'play-on') return out;
    // The answer, on demand: the step's expected answer, checked and explained as a right one.
    const right = checkAsk(engine, lesson, step, step.expected as LessonMove, x, w);
    if (!right.correct) return out;
    const answer =
      step.kind === 'choice' ? w.choiceRight(step.choices[step.expected] ?? '?', step.why) : right.explanation;
    return { ...out, answer };
  } catch (e) {
    return { correct: false, explanation: w.engineError(msg(e)) };
  }
}

function checkAsk(
  engine: VariantEngine,
  lesson: Lesson,
  step: LessonAsk,
  move: LessonMove,
  x: AuctionChecks | undefined,
  w: CheckWords,
): MoveOutcome {
  const rc = lessonRules(lesson);
  switch (step.kind) {
    case 'play-on':
      // checked card by card by play-on.ts (loaded only by lessons that play on)
      throw new Error('a play-on step is checked by play-on.ts');
    case 'winner':
      if (engine.kind !== 'trick') throw new Error('this game has no tricks');
      return checkWinner(engine, rc, step, move as number, w);
    case 'bid':
      return checkBid(need(x), rc, step, move as number, w);
    case 'bury':
      return checkBury(need(x), rc, step, move as string[], w);
    case 'choice':
      return checkChoice(engine, x, rc, step, move as number, w);
    default:
      if (engine.kind === 'climb') return checkClimbMove(engine, rc, step as LessonClimbMove, move as string[], w);
      return checkTrickMove(engine, rc, step as LessonTrickMove, move as string, w);
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
