/**
 * The contract every variant engine implements (boardgame.io style: plain data plus pure
 * functions). Machines, bots and islands use only this interface and each variant's
 * `view()`: they never reach into a state to read a hidden card.
 *
 * - `S` is the full state: plain JSON, serialisable, holds the seed and action log.
 * - `A` is an action: plain JSON (`{ type: 'play', seat: 2, card: 'SA' }`).
 * - `V` is a player view: what one seat may know.
 */
import type { RuleSet, VariantId } from './options.ts';

export type Seat = number;

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface GameSetup {
  ruleSet: RuleSet;
  /** Number of players; the rule set's default when omitted. */
  players?: number;
  /** Seed for every deal of the game. */
  seed: string;
  /** Seat of the first dealer (default 0). */
  dealer?: Seat;
}

export interface Game<S, A, V> {
  variant: VariantId;
  /** Start a game: validates the rule set and deals the first hand. Throws RuleSetError. */
  setup(setup: GameSetup): S;
  /** Seats that must act now (usually one; empty when the game is over). */
  toAct(state: S): Seat[];
  /** Every legal action for `seat` now (empty when it is not that seat's turn). */
  legalActions(state: S, seat: Seat): A[];
  /** Apply an action: a new state, or a reason and no change. Never throws for a bad action. */
  apply(state: S, action: A): Outcome<S>;
  /** What `seat` may know; `null` seat is a spectator (only public information). */
  view(state: S, seat: Seat | null): V;
  /** The phase name, for flow machines (`auction`, `partner`, `exchange`, `play`, `handOver`, `gameOver` …). */
  phase(state: S): string;
  /** True when the game (all hands of it) is over. */
  isGameOver(state: S): boolean;
}

/**
 * What a seat played by a program (a computer player) is asked: only its own view and its legal
 * actions, with a seed for the decision (game seed + bot seed + log length). The flow machine
 * sends it (machines/flow.ts calls it `BotRequest`); the bots' client answers it.
 */
export interface ActionRequest<V, A> {
  seat: Seat;
  view: V;
  legal: A[];
  seed: string;
}
/** Picks an action for an {@link ActionRequest}, now or later. */
export type ActionChooser<V, A> = (request: ActionRequest<V, A>) => Promise<A> | A;

/**
 * Apply an action by changing a copy: `copy` makes a state safe to change (it may share what no
 * action touches; it need not copy `log`); `change` alters it and returns a reason to refuse, or
 * `null`. An error thrown while changing is a refusal too, so a bad action never escapes as an
 * exception. An accepted action is appended to a new log; a refused one leaves `state` as it was.
 */
export function applyToCopy<S extends { log: readonly unknown[] }, A>(
  state: S,
  action: A,
  copy: (s: S) => S,
  change: (s: S, a: A) => string | null,
): Outcome<S> {
  const next = copy(state);
  let why: string | null;
  try {
    why = change(next, action);
  } catch (e) {
    why = e instanceof Error ? e.message : String(e);
  }
  if (why !== null) return { ok: false, reason: why };
  (next as { log: readonly unknown[] }).log = appended(state.log, action);
  return { ok: true, value: next };
}

/** A new array: `list` then `item` (one allocation of the exact size). */
export function appended<T>(list: readonly T[], item: T): T[] {
  const n = list.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = list[i]!;
  out[n] = item;
  return out;
}

/** Rebuild a state from its setup and action log; throws naming the first action that is refused. */
export function replayLog<S, A, V>(game: Game<S, A, V>, setup: GameSetup, log: readonly A[]): S {
  let s = game.setup(setup);
  for (const [i, a] of log.entries()) {
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(`action ${i} ${JSON.stringify(a)} is illegal: ${r.reason}`);
    s = r.value;
  }
  return s;
}

/** The most characters a text field of an action read from outside may hold (a card, a suit, a type). */
const ACTION_TEXT_MAX = 40;
/** The most items a list field of an action read from outside may hold (a Daifugō play, a burial). */
const ACTION_LIST_MAX = 32;

const sameValue = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b))
    return (
      a.length === b.length && [...a].map(String).sort().join('\u0000') === [...b].map(String).sort().join('\u0000')
    );
  return a === b;
};

/** A field's value is plain and small: a number, a boolean, null, a short string, or a short list of those. */
const smallValue = (v: unknown): boolean =>
  v === null ||
  typeof v === 'number' ||
  typeof v === 'boolean' ||
  (typeof v === 'string' && v.length <= ACTION_TEXT_MAX) ||
  (Array.isArray(v) && v.length <= ACTION_LIST_MAX && v.every((x) => x === null || typeof x !== 'object'));

/**
 * Rebuild a state from a log read from outside (a saved file, a stored game): each entry is
 * rebuilt as the engine's own action — the legal action it equals, or (for an action the engine
 * accepts but does not list, such as a free choice) a copy holding only fields the engine's actions
 * of that type have — so an unknown field is refused by name and nothing foreign enters the log.
 * Never throws: the answer names the first entry that cannot be used and why.
 */
export function rebuildLog<S, A, V>(
  game: Game<S, A, V>,
  setup: GameSetup,
  raw: readonly unknown[],
): { ok: true; state: S; log: A[] } | { ok: false; problem: string } {
  let s: S;
  try {
    s = game.setup(setup);
  } catch (e) {
    return { ok: false, problem: e instanceof Error ? e.message : String(e) };
  }
  const log: A[] = [];
  for (const [i, entry] of raw.entries()) {
    const where = `action ${i + 1}`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
      return { ok: false, problem: `${where} is not an action (an object with a "type")` };
    const a = entry as Record<string, unknown>;
    const type = Object.hasOwn(a, 'type') ? a['type'] : undefined;
    if (typeof type !== 'string') return { ok: false, problem: `${where} has no "type"` };
    const legal = game
      .toAct(s)
      .flatMap((seat) => game.legalActions(s, seat))
      .filter((l) => (l as { type?: unknown }).type === type);
    const known = new Set(legal.flatMap((l) => Object.keys(l as object)));
    for (const k of Object.keys(a)) {
      if (legal.length > 0 && !known.has(k))
        return {
          ok: false,
          problem: `${where} (${type.slice(0, ACTION_TEXT_MAX)}) has an unknown field "${k.slice(0, ACTION_TEXT_MAX)}"`,
        };
      if (!smallValue(a[k]))
        return {
          ok: false,
          problem: `${where} has a field "${k.slice(0, ACTION_TEXT_MAX)}" that is too large or not plain`,
        };
    }
    const match = legal.find((l) => {
      const keys = Object.keys(l as object);
      return (
        keys.length === Object.keys(a).length && keys.every((k) => sameValue((l as Record<string, unknown>)[k], a[k]))
      );
    });
    const action = (match ?? { ...a }) as A;
    const r = game.apply(s, action);
    if (!r.ok) return { ok: false, problem: `${where} is not legal here: ${r.reason}` };
    s = r.value;
    log.push(action);
  }
  return { ok: true, state: s, log };
}
