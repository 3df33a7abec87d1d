/**
 * The puzzle trainer's data file (`/trainer-puzzles.json`, written at build time by
 * content-data/trainer-data.ts): its shape, its check, and the trainer's list of puzzles of every kind.
 */
import type { Puzzle } from '../content-data/puzzle-types.ts';
import type { PuzzleView } from './puzzle-views.ts';
import type {
  DeductionPuzzle as DeductionData,
  DeductionView,
  EndgamePuzzle as EndgameData,
  EndgameView,
  PositionVariant,
  ResolvedRules,
} from '../content-data/position-puzzles.ts';
import type { Rating, TrainerKind, TrainerPuzzle } from './trainer.ts';

/** The filters' value for "any". */
export const ALL = '';

export interface Position<P, V> {
  puzzles: P[];
  views: V[];
  themes: string[];
  ratings: Rating[];
}
export interface Data {
  puzzles: Puzzle[];
  views: PuzzleView[];
  ratings: Rating[];
  endgames: Position<EndgameData, Omit<EndgameView, 'names'>>;
  deductions: Position<DeductionData, Omit<DeductionView, 'names'>>;
  games: Record<PositionVariant, string>;
  rules: Record<PositionVariant, ResolvedRules>;
  partners: Record<PositionVariant, string>;
}

/** A puzzle of any kind as the trainer lists it: where its data is, and its seeded rating. */
export interface Entry extends TrainerPuzzle {
  kind: TrainerKind;
  index: number;
  seeded: Rating;
}

const same = (...xs: unknown[]) => xs.every((x) => Array.isArray(x) && x.length === (xs[0] as unknown[]).length);
function readPosition(x: unknown): boolean {
  if (x === null || typeof x !== 'object') return false;
  const o = x as Record<string, unknown>;
  return same(o['puzzles'], o['views'], o['themes'], o['ratings']);
}

export function readData(x: unknown): Data | null {
  if (x === null || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  const { puzzles, views, ratings } = o;
  if (o['v'] !== 2 || !same(puzzles, views, ratings) || (puzzles as unknown[]).length === 0) return null;
  if (!readPosition(o['endgames']) || !readPosition(o['deductions'])) return null;
  for (const k of ['games', 'rules', 'partners'])
    if (o[k] === null || typeof o[k] !== 'object' || Array.isArray(o[k])) return null;
  return o as unknown as Data;
}

export function entriesOf(d: Data): Entry[] {
  const out: Entry[] = d.views.map((v, i) => ({
    id: v.id,
    kind: 'trick',
    theme: v.theme,
    game: v.variantTitle,
    rating: d.ratings[i]!,
    seeded: d.ratings[i]!,
    index: i,
  }));
  const add = (kind: TrainerKind, pos: Position<EndgameData | DeductionData, unknown>) =>
    pos.puzzles.forEach((p, i) =>
      out.push({
        id: p.id,
        kind,
        theme: pos.themes[i]!,
        game: d.games[p.variant] ?? p.variant,
        rating: pos.ratings[i]!,
        seeded: pos.ratings[i]!,
        index: i,
      }),
    );
  add('endgame', d.endgames);
  add('deduction', d.deductions);
  return out;
}
