/**
 * The practice table's actions grouped into cards to click, cards to select and buttons (their
 * words are the practice catalogue's: src/i18n/islands/practice-actions.ts `actionLabel`, `announce`).
 */
import type { Card, Suit } from '../engine/cards.ts';

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

export interface ActionGroups {
  /** Single-card plays by card (several when the card can name a suit, summon…). */
  plays: Map<Card, AnyAction[]>;
  /** Choose `count` cards (or, with `upTo`, none to `count`), then confirm (discard, give); its verb in words: the catalogue's `selectVerb(type)`. */
  select: { type: string; count: number; upTo?: boolean; actions: AnyAction[]; cards: Card[] } | null;
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
      select = { type: t, count, upTo: true, actions: sel, cards };
    } else {
      select = { type: t, count: sel[0]!.cards!.length, actions: sel, cards };
    }
  }
  return { plays, select, buttons };
}

/** The legal action whose cards are exactly `chosen`, if any. */
export function findSelected(actions: readonly AnyAction[], chosen: readonly Card[]): AnyAction | undefined {
  const key = [...chosen].sort().join();
  return actions.find((a) => [...(a.cards ?? [])].sort().join() === key);
}
