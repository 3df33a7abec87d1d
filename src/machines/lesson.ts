/**
 * The lesson machine: a scripted walk through a rule. Steps are plain objects:
 *   - `{ kind: 'narrate', text }`: the learner reads and presses next (`lesson.next`);
 *   - `{ kind: 'move', prompt, expected, ... }`: the learner must make a specific move
 *     (`lesson.move { move }`); the injected checker asks the engine whether it is the move
 *     wanted and why; the explanation is shown; a wrong move can be retried.
 *
 * States: `narrating` | `asking` → `explaining.correct` | `explaining.wrong` → `done`.
 * A wrong answer's verdict says what is wrong about that try only; its `answer` (the right one,
 * explained) is shown when the learner asks (`lesson.reveal` → `explaining.revealed`, then
 * `lesson.next`). A step answered after a wrong try, or revealed, is not right at the first try.
 * `start` in the input resumes at a step. `mistakes` counts wrong answers (they cost the star).
 * `lesson.back` goes to the previous step; `lesson.restart` from `done` starts over.
 * A "play on" step takes several moves: a right move with `more` in its verdict is kept in
 * `played` and the step stays `asking` (the verdict shown) until the deal is over.
 */
import { assign, setup } from 'xstate';

export interface NarrateStep {
  kind: 'narrate';
  text: string;
}
export interface MoveStep<M = unknown> {
  kind: 'move';
  prompt: string;
  /** The move wanted, in whatever form the checker understands (e.g. a card `SA`). */
  expected: M;
  /** Extra data for the checker (e.g. the judge query for the position). */
  position?: unknown;
  /** Shown when the learner is stuck. */
  hint?: string;
}
export type LessonStep<M = unknown> = NarrateStep | MoveStep<M>;

export interface MoveVerdict {
  correct: boolean;
  explanation: string;
  /** Right so far, and the step goes on (a "play on" deal: the learner plays again). */
  more?: boolean;
  /** Wrong only: the right answer, explained; shown on `lesson.reveal`. */
  answer?: string;
}
/**
 * Check the learner's move against the step (via the engine). Pure. `played`: the moves already
 * accepted in this step (a "play on" deal takes several).
 */
export type MoveCheck<M> = (step: MoveStep<M>, move: M, played: readonly M[]) => MoveVerdict;

export interface LessonContext<M> {
  steps: readonly LessonStep<M>[];
  index: number;
  attempts: number;
  verdict: MoveVerdict | null;
  /** Move steps got right at the first attempt. */
  firstTry: number;
  /** Wrong answers so far (a lesson with none earns its star). */
  mistakes: number;
  /** Moves accepted so far in this step (a "play on" deal). */
  played: M[];
}

export type LessonEvent<M> =
  | { type: 'lesson.next' }
  | { type: 'lesson.back' }
  | { type: 'lesson.move'; move: M }
  | { type: 'lesson.retry' }
  | { type: 'lesson.reveal' }
  | { type: 'lesson.restart' };

export function createLessonMachine<M>(check: MoveCheck<M>) {
  type Ctx = LessonContext<M>;
  return setup({
    types: {
      context: {} as Ctx,
      events: {} as LessonEvent<M>,
      input: {} as { steps: readonly LessonStep<M>[]; start?: number },
    },
    guards: {
      atEnd: ({ context }) => context.index >= context.steps.length,
      stepIsNarrate: ({ context }) => context.steps[context.index]?.kind === 'narrate',
      verdictCorrect: ({ context }) => context.verdict?.correct === true,
      verdictMore: ({ context }) => context.verdict?.correct === true && context.verdict.more === true,
      hasAnswer: ({ context }) => context.verdict?.answer !== undefined,
      canGoBack: ({ context }) => context.index > 0,
    },
    actions: {
      advance: assign(({ context }) => ({ index: context.index + 1, attempts: 0, verdict: null, played: [] })),
      goBack: assign(({ context }) => ({
        index: Math.max(0, context.index - 1),
        attempts: 0,
        verdict: null,
        played: [],
      })),
      checkMove: assign(({ context, event }) => {
        if (event.type !== 'lesson.move') return {};
        const step = context.steps[context.index];
        if (!step || step.kind !== 'move') return {};
        const verdict = check(step, event.move, context.played);
        const more = verdict.correct && verdict.more === true;
        return {
          verdict,
          played: verdict.correct ? [...context.played, event.move] : context.played,
          // a step of several moves is right at the first try only if no move in it was wrong
          attempts: context.attempts + (more ? 0 : 1),
          firstTry: context.firstTry + (verdict.correct && !more && context.attempts === 0 ? 1 : 0),
          mistakes: context.mistakes + (verdict.correct ? 0 : 1),
        };
      }),
      clearVerdict: assign({ verdict: null }),
      restart: assign({ index: 0, attempts: 0, verdict: null, firstTry: 0, mistakes: 0, played: [] }),
    },
  }).createMachine({
    id: 'lesson',
    initial: 'route',
    context: ({ input }) => ({
      steps: input.steps,
      index: Math.min(Math.max(0, Math.trunc(input.start ?? 0)), input.steps.length),
      attempts: 0,
      verdict: null,
      firstTry: 0,
      mistakes: 0,
      played: [],
    }),
    states: {
      route: {
        always: [
          { guard: 'atEnd', target: 'done' },
          { guard: 'stepIsNarrate', target: 'narrating' },
          { target: 'asking' },
        ],
      },
      narrating: {
        on: {
          'lesson.next': { target: 'route', actions: 'advance' },
          'lesson.back': { guard: 'canGoBack', target: 'route', actions: 'goBack' },
        },
      },
      asking: {
        on: {
          'lesson.move': { target: 'checked', actions: 'checkMove' },
          'lesson.back': { guard: 'canGoBack', target: 'route', actions: 'goBack' },
        },
      },
      checked: {
        always: [
          { guard: 'verdictMore', target: 'asking' },
          { guard: 'verdictCorrect', target: 'explaining.correct' },
          { target: 'explaining.wrong' },
        ],
      },
      explaining: {
        initial: 'correct',
        states: {
          correct: { on: { 'lesson.next': { target: '#lesson.route', actions: 'advance' } } },
          wrong: {
            on: {
              'lesson.retry': { target: '#lesson.asking', actions: 'clearVerdict' },
              'lesson.reveal': { guard: 'hasAnswer', target: 'revealed' },
            },
          },
          revealed: { on: { 'lesson.next': { target: '#lesson.route', actions: 'advance' } } },
        },
      },
      done: { on: { 'lesson.restart': { target: 'route', actions: 'restart' } } },
    },
  });
}
