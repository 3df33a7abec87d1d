/**
 * The card table (the practice game's felt): the seats round it (the human at the bottom, the
 * others clockwise in playing order), the trick or Daifugō pile in the middle with each card in
 * front of its player, a banner for Daifugō's effects, and a strip under the felt that keeps a
 * finished trick's winner and the engine's reason until the learner goes on.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { cardPlace } from '../../islands-logic/table-view.ts';
import { Seat, type SeatProps } from './Seat.tsx';
import { usePracticeWords } from '../../i18n/islands/context.ts';
import { TrickArea, type TrickNote, type TrickPlayView } from './TrickArea.tsx';
import './table.css';

export interface FeltProps {
  seats: Omit<SeatProps, 'place'>[];
  places: SeatProps['place'][];
  players: number;
  human: number;
  plays: readonly TrickPlayView[];
  pile: boolean;
  /** Daifugō: the pile on show was just cleared; the sentence saying so and who leads next. */
  cleared?: string | null;
  leader: number | null;
  winning: number | null;
  reason: string;
  banner: string | null;
  /** The finished trick on show: its sentence and reason (trick-taking games). */
  finished: { words: string; reason: string; change: string } | null;
  /** A mark beside each seat's card (the replay's cost marks). */
  notes?: readonly (TrickNote | undefined)[];
  children?: ComponentChildren;
}

/** How long a finished trick takes to gather towards its winner (≤ 300 ms; none under reduced motion). */
const GATHER_MS = 280;

export function Felt(p: FeltProps) {
  const w = usePracticeWords();
  // When a finished trick leaves the table, face-down copies of its cards slide to the winner.
  const shown = useRef<{ plays: readonly TrickPlayView[]; winner: number } | null>(null);
  const [gather, setGather] = useState<{ plays: readonly TrickPlayView[]; winner: number; key: number } | null>(null);
  const held = p.finished && p.winning !== null ? { plays: p.plays, winner: p.winning } : null;
  useEffect(() => {
    const prev = shown.current;
    shown.current = held;
    if (!prev || held) return undefined;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    setGather({ ...prev, key: Date.now() });
    return undefined;
  }, [held !== null]);
  useEffect(() => {
    if (!gather) return undefined;
    const t = setTimeout(() => setGather(null), GATHER_MS + 40);
    return () => clearTimeout(t);
  }, [gather?.key]);
  const target = gather ? cardPlace(gather.winner, p.players, p.human, 0, 40) : null;
  return (
    <>
      <div class={`tfelt tfelt--${p.players}`} data-testid="felt">
        {gather && target && (
          <div class="ttrick__gather" aria-hidden="true" key={gather.key}>
            {gather.plays.map((g) => {
              const at = cardPlace(g.seat, p.players, p.human);
              return (
                <span
                  class="ttrick__ghost"
                  style={{
                    '--x': at.x,
                    '--y': at.y,
                    '--wx': target.x,
                    '--wy': target.y,
                    animationDuration: `${GATHER_MS}ms`,
                  }}
                />
              );
            })}
          </div>
        )}
        {p.seats.map((s, i) => (
          <Seat {...s} place={p.places[i]!} />
        ))}
        <TrickArea
          plays={p.plays}
          players={p.players}
          human={p.human}
          pile={p.pile}
          cleared={Boolean(p.cleared)}
          leader={p.leader}
          winning={p.winning}
          reason={p.reason}
          {...(p.notes ? { notes: p.notes } : {})}
        />
        {p.banner && (
          <p class="tfelt__banner" data-testid="effect-banner" key={p.banner}>
            {p.banner}
          </p>
        )}
      </div>
      {p.cleared && !p.finished && (
        <div class="tfinished" data-testid="pile-cleared">
          <p>
            <strong>{p.cleared}</strong>
          </p>
        </div>
      )}
      {p.finished && (
        <div class="tfinished" data-testid="trick-result">
          <p>
            <strong>{p.finished.words}</strong>{' '}
            <span data-testid="trick-reason">{p.finished.reason || w.highestWins}</span>
          </p>
          {p.finished.change && <p data-testid="coach">{p.finished.change}</p>}
          {p.children}
        </div>
      )}
      {/* Daifugō's replay after a round: no trick's strip, the controls under the felt all the same */}
      {!p.finished && p.children}
    </>
  );
}
