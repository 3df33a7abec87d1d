/**
 * A climbing game's round (Daifugō) on the felt after it ends (issue #33 item 3): Back / Forward
 * and the arrow keys step through the round move by move, the pile as it stood after each move,
 * who played what or passed, the pile cleared, each seat's cards left, who went out in which place;
 * each step shown beneath the felt and announced. The facts come from `islands-logic/climb-replay.ts`,
 * the words from `replay.json`.
 */
import { useState } from 'preact/hooks';
import type { Card } from '../../engine/cards.ts';
import { climbSteps, type ClimbStep } from '../../islands-logic/climb-replay.ts';
import type { ReplayWords } from '../../i18n/islands/replay.ts';
import type { PracticeWords } from '../../i18n/islands/practice.en.ts';
import { StepControls } from './Replay.tsx';

export interface ClimbReplayState {
  steps: ClimbStep[];
  at: number;
  go: (to: number) => void;
}

type V = Record<string, unknown>;

/** The round just ended (the view's `lastRound`), its steps and the step shown; null when there is none. */
export function useClimbReplay(view: V, players: number, deckSize: number, enabled: boolean): ClimbReplayState | null {
  const last = enabled ? (view['lastRound'] as V | null | undefined) : null;
  const history = Array.isArray(last?.['history']) ? (last['history'] as V[]) : [];
  const key = last ? `${String(last['round'])}:${history.length}` : '';
  const [at, setAt] = useState<{ key: string; at: number } | null>(null);
  if (!last || history.length === 0) return null;
  const ranking = Array.isArray(last['ranking']) ? (last['ranking'] as number[]) : [];
  const steps = climbSteps(history, ranking, players, deckSize);
  if (steps.length === 0) return null;
  const clamp = (n: number) => Math.max(0, Math.min(steps.length - 1, n));
  return {
    steps,
    at: clamp(at?.key === key ? at.at : steps.length - 1),
    go: (to: number) => setAt({ key, at: clamp(to) }),
  };
}

const cardsText = (w: PracticeWords, cards: readonly Card[]) => cards.map((c) => w.cardLabel(c)).join(' ');

/** One step in words: the move, who went out, the pile cleared, the cards left (the last: the places). */
export function climbStepText(s: ClimbStep, w: PracticeWords, rw: ReplayWords, human: number, last: boolean): string {
  const name = (seat: number) => w.seatName(seat, human);
  const lines = [
    s.type === 'play' ? rw.climbPlay(name(s.seat), cardsText(w, s.cards)) : rw.climbPass(name(s.seat), s.auto),
  ];
  if (s.out) lines.push(rw.climbOut(name(s.seat), s.out === 'finished' ? s.places.indexOf(s.seat) + 1 : null));
  if (s.cleared && s.leader !== null) lines.push(rw.climbCleared(name(s.leader)));
  const left = s.left.flatMap((n, seat) => (n === null ? [] : [[name(seat), n] as const]));
  if (left.length) lines.push(rw.climbLeft(left));
  if (last) lines.push(rw.climbPlaces(s.places.map(name)));
  return lines.join(' ');
}

/** What the felt shows for the step: its pile, and the pile cleared with who leads next. */
export function climbReplayFelt(st: ClimbReplayState, w: PracticeWords, rw: ReplayWords, human: number) {
  const s = st.steps[st.at]!;
  return {
    plays: s.pile.map((p) => ({ seat: p.seat, cards: p.cards })),
    leader: s.pile[0]?.seat ?? null,
    cleared: s.cleared && s.leader !== null ? rw.climbCleared(w.seatName(s.leader, human)) : null,
    winning: null,
    finished: null,
  };
}

/** Back / Forward under the felt; ← → step too; the step is shown and announced. */
export function ClimbReplayControls({
  st,
  rw,
  w,
  human,
}: {
  st: ClimbReplayState;
  rw: ReplayWords;
  w: PracticeWords;
  human: number;
}) {
  const count = st.steps.length;
  const textOf = (i: number) => climbStepText(st.steps[i]!, w, rw, human, i === count - 1);
  return (
    <StepControls
      at={st.at}
      count={count}
      go={st.go}
      label={rw.climbGroup}
      position={rw.climbPosition}
      keysHint={rw.climbKeysHint}
      spoken={(to) => `${rw.climbPosition(to + 1, count)}: ${textOf(to)}`}
      rw={rw}
    >
      <p class="treplay__step" data-testid="replay-step">
        {textOf(st.at)}
      </p>
    </StepControls>
  );
}
