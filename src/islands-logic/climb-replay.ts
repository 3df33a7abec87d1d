/**
 * A climbing game's round (Daifugō) told again after it ends, move by move, for the replay on the
 * practice table's felt (issue #33 item 3): each play or pass, the pile as it stood after it (the
 * pile just cleared, its clearing play on top), who leads next, each seat's cards left and who went
 * out in which place. Facts only, from the round's public history; `replay.json` words them.
 */
import type { Card } from '../engine/cards.ts';

type V = Record<string, unknown>;

export interface ClimbStep {
  /** 1-based. */
  n: number;
  seat: number;
  type: 'play' | 'pass';
  cards: Card[];
  /** A pass the table made for the player (nothing could be played). */
  auto: boolean;
  /** The pile after this move; when it cleared the pile, the pile that was cleared. */
  pile: { seat: number; cards: Card[] }[];
  cleared: boolean;
  /** Who leads next, when the move cleared the pile. */
  leader: number | null;
  /** Each seat's cards left after the move (null: not known from the round's record). */
  left: (number | null)[];
  /** Seats in their places so far, first place first (the last move: the round's whole ranking). */
  places: number[];
  /** The player went out with this play (finished, or on a card not allowed last). */
  out: 'finished' | 'illegal' | null;
}

/**
 * The round's steps from its history (`lastRound.history`), its ranking, the number of players and
 * the deck's size (the cards dealt). Each seat's cards at the deal: those that left its hand in the
 * round for a seat that went out; a seat still holding cards at the end has the rest (known when one
 * such seat is left, else not shown).
 */
export function climbSteps(
  history: readonly V[],
  ranking: readonly number[],
  players: number,
  deckSize: number,
): ClimbStep[] {
  const seatOf = (h: V): number => (typeof h['seat'] === 'number' ? h['seat'] : -1);
  const count = (h: V): number =>
    typeof h['count'] === 'number' ? h['count'] : Array.isArray(h['cards']) ? (h['cards'] as unknown[]).length : 0;
  // Cards each seat lost in the round (plays, gifts, discards) and gained (gifts).
  const net = new Array<number>(players).fill(0);
  const out = new Array<boolean>(players).fill(false);
  for (const h of history) {
    const s = seatOf(h);
    if (s < 0 || s >= players) continue;
    if (h['type'] === 'play') net[s]! += count(h);
    else if (h['type'] === 'seven-pass' || h['type'] === 'ten-discard') {
      net[s]! += count(h);
      const to = h['to'];
      if (h['type'] === 'seven-pass' && typeof to === 'number' && to >= 0 && to < players) net[to]! -= count(h);
    }
    if (h['type'] === 'play' && h['out']) out[s] = true;
  }
  const start: (number | null)[] = net.map((n, s) => (out[s] ? n : null));
  const holding = start.flatMap((n, s) => (n === null ? [s] : []));
  if (holding.length === 1) {
    const dealt = start.reduce<number>((a, n) => a + (n ?? 0), 0);
    start[holding[0]!] = deckSize - dealt;
  }
  const left = [...start];
  const finished: number[] = [];
  const illegal: number[] = [];
  let pile: { seat: number; cards: Card[] }[] = [];
  const steps: ClimbStep[] = [];
  for (const h of history) {
    const seat = seatOf(h);
    const type = h['type'];
    if (type === 'seven-pass' || type === 'ten-discard') {
      // The gift or discard that follows a play: the play's step shows the hands after it.
      const c = count(h);
      const last = steps.at(-1);
      if (left[seat] != null) left[seat] = left[seat]! - c;
      const to = h['to'];
      if (type === 'seven-pass' && typeof to === 'number' && left[to] != null) left[to] = left[to]! + c;
      if (last) last.left = [...left];
      continue;
    }
    if (type !== 'play' && type !== 'pass') continue;
    const cards = type === 'play' && Array.isArray(h['cards']) ? [...(h['cards'] as Card[])] : [];
    if (type === 'play') {
      pile = [...pile, { seat, cards }];
      if (left[seat] != null) left[seat] = left[seat]! - cards.length;
    }
    const wentOut = type === 'play' && (h['out'] === 'finished' || h['out'] === 'illegal') ? h['out'] : null;
    if (wentOut === 'finished') finished.push(seat);
    if (wentOut === 'illegal') illegal.push(seat);
    const cleared = Boolean(h['cleared']);
    steps.push({
      n: steps.length + 1,
      seat,
      type,
      cards,
      auto: Boolean(h['auto']),
      pile: [...pile],
      cleared,
      leader: cleared && typeof h['leader'] === 'number' ? h['leader'] : null,
      left: [...left],
      places: [...finished],
      out: wentOut,
    });
    if (cleared) pile = [];
  }
  const last = steps.at(-1);
  if (last && ranking.length > 0) last.places = [...ranking];
  return steps;
}
