/**
 * Taiwanese / Hong Kong Napoleon rules as pure functions (SPEC §4): the secretary card,
 * jokers, the last-three-tricks ranking, summons and the secretary command, legal cards,
 * who wins a trick (with an explanation), the ranking explorer, bids and scoring.
 */
import {
  ALL_CARDS,
  cardIndex,
  cardLabel,
  isJoker,
  RANK_VALUE,
  rankOf,
  SUIT_NAME,
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
import { forcedCards, type ForcedCall } from '../trick/forced-call.ts';
import type { TwhkValues } from './options.ts';

export type { Explanation, TrickResult };

/** The 54 cards: 52 plus BJ and LJ. */
export const TWHK_DECK: readonly Card[] = [...ALL_CARDS.slice(0, 52), 'BJ', 'LJ'];
export const TWHK_DECK_SET: ReadonlySet<Card> = new Set(TWHK_DECK);

export const HAND_SIZE: Readonly<Record<number, number>> = { 4: 13, 5: 10, 6: 8 };
export const WIDOW_SIZE: Readonly<Record<number, number>> = { 4: 2, 5: 4, 6: 6 };

/** Heads: A K Q J (16 in all). */
export function isHead(card: Card): boolean {
  const r = rankOf(card);
  return r === 'A' || r === 'K' || r === 'Q' || r === 'J';
}
export function headsIn(cards: readonly Card[]): number {
  let n = 0;
  for (const c of cards) if (isHead(c)) n++;
  return n;
}

/**
 * Context of one trick: the core context plus the option values and the secretary card.
 * `calls.summon`: the leader of the 2 (3) of trumps summons the big (little) joker
 * (`lead-first-three`); `calls.command`: Napoleon ordered the secretary card played.
 */
export interface TwhkTrickContext extends TrickContext {
  values: Pick<TwhkValues, 'summon'>;
  /** The secretary card; null before it is named (or in a query that omits it). */
  secretary: Card | null;
}

export function twhkContext(
  values: Pick<TwhkValues, 'summon' | 'players'>,
  trump: Suit | null,
  secretary: Card | null,
  trickNumber: number,
  extra: { declared?: Suit | null; summon?: boolean; command?: boolean } = {},
): TwhkTrickContext {
  return {
    values,
    trump,
    secretary,
    ledSuit: null,
    trickNumber,
    totalTricks: HAND_SIZE[values.players]!,
    players: values.players,
    declared: extra.declared ?? null,
    calls: { summon: extra.summon === true, command: extra.command === true },
  };
}

/** True in the last three tricks of the hand. */
export function inLastThree(ctx: Pick<TrickContext, 'trickNumber' | 'totalTricks'>): boolean {
  return ctx.trickNumber > ctx.totalTricks - 3;
}

/** The suit a card counts as for following: none for the secretary card and the jokers. */
export function twhkSuitFor(card: Card, secretary: Card | null): Suit | null {
  if (card === secretary || isJoker(card)) return null;
  return suitOf(card);
}

/** The joker summoned by a trump 2 or 3, or null (secretary-card exceptions, no-trump). */
export function summonedBy(card: Card, trump: Suit | null, secretary: Card | null): Card | null {
  if (trump === null || card === secretary) return null;
  if (card === trump + '2' && secretary !== 'BJ') return 'BJ';
  if (card === trump + '3' && secretary !== 'LJ') return 'LJ';
  return null;
}

/** True when the leader may summon with this lead (`lead-first-three`, tricks 1–3). */
export function maySummonWithLead(card: Card, ctx: TwhkTrickContext): boolean {
  return (
    ctx.values.summon === 'lead-first-three' &&
    ctx.trickNumber <= 3 &&
    summonedBy(card, ctx.trump, ctx.secretary) !== null
  );
}

/** The calls in force for this trick (summons and the secretary command). */
export function twhkForcedCalls(plays: readonly Card[], ctx: TwhkTrickContext): ForcedCall[] {
  const calls: ForcedCall[] = [];
  const { trump, secretary } = ctx;
  if (ctx.values.summon === 'lead-first-three') {
    if (plays.length > 0 && ctx.calls?.['summon'] && maySummonWithLead(plays[0]!, ctx)) {
      calls.push({ trigger: plays[0]!, target: summonedBy(plays[0]!, trump, secretary)! });
    }
  } else if (ctx.values.summon === 'any-play' && trump !== null) {
    for (const rank of ['2', '3']) {
      const trigger = trump + rank;
      const target = summonedBy(trigger, trump, secretary);
      if (target) calls.push({ trigger, target, anyPosition: true });
    }
  }
  if (ctx.calls?.['command'] && secretary !== null) calls.push({ trigger: null, target: secretary });
  return calls;
}

/**
 * Legal cards (canonical order) for a hand given the cards already in the trick. The cards are
 * chosen in the hand's order and the (new, often shorter) list is put in canonical order after.
 */
export function twhkLegalCards(hand: readonly Card[], plays: readonly Card[], ctx: TwhkTrickContext): Card[] {
  const rule = followRuleFor(ctx.secretary);
  const suitFor = rule.suitFor!;
  const mustPlay = mayForce(plays, ctx) ? forcedCards(plays, twhkForcedCalls(plays, ctx)) : NO_CARDS;
  if (plays.length === 0) return sortCanonicalInPlace(followSuit(hand, null, rule, mustPlay));
  const led = ledSuitNamed(plays, ctx.declared, suitFor);
  if (led === null && hand.some((c) => suitFor(c) !== null)) throw new Error(missingDeclared(cardLabel(plays[0]!)));
  return sortCanonicalInPlace(followSuit(hand, led, rule, mustPlay));
}

/** Whether a held `card` is among {@link twhkLegalCards} (the same checks, no list made). */
export function twhkMayPlay(hand: readonly Card[], plays: readonly Card[], ctx: TwhkTrickContext, card: Card): boolean {
  const rule = followRuleFor(ctx.secretary);
  const suitFor = rule.suitFor!;
  const mustPlay = mayForce(plays, ctx) ? forcedCards(plays, twhkForcedCalls(plays, ctx)) : NO_CARDS;
  if (plays.length === 0) return followSuitAllows(hand, null, rule, mustPlay, card);
  const led = ledSuitNamed(plays, ctx.declared, suitFor);
  if (led === null && hand.some((c) => suitFor(c) !== null)) throw new Error(missingDeclared(cardLabel(plays[0]!)));
  return followSuitAllows(hand, led, rule, mustPlay, card);
}

const NO_CARDS: readonly Card[] = [];

/** False when {@link twhkForcedCalls} has no call for this trick (no list made). */
function mayForce(plays: readonly Card[], ctx: TwhkTrickContext): boolean {
  const mode = ctx.values.summon;
  if (mode === 'lead-first-three' && plays.length > 0 && ctx.calls?.['summon']) return true;
  if (mode === 'any-play' && ctx.trump !== null) return true;
  return !!ctx.calls?.['command'] && ctx.secretary !== null;
}

/** Following with this secretary card: it and the jokers are suitless and free (one rule per card). */
const FOLLOW_RULES = new Map<Card | null, FollowRule>();
function followRuleFor(secretary: Card | null): FollowRule {
  let r = FOLLOW_RULES.get(secretary);
  if (r === undefined) {
    const suitFor = (c: Card) => twhkSuitFor(c, secretary);
    FOLLOW_RULES.set(secretary, (r = { suitFor, isFree: (c) => suitFor(c) === null }));
  }
  return r;
}

function rv(card: Card): number {
  return RANK_VALUE[rankOf(card) as Rank];
}

/** Strength of a card in a trick (higher wins). `index` 0 is the lead. */
export function twhkStrength(card: Card, index: number, led: Suit | null, ctx: TwhkTrickContext): number {
  if (card === ctx.secretary) return 1000;
  const last3 = inLastThree(ctx);
  if (card === 'BJ' || card === 'LJ') {
    if (!last3) return card === 'BJ' ? 900 : 800;
    if (index === 0) return 100 + (card === 'BJ' ? 1 : 0); // a led joker: 1 or 0 of the named suit
    return card === 'BJ' ? -1 : -2;
  }
  const s = suitOf(card);
  if (ctx.trump !== null && s === ctx.trump) return 500 + rv(card);
  if (s === led) return 100 + rv(card);
  return 0;
}

/** Who wins a trick, with the deciding rule. */
export function twhkTrickWinner(plays: readonly Card[], ctx: TwhkTrickContext): TrickResult {
  if (plays.length === 0) throw new Error('a trick needs at least one card');
  const led = ledSuitNamed(plays, ctx.declared, followRuleFor(ctx.secretary).suitFor!);
  let best = 0;
  let bestS = -Infinity;
  for (let i = 0; i < plays.length; i++) {
    const s = twhkStrength(plays[i]!, i, led, ctx);
    if (s > bestS) {
      bestS = s;
      best = i;
    }
  }
  const w = plays[best]!;
  const last3 = inLastThree(ctx);
  if (bestS < 500 && led === null && twhkSuitFor(plays[0]!, ctx.secretary) === null) {
    throw new Error(missingDeclared(cardLabel(plays[0]!)));
  }
  let weakJokers = false;
  if (last3)
    for (let i = 1; i < plays.length; i++) if (isJoker(plays[i]!) && plays[i] !== ctx.secretary) weakJokers = true;
  const tier =
    bestS === 1000
      ? 0
      : bestS === 900
        ? 1
        : bestS === 800
          ? 2
          : bestS >= 500
            ? 3
            : isJoker(w) && best === 0 && last3
              ? 4
              : bestS >= 100
                ? 5
                : 6;
  // The sentence depends only on these facts: made once for each, then shared.
  const key = (((tier * 64 + cardIndex(w)) * 5 + trumpSlot(ctx.trump)) * 5 + trumpSlot(led)) * 2 + (weakJokers ? 1 : 0);
  const e = EXPLAINED.get(key) ?? EXPLAINED.keep(key, explainWin(w, tier, led, ctx.trump, weakJokers));
  return { winner: best, explanation: e };
}

const EXPLAINED = new ExplanationCache();

function explainWin(w: Card, tier: number, led: Suit | null, trump: Suit | null, weakJokers: boolean): Explanation {
  const note = weakJokers ? ' (jokers are the lowest cards in the last three tricks)' : '';
  switch (tier) {
    case 0:
      return { rule: 'secretary', cards: [w], text: `The secretary card ${cardLabel(w)} beats everything.` };
    case 1:
      return { rule: 'big-joker', cards: [w], text: 'The big joker beats everything but the secretary card.' };
    case 2:
      return {
        rule: 'little-joker',
        cards: [w],
        text: 'The little joker beats everything but the secretary card and the big joker.',
      };
    case 3:
      return {
        rule: 'trump',
        cards: [w],
        text: `${cardLabel(w)} is the highest trump (${SUIT_NAME[trump!]}) in the trick${note}.`,
      };
    case 4:
      return {
        rule: 'led-joker-last-three',
        cards: [w],
        text: `The ${w === 'BJ' ? 'big' : 'little'} joker, led in the last three tricks, counts as the ${w === 'BJ' ? '1' : '0'} of ${SUIT_NAME[led!]} and nothing higher of ${SUIT_NAME[led!]} or trumps was played.`,
      };
    case 5:
      return {
        rule: 'led-suit',
        cards: [w],
        text: `${cardLabel(w)} is the highest card of the led suit, ${SUIT_NAME[led!]}, and no trump was played${note}.`,
      };
    default:
      return {
        rule: 'lead',
        cards: [w],
        text: `${cardLabel(w)} wins as the lead: no other card could beat it${note}.`,
      };
  }
}

export interface RankedCard {
  card: Card;
  /** secretary | big-joker | little-joker | trump | led | suit | never | weak-joker */
  role: string;
  strength: number;
}

/** Every card of the 54 in strength order for a context (ranking explorer). Jokers are ranked as not led. */
export function twhkRanking(ctx: TwhkTrickContext & { led?: Suit | null }): RankedCard[] {
  const led = ctx.led ?? null;
  return rankDeck(
    TWHK_DECK,
    led,
    (card) => twhkStrength(card, 1, led, ctx),
    (card, s) =>
      card === ctx.secretary
        ? 'secretary'
        : card === 'BJ' || card === 'LJ'
          ? s > 0
            ? card === 'BJ'
              ? 'big-joker'
              : 'little-joker'
            : 'weak-joker'
          : null,
  );
}

// ---------------------------------------------------------------- bidding

export type TwhkStrain = Suit | 'NT';
/** A bid: heads promised (9–16) and, in `level` style, its strain (number style: null until named). */
export interface TwhkBid {
  heads: number;
  strain: TwhkStrain | null;
}
const STRAIN_ORDER: readonly TwhkStrain[] = ['C', 'D', 'H', 'S', 'NT'];
export const TWHK_STRAINS: readonly TwhkStrain[] = ['S', 'H', 'D', 'C', 'NT'];

function bidKey(b: TwhkBid): number {
  return b.heads * 5 + (b.strain === null ? 0 : STRAIN_ORDER.indexOf(b.strain));
}
export function twhkBidBeats(a: TwhkBid, b: TwhkBid | null): boolean {
  return b === null || bidKey(a) > bidKey(b);
}
/** Every bid above `high` in a bid style (ascending). */
export function twhkBidsAbove(high: TwhkBid | null, style: TwhkValues['bidStyle']): TwhkBid[] {
  const out: TwhkBid[] = [];
  for (let h = 9; h <= 16; h++) {
    if (style === 'number') {
      if (high === null || h > high.heads) out.push({ heads: h, strain: null });
    } else
      for (const s of STRAIN_ORDER) if (twhkBidBeats({ heads: h, strain: s }, high)) out.push({ heads: h, strain: s });
  }
  return out;
}
export function twhkBidLabel(b: TwhkBid): string {
  if (b.strain === null) return `${b.heads} heads`;
  return `${b.heads - 8} ${b.strain === 'NT' ? 'no-trump' : SUIT_NAME[b.strain]} (${b.heads} heads)`;
}

// ---------------------------------------------------------------- scoring

export type TwhkPartner = 'secretary' | 'dictator';
export interface TwhkScore {
  napoleon: number;
  secretary?: number;
  defender: number;
  made: boolean;
}

/** Score of a hand: `bid` heads promised (9–16), `points` heads taken by Napoleon's side. */
export function twhkScore(inp: {
  scoring: TwhkValues['scoring'];
  bid: number;
  points: number;
  partner: TwhkPartner;
}): TwhkScore {
  const { bid, points } = inp;
  const made = points >= bid;
  const over = points - bid;
  const short = bid - points;
  const n = bid - 8;
  const z = (x: number) => (x === 0 ? 0 : x);
  const dict = inp.partner === 'dictator';
  if (inp.scoring === 'taiwan') {
    if (dict) {
      return made
        ? { napoleon: 400 + 40 * over, defender: z(-100 - 10 * over), made }
        : { napoleon: z(-40 * short), defender: 10 * short, made };
    }
    return made
      ? { napoleon: 100 + 20 * over, secretary: 50 + 10 * over, defender: z(-50 - 10 * over), made }
      : { napoleon: z(-40 * short), secretary: z(-20 * short), defender: 20 * short, made };
  }
  if (dict) {
    return made
      ? { napoleon: 100 * n + 10 * over, defender: 0, made }
      : { napoleon: z(-20 * short), defender: 50 * short, made };
  }
  return made
    ? { napoleon: 40 * n + 10 * over, secretary: 20 * n + 5 * over, defender: 0, made }
    : { napoleon: z(-20 * short), secretary: z(-10 * short), defender: 20 * short, made };
}
