/**
 * A finished hand as the per-card costs read it ({@link HandDeal} and {@link HandPlay}s,
 * hand-costs.ts), from what the table keeps: the completed tricks (each play with the suit a
 * suitless lead named, the calls in force) and the game's action log (which play a tw-hk
 * secretary command came before). Every seat's hand at the first trick is the cards it played
 * and those it still holds.
 */
import type { Card, Suit } from '../cards.ts';
import type { HandDeal, HandPlay } from './hand-costs.ts';

/** A completed trick as the trick core keeps it (`trick/index.ts` CompletedTrick). */
export interface RecordedTrick {
  leader: number;
  winner: number;
  plays: readonly { seat: number; card: Card; declared?: Suit }[];
  /** The calls in force: a lead's call (Mighty's ripper, tw-hk's summon) and the secretary command. */
  calls?: Readonly<Record<string, boolean>>;
}

/** The call that is a command given before a play, not a lead's call. */
const COMMAND = 'command';

export interface HandRecordInput {
  tricks: readonly RecordedTrick[];
  /** The game's action log (all hands); only the actions of the last hand's plays are read. */
  log: readonly unknown[];
  players: number;
  trump: Suit | null;
  secretary?: Card | null;
  /** The declaring side's seats. */
  side: readonly number[];
  /** Each seat's cards never played (a hand stopped once decided); none when every card was played. */
  rest?: readonly (readonly Card[])[];
  /** The plays of a trick left unfinished when the hand stopped, leader first. */
  current?: readonly { seat: number; card: Card; declared?: Suit }[];
  /** The calls in force in that trick. */
  currentCalls?: Readonly<Record<string, boolean>>;
}

/** The deal at the first trick and every play, in order; null when no trick was played. */
export function handRecord(inp: HandRecordInput): { deal: HandDeal; plays: HandPlay[] } | null {
  const { tricks } = inp;
  if (tricks.length === 0) return null;
  const all: RecordedTrick[] = inp.current?.length
    ? [
        ...tricks,
        {
          leader: inp.current[0]!.seat,
          winner: -1,
          plays: inp.current,
          ...(inp.currentCalls ? { calls: inp.currentCalls } : {}),
        },
      ]
    : [...tricks];
  const hands: Card[][] = Array.from({ length: inp.players }, () => []);
  for (const t of all) for (const p of t.plays) hands[p.seat]?.push(p.card);
  inp.rest?.forEach((h, s) => hands[s]?.push(...h));
  const commanded = commandedCards(
    inp.log,
    all.reduce((n, t) => n + t.plays.length, 0),
  );
  const plays: HandPlay[] = all.flatMap((t) =>
    t.plays.map((p, i) => {
      const call = i === 0 && Object.entries(t.calls ?? {}).some(([k, v]) => v && k !== COMMAND) ? { call: true } : {};
      const command = t.calls?.[COMMAND] && commanded.has(p.card) ? { command: true } : {};
      return { card: p.card, ...(p.declared ? { declared: p.declared } : {}), ...call, ...command };
    }),
  );
  return {
    deal: {
      trump: inp.trump,
      ...(inp.secretary ? { secretary: inp.secretary } : {}),
      hands,
      leader: tricks[0]!.leader,
      side: [...inp.side],
    },
    plays,
  };
}

/** The cards played straight after a command by the same seat, among the log's last `count` plays. */
function commandedCards(log: readonly unknown[], count: number): Set<Card> {
  const acts = log.filter(
    (a): a is { type: string; seat?: number; card?: Card } =>
      typeof a === 'object' && a !== null && typeof (a as { type?: unknown }).type === 'string',
  );
  let seen = 0;
  let from = acts.length;
  while (from > 0 && seen < count) if (acts[--from]!.type === 'play') seen++;
  const out = new Set<Card>();
  let pending: number | null = null;
  for (const a of acts.slice(from)) {
    if (a.type === COMMAND) pending = a.seat ?? null;
    else if (a.type === 'play') {
      if (pending !== null && a.seat === pending && a.card) out.add(a.card);
      pending = null;
    }
  }
  return out;
}
