/**
 * The trainer's miss list: the puzzles missed at the first try and not solved since (stored with
 * the rating, islands-logic/trainer.ts `noteMiss`), each a button that opens it again. Solving it
 * at the first try takes it off the list.
 */
import type { TrainerWords } from '../../i18n/islands/trainer.ts';
import type { Entry } from '../../islands-logic/trainer-data.ts';

export default function MissedList({
  w,
  missed,
  entries,
  current,
  redo,
}: {
  w: TrainerWords;
  missed: readonly string[];
  entries: readonly Entry[];
  current: string | null;
  redo: (id: string) => void;
}) {
  // A puzzle no longer in the list of this language's puzzles is not shown (it stays stored).
  const shown = missed.flatMap((id) => entries.find((e) => e.id === id) ?? []);
  if (shown.length === 0) return null;
  return (
    <section class="isl-trainer__missed" aria-labelledby="trainer-missed" data-testid="missed">
      <h3 id="trainer-missed">{w.missedHeading}</h3>
      <p class="isl__meta">{w.missedLead(shown.length)}</p>
      <ul class="isl__list">
        {shown.map((e) => (
          <li>
            <button
              type="button"
              class="isl__btn"
              data-puzzle={e.id}
              aria-current={e.id === current ? 'true' : undefined}
              onClick={() => redo(e.id)}
            >
              {w.redo(e.kind, e.game, e.theme)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
