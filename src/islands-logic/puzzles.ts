/**
 * Puzzle islands' browser-side logic: verdicts from the ENGINE'S answer (computed at build time
 * by `puzzle-views.ts`, so the page ships no rules engine), progress storage and puzzle links.
 */
import { cardLabel, SUIT_NAME, type Suit } from '../engine/cards.ts';
import { parseStored, type Loaded } from './storage.ts';

export function trumpWords(trump: Suit | null): string {
  return trump === null ? 'no trumps' : `${SUIT_NAME[trump]} are trumps`;
}

export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
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

/** The learner picked card `picked` of `plays`. */
export function trickVerdict(plays: readonly string[], a: EngineAnswer, picked: number): Verdict {
  if (a.kind !== 'trick') throw new Error('not a trick puzzle');
  const w = cardLabel(plays[a.winner]!);
  return a.winner === picked
    ? { correct: true, explanation: `${w} wins. ${a.reason}` }
    : { correct: false, explanation: `Not ${cardLabel(plays[picked] ?? '?')}: ${w} wins. ${a.reason}` };
}

export interface DaifugoAnswer {
  legal: boolean;
  effects: string[];
}

export function daifugoVerdict(r: EngineAnswer, a: DaifugoAnswer): Verdict {
  if (r.kind !== 'climb') throw new Error('not a Daifugō puzzle');
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
