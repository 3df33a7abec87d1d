/**
 * Mighty bot: bids from a point estimate (misdeal called on a hopeless hand), discards,
 * trump change, the friend call the way strong players make it (the mighty, else the joker,
 * else the best trump not held), and card play by determinised Monte Carlo search.
 */
import { cardLabel, suitOf, SUITS, type Card, type Suit } from '../engine/cards.ts';
import type { Seat } from '../engine/game.ts';
import {
  isPointCard,
  mightyCard,
  mightyContext,
  mightyGame,
  mightyUndealt,
  mightyLegalCards,
  mightyScore,
  mightyTrickWinner,
  MIGHTY_DECK,
  type MightyAction,
  type MightyPartner,
  type MightyState,
  type MightyView,
} from '../engine/mighty/index.ts';
import { Rng, deriveSeed } from '../engine/rng.ts';
import { mistakesOf, searchMoves, type PlaySearch, type SearchSpec } from './mc.ts';
import {
  currentLeader,
  fastOverCards,
  type FastTrickRules,
  inferVoids,
  knownSides,
  longestSuit,
  lowestBy,
  playedCards,
  playOutBid,
  playOutForSide,
  ENDGAME_TRICKS,
  exactTricks,
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
  passOnAverage,
} from './trick-common.ts';
import { BUDGETS, defineBot, sideSelfPlay, type BotRequest, type BotResponse } from './types.ts';

type Req = BotRequest<MightyView, MightyAction>;

const mightyOf = (trump: Suit | null, view?: { mighty?: Card }) => view?.mighty ?? (trump === 'S' ? 'DA' : 'SA');

/** Points (of 20) the declarer's side should take with `trump` (rough). */
export function mightyHandValue(hand: readonly Card[], trump: Suit): number {
  const n = suitCounts(hand);
  const has = (c: Card) => hand.includes(c);
  let v = 0;
  if (has(mightyOf(trump))) v += 3;
  if (has('JK')) v += 3;
  for (const [r, w] of [
    ['A', 2],
    ['K', 1.5],
    ['Q', 1],
    ['J', 0.7],
  ] as const)
    if (has(trump + r)) v += w;
  v += Math.max(0, n[trump] - 3) * 0.8;
  for (const s of SUITS) if (s !== trump && has(s + 'A') && s + 'A' !== mightyOf(trump)) v += 1;
  return 7 + v;
}

/** The friend card: the mighty, else the joker, else the best trump not held. */
export function mightyFriendCard(hand: readonly Card[], trump: Suit | null, mighty: Card): Card | null {
  const order = [mighty, 'JK', ...(trump ? ['A', 'K', 'Q', 'J'].map((r) => trump + r) : [])];
  return order.find((c) => !hand.includes(c)) ?? null;
}

/**
 * Expected declarer score of each legal suit bid, by simulation: deal the unseen cards and
 * the kitty, exchange, call the friend, play the hand out fast (exact at the end).
 */
function simulateBids(req: Req, bids: readonly Extract<MightyAction, { type: 'bid' }>[]): Map<string, number> {
  const { view } = req;
  const me = view.seat!;
  const values = view.rules;
  const unseen = MIGHTY_DECK.filter((c) => !view.hand.includes(c));
  const strains = [...new Set(bids.map((b) => b.strain))].filter((x) => x !== 'NT') as Suit[];
  const sum = new Map<string, number>();
  const samples = BUDGETS[req.level].samples * 2;
  for (let i = 0; i < samples; i++) {
    const rng = new Rng(deriveSeed(req.seed, 'bid', i));
    const deal = sampleFreshDeal(5, me, view.hand, view.handSizes, unseen, rng);
    for (const trump of strains) {
      const mighty = mightyCard(trump, values);
      const from = [...view.hand, ...deal.rest];
      const n = suitCounts(from);
      const keep = (c: Card) =>
        c === mighty || c === 'JK'
          ? 1000
          : rankValue(c) +
            (suitOf(c) === trump ? 60 : rankValue(c) === 14 ? 20 : 0) -
            (suitOf(c) !== trump && n[suitOf(c)!] <= 2 ? 4 : 0);
      const discards = lowestBy(from, from.length - 10, keep);
      const hands = deal.hands.map((h, x) => (x === me ? from.filter((c) => !discards.includes(c)) : [...h]));
      const card = mightyFriendCard(hands[me]!, trump, mighty);
      const out = playOutBid(hands, me, card, me, 10, playFast({ trump }, values), rng);
      const friend = out.partner;
      const points = out.points + discards.filter(isPointCard).length;
      for (const b of bids) {
        if (b.strain !== trump) continue;
        const sc = mightyScore({ bid: b.number, trump, points, partner: friend === null ? 'alone' : 'friend' });
        const key = `${b.number}${b.strain}`;
        sum.set(key, (sum.get(key) ?? 0) + sc.declarer);
      }
    }
  }
  for (const [k, v] of sum) sum.set(k, v / samples);
  return sum;
}

function bidDecision(req: Req, rng: Rng): BotResponse<MightyAction> {
  const { view, legal } = req;
  const misdeal = legal.find((a) => a.type === 'misdeal');
  if (misdeal)
    return {
      action: misdeal,
      why: { kind: 'misdeal' },
      hint: 'Call a misdeal: the hand is worth half a point or less.',
    };
  if (req.level !== 'easy') {
    const bids = legal.filter((a): a is Extract<MightyAction, { type: 'bid' }> => a.type === 'bid');
    const top = bestAverage(bids, simulateBids(req, bids), (b) => `${b.number}${b.strain}`);
    if (!top) return passOnAverage(legal.find((a) => a.type === 'pass')!);
    const { bid: best, value } = top;
    return {
      action: best,
      why: { kind: 'bid-average', value },
      hint: `Bid ${best.number} ${best.strain}: it scores ${value.toFixed(1)} on average over simulated deals.`,
    };
  }
  const pass = legal.find((a) => a.type === 'pass')!;
  const bids = legal.filter((a): a is Extract<MightyAction, { type: 'bid' }> => a.type === 'bid');
  let best = { suit: 'S' as Suit, value: -1 };
  for (const s of SUITS) {
    const value = mightyHandValue(view.hand, s);
    if (value > best.value) best = { suit: s, value };
  }
  const noise = req.level === 'easy' ? rng.int(3) - 1 : 0;
  const limit = Math.floor(best.value + noise);
  const ok = bids.filter((b) => b.strain === best.suit && b.number <= limit).sort((a, b) => a.number - b.number);
  if (ok.length === 0)
    return {
      action: pass,
      why: { kind: 'pass-strength', value: Math.floor(best.value), unit: 'points' },
      hint: `Pass: the hand is worth about ${Math.floor(best.value)} points.`,
    };
  const b = ok[0]!;
  return {
    action: b,
    why: { kind: 'bid-strength', value: Math.floor(best.value), unit: 'points' },
    hint: `Bid ${b.number} ${b.strain}: the hand is worth about ${Math.floor(best.value)} points with ${b.strain} trumps.`,
  };
}

function keepScore(view: MightyView, hand: readonly Card[]) {
  const trump = view.trump;
  const n = suitCounts(hand);
  return (c: Card): number => {
    if (c === view.mighty || c === 'JK') return 1000;
    const s = suitOf(c)!;
    let v = rankValue(c);
    if (s === trump) v += 60;
    else if (rankValue(c) === 14) v += 20;
    if (s !== trump && n[s] <= 2) v -= 4;
    return v;
  };
}

function playFast(view: { trump: Suit | null }, values: MightyState['values']): FastTrickRules {
  const trump = view.trump;
  return fastOverCards({
    context: (plays, trickNo) => mightyContext(values, trump, trickNo, { declared: plays[0]?.declared ?? null }),
    legal: mightyLegalCards,
    winner: (cards, ctx) => mightyTrickWinner(cards, ctx).winner,
    points: (c) => (isPointCard(c) ? 1 : 0),
    declare: (card, _t, hand) => (card === 'JK' ? longestSuit(hand) : undefined),
  });
}

/** Suits each seat has shown it lacks, from the tricks the view shows. */
function mightyVoids(view: MightyView): Set<Suit>[] {
  const free = (c: Card) => c === 'JK' || c === view.mighty;
  const follow = (plays: readonly { card: Card; declared?: Suit }[]) =>
    plays[0]!.card === 'JK' ? (plays[0]!.declared ?? null) : suitOf(plays[0]!.card);
  return inferVoids(5, { completed: view.completed, current: view.current }, follow, suitOf, free);
}

export function determinizeMighty(view: MightyView, template: MightyState, rng: Rng): MightyState {
  const me = view.seat!;
  const players = 5;
  const seen = { completed: view.completed, current: view.current };
  const played = new Set(playedCards(seen));
  const known = new Set<Card>([...view.hand, ...played, ...(view.discards ?? [])]);
  const unseen = MIGHTY_DECK.filter((c) => !known.has(c));
  const voids = mightyVoids(view);
  const fc = view.friendCall;
  const fixed = new Map<Card, Seat>();
  if (fc?.mode === 'card' && view.friend !== null && view.friend !== me && !played.has(fc.card))
    fixed.set(fc.card, view.friend);
  const deal = sampleDeal(
    {
      players,
      me,
      myHand: view.hand,
      handSizes: view.handSizes,
      unseen,
      voids,
      // Under `mightyFollows: free` a player void in the mighty's suit may still hold the mighty.
      suitFor: view.rules.mightyFollows === 'free' ? (c: Card) => (c === view.mighty ? null : suitOf(c)) : suitOf,
      fixed,
    },
    rng,
  );
  let friend: Seat | null = view.friend;
  const d = view.declarer!;
  if (friend === null && fc?.mode === 'card') {
    const holder = deal.hands.findIndex((h) => h.includes(fc.card));
    friend = holder >= 0 && holder !== d ? holder : null;
    if (played.has(fc.card)) {
      const p =
        seen.completed.flatMap((t) => t.plays).find((x) => x.card === fc.card) ??
        seen.current.find((x) => x.card === fc.card);
      friend = p && p.seat !== d ? p.seat : null;
    }
  }
  if (friend === null && fc?.mode === 'first-trick' && view.completed[0] && view.completed[0].winner !== d)
    friend = view.completed[0].winner;
  const trick = rebuildTrickHand(
    deal.hands,
    { ...seen, leader: currentLeader(seen, me), calls: view.calls },
    view.points,
    10,
  );
  return {
    ...template,
    phase: 'play',
    handNo: view.handNo,
    dealer: view.dealer,
    hands: deal.hands.map(() => []),
    kitty: [],
    discards: [...(view.discards ?? deal.rest)],
    auction: { turn: 0, passed: [...view.auction.passed], high: view.auction.high, history: [] },
    declarer: d,
    contract: view.contract,
    friendCall: fc,
    friend,
    friendRevealed: view.friend !== null,
    trick,
    result: null,
    totals: [0, 0, 0, 0, 0],
    log: [],
  };
}

function finishMighty(
  s: MightyState,
  me: Seat,
  trickIdx: number,
  rng: Rng,
  smart = false,
  exact = ENDGAME_TRICKS,
): { value: number; observe: number; won: boolean } {
  if (s.result) {
    const won = s.trick?.completed[trickIdx]?.winner === me ? 1 : 0;
    const r = s.result;
    return { value: r.deltas[me]!, observe: won, won: (me === r.declarer || me === r.friend) === r.score.made };
  }
  const trump = s.contract!.strain === 'NT' ? null : (s.contract!.strain as Suit);
  const d = s.declarer!;
  const known = s.friend;
  const side = (x: Seat) => x === d || (known !== null && x === known);
  const out = playOutForSide(s.trick!, playFast({ trump }, s.values), rng, side, smart, exact);
  let friend = s.friend;
  if (s.friendCall?.mode === 'first-trick' && friend === null && out.winners[0] !== d) friend = out.winners[0] ?? null;
  const partner: MightyPartner = s.friendCall?.mode === 'none' ? 'none' : friend === null ? 'alone' : 'friend';
  let points = out.points[d]! + s.discards.filter(isPointCard).length;
  if (friend !== null) points += out.points[friend]!;
  const sc = mightyScore({ bid: s.contract!.number, trump, points, partner });
  const mine = me === d ? sc.declarer : me === friend ? (sc.friend ?? 0) : sc.opponent;
  const mySide = me === d || me === friend;
  return {
    value: mine + (mySide ? 1 : -1) * points * 0.05,
    observe: out.winners[trickIdx] === me ? 1 : 0,
    won: mySide === sc.made,
  };
}

/** The search problem of a play decision with at least two legal cards. */
export function mightyPlaySearch(req: Req): PlaySearch<MightyState, MightyAction> {
  const { view, legal } = req;
  const me = view.seat!;
  const template = mightyUndealt({ ruleSet: req.ruleSet, seed: 'mc' }, view.rules);
  const trickIdx = view.completed.length;
  const exact = exactTricks(req.level, view.hand.length);
  const spec: SearchSpec<MightyState, MightyAction> = {
    game: mightyGame,
    seat: me,
    determinize: (rng) => determinizeMighty(view, template, rng),
    finish: (s, rng) => finishMighty(s, me, trickIdx, rng, req.level === 'strong', exact),
  };
  let plays = legal.filter((a): a is Extract<MightyAction, { type: 'play' }> => a.type === 'play');
  // In the exact finish every sampled deal is solved: the sound-play shortcuts are not needed.
  if (req.level === 'strong' && exact === ENDGAME_TRICKS && view.declarer !== null && view.friendCall !== null) {
    const fc = view.friendCall;
    const partner = fc.mode === 'none' ? null : view.friend !== null ? view.friend : 'unknown';
    const keep = soundCards(
      plays.map((a) => a.card),
      {
        me,
        players: 5,
        current: view.current,
        trickNo: trickIdx + 1,
        rules: playFast(view, view.rules),
        side: knownSides(me, view.declarer, partner, fc.mode !== 'first-trick'),
        voids: mightyVoids(view),
        trump: view.trump,
        suitFor: (c) => (c === 'JK' || c === view.mighty ? null : suitOf(c)),
      },
    ).cards;
    plays = plays.filter((a) => keep.includes(a.card));
  }
  const budget = BUDGETS[req.level];
  return {
    spec,
    candidates: spread(plays, budget.maxCandidates, (a) => rankValue(a.card) + (a.ripper ? 0.5 : 0)),
    budget,
  };
}

function playDecision(req: Req): BotResponse<MightyAction> {
  const { view, legal } = req;
  const plays = legal.filter((a): a is Extract<MightyAction, { type: 'play' }> => a.type === 'play');
  if (plays.length === 1)
    return {
      action: plays[0]!,
      why: { kind: 'only-legal' },
      hint: `${cardLabel(plays[0]!.card)} is the only legal card.`,
    };
  const { spec, candidates, budget } = mightyPlaySearch(req);
  const r = searchMoves(spec, candidates, budget, deriveSeed(req.seed, 'play'));
  const card = (r.action as { card: Card }).card;
  const win = r.observed[r.index]!;
  const pts = view.current.filter((p) => isPointCard(p.card)).length + (isPointCard(card) ? 1 : 0);
  const reason = playReason(cardLabel(card), win, r.samples, {
    scores: isPointCard(card),
    takes: pts ? ` and takes ${pts} point card${pts > 1 ? 's' : ''}` : '',
    low: 'gives this trick up cheaply',
  });
  const mistakes = mistakesOf(r, candidates, {
    label: (a) => cardLabel((a as { card: Card }).card),
    cost: (d) => `${d.toFixed(1)} points of score`,
    margin: 0.5,
    trick: true,
  });
  return { action: r.action, hint: `${reason}.`, why: playWhy(win, r.samples, isPointCard(card)), mistakes };
}

export function decideMighty(req: Req): BotResponse<MightyAction> {
  const { view, legal } = req;
  if (legal.length === 0) throw new Error('no legal action');
  const rng = new Rng(deriveSeed(req.seed, 'mighty', view.phase));
  switch (view.phase) {
    case 'auction':
      return bidDecision(req, rng);
    case 'exchange': {
      const [card] = lowestBy(view.hand, 1, keepScore(view, view.hand));
      const action = legal.find((a) => a.type === 'discard' && a.cards[0] === card) ?? legal[0]!;
      return {
        action,
        why: { kind: 'discard-low' },
        hint: `Discard ${cardLabel(card!)}: a low card of a short side suit.`,
      };
    }
    case 'trump': {
      // Change only when another suit is clearly better: a change raises the bid by two.
      const cur = view.contract!.strain;
      const curValue = cur === 'NT' ? 0 : mightyHandValue(view.hand, cur as Suit);
      let best: { suit: Suit; value: number } | null = null;
      for (const s of SUITS) {
        const value = mightyHandValue(view.hand, s);
        if (s !== cur && value >= curValue + 2.5 && value >= view.contract!.number + 2 && (!best || value > best.value))
          best = { suit: s, value };
      }
      const change = best && legal.find((a) => a.type === 'trump' && a.strain === best.suit);
      if (change)
        return {
          action: change,
          why: { kind: 'trumps-change' },
          hint: `Change trumps to ${best!.suit}: the hand is much stronger there, worth the two extra points.`,
        };
      const keep = legal.find((a) => a.type === 'trump' && a.strain === cur) ?? legal[0]!;
      return {
        action: keep,
        why: { kind: 'trumps-keep' },
        hint: 'Keep trumps: a change costs two more points of bid.',
      };
    }
    case 'friend': {
      const card = mightyFriendCard(view.hand, view.trump, view.mighty);
      const action =
        (card && legal.find((a) => a.type === 'friend' && a.mode === 'card' && a.card === card)) ||
        legal.find((a) => a.type === 'friend' && a.mode === 'first-trick')!;
      return {
        action,
        why: card ? { kind: 'partner-strongest' } : { kind: 'friend-first-trick' },
        hint: card
          ? `Call ${cardLabel(card)} as the friend card: the strongest card you do not hold.`
          : 'Call the winner of the first trick as the friend.',
      };
    }
    case 'play':
      return playDecision(req);
    default:
      return { action: legal[0]!, why: { kind: 'next-hand' }, hint: 'Deal the next hand.' };
  }
}

/** Mighty's bot module (found by its engine folder). */
export default defineBot<MightyView, MightyAction, MightyState>({
  folder: 'mighty',
  decide: decideMighty,
  selfPlay: sideSelfPlay<MightyState>({
    side: (s) => {
      if (s.declarer === null || s.friendCall === null) return null;
      if (s.friendCall.mode === 'first-trick' && !s.friendRevealed) return null;
      return { declarer: s.declarer, partner: s.friend };
    },
    result: ({ result: r }) => ({ deltas: r!.deltas, declarer: r!.declarer, partner: r!.friend, won: r!.score.made }),
  }),
});
