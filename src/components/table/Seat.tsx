/** One seat of the card table: name, roles, cards left (a small fan of backs), what it has taken, its last word. */
import type { Place } from '../../islands-logic/table-view.ts';

export interface SeatProps {
  seat: number;
  name: string;
  place: Place;
  roles: readonly string[];
  cards: number;
  taken: string;
  total: number;
  /** The last bid or pass, shown in a speech label. */
  says: string | null;
  toAct: boolean;
  wonTrick: boolean;
  human: boolean;
}

export function Seat(p: SeatProps) {
  const backs = Math.min(p.cards, 8);
  return (
    <div
      class={`tseat${p.toAct ? ' is-acting' : ''}${p.human ? ' is-human' : ''}${p.wonTrick ? ' is-winner' : ''}${p.place.y < 35 ? ' is-top' : ''}`}
      data-seat={p.seat}
      style={{ '--x': p.place.x, '--y': p.place.y }}
      role="group"
      aria-label={`${p.name}${p.roles.length ? ` (${p.roles.join(', ')})` : ''}`}
    >
      <p class="tseat__name">
        {p.toAct && (
          <span class="tseat__turn" aria-label="to act">
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
        {p.cards} {p.cards === 1 ? 'card' : 'cards'}
      </p>
      <p class="tseat__taken">
        {p.taken ? `${p.taken} · ` : ''}score {p.total}
      </p>
      {p.wonTrick && <p class="tseat__badge">Won the trick</p>}
      {p.says && (
        <p class="tseat__says" data-testid="says">
          {p.says}
        </p>
      )}
    </div>
  );
}
