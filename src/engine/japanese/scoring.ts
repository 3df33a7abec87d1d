/**
 * Japanese Napoleon result and scoring (SPEC §2.7).
 */
import type { JapaneseRules } from './options.ts';

export interface HandScoreInput {
  /** The contract's number of honours. */
  bid: number;
  /** Honours taken by the Napoleon side (Napoleon + adjutant). */
  points: number;
  /** True when Napoleon plays alone. */
  solo: boolean;
  players: number;
  /** Honours in the deck (20, 24 with threes). */
  totalHonours: number;
  /**
   * Who makes the bid: Napoleon (default), or the adjutant alone after Napoleon's betrayal (then
   * `solo` is true and `napoleon` in the score is the adjutant's).
   */
  bearer?: 'napoleon' | 'adjutant';
}

export interface HandScore {
  /** True when the Napoleon side wins the hand. */
  napoleonWins: boolean;
  /** True when the Napoleon side took every honour. */
  allHonours: boolean;
  /** True when scores are doubled (a `lose` by `twentyHonours`). */
  doubled: boolean;
  /** Napoleon's score; after Napoleon's betrayal (`bearer: 'adjutant'`), the lone adjutant's. */
  napoleon: number;
  /** Absent when solo. */
  adjutant?: number;
  /** Each ally's score. */
  ally: number;
  /** One sentence for people. */
  text: string;
}

/** Decide and score one hand. */
export function scoreHand(rules: JapaneseRules, h: HandScoreInput): HandScore {
  const allHonours = h.points >= h.totalHonours;
  let napoleonWins = h.points >= h.bid;
  let doubled = false;
  const adj = h.bearer === 'adjutant';
  const side = adj ? 'the adjutant, alone after Napoleon’s betrayal,' : 'the Napoleon side';
  let why = napoleonWins
    ? `${side} took ${h.points} honours, at least the ${h.bid} bid`
    : `${side} took ${h.points} honours, fewer than the ${h.bid} bid`;
  if (allHonours && napoleonWins) {
    if (rules.twentyHonours === 'lose' || (rules.twentyHonours === 'lose-unless-bid-20' && h.bid < 20)) {
      napoleonWins = false;
      doubled = rules.scoring !== 'win-loss';
      why = `${side} took every honour: a revolution, the allies win${doubled ? ' and scores are doubled' : ''}`;
    }
  }
  const allies = h.players - (h.solo ? 1 : 2);
  const sign = napoleonWins ? 1 : -1;
  const mul = doubled ? 2 : 1;
  let napoleon: number;
  let adjutant: number | undefined;
  let ally: number;
  if (rules.scoring === 'win-loss') {
    napoleon = napoleonWins ? 1 : 0;
    adjutant = h.solo ? undefined : napoleonWins ? 1 : 0;
    ally = napoleonWins ? 0 : 1;
  } else {
    const u = rules.scoring === 'unit' ? 1 : h.bid - (rules.minBid - 1);
    const ua = u * allies;
    ally = -sign * u * mul;
    if (h.solo) {
      napoleon = sign * ua * mul;
    } else {
      napoleon = sign * Math.round((2 * ua) / 3) * mul;
      adjutant = sign * Math.round(ua / 3) * mul;
    }
  }
  const out: HandScore = {
    napoleonWins,
    allHonours,
    doubled,
    napoleon: napoleon + 0,
    ally: ally + 0,
    text: `${napoleonWins ? (adj ? 'The adjutant wins' : 'Napoleon wins') : adj ? 'The allies (Napoleon among them) win' : 'The allies win'}: ${why}.`,
  };
  if (adjutant !== undefined) out.adjutant = adjutant + 0;
  return out;
}
