/**
 * The practice table's "What can I know?" panel (learning mode): from the human's VIEW only —
 * their own hand, the tricks played so far, their own discards — which seats (and the widow) can
 * still hold the partner card and the cards of each suit. Every answer comes from the judge's
 * `who-holds` query (`engine/solver/judge.ts` `judgeWhoHolds`), so the panel deduces exactly what
 * the learner could deduce: the hidden hands are never read.
 *
 * Japanese Napoleon only for now (its view carries the rules the query needs).
 */
import { cardLabel, spokenName, type Card } from '../engine/cards.ts';
import { japaneseDeck } from '../engine/japanese/deck.ts';
import type { JapaneseRules } from '../engine/japanese/options.ts';
import type { RuledOut } from '../engine/solver/who-holds.ts';
import { seatName } from './practice.ts';

type View = Record<string, unknown>;

/** The who-holds query a view asks about `card` (the same fields the judge documents). */
export function whoHoldsQueryOf(view: View, card: Card): Record<string, unknown> {
  const seat = view['seat'] as number;
  const completed = (Array.isArray(view['tricks']) ? view['tricks'] : []) as {
    leader: number;
    plays: { card: Card; declared?: string }[];
  }[];
  const cur = view['trick'] as { leader: number; plays: { card: Card; declared?: string }[] } | null;
  const all = [...completed, ...(cur && cur.plays.length > 0 ? [cur] : [])];
  const discards = Array.isArray(view['discards']) ? (view['discards'] as Card[]) : [];
  return {
    query: 'who-holds',
    trump: (view['trump'] as string | null | undefined) ?? null,
    seat,
    card,
    hand: [...(view['hand'] as Card[])],
    ...(discards.length ? { discards } : {}),
    tricks: all.map((t) => {
      const declared = t.plays[0]?.declared;
      return { leader: t.leader, plays: t.plays.map((p) => p.card), ...(declared ? { declared } : {}) };
    }),
  };
}

export interface KnowRow {
  /** "The adjutant card, ♥A" / "Spades". */
  title: string;
  /** "Computer 2, Computer 4 or the widow can hold it." */
  who: string;
  /** One line per seat ruled out: "Computer 3 cannot hold it: did not follow hearts at trick 2." */
  out: string[];
}

export interface KnowPanel {
  rows: KnowRow[];
  /** Why nothing could be worked out (bad or unfinished view), or ''. */
  note: string;
}

const SUITS: readonly { s: string; word: string }[] = [
  { s: 'S', word: 'spades' },
  { s: 'H', word: 'hearts' },
  { s: 'D', word: 'diamonds' },
  { s: 'C', word: 'clubs' },
];

/** `judgeWhoHolds` bound to the view's rules, naming cards in words (`spokenName`). */
export type Holds = (q: Record<string, unknown>) => {
  possible: number[];
  widow: boolean;
  ruledOut: RuledOut[];
  counts: number[];
};

function names(seats: readonly number[], widow: boolean, human: number, widowWord: string): string {
  const parts = seats.map((s) => seatName(s, human));
  if (widow) parts.push(`the ${widowWord}`);
  if (parts.length === 0) return 'nobody';
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]!}`;
}

/**
 * A reason in words, without the seat (the engine's sentence starts "seat 3 …"; the table names
 * seats its own way). `holds` is asked to name cards in words, so none of this is an identifier.
 */
function because(r: RuledOut): string {
  switch (r.rule) {
    case 'no-cards':
      return 'no cards left';
    case 'counting':
      return 'the voids and hand sizes leave no place for it there';
    default:
      return r.text.replace(/^seat \d+ /, '');
  }
}

/**
 * The panel for a Japanese view: the adjutant card (when unseen and unplayed) and each suit.
 * `holds` is `judgeWhoHolds` bound to the view's rules (passed in so the solver loads on demand).
 */
export function knowPanel(view: View, holds: Holds): KnowPanel {
  const human = view['seat'];
  if (typeof human !== 'number' || !Array.isArray(view['hand'])) return { rows: [], note: 'Nothing to work out yet.' };
  const deck = deckOf(view);
  const hand = new Set(view['hand'] as Card[]);
  const played = new Set<Card>();
  const trickList = [
    ...((view['tricks'] as { plays: { card: Card }[] }[] | undefined) ?? []),
    ...(view['trick'] ? [view['trick'] as { plays: { card: Card }[] }] : []),
  ];
  for (const t of trickList) for (const p of t.plays) played.add(p.card);
  const discards = new Set(Array.isArray(view['discards']) ? (view['discards'] as Card[]) : []);
  const unseen = deck.filter((c) => !hand.has(c) && !played.has(c) && !discards.has(c));
  const rows: KnowRow[] = [];
  try {
    const adj = view['adjutantCard'] as Card | null | undefined;
    if (adj && !hand.has(adj) && !played.has(adj)) {
      const r = holds(whoHoldsQueryOf(view, adj));
      rows.push({
        title: `The adjutant card, ${cardLabel(adj)}`,
        who: discards.has(adj)
          ? 'You discarded it to the widow.'
          : `${capital(names(r.possible, r.widow, human, 'widow'))} can hold it.`,
        out: discards.has(adj)
          ? []
          : r.ruledOut.map((o) => `${seatName(o.seat, human)} cannot hold it: ${because(o)}.`),
      });
    }
    for (const { s, word } of SUITS) {
      const cards = unseen.filter((c) => c.startsWith(s) && c !== 'JK');
      if (cards.length === 0) {
        rows.push({
          title: capital(word),
          who: `Every ${word.slice(0, -1)} is in your hand or already played.`,
          out: [],
        });
        continue;
      }
      const can = new Set<number>();
      let widow = false;
      const reasons = new Map<number, string>();
      for (const c of cards) {
        const r = holds(whoHoldsQueryOf(view, c));
        r.possible.forEach((p) => can.add(p));
        widow ||= r.widow;
        for (const o of r.ruledOut)
          if (!reasons.has(o.seat) || o.rule === 'did-not-follow') reasons.set(o.seat, because(o));
      }
      const seats = [...can].sort((a, b) => a - b);
      const out = [...reasons.keys()]
        .filter((x) => !can.has(x))
        .sort((a, b) => a - b)
        .map((x) => `${seatName(x, human)} cannot hold any: ${reasons.get(x)!}.`);
      rows.push({
        title: capital(word),
        who: `${cards.length} unseen: ${names(seats, widow, human, 'widow')} can still hold ${cards.length === 1 ? 'it' : 'some'}.`,
        out,
      });
    }
  } catch (e) {
    return { rows: [], note: `Nothing can be worked out from this position: ${(e as Error).message}.` };
  }
  return { rows, note: '' };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The deck the view's rules use (Japanese). */
function deckOf(view: View): Card[] {
  return japaneseDeck(view['rules'] as JapaneseRules, view['players'] as number);
}

/** The who-holds function for a Japanese view's rules, with the solver loaded on demand. */
export async function loadHolds(view: View): Promise<Holds> {
  const { judgeWhoHolds } = await import('../engine/solver/judge.ts');
  const rules = view['rules'] as JapaneseRules;
  return (q) => judgeWhoHolds({ variant: 'japanese', rules }, q, spokenName);
}
