/**
 * The coach beside the cards (review item C3): at each of the learner's decisions, facts about
 * this moment as data — the card that takes the trick if played now, the honours at stake, what
 * the last trick showed (a suit not followed, the partner named), the contract's progress, the
 * top card still out; in the auction the hand's longest suit and the bid to beat; in Daifugō what
 * beats the pile and who is close to going out. Everything comes from the seat's view, its legal
 * actions and the game's engine (winner, ranking, the review's target): nothing hidden is read.
 * The coach's catalogue (`i18n/messages/<lang>/coach.json`) words each fact; `pickLine` keeps the
 * first sentence not yet said in this hand, so the coach never says the same thing twice a hand.
 */
import { rankOf, suitOf, isJoker, RANK_VALUE, SUITS, type Card, type Suit } from '../engine/cards.ts';
import { descriptorOf } from '../engine/descriptors.ts';
import type { VariantId } from '../engine/options.ts';
import type { RuleChoice, VariantEngine, TrickSpec, HandTarget } from './engines/types.ts';
import { finishedTricks } from './table-view.ts';
import type { Outlook } from '../bots/types.ts';

type V = Record<string, unknown>;
type Action = { type: string; card?: Card; cards?: Card[]; [k: string]: unknown };

/** What a contract counts, as the catalogue's select words it. */
export type CoachUnit = 'honours' | 'heads' | 'points' | 'tricks' | 'finish';

export type CoachFact =
  /** Playing `card` now takes the trick (`last`: nobody plays after you, so it is certain). */
  | { kind: 'winsNow'; card: Card; last: boolean; count: number }
  /** No card you may play beats `top`, which is winning the trick. */
  | { kind: 'cannotWin'; top: Card; seat: number }
  /** The trick so far holds these scoring cards. */
  | { kind: 'stake'; cards: Card[]; unit: CoachUnit }
  /** At trick `trick` a seat played `card` on a lead of `suit`. */
  | { kind: 'notFollowed'; seat: number; suit: Suit; card: Card; trick: number }
  /** The partner (adjutant, secretary, friend) is now known. */
  | { kind: 'partnerKnown'; seat: number; role: string }
  /** The declaring side's progress: `made` of `need`, `left` still to be won in the hand. */
  | { kind: 'progress'; role: string; made: number; need: number; left: number; unit: CoachUnit }
  /** The top card still out in other hands (or in yours: `mine`). */
  | { kind: 'topOut'; card: Card; role: string; mine: boolean }
  /** Trumps of `suit` still in other hands. */
  | { kind: 'trumpsOut'; suit: Suit; out: number; mine: number }
  /** Only one card may be played. */
  | { kind: 'only'; card: Card }
  /** Tricks left in the hand, this one included. */
  | { kind: 'tricksLeft'; n: number }
  /** The auction: your longest suit, how long, its scoring cards. */
  | { kind: 'longest'; suit: Suit; count: number; high: Card[] }
  /** The auction: scoring cards in your hand. */
  | { kind: 'handPoints'; n: number; unit: CoachUnit }
  /** The auction: the bid to beat, as an action of the log (said in the practice words' bid words, no verb). */
  | { kind: 'highBid'; seat: number; bid: Action }
  /** Cards still to give up (bury, discard) now. */
  | { kind: 'toDiscard'; n: number }
  /** A choice of cards to give up: those that neither score nor are trumps. */
  | { kind: 'safeDiscards'; cards: Card[]; count: number }
  /** A partner or trump call: the strongest card you do not hold. */
  | { kind: 'strongestMissing'; card: Card; role: string }
  /** Daifugō: how many plays beat the pile (0: none does). */
  | { kind: 'beats'; top: Card[]; ways: number }
  /** Daifugō: you lead, with this many ways to start. */
  | { kind: 'leadWays'; ways: number }
  /** Daifugō: the seat with the fewest cards (not you). */
  | { kind: 'fewest'; seat: number; n: number }
  /** Daifugō: a revolution is on. */
  | { kind: 'revolution' }
  /** Daifugō: cards left in your hand. */
  | { kind: 'yourCards'; n: number }
  /**
   * From the bots' search (it arrives later, `bots/outlook.ts`): your side won the hand in `won` of
   * the `samples` deals the computer tried (`exact`: each solved to the end with best play).
   */
  | { kind: 'outlook'; won: number; samples: number; exact: boolean }
  /** From the bots' search, Daifugō: the computer's best play finishes about `place` of `players`. */
  | { kind: 'finishOutlook'; place: number; players: number; samples: number };

/** The search's outlook as the coach's fact (the numbers as the search found them). */
export function outlookFact(o: Outlook): CoachFact {
  return o.kind === 'finish'
    ? { kind: 'finishOutlook', place: o.place, players: o.players, samples: o.samples }
    : { kind: 'outlook', won: o.won, samples: o.samples, exact: o.exact };
}

export interface CoachInput {
  variant: VariantId;
  engine: VariantEngine;
  rc: RuleChoice;
  view: V;
  legal: readonly Action[];
  human: number;
  /** The game's action log (only its public bids are read). */
  log: readonly Action[];
}

const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const arr = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);
const rankValue = (c: Card) => (isJoker(c) ? 15 : RANK_VALUE[rankOf(c)!]);

/** The trick in play in the view (each game names it differently). */
export function currentPlays(view: V): { seat: number; card: Card; declared?: Suit }[] {
  if (Array.isArray(view['current'])) return view['current'] as { seat: number; card: Card }[];
  const t = view['trick'] as V | null | undefined;
  if (t && Array.isArray(t['plays'])) return t['plays'] as { seat: number; card: Card }[];
  return [];
}

/** What a card counts towards the contract (the review's value, from the engine's hand target). */
function valueOf(engine: VariantEngine, view: V): (c: Card) => number {
  if (engine.kind !== 'trick' || !engine.handTarget) return () => 0;
  try {
    return engine.handTarget({ ...view, result: view['result'] ?? {} }).value;
  } catch {
    return () => 0;
  }
}

function unitOf(variant: VariantId): CoachUnit {
  return descriptorOf(variant).review.contract;
}

/** Every fact the coach could say at this decision, the most particular to the moment first. */
export function coachFacts(inp: CoachInput): CoachFact[] {
  return inp.engine.kind === 'climb' ? climbFacts(inp) : trickFacts(inp);
}

function trickFacts(inp: CoachInput): CoachFact[] {
  const { engine, view, legal, human, rc, variant } = inp;
  if (engine.kind !== 'trick') return [];
  const out: CoachFact[] = [];
  const hand = arr<Card>(view['hand']);
  const trump = (view['trump'] as Suit | null | undefined) ?? null;
  const value = valueOf(engine, view);
  const unit = unitOf(variant);
  const done = finishedTricks(view) as { leader: number; winner: number; plays: { seat: number; card: Card }[] }[];
  const trickNo = done.length + 1;
  const secretary = view['secretaryCard'] as Card | null | undefined;
  const plays = legal.filter((a) => a.type === 'play' && typeof a.card === 'string');
  const cards = [...new Set(plays.map((a) => a.card!))];
  const spec = (ps: { seat: number; card: Card; declared?: Suit }[]): TrickSpec => ({
    trump,
    trick: trickNo,
    plays: ps.map((p) => p.card),
    ...(ps[0]?.declared ? { declared: ps[0].declared } : {}),
    ...(secretary ? { secretary } : {}),
  });
  let ranking: { card: Card; role: string }[] = [];
  try {
    if (trickNo <= engine.totalTricks(rc))
      ranking = engine.ranking(rc, { trump, trick: trickNo, led: null, ...(secretary ? { secretary } : {}) });
  } catch {
    ranking = [];
  }
  if (cards.length > 0) {
    const current = currentPlays(view);
    // the table's size from the game's rules (not every game's view carries it: Mighty's does not)
    const players = num(view['players']) || engine.players(rc);
    if (cards.length === 1) out.push({ kind: 'only', card: cards[0]! });
    if (current.length > 0) {
      try {
        const winners = cards.filter(
          (c) => engine.winner(rc, spec([...current, { seat: human, card: c }])).winner === current.length,
        );
        if (winners.length > 0) {
          // the cheapest card that takes it: no points first, then the lowest
          const cheap = [...winners].sort((a, b) => value(a) - value(b) || rankValue(a) - rankValue(b))[0]!;
          out.push({ kind: 'winsNow', card: cheap, last: current.length === players - 1, count: winners.length });
        } else {
          const now = engine.winner(rc, spec(current)).winner;
          out.push({ kind: 'cannotWin', top: current[now]!.card, seat: current[now]!.seat });
        }
      } catch {
        /* the engine could not judge this trick: say nothing of it */
      }
      const stake = current.map((p) => p.card).filter((c) => value(c) > 0);
      if (stake.length > 0 && unit !== 'tricks') out.push({ kind: 'stake', cards: stake, unit });
    }
  }
  // What the last trick showed.
  const last = done[done.length - 1];
  if (last && last.plays.length > 1) {
    const lead = last.plays[0]!;
    const suit = isJoker(lead.card) ? ((lead as { declared?: Suit }).declared ?? null) : suitOf(lead.card);
    if (suit)
      for (const p of last.plays.slice(1)) {
        const s = suitOf(p.card);
        if (p.seat !== human && s !== null && s !== suit)
          out.push({ kind: 'notFollowed', seat: p.seat, suit, card: p.card, trick: done.length });
      }
  }
  const review = descriptorOf(variant).review;
  let target: HandTarget | undefined;
  try {
    target = view['result'] ? undefined : engine.handTarget?.(view);
  } catch {
    target = undefined;
  }
  if (target && review.partner && target.side.length > 1) {
    const partner = target.side[1]!;
    out.push({ kind: 'partnerKnown', seat: partner, role: review.partner.toLowerCase() });
  }
  if (target?.live && review.declarer && target.side.length > 0 && target.need > 0 && view['phase'] === 'play') {
    const taken = target.live.taken.reduce((a, b) => a + b, 0);
    out.push({
      kind: 'progress',
      role: review.declarer.toLowerCase(),
      made: target.final,
      need: target.need,
      left: Math.max(0, target.live.total - taken),
      unit,
    });
  }
  if (cards.length > 0 && ranking.length > 0) {
    const gone = new Set([
      ...done.flatMap((t) => t.plays.map((p) => p.card)),
      ...currentPlays(view).map((p) => p.card),
    ]);
    const top = ranking.find((r) => !gone.has(r.card) && (hand.includes(r.card) || !isBuried(view, r.card)));
    if (top) out.push({ kind: 'topOut', card: top.card, role: top.role, mine: hand.includes(top.card) });
    if (trump) {
      const trumps = ranking.filter((r) => r.role !== 'plain' && suitOf(r.card) === trump && !gone.has(r.card));
      const mine = trumps.filter((r) => hand.includes(r.card)).length;
      const outThere = trumps.filter((r) => !hand.includes(r.card) && !isBuried(view, r.card)).length;
      out.push({ kind: 'trumpsOut', suit: trump, out: outThere, mine });
    }
    try {
      const total = engine.totalTricks(rc);
      out.push({ kind: 'tricksLeft', n: total - done.length });
    } catch {
      /* no count */
    }
  }
  // The auction, a call, a choice of cards.
  const bids = legal.filter((a) => a.type === 'bid');
  if (bids.length > 0) auctionFacts(out, inp.log, hand, value, unit, human);
  const select = legal.find((a) => Array.isArray(a.cards) && a.type !== 'play');
  if (select) {
    const count = select.cards!.length;
    out.push({ kind: 'toDiscard', n: count });
    const safe = hand.filter(
      (c) => value(c) === 0 && !(trump && suitOf(c) === trump) && !isJoker(c) && !isSpecial(ranking, c),
    );
    const lowest = [...safe].sort((a, b) => rankValue(a) - rankValue(b)).slice(0, Math.max(count, 1));
    if (lowest.length > 0) out.push({ kind: 'safeDiscards', cards: lowest, count });
    longestFact(out, hand, value);
  }
  const calls = legal.filter((a) => typeof a.card === 'string' && a.type !== 'play');
  // a choice of one card from the hand (tw-hk's discards, one at a time) is a discard, not a call
  const discard = calls.length > 0 && calls.every((a) => hand.includes(a.card!));
  if (discard && !select) {
    // one card at a time: as many as the hand holds over the others' hands
    const sizes = arr<number>(view['handSizes'] ?? view['handCounts']).filter((_, s) => s !== human);
    const left = hand.length - Math.max(0, ...sizes);
    if (sizes.length > 0 && left > 0) out.push({ kind: 'toDiscard', n: left });
    const safe = hand.filter(
      (c) => value(c) === 0 && !(trump && suitOf(c) === trump) && !isJoker(c) && !isSpecial(ranking, c),
    );
    const lowest = [...safe].sort((a, b) => rankValue(a) - rankValue(b)).slice(0, 3);
    if (lowest.length > 0) out.push({ kind: 'safeDiscards', cards: lowest, count: 1 });
    longestFact(out, hand, value);
  } else if (calls.length > 0 && !select) {
    let r = ranking;
    if (r.length === 0)
      try {
        r = engine.ranking(rc, { trump, trick: 2, led: null });
      } catch {
        r = [];
      }
    const callable = new Set(calls.map((a) => a.card!));
    const best = r.find((x) => callable.has(x.card) && !hand.includes(x.card));
    if (best) out.push({ kind: 'strongestMissing', card: best.card, role: best.role });
  }
  if (bids.length === 0 && cards.length === 0 && !select && calls.length === 0) longestFact(out, hand, value);
  return out;
}

const SPECIAL = new Set([
  'mighty',
  'sei-jack',
  'ura-jack',
  'joker',
  'big-joker',
  'little-joker',
  'secretary',
  'killer',
]);
const isSpecial = (ranking: readonly { card: Card; role: string }[], c: Card) =>
  ranking.some((r) => r.card === c && SPECIAL.has(r.role));
/** A card the view shows buried or discarded (the declarer's own discards): not in any hand. */
const isBuried = (view: V, c: Card) => arr<Card>(view['discards']).includes(c);

function longestFact(out: CoachFact[], hand: readonly Card[], value: (c: Card) => number): void {
  let best: Suit | null = null;
  let n = 0;
  for (const s of SUITS) {
    const k = hand.filter((c) => suitOf(c) === s).length;
    if (k > n) {
      n = k;
      best = s;
    }
  }
  if (best)
    out.push({
      kind: 'longest',
      suit: best,
      count: n,
      high: hand.filter((c) => suitOf(c) === best && value(c) > 0),
    });
}

function auctionFacts(
  out: CoachFact[],
  log: readonly Action[],
  hand: readonly Card[],
  value: (c: Card) => number,
  unit: CoachUnit,
  human: number,
): void {
  // this hand's auction: the bids after the last card played (a previous hand's)
  const from = log.map((a) => a.type).lastIndexOf('play') + 1;
  const lastBid = [...log.slice(from)].reverse().find((a) => a.type === 'bid' && typeof a['seat'] === 'number');
  if (lastBid && lastBid['seat'] !== human)
    out.push({ kind: 'highBid', seat: lastBid['seat'] as number, bid: lastBid });
  longestFact(out, hand, value);
  const points = hand.filter((c) => value(c) > 0).length;
  if (unit !== 'tricks' && unit !== 'finish') out.push({ kind: 'handPoints', n: points, unit });
}

function climbFacts(inp: CoachInput): CoachFact[] {
  const { view, legal, human } = inp;
  const out: CoachFact[] = [];
  const plays = legal.filter((a) => a.type === 'play' && Array.isArray(a.cards));
  const pile = arr<{ cards: Card[] }>(view['pile']);
  const top = pile[pile.length - 1]?.cards ?? [];
  if (plays.length > 0 || legal.some((a) => a.type === 'pass')) {
    if (top.length > 0) out.push({ kind: 'beats', top, ways: plays.length });
    else if (plays.length > 0) out.push({ kind: 'leadWays', ways: plays.length });
  }
  if (view['revolution'] === true) out.push({ kind: 'revolution' });
  const sizes = arr<number>(view['handSizes'] ?? view['handCounts']);
  let fewest = -1;
  sizes.forEach((n, s) => {
    if (s !== human && n > 0 && (fewest < 0 || n < sizes[fewest]!)) fewest = s;
  });
  if (fewest >= 0) out.push({ kind: 'fewest', seat: fewest, n: sizes[fewest]! });
  const mine = arr<Card>(view['hand']).length;
  if (mine > 0) out.push({ kind: 'yourCards', n: mine });
  return out;
}

/**
 * The coach's line for this decision: the first sentence not yet said in this hand (`said`), or
 * null when every fact was said already (the coach then stays quiet rather than repeat itself).
 */
export function pickLine(sentences: readonly string[], said: ReadonlySet<string>): string | null {
  for (const s of sentences) if (s && !said.has(s)) return s;
  return null;
}
