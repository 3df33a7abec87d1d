/** The practice table's actions: a label for each, grouped into cards to click, cards to select and buttons. */
import { cardLabel, SUIT_NAME, type Card, type Suit } from '../engine/cards.ts';

// ------------------------------------------------------------------ actions

export interface AnyAction {
  type: string;
  seat?: number;
  card?: Card;
  cards?: Card[];
  declared?: Suit;
  summon?: boolean;
  ripper?: boolean;
  /** Japanese `betrayal`: the play declares betrayal. */
  betray?: boolean;
  [k: string]: unknown;
}

const STRAIN: Record<string, string> = { S: '♠ spades', H: '♥ hearts', D: '♦ diamonds', C: '♣ clubs', NT: 'no trumps' };
const strain = (x: unknown) => STRAIN[String(x)] ?? String(x);

export function actionLabel(a: AnyAction): string {
  switch (a.type) {
    case 'pass':
      return 'Pass';
    case 'misdeal':
      return 'Call a misdeal';
    case 'stop':
      return 'Stop: the result is certain';
    case 'command':
      return 'Order the secretary card played';
    case 'next':
    case 'next-hand':
      return 'Next hand';
    case 'bid': {
      if ('count' in a)
        return `Bid ${String(a['count'])} ${strain(a['suit'])}${a.card ? `, adjutant ${cardLabel(a.card)}` : ''}`;
      if ('heads' in a) return `Bid ${String(a['heads'])} heads${a['strain'] ? ` ${strain(a['strain'])}` : ''}`;
      if ('number' in a) return `Bid ${String(a['number'])} ${strain(a['strain'])}`;
      const b = a['bid'];
      const names: Record<string, string> = {
        nap: 'Nap (5)',
        misere: 'Misère',
        wellington: 'Wellington',
        blucher: 'Blücher',
      };
      return `Bid ${names[String(b)] ?? String(b)}`;
    }
    case 'trump':
      return `Trumps: ${strain(a['strain'])}`;
    case 'adjutant':
      return `Adjutant card: ${cardLabel(a.card!)}`;
    case 'secretary':
      return `Secretary card: ${cardLabel(a.card!)}`;
    case 'friend':
      return a['mode'] === 'card'
        ? `Friend: whoever holds ${cardLabel(a.card!)}`
        : a['mode'] === 'first-trick'
          ? 'Friend: the winner of the first trick'
          : 'No friend (play alone)';
    case 'play':
      if (a.cards) return `Play ${a.cards.map(cardLabel).join(' ')}`;
      return `Play ${cardLabel(a.card!)}${a.declared ? ` naming ${SUIT_NAME[a.declared]}` : ''}${a.summon ? ', summoning' : ''}${a.ripper ? ', calling the joker' : ''}${a.betray ? ', declaring betrayal' : ''}`;
    case 'discard':
      return `Discard ${(a.cards ?? []).map(cardLabel).join(' ')}`;
    case 'give':
      return `Give ${(a.cards ?? []).map(cardLabel).join(' ')}`;
    case 'seven-pass':
      return a.cards?.length ? `Hand over ${a.cards.map(cardLabel).join(' ')}` : 'Hand over nothing';
    case 'ten-discard':
      return a.cards?.length ? `Throw away ${a.cards.map(cardLabel).join(' ')}` : 'Throw away nothing';
    case 'queen-bomber':
      return `Name the ${rankPlural(String(a['rank']))}`;
    default:
      return a.type;
  }
}

const RANK_PLURAL: Record<string, string> = { A: 'aces', K: 'kings', Q: 'queens', J: 'jacks' };
/** "aces", "10s": a rank in words, for naming one (queen bomber). */
export function rankPlural(rank: string): string {
  return RANK_PLURAL[rank] ?? `${rank}s`;
}

export interface ActionGroups {
  /** Single-card plays by card (several when the card can name a suit, summon…). */
  plays: Map<Card, AnyAction[]>;
  /** Choose `count` cards (or, with `upTo`, none to `count`), then confirm (discard, give). */
  select: { type: string; verb: string; count: number; upTo?: boolean; actions: AnyAction[]; cards: Card[] } | null;
  /** Other actions, shown as buttons (or a menu when there are many). */
  buttons: AnyAction[];
}

export function groupActions(legal: readonly AnyAction[]): ActionGroups {
  const plays = new Map<Card, AnyAction[]>();
  const sel: AnyAction[] = [];
  const buttons: AnyAction[] = [];
  for (const a of legal) {
    if (a.type === 'play' && typeof a.card === 'string') {
      const list = plays.get(a.card) ?? [];
      list.push(a);
      plays.set(a.card, list);
    } else if (
      (a.type === 'discard' || a.type === 'give' || a.type === 'seven-pass' || a.type === 'ten-discard') &&
      Array.isArray(a.cards)
    )
      sel.push(a);
    else buttons.push(a);
  }
  let select: ActionGroups['select'] = null;
  if (sel.length > 0) {
    const cards = [...new Set(sel.flatMap((a) => a.cards!))];
    const t = sel[0]!.type;
    if (t === 'seven-pass' || t === 'ten-discard') {
      // Daifugō's seven pass / ten discard: any number of cards up to the most allowed.
      const count = Math.max(...sel.map((a) => a.cards!.length));
      select = {
        type: t,
        verb: t === 'seven-pass' ? 'Hand over' : 'Throw away',
        count,
        upTo: true,
        actions: sel,
        cards,
      };
    } else {
      select = { type: t, verb: t === 'give' ? 'Give' : 'Discard', count: sel[0]!.cards!.length, actions: sel, cards };
    }
  }
  return { plays, select, buttons };
}

/** The legal action whose cards are exactly `chosen`, if any. */
export function findSelected(actions: readonly AnyAction[], chosen: readonly Card[]): AnyAction | undefined {
  const key = [...chosen].sort().join();
  return actions.find((a) => [...(a.cards ?? [])].sort().join() === key);
}
