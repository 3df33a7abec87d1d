/**
 * After the hand: the review, trick by trick (Daifugō: pile by pile), with every hand open and
 * the turning points marked. The data comes from `islands-logic/table-view.ts` (`handReview`,
 * `daifugoReview`).
 */
import Card from '../Card.tsx';
import { cardLabel } from '../../engine/cards.ts';
import { seatName } from '../../islands-logic/practice.ts';
import type { ReviewPile, ReviewTrick } from '../../islands-logic/table-view.ts';

export function TrickReview({
  tricks,
  human,
  unit,
  solved = [],
}: {
  tricks: readonly ReviewTrick[];
  human: number;
  unit: string;
  /** Per trick, the exact solver's line (last tricks only); null where not computed. */
  solved?: readonly (string | null)[];
}) {
  const gave = (i: number) => /gave away/.test(solved[i] ?? '');
  const turning = tricks.filter((t, i) => t.turning || gave(i)).length;
  return (
    <details class="treview" data-testid="review" open>
      <summary>
        Review of the hand: {tricks.length} tricks, {turning} turning point{turning === 1 ? '' : 's'}
      </summary>
      <ol class="treview__list">
        {tricks.map((t, i) => (
          <li class={t.turning || gave(i) ? 'is-turning' : ''} data-turning={String(t.turning !== null || gave(i))}>
            <p>
              <strong>Trick {t.n}</strong>: {seatName(t.leader, human)} led;{' '}
              {t.plays.map((p) => (
                <span class="treview__play">
                  {seatName(p.seat, human)} <Card card={p.card} size="inline" />{' '}
                </span>
              ))}
              — <strong>{seatName(t.winner, human)}</strong> {t.winner === human ? 'win' : 'wins'}
              {t.points ? ` (${t.points} ${t.points === 1 ? unit.replace(/s$/, '') : unit})` : ''}. {t.reason}
            </p>
            {(t.turning || gave(i)) && (
              <p class="treview__turning" data-testid="turning-point">
                <span aria-hidden="true">★ </span>Turning point:{' '}
                {[t.turning, gave(i) ? solved[i]!.replace(/^.*; /, '') : null].filter(Boolean).join('; ')}.
              </p>
            )}
            {solved[i] && (
              <p class="treview__best" data-testid="best-from-here">
                {solved[i]!.replace(/^best/, 'Best').replace(/;.*$/, '')}.
              </p>
            )}
            <details class="treview__hands">
              <summary>Hands before trick {t.n}</summary>
              <ul>
                {t.hands.map((h, s) => (
                  <li>
                    {seatName(s, human)}: {h.map(cardLabel).join(' ') || '—'}
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
  const turning = piles.filter((p) => p.turning).length;
  return (
    <details class="treview" data-testid="review" open>
      <summary>
        Review of the round: {piles.length} piles, {turning} turning point{turning === 1 ? '' : 's'}
      </summary>
      <ol class="treview__list">
        {piles.map((p) => (
          <li class={p.turning ? 'is-turning' : ''} data-turning={String(p.turning !== null)}>
            <p>
              <strong>Pile {p.n}</strong>: {p.moves.join(' · ')}
              {p.leader !== null
                ? ` — ${seatName(p.leader, human)} ${p.leader === human ? 'lead' : 'leads'} next.`
                : ''}
            </p>
            {p.turning && (
              <p class="treview__turning" data-testid="turning-point">
                <span aria-hidden="true">★ </span>Turning point: {p.turning}.
              </p>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
