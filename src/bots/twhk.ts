/**
 * Taiwanese / Hong Kong Napoleon bot: bids and trumps from a head estimate, the exchange,
 * the secretary card the way strong players name it (the strongest card not held), and card
 * play — summons and the secretary command included — by determinised Monte Carlo search.
 */
import { cardLabel, suitOf, SUIT_NAME, SUITS, type Card, type Suit } from '../engine/cards.ts';
import type { Seat } from '../engine/game.ts';
import { Rng, deriveSeed } from '../engine/rng.ts';
import {
  HAND_SIZE,
  isHead,
  twhkBidLabel,
  twhkContext,
  twhkGame,
  twhkUndealt,
  twhkLegalCards,
  twhkScore,
  twhkSuitFor,
  twhkTrickWinner,
  TWHK_DECK,
  type TwhkAction,
  type TwhkState,
  type TwhkView,
} from '../engine/twhk/index.ts';
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

type Req = BotRequest<TwhkView, TwhkAction>;

/** Heads (of 16) Napoleon and the secretary should take with `trump` (rough). */
export function twhkHandValue(hand: readonly Card[], trump: Suit): number {
  const n = suitCounts(hand);
  const has = (c: Card) => hand.includes(c);
  let v = 0;
  if (has('BJ')) v += 2;
  if (has('LJ')) v += 1.5;
  for (const [r, w] of [
    ['A', 1.2],
    ['K', 1],
    ['Q', 0.8],
    ['J', 0.6],
  ] as const)
    if (has(trump + r)) v += w;
  v += Math.max(0, n[trump] - 3) * 0.7;
  for (const s of SUITS) if (s !== trump && has(s + 'A')) v += 0.8;
  return 6 + v * (10 / Math.max(8, hand.length));
}

/** The secretary card: the strongest card not held (big joker, little joker, top trumps, aces). */
export function twhkSecretaryCard(hand: readonly Card[], trump: Suit | null): Card {
  const order: Card[] = ['BJ', 'LJ'];
  if (trump) for (const r of ['A', 'K', 'Q', 'J']) order.push(trump + r);
  for (const s of SUITS) order.push(s + 'A');
  return order.find((c) => !hand.includes(c)) ?? 'SA';
}

function bestSuit(hand: readonly Card[]): { suit: Suit; value: number } {
  let best = { suit: 'S' as Suit, value: -1 };
  for (const s of SUITS) {
    const value = twhkHandValue(hand, s);
    if (value > best.value) best = { suit: s, value };
  }
  return best;
}

/**
 * Expected Napoleon score of each legal bid, by simulation: deal the unseen cards and the
 * widow, exchange, name the secretary, play the hand out fast (exact at the end) with each
 * trump suit. With number bids the best suit of each deal counts.
 */
function simulateBids(req: Req, bids: readonly Extract<TwhkAction, { type: 'bid' }>[]): Map<string, number> {
  const { view } = req;
  const me = view.seat!;
  const players = view.players;
  const values = view.rules;
  const unseen = TWHK_DECK.filter((c) => !view.hand.includes(c));
  const handSize = HAND_SIZE[players]!;
  const sum = new Map<string, number>();
  const samples = BUDGETS[req.level].samples * 2;
  for (let i = 0; i < samples; i++) {
    const rng = new Rng(deriveSeed(req.seed, 'bid', i));
    const deal = sampleFreshDeal(players, me, view.hand, view.handSizes, unseen, rng);
    const heads = new Map<Suit, { points: number; dictator: boolean }>();
    for (const trump of SUITS) {
      const from = [...view.hand, ...deal.rest];
      const n = suitCounts(from);
      const keep = (c: Card) =>
        c === 'BJ' || c === 'LJ'
          ? 1000
          : rankValue(c) +
            (suitOf(c) === trump ? 60 : 0) +
            (isHead(c) ? 6 : 0) -
            (suitOf(c) !== trump && n[suitOf(c)!] <= 2 ? 4 : 0);
      const discards = lowestBy(from, from.length - handSize, keep);
      const hands = deal.hands.map((h, x) => (x === me ? from.filter((c) => !discards.includes(c)) : [...h]));
      const card = twhkSecretaryCard(hands[me]!, trump);
      const leader = values.firstLead === 'napoleon' ? me : (me + 1) % players;
      const { partner: sec, points } = playOutBid(
        hands,
        me,
        card,
        leader,
        handSize,
        fastRules(values, trump, card),
        rng,
      );
      heads.set(trump, { points, dictator: sec === null });
    }
    for (const b of bids) {
      const score = (x: Suit) => {
        const h = heads.get(x)!;
        return twhkScore({
          scoring: values.scoring,
          bid: b.heads,
          points: h.points,
          partner: h.dictator ? 'dictator' : 'secretary',
        }).napoleon;
      };
      const v =
        b.strain && b.strain !== 'NT'
          ? score(b.strain as Suit)
          : b.strain === 'NT'
            ? -Infinity
            : Math.max(...SUITS.map(score));
      const key = `${b.heads}${b.strain ?? ''}`;
      sum.set(key, (sum.get(key) ?? 0) + v);
    }
  }
  for (const [k, v] of sum) sum.set(k, v / samples);
  return sum;
}

function bidDecision(req: Req, rng: Rng): BotResponse<TwhkAction> {
  if (req.level !== 'easy') {
    const bids = req.legal.filter((a): a is Extract<TwhkAction, { type: 'bid' }> => a.type === 'bid');
    const pass = req.legal.find((a) => a.type === 'pass')!;
    const top = bestAverage(bids, simulateBids(req, bids), (b) => `${b.heads}${b.strain ?? ''}`);
    if (!top) return passOnAverage(pass);
    const { bid: best, value } = top;
    return {
      action: best,
      why: { kind: 'bid-average', value },
      hint: `Bid ${twhkBidLabel({ heads: best.heads, strain: best.strain ?? null })}: it scores ${value.toFixed(0)} on average over simulated deals.`,
    };
  }
  return heuristicBid(req, rng);
}

function heuristicBid(req: Req, rng: Rng): BotResponse<TwhkAction> {
  const { view, legal } = req;
  const pass = legal.find((a) => a.type === 'pass')!;
  const bids = legal.filter((a): a is Extract<TwhkAction, { type: 'bid' }> => a.type === 'bid');
  const best = bestSuit(view.hand);
  const noise = req.level === 'easy' ? rng.int(3) - 1 : 0;
  const limit = Math.floor(best.value + noise);
  const ok = bids
    .filter((b) => (b.strain === undefined || b.strain === null || b.strain === best.suit) && b.heads <= limit)
    .sort((a, b) => a.heads - b.heads);
  if (ok.length === 0)
    return {
      action: pass,
      why: { kind: 'pass-strength', value: Math.floor(best.value), unit: 'heads' },
      hint: `Pass: the hand is worth about ${Math.floor(best.value)} heads.`,
    };
  const b = ok[0]!;
  return {
    action: b,
    why: { kind: 'bid-strength', value: Math.floor(best.value), unit: 'heads' },
    hint: `Bid ${twhkBidLabel({ heads: b.heads, strain: b.strain ?? null })}: about ${Math.floor(best.value)} heads with ${best.suit} trumps.`,
  };
}

function fastRules(values: TwhkState['values'], trump: Suit | null, secretary: Card | null): FastTrickRules {
  return fastOverCards({
    context: (plays, trickNo) =>
      twhkContext(values, trump, secretary, trickNo, { declared: plays[0]?.declared ?? null }),
    legal: twhkLegalCards,
    winner: (cards, ctx) => twhkTrickWinner(cards, ctx).winner,
    points: (c) => (isHead(c) ? 1 : 0),
    declare: (card, _t, hand) => (twhkSuitFor(card, secretary) === null ? longestSuit(hand) : undefined),
  });
}

/** Suits each seat has shown it lacks, from the tricks the view shows. */
function twhkVoids(view: TwhkView): Set<Suit>[] {
  const sec = view.secretaryCard;
  const suitFor = (c: Card) => twhkSuitFor(c, sec);
  const follow = (plays: readonly { card: Card; declared?: Suit }[]) =>
    suitFor(plays[0]!.card) ?? plays[0]!.declared ?? null;
  return inferVoids(
    view.players,
    { completed: view.completed, current: view.current },
    follow,
    suitFor,
    (c) => suitFor(c) === null,
  );
}

export function determinizeTwhk(view: TwhkView, template: TwhkState, rng: Rng): TwhkState {
  const me = view.seat!;
  const players = view.players;
  const seen = { completed: view.completed, current: view.current };
  const played = new Set(playedCards(seen));
  const known = new Set<Card>([...view.hand, ...played, ...(view.discards ?? [])]);
  const unseen = TWHK_DECK.filter((c) => !known.has(c));
  const sec = view.secretaryCard;
  const nap = view.napoleon!;
  const voids = twhkVoids(view);
  const fixed = new Map<Card, Seat>();
  if (sec && view.secretary !== null && view.secretary !== me && !played.has(sec)) fixed.set(sec, view.secretary);
  const others = [...Array(players).keys()].filter((s) => s !== nap);
  const notWith = new Map<Card, Seat[]>();
  // Widow cards shown to all went to Napoleon's hand or the discards.
  for (const c of view.widow ?? []) if (!known.has(c)) notWith.set(c, others);
  if (sec && view.dictator === true && !known.has(sec)) notWith.set(sec, others);
  const deal = sampleDeal(
    { players, me, myHand: view.hand, handSizes: view.handSizes, unseen, voids, suitFor: suitOf, fixed, notWith },
    rng,
  );
  let secretary = view.secretary;
  if (secretary === null && view.dictator !== true && sec) {
    const holder = deal.hands.findIndex((h) => h.includes(sec));
    secretary = holder >= 0 && holder !== nap ? holder : null;
    const p = [...seen.completed.flatMap((t) => t.plays), ...seen.current].find((x) => x.card === sec);
    if (p) secretary = p.seat !== nap ? p.seat : null;
  }
  const trick = rebuildTrickHand(
    deal.hands,
    { ...seen, leader: currentLeader(seen, me), calls: view.calls },
    view.points,
    HAND_SIZE[players]!,
  );
  return {
    ...template,
    phase: 'play',
    handNo: view.handNo,
    dealer: view.dealer,
    hands: deal.hands.map(() => []),
    widow: [],
    widowTaken: [...(view.widow ?? [])],
    discards: [...(view.discards ?? deal.rest)],
    auction: structuredClone(view.auction),
    napoleon: nap,
    bid: view.bid,
    secretaryCard: sec,
    secretary,
    secretaryRevealed: sec !== null && played.has(sec),
    commandedTrick: view.calls['command'] ? view.trickNumber : 0,
    trick,
    result: null,
    totals: view.totals.map(() => 0),
    log: [],
  };
}

function finishTwhk(
  s: TwhkState,
  me: Seat,
  trickIdx: number,
  rng: Rng,
  smart = false,
  exact = ENDGAME_TRICKS,
): { value: number; observe: number; won: boolean } {
  if (s.result) {
    const r = s.result;
    return {
      value: r.deltas[me]!,
      observe: s.trick?.completed[trickIdx]?.winner === me ? 1 : 0,
      won: (me === r.napoleon || me === r.secretary) === r.score.made,
    };
  }
  const trump = s.bid!.strain && s.bid!.strain !== 'NT' ? (s.bid!.strain as Suit) : null;
  const nap = s.napoleon!;
  const sec = s.secretary;
  const isSide = (x: Seat) => x === nap || (sec !== null && x === sec);
  const out = playOutForSide(s.trick!, fastRules(s.values, trump, s.secretaryCard), rng, isSide, smart, exact);
  const points = out.points[nap]! + (sec !== null ? out.points[sec]! : 0);
  const sc = twhkScore({
    scoring: s.values.scoring,
    bid: s.bid!.heads,
    points,
    partner: sec === null ? 'dictator' : 'secretary',
  });
  const mine = me === nap ? sc.napoleon : me === sec ? (sc.secretary ?? 0) : sc.defender;
  const side = me === nap || me === sec;
  return {
    value: mine / 10 + (side ? 1 : -1) * points * 0.1,
    observe: out.winners[trickIdx] === me ? 1 : 0,
    won: side === sc.made,
  };
}

/** The search problem of a play decision with at least two legal moves (cards, the command). */
export function twhkPlaySearch(req: Req): PlaySearch<TwhkState, TwhkAction> {
  const { view, legal } = req;
  const me = view.seat!;
  const template = twhkUndealt({ ruleSet: req.ruleSet, seed: 'mc' }, view.rules);
  const trickIdx = view.completed.length;
  const exact = exactTricks(req.level, view.hand.length);
  const spec: SearchSpec<TwhkState, TwhkAction> = {
    game: twhkGame,
    seat: me,
    determinize: (rng) => determinizeTwhk(view, template, rng),
    finish: (s, rng) => finishTwhk(s, me, trickIdx, rng, req.level === 'strong', exact),
  };
  let moves = legal.filter((a) => a.type === 'play' || a.type === 'command');
  // In the exact finish every sampled deal is solved: the sound-play shortcuts are not needed.
  if (req.level === 'strong' && exact === ENDGAME_TRICKS && view.napoleon !== null) {
    const trump = view.bid?.strain && view.bid.strain !== 'NT' ? (view.bid.strain as Suit) : null;
    const partner = view.secretary !== null ? view.secretary : view.dictator === true ? null : 'unknown';
    const keep = soundCards(
      moves.flatMap((a) => (a.type === 'play' ? [a.card] : [])),
      {
        me,
        players: view.players,
        current: view.current,
        trickNo: trickIdx + 1,
        rules: fastRules(view.rules, trump, view.secretaryCard),
        side: knownSides(me, view.napoleon, partner),
        voids: twhkVoids(view),
        trump,
        suitFor: (c) => twhkSuitFor(c, view.secretaryCard),
      },
    );
    if (keep.rule !== null) moves = moves.filter((a) => a.type === 'play' && keep.cards.includes(a.card));
  }
  const candidates = spread(moves, BUDGETS[req.level].maxCandidates, (a) =>
    a.type === 'play' ? rankValue(a.card) : 0,
  );
  return { spec, candidates, budget: BUDGETS[req.level] };
}

function playDecision(req: Req): BotResponse<TwhkAction> {
  const { view, legal } = req;
  const moves = legal.filter((a) => a.type === 'play' || a.type === 'command');
  if (moves.length === 1) {
    const m = moves[0]!;
    return {
      action: m,
      why: m.type === 'play' ? { kind: 'only-legal' } : { kind: 'secretary-order' },
      hint: m.type === 'play' ? `${cardLabel(m.card)} is the only legal card.` : 'Order the secretary card.',
    };
  }
  const { spec, candidates, budget } = twhkPlaySearch(req);
  const r = searchMoves(spec, candidates, budget, deriveSeed(req.seed, 'play'));
  const a = r.action;
  if (a.type !== 'play')
    return { action: a, why: { kind: 'secretary-order' }, hint: 'Order the secretary to play the secretary card now.' };
  const win = r.observed[r.index]!;
  const heads = view.current.filter((p) => isHead(p.card)).length + (isHead(a.card) ? 1 : 0);
  const extra = a.summon ? ' and summons the joker' : a.declared ? ` naming ${SUIT_NAME[a.declared]}` : '';
  const reason = playReason(`${cardLabel(a.card)}${extra}`, win, r.samples, {
    scores: isHead(a.card),
    takes: heads ? ` and takes ${heads} head${heads > 1 ? 's' : ''}` : '',
    low: 'gives this trick up cheaply',
  });
  const mistakes = mistakesOf(r, candidates, {
    label: (m) => (m.type === 'play' ? cardLabel(m.card) : 'Ordering the secretary card'),
    cost: () => '',
    margin: 0.2,
    trick: true,
  });
  return { action: a, hint: `${reason}.`, why: playWhy(win, r.samples, isHead(a.card)), mistakes };
}

export function decideTwhk(req: Req): BotResponse<TwhkAction> {
  const { view, legal } = req;
  if (legal.length === 0) throw new Error('no legal action');
  const rng = new Rng(deriveSeed(req.seed, 'tw-hk', view.phase));
  switch (view.phase) {
    case 'auction':
      return bidDecision(req, rng);
    case 'trump': {
      const best = bestSuit(view.hand);
      const a = legal.find((x) => x.type === 'trump' && x.strain === best.suit) ?? legal[0]!;
      return {
        action: a,
        why: { kind: 'trumps-strongest' },
        hint: `Name ${best.suit} trumps: the strongest suit of the hand.`,
      };
    }
    case 'exchange': {
      const trump = view.trump;
      const n = suitCounts(view.hand);
      const keep = (c: Card) => {
        if (c === 'BJ' || c === 'LJ') return 1000;
        const s = suitOf(c)!;
        let v = rankValue(c) + (s === trump ? 60 : 0) + (isHead(c) ? 6 : 0);
        if (s !== trump && n[s] <= 2) v -= 4;
        return v;
      };
      const [card] = lowestBy(view.hand, 1, keep);
      const a = legal.find((x) => x.type === 'discard' && x.cards[0] === card) ?? legal[0]!;
      return {
        action: a,
        why: { kind: 'discard-low' },
        hint: `Discard ${cardLabel(card!)}: a low card of a short side suit (heads discarded go to the defenders).`,
      };
    }
    case 'secretary': {
      const card = twhkSecretaryCard(view.hand, view.trump);
      const a = legal.find((x) => x.type === 'secretary' && x.card === card) ?? legal[0]!;
      return {
        action: a,
        why: { kind: 'partner-strongest' },
        hint: `Name ${cardLabel(card)} as the secretary card: the strongest card you do not hold.`,
      };
    }
    case 'play':
      return playDecision(req);
    default:
      return { action: legal[0]!, why: { kind: 'next-hand' }, hint: 'Deal the next hand.' };
  }
}

/** Taiwanese / Hong Kong Napoleon's bot module (found by its engine folder). */
export default defineBot<TwhkView, TwhkAction, TwhkState>({
  folder: 'twhk',
  decide: decideTwhk,
  selfPlay: sideSelfPlay<TwhkState>({
    side: (s) =>
      s.napoleon === null || s.secretaryCard === null ? null : { declarer: s.napoleon, partner: s.secretary },
    result: ({ result: r }) => ({
      deltas: r!.deltas,
      declarer: r!.napoleon,
      partner: r!.secretary,
      won: r!.score.made,
    }),
  }),
});
