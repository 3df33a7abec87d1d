/**
 * English Nap bot: bids (Misère included) from a trick estimate, card play by determinised
 * Monte Carlo search over {@link napGame}, and stopping a hand whose result is certain.
 */
import { cardLabel, suitOf, SUITS, type Card, type Suit } from '../engine/cards.ts';
import type { Seat } from '../engine/game.ts';
import {
  napDeck,
  napGame,
  napUndealt,
  napLegalCards,
  napScore,
  napTrickWinner,
  napBidLabel,
  bidRank,
  tricksNeeded,
  type NapAction,
  type NapBid,
  type NapState,
  type NapView,
} from '../engine/nap/index.ts';
import { napSuitFor } from '../engine/nap/rules.ts';
import { Rng, deriveSeed } from '../engine/rng.ts';
import { mistakesOf, searchMoves, type PlaySearch, type SearchSpec } from './mc.ts';
import {
  currentLeader,
  ENDGAME_TRICKS,
  exactTricks,
  fastOverCards,
  fastPlayout,
  type FastTrickRules,
  inferVoids,
  knownSides,
  playedCards,
  playReason,
  playWhy,
  rankValue,
  rebuildTrickHand,
  sampleDeal,
  sampleFreshDeal,
  soundCards,
  spread,
  suitCounts,
  bestAverage,
} from './trick-common.ts';
import { BUDGETS, defineBot, sideSelfPlay, type BotRequest, type BotResponse } from './types.ts';

type Req = BotRequest<NapView, NapAction>;

/** Tricks a five-card hand should take with `trump` (rough). */
export function napTrickEstimate(hand: readonly Card[], trump: Suit): number {
  const n = suitCounts(hand);
  let v = 0;
  const has = (c: Card) => hand.includes(c);
  if (has('JK')) v += 1;
  if (has(trump + 'A')) v += 1;
  if (has(trump + 'K')) v += n[trump] >= 2 ? 0.8 : 0.4;
  if (has(trump + 'Q')) v += n[trump] >= 3 ? 0.6 : 0.2;
  v += Math.max(0, n[trump] - 2) * 0.6;
  for (const s of SUITS) if (s !== trump && has(s + 'A')) v += 0.7;
  return v;
}

/** A Misère hand: no card above a nine and no long suit. */
export function napMisereHand(hand: readonly Card[]): boolean {
  return !hand.includes('JK') && hand.every((c) => rankValue(c) <= 8);
}

/**
 * Expected declarer payout of each legal bid, by simulation: deal the unseen cards to the
 * others, lead the top card of each suit (it sets trumps) and play the hand out fast; the
 * best suit on average is the one the declarer would choose.
 */
function simulateBids(req: Req, bids: readonly Extract<NapAction, { type: 'bid' }>[]): Map<NapBid, number> {
  const { view } = req;
  const me = view.seat!;
  const unseen = napDeck(view.rules).filter((c) => !view.hand.includes(c));
  const samples = BUDGETS[req.level].samples * 3;
  const suits = SUITS.filter((x) => view.hand.some((c) => suitOf(c) === x));
  const tricksBySuit = new Map<Suit, number[]>(suits.map((x) => [x, []]));
  const misereTricks: number[] = [];
  for (let i = 0; i < samples; i++) {
    const rng = new Rng(deriveSeed(req.seed, 'bid', i));
    const deal = sampleFreshDeal(view.players, me, view.hand, view.handSizes, unseen, rng);
    const run = (lead: Card, trump: Suit | null, misere: boolean) => {
      const hands = deal.hands.map((h) => [...h]);
      hands[me] = hands[me]!.filter((c) => c !== lead);
      const t = rebuildTrickHand(
        hands,
        { completed: [], current: [{ seat: me, card: lead }], leader: me },
        hands.map(() => 0),
        5,
      );
      return fastPlayout(t, fastRules(trump, misere), rng).winners.filter((w) => w === me).length;
    };
    for (const x of suits) {
      const top = view.hand.filter((c) => suitOf(c) === x).sort((a, b) => rankValue(b) - rankValue(a))[0]!;
      tricksBySuit.get(x)!.push(run(top, x, false));
    }
    const low = [...view.hand].sort((a, b) => rankValue(a) - rankValue(b))[0]!;
    misereTricks.push(run(low, null, true));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  let bestSuit = suits[0]!;
  for (const x of suits) if (mean(tricksBySuit.get(x)!) > mean(tricksBySuit.get(bestSuit)!)) bestSuit = x;
  const ev = new Map<NapBid, number>();
  for (const b of bids) {
    const bid = b.bid as NapBid;
    const dist = bid === 'misere' ? misereTricks : tricksBySuit.get(bestSuit)!;
    ev.set(
      bid,
      mean(dist.map((tricks) => napScore({ bid, tricks, players: view.players, payout: view.rules.payout }).declarer)),
    );
  }
  return ev;
}

function bidDecision(req: Req, rng: Rng): BotResponse<NapAction> {
  if (req.level !== 'easy') {
    const bids = req.legal.filter((a): a is Extract<NapAction, { type: 'bid' }> => a.type === 'bid');
    const pass = req.legal.find((a) => a.type === 'pass');
    if (bids.length > 0) {
      const top = bestAverage(bids, simulateBids(req, bids), (b) => b.bid as NapBid);
      if (top) {
        return {
          action: top.bid,
          why: { kind: 'bid-average', value: top.value },
          hint: `Bid ${napBidLabel(top.bid.bid as NapBid)}: it pays ${top.value.toFixed(1)} on average over simulated deals.`,
        };
      }
      if (pass)
        return {
          action: pass,
          why: { kind: 'pass-average' },
          hint: 'Pass: no bid pays on average over simulated deals.',
        };
    }
  }
  return heuristicBid(req, rng);
}

function heuristicBid(req: Req, rng: Rng): BotResponse<NapAction> {
  const { view, legal } = req;
  const bids = legal.filter((a): a is Extract<NapAction, { type: 'bid' }> => a.type === 'bid');
  const pass = legal.find((a) => a.type === 'pass')!;
  let best = 0;
  let suit: Suit = 'S';
  for (const s of SUITS) {
    const e = napTrickEstimate(view.hand, s);
    if (e > best) {
      best = e;
      suit = s;
    }
  }
  const noise = req.level === 'easy' ? rng.next() - 0.5 : 0;
  const can = Math.floor(best + 0.25 + noise);
  if (napMisereHand(view.hand)) {
    const m = bids.find((b) => b.bid === 'misere');
    if (m)
      return { action: m, why: { kind: 'misere' }, hint: 'Bid Misère: every card is low, you can lose every trick.' };
  }
  const ok = bids.filter((b) => b.bid !== 'misere' && tricksNeeded(b.bid as NapBid) <= can);
  if (ok.length === 0 || !pass) {
    return {
      action: pass ?? bids[0]!,
      why: { kind: 'pass-strength', value: best, unit: 'tricks' },
      hint: `Pass: the hand should take about ${best.toFixed(1)} tricks (best trumps ${suit}).`,
    };
  }
  // Bid the full estimate (payouts grow with the bid); Wellington/Blücher only to overcall Nap.
  ok.sort((a, b) => bidRank(a.bid as NapBid) - bidRank(b.bid as NapBid));
  const plain = ok.filter((b) => b.bid !== 'wellington' && b.bid !== 'blucher');
  const pick = (plain.length > 0 ? plain : ok)[(plain.length > 0 ? plain : ok).length - 1]!;
  return {
    action: pick,
    why: { kind: 'bid-strength', value: best, unit: 'tricks' },
    hint: `Bid ${napBidLabel(pick.bid as NapBid)}: about ${best.toFixed(1)} tricks with ${suit} as the opening lead.`,
  };
}

function fastRules(trump: Suit | null, misere: boolean): FastTrickRules {
  return fastOverCards({
    context: (_plays, trickNumber) => ({ trump, trickNumber, misere }),
    legal: napLegalCards,
    winner: (cards, ctx) => napTrickWinner(cards, ctx).winner,
    points: () => 0,
  });
}

/** Suits each seat has shown it lacks, from the tricks the view shows. */
function napVoids(view: NapView): Set<Suit>[] {
  const suitFor = (c: Card) => napSuitFor(c, view.trump);
  return inferVoids(
    view.players,
    { completed: view.completed, current: view.current },
    (plays) => (plays[0] ? suitFor(plays[0].card) : null),
    suitFor,
    () => false,
  );
}

export function determinizeNap(view: NapView, template: NapState, rng: Rng): NapState {
  const me = view.seat!;
  const players = view.players;
  const seen = { completed: view.completed, current: view.current };
  const known = new Set<Card>([...view.hand, ...playedCards(seen)]);
  const unseen = napDeck(view.rules).filter((c) => !known.has(c));
  const trump = view.trump;
  const suitFor = (c: Card) => napSuitFor(c, trump);
  const voids = napVoids(view);
  const deal = sampleDeal(
    { players, me, myHand: view.hand, handSizes: view.handSizes, unseen, voids, suitFor: trump ? suitFor : suitOf },
    rng,
  );
  const leader = currentLeader(seen, me);
  const trick = rebuildTrickHand(
    deal.hands,
    { ...seen, leader },
    deal.hands.map(() => 0),
    5,
  );
  return {
    ...template,
    phase: 'play',
    handNo: view.handNo,
    dealer: view.dealer,
    hands: deal.hands.map(() => []),
    auction: structuredClone(view.auction),
    declarer: view.declarer,
    bid: view.bid,
    trump,
    trick,
    result: null,
    totals: view.totals.map(() => 0),
    log: [],
  };
}

function finishNap(
  s: NapState,
  me: Seat,
  trickIdx: number,
  rng: Rng,
  exact = ENDGAME_TRICKS,
): { value: number; observe: number; won: boolean } {
  const d = s.declarer!;
  let winners: Seat[];
  if (s.phase === 'play' && s.trick) {
    const misere = s.bid === 'misere';
    winners = fastPlayout(s.trick, fastRules(s.trump, misere), rng, 0.3, {
      tricks: exact,
      side: (x) => x === d,
      value: (_p, w) => (misere ? -1 : 1) * w.filter((x) => x === d).length,
    }).winners;
  } else winners = s.trick ? s.trick.completed.map((c) => c.winner) : [];
  const tricks = winners.filter((w) => w === d).length;
  const sc = napScore({ bid: s.bid!, tricks, players: s.players, payout: s.values.payout });
  const mine = me === d ? sc.declarer : sc.opponent;
  const shaping = (me === d ? 1 : -1) * (s.bid === 'misere' ? -tricks : tricks) * 0.05;
  return { value: mine + shaping, observe: winners[trickIdx] === me ? 1 : 0, won: (me === d) === sc.made };
}

/** The search problem of a play decision with at least two legal cards. */
export function napPlaySearch(req: Req): PlaySearch<NapState, NapAction> {
  const { view, legal } = req;
  const me = view.seat!;
  const template = napUndealt({ ruleSet: req.ruleSet, seed: 'mc' }, view.rules);
  const trickIdx = view.completed.length;
  const exact = exactTricks(req.level, view.hand.length);
  const spec: SearchSpec<NapState, NapAction> = {
    game: napGame,
    seat: me,
    determinize: (rng) => determinizeNap(view, template, rng),
    finish: (s, rng) => finishNap(s, me, trickIdx, rng, exact),
  };
  let plays = legal.filter((a) => a.type === 'play');
  // Sound defence (not under misère, where the defenders want the declarer to take tricks).
  // In the exact finish every sampled deal is solved: the sound-play shortcuts are not needed.
  if (req.level === 'strong' && exact === ENDGAME_TRICKS && view.declarer !== null && view.bid !== 'misere') {
    const keep = soundCards(
      plays.map((a) => a.card),
      {
        me,
        players: view.players,
        current: view.current,
        trickNo: trickIdx + 1,
        rules: fastRules(view.trump, false),
        side: knownSides(me, view.declarer, null),
        voids: napVoids(view),
        trump: view.trump,
        suitFor: (c) => napSuitFor(c, view.trump),
        countsTricks: true,
      },
    ).cards;
    plays = plays.filter((a) => keep.includes(a.card));
  }
  const budget = BUDGETS[req.level];
  return { spec, candidates: spread(plays, budget.maxCandidates, (a) => rankValue(a.card)), budget };
}

function playDecision(req: Req): BotResponse<NapAction> {
  const { view, legal } = req;
  const stop = legal.find((a) => a.type === 'stop');
  if (stop) return { action: stop, why: { kind: 'result-certain' }, hint: 'The result is certain: stop the hand.' };
  const plays = legal.filter((a) => a.type === 'play');
  if (plays.length === 1)
    return {
      action: plays[0]!,
      why: { kind: 'only-legal' },
      hint: `${cardLabel(plays[0]!.card)} is the only legal card.`,
    };
  const { spec, candidates, budget } = napPlaySearch(req);
  const r = searchMoves(spec, candidates, budget, deriveSeed(req.seed, 'play'));
  const card = (r.action as { card: Card }).card;
  const win = r.observed[r.index]!;
  const misere = view.bid === 'misere';
  const reason = playReason(cardLabel(card), win, r.samples, {
    low: `loses this trick${misere ? ', as Misère wants' : ' cheaply'}`,
  });
  const mistakes = mistakesOf(r, candidates, {
    label: (a) => cardLabel((a as { card: Card }).card),
    cost: (d) => `${d.toFixed(1)} ${misere ? 'of a trick' : 'tricks'}`,
    margin: 0.25,
    trick: !misere,
  });
  return { action: r.action, hint: `${reason}.`, why: playWhy(win, r.samples), mistakes };
}

export function decideNap(req: Req): BotResponse<NapAction> {
  const { view, legal } = req;
  if (legal.length === 0) throw new Error('no legal action');
  const rng = new Rng(deriveSeed(req.seed, 'nap', view.phase));
  switch (view.phase) {
    case 'auction':
      return bidDecision(req, rng);
    case 'play':
      return playDecision(req);
    default:
      return { action: legal[0]!, why: { kind: 'next-hand' }, hint: 'Deal the next hand.' };
  }
}

/** English Nap's bot module (found by its engine folder). */
export default defineBot<NapView, NapAction, NapState>({
  folder: 'nap',
  decide: decideNap,
  selfPlay: sideSelfPlay<NapState>({
    side: (s) => (s.phase === 'auction' || s.declarer === null ? null : { declarer: s.declarer, partner: null }),
    result: ({ result: r }) => ({ deltas: r!.deltas, declarer: r!.declarer, partner: null, won: r!.made }),
  }),
});
