/**
 * The lesson schema and its engine check, run at build time (the Lesson and Course components
 * throw, naming the lesson) and by tests/unit/islands/lessons.test.ts: every step has the fields
 * of its kind, every expected answer is right by the engine, and some other answer is not.
 */
import type { CoachedHand, Lesson, LessonAsk, PlayOnClimb, PlayOnTrick } from './lessons.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import {
  checkLessonMove,
  lessonRules,
  moveChoices,
  type LessonMove,
  type MoveOutcome,
} from '../islands-logic/lessons.ts';
import { checkPlayOnDeal } from '../islands-logic/play-on.ts';
import type { VariantEngine } from '../islands-logic/engines/types.ts';
import { auctionChecks } from '../islands-logic/lesson-auction.ts';
import { PLAY_ON_EN } from '../i18n/islands/lesson-check.en.ts';
import { VARIANT_IDS, type VariantId } from '../engine/options.ts';
import { ruleFacts } from './rule-facts.ts';
import { DESCRIPTOR } from '../engine/descriptors.ts';
import { dealsFor } from './deals.ts';
import { dealLinkId } from './translations.ts';

const ASK_KINDS = new Set(['move', 'winner', 'bid', 'bury', 'choice', 'play-on']);

/** Check any step's answer with the engine (a play-on answer is the whole list of the learner's cards). */
export function checkStep(engine: VariantEngine, lesson: Lesson, step: LessonAsk, move: LessonMove): MoveOutcome {
  if (step.kind === 'play-on') {
    return checkPlayOnDeal(engine, lessonRules(lesson), step, move as (string | string[])[], PLAY_ON_EN);
  }
  return checkLessonMove(engine, lesson, step, move, auctionChecks, PLAY_ON_EN);
}

/** Problems with one lesson, each naming the step; empty when the lesson is sound. */
export function lessonProblems(lesson: Lesson): string[] {
  const out: string[] = [];
  const at = (i: number, m: string) => out.push(`step ${i + 1}: ${m}`);
  if (typeof lesson.id !== 'string' || !/^[a-z0-9-]+$/.test(lesson.id)) out.push('the id must be lower-case words');
  if (!VARIANT_IDS.includes(lesson.variant)) out.push(`unknown game "${String(lesson.variant)}"`);
  if (typeof lesson.title !== 'string' || lesson.title === '') out.push('a title is required');
  if (!Array.isArray(lesson.steps)) return [...out, 'steps must be a list'];
  if (lesson.steps.length < 3 || lesson.steps.length > 8) out.push(`3 to 8 steps, not ${lesson.steps.length}`);
  if (!lesson.steps.some((s) => s.kind !== 'narrate')) out.push('at least one step must ask something');
  const ids = new Set<string>();
  lesson.steps.forEach((step, i) => {
    const id = (step as { id?: unknown }).id;
    if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) at(i, 'a step needs an id (lower-case, like "s1")');
    else if (ids.has(id)) at(i, `the step id "${id}" is used twice`);
    else ids.add(id);
  });
  out.push(...dealLinkProblems(lesson));
  if (out.length > 0) return out;
  const engine = engineFor(lesson.variant);
  lesson.steps.forEach((step, i) => {
    if (step.kind === 'narrate') {
      if (typeof step.text !== 'string' || step.text === '') at(i, 'a reading step needs text');
      return;
    }
    if (!ASK_KINDS.has(step.kind)) {
      at(i, `unknown kind "${String((step as { kind: unknown }).kind)}"`);
      return;
    }
    const s = step as LessonAsk;
    if (typeof s.prompt !== 'string' || s.prompt === '') at(i, 'a question needs a prompt');
    if (s.kind === 'play-on') {
      const p = s.position as Partial<PlayOnTrick & PlayOnClimb> | undefined;
      if (!p || !Array.isArray(p.hand) || !Array.isArray(p.others) || typeof p.leader !== 'number') {
        at(i, 'a play-on step needs the hand, the others and the leader');
        return;
      }
      if (!('table' in p) && (typeof p.tricks !== 'number' || p.tricks < 1 || p.tricks > 2)) {
        at(i, 'a play-on step plays 1 or 2 tricks');
        return;
      }
      if (!Array.isArray(s.expected) || s.expected.length === 0) {
        at(i, "a play-on step's answer is the list of the learner's cards");
        return;
      }
    }
    if (s.kind === 'bury') {
      const widow = ruleFacts(lesson.variant, lessonRules(lesson)).widow;
      if (widow !== undefined && s.count !== widow)
        at(i, `Napoleon buries as many cards as the widow holds: ${widow} under these rules, not ${s.count}`);
    }
    const right = checkStep(engine, lesson, s, s.expected);
    if (!right.correct) at(i, `the expected answer is wrong: ${right.explanation}`);
    const key = JSON.stringify(s.expected);
    const choices = moveChoices(s);
    if (!choices.some((c) => JSON.stringify(c) === key)) at(i, 'the expected answer is not among the choices');
    const wrong = choices.filter((c) => JSON.stringify(c) !== key && !checkStep(engine, lesson, s, c).correct);
    if (wrong.length === 0) at(i, 'every choice is right: the step teaches nothing');
  });
  return out;
}

/** Problems with a lesson's link to an explained deal: it must name one of its own game's deals. */
function dealLinkProblems(lesson: Lesson): string[] {
  if ((lesson as { dealTitle?: unknown }).dealTitle !== undefined)
    return ['the deal title is taken from the deal at build time: leave "dealTitle" out of the lesson'];
  if (lesson.dealLink === undefined) return [];
  const id = dealLinkId(lesson);
  if (id === undefined)
    return [`the deal link "${String(lesson.dealLink)}" must be /${String(lesson.variant)}/deals/#<deal id>`];
  const deals = dealsFor(lesson.variant)?.deals ?? [];
  if (deals.some((d) => d.id === id)) return [];
  const known = deals.map((d) => d.id).join(', ');
  return [
    `the deal link names "${id}", which is not one of the ${String(lesson.variant)} deals` +
      (known ? ` (${known})` : ' (the game has no explained deals)'),
  ];
}

/** Throw naming the first unsound lesson (the build fails). */
export function assertLessons(lessons: readonly Lesson[]): void {
  for (const l of lessons) {
    const p = lessonProblems(l);
    if (p.length > 0) throw new Error(`lesson "${String(l.id)}" is wrong: ${p.join('; ')}`);
  }
}

/** The phases of each game's hand, in order, as the practice table names them (rule-facts.ts). */
const EXTRA_PHASES = new Set(['handOver']);

/** Problems with a course's coached hand; empty when it is sound. */
export function coachedProblems(variant: VariantId, c: CoachedHand | undefined): string[] {
  if (!c) return ['the course has no coached hand'];
  const out: string[] = [];
  if (typeof c.seed !== 'string' || c.seed === '') out.push('the coached hand needs a seed');
  if (!['easy', 'normal', 'strong'].includes(c.level)) out.push(`unknown level "${String(c.level)}"`);
  let players = 0;
  try {
    players = engineFor(variant).players({});
  } catch {
    /* reported below */
  }
  if (!Number.isInteger(c.seat) || c.seat < 0 || c.seat >= players)
    out.push(`seat ${String(c.seat)} is not at the table`);
  const phases = DESCRIPTOR[variant].phases;
  for (const ph of phases) if (!c.phases?.[ph]) out.push(`no introduction for the phase "${ph}"`);
  for (const [k, text] of Object.entries(c.phases ?? {})) {
    const ph = k.replace(/\.you$/, '');
    if (!phases.includes(ph) && !EXTRA_PHASES.has(ph)) out.push(`"${k}" is not a phase of this game`);
    if (typeof text !== 'string' || text.trim() === '') out.push(`the introduction to "${k}" is empty`);
  }
  return out;
}

/** Throw naming the course whose coached hand is unsound (the build fails). */
export function assertCoached(variant: VariantId, c: CoachedHand | undefined): void {
  const p = coachedProblems(variant, c);
  if (p.length > 0) throw new Error(`the ${variant} coached hand is wrong: ${p.join('; ')}`);
}
