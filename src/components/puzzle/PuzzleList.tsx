/** The list of all a page's puzzles (part of the TrickPuzzle island), solved ones by their title. */
import type { PuzzleView } from '../../islands-logic/puzzle-views.ts';
import { puzzleHash } from '../../islands-logic/puzzles.ts';
import { usePuzzleWords } from '../../i18n/islands/context.ts';

export default function PuzzleList({ views, solvedIds }: { views: PuzzleView[]; solvedIds: string[] }) {
  const w = usePuzzleWords();
  return (
    <details>
      <summary>{w.allPuzzles(views.length)}</summary>
      <ol class="isl__list">
        {views.map((v, i) => {
          const solved = solvedIds.includes(v.id);
          return (
            <li>
              <a href={puzzleHash(v.id)}>{solved ? v.title : w.unsolvedTitle(v.theme, i + 1)}</a>
              {solved ? w.solvedMark : ''}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
