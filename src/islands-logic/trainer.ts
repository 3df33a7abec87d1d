/**
 * The puzzle trainer's pure logic: Glicko-2 ratings (the learner's and each puzzle's), puzzle
 * ratings seeded from difficulty signals, "next puzzle at my level", the daily puzzle and the
 * stored trainer state (one versioned localStorage key, `etori.trainer.v1`).
 *
 * Glicko-2 follows Glickman, "Example of the Glicko-2 system" (2013): τ = 0.5, ratings on the
 * Glicko scale (1500 / 350 / 0.06 for a newcomer), one game per rating period.
 */
import * as v from 'valibot';
import { parseKind, recordOf, shortText, whole, type Loaded, type StoredKind } from './storage.ts';

export interface Rating {
  /** Rating (Glicko scale). */
  r: number;
  /** Rating deviation. */
  rd: number;
  /** Volatility. */
  vol: number;
}

export const NEW_LEARNER: Rating = { r: 1500, rd: 350, vol: 0.06 };
const SCALE = 173.7178;
const TAU = 0.5;
const EPSILON = 0.000001;

/**
 * One rating period of Glicko-2: `player` against each opponent with the score (1 win, 0 loss,
 * 0.5 draw). With no games only the deviation grows.
 */
export function glicko2(player: Rating, games: readonly { opponent: Rating; score: number }[]): Rating {
  const mu = (player.r - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (games.length === 0) {
    return { ...player, rd: Math.sqrt(phi * phi + player.vol * player.vol) * SCALE };
  }
  const g = (p: number) => 1 / Math.sqrt(1 + (3 * p * p) / (Math.PI * Math.PI));
  let vInv = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.r - 1500) / SCALE;
    const gJ = g(opponent.rd / SCALE);
    const e = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    vInv += gJ * gJ * e * (1 - e);
    sum += gJ * (score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  // The new volatility: Illinois algorithm on f(x) (step 5 of the paper).
  const a = Math.log(player.vol * player.vol);
  const f = (x: number) => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (TAU * TAU);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    B = a - k * TAU;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; i < 100 && Math.abs(B - A) > EPSILON; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { r: muNew * SCALE + 1500, rd: phiNew * SCALE, vol };
}

/**
 * The signals a puzzle's starting rating is seeded from. Endgame signals come from the exact
 * solver and deduction signals from who-holds, both computed at build time
 * (`content-data/position-puzzles.ts` `endgameSignals` / `deductionSignals`).
 */
export interface DifficultySignals {
  /** The puzzle's `difficulty` (1 easy … 3 hard). */
  difficulty: number;
  /** Endgames: tricks left to play. */
  tricksLeft?: number;
  /** Endgames: legal cards at the side's first turn, the critical trick (more to choose from is harder). */
  alternatives?: number;
  /** Endgames: cards among those that keep the target (fewer of the legal ones is harder). */
  winning?: number;
  /** Endgames: the side's turns on the solver's line with exactly one right card. */
  onlyMoves?: number;
  /** Endgames: positions the solver searched (a deeper tree is harder to see through). */
  nodes?: number;
  /** Deductions: tricks to read. */
  tricksSeen?: number;
  /** Deductions: seats ruled out by a play. */
  ruledOut?: number;
  /** Deductions: a seat is ruled out only by counting cards. */
  counting?: boolean;
}

const more = (x: number | undefined, from: number) => (x === undefined ? 0 : Math.max(0, x - from));

/**
 * A puzzle's starting rating: 1300 / 1500 / 1700 for difficulty 1 / 2 / 3, then
 * - an endgame: +40 per trick left beyond two, +25 per legal card beyond two at the critical
 *   trick, up to +100 as the share of winning cards among the legal ones falls
 *   (100 × (1 − winning / legal)), +40 per further only move on the solver's line, and +30 per
 *   power of ten of positions searched beyond a hundred;
 * - a deduction: +60 per further seat ruled out by a play, +100 when one is ruled out only by
 *   counting cards, +15 per trick to read beyond two;
 * kept in 800…2400, with the deviation of an unplayed puzzle (200).
 */
export function seedRating(s: DifficultySignals): Rating {
  const d = Number.isFinite(s.difficulty) ? s.difficulty : 2;
  let r = 1300 + 200 * (d - 1);
  r += 40 * more(s.tricksLeft, 2);
  r += 25 * more(s.alternatives, 2);
  if (s.alternatives !== undefined && s.winning !== undefined && s.alternatives > 0)
    r += 100 * (1 - Math.min(s.winning, s.alternatives) / s.alternatives);
  r += 40 * more(s.onlyMoves, 1);
  if (s.nodes !== undefined && s.nodes > 0) r += 30 * Math.max(0, Math.log10(s.nodes) - 2);
  r += 60 * more(s.ruledOut, 1);
  if (s.counting) r += 100;
  r += 15 * more(s.tricksSeen, 2);
  return { r: Math.round(Math.min(2400, Math.max(800, r))), rd: 200, vol: 0.06 };
}

// ------------------------------------------------------------------ choosing puzzles

/** The kinds of puzzle the trainer serves, and how a learner reads each. */
export type TrainerKind = 'trick' | 'endgame' | 'deduction';
export const KIND_WORDS: Readonly<Record<TrainerKind, string>> = {
  trick: 'One trick',
  endgame: 'Play it out',
  deduction: 'Who holds the card',
};

export interface TrainerPuzzle {
  id: string;
  /** Trick puzzles (and Daifugō plays) are `trick`. */
  kind?: TrainerKind;
  /** The theme in words ("Trumps"). */
  theme: string;
  /** The game's name in words. */
  game: string;
  rating: Rating;
}

/**
 * The puzzle at the learner's level: among those not done yet (all of them, once every one is
 * done), the one whose rating is closest to the learner's; ties go to the lower id. `null` for
 * an empty list.
 */
export function nextAtLevel(
  puzzles: readonly TrainerPuzzle[],
  learner: number,
  done: ReadonlySet<string>,
  not?: string,
): TrainerPuzzle | null {
  let pool = puzzles.filter((p) => !done.has(p.id) && p.id !== not);
  if (pool.length === 0) pool = puzzles.filter((p) => p.id !== not);
  if (pool.length === 0) pool = [...puzzles];
  let best: TrainerPuzzle | null = null;
  for (const p of pool) {
    const d = Math.abs(p.rating.r - learner);
    const bd = best ? Math.abs(best.rating.r - learner) : Infinity;
    if (d < bd || (d === bd && best && p.id < best.id)) best = p;
  }
  return best;
}

/**
 * Streak mode (as on lichess): the easiest puzzle not yet met in this run, then harder ones;
 * `null` when the run has met every puzzle.
 */
export function nextInStreak(puzzles: readonly TrainerPuzzle[], run: ReadonlySet<string>): TrainerPuzzle | null {
  const pool = puzzles.filter((p) => !run.has(p.id));
  pool.sort((a, b) => a.rating.r - b.rating.r || (a.id < b.id ? -1 : 1));
  return pool[0] ?? null;
}

/** The UTC date of `now` as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** FNV-1a, 32 bits. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The puzzle of the day: the same for everyone on one UTC date (ids sorted, so order does not matter). */
export function dailyPuzzleId(ids: readonly string[], day: string): string | null {
  if (ids.length === 0) return null;
  const sorted = [...ids].sort();
  return sorted[hash(`etori-daily-${day}`) % sorted.length]!;
}

export interface TrainerFilter {
  theme: string;
  game: string;
  kind: TrainerKind | '';
}

/** The puzzles a filter keeps (an empty field keeps every value). */
export function filterPuzzles<P extends TrainerPuzzle>(puzzles: readonly P[], f: TrainerFilter): P[] {
  return puzzles.filter(
    (p) =>
      (f.theme === '' || p.theme === f.theme) &&
      (f.game === '' || p.game === f.game) &&
      (f.kind === '' || (p.kind ?? 'trick') === f.kind),
  );
}

/** The themes of a set of puzzles, in words, each once, in alphabetical order. */
export function themesOf(puzzles: readonly { theme: string }[]): string[] {
  return [...new Set(puzzles.map((p) => p.theme))].sort();
}

// ------------------------------------------------------------------ storage

export const TRAINER_KEY = 'etori.trainer.v1';

export interface TrainerState {
  v: 1;
  learner: Rating;
  /** Puzzles rated so far (in this trainer). */
  played: number;
  /** Puzzles met in the trainer, in order (not offered again at "my level" until all are done). */
  done: string[];
  /** Puzzle ratings adjusted by results, by puzzle id (absent: the seeded rating). */
  puzzles: Record<string, Rating>;
  bestStreak: number;
  /** Puzzles to redo: missed at the first try and not solved since, the latest first (absent: none yet). */
  missed?: string[];
}

/** The most puzzles the miss list keeps (the oldest give way). */
export const MAX_MISSED = 200;

/**
 * The miss list after a result: a puzzle missed (score 0) goes to the front, once; one solved at
 * the first try (score 1) leaves it.
 */
export function noteMiss(missed: readonly string[] = [], id: string, score: 0 | 1): string[] {
  const rest = missed.filter((m) => m !== id);
  return score === 1 ? rest : [id, ...rest].slice(0, MAX_MISSED);
}

export const EMPTY_TRAINER: TrainerState = {
  v: 1,
  learner: NEW_LEARNER,
  played: 0,
  done: [],
  puzzles: {},
  bestStreak: 0,
};

/**
 * A rating as Glicko-2 can make it: 0 to 4000, a deviation of 1 to 350 and a volatility of
 * 0.0001 to 1 (real results never take them outside).
 */
const RATING = v.object({
  r: v.pipe(v.number(), v.minValue(0), v.maxValue(4000)),
  rd: v.pipe(v.number(), v.minValue(1), v.maxValue(350)),
  vol: v.pipe(v.number(), v.minValue(1e-4), v.maxValue(1)),
});

const TRAINER = v.object({
  v: v.literal(1),
  learner: RATING,
  played: whole(0, 999_999_999),
  done: v.pipe(v.array(shortText(80)), v.maxLength(5000)),
  puzzles: recordOf(shortText(80), RATING),
  bestStreak: whole(0, 999_999),
  missed: v.optional(v.pipe(v.array(shortText(80)), v.maxLength(MAX_MISSED))),
});

/** The stored trainer state; anything damaged resets it, with a notice (the old value is kept aside). */
export const TRAINER_KIND: StoredKind<TrainerState> = {
  key: TRAINER_KEY,
  backup: 'etori.trainer.backup',
  version: 1,
  what: 'puzzle rating',
  schema: TRAINER,
  empty: EMPTY_TRAINER,
  notice: (why) => `Your saved puzzle rating could not be read (${why}), so it was reset. Other progress is kept.`,
};

export function parseTrainer(raw: string | null): Loaded<TrainerState> {
  return parseKind(TRAINER_KIND, raw);
}

/**
 * Record one result: the learner and the puzzle each get one Glicko-2 period against the other
 * (score 1: solved at the first try; 0: a wrong first answer or the solution shown).
 */
export function recordResult(state: TrainerState, id: string, seeded: Rating, score: 0 | 1): TrainerState {
  const puzzle = state.puzzles[id] ?? seeded;
  const learner = glicko2(state.learner, [{ opponent: puzzle, score }]);
  const after = glicko2(puzzle, [{ opponent: state.learner, score: 1 - score }]);
  return {
    ...state,
    learner,
    played: state.played + 1,
    done: state.done.includes(id) ? state.done : [...state.done, id],
    puzzles: { ...state.puzzles, [id]: after },
  };
}
