/**
 * Puzzle islands' pure logic: the view model (built at build time from the engine and the
 * option declarations), answer checking (the engine decides), progress storage and puzzle links.
 */
import { cardLabel, SUIT_NAME, type Suit } from '../engine/cards.ts';
import type { DaifugoPuzzle, Puzzle, TrickPuzzle } from '../content-data/puzzle-types.ts';
import type { ClimbEngine, RuleChoice, TrickEngine, VariantEngine } from './engines/types.ts';
import { describeRules } from './rule-words.ts';
import { msg } from './compare-url.ts';
import { parseStored, type Loaded } from './storage.ts';

type R = Record<string, string | number | boolean>;
/** A puzzle's rule choice: its preset and rules, with its player count as the `players` option. */
export function puzzleRules(p: Puzzle): RuleChoice {
  const rules: R = { ...((p.rules as R | undefined) ?? {}) };
  if (p.players !== undefined) rules['players'] = p.players;
  return Object.keys(rules).length ? { preset: p.preset, rules } : { preset: p.preset };
}

export function trumpWords(trump: Suit | null): string {
  return trump === null ? 'no trumps' : `${SUIT_NAME[trump]} are trumps`;
}

function ordinal(n: number): string {
  const s = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${s}`;
}

export interface PuzzleView {
  id: string;
  variant: string;
  variantTitle: string;
  title: string;
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
}

export function puzzleView(p: Puzzle, engine: VariantEngine): PuzzleView {
  const rc = puzzleRules(p);
  const rules = describeRules(engine, rc);
  const base = {
    id: p.id,
    variant: p.variant,
    variantTitle: engine.title,
    title: p.title,
    difficulty: p.difficulty,
    rulesLine: rules.line,
    ...(p.note ? { note: p.note } : {}),
  };
  if (p.variant === 'daifugo') {
    const facts: string[] = [];
    if (p.table.reversed) facts.push('A revolution is in force (3 high, 2 low).');
    if (p.table.elevenBack) facts.push('An 11-back is in force until the pile clears.');
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
      effectChoices: ['revolution', 'eleven-back', 'eight-cut', 'nine-reverse', 'skip', 'suit-lock'],
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

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export interface Verdict {
  correct: boolean;
  explanation: string;
}

/** The engine's answer to a trick puzzle (throws when the engine refuses the puzzle). */
export function engineTrickAnswer(p: TrickPuzzle, engine: TrickEngine): { winner: number; reason: string } {
  return engine.winner(puzzleRules(p), {
    trump: p.trump,
    trick: p.trick,
    plays: p.plays,
    ...(p.declared ? { declared: p.declared } : {}),
    ...(p.secretary ? { secretary: p.secretary } : {}),
    ...(p.calls ? { calls: p.calls } : {}),
  });
}

export function checkTrickAnswer(p: TrickPuzzle, engine: TrickEngine, picked: number): Verdict {
  const r = engineTrickAnswer(p, engine);
  const w = cardLabel(p.plays[r.winner]!);
  return r.winner === picked
    ? { correct: true, explanation: `${w} wins. ${r.reason}` }
    : { correct: false, explanation: `Not ${cardLabel(p.plays[picked] ?? '?')}: ${w} wins. ${r.reason}` };
}

export interface DaifugoAnswer {
  legal: boolean;
  effects: string[];
}

export function engineDaifugoAnswer(p: DaifugoPuzzle, engine: ClimbEngine) {
  return engine.judgePlay(puzzleRules(p), p.table, p.play);
}

export function checkDaifugoAnswer(p: DaifugoPuzzle, engine: ClimbEngine, a: DaifugoAnswer): Verdict {
  const r = engineDaifugoAnswer(p, engine);
  if (!r.legal) {
    return a.legal
      ? { correct: false, explanation: `No: the play is illegal. ${capital(r.reason)}.` }
      : { correct: true, explanation: `The play is illegal. ${capital(r.reason)}.` };
  }
  const want = [...r.effects].sort().join(', ');
  const got = [...a.effects].sort().join(', ');
  const effects = r.effects.length ? `it triggers ${r.effects.join(', ')}` : 'it triggers no effect';
  if (!a.legal) return { correct: false, explanation: `No: ${r.what} is legal here, and ${effects}.` };
  return want === got
    ? { correct: true, explanation: `${capital(r.what)} is legal, and ${effects}.` }
    : { correct: false, explanation: `Legal, yes — but ${effects}.` };
}

/** A build-time check: the engine must agree with every puzzle's stated answer. Returns problems. */
export function puzzleProblems(puzzles: readonly Puzzle[], engineOf: (v: string) => VariantEngine): string[] {
  const out: string[] = [];
  for (const p of puzzles) {
    try {
      const e = engineOf(p.variant);
      if (p.variant === 'daifugo') {
        const r = engineDaifugoAnswer(p, e as ClimbEngine);
        const same =
          r.legal === p.answer.legal &&
          (!r.legal || (p.answer.legal && [...r.effects].sort().join() === [...p.answer.effects].sort().join()));
        if (!same)
          out.push(
            `puzzle "${p.id}": the engine says ${JSON.stringify(r)}, the puzzle says ${JSON.stringify(p.answer)}`,
          );
      } else {
        const r = engineTrickAnswer(p, e as TrickEngine);
        if (r.winner !== p.answer)
          out.push(
            `puzzle "${p.id}": the engine says card ${r.winner} wins (${r.reason}), the puzzle says ${p.answer}`,
          );
      }
    } catch (e) {
      out.push(`puzzle "${p.id}": ${msg(e)}`);
    }
  }
  return out;
}

// ------------------------------------------------------------------ progress

export const PROGRESS_KEY = 'etori.puzzles.v1';
export interface Progress {
  v: 1;
  solved: string[];
  bestStreak: number;
}
export const EMPTY_PROGRESS: Progress = { v: 1, solved: [], bestStreak: 0 };

export function parseProgress(raw: string | null): Loaded<Progress> {
  return parseStored<Progress>(
    raw,
    (d) => {
      if (d === null || typeof d !== 'object') return null;
      const o = d as Record<string, unknown>;
      if (o['v'] !== 1 || !Array.isArray(o['solved']) || typeof o['bestStreak'] !== 'number') return null;
      if (!o['solved'].every((x) => typeof x === 'string')) return null;
      return { v: 1, solved: o['solved'] as string[], bestStreak: Math.max(0, Math.floor(o['bestStreak'])) };
    },
    EMPTY_PROGRESS,
    'puzzle progress',
  );
}

export function markSolved(p: Progress, id: string, streak: number): Progress {
  return {
    v: 1,
    solved: p.solved.includes(id) ? p.solved : [...p.solved, id],
    bestStreak: Math.max(p.bestStreak, streak),
  };
}

/** The puzzle a link points at: `#puzzle-<id>` or `?p=<id>`; index 0 when absent or unknown. */
export function puzzleFromLocation(
  search: string,
  hash: string,
  ids: readonly string[],
): { index: number; error?: string } {
  const q = new URLSearchParams(search).get('p');
  const h = hash.startsWith('#puzzle-') ? decodeURIComponent(hash.slice('#puzzle-'.length)) : null;
  const id = h ?? q;
  if (id === null || id === '') return { index: 0 };
  const i = ids.indexOf(id);
  return i >= 0 ? { index: i } : { index: 0, error: `There is no puzzle "${id}" on this page; showing the first one.` };
}
