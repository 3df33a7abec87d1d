/**
 * Walking an explained deal (content/deals/<game>.json), as pure functions: where the learner
 * is, what is asked, whether an answer is right, and how the play goes on to the next decision.
 * The island holds a {@link DealWalk}; every step here returns a new one.
 */

/** A logged action: `{ type, seat, … }` as the engine takes it. */
export type LoggedAction = Readonly<Record<string, unknown>> & { type: string; seat?: number };

/**
 * One key per choice, the same in the data files and the island: a card (`SA`), a suitless lead
 * naming a suit (`JK:S`), a lead that calls (Mighty's joker call, tw-hk's summon: `C3+`), a bid
 * (`13S`, `9` for a bid that names no suit, `nap`, `pass`), a trump suit (`S`, `NT`), a partner
 * card (`SA`) or call (`none`, `first-trick`), discards (`C2 D3 H4` in the log's order), a climbing
 * game's play or gift of several cards (`S5 H5`).
 */
export function choiceKey(a: LoggedAction): string {
  switch (a.type) {
    case 'play': {
      // A climbing game plays a set of cards at once.
      if (Array.isArray(a['cards'])) return (a['cards'] as string[]).join(' ');
      const d = a['declared'];
      const call = a['summon'] === true || a['ripper'] === true ? '+' : '';
      return `${String(a['card'])}${typeof d === 'string' ? `:${d}` : ''}${call}`;
    }
    case 'adjutant':
    case 'partner':
    case 'secretary':
      return String(a['card']);
    case 'friend':
      return a['mode'] === 'card' ? String(a['card']) : String(a['mode']);
    case 'bid': {
      // Japanese (count, suit), Mighty (number, strain), tw-hk (heads, strain or none), Nap (bid).
      const n = a['count'] ?? a['number'] ?? a['heads'];
      const s = a['suit'] ?? a['strain'];
      return n === undefined ? String(a['bid']) : `${String(n)}${typeof s === 'string' ? s : ''}`;
    }
    case 'trump':
      return String(a['strain']);
    case 'pass':
      return 'pass';
    case 'discard':
    case 'give':
      return (a['cards'] as string[]).join(' ');
    default:
      return a.type;
  }
}

/** Whether a card choice's key is a lead that calls (Mighty's joker call, tw-hk's summon). */
export const keyCalls = (key: string): boolean => key.endsWith('+');

/** The suit a card choice's key names for a suitless lead, if any. */
export const keyDeclared = (key: string): string | undefined => /:([SHDC])/.exec(key)?.[1];

/** The cards a choice key shows (a bid or a pass shows none). */
export function keyCards(key: string): string[] {
  if (!/^([SHDC](10|[2-9AKQJ])|JK|BJ|LJ)\b/.test(key)) return [];
  return key.split(' ').map((k) => k.replace(/[:+].*$/, ''));
}

/** What a decision needs in the walk (the data file's decision, minus the checker's fields). */
export interface WalkDecision {
  step: number;
  kind: string;
  right: readonly string[];
  explain: string;
}

export interface DealWalk {
  /** Actions of the log played so far. */
  at: number;
  /** Index of the decision asked now (or next), decisions.length when none is left. */
  decision: number;
  /** Keys answered wrongly at the current decision. */
  wrong: string[];
  /** The current decision is answered rightly (the explanation shows; `next` goes on). */
  solved: boolean;
  /** Decisions answered right at the first try. */
  firstTry: number;
}

export function startWalk(decisions: readonly WalkDecision[]): DealWalk {
  return { at: decisions[0]?.step ?? Number.MAX_SAFE_INTEGER, decision: 0, wrong: [], solved: false, firstTry: 0 };
}

/**
 * How a wrong answer is told: `equal` when the exact solver finds the card as good as the right
 * one with every hand in view (the deal teaches another play), `wrong` otherwise.
 */
export function wrongKind(frame: { equal?: readonly string[] }, key: string): 'equal' | 'wrong' {
  return frame.equal?.includes(key) ? 'equal' : 'wrong';
}

/** The verdict of one answer: right, or not quite (already tried keys are not counted twice). */
export function answer(
  w: DealWalk,
  decisions: readonly WalkDecision[],
  key: string,
): { walk: DealWalk; right: boolean } {
  const d = decisions[w.decision];
  if (!d || w.solved) return { walk: w, right: false };
  if (d.right.includes(key)) {
    return { walk: { ...w, solved: true, firstTry: w.firstTry + (w.wrong.length === 0 ? 1 : 0) }, right: true };
  }
  return { walk: { ...w, wrong: w.wrong.includes(key) ? w.wrong : [...w.wrong, key] }, right: false };
}

/** After a right answer: play on to the next decision (or to the end of the log). */
export function next(w: DealWalk, decisions: readonly WalkDecision[], logLength: number): DealWalk {
  if (!w.solved) return w;
  const n = w.decision + 1;
  const d = decisions[n];
  return { at: d ? d.step : logLength, decision: n, wrong: [], solved: false, firstTry: w.firstTry };
}

/** True when every decision is answered and the log is played out. */
export function walkDone(w: DealWalk, decisions: readonly WalkDecision[]): boolean {
  return w.decision >= decisions.length;
}

/**
 * How many actions of the log a view shows: up to the decision (not its answer) while it is
 * asked, the logged answer once it is solved.
 */
export function shownActions(w: DealWalk): number {
  return w.solved ? w.at + 1 : w.at;
}
