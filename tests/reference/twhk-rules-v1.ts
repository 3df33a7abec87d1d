/**
 * tw-hk's trick rules as they were before the shared explanations of issue #32 (commit 8bad3c3:
 * each explanation made afresh from its trick): kept only as the reference
 * tests/property/trick-explanations.test.ts compares the shared explanations with. Never imported by `src/`.
 */
/**
 * Taiwanese / Hong Kong Napoleon rules as pure functions (SPEC §4): the secretary card,
 * jokers, the last-three-tricks ranking, summons and the secretary command, legal cards,
 * who wins a trick (with an explanation), the ranking explorer, bids and scoring.
 */
import {
  ALL_CARDS,
  cardLabel,
  isJoker,
  RANK_VALUE,
  rankOf,
  SUIT_NAME,
  sortCanonical,
  suitOf,
  type Card,
  type Rank,
  type Suit,
} from '../../src/engine/cards.ts';
import { followSuit, type Explanation, type TrickContext, type TrickResult } from '../../src/engine/trick/index.ts';
import { ledSuitNamed, missingDeclared } from '../../src/engine/trick/named-suit.ts';
import { forcedCards, type ForcedCall } from '../../src/engine/trick/forced-call.ts';
import type { TwhkValues } from '../../src/engine/twhk/options.ts';

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

/** Legal cards (canonical order) for a hand given the cards already in the trick. */
export function twhkLegalCards(hand: readonly Card[], plays: readonly Card[], ctx: TwhkTrickContext): Card[] {
  const sorted = sortCanonical(hand);
  const suitFor = (c: Card) => twhkSuitFor(c, ctx.secretary);
  const mustPlay = forcedCards(plays, twhkForcedCalls(plays, ctx));
  if (plays.length === 0) return followSuit(sorted, null, {}, mustPlay);
  const led = ledSuitNamed(plays, ctx.declared, suitFor);
  if (led === null && sorted.some((c) => suitFor(c) !== null)) throw new Error(missingDeclared(cardLabel(plays[0]!)));
  return followSuit(sorted, led, { suitFor, isFree: (c) => suitFor(c) === null }, mustPlay);
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
  const led = ledSuitNamed(plays, ctx.declared, (c) => twhkSuitFor(c, ctx.secretary));
  let best = 0;
  let bestS = -Infinity;
  plays.forEach((c, i) => {
    const s = twhkStrength(c, i, led, ctx);
    if (s > bestS) {
      bestS = s;
      best = i;
    }
  });
  const w = plays[best]!;
  const last3 = inLastThree(ctx);
  if (bestS < 500 && led === null && twhkSuitFor(plays[0]!, ctx.secretary) === null) {
    throw new Error(missingDeclared(cardLabel(plays[0]!)));
  }
  const weakJokers = last3 && plays.some((c, i) => isJoker(c) && c !== ctx.secretary && i > 0);
  const note = weakJokers ? ' (jokers are the lowest cards in the last three tricks)' : '';
  let e: Explanation;
  if (bestS === 1000)
    e = { rule: 'secretary', cards: [w], text: `The secretary card ${cardLabel(w)} beats everything.` };
  else if (bestS === 900)
    e = { rule: 'big-joker', cards: [w], text: 'The big joker beats everything but the secretary card.' };
  else if (bestS === 800)
    e = {
      rule: 'little-joker',
      cards: [w],
      text: 'The little joker beats everything but the secretary card and the big joker.',
    };
  else if (bestS >= 500)
    e = {
      rule: 'trump',
      cards: [w],
      text: `${cardLabel(w)} is the highest trump (${SUIT_NAME[ctx.trump!]}) in the trick${note}.`,
    };
  else if (isJoker(w) && best === 0 && last3) {
    e = {
      rule: 'led-joker-last-three',
      cards: [w],
      text: `The ${w === 'BJ' ? 'big' : 'little'} joker, led in the last three tricks, counts as the ${w === 'BJ' ? '1' : '0'} of ${SUIT_NAME[led!]} and nothing higher of ${SUIT_NAME[led!]} or trumps was played.`,
    };
  } else if (bestS >= 100) {
    e = {
      rule: 'led-suit',
      cards: [w],
      text: `${cardLabel(w)} is the highest card of the led suit, ${SUIT_NAME[led!]}, and no trump was played${note}.`,
    };
  } else
    e = { rule: 'lead', cards: [w], text: `${cardLabel(w)} wins as the lead: no other card could beat it${note}.` };
  return { winner: best, explanation: e };
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
  const out = TWHK_DECK.map((card) => {
    let s = twhkStrength(card, 1, led, ctx);
    let role: string;
    if (card === ctx.secretary) role = 'secretary';
    else if (card === 'BJ' || card === 'LJ')
      role = s > 0 ? (card === 'BJ' ? 'big-joker' : 'little-joker') : 'weak-joker';
    else if (s >= 500) role = 'trump';
    else if (s >= 100) role = 'led';
    else if (led === null) {
      role = 'suit';
      s = 100 + rv(card);
    } else role = 'never';
    return { card, role, strength: s };
  });
  return out.sort((a, b) => b.strength - a.strength || TWHK_DECK.indexOf(a.card) - TWHK_DECK.indexOf(b.card));
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
