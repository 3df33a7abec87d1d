/**
 * Puzzle view models and engine answers, built at BUILD time (Astro page frontmatter, tests):
 * the variant's engine judges every puzzle, its answer and reason go to the island as props.
 */
import { ofClimb } from '../engine/descriptors.ts';
import { cardLabel, SUIT_NAME } from '../engine/cards.ts';
import type { Puzzle, TrickPuzzle, DaifugoPuzzle } from '../content-data/puzzle-types.ts';
import type { ClimbEngine, RuleChoice, TrickEngine, VariantEngine } from './engines/types.ts';
import { trickSpecOf } from './engines/types.ts';
import { describeRules } from './rule-words.ts';
import { msg } from './msg.ts';
import {
  capital,
  daifugoVerdict,
  ordinal,
  trickVerdict,
  trumpWords,
  VERDICT_EN,
  type DaifugoAnswer,
  type EngineAnswer,
  type Verdict,
} from './puzzles.ts';

type R = Record<string, string | number | boolean>;
/** A puzzle's rule choice: its preset and rules, with its player count as the `players` option. */
/** Daifugō local rules (option key, effect name, words) a puzzle may switch on. */
const LOCAL_EFFECTS: readonly (readonly [string, string, string])[] = [
  ['spadeThree', 'spade-three', 'the spade 3 return (スペ3返し)'],
  ['sevenPass', 'seven-pass', 'the seven pass (7渡し)'],
  ['tenDiscard', 'ten-discard', 'the ten discard (10捨て)'],
  ['queenBomber', 'queen-bomber', 'the queen bomber (Qボンバー)'],
  ['fiveSkip', 'five-skip', 'the five skip (5飛び)'],
  ['sandstorm', 'sandstorm', 'the sandstorm (砂嵐)'],
];

export function puzzleRules(p: Puzzle): RuleChoice {
  const rules: R = { ...((p.rules as R | undefined) ?? {}) };
  if (p.players !== undefined) rules['players'] = p.players;
  return Object.keys(rules).length ? { preset: p.preset, rules } : { preset: p.preset };
}

/**
 * What a puzzle is about, in words that do not give its answer away (the title often does: "The
 * mighty"). Keyed by the puzzle's `teaches`; anything else is a plain trick or Daifugō puzzle.
 */
const THEMES: readonly [string, readonly string[]][] = [
  ['Following suit', ['led-suit', 'follow-suit', 'no-trump']],
  ['Trumps', ['trumps', 'trumps-by-lead', 'trumpsFirstTrick']],
  ['Jokers', ['joker', 'jokers', 'jokerFirstLast', 'jokerLead', 'jokerLeadFirstTrick', 'jokerLedRank', 'jokerRank']],
  ['Jokers', ['led-joker', 'lone-joker', 'summon', 'ripper', 'club3CallsJoker']],
  ['Misère', ['misere']],
  ['What may be played', ['deck', 'forms', 'stairs', 'unskippable23', 'higher-rank']],
  ['Effects', ['revolution', 'elevenBack', 'eightCut', 'nineReverse', 'skip', 'suitLock']],
];

export function puzzleTheme(p: Puzzle): string {
  const found = THEMES.find(([, keys]) => keys.includes(p.teaches));
  if (found) return found[0];
  return ofClimb(p) ? 'What may be played' : 'Special cards';
}

export interface PuzzleView {
  id: string;
  variant: string;
  variantTitle: string;
  title: string;
  /** What the puzzle is about, without its answer ("Special cards"): named so until solved. */
  theme: string;
  difficulty: number;
  rulesLine: string;
  /** Lines such as "Hearts are trumps", "Trick 5 of 10". */
  facts: string[];
  /** Trick puzzles: the cards in order with who played them. */
  plays: { card: string; who: string }[];
  /** Daifugō puzzles: the pile (oldest first) and the play to judge. */
  pile?: string[][];
  play?: string[];
  question: string;
  note?: string;
  /** Daifugō: the effects the learner may tick. */
  effectChoices?: string[];
  /** The engine's answer (checked against the puzzle's stated answer at build time). */
  answer: EngineAnswer;
}

/** The engine's answer to a puzzle (throws when the engine refuses the puzzle). */
export function engineAnswer(p: Puzzle, engine: VariantEngine): EngineAnswer {
  if (ofClimb(p)) {
    const r = (engine as ClimbEngine).judgePlay(puzzleRules(p), p.table, p.play);
    return r.legal
      ? { kind: 'climb', legal: true, effects: r.effects, what: r.what }
      : { kind: 'climb', legal: false, reason: r.reason };
  }
  const r = (engine as TrickEngine).winner(puzzleRules(p), trickSpecOf(p));
  return { kind: 'trick', winner: r.winner, reason: r.reason };
}

export function puzzleView(p: Puzzle, engine: VariantEngine): PuzzleView {
  const rc = puzzleRules(p);
  const rules = describeRules(engine, rc);
  const base = {
    id: p.id,
    variant: p.variant,
    variantTitle: engine.title,
    title: p.title,
    theme: puzzleTheme(p),
    difficulty: p.difficulty,
    rulesLine: rules.line,
    answer: engineAnswer(p, engine),
    ...(p.note ? { note: p.note } : {}),
  };
  if (ofClimb(p)) {
    const facts: string[] = [];
    for (const [key, , words] of LOCAL_EFFECTS) {
      if ((p.rules as Record<string, unknown> | undefined)?.[key] === true) facts.push(`Local rule in play: ${words}.`);
    }
    if (p.table.reversed) facts.push('A revolution is in force (3 high, 2 low).');
    if (p.table.elevenBack) facts.push('A jack back is in force until the pile clears.');
    if (p.table.lockedSuits.length)
      facts.push(`Locked suits: ${p.table.lockedSuits.map((s) => SUIT_NAME[s]).join(', ')}.`);
    if (p.table.pile.length === 0) facts.push('The pile is empty: this play leads.');
    return {
      ...base,
      facts,
      plays: [],
      pile: p.table.pile,
      play: p.play,
      question: `Is playing ${p.play.map(cardLabel).join(' ')} legal here, and what happens?`,
      effectChoices: [
        'revolution',
        'eleven-back',
        'eight-cut',
        'nine-reverse',
        'skip',
        'suit-lock',
        // The popular local rules' effects, offered where the puzzle switches them on.
        ...LOCAL_EFFECTS.filter(([key]) => (p.rules as Record<string, unknown> | undefined)?.[key] === true).map(
          ([, effect]) => effect,
        ),
      ],
    };
  }
  const te = engine as TrickEngine;
  const facts = [`${capital(trumpWords(p.trump))}.`, `Trick ${p.trick} of ${te.totalTricks(rc)}.`];
  if (p.declared) facts.push(`The leader named ${SUIT_NAME[p.declared]}.`);
  if (p.secretary) facts.push(`The secretary card is ${cardLabel(p.secretary)}.`);
  if (p.calls?.summon) facts.push('The leader summoned a joker.');
  if (p.calls?.ripper) facts.push('The leader called the joker with the ripper.');
  return {
    ...base,
    facts,
    plays: p.plays.map((card, i) => ({ card, who: i === 0 ? 'led' : `${ordinal(i + 1)} to play` })),
    question: 'Who wins this trick? Pick the winning card.',
  };
}

export function checkTrickAnswer(p: TrickPuzzle, engine: TrickEngine, picked: number): Verdict {
  return trickVerdict(p.plays, engineAnswer(p, engine), picked, VERDICT_EN);
}

export function checkDaifugoAnswer(p: DaifugoPuzzle, engine: ClimbEngine, a: DaifugoAnswer): Verdict {
  return daifugoVerdict(engineAnswer(p, engine), a, VERDICT_EN);
}

/** A build-time check: the engine must agree with every puzzle's stated answer. Returns problems. */
export function puzzleProblems(puzzles: readonly Puzzle[], engineOf: (v: string) => VariantEngine): string[] {
  const out: string[] = [];
  for (const p of puzzles) {
    try {
      const r = engineAnswer(p, engineOf(p.variant));
      if (ofClimb(p)) {
        const same =
          r.kind === 'climb' &&
          r.legal === p.answer.legal &&
          (!r.legal || (p.answer.legal && [...r.effects].sort().join() === [...p.answer.effects].sort().join()));
        if (!same)
          out.push(
            `puzzle "${p.id}": the engine says ${JSON.stringify(r)}, the puzzle says ${JSON.stringify(p.answer)}`,
          );
      } else if (r.kind !== 'trick' || r.winner !== p.answer) {
        out.push(`puzzle "${p.id}": the engine says ${JSON.stringify(r)}, the puzzle says card ${p.answer} wins`);
      }
    } catch (e) {
      out.push(`puzzle "${p.id}": ${msg(e)}`);
    }
  }
  return out;
}
