/**
 * The middle of the table: each card of the trick (or Daifugō's pile) laid in front of the seat
 * that played it, the leader marked, the card winning so far highlighted with the engine's reason
 * on hover and focus. The pile's top play is drawn larger, earlier plays beneath it, faded.
 */
import Card from '../Card.tsx';
import type { Card as CardId } from '../../engine/cards.ts';
import { cardPlace, PILE_R } from '../../islands-logic/table-view.ts';
import { usePracticeWords } from '../../i18n/islands/context.ts';

export interface TrickPlayView {
  seat: number;
  cards: CardId[];
}

export interface TrickAreaProps {
  plays: readonly TrickPlayView[];
  players: number;
  human: number;
  pile: boolean;
  /** Daifugō: the pile shown was just cleared (its clearing play on top): drawn greyed beneath. */
  cleared?: boolean;
  leader: number | null;
  winning: number | null;
  reason: string;
  /** A mark beside each seat's card (the replay's cost marks): short text, its spoken words and its kind. */
  notes?: readonly (TrickNote | undefined)[];
}

export interface TrickNote {
  text: string;
  spoken: string;
  tone: 'best' | 'cost' | 'open';
}

export function TrickArea({ plays, players, human, pile, cleared, leader, winning, reason, notes }: TrickAreaProps) {
  const w = usePracticeWords();
  const seen = new Map<number, number>();
  return (
    <div
      class={`ttrick${cleared ? ' is-cleared' : ''}`}
      role="group"
      aria-label={pile ? w.pileGroup : w.trickGroup}
      data-testid="trick"
    >
      {plays.length === 0 && <p class="ttrick__empty">{pile ? w.pileEmpty : w.noCardsYet}</p>}
      {plays.map((p, i) => {
        const nth = seen.get(p.seat) ?? 0;
        seen.set(p.seat, nth + 1);
        const place = cardPlace(p.seat, players, human, nth, pile ? PILE_R : undefined);
        const top = pile && i === plays.length - 1;
        const wins = !pile && p.seat === winning;
        const who = w.seatName(p.seat, human);
        const led = !pile && p.seat === leader;
        return (
          <div
            class={`ttrick__play${top ? ' is-top' : ''}${pile && !top ? ' is-under' : ''}${wins ? ' is-winning' : ''}`}
            style={{ '--x': place.x, '--y': place.y, zIndex: i + 1 }}
            data-played-by={p.seat}
            {...(wins ? { tabIndex: 0, title: reason, 'aria-describedby': 'ttrick-why' } : {})}
          >
            {p.cards.map((c) => (
              <Card
                card={c}
                size="small"
                marks={wins ? ['winner'] : []}
                extra={[w.playedBy(who, led, top), notes?.[p.seat]?.spoken].filter(Boolean).join(w.punct.list)}
              />
            ))}
            {notes?.[p.seat] && (
              <span class={`ttrick__cost is-${notes[p.seat]!.tone}`} aria-hidden="true" data-testid="cost-mark">
                {notes[p.seat]!.text}
              </span>
            )}
            {(led || top) && (
              <span class={`ttrick__lead${led && p.seat === human ? ' is-mine' : ''}`} aria-hidden="true">
                {top ? w.topMark : w.ledMark}
              </span>
            )}
          </div>
        );
      })}
      {!pile && winning !== null && reason && (
        <p class="sr-only" id="ttrick-why">
          {reason}
        </p>
      )}
    </div>
  );
}
