/** The endgame's table (part of the EndgamePuzzle island): every hand, the trick on the table, the play so far. */
import type { Ref } from 'preact';
import type { Card as CardId } from '../../engine/cards.ts';
import { usePositionWords } from '../../i18n/islands/context.ts';
import Card from '../Card.tsx';

export interface TablePlay {
  seat: number;
  card: CardId;
  extra: string;
}

export default function EndgameTable({
  order,
  hands,
  names,
  toAct,
  side,
  playing,
  legal,
  play,
  handRef,
  trick,
  log,
}: {
  /** Seats in playing order from the declarer. */
  order: number[];
  hands: CardId[][];
  names: string[];
  toAct: number;
  /** The learner's seats. */
  side: number[];
  playing: boolean;
  legal: Set<CardId>;
  play: (card: CardId) => void;
  handRef: Ref<HTMLDivElement>;
  trick: TablePlay[];
  log: string[];
}) {
  const w = usePositionWords();
  return (
    <>
      <div class="isl-endgame__seats">
        {order
          .map((s) => ({ s, h: hands[s]! }))
          .map(({ s, h }) => (
            <div class={`isl-endgame__seat${s === toAct ? ' is-to-act' : ''}`} data-seat={s} key={s}>
              <p class="isl-endgame__name">
                {names[s]}
                {s === toAct && playing ? w.toPlayMark : ''}
              </p>
              <div
                class="isl__row"
                role="group"
                aria-label={w.handGroup(names[s]!, h.length)}
                ref={s === toAct && side.includes(s) ? handRef : undefined}
              >
                {h.map((c) =>
                  s === toAct && side.includes(s) && playing ? (
                    <Card key={c} card={c} size="small" onClick={() => play(c)} disabled={!legal.has(c)} />
                  ) : (
                    <Card key={c} card={c} size="small" />
                  ),
                )}
              </div>
            </div>
          ))}
      </div>
      <div class="isl-endgame__trick" aria-label={w.currentTrick}>
        <p class="isl__meta">
          {trick.length === 0 ? w.noCardYet : w.thisTrick(trick.map((t) => w.playIn(names[t.seat]!, t.card, t.extra)))}
        </p>
      </div>
      {log.length > 0 && (
        <details class="isl-endgame__log">
          <summary>{w.playedSoFar}</summary>
          <ol>
            {log.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ol>
        </details>
      )}
    </>
  );
}
