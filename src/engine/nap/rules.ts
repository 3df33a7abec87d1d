/**
 * English Nap rules as pure functions (SPEC §3): deck by players, bids and their order,
 * legal cards, who wins a trick (with an explanation), the ranking explorer, when the
 * result is certain, and the payout tables.
 */
import {
  cardIndex,
  cardLabel,
  makeCard,
  RANK_VALUE,
  rankOf,
  SUIT_NAME,
  SUITS,
  RANKS,
  sortCanonical,
  suitOf,
  type Card,
  type Rank,
  type Suit,
} from '../cards.ts';
import {
  ExplanationCache,
  followSuit,
  followSuitAllows,
  slotTrump,
  trumpSlot,
  type Explanation,
  type FollowRule,
  type TrickResult,
} from '../trick/index.ts';
import { rankDeck } from '../trick/ranking.ts';
import type { NapValues } from './options.ts';

export type { Explanation, TrickResult };

export const NAP_HAND = 5;

/** The deck for a player count: 2 players 10–A (20), 3 players 7–A (32), else 52; plus JK. */
export function napDeck(values: Pick<NapValues, 'players' | 'deck' | 'joker'>): Card[] {
  let ranks: readonly Rank[] = RANKS;
  if (values.deck === 'by-players') {
    if (values.players === 2) ranks = RANKS.slice(0, 5);
    else if (values.players === 3) ranks = RANKS.slice(0, 8);
  }
  const cards = SUITS.flatMap((s) => ranks.map((r) => makeCard(s, r)));
  return values.joker ? [...cards, 'JK'] : cards;
}

// ---------------------------------------------------------------- bids

export type NapBid = 1 | 2 | 3 | 4 | 'misere' | 'nap' | 'wellington' | 'blucher';
export const NAP_BID_ORDER: readonly NapBid[] = [1, 2, 3, 'misere', 4, 'nap', 'wellington', 'blucher'];

export function bidRank(b: NapBid): number {
  return NAP_BID_ORDER.indexOf(b);
}
export function isNapBid(b: unknown): b is NapBid {
  return (NAP_BID_ORDER as readonly unknown[]).includes(b);
}
/** Tricks the declarer needs (misère: must take none). */
export function tricksNeeded(b: NapBid): number {
  return typeof b === 'number' ? b : b === 'misere' ? 0 : 5;
}
export function napBidLabel(b: NapBid): string {
  return typeof b === 'number'
    ? String(b)
    : { misere: 'Misère', nap: 'Nap', wellington: 'Wellington', blucher: 'Blücher' }[b];
}

/** Why `bid` may not be made over `high` under these options, or null when it may. */
export function bidProblem(
  bid: NapBid,
  high: NapBid | null,
  values: Pick<NapValues, 'minBid' | 'misere' | 'wellington' | 'blucher'>,
): string | null {
  if (!isNapBid(bid)) return `a bid is 1–4, "misere", "nap", "wellington" or "blucher"`;
  if (typeof bid === 'number' && bid < values.minBid) return `the lowest bid is ${values.minBid}`;
  if (bid === 'misere' && !values.misere) return 'Misère is off in these rules';
  if (bid === 'wellington') {
    if (!values.wellington) return 'Wellington is off in these rules';
    if (high !== 'nap') return 'Wellington may be bid only over Nap';
  }
  if (bid === 'blucher') {
    if (!values.blucher) return 'Blücher is off in these rules';
    if (high !== 'wellington') return 'Blücher may be bid only over Wellington';
  }
  if (high !== null && bidRank(bid) <= bidRank(high)) return `${napBidLabel(bid)} does not beat ${napBidLabel(high)}`;
  return null;
}

/** Every bid that may be made over `high` (ascending). */
export function napBidsAbove(
  high: NapBid | null,
  values: Pick<NapValues, 'minBid' | 'misere' | 'wellington' | 'blucher'>,
): NapBid[] {
  return NAP_BID_ORDER.filter((b) => bidProblem(b, high, values) === null);
}

// ---------------------------------------------------------------- tricks

/**
 * A trick's context: `trump` null in Misère (no trumps). In trick 1 of a trump contract the
 * trump is the suit of the opening lead (pass `trump: undefined` to take it from the plays).
 */
export interface NapTrickContext {
  trump: Suit | null;
  trickNumber: number;
  misere: boolean;
}

/** The suit a card counts as for following: JK belongs to the trump suit (none in Misère). */
export function napSuitFor(card: Card, trump: Suit | null): Suit | null {
  if (card === 'JK') return trump;
  return suitOf(card);
}

/** The trump suit given the plays of trick 1 (the opening lead sets it). */
export function trumpFromLead(card: Card): Suit {
  const s = suitOf(card);
  if (s === null) throw new Error('the joker may not be led to trick 1: the opening lead sets trumps');
  return s;
}

/** Legal cards (canonical order). Leading trick 1 of a trump contract: anything but the joker. */
export function napLegalCards(hand: readonly Card[], plays: readonly Card[], ctx: NapTrickContext): Card[] {
  const sorted = sortCanonical(hand);
  if (plays.length === 0) {
    if (ctx.trickNumber === 1 && !ctx.misere) {
      const ok = sorted.filter((c) => c !== 'JK');
      return ok.length > 0 ? ok : sorted;
    }
    return sorted;
  }
  const led = napSuitFor(plays[0]!, ctx.trump);
  return followSuit(sorted, led, FOLLOW_RULES[trumpSlot(ctx.trump)]!);
}

/** Whether a held `card` is among {@link napLegalCards} (the same checks, no list made). */
export function napMayPlay(hand: readonly Card[], plays: readonly Card[], ctx: NapTrickContext, card: Card): boolean {
  if (plays.length === 0) {
    // trick 1 (not Misère): not the joker, unless the hand is nothing else
    if (ctx.trickNumber === 1 && !ctx.misere && card === 'JK') return hand.every((c) => c === 'JK');
    return true;
  }
  const led = napSuitFor(plays[0]!, ctx.trump);
  return followSuitAllows(hand, led, FOLLOW_RULES[trumpSlot(ctx.trump)]!, NO_CARDS, card);
}

const NO_CARDS: readonly Card[] = [];

/** Following: the joker counts as a trump (one rule per trump suit, none in Misère). */
const FOLLOW_RULES: readonly FollowRule[] = [0, 1, 2, 3, 4].map((slot) => {
  const trump = slotTrump(slot);
  return { suitFor: (c: Card) => napSuitFor(c, trump) };
});

function rv(card: Card): number {
  return RANK_VALUE[rankOf(card) as Rank];
}

export function napStrength(card: Card, led: Suit | null, ctx: NapTrickContext): number {
  if (card === 'JK') return 1000;
  const s = suitOf(card);
  if (ctx.trump !== null && s === ctx.trump) return 500 + rv(card);
  if (s === led) return 100 + rv(card);
  return 0;
}

/** Who wins a trick: the joker, else the highest trump, else the highest card of the led suit. */
export function napTrickWinner(plays: readonly Card[], ctx: NapTrickContext): TrickResult {
  if (plays.length === 0) throw new Error('a trick needs at least one card');
  const led = napSuitFor(plays[0]!, ctx.trump);
  let best = 0;
  let bestS = -Infinity;
  for (let i = 0; i < plays.length; i++) {
    const s = napStrength(plays[i]!, led, ctx);
    if (s > bestS) {
      bestS = s;
      best = i;
    }
  }
  const w = plays[best]!;
  const tier = bestS === 1000 ? 0 : bestS >= 500 ? 1 : 2;
  // The sentence depends only on these facts: made once for each, then shared.
  const key = ((tier * 64 + cardIndex(w)) * 5 + trumpSlot(ctx.trump)) * 5 + trumpSlot(led);
  const e = EXPLAINED.get(key) ?? EXPLAINED.keep(key, explainWin(w, tier, led, ctx.trump));
  return { winner: best, explanation: e };
}

const EXPLAINED = new ExplanationCache();

function explainWin(w: Card, tier: number, led: Suit | null, trump: Suit | null): Explanation {
  if (tier === 0) {
    return trump
      ? { rule: 'joker', cards: [w], text: 'The joker is the highest trump.' }
      : { rule: 'joker', cards: [w], text: 'The joker beats every card (there are no trumps in Misère).' };
  }
  if (tier === 1) {
    return {
      rule: 'trump',
      cards: [w],
      text: `${cardLabel(w)} is the highest trump (${SUIT_NAME[trump!]}) in the trick.`,
    };
  }
  const why = trump === null ? 'there are no trumps in Misère' : 'no trump was played';
  return {
    rule: 'led-suit',
    cards: [w],
    text: `${cardLabel(w)} is the highest card of the led suit, ${SUIT_NAME[led!]}, and ${why}.`,
  };
}

export interface RankedCard {
  card: Card;
  /** joker | trump | led | suit | never */
  role: string;
  strength: number;
}

/** Every card of the deck in strength order (ranking explorer). */
export function napRanking(deck: readonly Card[], ctx: NapTrickContext & { led?: Suit | null }): RankedCard[] {
  const led = ctx.led ?? null;
  return rankDeck(
    deck,
    led,
    (card) => napStrength(card, led, ctx),
    (card) => (card === 'JK' ? 'joker' : null),
  );
}

// ---------------------------------------------------------------- result and payout

/** `made` / `set` once the result can no longer change, else null. */
export function napCertainResult(bid: NapBid, declarerTricks: number, tricksPlayed: number): 'made' | 'set' | null {
  const left = NAP_HAND - tricksPlayed;
  if (bid === 'misere') {
    if (declarerTricks > 0) return 'set';
    return left === 0 ? 'made' : null;
  }
  const need = tricksNeeded(bid);
  if (declarerTricks >= need) return 'made';
  if (declarerTricks + left < need) return 'set';
  return null;
}

/** What the declarer receives from (made) or pays to (set) each opponent. */
export function napPayout(bid: NapBid, made: boolean, payout: NapValues['payout']): number {
  const tables: Record<NapValues['payout'], Record<'nap' | 'wellington' | 'blucher', [number, number]>> = {
    wikipedia: { nap: [10, 10], wellington: [20, 20], blucher: [40, 40] },
    'wikipedia-1': { nap: [10, 6], wellington: [20, 12], blucher: [40, 24] },
    'wikipedia-2': { nap: [10, 10], wellington: [10, 20], blucher: [10, 40] },
  };
  let win: number;
  let lose: number;
  if (typeof bid === 'number') win = lose = bid;
  else if (bid === 'misere') win = lose = 3;
  else [win, lose] = tables[payout][bid];
  return made ? win : -lose;
}

/** Score of a hand: the declarer's total and each opponent's. */
export function napScore(inp: { bid: NapBid; tricks: number; players: number; payout: NapValues['payout'] }): {
  declarer: number;
  opponent: number;
  made: boolean;
} {
  const made = inp.bid === 'misere' ? inp.tricks === 0 : inp.tricks >= tricksNeeded(inp.bid);
  const each = napPayout(inp.bid, made, inp.payout);
  const z = (x: number) => (x === 0 ? 0 : x);
  return { declarer: each * (inp.players - 1), opponent: z(-each), made };
}
