/** The coach's review of a hand: what each trick changed and the exact solver's turning points. */
import type { Card } from '../engine/cards.ts';

// ------------------------------------------------------------------ the coach

/** An engine explanation as the views carry it. */
export interface TrickExplanation {
  rule?: string;
  cards?: Card[];
  text?: string;
}

/** A card of the engine's ranking (best first) with its role ("mighty", "sei-jack", "trump"…). */
export interface RankedCard {
  card: Card;
  role: string;
}

/** The roles the coach names (a card of another role is "the highest card"). */
export const NAMED_ROLES: readonly string[] = [
  'mighty',
  'sei-jack',
  'ura-jack',
  'killer',
  'joker',
  'big-joker',
  'little-joker',
  'secretary',
  'trump',
];
const SPECIAL_ROLES = new Set(['mighty', 'sei-jack', 'ura-jack', 'joker', 'big-joker', 'little-joker', 'secretary']);

/**
 * What a finished trick changed, as facts (the catalogues word them): the last trump went; the top
 * card left the game (`next`: the card now on top, `null` when none is left; `trumpsLeft` false
 * when the new top is no named role, so no trump is left); or special cards fell (`top`: the card
 * still on top); or nothing of the kind. `ranking` is the engine's ranking for the next trick (no
 * suit led), best first; `gone` the cards played in the tricks before this one; `trick` this trick's.
 */
export type TrickChange =
  | { kind: 'none' }
  | { kind: 'trumpsGone' }
  | { kind: 'topGone'; top: RankedCard; next: RankedCard | null; trumpsLeft: boolean }
  | { kind: 'fell'; fell: RankedCard[]; top: RankedCard | null };

export function trickChangeFacts(
  ranking: readonly RankedCard[],
  gone: readonly Card[],
  trick: readonly Card[],
): TrickChange {
  const out = new Set(gone);
  const before = ranking.find((r) => !out.has(r.card));
  trick.forEach((c) => out.add(c));
  const after = ranking.find((r) => !out.has(r.card));
  if (before && trick.includes(before.card) && before.role === 'trump')
    return after && after.role === 'trump' ? { kind: 'none' } : { kind: 'trumpsGone' };
  if (before && trick.includes(before.card))
    return {
      kind: 'topGone',
      top: before,
      next: after ?? null,
      trumpsLeft: !after || NAMED_ROLES.includes(after.role),
    };
  const fell = ranking.filter((r) => SPECIAL_ROLES.has(r.role) && trick.includes(r.card));
  return fell.length ? { kind: 'fell', fell, top: before ?? null } : { kind: 'none' };
}

// ------------------------------------------------------------------ the review

export interface ReviewTrick {
  n: number;
  leader: number;
  winner: number;
  reason: string;
  plays: { seat: number; card: Card }[];
  /** Each seat's cards before this trick (all hands open: the cards it plays from here on). */
  hands: Card[][];
  /** Points (honours, heads, point cards; Nap: 1 per trick) in this trick. */
  points: number;
  explanation?: TrickExplanation;
  /** Why this trick is a turning point; null when it is not one. */
  turning: string | null;
}

export interface ReviewInput {
  tricks: readonly {
    leader: number;
    winner: number;
    plays: { seat: number; card: Card }[];
    explanation?: TrickExplanation;
  }[];
  players: number;
  /** Points of one card (Nap: 0; the trick itself counts 1). */
  value: (c: Card) => number;
  /** Nap: each trick is worth 1. */
  perTrick?: boolean;
  /** The declaring side's seats. */
  side: readonly number[];
  /** What the side needed (bid); with `misere`, the side must take nothing. */
  need: number;
  misere?: boolean;
  /** The side's final points as the engine counted them (buried cards included). */
  final: number;
  human: number;
  ranking?: (trickNo: number) => readonly RankedCard[];
  /** The turning points' words (the page's language: i18n/islands/practice-review.ts). */
  words: ReviewWords;
}

/** The words of the hand review's turning points. */
export interface ReviewWords {
  misereLost: string;
  certain: string;
  cannot: string;
  richest(points: number): string;
  /** What the trick changed (see {@link trickChange}), as a note ('' when nothing). */
  change(ranking: readonly RankedCard[], gone: readonly Card[], trick: readonly Card[]): string;
}

/**
 * The hand trick by trick with every hand open, and the turning points: the trick after which
 * the contract was certain (made or defeated), the trick worth the most, and each trick where
 * the top card fell (from {@link trickChange}).
 */
export function handReview(inp: ReviewInput): ReviewTrick[] {
  const { tricks, players, side } = inp;
  const w = inp.words;
  const pts = tricks.map((t) => (inp.perTrick ? 1 : t.plays.reduce((s, p) => s + inp.value(p.card), 0)));
  const sideTrickPts = tricks.reduce((s, t, i) => s + (side.includes(t.winner) ? pts[i]! : 0), 0);
  const offset = inp.final - sideTrickPts; // buried or discarded points the engine counts for the side
  const total = pts.reduce((a, b) => a + b, 0);
  let mine = offset;
  let left = total;
  let decided = false;
  const maxPts = Math.max(...pts, 0);
  const gone: Card[] = [];
  return tricks.map((t, i) => {
    const hands = Array.from({ length: players }, (_, s) =>
      tricks.slice(i).flatMap((u) => u.plays.filter((p) => p.seat === s).map((p) => p.card)),
    );
    left -= pts[i]!;
    if (side.includes(t.winner)) mine += pts[i]!;
    const notes: string[] = [];
    if (!decided) {
      if (inp.misere ? mine > 0 : mine >= inp.need) {
        decided = true;
        notes.push(inp.misere ? w.misereLost : w.certain);
      } else if (!inp.misere && mine + left < inp.need) {
        decided = true;
        notes.push(w.cannot);
      } else if (inp.misere && left === 0) {
        decided = true;
      }
    }
    if (!inp.perTrick && maxPts > 0 && pts[i] === maxPts && pts.indexOf(maxPts) === i) notes.push(w.richest(maxPts));
    const change =
      inp.ranking && i < tricks.length - 1
        ? w.change(
            inp.ranking(i + 2),
            gone,
            t.plays.map((p) => p.card),
          )
        : '';
    if (change) notes.push(change);
    gone.push(...t.plays.map((p) => p.card));
    return {
      n: i + 1,
      leader: t.leader,
      winner: t.winner,
      reason: t.explanation?.text ?? '',
      ...(t.explanation ? { explanation: t.explanation } : {}),
      plays: t.plays,
      hands,
      points: pts[i]!,
      turning: notes.length ? notes.join('; ') : null,
    };
  });
}

/** What the exact solver says of one trick of the review (language-neutral: the catalogues word it). */
export interface BestFromHere {
  /** The most the declaring side could still make from the start of this trick, all hands open. */
  best: number;
  /** The side that gave something away in this trick (null: neither, or not known). */
  gave: 'declarer' | 'defenders' | null;
  /** How much it gave away (0 when `gave` is null). */
  lost: number;
}

/**
 * The exact solver's verdict on the last tricks (open hands): `best[i]` is what the declaring
 * side could still make from the start of trick `from + i`, null where it was not computed.
 * Where the best falls short of (or exceeds) what the side then took plus the best after it,
 * one side gave something away in that trick: those are the turning points it names.
 */
export function bestFromHere(
  rows: readonly ReviewTrick[],
  side: readonly number[],
  best: readonly (number | null)[],
): (BestFromHere | null)[] {
  return rows.map((r, i) => {
    const b = best[i];
    if (b === null || b === undefined) return null;
    const won = side.includes(r.winner) ? r.points : 0;
    const next = i + 1 < rows.length ? best[i + 1] : 0;
    const lost = next === null || next === undefined ? 0 : b - (won + next);
    return { best: b, gave: lost > 0 ? 'declarer' : lost < 0 ? 'defenders' : null, lost: Math.abs(lost) };
  });
}
