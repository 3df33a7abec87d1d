/**
 * The card table (the practice game's felt): the seats round it (the human at the bottom, the
 * others clockwise in playing order), the trick or Daifugō pile in the middle with each card in
 * front of its player, a banner for Daifugō's effects, and a strip under the felt that keeps a
 * finished trick's winner and the engine's reason until the learner goes on.
 */
import type { ComponentChildren } from 'preact';
import { Seat, type SeatProps } from './Seat.tsx';
import { TrickArea, type TrickPlayView } from './TrickArea.tsx';
import './table.css';

export interface FeltProps {
  seats: Omit<SeatProps, 'place'>[];
  places: SeatProps['place'][];
  players: number;
  human: number;
  plays: readonly TrickPlayView[];
  pile: boolean;
  leader: number | null;
  winning: number | null;
  reason: string;
  banner: string | null;
  /** The finished trick on show: its sentence and reason (trick-taking games). */
  finished: { words: string; reason: string; change: string } | null;
  children?: ComponentChildren;
}

export function Felt(p: FeltProps) {
  return (
    <>
      <div class={`tfelt tfelt--${p.players}`} data-testid="felt">
        {p.seats.map((s, i) => (
          <Seat {...s} place={p.places[i]!} />
        ))}
        <TrickArea
          plays={p.plays}
          players={p.players}
          human={p.human}
          pile={p.pile}
          leader={p.leader}
          winning={p.winning}
          reason={p.reason}
        />
        {p.banner && (
          <p class="tfelt__banner" data-testid="effect-banner" key={p.banner}>
            {p.banner}
          </p>
        )}
      </div>
      {p.finished && (
        <div class="tfinished" data-testid="trick-result">
          <p>
            <strong>{p.finished.words}.</strong>{' '}
            <span data-testid="trick-reason">{p.finished.reason || 'The highest card wins.'}</span>
          </p>
          {p.finished.change && <p data-testid="coach">{p.finished.change}</p>}
          {p.children}
        </div>
      )}
    </>
  );
}
