/**
 * After the hand: the review, trick by trick (Daifugō: pile by pile), with every hand open and
 * the turning points marked. The data comes from `islands-logic/table-view.ts` (`handReview`,
 * `daifugoReview`).
 */
import type { ComponentChildren } from 'preact';
import Card from '../Card.tsx';
import { usePracticeWords } from '../../i18n/islands/context.ts';
import type { ReviewPile, ReviewTrick } from '../../islands-logic/table-view.ts';

export function TrickReview({
  tricks,
  human,
  unit,
  solved = [],
  marks,
}: {
  tricks: readonly ReviewTrick[];
  human: number;
  unit: string;
  /** Per trick, the exact solver's line (last tricks only); null where not computed. */
  solved?: readonly (string | null)[];
  /** A mark after each play (the per-card costs), by trick and play index. */
  marks?: (trick: number, play: number) => ComponentChildren;
}) {
  const w = usePracticeWords();
  const seatName = w.seatName;
  const gave = (i: number) => w.gaveAway(solved[i] ?? '');
  const turning = tricks.filter((t, i) => t.turning || gave(i)).length;
  return (
    <details class="treview" data-testid="review" open>
      <summary>{w.reviewHandSummary(tricks.length, turning)}</summary>
      <ol class="treview__list">
        {tricks.map((t, i) => (
          <li class={t.turning || gave(i) ? 'is-turning' : ''} data-turning={String(t.turning !== null || gave(i))}>
            <p>
              <strong>{w.trickN(t.n)}</strong>
              {w.reviewLed(seatName(t.leader, human))}
              {t.plays.map((p, j) => (
                <span class="treview__play">
                  {seatName(p.seat, human)} <Card card={p.card} size="inline" />
                  {marks?.(i, j)}{' '}
                </span>
              ))}
              — <strong>{seatName(t.winner, human)}</strong>
              {w.reviewWins(t.winner, human, t.points, unit)} {t.reason}
            </p>
            {(t.turning || gave(i)) && (
              <p class="treview__turning" data-testid="turning-point">
                <span aria-hidden="true">★ </span>
                {w.turningPoint}{' '}
                {[t.turning, gave(i) ? w.gaveAwayPart(solved[i]!) : null].filter(Boolean).join(w.punct.list)}
                {w.punct.stop}
              </p>
            )}
            {solved[i] && (
              <p class="treview__best" data-testid="best-from-here">
                {w.bestLine(solved[i]!)}
              </p>
            )}
            <details class="treview__hands">
              <summary>{w.handsBefore(t.n)}</summary>
              <ul>
                {t.hands.map((h, s) => (
                  <li>
                    {seatName(s, human)}
                    {w.punct.colon}
                    {h.map(w.cardLabel).join(' ') || '—'}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ol>
    </details>
  );
}

export function PileReview({ piles, human }: { piles: readonly ReviewPile[]; human: number }) {
  const w = usePracticeWords();
  const turning = piles.filter((p) => p.turning).length;
  return (
    <details class="treview" data-testid="review" open>
      <summary>{w.reviewRoundSummary(piles.length, turning)}</summary>
      <ol class="treview__list">
        {piles.map((p) => (
          <li class={p.turning ? 'is-turning' : ''} data-turning={String(p.turning !== null)}>
            <p>
              <strong>{w.pileN(p.n)}</strong>
              {w.punct.colon}
              {p.moves.join(' · ')}
              {p.leader !== null ? w.leadsNext(p.leader, human) : ''}
            </p>
            {p.turning && (
              <p class="treview__turning" data-testid="turning-point">
                <span aria-hidden="true">★ </span>
                {w.turningPoint} {p.turning}
                {w.punct.stop}
              </p>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
