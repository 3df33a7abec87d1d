/** The endgame's verdict (part of the EndgamePuzzle island): solved, refuted, or the solver's line. */
import type { EndgamePuzzle as Puzzle } from '../../content-data/position-puzzles.ts';
import { usePositionWords } from '../../i18n/islands/context.ts';
import { PuzzleNote } from '../PuzzleNote.tsx';
import type { EndgameStatus } from './EndgameControls.tsx';

export default function EndgameFeedback({
  status,
  p,
  made,
  refutation,
  notes,
}: {
  status: EndgameStatus;
  p: Omit<Puzzle, 'note'> & { note?: string };
  made: number;
  refutation: string[];
  notes: string | undefined;
}) {
  const w = usePositionWords();
  return (
    <>
      {status === 'solved' && (
        <div class="isl__feedback is-right">
          <p>
            <strong>{w.solvedLead}</strong>
            {w.solvedText(w.amountOf(p.variant, made))}
          </p>
          <p>
            <strong>
              {p.title}
              {w.titleEnd}
            </strong>
            {w.keyCard(p.key)}
          </p>
          <PuzzleNote id={p.id} note={p.note} notes={notes} />
        </div>
      )}
      {(status === 'refuted' || status === 'solution') && (
        <div class={`isl__feedback ${status === 'refuted' ? 'is-wrong' : 'is-right'}`}>
          <p>{refutation[0]}</p>
          <ol class="isl-endgame__line">
            {refutation.slice(1).map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ol>
          {status === 'solution' && <PuzzleNote id={p.id} note={p.note} notes={notes} />}
        </div>
      )}
    </>
  );
}
