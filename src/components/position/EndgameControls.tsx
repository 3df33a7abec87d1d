/** The endgame's buttons (part of the EndgamePuzzle island): try again, the solution, start again, next, previous. */
import type { Ref } from 'preact';
import { usePositionWords } from '../../i18n/islands/context.ts';
import type { TrainerHooks } from '../TrickPuzzle.tsx';

export type EndgameStatus = 'loading' | 'playing' | 'solved' | 'refuted' | 'solution';

export default function EndgameControls({
  status,
  embedded,
  mainBtn,
  restart,
  showSolution,
  next,
  previous,
}: {
  status: EndgameStatus;
  embedded: TrainerHooks | undefined;
  mainBtn: Ref<HTMLButtonElement>;
  restart: () => void;
  showSolution: () => void;
  next: () => void;
  /** Undefined on the first puzzle (and in the trainer). */
  previous: (() => void) | undefined;
}) {
  const w = usePositionWords();
  return (
    <div class="isl__row">
      {status === 'refuted' && (
        <button type="button" class="isl__btn isl__btn--main" ref={mainBtn} onClick={restart}>
          {w.tryAgain}
        </button>
      )}
      {(status === 'playing' || status === 'refuted') && (
        <button type="button" class="isl__btn" onClick={showSolution}>
          {w.showSolution}
        </button>
      )}
      {(status === 'solution' || status === 'playing') && (
        <button type="button" class="isl__btn" onClick={restart}>
          {w.startAgain}
        </button>
      )}
      {embedded ? (
        status !== 'playing' &&
        status !== 'loading' && (
          <button
            type="button"
            class={`isl__btn${status === 'solved' ? ' isl__btn--main' : ''}`}
            ref={status === 'solved' ? mainBtn : undefined}
            onClick={embedded.onNext}
          >
            {embedded.nextLabel}
          </button>
        )
      ) : (
        <button
          type="button"
          class={`isl__btn${status === 'solved' ? ' isl__btn--main' : ''}`}
          ref={status === 'solved' ? mainBtn : undefined}
          onClick={next}
        >
          {w.nextEndgame}
        </button>
      )}
      {previous && (
        <button type="button" class="isl__btn" onClick={previous}>
          {w.previousEndgame}
        </button>
      )}
    </div>
  );
}
