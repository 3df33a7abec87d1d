/** One seat of the card table: name, roles, cards left (a small fan of backs), what it has taken, its last word. */
import type { Place } from '../../islands-logic/table-view.ts';
import { usePracticeWords } from '../../i18n/islands/context.ts';
import { num } from '../../islands-logic/numbers.ts';

export interface SeatProps {
  seat: number;
  name: string;
  place: Place;
  roles: readonly string[];
  cards: number;
  taken: string;
  /** The number taken, where the game counts one (a phone shows "3 · 12", the words kept for screen readers). */
  count?: number | null;
  total: number;
  /** The last bid or pass, shown in a speech label. */
  says: string | null;
  toAct: boolean;
  wonTrick: boolean;
  human: boolean;
}

export function Seat(p: SeatProps) {
  const w = usePracticeWords();
  const backs = Math.min(p.cards, 8);
  return (
    <div
      class={`tseat${p.toAct ? ' is-acting' : ''}${p.human ? ' is-human' : ''}${p.wonTrick ? ' is-winner' : ''}${p.place.y < 35 ? ' is-top' : ''}`}
      data-seat={p.seat}
      style={{ '--x': p.place.x, '--y': p.place.y }}
      role="group"
      aria-label={w.seatGroup(p.name, p.roles)}
    >
      <p class="tseat__name">
        {p.toAct && (
          <span class="tseat__turn" aria-label={w.toAct}>
            ▶
          </span>
        )}
        {p.name}
        {p.roles.length > 0 && <span class="tseat__roles"> · {p.roles.join(' · ')}</span>}
      </p>
      <p class="tseat__cards">
        <span class="tseat__backs" aria-hidden="true">
          {Array.from({ length: backs }, () => (
            <span class="tseat__back" />
          ))}
        </span>
        {w.cardsLeft(p.cards)}
      </p>
      <p class="tseat__taken">
        <span class="tseat__words">{w.takenScore(p.taken, p.total)}</span>
        {p.count != null && (
          <span class="tseat__short" aria-hidden="true">
            {num(p.count)} · {num(p.total)}
          </span>
        )}
      </p>
      {p.wonTrick && <p class="tseat__badge">{w.wonTrick}</p>}
      {p.says && (
        <p class="tseat__says" data-testid="says">
          {p.says}
        </p>
      )}
    </div>
  );
}
