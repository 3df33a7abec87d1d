/** The practice review: the hand's tricks with the solver's turning points, the game log and the score sheet. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { type VariantId } from '../../engine/options.ts';
import { type PracticeSettings } from '../../islands-logic/practice.ts';
import type { Suit } from '../../engine/cards.ts';
import {
  finishedTricks,
  type ReviewInput,
  type ReviewTrick,
  lastFinished,
  trickKey,
} from '../../islands-logic/table-view.ts';
import { TrickReview } from '../table/Review.tsx';
import { type Card as CardId } from '../../engine/cards.ts';
import { practiceEngine } from '../../islands-logic/practice-engine.ts';
import type { HandTarget } from '../../islands-logic/engines/types.ts';
import { num } from '../../islands-logic/numbers.ts';
import { usePracticeWords } from '../../i18n/islands/context.ts';
import { rankingFor, reasonOf } from './coach.tsx';
import { CostMark } from './Replay.tsx';
import { useHandStoryHere } from './use-replay.tsx';

export interface ExchangeRec {
  rich: number;
  poor: number;
  count: number;
  received: CardId[];
  given: CardId[] | null;
}
/** The hand's review for the trick-taking games (the declaring side and its target from the result). */
export function TrickReviewOf({
  variant,
  settings,
  view,
  human,
  state,
}: {
  variant: VariantId;
  settings: PracticeSettings;
  view: Record<string, unknown>;
  human: number;
  state: unknown;
}) {
  const w = usePracticeWords();
  const story = useHandStoryHere();
  const [best, setBest] = useState<{ key: string; values: (number | null)[] } | null>(null);
  const tricks = finishedTricks(view) as ReviewInput['tricks'];
  const empty = tricks.length === 0;
  const players = typeof view['players'] === 'number' ? view['players'] : (tricks[0]?.plays.length ?? 0);
  const ranking = (n: number) => rankingFor(variant, settings, view, n);
  // What the game's engine says the hand was about: the declaring side, its target, what a card counts.
  const engine = practiceEngine(variant);
  const target: HandTarget = (engine.kind === 'trick' ? engine.handTarget?.(view) : undefined) ?? {
    side: [],
    need: 0,
    final: 0,
    value: () => 0,
    perTrick: true,
  };
  const side = target.side;
  let rows: ReviewTrick[] = w.handReview({
    tricks,
    players,
    value: target.value,
    ...(target.perTrick ? { perTrick: true } : {}),
    side,
    need: target.need,
    ...(target.misere ? { misere: true } : {}),
    final: target.final,
    human,
    ranking,
  });
  const unit = w.reviewUnit(variant);
  const trump = (view['trump'] as Suit | null | undefined) ?? null;
  rows = rows.map((t) => ({
    ...t,
    reason: reasonOf(
      w,
      variant,
      {
        plays: t.plays.map((p) => ({ seat: p.seat, cards: [p.card] })),
        leader: t.leader,
        winner: t.winner,
        reason: t.reason,
        ...(t.explanation ? { explanation: t.explanation } : {}),
      },
      trump,
    ),
  }));
  // The exact solver on the last tricks (small positions: a few thousand nodes), loaded only
  // when a review is shown and run after the review is on screen.
  const key = trickKey(lastFinished(view));
  useEffect(() => {
    if (empty || best?.key === key || side.length === 0) return undefined;
    let live = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    // one solve per task, the smallest first: the page never waits long for any of them
    const later = (f: () => void) => timers.push(setTimeout(() => live && f(), 0));
    later(() => {
      void import('../../engine/solver/judge.ts').then(({ judgeSolverQuery }) => {
        // the game's resolved rules, as its state keeps them (`rules`, or `values`)
        const st = state as { rules?: unknown; values?: unknown };
        const rules = { variant, rules: st.rules ?? st.values } as Parameters<typeof judgeSolverQuery>[0];
        const trump = (view['trump'] as Suit | null | undefined) ?? null;
        const secretary = view['secretaryCard'] as string | null | undefined;
        const values: (number | null)[] = rows.map(() => null);
        const solveAt = (i: number) => {
          const row = rows[i]!;
          try {
            const a = judgeSolverQuery(rules, {
              query: 'solve',
              trump,
              hands: row.hands,
              leader: row.leader,
              plays: [],
              side,
              ...(secretary ? { secretary } : {}),
            });
            values[i] = typeof a['best'] === 'number' ? a['best'] : null;
          } catch {
            values[i] = null;
          }
        };
        const first = Math.max(0, rows.length - SOLVED_TRICKS);
        const step = (i: number) => {
          if (i < first) {
            setBest({ key, values });
            return;
          }
          solveAt(i);
          later(() => step(i - 1));
        };
        later(() => step(rows.length - 1));
      });
    });
    return () => {
      live = false;
      timers.forEach(clearTimeout);
    };
  }, [key]);
  const solved = best?.key === key ? w.bestFromHere(rows, side, best.values, unit) : [];
  if (empty) return null;
  const mark = (i: number, j: number) => {
    const p = story?.st.solvable ? story.st.story.tricks[i]?.plays[j] : undefined;
    return p ? <CostMark p={p} unit={story!.st.unit} rw={story!.rw} /> : null;
  };
  return <TrickReview tricks={rows} human={human} unit={unit} solved={solved} marks={mark} />;
}

/** The review asks the exact solver about this many last tricks (small positions only). */
const SOLVED_TRICKS = 4;
/** Every bid, call, play, trick winner and effect of the game, in words. */
export function GameLog({ lines }: { lines: readonly string[] }) {
  const w = usePracticeWords();
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <details class="tlog" data-testid="game-log">
      <summary>{w.gameLogCount(lines.length)}</summary>
      <ol class="tlog__list" ref={ref} tabIndex={0} aria-label={w.gameLog}>
        {lines.map((l) => (
          <li>{l}</li>
        ))}
      </ol>
    </details>
  );
}

export function ScoreSheet({ sheet, human, final }: { sheet: number[][]; human: number; final: number[] | null }) {
  const w = usePracticeWords();
  const players = (sheet[0] ?? final ?? []).length;
  return (
    <table class="practice__sheet" data-testid="score-sheet">
      <caption>{w.scoreSheet}</caption>
      <thead>
        <tr>
          <th scope="col">{w.after}</th>
          {Array.from({ length: players }, (_, i) => (
            <th scope="col">{w.seatName(i, human)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sheet.map((row, h) => (
          <tr>
            <th scope="row">{w.handN(h + 1)}</th>
            {row.map((t) => (
              <td>{num(t)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
