/**
 * Walking an explained deal (content/deals/<game>.json), as pure functions: where the learner
 * is, what is asked, whether an answer is right, and how the play goes on to the next decision.
 * The island holds a {@link DealWalk}; every step here returns a new one.
 */

/** A logged action: `{ type, seat, … }` as the engine takes it. */
export type LoggedAction = Readonly<Record<string, unknown>> & { type: string; seat?: number };

/**
 * One key per choice, the same in the data files and the island: a card (`SA`), a suitless lead
 * naming a suit (`JK:S`), a bid (`13S`, `pass`), discards (`C2 D3 H4` in the log's order).
 */
export function choiceKey(a: LoggedAction): string {
  switch (a.type) {
    case 'play': {
      const d = a['declared'];
      return typeof d === 'string' ? `${String(a['card'])}:${d}` : String(a['card']);
    }
    case 'adjutant':
    case 'partner':
      return String(a['card']);
    case 'bid':
      return `${String(a['count'])}${String(a['suit'])}`;
    case 'pass':
      return 'pass';
    case 'discard':
      return (a['cards'] as string[]).join(' ');
    default:
      return a.type;
  }
}

/** The cards a choice key shows (a bid or a pass shows none). */
export function keyCards(key: string): string[] {
  if (key === 'pass' || /^\d/.test(key)) return [];
  return key.split(' ').map((k) => k.split(':')[0]!);
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
