/**
 * The practice table's "What can I know?" panel (learning mode): from the human's VIEW only —
 * their own hand, the tricks played so far, their own discards — which seats (and the widow) can
 * still hold the partner card and the cards of each suit. Every answer comes from the judge's
 * `who-holds` query (`engine/solver/judge.ts` `judgeWhoHolds`), so the panel deduces exactly what
 * the learner could deduce: the hidden hands are never read.
 *
 * Japanese Napoleon, Taiwanese/HK Napoleon and Mighty (their views carry the rules, the calls
 * of each trick — Mighty's ripper call, tw-hk's summons and secretary command — and the partner
 * card: the adjutant card, the secretary card, the friend card).
 */
import { descriptorOf, DESCRIPTORS } from '../engine/descriptors.ts';
import { spokenName, type Card } from '../engine/cards.ts';
import { dealtDeck } from '../engine/decks.ts';
import type { SolverVariantRules } from '../engine/solver/judge.ts';
import type { RuledOut } from '../engine/solver/who-holds.ts';

type View = Record<string, unknown>;

/** The games the panel serves (a view with `phase: 'play'` of one of these). */
export const KNOW_VARIANTS: readonly string[] = DESCRIPTORS.filter((d) => d.has.knowPanel).map((d) => d.id);
type KnowVariant = 'japanese' | 'tw-hk' | 'mighty';

function variantOf(view: View): KnowVariant {
  const v = view['variant'];
  return typeof v === 'string' && KNOW_VARIANTS.includes(v) ? (v as KnowVariant) : 'japanese';
}

/** The descriptor of the view's game. */
const gameOf = (view: View) => descriptorOf(variantOf(view));

/** Whether the table offers the panel for this view: a game it serves, while cards are played. */
export function hasKnowPanel(view: View, variant: string): boolean {
  return (KNOW_VARIANTS as readonly string[]).includes(variant) && view['phase'] === 'play';
}

interface SeenPlay {
  card: Card;
  declared?: string;
}
interface SeenTrick {
  leader: number;
  plays: SeenPlay[];
  calls?: Record<string, boolean>;
}

/** Every trick of the view, the unfinished one last (Japanese: `tricks`/`trick`; others: `completed`/`current`). */
function tricksOf(view: View): SeenTrick[] {
  // Japanese Napoleon's view: `tricks` (done) and `trick` (the one being played)
  if (!Array.isArray(view['completed'])) {
    const completed = (Array.isArray(view['tricks']) ? view['tricks'] : []) as SeenTrick[];
    const cur = view['trick'] as SeenTrick | null;
    return [...completed, ...(cur && cur.plays.length > 0 ? [cur] : [])];
  }
  const completed = (Array.isArray(view['completed']) ? view['completed'] : []) as SeenTrick[];
  const current = (Array.isArray(view['current']) ? view['current'] : []) as (SeenPlay & { seat: number })[];
  const calls = (view['calls'] ?? {}) as Record<string, boolean>;
  return [...completed, ...(current.length > 0 ? [{ leader: current[0]!.seat, plays: current, calls }] : [])];
}

/** The calls of a trick the judge reads (`summon`, `command`: tw-hk; `ripper`: Mighty). */
function callsOf(t: SeenTrick): Record<string, boolean> | undefined {
  const out: Record<string, boolean> = {};
  for (const k of ['summon', 'command', 'ripper']) if (t.calls?.[k]) out[k] = true;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The who-holds query a view asks about `card` (the same fields the judge documents). */
export function whoHoldsQueryOf(view: View, card: Card): Record<string, unknown> {
  const seat = view['seat'] as number;
  const all = tricksOf(view);
  const discards = Array.isArray(view['discards']) ? (view['discards'] as Card[]) : [];
  const secretary =
    gameOf(view).review.partner === 'secretary' ? (view['secretaryCard'] as Card | null | undefined) : undefined;
  const commanded = all.some((t) => t.calls?.['command']);
  const shown = shownOf(view);
  return {
    query: 'who-holds',
    trump: (view['trump'] as string | null | undefined) ?? null,
    seat,
    card,
    hand: [...(view['hand'] as Card[])],
    ...(discards.length ? { discards } : {}),
    ...(secretary ? { secretary } : {}),
    ...(commanded ? { napoleon: view['napoleon'] } : {}),
    ...(shown ? { shown: [shown] } : {}),
    tricks: all.map((t) => {
      const declared = t.plays[0]?.declared;
      const calls = callsOf(t);
      return {
        leader: t.leader,
        plays: t.plays.map((p) => p.card),
        ...(declared ? { declared } : {}),
        ...(calls ? { calls } : {}),
      };
    }),
  };
}

/**
 * The cards a seat showed to everyone, as the view tells them (Japanese Napoleon's betrayal: ♣10
 * and the joker): the judge counts them in that seat's hand until they are played.
 */
function shownOf(view: View): { seat: number; cards: Card[] } | null {
  const b = view['betrayal'] as { seat: number; shown?: Card[] } | null | undefined;
  return b && b.shown && b.shown.length > 0 ? { seat: b.seat, cards: [...b.shown] } : null;
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

/** The suits the panel goes through, in its order. */
const SUITS: readonly string[] = ['S', 'H', 'D', 'C'];

/** The panel's sentences in the page's language (the practice catalogue's: src/i18n/islands/practice-know.ts). */
export interface KnowWords {
  nothingYet: string;
  cannotWorkOut: (message: string) => string;
  /** The partner card's row title: `kind` is the game's partner ("adjutant", "secretary", "friend"). */
  partnerTitle: (kind: 'adjutant' | 'secretary' | 'friend', card: Card) => string;
  /** `kitty`: Mighty's word for the widow. */
  youDiscarded: (kitty: boolean) => string;
  canHoldIt: (seats: readonly number[], widow: boolean, human: number, kitty: boolean) => string;
  /** A seat ruled out, with why (`suit`: the suit it did not follow, where that is the reason). */
  cannotHold: (seat: number, human: number, r: RuledOut, suit: string, any: boolean) => string;
  suitTitle: (suit: string) => string;
  allSeen: (suit: string) => string;
  unseen: (suit: string, n: number, seats: readonly number[], widow: boolean, human: number, kitty: boolean) => string;
}

/** `judgeWhoHolds` bound to the view's rules, naming cards in words (`spokenName`). */
export type Holds = (q: Record<string, unknown>) => {
  possible: number[];
  widow: boolean;
  ruledOut: RuledOut[];
  counts: number[];
};

/** The partner card a view names, with the partner's kind, or null. */
export function partnerCardOf(view: View): { card: Card; kind: 'adjutant' | 'secretary' | 'friend' } | null {
  const kind = gameOf(view).review.partner;
  if (kind === 'adjutant' || kind === 'secretary') {
    const c = view[`${kind}Card`] as Card | null | undefined;
    return c ? { card: c, kind } : null;
  }
  const call = view['friendCall'] as { mode: string; card?: Card } | null | undefined;
  return call?.mode === 'card' && call.card ? { card: call.card, kind: 'friend' } : null;
}

/**
 * The panel for a view: the partner card (when unseen and unplayed) and each suit.
 * `holds` is `judgeWhoHolds` bound to the view's rules (passed in so the solver loads on demand).
 */
export function knowPanel(view: View, holds: Holds, w: KnowWords): KnowPanel {
  const human = view['seat'];
  if (typeof human !== 'number' || !Array.isArray(view['hand'])) return { rows: [], note: w.nothingYet };
  const deck = deckOf(view);
  const hand = new Set(view['hand'] as Card[]);
  const played = new Set<Card>();
  for (const t of tricksOf(view)) for (const p of t.plays) played.add(p.card);
  const discards = new Set(Array.isArray(view['discards']) ? (view['discards'] as Card[]) : []);
  const unseen = deck.filter((c) => !hand.has(c) && !played.has(c) && !discards.has(c));
  const rows: KnowRow[] = [];
  try {
    const partner = partnerCardOf(view);
    const adj = partner?.card;
    const kitty = gameOf(view).review.widow === 'kitty';
    if (partner && adj && !hand.has(adj) && !played.has(adj)) {
      const r = holds(whoHoldsQueryOf(view, adj));
      rows.push({
        title: w.partnerTitle(partner.kind, adj),
        who: discards.has(adj) ? w.youDiscarded(kitty) : w.canHoldIt(r.possible, r.widow, human, kitty),
        out: discards.has(adj) ? [] : r.ruledOut.map((o) => w.cannotHold(o.seat, human, o, adj.charAt(0), false)),
      });
    }
    for (const s of SUITS) {
      const cards = unseen.filter((c) => c.startsWith(s));
      if (cards.length === 0) {
        rows.push({ title: w.suitTitle(s), who: w.allSeen(s), out: [] });
        continue;
      }
      const can = new Set<number>();
      let widow = false;
      const reasons = new Map<number, RuledOut>();
      for (const c of cards) {
        const r = holds(whoHoldsQueryOf(view, c));
        r.possible.forEach((p) => can.add(p));
        widow ||= r.widow;
        for (const o of r.ruledOut) if (!reasons.has(o.seat) || o.rule === 'did-not-follow') reasons.set(o.seat, o);
      }
      const seats = [...can].sort((a, b) => a - b);
      const out = [...reasons.keys()]
        .filter((x) => !can.has(x))
        .sort((a, b) => a - b)
        .map((x) => w.cannotHold(x, human, reasons.get(x)!, s, true));
      rows.push({ title: w.suitTitle(s), who: w.unseen(s, cards.length, seats, widow, human, kitty), out });
    }
  } catch (e) {
    return { rows: [], note: w.cannotWorkOut((e as Error).message) };
  }
  return { rows, note: '' };
}

/** The deck the view's rules use. */
function deckOf(view: View): Card[] {
  return dealtDeck(variantOf(view), view['rules'], view['players'] as number);
}

/** The rules the judge answers with, from the view (every seat knows them). */
export function solverRulesOf(view: View): SolverVariantRules {
  return { variant: variantOf(view), rules: view['rules'] } as SolverVariantRules;
}

/** The who-holds function for a view's rules, with the solver loaded on demand. */
export async function loadHolds(view: View): Promise<Holds> {
  const { judgeWhoHolds } = await import('../engine/solver/judge.ts');
  const rules = solverRulesOf(view);
  return (q) => judgeWhoHolds(rules, q, spokenName);
}
