/**
 * The game-flow machine that runs a whole game for the practice table: XState 5's `setup()` is
 * made once, here, for every game; a game's {@link Game}, its {@link FlowSpec} and how its
 * computer seats decide come in the machine's input and stay in its context ({@link FlowGame}).
 * One machine a flow family (`flowMachineOf`: the trick flow, the climbing flow), its steps'
 * states from the spec; `createFlowMachine(game, spec, choose)` gives the same machine to a
 * caller that passes only the table.
 *
 * The machine holds the flow only. Every rule question (whose turn, what is legal, what
 * an action does, which phase the hand is in, whether the game is over) goes to the
 * engine through `Game`. The engine's `phase()` is mapped to a flow step by the spec:
 *
 *   trick-taking: deal → auction → partner → exchange → tricks → result → (next hand) … → gameOver
 *   Daifugō:      exchange → piles → result → (next round) … → gameOver
 *
 * Every step state has the same children, so the UI can ask
 * `snapshot.matches({ auction: 'human' })`:
 *   - `route`    transient: decides who acts;
 *   - `human`    waiting for a `game.act` (or, in `result`, a `game.nextHand`);
 *   - `computer` a computer seat's turn: an invoked promise actor (`bot`) asks the bot
 *                (after `delayMs`) and its output is applied like a human action.
 * `result` has no `computer` child: with a human at the table it waits for
 * `game.nextHand`; with computers only it moves on at once. `maxHands` ends a game after
 * that many hands (for engines whose games are open-ended); `pauseAtHandEnd` makes the
 * machine stop in `result` between the rounds of an engine that has no result phase.
 *
 * `deal` is shown after a redeal inside the engine (everybody passed, a misdeal) until
 * `game.continue` (at once with computers only), when the spec has a `redealt` hook.
 *
 * Events (namespaced): `game.act {action}`, `game.undo` (learning mode: replay from the
 * seed and the action log without the human's last action and what followed it),
 * `game.nextHand`, `game.continue`. Context keeps the engine state, the action log, the actions of the
 * trick/pile in progress (`current`) and of the last completed one (`lastTrick`, for the
 * review), and the last rejection reason (`error`).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ActionChooser, ActionRequest, Game, GameSetup, Seat } from '../engine/game.ts';
import type { RuleSet } from '../engine/options.ts';
import { Rng, deriveSeed } from '../engine/rng.ts';

/** The flow steps a machine can have. Each is a state of the machine. */
export type FlowStep = 'deal' | 'auction' | 'partner' | 'exchange' | 'tricks' | 'piles' | 'result';

/** Every action carries a `type`; most carry the acting `seat`. */
export interface FlowAction {
  type: string;
  seat?: Seat;
}

export type SeatKind = 'human' | 'computer';

export interface Played<A> {
  seat: Seat;
  action: A;
}

/** How one family of games maps onto the flow. */
export interface FlowSpec<S, A, St extends FlowStep = FlowStep> {
  /** Machine id (`trickFlow`, `climbingFlow`). */
  id: string;
  /** The steps this flow has, in their usual order. */
  steps: readonly St[];
  /** The step for an engine phase name. */
  stepOf(phase: string): St;
  /**
   * True when `action` (by `seat`, taking `before` to `after`) completed a trick or pile;
   * `current` already includes it. Used for the review of the last trick/pile.
   */
  endsTrick(before: S, after: S, current: readonly Played<A>[], players: number): boolean;
  /** Steps whose actions are collected into `current` (tricks/piles). */
  collectIn: readonly St[];
  /**
   * True when the action that took `before` to `after` ended a hand (or round). Counts hands
   * for `maxHands`. Default: the engine's phase moved into the `result` step, or the game ended.
   */
  handEnded?(before: S, after: S): boolean;
  /**
   * The engine has no phase of its own between hands (Daifugō deals the next round at once):
   * the machine then pauses in `result` after each hand until `game.nextHand`.
   */
  pauseAtHandEnd?: boolean;
  /**
   * True when the action was followed by a redeal inside the engine (everybody passed, a
   * misdeal). The machine then shows the `deal` step until `game.continue` (at once when only
   * computers play), so the UI can say why the cards were dealt again.
   */
  redealt?(before: S, after: S): boolean;
}

export type TrickStep = 'deal' | 'auction' | 'partner' | 'exchange' | 'tricks' | 'result';
export type ClimbingStep = 'exchange' | 'piles' | 'result';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type StepShape = { initial: 'route'; states: { route: {}; human: {}; computer: {} } };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type ResultShape = { initial: 'route'; states: { route: {}; human: {} } };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type FlowStatesShape<St extends FlowStep> = { route: {}; gameOver: { type: 'final' } } & {
  [K in St]: K extends 'result' ? ResultShape : StepShape;
};

/** Who is acting inside a step state. */
export type Turn = 'route' | 'human' | 'computer';
/** The machine's state value: a step and whose turn it is, or `gameOver`. */
export type FlowStateValue<St extends FlowStep> =
  'route' | 'gameOver' | { [K in St]: { [P in K]: K extends 'result' ? 'route' | 'human' : Turn } }[St];

/**
 * What a computer seat is asked: only its own view and its legal actions (the type lives with the
 * `Game` contract, so the bots answer it without importing the machines).
 */
export type BotRequest<V, A> = ActionRequest<V, A>;
export type BotChooser<V, A> = ActionChooser<V, A>;

export interface FlowInput {
  ruleSet: RuleSet;
  seed: string;
  /** One entry per seat; its length is the number of players. */
  seats: readonly SeatKind[];
  dealer?: Seat;
  /** Pause before each computer move, ms (0 in tests). */
  delayMs?: number;
  /** Learning mode: `game.undo` is allowed. */
  learning?: boolean;
  /** Extra seed for the bots' decisions. */
  botSeed?: string;
  /** End the game after this many hands (0 or absent: when the engine says it is over). */
  maxHands?: number;
  /**
   * Start from this action log (a game opened from a file): replayed from the seed through the
   * same bookkeeping as play, so the review and undo work as if it had been played here. The
   * caller checks the log first (`replayLog`); an action the engine refuses ends the replay there.
   */
  log?: readonly unknown[];
}

export interface FlowContext<S, A> {
  gameSetup: GameSetup;
  seats: SeatKind[];
  delayMs: number;
  learning: boolean;
  botSeed: string;
  /**
   * The state as set up, before any action (the rule set resolved and the first hand dealt
   * once): undo replays from it instead of setting the game up again.
   */
  start: S;
  state: S;
  /** Every action applied since setup, in order (replayable from the seed). */
  log: A[];
  /** Indexes into `log` of the actions the humans made (what `game.undo` takes back). */
  humanMarks: number[];
  /** Actions of the trick/pile in progress. */
  current: Played<A>[];
  /** The last completed trick/pile, for the review. */
  lastTrick: Played<A>[] | null;
  /** Why the last human action was refused (cleared by the next accepted one). */
  error: string | null;
  undos: number;
  /** Hands (rounds) finished so far. */
  handsDone: number;
  maxHands: number;
  /** Waiting in `result` between hands of an engine without a result phase. */
  paused: boolean;
  /** Showing the `deal` step after a redeal (see {@link FlowSpec.redealt}). */
  redealPending: boolean;
  /** Redeals so far. */
  redeals: number;
}

export type FlowEvent<A> =
  { type: 'game.act'; action: A } | { type: 'game.undo' } | { type: 'game.nextHand' } | { type: 'game.continue' };

const TRICK_PHASES: Readonly<Record<string, TrickStep>> = {
  deal: 'deal',
  dealing: 'deal',
  misdeal: 'deal',
  redeal: 'deal',
  auction: 'auction',
  bidding: 'auction',
  bid: 'auction',
  partner: 'partner',
  adjutant: 'partner',
  secretary: 'partner',
  friend: 'partner',
  exchange: 'exchange',
  discard: 'exchange',
  widow: 'exchange',
  kitty: 'exchange',
  trumpChange: 'exchange',
  'trump-change': 'exchange',
  play: 'tricks',
  tricks: 'tricks',
  trick: 'tricks',
  handOver: 'result',
  'hand-over': 'result',
  result: 'result',
  scoring: 'result',
  gameOver: 'result',
};

function isAction(a: unknown): a is FlowAction {
  return a !== null && typeof a === 'object' && typeof (a as FlowAction).type === 'string';
}

function actionType(a: unknown): string {
  return a !== null && typeof a === 'object' && typeof (a as FlowAction).type === 'string'
    ? (a as FlowAction).type
    : '';
}

/** The trick-taking flow (Japanese Napoleon, Nap, Taiwanese/HK Napoleon, Mighty). */
export function trickFlowSpec<S, A>(overrides: Partial<FlowSpec<S, A, TrickStep>> = {}): FlowSpec<S, A, TrickStep> {
  return {
    id: 'trickFlow',
    steps: ['deal', 'auction', 'partner', 'exchange', 'tricks', 'result'],
    stepOf: (phase) => TRICK_PHASES[phase] ?? 'tricks',
    endsTrick: (_b, _a, current, players) => current.filter((p) => actionType(p.action) === 'play').length >= players,
    collectIn: ['tricks'],
    ...overrides,
  };
}

const CLIMBING_PHASES: Readonly<Record<string, ClimbingStep>> = {
  exchange: 'exchange',
  play: 'piles',
  piles: 'piles',
  pile: 'piles',
  roundOver: 'result',
  'round-over': 'result',
  result: 'result',
  handOver: 'result',
  gameOver: 'result',
};

/** The climbing flow (Daifugō): the pile ends when the engine says so (`endsTrick`). */
export function climbingFlowSpec<S, A>(
  overrides: Partial<FlowSpec<S, A, ClimbingStep>> & Pick<FlowSpec<S, A, ClimbingStep>, 'endsTrick'>,
): FlowSpec<S, A, ClimbingStep> {
  return {
    id: 'climbingFlow',
    steps: ['exchange', 'piles', 'result'],
    stepOf: (phase) => CLIMBING_PHASES[phase] ?? 'piles',
    collectIn: ['piles'],
    ...overrides,
  };
}

/** A chooser that plays a uniformly random legal action (seeded): the fallback bot. */
export function randomChooser<V, A>(request: BotRequest<V, A>): A {
  return new Rng(request.seed).pick(request.legal);
}

/** Replay a game from its setup and an action log (used by undo; throws on a bad log). */
export function replay<S, A, V>(game: Game<S, A, V>, gameSetup: GameSetup, log: readonly A[]): S {
  let s = game.setup(gameSetup);
  for (const a of log) {
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(`replay failed at ${JSON.stringify(a)}: ${r.reason}`);
    s = r.value;
  }
  return s;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The per-game part of a flow machine, given in its input and kept in its context: the game, its
 * flow spec (`specs.ts` `flowSpecOf`, from the game's descriptor) and how computer seats decide
 * (the bot client's `requestMove`, or {@link randomChooser}; it gets only the seat's view).
 */
export interface FlowGame<S, A, V, St extends FlowStep = FlowStep> {
  game: Game<S, A, V>;
  spec: FlowSpec<S, A, St>;
  choose: BotChooser<V, A>;
}

type Ctx = FlowContext<unknown, FlowAction> & FlowGame<unknown, FlowAction, unknown>;
type Ev = FlowEvent<FlowAction>;
type Input = FlowInput & FlowGame<unknown, FlowAction, unknown>;
type BotInput = { request: BotRequest<unknown, FlowAction>; delayMs: number; choose: BotChooser<unknown, FlowAction> };

const seatOf = (ctx: Ctx, action: FlowAction): Seat | undefined =>
  typeof action.seat === 'number' ? action.seat : ctx.game.toAct(ctx.state)[0];

const stepNow = (ctx: Ctx): FlowStep =>
  ctx.paused ? 'result' : ctx.redealPending ? 'deal' : ctx.spec.stepOf(ctx.game.phase(ctx.state));

const handEnded = ({ game, spec }: Ctx, before: unknown, after: unknown): boolean =>
  spec.handEnded
    ? spec.handEnded(before, after)
    : game.isGameOver(after) ||
      (spec.stepOf(game.phase(after)) === 'result' && spec.stepOf(game.phase(before)) !== 'result');

const isOver = (ctx: Ctx) => ctx.game.isGameOver(ctx.state) || (ctx.maxHands > 0 && ctx.handsDone >= ctx.maxHands);

/** Apply an action and update log, current trick and review; `{ error }` if refused. */
function advance(ctx: Ctx, action: FlowAction, human: boolean): Partial<Ctx> | { error: string } {
  const { game, spec } = ctx;
  const seat = seatOf(ctx, action);
  const r = game.apply(ctx.state, action);
  if (!r.ok) return { error: r.reason };
  const log = [...ctx.log, action];
  const stepBefore = stepNow(ctx);
  let current = ctx.current;
  let lastTrick = ctx.lastTrick;
  if (spec.collectIn.includes(stepBefore) && seat !== undefined) {
    current = [...current, { seat, action }];
    if (spec.endsTrick(ctx.state, r.value, current, ctx.seats.length)) {
      lastTrick = current;
      current = [];
    }
  }
  const ended = handEnded(ctx, ctx.state, r.value);
  const paused = ended && spec.pauseAtHandEnd === true;
  const redeal = !ended && spec.redealt !== undefined && spec.redealt(ctx.state, r.value);
  const redealPending = redeal && spec.steps.includes('deal');
  const stepAfter = paused ? 'result' : spec.stepOf(game.phase(r.value));
  if (!spec.collectIn.includes(stepAfter)) current = [];
  return {
    handsDone: ctx.handsDone + (ended ? 1 : 0),
    paused,
    redealPending,
    redeals: ctx.redeals + (redeal ? 1 : 0),
    state: r.value,
    log,
    humanMarks: human ? [...ctx.humanMarks, log.length - 1] : ctx.humanMarks,
    current,
    lastTrick,
    error: null,
  };
}

const firstLegal = (ctx: Ctx): FlowAction | undefined => {
  const seat = ctx.game.toAct(ctx.state)[0];
  return seat === undefined ? undefined : ctx.game.legalActions(ctx.state, seat)[0];
};

/** The context a game starts with: set up once, then the input's log replayed (a game opened from a file). */
function initialContext(input: Input): Ctx {
  const gameSetup: GameSetup = {
    ruleSet: input.ruleSet,
    seed: input.seed,
    players: input.seats.length,
    ...(input.dealer !== undefined ? { dealer: input.dealer } : {}),
  };
  const start = input.game.setup(gameSetup);
  let ctx: Ctx = {
    game: input.game,
    spec: input.spec,
    choose: input.choose,
    gameSetup,
    seats: [...input.seats],
    delayMs: input.delayMs ?? 0,
    learning: input.learning ?? false,
    botSeed: input.botSeed ?? 'bot',
    start,
    state: start,
    log: [],
    humanMarks: [],
    current: [],
    lastTrick: null,
    error: null,
    undos: 0,
    handsDone: 0,
    maxHands: input.maxHands ?? 0,
    paused: false,
    redealPending: false,
    redeals: 0,
  };
  for (const a of (input.log ?? []) as FlowAction[]) {
    const seat = seatOf(ctx, a);
    const r = advance(ctx, a, seat !== undefined && ctx.seats[seat] === 'human');
    if (!('state' in r)) break;
    // A redeal notice already acknowledged when the game was played.
    ctx = { ...ctx, ...r, redealPending: false };
    if (ctx.paused && ctx.log.length < (input.log?.length ?? 0)) ctx = { ...ctx, paused: false };
  }
  return ctx;
}

/** The machine's guards, actions and bot actor, set up once for every game (the game is in the context). */
const flowSetup = setup({
  types: {
    context: {} as Ctx,
    events: {} as Ev,
    input: {} as Input,
  },
  actors: {
    bot: fromPromise<FlowAction, BotInput>(async ({ input }) => {
      if (input.delayMs > 0) await sleep(input.delayMs);
      return input.choose(input.request);
    }),
  },
  guards: {
    gameIsOver: ({ context }) => isOver(context),
    stepIs: ({ context }, params: { step: FlowStep }) => stepNow(context) === params.step,
    computerToAct: ({ context }) => {
      const seat = context.game.toAct(context.state)[0];
      return seat !== undefined && context.seats[seat] === 'computer';
    },
    /** In the result step the table waits for a human's "next hand" unless nobody is human. */
    autoAdvance: ({ context }) =>
      !context.seats.includes('human') && (context.paused || firstLegal(context) !== undefined),
    humanMayAct: ({ context, event }) => {
      if (event.type !== 'game.act' || !isAction(event.action)) return false;
      if (context.redealPending || context.paused) return false;
      const seat = seatOf(context, event.action);
      if (seat === undefined || context.seats[seat] !== 'human') return false;
      if (!context.game.toAct(context.state).includes(seat)) return false;
      return context.game.apply(context.state, event.action).ok;
    },
    canUndo: ({ context }) => context.learning && context.humanMarks.length > 0,
    redealPending: ({ context }) => context.redealPending,
    redealAuto: ({ context }) => context.redealPending && !context.seats.includes('human'),
    canNextHand: ({ context }) =>
      stepNow(context) === 'result' && (context.paused || firstLegal(context) !== undefined),
  },
  actions: {
    applyHuman: assign(({ context, event }) => {
      if (event.type !== 'game.act' || !isAction(event.action)) return {};
      const r = advance(context, event.action, true);
      return 'state' in r ? r : { error: (r as { error: string }).error };
    }),
    rejectAction: assign(({ context, event }) => {
      if (event.type !== 'game.act') return {};
      if (!isAction(event.action)) return { error: 'An action needs a type.' };
      if (context.redealPending) return { error: 'The cards were dealt again: continue first.' };
      if (context.paused) return { error: 'The hand is over: start the next one first.' };
      const seat = seatOf(context, event.action);
      if (seat === undefined || !context.game.toAct(context.state).includes(seat)) {
        return { error: 'It is not that seat’s turn.' };
      }
      if (context.seats[seat] !== 'human') return { error: 'That seat is played by the computer.' };
      const r = context.game.apply(context.state, event.action);
      return { error: r.ok ? 'That action is not allowed now.' : r.reason };
    }),
    applyBot: assign(({ context }, params: { action: FlowAction | undefined }) => {
      const r = isAction(params.action) ? advance(context, params.action, false) : { error: 'the bot gave no action' };
      if ('state' in r) return r;
      // A bot must never stall the table: fall back to the first legal action.
      const fallback = firstLegal(context);
      if (fallback === undefined) return { error: (r as { error: string }).error };
      const r2 = advance(context, fallback, false);
      return 'state' in r2 ? r2 : { error: (r2 as { error: string }).error };
    }),
    applyFallback: assign(({ context }) => {
      const fallback = firstLegal(context);
      if (fallback === undefined) return {};
      const r = advance(context, fallback, false);
      return 'state' in r ? r : {};
    }),
    applyNextHand: assign(({ context }) => {
      if (context.paused) return { paused: false, error: null };
      const a = firstLegal(context);
      if (a === undefined) return {};
      const r = advance(context, a, false);
      return 'state' in r ? r : { error: (r as { error: string }).error };
    }),
    acknowledgeRedeal: assign({ redealPending: false }),
    undo: assign(({ context }) => {
      const mark = context.humanMarks[context.humanMarks.length - 1]!;
      const log = context.log.slice(0, mark);
      // Rebuild the review data by replaying through the same bookkeeping.
      let ctx: Ctx = {
        ...context,
        state: context.start,
        log: [],
        humanMarks: [],
        current: [],
        lastTrick: null,
        error: null,
        handsDone: 0,
        paused: false,
        redealPending: false,
        redeals: 0,
      };
      const marks = new Set(context.humanMarks.slice(0, -1));
      log.forEach((a, i) => {
        const r = advance(ctx, a, marks.has(i));
        if (!('state' in r)) throw new Error(`undo replay failed: ${(r as { error: string }).error}`);
        ctx = { ...ctx, ...r };
      });
      return { ...ctx, undos: context.undos + 1 };
    }),
  },
});

/** The states of one step: `route` (who acts), `human`, and `computer` (every step but `result`). */
function stepState(id: string, step: FlowStep) {
  return {
    initial: 'route',
    states: {
      route: {
        always: [
          ...(step === 'result'
            ? [{ target: `#${id}.route`, guard: 'autoAdvance', actions: 'applyNextHand' }]
            : step === 'deal'
              ? [
                  { target: `#${id}.route`, guard: 'redealAuto', actions: 'acknowledgeRedeal' },
                  { target: 'human', guard: 'redealPending' },
                  { target: 'computer', guard: 'computerToAct' },
                ]
              : [{ target: 'computer', guard: 'computerToAct' }]),
          { target: 'human' },
        ],
      },
      human: {
        ...(step === 'deal'
          ? {
              on: { 'game.continue': { guard: 'redealPending', target: `#${id}.route`, actions: 'acknowledgeRedeal' } },
            }
          : {}),
        ...(step === 'result'
          ? { on: { 'game.nextHand': { guard: 'canNextHand', target: `#${id}.route`, actions: 'applyNextHand' } } }
          : {}),
      },
      ...(step === 'result'
        ? {}
        : {
            computer: {
              invoke: {
                id: 'bot',
                src: 'bot',
                input: ({ context }: { context: Ctx }): BotInput => {
                  const seat = context.game.toAct(context.state)[0]!;
                  return {
                    delayMs: context.delayMs,
                    choose: context.choose,
                    request: {
                      seat,
                      view: context.game.view(context.state, seat),
                      legal: context.game.legalActions(context.state, seat),
                      seed: deriveSeed(context.gameSetup.seed, context.botSeed, context.log.length),
                    },
                  };
                },
                onDone: {
                  target: `#${id}.route`,
                  actions: {
                    type: 'applyBot',
                    params: ({ event }: { event: { output?: FlowAction } }) => ({ action: event.output }),
                  },
                },
                onError: { target: `#${id}.route`, actions: 'applyFallback' },
              },
            },
          }),
    },
  };
}

/** A flow family's machine config (`trickFlow`, `climbingFlow`): its steps' states, from its spec's id and steps. */
function flowConfig(id: string, steps: readonly FlowStep[]) {
  const states: Record<string, unknown> = {
    route: {
      always: [
        { target: 'gameOver', guard: 'gameIsOver' },
        ...steps.map((step) => ({ target: step, guard: { type: 'stepIs', params: { step } } })),
        { target: steps[steps.length - 1]! },
      ],
    },
    gameOver: { type: 'final' },
  };
  for (const step of steps) states[step] = stepState(id, step);
  return {
    id,
    initial: 'route' as const,
    on: {
      'game.act': [
        { guard: 'humanMayAct' as const, target: `.route`, actions: 'applyHuman' as const },
        { actions: 'rejectAction' as const },
      ],
      'game.undo': { guard: 'canUndo' as const, target: '.route', actions: 'undo' as const },
    },
    // The states are generated from the spec's steps; the machine's state value type is given
    // by FlowMachine, so `snapshot.matches({ auction: 'human' })` type-checks.
    states: states as never,
  };
}

/** Type only (never called): the machine of a flow over these states, actions, views and steps. */
function _typedFlow<S, A extends FlowAction, V, St extends FlowStep>() {
  return setup({
    types: {
      context: {} as FlowContext<S, A> & FlowGame<S, A, V, St>,
      events: {} as FlowEvent<A>,
      input: {} as FlowInput,
    },
    actors: { bot: fromPromise<A, BotInput>(() => Promise.reject(new Error('type only'))) },
  }).createMachine({ id: 'flow', initial: 'route', context: () => ({}) as never, states: {} as FlowStatesShape<St> });
}

export type FlowMachine<S, A extends FlowAction, V, St extends FlowStep> = ReturnType<typeof _typedFlow<S, A, V, St>>;

/** The machines made so far, one a flow family (its spec's id and steps). */
const families = new Map<string, ReturnType<typeof flowSetup.createMachine>>();

/**
 * The flow machine of a family of games (the trick flow, the climbing flow), made once: the game,
 * its spec and the chooser come in its input ({@link FlowGame} with the table's {@link FlowInput}).
 */
export function flowMachineOf(
  spec: Pick<FlowSpec<unknown, unknown, FlowStep>, 'id' | 'steps'>,
): ReturnType<typeof flowSetup.createMachine> {
  const key = `${spec.id}:${spec.steps.join(',')}`;
  let m = families.get(key);
  if (!m) {
    m = flowSetup.createMachine({ ...flowConfig(spec.id, spec.steps), context: ({ input }) => initialContext(input) });
    families.set(key, m);
  }
  return m;
}

/**
 * The flow machine for one game whose actor is given only the table ({@link FlowInput}): its
 * family's states over the one setup, with the game, its spec and `choose` put in the context.
 */
export function createFlowMachine<S, A extends FlowAction, V, St extends FlowStep>(
  game: Game<S, A, V>,
  spec: FlowSpec<S, A, St>,
  choose: BotChooser<V, A> = randomChooser,
): FlowMachine<S, A, V, St> {
  const bound = { game, spec, choose } as unknown as FlowGame<unknown, FlowAction, unknown>;
  return flowSetup.createMachine({
    ...flowConfig(spec.id, spec.steps),
    context: ({ input }) => initialContext({ ...(input as FlowInput), ...bound }),
  }) as unknown as FlowMachine<S, A, V, St>;
}
