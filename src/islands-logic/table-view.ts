/**
 * The card table's pure logic (the practice game's felt): where each seat sits (the human at the
 * bottom, the others clockwise in playing order), where a played card lies (in front of its
 * player), the hand in the order a player holds it, what each seat "says" during the auction or
 * a Daifugō round, the card winning the trick so far and the last finished trick with its winner
 * and the engine's reason. No DOM here: unit-tested in tests/unit/table-view.test.ts.
 * The verdict (table-view-verdict.ts), the coach's review (table-view-review.ts) and Daifugō's piles
 * (table-view-piles.ts) live beside it and are re-exported here.
 */
import { sortCanonical, suitOf, type Card, type Suit } from '../engine/cards.ts';
import { isClimb } from '../engine/descriptors.ts';
import type { VariantId } from '../engine/options.ts';
import type { AnyAction } from './practice-actions.ts';
import type { TrickExplanation } from './table-view-review.ts';
export * from './table-view-verdict.ts';
export * from './table-view-review.ts';
export * from './table-view-piles.ts';

export interface Place {
  /** Centre, in percent of the table's width and height. */
  x: number;
  y: number;
}

/** How far round the table the seats sit (percent of half the width/height). */
const SEAT_R = 42;
/** Played cards lie this far out from the centre, towards their player. */
const CARD_R = 22;

/** The seat's angle: the human at the bottom, then clockwise in playing order. */
function angle(seat: number, players: number, human: number): number {
  const k = (((seat - human) % players) + players) % players;
  return Math.PI / 2 + (2 * Math.PI * k) / players;
}

export function seatPlace(seat: number, players: number, human: number): Place {
  const a = angle(seat, players, human);
  return { x: 50 + SEAT_R * Math.cos(a), y: 50 + SEAT_R * Math.sin(a) };
}

/** Daifugō's plays (sets of up to eight cards) lie nearer the middle. */
export const PILE_R = 16;

/** Where a card played by `seat` lies; `nth` (0 first) nudges later plays of the same seat. */
export function cardPlace(seat: number, players: number, human: number, nth = 0, radius = CARD_R): Place {
  const a = angle(seat, players, human);
  const r = radius + Math.min(nth, 3) * 2;
  return { x: 50 + r * Math.cos(a) + nth * 2, y: 50 + r * Math.sin(a) + nth * 2 };
}

/**
 * The hand as a player holds it: the engine's own order (canonical, SPEC §1.4) with the trump
 * suit first and jokers before everything. A climbing game's view (Daifugō) is already weakest first: kept.
 */
export function sortHand(variant: VariantId, hand: readonly Card[], trump: Suit | null | undefined): Card[] {
  if (isClimb(variant)) return [...hand];
  const sorted = sortCanonical(hand);
  const key = (c: Card) => (suitOf(c) === null ? 0 : trump && suitOf(c) === trump ? 1 : 2);
  return sorted
    .map((c, i) => [c, i] as const)
    .sort((a, b) => key(a[0]) - key(b[0]) || a[1] - b[1])
    .map(([c]) => c);
}

type V = Record<string, unknown>;

/**
 * What each seat last said in the auction under way (bid or pass), from the end of the action
 * log; Daifugō: "Pass" for each seat that has passed since the pile last cleared, automatic
 * passes included (the engine records them).
 */
export interface SpeechWords {
  pass: string;
  passAuto: string;
  /** A bid as its seat says it ("4 ♥ hearts"). */
  bid(a: AnyAction): string;
}

export function speech(
  variant: VariantId,
  view: V,
  log: readonly AnyAction[],
  players: number,
  w: SpeechWords,
): (string | null)[] {
  const out: (string | null)[] = Array.from({ length: players }, () => null);
  if (isClimb(variant)) {
    const history = Array.isArray(view['history']) ? (view['history'] as V[]) : [];
    for (let i = history.length - 1; i >= 0; i--) {
      const h = history[i]!;
      if (h['cleared']) break;
      const seat = h['seat'];
      if (typeof seat !== 'number' || out[seat] !== null || h['type'] !== 'pass') continue;
      out[seat] = h['auto'] ? w.passAuto : w.pass;
    }
    const passed = Array.isArray(view['passed']) ? (view['passed'] as boolean[]) : [];
    passed.forEach((p, i) => {
      if (p && out[i] === null) out[i] = w.pass;
    });
    return out;
  }
  if (view['phase'] !== 'auction') return out;
  for (let i = log.length - 1; i >= 0; i--) {
    const a = log[i]!;
    if (a.type !== 'bid' && a.type !== 'pass') break;
    if (typeof a.seat === 'number' && out[a.seat] === null) out[a.seat] = w.bid(a);
  }
  return out;
}

/** The finished tricks of the hand in play: `completed` (Nap, Mighty, tw-hk) or `tricks` (Japanese). */
export function finishedTricks(view: V): unknown[] {
  const c = view['completed'] ?? view['tricks'];
  return Array.isArray(c) ? c.filter((t) => t !== null && typeof t === 'object') : [];
}

export interface FinishedTrick {
  plays: { seat: number; cards: Card[] }[];
  leader: number;
  winner: number;
  reason: string;
  /** The engine's explanation (rule id and cards), where the view carries it (Japanese Napoleon). */
  explanation?: TrickExplanation;
}

/** The last finished trick of the hand in play, from the view (trick-taking games). */
export function lastFinished(view: V): FinishedTrick | null {
  const list = finishedTricks(view) as {
    leader: number;
    winner: number;
    plays: { seat: number; card: Card }[];
    explanation?: TrickExplanation;
  }[];
  const t = list[list.length - 1];
  if (!t || !Array.isArray(t.plays)) return null;
  return {
    plays: t.plays.map((p) => ({ seat: p.seat, cards: [p.card] })),
    leader: t.leader,
    winner: t.winner,
    reason: t.explanation?.text ?? '',
    ...(t.explanation ? { explanation: t.explanation } : {}),
  };
}

/** A stable name for a finished trick (same trick, same key; across reloads too). */
export const trickKey = (t: FinishedTrick | null): string =>
  t ? `${t.leader}:${t.plays.map((p) => `${p.seat}${p.cards.join('')}`).join(',')}` : '';
