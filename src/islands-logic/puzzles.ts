/**
 * Puzzle islands' browser-side logic: verdicts from the ENGINE'S answer (computed at build time
 * by `puzzle-views.ts`, so the page ships no rules engine), progress storage and puzzle links.
 */
import { cardLabel, SUIT_NAME, type Suit } from '../engine/cards.ts';
import { effectsSentence } from '../engine/daifugo/effect-words.ts';
import { visibleText } from '../engine/safe.ts';
import * as v from 'valibot';
import { parseKind, shortText, whole, type Loaded, type StoredKind } from './storage.ts';

export function trumpWords(trump: Suit | null): string {
  return trump === null ? 'no trumps' : `${SUIT_NAME[trump]} are trumps`;
}

export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const t = n % 100;
  const s = t >= 11 && t <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${s}`;
}

/** "1 move", "3 moves". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What the engine says about a puzzle (the judge's answer and reason). */
export type EngineAnswer =
  | { kind: 'trick'; winner: number; reason: string }
  | { kind: 'climb'; legal: true; effects: string[]; what: string }
  | { kind: 'climb'; legal: false; reason: string };

export interface Verdict {
  correct: boolean;
  explanation: string;
}

/**
 * The sentences of a verdict in one language (the puzzle catalogue's `verdict`): `card` is a card
 * code, `reason` the engine's reason already in that language (the view carries it), `what` the
 * play in words and `effects` the engine's effect ids.
 */
export interface VerdictWords {
  notThat(card: string): string;
  legalWrongEffects: string;
  tryAgain: string;
  trickSolution(card: string, reason: string): string;
  daifugoLegal(what: string, effects: readonly string[]): string;
  daifugoIllegal(reason: string): string;
}

export const VERDICT_EN: VerdictWords = {
  notThat: (card) => `Not that one — try again. ${cardLabel(card)} does not win this trick.`,
  legalWrongEffects: 'Legal, yes — but not those effects. Try again.',
  tryAgain: 'Not that one — try again.',
  trickSolution: (card, reason) => `${cardLabel(card)} wins. ${reason}`,
  daifugoLegal: (what, effects) => `${capital(what)} is legal, and ${effectsSentence(effects)}.`,
  daifugoIllegal: (reason) => `The play is illegal. ${capital(reason)}.`,
};

/**
 * The learner picked card `picked` of `plays`. A wrong answer never names the winning card (the
 * learner tries again, or asks for the solution: `trickSolution`).
 */
export function trickVerdict(plays: readonly string[], a: EngineAnswer, picked: number, w: VerdictWords): Verdict {
  if (a.kind !== 'trick') throw new Error('not a trick puzzle');
  return a.winner === picked
    ? { correct: true, explanation: trickSolution(plays, a, w) }
    : { correct: false, explanation: w.notThat(plays[picked] ?? '?') };
}

/** The answer and the engine's reason: "♣K wins. …". */
export function trickSolution(plays: readonly string[], a: EngineAnswer, w: VerdictWords): string {
  if (a.kind !== 'trick') throw new Error('not a trick puzzle');
  return w.trickSolution(plays[a.winner]!, a.reason);
}

export interface DaifugoAnswer {
  legal: boolean;
  effects: string[];
}

/** A wrong answer says "try again" without giving the answer (that is `daifugoSolution`). */
export function daifugoVerdict(r: EngineAnswer, a: DaifugoAnswer, w: VerdictWords): Verdict {
  if (r.kind !== 'climb') throw new Error('not a Daifugō puzzle');
  const right =
    r.legal === a.legal && (!r.legal || [...r.effects].sort().join(', ') === [...a.effects].sort().join(', '));
  if (right) return { correct: true, explanation: daifugoSolution(r, w) };
  if (r.legal && a.legal) return { correct: false, explanation: w.legalWrongEffects };
  return { correct: false, explanation: w.tryAgain };
}

/** The engine's answer in words: "The play is illegal. …" or "A pair is legal, and it triggers …". */
export function daifugoSolution(r: EngineAnswer, w: VerdictWords): string {
  if (r.kind !== 'climb') throw new Error('not a Daifugō puzzle');
  return r.legal ? w.daifugoLegal(r.what, r.effects) : w.daifugoIllegal(r.reason);
}

// ------------------------------------------------------------------ progress

export const PROGRESS_KEY = 'etori.puzzles.v1';
export interface Progress {
  v: 1;
  solved: string[];
  bestStreak: number;
  /** The current streak (puzzles solved at the first try in a row), kept across visits. */
  streak: number;
}
export const EMPTY_PROGRESS: Progress = { v: 1, solved: [], bestStreak: 0, streak: 0 };

/** The stored form: solved ids, and streaks below a million (more is damage, not skill). */
const PROGRESS = v.object({
  v: v.literal(1),
  solved: v.pipe(v.array(shortText(80)), v.maxLength(5000)),
  bestStreak: whole(0, 999_999),
  // Data from before the streak was stored has none: it starts at 0, silently.
  streak: v.optional(whole(0, 999_999), 0),
});

/**
 * Stored progress. Unreadable data gives empty progress and a notice; a bad streak or best streak
 * alone is reset (with a notice) and the solved puzzles are kept — progress is never dropped for
 * a damaged counter.
 */
export const PROGRESS_KIND: StoredKind<Progress> = {
  key: PROGRESS_KEY,
  backup: 'etori.puzzles.backup',
  version: 1,
  what: 'puzzle progress',
  schema: PROGRESS,
  empty: EMPTY_PROGRESS,
  repair: (d) => {
    const o = d as { v?: unknown; solved?: unknown };
    if (o === null || typeof o !== 'object' || o.v !== 1 || !Array.isArray(o.solved)) return null;
    const solved = o.solved.filter((x): x is string => typeof x === 'string' && x.length <= 80).slice(0, 5000);
    const counter = (x: unknown) => (v.is(whole(0, 999_999), x) ? x : 0);
    const r = d as { bestStreak?: unknown; streak?: unknown };
    return {
      value: { v: 1, solved, bestStreak: counter(r.bestStreak), streak: counter(r.streak) },
      notice:
        'Part of your saved puzzle progress could not be read, so your streak was reset; solved puzzles are kept.',
    };
  },
};

export function parseProgress(raw: string | null): Loaded<Progress> {
  return parseKind(PROGRESS_KIND, raw);
}

export function markSolved(p: Progress, id: string, streak: number): Progress {
  return {
    v: 1,
    solved: p.solved.includes(id) ? p.solved : [...p.solved, id],
    bestStreak: Math.max(p.bestStreak, streak),
    streak,
  };
}

export function withStreak(p: Progress, streak: number): Progress {
  return { ...p, streak, bestStreak: Math.max(p.bestStreak, streak) };
}

/**
 * A puzzle's name in a link (`#puzzle-<code>`): a short code made from its id (FNV-1a, base 36),
 * so the address does not give the answer away the way the id does ("jp-ura-jack-stays-diamond").
 */
export function puzzleCode(id: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return `p${h.toString(36)}`;
}

/** The link to a puzzle on its page: `#puzzle-<code>` (puzzleCode). */
export const puzzleHash = (id: string): string => `#puzzle-${puzzleCode(id)}`;

/**
 * The puzzle a link points at: `#puzzle-<code>` (puzzleCode), or an older link's `#puzzle-<id>` or
 * `?p=<id>`; index 0 when absent or unknown.
 */
export function puzzleFromLocation(
  search: string,
  hash: string,
  ids: readonly string[],
): { index: number; error?: string; missing?: string } {
  const q = new URLSearchParams(search).get('p');
  let h: string | null = null;
  if (hash.startsWith('#puzzle-')) {
    try {
      h = decodeURIComponent(hash.slice('#puzzle-'.length));
    } catch {
      h = hash.slice('#puzzle-'.length); // a malformed escape: the text as it is
    }
  }
  const id = h ?? q;
  if (id === null || id === '') return { index: 0 };
  const i = ids.findIndex((x) => x === id || puzzleCode(x) === id);
  // Quoted as a link notice quotes (rules-url.ts quote), without pulling the link reader into the page.
  const flat = visibleText(id.replace(/\s+/g, ' '));
  const shown = flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
  return i >= 0
    ? { index: i }
    : { index: 0, missing: shown, error: `There is no puzzle "${shown}" on this page; showing the first one.` };
}
