import type { Card } from '../../../src/engine/cards.ts';
import type { Game, Seat } from '../../../src/engine/game.ts';
import type { TrickHand } from '../../../src/engine/trick/index.ts';
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

/**
 * Property driver: plays one hand with random legal actions from `s`, checking `inv` after
 * every step, that legal plays are a non-empty subset of the hand, that refused actions leave
 * the state unchanged, and that a JSON round trip of the state replays identically.
 */
export function checkRandomHand<S extends { log: unknown[] }, A extends { seat: Seat; type: string }, V>(
  game: Game<S, A, V>,
  s: S,
  rng: Rng,
  opts: {
    players: number;
    done: (s: S) => boolean;
    inv: (s: S) => void;
    handOf: (s: S, seat: Seat) => string[] | null;
    maxSteps?: number;
  },
): S {
  const max = opts.maxSteps ?? 3000;
  let steps = 0;
  while (!opts.done(s)) {
    if (++steps > max) throw new Error(`hand did not end within ${max} actions (phase ${game.phase(s)})`);
    opts.inv(s);
    const seat = game.toAct(s)[0]!;
    const acts = game.legalActions(s, seat);
    if (acts.length === 0) throw new Error(`no legal action in phase ${game.phase(s)}`);
    const audit = rng.int(4) === 0;
    if (audit) {
      for (let other = 0; other < opts.players; other++) {
        if (other !== seat && game.legalActions(s, other).length > 0)
          throw new Error(`seat ${other} has actions out of turn`);
      }
    }
    const hand = opts.handOf(s, seat);
    const plays = acts.filter((a) => a.type === 'play') as unknown as { card: string }[];
    if (hand && plays.length > 0) {
      if (plays.length === 0) throw new Error('no legal card');
      for (const p of plays) if (!hand.includes(p.card)) throw new Error(`legal card ${p.card} not in hand`);
      const illegal = hand.find((c) => !plays.some((p) => p.card === c));
      if (illegal && audit) assertRefused(game, s, { ...(plays[0] as object), card: illegal } as unknown as A);
    }
    const a = rng.pick(acts);
    if (audit) assertRefused(game, s, { ...a, seat: (seat + 1) % opts.players });
    const before = audit ? JSON.stringify(s) : '';
    const next = must(game, s, a);
    if (audit && JSON.stringify(s) !== before) throw new Error(`applying ${JSON.stringify(a)} changed the old state`);
    if (rng.int(8) === 0) {
      // replay from a serialised state gives the same continuation
      const copy = JSON.parse(JSON.stringify(s)) as S;
      const again = must(game, copy, a);
      if (JSON.stringify(again) !== JSON.stringify(next)) throw new Error('a serialised state replays differently');
    }
    s = next;
  }
  opts.inv(s);
  return s;
}

function assertRefused<S, A, V>(game: Game<S, A, V>, s: S, a: A): void {
  const before = JSON.stringify(s);
  const r = game.apply(s, a);
  if (r.ok) throw new Error(`illegal action accepted: ${JSON.stringify(a)}`);
  if (r.reason.length < 5) throw new Error('a refusal needs a reason');
  if (JSON.stringify(s) !== before) throw new Error('a refused action changed the state');
}

/**
 * Every card a table game's state holds: the cards set `apart` (kitty, widow, discards), then the
 * hands, or once play began the trick's hands, the trick in progress and the completed tricks.
 */
export function allCards(s: { hands: Card[][]; trick: TrickHand | null }, apart: readonly Card[] = []): Card[] {
  const t = s.trick;
  if (!t) return [...apart, ...s.hands.flat()];
  return [
    ...apart,
    ...t.hands.flat(),
    ...t.current.map((p) => p.card),
    ...t.completed.flatMap((c) => c.plays.map((p) => p.card)),
  ];
}
