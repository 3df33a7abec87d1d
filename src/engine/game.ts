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
