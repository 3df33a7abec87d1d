import type { Game, Seat } from '../../../src/engine/game.ts';
import { Rng } from '../../../src/engine/rng.ts';

/** Apply an action that must be legal; returns the new state. */
export function must<S, A, V>(game: Game<S, A, V>, s: S, a: A): S {
  const r = game.apply(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} was refused: ${r.reason}`);
  return r.value;
}

/** Play random legal actions until `stop(state)` is true (or `max` actions). */
export function randomPlay<S, A, V>(
  game: Game<S, A, V>,
  s: S,
  rng: Rng,
  stop: (s: S) => boolean,
  max = 5000,
  pick?: (acts: A[], s: S) => A,
): S {
  for (let i = 0; i < max && !stop(s); i++) {
    const seat: Seat = game.toAct(s)[0]!;
    const acts = game.legalActions(s, seat);
    if (acts.length === 0) throw new Error(`no legal action for seat ${seat} in phase ${game.phase(s)}`);
    s = must(game, s, pick ? pick(acts, s) : rng.pick(acts));
  }
  return s;
}
