/**
 * The puzzle data (`content/puzzles/<variant>.json`), imported statically so it works in Astro
 * pages at build time and in a browser bundle, without any engine code. The engine-free
 * checking helpers are re-exported from `puzzle-check.ts`.
 *
 * A browser island rarely needs this module: the page can pass the island its puzzles (and
 * the engine's reasons, computed at build time with `puzzles.ts`) as props. All five files
 * together are about 10 KB gzipped.
 */
import type { Puzzle } from './puzzle-types.ts';
import { PUZZLE_VARIANTS, type PuzzleVariant } from './puzzle-check.ts';
import japaneseFile from '../../content/puzzles/japanese.json' with { type: 'json' };
import napFile from '../../content/puzzles/nap.json' with { type: 'json' };
import twhkFile from '../../content/puzzles/tw-hk.json' with { type: 'json' };
import mightyFile from '../../content/puzzles/mighty.json' with { type: 'json' };
import daifugoFile from '../../content/puzzles/daifugo.json' with { type: 'json' };

export * from './puzzle-check.ts';

/** The raw puzzle lists as they are in the files (each file is `{ "$schema", "puzzles": [...] }`). */
const RAW: Readonly<Record<PuzzleVariant, readonly unknown[]>> = {
  japanese: japaneseFile.puzzles,
  nap: napFile.puzzles,
  'tw-hk': twhkFile.puzzles,
  mighty: mightyFile.puzzles,
  daifugo: daifugoFile.puzzles,
};

/** Raw entries of one variant's file (for validation: may be malformed). */
export function rawPuzzles(variant: PuzzleVariant): readonly unknown[] {
  return RAW[variant];
}

/** Every puzzle of one variant, in file order (easy to tricky). */
export function puzzlesFor(variant: PuzzleVariant): Puzzle[] {
  const raw = RAW[variant];
  if (raw === undefined) throw new Error(`unknown puzzle variant ${JSON.stringify(variant)}`);
  return raw as Puzzle[];
}

/** Every puzzle of every variant. */
export function allPuzzles(): Puzzle[] {
  return PUZZLE_VARIANTS.flatMap((v) => puzzlesFor(v));
}

/** The puzzle with this id, or undefined. */
export function puzzleById(id: string): Puzzle | undefined {
  return allPuzzles().find((p) => p.id === id);
}
