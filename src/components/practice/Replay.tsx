/**
 * The hand's story on the table after it ends: the replay (each trick drawn on the felt with its
 * winner and every card's cost mark, Back / Forward and the arrow keys, the trick shown announced)
 * and the costs panel (the par, the learner's cards, one line of why for each costly play).
 * The facts come from `use-replay.tsx` (`islands-logic/replay.ts`); the words from `replay.json`.
 */
import { useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { Suit } from '../../engine/cards.ts';
import type { VariantId } from '../../engine/options.ts';
import type { StoryPlay } from '../../islands-logic/replay.ts';
import type { ReplayWords } from '../../i18n/islands/replay.ts';
import { usePracticeWords } from '../../i18n/islands/context.ts';
import type { PracticeWords } from '../../i18n/islands/practice.en.ts';
import type { FeltProps } from '../table/Table.tsx';
import type { TrickNote } from '../table/TrickArea.tsx';
import { reasonOf } from './coach.tsx';
import type { HandStoryState } from './use-replay.tsx';

const toneOf = (p: StoryPlay): TrickNote['tone'] =>
  typeof p.cost !== 'number' ? 'open' : p.cost === 0 ? 'best' : 'cost';

/** A card's cost mark as the felt draws it. */
export const noteOf = (rw: ReplayWords, p: StoryPlay, unit: string): TrickNote => ({
  text: rw.mark(p),
  spoken: rw.spoken(p, unit),
  tone: toneOf(p),
});

/** What the felt shows for the replay's trick (replacing the table's own trick once the hand is over). */
export function replayFelt(
  st: HandStoryState,
  w: PracticeWords,
  rw: ReplayWords,
  human: number,
  variant: VariantId,
  trump: Suit | null,
): Pick<FeltProps, 'plays' | 'leader' | 'winning' | 'reason' | 'finished' | 'notes'> {
  const t = st.story.tricks[st.at]!;
  const raw = st.raw[st.at]!;
  const notes: (TrickNote | undefined)[] = [];
  for (const p of t.plays) notes[p.seat] = noteOf(rw, p, st.unit);
  const reason = reasonOf(
    w,
    variant,
    {
      plays: t.plays.map((p) => ({ seat: p.seat, cards: [p.card] })),
      leader: t.leader,
      winner: t.winner,
      reason: raw.explanation?.text ?? '',
      ...(raw.explanation ? { explanation: raw.explanation } : {}),
    },
    trump,
  );
  return {
    plays: t.plays.map((p) => ({ seat: p.seat, cards: [p.card] })),
    leader: t.leader,
    winning: t.winner,
    reason,
    notes,
    finished: {
      // The table's own winner line (the trick's number is on the replay's controls beneath).
      words: w.winnerLine(t.winner, human),
      reason,
      change: '',
    },
  };
}

/** Back / Forward under the felt; ← → step too; the trick shown is announced. */
/**
 * Back / Forward through a finished hand or round, with ← → on the group: the focus stays on the
 * control, each step is said (`spoken`) and shown. The trick games' replay and Daifugō's share it.
 */
export function StepControls(p: {
  at: number;
  count: number;
  go(to: number): void;
  label: string;
  position: (n: number, total: number) => string;
  keysHint: string;
  /** What a screen reader is told on arriving at step `to`. */
  spoken: (to: number) => string;
  rw: ReplayWords;
  children?: ComponentChildren;
}) {
  const [said, setSaid] = useState('');
  const step = (d: number) => {
    const to = Math.max(0, Math.min(p.count - 1, p.at + d));
    if (to === p.at) return;
    p.go(to);
    setSaid(p.spoken(to));
  };
  return (
    <div
      class="treplay"
      role="group"
      aria-label={p.label}
      data-testid="replay"
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          e.preventDefault();
          step(e.key === 'ArrowLeft' ? -1 : 1);
        }
      }}
    >
      <button
        type="button"
        class="isl__btn"
        data-testid="replay-back"
        aria-disabled={p.at === 0 ? 'true' : 'false'}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">← </span>
        {p.rw.back}
      </button>
      <span class="treplay__at" data-testid="replay-at">
        {p.position(p.at + 1, p.count)}
      </span>
      <button
        type="button"
        class="isl__btn"
        data-testid="replay-forward"
        aria-disabled={p.at === p.count - 1 ? 'true' : 'false'}
        onClick={() => step(1)}
      >
        {p.rw.forward}
        <span aria-hidden="true"> →</span>
      </button>
      <span class="treplay__keys">{p.keysHint}</span>
      {p.children}
      <p class="sr-only" aria-live="polite" data-testid="replay-said">
        {said}
      </p>
    </div>
  );
}

export function ReplayControls({ st, rw, human }: { st: HandStoryState; rw: ReplayWords; human: number }) {
  const w = usePracticeWords();
  const count = st.story.tricks.length;
  const spoken = (to: number) => {
    const t = st.story.tricks[to]!;
    return rw.frameSpoken(
      t.n,
      count,
      t.plays.map((p) => rw.playSpoken(w.seatName(p.seat, human), w.cardLabel(p.card), rw.spoken(p, st.unit))),
      w.seatName(t.winner, human),
    );
  };
  return (
    <StepControls
      at={st.at}
      count={count}
      go={st.go}
      label={rw.replayGroup}
      position={rw.position}
      keysHint={rw.keysHint}
      spoken={spoken}
      rw={rw}
    />
  );
}

/** A card's mark in the review's list of tricks (beside the card). */
export function CostMark({ p, unit, rw }: { p: StoryPlay; unit: string; rw: ReplayWords }) {
  return (
    <span
      class={`treview__cost is-${toneOf(p)}${p.deals !== undefined ? ' is-estimate' : ''}`}
      data-testid="review-cost"
      title={rw.spoken(p, unit)}
    >
      <span aria-hidden="true">{rw.mark(p)}</span>
      <span class="sr-only">{rw.spoken(p, unit)}</span>
    </span>
  );
}

/** The costs panel: where the analysis is, the par, the learner's cards and the why-lines. */
export function HandCostsPanel({ st, rw }: { st: HandStoryState; rw: ReplayWords }) {
  const w = usePracticeWords();
  if (!st.solvable) return null;
  const s = st.story;
  const status = st.error
    ? [rw.failed(st.error)]
    : !s.done
      ? [rw.analysing(s)]
      : [
          // where the exact search did not reach: the learner's estimates, or nothing at all
          s.lastEstimated > 0
            ? rw.estimated(Math.max(s.lastOpen, s.lastEstimated))
            : s.lastOpen > 0
              ? rw.notAnalysed(s.lastOpen)
              : '',
          s.leadNamesTrumps ? rw.leadOpen : '',
        ].filter(Boolean);
  return (
    <section class="tcosts" data-testid="hand-costs" aria-label={rw.storyTitle}>
      <h3>{rw.storyTitle}</h3>
      <p>{rw.storyIntro}</p>
      <p role="status" data-testid="costs-status">
        {status.join(' ')}
      </p>
      {s.done && !st.error && (
        <p data-testid="par">
          {typeof s.par === 'number' ? rw.par(s.par, st.need, st.unit) : s.leadNamesTrumps ? rw.parLead : rw.parOpen}
        </p>
      )}
      {s.done && (
        <p data-testid="costs-mine">{[rw.mine(s, st.unit), rw.mineEstimate(s, st.unit)].filter(Boolean).join(' ')}</p>
      )}
      {s.why.length > 0 && (
        <ul class="tcosts__why" data-testid="why-lines">
          {s.why.map((f) => (
            <li>{rw.why(f, w.cardLabel, st.unit)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
