/**
 * The card table's pure logic (the practice game's felt): where each seat sits (the human at the
 * bottom, the others clockwise in playing order), where a played card lies (in front of its
 * player), the hand in the order a player holds it, what each seat "says" during the auction or
 * a Daifugō round, the card winning the trick so far and the last finished trick with its winner
 * and the engine's reason. No DOM here: unit-tested in tests/unit/table-view.test.ts.
 */
import { sortCanonical, suitOf, SUIT_NAME, type Card, type Suit } from '../engine/cards.ts';
import { EFFECT_LABEL } from '../engine/daifugo/effect-words.ts';
import type { VariantId } from '../engine/options.ts';
import { actionLabel, seatName, type AnyAction } from './practice.ts';

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
 * suit first and jokers before everything. Daifugō's view is already weakest first: kept.
 */
export function sortHand(variant: VariantId, hand: readonly Card[], trump: Suit | null | undefined): Card[] {
  if (variant === 'daifugo') return [...hand];
  const sorted = sortCanonical(hand);
  const key = (c: Card) => (suitOf(c) === null ? 0 : trump && suitOf(c) === trump ? 1 : 2);
  return sorted
    .map((c, i) => [c, i] as const)
    .sort((a, b) => key(a[0]) - key(b[0]) || a[1] - b[1])
    .map(([c]) => c);
}

/** Why a card of the hand cannot be played now (for dimmed cards). */
export function dimReason(trick: readonly { cards: Card[] }[], legal: readonly Card[], hand: readonly Card[]): string {
  const first = trick[0]?.cards[0];
  const led = first ? suitOf(first) : null;
  if (led && legal.some((c) => suitOf(c) === led) && hand.some((c) => suitOf(c) !== led && !legal.includes(c)))
    return `you must follow ${SUIT_NAME[led]}`;
  return 'not playable now';
}

type V = Record<string, unknown>;

/**
 * What each seat last said in the auction under way (bid or pass), from the end of the action
 * log; Daifugō: "Pass" for each seat that has passed since the pile last cleared, automatic
 * passes included (the engine records them).
 */
export function speech(variant: VariantId, view: V, log: readonly AnyAction[], players: number): (string | null)[] {
  const out: (string | null)[] = Array.from({ length: players }, () => null);
  if (variant === 'daifugo') {
    const history = Array.isArray(view['history']) ? (view['history'] as V[]) : [];
    for (let i = history.length - 1; i >= 0; i--) {
      const h = history[i]!;
      if (h['cleared']) break;
      const seat = h['seat'];
      if (typeof seat !== 'number' || out[seat] !== null || h['type'] !== 'pass') continue;
      out[seat] = h['auto'] ? 'Pass (cannot play)' : 'Pass';
    }
    const passed = Array.isArray(view['passed']) ? (view['passed'] as boolean[]) : [];
    passed.forEach((p, i) => {
      if (p && out[i] === null) out[i] = 'Pass';
    });
    return out;
  }
  if (view['phase'] !== 'auction') return out;
  for (let i = log.length - 1; i >= 0; i--) {
    const a = log[i]!;
    if (a.type !== 'bid' && a.type !== 'pass') break;
    if (typeof a.seat === 'number' && out[a.seat] === null) out[a.seat] = actionLabel(a).replace(/^Bid /, '');
  }
  return out;
}

/** Daifugō: the effects of the latest play, as labels ("Revolution", "Eight cut"). */
export function lastEffects(view: V): string[] {
  const history = Array.isArray(view['history']) ? (view['history'] as V[]) : [];
  const last = history[history.length - 1];
  if (!last || last['type'] !== 'play' || !Array.isArray(last['effects'])) return [];
  return (last['effects'] as unknown[]).map((e) => EFFECT_LABEL[String(e)] ?? String(e));
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
}

/** The last finished trick of the hand in play, from the view (trick-taking games). */
export function lastFinished(view: V): FinishedTrick | null {
  const list = finishedTricks(view) as {
    leader: number;
    winner: number;
    plays: { seat: number; card: Card }[];
    explanation?: { text?: string };
  }[];
  const t = list[list.length - 1];
  if (!t || !Array.isArray(t.plays)) return null;
  return {
    plays: t.plays.map((p) => ({ seat: p.seat, cards: [p.card] })),
    leader: t.leader,
    winner: t.winner,
    reason: t.explanation?.text ?? '',
  };
}

/** A stable name for a finished trick (same trick, same key; across reloads too). */
export const trickKey = (t: FinishedTrick | null): string =>
  t ? `${t.leader}:${t.plays.map((p) => `${p.seat}${p.cards.join('')}`).join(',')}` : '';

/** "You win the trick" / "Computer 3 wins the trick". */
export function winnerWords(winner: number, human: number): string {
  return `${seatName(winner, human)} ${winner === human ? 'win' : 'wins'} the trick`;
}

const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * The hand's verdict and its scoring, in words: "Napoleon's side took 12 honours of the 11 bid:
 * contract made." then how the score was reached and the change for each seat.
 */
export function verdict(variant: VariantId, result: V, human: number): string[] {
  const out: string[] = [];
  const n = (k: string) => (typeof result[k] === 'number' ? (result[k] as number) : 0);
  const score = (result['score'] ?? {}) as V;
  const madeWord = (m: boolean) => (m ? 'contract made' : 'contract defeated');
  if (variant === 'japanese') {
    const side = result['betrayal']
      ? 'Napoleon, alone after the betrayal,'
      : result['solo']
        ? 'Napoleon, playing alone,'
        : "Napoleon's side";
    out.push(
      `${side} took ${n('points')} honours of the ${n('bid')} bid: ${madeWord(score['napoleonWins'] === true)}.`,
    );
    if (typeof score['text'] === 'string') out.push(score['text']);
  } else if (variant === 'nap') {
    const bid = result['bid'];
    const words: Record<string, string> = {
      misere: 'misère (no tricks)',
      nap: 'Nap (all five)',
      wellington: 'Wellington (all five)',
      blucher: 'Blücher (all five)',
    };
    const who = typeof result['declarer'] === 'number' ? seatName(result['declarer'], human) : 'The declarer';
    out.push(
      `${who} took ${n('tricks')} ${n('tricks') === 1 ? 'trick' : 'tricks'} for a bid of ${typeof bid === 'number' ? bid : (words[String(bid)] ?? String(bid))}: ${madeWord(result['made'] === true)}.`,
    );
  } else if (variant === 'mighty') {
    const c = (result['contract'] ?? {}) as V;
    out.push(
      `The declarer's side took ${n('points')} points of the ${String(c['number'] ?? '?')} bid: ${madeWord(score['made'] === true)}.`,
    );
    if (typeof score['s'] === 'number') {
      const d = Array.isArray(score['doublings']) ? (score['doublings'] as string[]) : [];
      out.push(`The score unit is ${score['s']}${d.length ? `, doubled for ${d.join(', ')}` : ''}.`);
    }
  } else if (variant === 'tw-hk') {
    const b = (result['bid'] ?? {}) as V;
    out.push(
      `Napoleon's side took ${n('points')} heads of the ${String(b['heads'] ?? '?')} bid: ${madeWord(score['made'] === true)}.`,
    );
  }
  const deltas = (result['deltas'] ?? result['scores']) as unknown;
  if (Array.isArray(deltas) && deltas.every((d) => typeof d === 'number'))
    out.push(`This hand: ${(deltas as number[]).map((d, i) => `${seatName(i, human)} ${sign(d)}`).join(', ')}.`);
  return out;
}
