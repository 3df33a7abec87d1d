/**
 * The hint the practice table shows: the suggested action and the moves that score worse, kept as
 * the bot's answer and put into words at each render — so a hint asked while the coach's words
 * still load gains its reason when they arrive (a hint frozen at the click once stayed a bare
 * "♥J を出す" on a busy machine).
 */
import type { BotResponse } from '../../bots/types.ts';
import type { AnyAction } from '../../islands-logic/practice.ts';
import type { CoachWords } from '../../i18n/islands/coach.ts';

/** Words said now, or drawn with the coach's words of the render (null while they load). */
export type Said = string | ((cw: CoachWords | null) => string);

export interface HintGiven {
  text: Said;
  card: string | null;
  /** The hinted action's cards (Daifugō plays several). */
  cards?: string[];
  mistakes?: { card: string | null; why: Said }[];
}

export interface HintShown {
  text: string;
  card: string | null;
  cards?: string[];
  mistakes?: { card: string | null; why: string }[];
}

interface ActionWords {
  actionLabel(a: AnyAction): string;
  cardLabel(card: string): string;
}

/** The bot's answer as a hint (its words drawn later, by `shownHint`). */
export function hintOf(r: BotResponse<AnyAction>, w: ActionWords): HintGiven {
  const a = r.action;
  const mistakes = (r.mistakes ?? []).map((m) => {
    const x = m.action as AnyAction;
    // a card is named as the card ("♠2 loses this trick"), another move by its words
    const label = x.type === 'play' && x.card ? w.cardLabel(x.card) : w.actionLabel(x);
    return {
      card: x.type === 'play' && x.card ? x.card : null,
      why: (c: CoachWords | null) => (m.data && c ? c.hintMistake(label, m.data) : m.why),
    };
  });
  return {
    text: (c) => (c ? c.hintLine(w.actionLabel(a), r.why) : w.actionLabel(a)),
    card: a.type === 'play' && a.card ? a.card : null,
    cards: a.type === 'play' && a.cards ? a.cards : [],
    mistakes,
  };
}

const say = (s: Said, cw: CoachWords | null) => (typeof s === 'string' ? s : s(cw));

/** The hint in the words of this render. */
export function shownHint(given: HintGiven, cw: CoachWords | null): HintShown {
  return {
    ...given,
    text: say(given.text, cw),
    mistakes: given.mistakes?.map((m) => ({ card: m.card, why: say(m.why, cw) })),
  };
}
