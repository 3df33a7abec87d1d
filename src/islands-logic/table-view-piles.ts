/**
 * Daifugō on the felt and in review: the pile shown, the round's piles (in the words it is given:
 * the practice catalogue's, src/i18n/islands/practice-piles.ts), the final view of a game.
 */
import type { Card } from '../engine/cards.ts';

type V = Record<string, unknown>;

/**
 * Daifugō: the pile the felt shows. While cards lie on the pile, those; when the last move of the
 * round cleared it (a play nobody could answer, an eight cut, a joker, the last pass), the pile
 * that was cleared, the clearing play on top, with `leader` (who leads next) set, so that the play
 * that cleared the pile is seen before the next lead. `leader` is null for a pile in play.
 */
export function pileOnFelt(view: V): { plays: { seat: number; cards: Card[] }[]; leader: number | null } {
  const pile = Array.isArray(view['pile']) ? (view['pile'] as V[]) : [];
  if (pile.length > 0)
    return { plays: pile.map((p) => ({ seat: Number(p['seat']), cards: [...(p['cards'] as Card[])] })), leader: null };
  const history = Array.isArray(view['history']) ? (view['history'] as V[]) : [];
  const last = history.at(-1);
  if (!last?.['cleared'] || view['phase'] !== 'play') return { plays: [], leader: null };
  const plays: { seat: number; cards: Card[] }[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!;
    if (i < history.length - 1 && h['cleared']) break;
    if (h['type'] === 'play' && Array.isArray(h['cards']))
      plays.unshift({ seat: Number(h['seat']), cards: [...(h['cards'] as Card[])] });
  }
  return { plays, leader: typeof last['leader'] === 'number' ? last['leader'] : null };
}

/**
 * The view to draw once the game is over. A climbing game deals its next round (and begins its
 * exchange) in the move that ends a round, so when the game stops after that round the engine's
 * view already shows a round that will never be played: its number, its exchange, its new hands.
 * This gives back the round that was played: its number, its pile and history, no cards in hand,
 * no exchange, the game over. Any other view is returned as it is.
 */
export function finalView(view: V, over: boolean): V {
  const last = view['lastRound'] as V | null | undefined;
  if (!over || !last || view['phase'] === 'gameOver' || typeof view['round'] !== 'number') return view;
  const sizes = Array.isArray(view['handSizes']) ? (view['handSizes'] as unknown[]) : [];
  return {
    ...view,
    phase: 'gameOver',
    round: Math.max(1, view['round'] - 1),
    hand: [],
    handSizes: sizes.map(() => 0),
    pile: [],
    turn: null,
    exchange: [],
    history: Array.isArray(last['history']) ? last['history'] : [],
    legal: [],
    decision: null,
  };
}

/** One pile of a Daifugō round: the moves on it and who led the next one. */
export interface ReviewPile {
  n: number;
  moves: string[];
  /** Who took the pile (leads next); null for the last, unfinished one. */
  leader: number | null;
  turning: string | null;
}

/**
 * The words of a Daifugō pile review in one language: each event of the round's history (given as
 * the seat's name, the cards and the effect ids), so that every language's review is the same walk
 * (`pilesOf`) and only its sentences differ.
 */
export interface PileWords {
  seat: (seat: number, human: number) => string;
  play: (who: string, cards: readonly Card[], effects: readonly string[]) => string;
  /** The turning point a play's effects make (a revolution), or null. */
  revolution: (who: string, effects: readonly string[]) => string | null;
  out: (who: string, self: boolean, illegal: boolean) => string;
  pass: (who: string, auto: boolean) => string;
  gives: (who: string, count: number, kind: 'seven-pass' | 'ten-discard') => string;
  names: (who: string, rank: string) => string;
  downfall: (who: string) => string;
  /** Between two turning points of one pile. */
  sep: string;
}

/** A Daifugō round pile by pile (every play is face up), its turning points marked, in `w`'s words. */
export function pilesOf(history: readonly V[], human: number, w: PileWords): ReviewPile[] {
  const piles: ReviewPile[] = [];
  let cur: ReviewPile = { n: 1, moves: [], leader: null, turning: null };
  const turn: string[] = [];
  for (const h of history) {
    const seat = typeof h['seat'] === 'number' ? h['seat'] : -1;
    const who = w.seat(seat, human);
    const cards = Array.isArray(h['cards']) ? (h['cards'] as Card[]) : [];
    if (h['type'] === 'play') {
      const fx = Array.isArray(h['effects']) ? (h['effects'] as unknown[]).map(String) : [];
      cur.moves.push(w.play(who, cards, fx));
      const big = w.revolution(who, fx);
      if (big) turn.push(big);
      if (h['out'] === 'finished') turn.push(w.out(who, seat === human, false));
      if (h['out'] === 'illegal') turn.push(w.out(who, seat === human, true));
    } else if (h['type'] === 'pass') {
      cur.moves.push(w.pass(who, Boolean(h['auto'])));
    } else if (h['type'] === 'seven-pass' || h['type'] === 'ten-discard') {
      cur.moves.push(w.gives(who, typeof h['count'] === 'number' ? h['count'] : cards.length, h['type']));
    } else if (h['type'] === 'queen-bomber') {
      cur.moves.push(w.names(who, String(h['rank'])));
    }
    if (typeof h['downfall'] === 'number') turn.push(w.downfall(w.seat(h['downfall'], human)));
    if (h['cleared']) {
      cur.leader = typeof h['leader'] === 'number' ? h['leader'] : null;
      cur.turning = turn.length ? turn.join(w.sep) : null;
      turn.length = 0;
      piles.push(cur);
      cur = { n: piles.length + 1, moves: [], leader: null, turning: null };
    }
  }
  if (cur.moves.length) {
    cur.turning = turn.length ? turn.join(w.sep) : null;
    piles.push(cur);
  }
  return piles;
}
