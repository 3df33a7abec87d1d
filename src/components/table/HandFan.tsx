/**
 * The player's hand at the bottom of the table: sorted as held, legal cards raised, the others
 * dimmed with the reason, the hinted card marked. One Tab stop: the arrow keys (and Home/End)
 * move along the hand, Enter or Space plays or chooses the focused card.
 */
import { useRef } from 'preact/hooks';
import Card, { type CardMark } from '../Card.tsx';
import type { Card as CardId } from '../../engine/cards.ts';
import { usePracticeWords } from '../../i18n/islands/context.ts';

export interface HandCard {
  card: CardId;
  /** Clicking plays or chooses it; absent: the card is dimmed. */
  onPick?: () => void;
  /** A choice among several (discard, give): pressed or not. */
  pressed?: boolean;
  marks?: CardMark[];
  extra?: string;
  /** A dimmed card: why it cannot be played now (else the hand's `dimReason`). */
  why?: string;
  /** A dimmed card tapped: the table says why it cannot be played. */
  onRefuse?: () => void;
}

export function HandFan({
  cards,
  dimReason,
  active,
  said = null,
}: {
  cards: HandCard[];
  dimReason: string;
  active: boolean;
  /** What the table says about the dimmed card last tapped (why it cannot be played). */
  said?: string | null;
}) {
  const w = usePracticeWords();
  const ref = useRef<HTMLDivElement>(null);
  const firstLive = cards.findIndex((c) => c.onPick);
  const onKey = (e: KeyboardEvent) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button.ecard') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || buttons.length === 0) return;
    let to = at;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') to = (at + 1) % buttons.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') to = (at - 1 + buttons.length) % buttons.length;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = buttons.length - 1;
    else return;
    e.preventDefault();
    buttons.forEach((b, i) => (b.tabIndex = i === to ? 0 : -1));
    buttons[to]!.focus();
  };
  const dimmed = cards.some((c) => !c.onPick) && firstLive >= 0;
  return (
    <div class="thand">
      <p class="thand__label" id="thand-label">
        {w.yourHand}
      </p>
      <div
        class={`thand__cards${active ? ' is-active' : ''}`}
        role="group"
        aria-label={w.yourHand}
        data-testid="hand"
        ref={ref}
        onKeyDown={onKey}
      >
        {cards.map((c, i) => (
          <span
            class={`thand__slot${c.onPick ? ' is-live' : ' is-dim'}`}
            {...(!c.onPick && dimmed ? { title: w.notNow(c.why ?? dimReason) } : {})}
          >
            <Card
              card={c.card}
              marks={c.marks ?? []}
              {...(c.onPick ? { onClick: c.onPick } : c.onRefuse && dimmed ? { onClick: c.onRefuse } : {})}
              {...(c.pressed === undefined ? {} : { pressed: c.pressed })}
              {...(c.onPick ? { tabIndex: i === firstLive ? 0 : -1 } : c.onRefuse && dimmed ? { tabIndex: -1 } : {})}
              extra={c.extra ?? (!c.onPick && dimmed ? w.notPlayable(c.why ?? dimReason) : undefined)}
            />
          </span>
        ))}
      </div>
      {dimmed && <p class="thand__why">{w.dimmedNote(dimReason)}</p>}
      {said && (
        <p class="thand__said" role="status" data-testid="hand-refused">
          {said}
        </p>
      )}
    </div>
  );
}
