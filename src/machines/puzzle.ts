/**
 * The puzzle machine (the lichess way): show a puzzle → the learner answers → right: feedback
 * with the engine's explanation, then the next puzzle; wrong: "try again" (the island does not
 * give the answer away) and the learner answers again, or asks for the solution, which ends the
 * streak; counts a streak of puzzles solved at the first try, and how many puzzles this run
 * went through (`seen`).
 *
 * Puzzles are plain objects; the machine never looks inside them. The checking function
 * is injected (the islands pass a judge call), so the same machine serves "who wins this
 * trick", "which cards may be played" and "what does this hand score" puzzles.
 *
 * States: `showing` → `puzzle.answer` → `feedback.correct` | `feedback.incorrect`;
 * `feedback.correct` → `puzzle.next` → `showing` (or `finished` after the last);
 * `feedback.incorrect` → `puzzle.answer` (another try) | `puzzle.retry` → `showing` (same
 * puzzle) | `puzzle.next`; `showing` | `feedback.incorrect` → `puzzle.reveal` →
 * `feedback.revealed` (streak 0) → `puzzle.next`; `showing` → `puzzle.skip` → next puzzle
 * (breaks the streak). `finished` → `puzzle.restart`.
 */
import { assign, setup } from 'xstate';

export interface PuzzleVerdict {
  correct: boolean;
  /** The engine's explanation, shown as feedback (e.g. the judge's `reason`). */
  explanation: string;
}

/** Decide whether `answer` solves `puzzle`. Must be pure (no randomness, no I/O). */
export type PuzzleCheck<P, Ans> = (puzzle: P, answer: Ans) => PuzzleVerdict;

export interface PuzzleInput<P> {
  puzzles: readonly P[];
  /** Start at this puzzle (default 0). */
  start?: number;
  /** The streak carried over from an earlier visit (default 0). */
  streak?: number;
}

export interface PuzzleContext<P, Ans> {
  puzzles: readonly P[];
  index: number;
  /** Answers given to the current puzzle. */
  attempts: number;
  /** Puzzles solved in a row at the first attempt. */
  streak: number;
  bestStreak: number;
  solved: number;
  /** Puzzles left behind (answered, revealed or skipped) in this run. */
  seen: number;
  lastAnswer: Ans | null;
  feedback: PuzzleVerdict | null;
}

export type PuzzleEvent<Ans> =
  | { type: 'puzzle.answer'; answer: Ans }
  | { type: 'puzzle.next' }
  | { type: 'puzzle.retry' }
  | { type: 'puzzle.skip' }
  | { type: 'puzzle.reveal' }
  | { type: 'puzzle.restart' };

export function createPuzzleMachine<P, Ans>(check: PuzzleCheck<P, Ans>) {
  type Ctx = PuzzleContext<P, Ans>;
  return setup({
    types: {
      context: {} as Ctx,
      events: {} as PuzzleEvent<Ans>,
      input: {} as PuzzleInput<P>,
    },
    guards: {
      lastAnswerCorrect: ({ context }) => context.feedback?.correct === true,
      hasMorePuzzles: ({ context }) => context.index + 1 < context.puzzles.length,
      hasPuzzles: ({ context }) => context.puzzles.length > 0,
    },
    actions: {
      judgeAnswer: assign(({ context, event }) => {
        if (event.type !== 'puzzle.answer') return {};
        const verdict = check(context.puzzles[context.index]!, event.answer);
        const first = context.attempts === 0;
        const streak = verdict.correct ? (first ? context.streak + 1 : context.streak) : 0;
        return {
          attempts: context.attempts + 1,
          feedback: verdict,
          lastAnswer: event.answer,
          streak,
          bestStreak: Math.max(context.bestStreak, streak),
          solved: context.solved + (verdict.correct ? 1 : 0),
        };
      }),
      leavePuzzle: assign(({ context }) => ({ seen: context.seen + 1 })),
      nextPuzzle: assign(({ context }) => ({
        index: context.index + 1,
        attempts: 0,
        feedback: null,
        lastAnswer: null,
      })),
      clearFeedback: assign({ feedback: null }),
      breakStreak: assign({ streak: 0 }),
      reveal: assign({ streak: 0, feedback: null }),
      restart: assign({ index: 0, attempts: 0, streak: 0, solved: 0, seen: 0, feedback: null, lastAnswer: null }),
    },
  }).createMachine({
    id: 'puzzle',
    initial: 'start',
    context: ({ input }) => ({
      puzzles: input.puzzles,
      index: input.start ?? 0,
      attempts: 0,
      streak: Math.max(0, Math.floor(input.streak ?? 0)),
      bestStreak: Math.max(0, Math.floor(input.streak ?? 0)),
      solved: 0,
      seen: 0,
      lastAnswer: null,
      feedback: null,
    }),
    states: {
      start: { always: [{ guard: 'hasPuzzles', target: 'showing' }, { target: 'finished' }] },
      showing: {
        on: {
          'puzzle.answer': { target: 'judged', actions: 'judgeAnswer' },
          'puzzle.skip': [
            {
              guard: 'hasMorePuzzles',
              target: 'showing',
              reenter: true,
              actions: ['breakStreak', 'leavePuzzle', 'nextPuzzle'],
            },
            { target: 'finished', actions: ['breakStreak', 'leavePuzzle'] },
          ],
          'puzzle.reveal': { target: 'feedback.revealed', actions: 'reveal' },
        },
      },
      judged: {
        always: [{ guard: 'lastAnswerCorrect', target: 'feedback.correct' }, { target: 'feedback.incorrect' }],
      },
      feedback: {
        initial: 'correct',
        states: {
          correct: {
            on: {
              'puzzle.next': [
                { guard: 'hasMorePuzzles', target: '#puzzle.showing', actions: ['leavePuzzle', 'nextPuzzle'] },
                { target: '#puzzle.finished', actions: 'leavePuzzle' },
              ],
            },
          },
          incorrect: {
            on: {
              'puzzle.answer': { target: '#puzzle.judged', actions: 'judgeAnswer' },
              'puzzle.retry': { target: '#puzzle.showing', actions: 'clearFeedback' },
              'puzzle.reveal': { target: 'revealed', actions: 'reveal' },
              'puzzle.next': [
                { guard: 'hasMorePuzzles', target: '#puzzle.showing', actions: ['leavePuzzle', 'nextPuzzle'] },
                { target: '#puzzle.finished', actions: 'leavePuzzle' },
              ],
            },
          },
          revealed: {
            on: {
              'puzzle.next': [
                { guard: 'hasMorePuzzles', target: '#puzzle.showing', actions: ['leavePuzzle', 'nextPuzzle'] },
                { target: '#puzzle.finished', actions: 'leavePuzzle' },
              ],
            },
          },
        },
      },
      finished: {
        on: { 'puzzle.restart': { guard: 'hasPuzzles', target: 'showing', actions: 'restart' } },
      },
    },
  });
}
