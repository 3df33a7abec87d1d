/** Shared helpers for the solver tests: random rule sets, games and a plain minimax. */
import type { OptionDecls } from '../../../src/engine/options.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { JAPANESE_OPTIONS, resolveJapaneseRules } from '../../../src/engine/japanese/options.ts';
import { NAP_OPTIONS, resolveNap } from '../../../src/engine/nap/options.ts';
import { TWHK_OPTIONS, resolveTwhk } from '../../../src/engine/twhk/options.ts';
import { MIGHTY_OPTIONS, resolveMighty } from '../../../src/engine/mighty/options.ts';
import {
  japaneseGame,
  mightyGame,
  moveCard,
  moveCtx,
  napGame,
  toCard,
  twhkGame,
  type TrickGame,
} from '../../../src/engine/solver/games.ts';
import type { SolvePosition } from '../../../src/engine/solver/solve.ts';

export type SolverVariant = 'japanese' | 'nap' | 'tw-hk' | 'mighty';
export const SOLVER_VARIANTS: readonly SolverVariant[] = ['japanese', 'nap', 'tw-hk', 'mighty'];

/** Each solver game's options. */
const OPTIONS: Readonly<Record<SolverVariant, OptionDecls>> = {
  japanese: JAPANESE_OPTIONS,
  nap: NAP_OPTIONS,
  'tw-hk': TWHK_OPTIONS,
  mighty: MIGHTY_OPTIONS,
};

/**
 * A game with a Misère bid (it declares a `misere` option: Nap): there a contract without trumps
 * is played to take nothing, and the solver minimises the declaring side's value.
 */
export function hasMisere(variant: SolverVariant): boolean {
  return 'misere' in OPTIONS[variant];
}

/** How many tricks a hand of `variant` has at the solver tests' table (5 players). */
export function handTricks(variant: SolverVariant): number {
  return randomGame(variant, new Rng('hand-tricks')).totalTricks;
}

function randomRules(decls: OptionDecls, rng: Rng): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, d] of Object.entries(decls)) {
    if (k === 'players') continue;
    if (d.kind === 'bool') out[k] = rng.nextU32() % 2 === 1;
    else if (d.kind === 'enum') out[k] = d.values[rng.nextU32() % d.values.length];
  }
  return out;
}

/** A random game for the solver and the judge fields that describe it. */
export interface RandomSetup {
  game: TrickGame;
  /** `variant`, `rules`, `players`, `trump` and `secretary` of a judge query for this game. */
  query: Record<string, unknown>;
}

const SUIT_LETTER = ['S', 'H', 'D', 'C'];

/** A random rule set (5 players), trump (and tw-hk secretary); the defaults when a combination is forbidden. */
export function randomSetup(variant: SolverVariant, rng: Rng): RandomSetup {
  const trump = rng.nextU32() % 5;
  const trumpField = trump === 4 ? null : SUIT_LETTER[trump];
  const pick = <T>(f: (r: Record<string, unknown> | undefined) => T, decls: OptionDecls) => {
    const rules = randomRules(decls, rng);
    try {
      return { v: f(rules), rules };
    } catch {
      return { v: f(undefined), rules: undefined };
    }
  };
  const query = (rules: Record<string, unknown> | undefined, extra: Record<string, unknown> = {}) => ({
    variant,
    players: 5,
    trump: trumpField,
    ...(rules ? { rules } : {}),
    ...extra,
  });
  // each game's random rules resolved, its solver game and its judge query
  const setups: Record<SolverVariant, () => RandomSetup> = {
    japanese: () => {
      const r = pick((rules) => resolveJapaneseRules(rules ? { rules } : {}, 5), OPTIONS.japanese);
      return { game: japaneseGame(r.v, trump), query: query(r.rules) };
    },
    nap: () => {
      const r = pick((rules) => resolveNap(rules ? { rules } : {}, 5), OPTIONS.nap);
      return { game: napGame(r.v, trump === 4 ? -1 : trump), query: query(r.rules) };
    },
    'tw-hk': () => {
      const r = pick((rules) => resolveTwhk(rules ? { rules } : {}, 5), OPTIONS['tw-hk']);
      const sec = rng.nextU32() % 3 === 0 ? -1 : [...Array(52).keys(), 53, 54][rng.nextU32() % 54]!;
      return {
        game: twhkGame(r.v, trump, sec),
        query: query(r.rules, sec >= 0 ? { secretary: toCard(sec) } : {}),
      };
    },
    mighty: () => {
      const r = pick((rules) => resolveMighty(rules ? { rules } : {}, 5), OPTIONS.mighty);
      return { game: mightyGame(r.v, trump), query: query(r.rules) };
    },
  };
  return setups[variant]();
}

/** A random rule set (5 players) and trump for `variant`. */
export function randomGame(variant: SolverVariant, rng: Rng): TrickGame {
  return randomSetup(variant, rng).game;
}

/**
 * Plain minimax: no pruning, every move tried. Returns the value and every root move
 * (`card | ctx << 8`) that achieves it. With `memo`, the value of a position at the start of a
 * trick is remembered by its exact cards (every hand, sorted) and leader, so positions of four or
 * five tricks stay affordable; nothing else is shared.
 */
export function minimax(g: TrickGame, pos: SolvePosition, memo = false): { best: number; moves: number[] } {
  const P = g.players;
  const hands = pos.hands.map((h) => [...h]);
  const side = new Set(pos.side);
  const maxSeat = (s: number) => side.has(s) !== (pos.minimise === true);
  const seen = new Map<string, number>();
  const out = new Int32Array(64);
  const movesOf = (seat: number, plays: number[], trickNo: number, ctx: number): number[] => {
    const h = hands[seat]!;
    const k = g.legal(h, 0, h.length, plays, plays.length, trickNo, ctx, out);
    const cards = Array.from(out.subarray(0, k));
    if (plays.length > 0) return cards;
    const live = new Uint8Array(64);
    for (const hh of hands) for (const c of hh) live[c] = 1;
    const res: number[] = [];
    const buf = new Int32Array(8);
    for (const c of cards) {
      const m = g.leadMoves(c, trickNo, live, buf, 0);
      for (let i = 0; i < m; i++) res.push(buf[i]!);
    }
    return res;
  };
  const value = (leader: number, trickNo: number, plays: number[], ctx: number): number => {
    if (plays.length === P) {
      const w = (leader + g.winner(plays, P, trickNo, ctx)) % P;
      let pts = g.trickBonus;
      for (const c of plays) pts += g.value[c]!;
      const gain = side.has(w) ? pts : 0;
      if (hands[w]!.length === 0) return gain;
      if (!memo) return gain + value(w, trickNo + 1, [], 0);
      const key = `${w}|${hands.map((h) => [...h].sort((a, b) => a - b).join(',')).join('/')}`;
      let v = seen.get(key);
      if (v === undefined) {
        v = value(w, trickNo + 1, [], 0);
        seen.set(key, v);
      }
      return gain + v;
    }
    const seat = (leader + plays.length) % P;
    let best = maxSeat(seat) ? -1 : 1e9;
    for (const mv of movesOf(seat, plays, trickNo, ctx)) {
      const c = moveCard(mv);
      const h = hands[seat]!;
      const i = h.indexOf(c);
      h.splice(i, 1);
      const v = value(leader, trickNo, [...plays, c], plays.length === 0 ? moveCtx(mv) : ctx);
      h.splice(i, 0, c);
      best = maxSeat(seat) ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  };
  const plays = [...pos.plays];
  const seat = (pos.leader + plays.length) % P;
  const results: [number, number][] = [];
  for (const mv of movesOf(seat, plays, pos.trickNo, pos.ctx)) {
    const c = moveCard(mv);
    const h = hands[seat]!;
    const i = h.indexOf(c);
    h.splice(i, 1);
    results.push([mv, value(pos.leader, pos.trickNo, [...plays, c], plays.length === 0 ? moveCtx(mv) : pos.ctx)]);
    h.splice(i, 0, c);
  }
  const vals = results.map((r) => r[1]);
  const best = maxSeat(seat) ? Math.max(...vals) : Math.min(...vals);
  return { best, moves: results.filter((r) => r[1] === best).map((r) => r[0]) };
}
