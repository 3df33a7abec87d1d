/**
 * Review item C13 (issue #33): a puzzle's link does not spoil its answer. The address after
 * "Next puzzle", the page's "link to this puzzle" and the list of all puzzles name each puzzle by
 * a short code, not by its id ("jp-ura-jack-stays-diamond" told the answer of "Special cards:
 * puzzle 10"); links written with the id still open the puzzle.
 */
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import TrickPuzzleEn from '../../../src/components/puzzle/TrickPuzzle.en.tsx';
import { PUZZLE_VARIANTS, puzzlesFor } from '../../../src/content-data/puzzles.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { puzzleView } from '../../../src/islands-logic/puzzle-views.ts';
import { puzzleCode, puzzleFromLocation, puzzleHash } from '../../../src/islands-logic/puzzles.ts';

/** The words of an id that could give its answer away ("ura", "jack", "stays", "diamond"). */
const words = (id: string) => id.split(/[^a-z0-9]+/i).filter((x) => x.length >= 3);

describe('puzzle links name no answer', () => {
  test.each(PUZZLE_VARIANTS)('%s: every puzzle link on the page is a code, with no word of the id', (variant) => {
    const puzzles = puzzlesFor(variant);
    const views = puzzles.map((p) => puzzleView(p, engineFor(variant)));
    const html = render(<TrickPuzzleEn variant={variant} puzzles={puzzles} views={views} />);
    const hrefs = [...html.matchAll(/href="[^"]*(#puzzle-[^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThanOrEqual(puzzles.length);
    const spoilers = hrefs.filter((h) => puzzles.some((p) => words(p.id).some((w) => h.includes(w))));
    expect(spoilers).toEqual([]);
  });

  test.each(PUZZLE_VARIANTS)(
    '%s: each code is the page’s only one and opens its puzzle; old id links still open it',
    (variant) => {
      const ids = puzzlesFor(variant).map((p) => p.id);
      expect(new Set(ids.map(puzzleCode)).size).toBe(ids.length);
      ids.forEach((id, i) => {
        expect(puzzleFromLocation('', puzzleHash(id), ids)).toEqual({ index: i });
        expect(puzzleFromLocation('', `#puzzle-${id}`, ids)).toEqual({ index: i });
        expect(puzzleFromLocation(`?p=${id}`, '', ids)).toEqual({ index: i });
      });
    },
  );
});
