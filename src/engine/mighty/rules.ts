/**
 * Mighty rules as pure functions (SPEC §5): special cards, legal cards, who wins a trick
 * (with an explanation), the ranking explorer, bids, the misdeal valuation and scoring.
 */
import {
  ALL_CARDS,
  RANK_VALUE,
  SUIT_NAME,
  cardIndex,
  cardLabel,
  rankOf,
  sortCanonicalInPlace,
  suitOf,
  type Card,
  type Rank,
  type Suit,
} from '../cards.ts';
import {
  ExplanationCache,
  followSuit,
  followSuitAllows,
  trumpSlot,
  type Explanation,
  type FollowRule,
  type TrickContext,
  type TrickResult,
} from '../trick/index.ts';
import { rankDeck } from '../trick/ranking.ts';
import { ledSuitNamed, missingDeclared } from '../trick/named-suit.ts';
import { forcedCards } from '../trick/forced-call.ts';
import type { MightyValues } from './options.ts';

export const MIGHTY_DECK: readonly Card[] = [...ALL_CARDS.slice(0, 52), 'JK'];
export const MIGHTY_DECK_SET: ReadonlySet<Card> = new Set(MIGHTY_DECK);
export const MIGHTY_TRICKS = 10;

export type Strain = Suit | 'NT';
export interface MightyBid {
  number: number;
  strain: Strain;
}

export type { Explanation, TrickResult };

/** The mighty: ♠A, or with spades trumps the `mightyWhenSpadesTrump` ace. */
export function mightyCard(trump: Suit | null, values: Pick<MightyValues, 'mightyWhenSpadesTrump'>): Card {
  return trump === 'S' ? values.mightyWhenSpadesTrump : 'SA';
}

/** The ripper (joker call): ♣3, or ♠3 with clubs trumps. */
export function ripperCard(trump: Suit | null): Card {
  return trump === 'C' ? 'S3' : 'C3';
}

/** Point cards: A K Q J 10 (20 in all). */
export function isPointCard(card: Card): boolean {
  const r = rankOf(card);
  return r === 'A' || r === 'K' || r === 'Q' || r === 'J' || r === '10';
}

export function pointsIn(cards: readonly Card[]): number {
  let n = 0;
  for (const c of cards) if (isPointCard(c)) n++;
  return n;
}

/**
 * Everything about one trick that the rules need: the core context plus the option values.
 * `declared` is the suit named by a joker's leader; `calls.ripper` the leader's ripper call
 * (automatic with `ripper: forced`). `ledSuit` is recomputed from the plays.
 */
export interface MightyTrickContext extends TrickContext {
  values: MightyValues;
}

/** A plain context for the judge and the site: trick `trickNumber` of 10, five players. */
export function mightyContext(
  values: MightyValues,
  trump: Suit | null,
  trickNumber: number,
  extra: { declared?: Suit | null; ripper?: boolean } = {},
): MightyTrickContext {
  return {
    values,
    trump,
    ledSuit: null,
    trickNumber,
    totalTricks: MIGHTY_TRICKS,
    players: 5,
    declared: extra.declared ?? null,
    calls: { ripper: extra.ripper === true },
  };
}

const suitFor = (c: Card): Suit | null => suitOf(c);

/** True when the joker is called by the ripper led in this trick. */
export function ripperCallInForce(plays: readonly Card[], ctx: MightyTrickContext): boolean {
  if (plays.length === 0 || ctx.trickNumber <= 1 || plays[0] !== ripperCard(ctx.trump)) return false;
  return ctx.values.ripper === 'forced' || ctx.calls?.['ripper'] === true;
}

/** Why the joker has no power in this trick, or null when it has. */
export function jokerPowerlessReason(plays: readonly Card[], ctx: MightyTrickContext): string | null {
  if (ripperCallInForce(plays, ctx)) return `it was called by the ripper ${cardLabel(ripperCard(ctx.trump))}`;
  if (ctx.values.jokerFirstLast === 'powerless') {
    if (ctx.trickNumber === 1) return 'it has no power in the first trick';
    if (ctx.trickNumber === ctx.totalTricks) return 'it has no power in the last trick';
  }
  return null;
}

/**
 * The legal cards for a hand (canonical order), given the cards already in the trick.
 * Leading trick 1 applies `firstLead`. Following: a player holding the led suit plays that suit,
 * the mighty or the joker; a void player plays anything; the joker's holder must play it when the
 * ripper calls it. The mighty counts as its printed suit under `mightyFollows: suit` (a player
 * whose only card of the led suit is the mighty must play it or the joker); under `free` it never
 * counts, so that player may play any card.
 */
export function mightyLegalCards(hand: readonly Card[], plays: readonly Card[], ctx: MightyTrickContext): Card[] {
  if (plays.length === 0) {
    const sorted = sortCanonicalInPlace(hand.slice());
    if (ctx.trickNumber === 1) return firstLeadCards(sorted, ctx);
    return sorted;
  }
  const led = ledSuitNamed(plays, ctx.declared, suitFor);
  if (led === null && hand.some((c) => c !== 'JK')) throw new Error(missingDeclared('the joker'));
  const mustPlay = ripperCallInForce(plays, ctx)
    ? forcedCards(plays, [{ trigger: plays[0]!, target: 'JK' }])
    : NO_CARDS;
  const mighty = mightyCard(ctx.trump, ctx.values);
  const free = ctx.values.mightyFollows === 'free';
  // Chosen in the hand's order, then (a new list) put in canonical order.
  const legal = followSuit(hand, led, free ? freeMighty(mighty) : JOKER_FREE, mustPlay);
  if (hand.includes(mighty) && !legal.includes(mighty) && !mustPlay.some((c) => hand.includes(c))) legal.push(mighty);
  return sortCanonicalInPlace(legal);
}

/** Whether a held `card` is among {@link mightyLegalCards} (the same checks, no list made). */
export function mightyMayPlay(
  hand: readonly Card[],
  plays: readonly Card[],
  ctx: MightyTrickContext,
  card: Card,
): boolean {
  if (plays.length === 0) {
    if (ctx.trickNumber !== 1 || ctx.values.firstLead === 'free') return true;
    // trick 1: a banned card only when every card of the hand is banned
    if (!firstLeadBanned(card, ctx)) return true;
    for (let i = 0; i < hand.length; i++) if (!firstLeadBanned(hand[i]!, ctx)) return false;
    return true;
  }
  const led = ledSuitNamed(plays, ctx.declared, suitFor);
  if (led === null && hand.some((c) => c !== 'JK')) throw new Error(missingDeclared('the joker'));
  const mustPlay = ripperCallInForce(plays, ctx)
    ? forcedCards(plays, [{ trigger: plays[0]!, target: 'JK' }])
    : NO_CARDS;
  const mighty = mightyCard(ctx.trump, ctx.values);
  const free = ctx.values.mightyFollows === 'free';
  if (followSuitAllows(hand, led, free ? freeMighty(mighty) : JOKER_FREE, mustPlay, card)) return true;
  // the mighty may always be played, unless the hand holds a card it must play
  return card === mighty && !mustPlay.some((c) => hand.includes(c));
}

const NO_CARDS: readonly Card[] = [];
/** Following: the joker is free; with `mightyFollows: free`, the mighty too (one rule per mighty card). */
const JOKER_FREE: FollowRule = { suitFor, isFree: (c) => c === 'JK' };
const FREE_MIGHTY = new Map<Card, FollowRule>();
function freeMighty(mighty: Card): FollowRule {
  let r = FREE_MIGHTY.get(mighty);
  if (r === undefined) FREE_MIGHTY.set(mighty, (r = { suitFor, isFree: (c) => c === 'JK' || c === mighty }));
  return r;
}

function firstLeadCards(hand: readonly Card[], ctx: MightyTrickContext): Card[] {
  if (ctx.values.firstLead === 'free') return [...hand];
  const ok = hand.filter((c) => !firstLeadBanned(c, ctx));
  return ok.length > 0 ? ok : [...hand];
}

/** A card the first lead may not be (unless the hand has nothing else): a trump; under `strict` also the joker and the ripper. */
function firstLeadBanned(c: Card, ctx: MightyTrickContext): boolean {
  return (
    (ctx.trump !== null && suitOf(c) === ctx.trump) ||
    (ctx.values.firstLead === 'strict' && (c === 'JK' || c === ripperCard(ctx.trump)))
  );
}

/** Ordinary strength of a rank within a suit (A high). */
function rv(card: Card): number {
  return RANK_VALUE[rankOf(card) as Rank];
}

/**
 * Strength of a card in a trick (higher wins; ≤ 0 never wins). `led` is the suit to follow.
 */
export function mightyStrength(card: Card, led: Suit | null, ctx: MightyTrickContext, jokerPowerless: boolean): number {
  if (card === mightyCard(ctx.trump, ctx.values)) return 1000;
  if (card === 'JK') return jokerPowerless ? -1 : 900;
  const s = suitOf(card);
  if (ctx.trump !== null && s === ctx.trump) return 500 + rv(card);
  if (s === led) return 100 + rv(card);
  return 0;
}

/** Who wins a complete (or partial) trick, with the deciding rule. */
export function mightyTrickWinner(plays: readonly Card[], ctx: MightyTrickContext): TrickResult {
  if (plays.length === 0) throw new Error('a trick needs at least one card');
  const led = ledSuitNamed(plays, ctx.declared, suitFor);
  const powerless = jokerPowerlessReason(plays, ctx);
  let best = 0;
  let bestS = -Infinity;
  for (let i = 0; i < plays.length; i++) {
    const s = mightyStrength(plays[i]!, led, ctx, powerless !== null);
    if (s > bestS) {
      bestS = s;
      best = i;
    }
  }
  const w = plays[best]!;
  if (bestS < 100 && led === null) throw new Error(missingDeclared('the joker'));
  const jokerNoted = powerless !== null && w !== 'JK' && plays.includes('JK');
  // The sentence depends only on these facts: made once for each, then shared.
  const tier = bestS === 1000 ? 0 : bestS === 900 ? 1 : bestS >= 500 ? 2 : bestS >= 100 ? 3 : 4;
  const key =
    ((((tier * 64 + cardIndex(w)) * 5 + trumpSlot(ctx.trump)) * 5 + trumpSlot(led)) * 2 + (plays[0] === 'JK' ? 1 : 0)) *
      16 +
    (jokerNoted ? powerlessNo(powerless) : 0);
  const explanation =
    EXPLAINED.get(key) ??
    EXPLAINED.keep(key, explainWin(w, tier, led, plays[0] === 'JK', ctx, jokerNoted ? powerless : null));
  return { winner: best, explanation };
}

const EXPLAINED = new ExplanationCache();
/** 1 + the number of a joker's powerless reason among those seen (they are a handful of sentences). */
const POWERLESS_NO = new Map<string, number>();
function powerlessNo(reason: string | null): number {
  if (reason === null) return 0;
  let n = POWERLESS_NO.get(reason);
  if (n === undefined) POWERLESS_NO.set(reason, (n = POWERLESS_NO.size + 1));
  return n;
}

function explainWin(
  w: Card,
  tier: number,
  led: Suit | null,
  jokerLed: boolean,
  ctx: MightyTrickContext,
  powerless: string | null,
): Explanation {
  const jokerNote = powerless !== null ? ` (the joker does not count: ${powerless})` : '';
  switch (tier) {
    case 0:
      return { rule: 'mighty', cards: [w], text: `The mighty ${cardLabel(w)} beats every other card.` };
    case 1:
      return { rule: 'joker', cards: [w], text: 'The joker beats every card but the mighty.' };
    case 2:
      return {
        rule: 'trump',
        cards: [w],
        text: `${cardLabel(w)} is the highest trump (${SUIT_NAME[ctx.trump!]}) in the trick${jokerNote}.`,
      };
    case 3: {
      const joker = jokerLed ? ` named by the joker's leader` : '';
      return {
        rule: 'led-suit',
        cards: [w],
        text: `${cardLabel(w)} is the highest card of the led suit, ${SUIT_NAME[led!]}${joker}, and no trump was played${jokerNote}.`,
      };
    }
    default:
      // Only a powerless joker led and nothing of the named suit followed: cannot happen with a
      // named suit present, but a one-card trick may be a lone powerless joker.
      return {
        rule: 'powerless-joker',
        cards: [w],
        text: `The joker wins only because nothing else was played${jokerNote}.`,
      };
  }
}

export interface RankedCard {
  card: Card;
  /** mighty | joker | trump | led | suit (led suit not fixed) | never | powerless-joker */
  role: string;
  strength: number;
}

/**
 * Every card of the deck in strength order for a trump and trick context (the ranking
 * explorer). Without `led`, all plain suits are listed as `suit` (they win only when led).
 */
export function mightyRanking(ctx: MightyTrickContext & { led?: Suit | null; ripperLed?: boolean }): RankedCard[] {
  const plays = ctx.ripperLed ? [ripperCard(ctx.trump)] : [];
  const powerless = jokerPowerlessReason(plays, ctx) !== null;
  const led = ctx.led ?? null;
  const mighty = mightyCard(ctx.trump, ctx.values);
  return rankDeck(
    MIGHTY_DECK,
    led,
    (card) => mightyStrength(card, led, ctx, powerless),
    (card) => (card === mighty ? 'mighty' : card === 'JK' ? (powerless ? 'powerless-joker' : 'joker') : null),
  );
}

// ---------------------------------------------------------------- bidding

/** True when bid `a` beats bid `b`: higher number, or no-trump over a suit at the same number. */
export function bidBeats(a: MightyBid, b: MightyBid | null): boolean {
  if (b === null) return true;
  return a.number > b.number || (a.number === b.number && a.strain === 'NT' && b.strain !== 'NT');
}

export const STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

/** Every bid that beats `high` (ascending). */
export function biddableAbove(high: MightyBid | null, minBid: number): MightyBid[] {
  const out: MightyBid[] = [];
  for (let n = minBid; n <= 20; n++)
    for (const s of STRAINS) if (bidBeats({ number: n, strain: s }, high)) out.push({ number: n, strain: s });
  return out;
}

export function bidLabel(b: MightyBid): string {
  return `${b.number}${b.strain === 'NT' ? ' no-trump' : ' ' + SUIT_NAME[b.strain]}`;
}

/** Misdeal valuation: mighty (♠A) 0, joker −1, A K Q J +1, 10 +½. */
export function handValue(hand: readonly Card[]): number {
  let v = 0;
  for (const c of hand) {
    if (c === 'SA') continue;
    if (c === 'JK') v -= 1;
    else {
      const r = rankOf(c);
      if (r === 'A' || r === 'K' || r === 'Q' || r === 'J') v += 1;
      else if (r === '10') v += 0.5;
    }
  }
  return v;
}

export function mayCallMisdeal(hand: readonly Card[]): boolean {
  return handValue(hand) <= 0.5;
}

// ---------------------------------------------------------------- scoring

export type MightyPartner = 'friend' | 'none' | 'alone';
export interface MightyScoreInput {
  bid: number;
  trump: Suit | null;
  /** Points of the declarer's side (discarded points included). */
  points: number;
  partner: MightyPartner;
}
export interface MightyScore {
  declarer: number;
  friend?: number;
  opponent: number;
  /** S after doubling; positive when the contract was made. */
  s: number;
  made: boolean;
  doublings: string[];
}

/** Pagat scoring: S = 2(B − 13) + (P − B) on success, B − P on failure, doubled per run/back-run/NT/no friend. */
export function mightyScore(inp: MightyScoreInput): MightyScore {
  const { bid: B, points: P } = inp;
  const made = P >= B;
  let s = made ? 2 * (B - 13) + (P - B) : B - P;
  const doublings: string[] = [];
  if (P === 20) doublings.push('run');
  if (20 - P >= 11) doublings.push('back-run');
  if (inp.trump === null) doublings.push('no-trump');
  if (inp.partner === 'none') doublings.push('no-friend');
  for (let i = 0; i < doublings.length; i++) s *= 2;
  const sign = made ? 1 : -1;
  const z = (n: number) => (n === 0 ? 0 : n); // no -0
  if (inp.partner === 'friend')
    return { declarer: z(sign * 2 * s), friend: z(sign * s), opponent: z(-sign * s), s, made, doublings };
  return { declarer: z(sign * 4 * s), opponent: z(-sign * s), s, made, doublings };
}
