/**
 * The hand's story after it ends (the practice review's per-card costs and the replay on the felt),
 * worded from the family's catalogue `src/i18n/messages/<lang>/replay.json`. The facts come from
 * `islands-logic/replay.ts`; seat names and card labels are the practice words' (passed in as text).
 * The practice island's language entries (src/components/practice/PracticeGame.<lang>.tsx) provide
 * a loader of it (`replay-context.ts`).
 */
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/replay.json';
import type { HandStory, StoryPlay, WhyFact } from '../../islands-logic/replay.ts';

export type ReplayKey = Extract<keyof typeof en, string>;

/**
 * What the analysis says of a play so far: not yet analysed, no verdict, the best card, or a cost
 * (exact); or, where the exact search did not reach, the computer's estimate: no clear cost, or a cost.
 */
export type MarkState = 'pending' | 'open' | 'best' | 'cost' | 'estBest' | 'estCost';

export function markState(p: StoryPlay): MarkState {
  if (p.cost === undefined) return 'pending';
  if (p.cost === null) return 'open';
  if (p.deals !== undefined) return p.cost === 0 ? 'estBest' : 'estCost';
  return p.cost === 0 ? 'best' : 'cost';
}

/** What a play cost its side, as a positive number (the marks of a cost use it). */
const lostBy = (p: StoryPlay): number => (typeof p.cost === 'number' ? -p.cost : 0);

/** The mark's words, drawn beside the card and as a screen reader says it. */
const MARK = {
  pending: 'markPending',
  open: 'markOpen',
  best: 'markBest',
  cost: 'markCost',
  estBest: 'markEstBest',
  estCost: 'markEstCost',
} as const;
const SPOKEN = {
  pending: 'spokenPending',
  open: 'spokenOpen',
  best: 'spokenBest',
  cost: 'spokenCost',
  estBest: 'spokenEstBest',
  estCost: 'spokenEstCost',
} as const;

export function replayWords(t: Translate<ReplayKey>) {
  /** "♠3 or ♥Q or …" from card labels. */
  const orList = (labels: readonly string[]): string => labels.reduce((a, b) => (a ? t('orList', { a, b }) : b), '');
  return {
    storyTitle: t('storyTitle'),
    storyIntro: t('storyIntro'),
    analysing: (s: HandStory) => t('analysing', { known: s.known, total: s.total }),
    /** The last trick with a card not analysed (0: none). */
    notAnalysed: (last: number) => t('notAnalysed', { last }),
    /** Up to trick `last` the learner's cards carry the computer's estimate, the others none. */
    estimated: (last: number) => t('estimated', { last }),
    leadOpen: t('leadOpen'),
    failed: (why: string) => t('failed', { why }),
    par: (par: number, need: number, unit: string) => t('par', { par, need, unit }),
    parOpen: t('parOpen'),
    parLead: t('parLead'),
    mine: (s: HandStory, unit: string) => t('mine', { ...s.mine, unit }),
    /** The learner's cards marked by estimate ('' when none). */
    mineEstimate: (s: HandStory, unit: string) =>
      s.mine.estBest + s.mine.estCostly > 0 ? t('mineEstimate', { ...s.mine, unit }) : '',
    why: (f: WhyFact, label: (c: string) => string, unit: string) =>
      t(f.deals !== undefined ? 'whyEstimate' : f.declarer ? 'whyDeclarer' : 'whyDefender', {
        deals: f.deals ?? 0,
        card: label(f.card),
        trick: f.trick,
        better: orList(f.better.map(label)),
        best: f.best,
        after: f.after,
        lost: f.lost,
        unit,
      }),
    /** The mark drawn beside a card (short). */
    mark: (p: StoryPlay) => t(MARK[markState(p)], { lost: lostBy(p) }),
    /** The same mark as a screen reader says it (an estimate with the deals it tried). */
    spoken: (p: StoryPlay, unit: string) => t(SPOKEN[markState(p)], { lost: lostBy(p), unit, deals: p.deals ?? 0 }),
    replayGroup: t('replayGroup'),
    back: t('back'),
    forward: t('forward'),
    position: (n: number, count: number) => t('position', { n, count }),
    frameSpoken: (n: number, count: number, plays: readonly string[], winner: string) =>
      t('frameSpoken', { n, count, plays: plays.join(', '), winner }),
    playSpoken: (seat: string, card: string, mark: string) => t('playSpoken', { seat, card, mark }),
    keysHint: t('keysHint'),
    // A climbing game's round (Daifugō), move by move (islands-logic/climb-replay.ts).
    climbGroup: t('climbGroup'),
    climbPosition: (n: number, count: number) => t('climbPosition', { n, count }),
    climbPlay: (seat: string, cards: string) => t('climbPlay', { seat, cards }),
    climbPass: (seat: string, auto: boolean) => t(auto ? 'climbPassAuto' : 'climbPass', { seat }),
    climbCleared: (leader: string) => t('climbCleared', { leader }),
    climbOut: (seat: string, place: number | null) =>
      place === null ? t('climbOutIllegal', { seat }) : t('climbOut', { seat, place }),
    /** Each seat's cards left, given as [seat's name, count]. */
    climbLeft: (left: readonly (readonly [string, number])[]) =>
      t('climbLeft', { list: left.map(([seat, count]) => t('climbLeftOne', { seat, count })).join(', ') }),
    climbPlaces: (places: readonly string[]) =>
      t('climbPlaces', { list: places.map((seat, i) => t('climbPlace', { seat, place: i + 1 })).join(', ') }),
    climbKeysHint: t('climbKeysHint'),
  };
}

export type ReplayWords = ReturnType<typeof replayWords>;
