/**
 * Japanese Napoleon bot: bidding from a hand evaluation, the adjutant card the way strong
 * players name it (the strongest card not held), the exchange, and card play by
 * determinised Monte Carlo search over {@link japaneseGame}.
 */
import { cardLabel, sameColourSuit, suitOf, SUITS, type Card, type Suit } from '../engine/cards.ts';
import type { Seat } from '../engine/game.ts';
import {
  bidSide,
  honourValue,
  japaneseDeck,
  japaneseGame,
  jokerLeadMode,
  legalCards,
  scoreHand,
  sortHand,
  suitToFollow,
  totalHonours,
  trickWinnerIndex,
  type JapaneseRules,
  type JapaneseAction,
  type JapaneseState,
  type JapaneseView,
} from '../engine/japanese/index.ts';
import { Rng, deriveSeed } from '../engine/rng.ts';
import type { TrickPlay } from '../engine/trick/index.ts';
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
import {
  BUDGETS,
  defineBot,
  sideSelfPlay,
  type BotRequest,
  type BotResponse,
  type Budget,
  type Level,
} from './types.ts';

type Req = BotRequest<JapaneseView, JapaneseAction>;

/** Strength order used to name the adjutant: mighty, jacks, then trumps and aces high to low. */
export function japaneseStrengthOrder(view: Pick<JapaneseView, 'rules' | 'trump'>): Card[] {
  const t = view.trump;
  const out: Card[] = ['SA'];
  if (t) {
    const sei = t + 'J';
    const ura = sameColourSuit(t) + 'J';
    out.push(...(view.rules.jackOrder === 'ura-first' ? [ura, sei] : [sei, ura]));
    for (const r of ['A', 'K', 'Q', '10', '9', '8', '7', '6', '5', '4', '3', '2']) out.push(t + r);
  }
  for (const r of ['A', 'K', 'Q']) for (const s of SUITS) if (s !== t && !(s === 'S' && r === 'A')) out.push(s + r);
  return [...new Set(out)];
}

/** Honours a hand should make with `trump`, Napoleon and adjutant together (a rough estimate). */
export function japaneseHandValue(hand: readonly Card[], trump: Suit): number {
  const n = suitCounts(hand);
  let v = 0;
  const has = (c: Card) => hand.includes(c);
  if (has('SA')) v += 3;
  if (has(trump + 'J')) v += 2.5;
  if (has(sameColourSuit(trump) + 'J')) v += 2;
  for (const [r, w] of [
    ['A', 1.5],
    ['K', 1.2],
    ['Q', 1],
  ] as const)
    if (has(trump + r)) v += w;
  v += Math.max(0, n[trump] - 2) * 0.8;
  for (const s of SUITS) {
    if (s === trump) continue;
    if (has(s + 'A') && !(s === 'S')) v += 0.8;
    if (n[s] === 0 && n[trump] >= 4) v += 0.5;
  }
  return 4 + v;
}

/**
 * Expected Napoleon score of each legal bid, by simulation: deal the unseen cards to the
 * others and the widow, name the adjutant, exchange, play the hand out fast (exact at the
 * end) with each trump suit, and score every bid count against the honours taken.
 */
function simulateBids(req: Req, bids: readonly Extract<JapaneseAction, { type: 'bid' }>[]): Map<string, number> {
  const { view } = req;
  const me = view.seat!;
  const rules = view.rules;
  const players = view.players;
  const deck = japaneseDeck(rules, players);
  const unseen = deck.filter((c) => !view.hand.includes(c));
  const handSize = view.hand.length;
  const total = totalHonours(rules, players);
  const suits = [...new Set(bids.map((b) => b.suit))];
  const sum = new Map<string, number>();
  const samples = BUDGETS[req.level].samples * 2;
  for (let i = 0; i < samples; i++) {
    const rng = new Rng(deriveSeed(req.seed, 'bid', i));
    const deal = sampleFreshDeal(players, me, view.hand, view.handCounts, unseen, rng);
    for (const suit of suits) {
      const trump = suit === 'NT' ? null : suit;
      const order = japaneseStrengthOrder({ rules, trump });
      const card = order.find((c) => !view.hand.includes(c))!;
      const from = [...view.hand, ...deal.rest];
      const discards = japaneseDiscards({ ...view, trump }, from, deal.rest.length);
      const hands = deal.hands.map((h, x) => (x === me ? from.filter((c) => !discards.includes(c)) : [...h]));
      const { partner: adj, points } = playOutBid(
        hands,
        me,
        card,
        me,
        handSize,
        japaneseFastRules(rules, trump, players, handSize),
        rng,
      );
      for (const b of bids) {
        if (b.suit !== suit) continue;
        const key = `${b.count}${b.suit}`;
        const sc = scoreHand(rules, { bid: b.count, points, solo: adj === null, players, totalHonours: total });
        // Under `win-loss` Napoleon scores 1 or 0, never below the 0 of a pass: weigh a
        // bid by Napoleon's score less the allies' (won +1, lost −1), so a bid must be
        // likelier won than lost.
        sum.set(key, (sum.get(key) ?? 0) + (rules.scoring === 'win-loss' ? sc.napoleon - sc.ally : sc.napoleon));
      }
    }
  }
  for (const [k, v] of sum) sum.set(k, v / samples);
  return sum;
}

function bidDecision(req: Req, rng: Rng): BotResponse<JapaneseAction> {
  if (req.level === 'easy') return heuristicBid(req, rng);
  const { view, legal } = req;
  const bids = legal.filter((a): a is Extract<JapaneseAction, { type: 'bid' }> => a.type === 'bid');
  const pass = legal.find((a) => a.type === 'pass');
  if (bids.length === 0) return heuristicBid(req, rng);
  // One candidate per count and suit (with `with-bid`, the card is chosen afterwards).
  const plain = [...new Map(bids.map((b) => [`${b.count}${b.suit}`, b])).values()].filter((b) => b.count <= 20);
  const top = bestAverage(plain, simulateBids(req, plain), (b) => `${b.count}${b.suit}`, pass ? 0 : -Infinity);
  if (!top) return passOnAverage(pass!);
  const { bid: best, value: bestEv } = top;
  const want = japaneseStrengthOrder({ rules: view.rules, trump: best.suit === 'NT' ? null : best.suit }).find(
    (c) => !view.hand.includes(c),
  );
  const pick =
    bids.find((b) => b.count === best.count && b.suit === best.suit && (b.card === undefined || b.card === want)) ??
    best;
  return {
    action: pick,
    why: { kind: 'bid-average', value: bestEv },
    hint: `Bid ${pick.count}${pick.suit}: it scores ${bestEv.toFixed(1)} on average over simulated deals.`,
  };
}

function heuristicBid(req: Req, rng: Rng): BotResponse<JapaneseAction> {
  const { view, legal } = req;
  const bids = legal.filter((a): a is Extract<JapaneseAction, { type: 'bid' }> => a.type === 'bid');
  const pass = legal.find((a) => a.type === 'pass');
  const noise = req.level === 'easy' ? rng.int(5) - 2 : req.level === 'normal' ? rng.int(3) - 1 : 0;
  let best: { suit: Suit; value: number } = { suit: 'S', value: -1 };
  for (const s of SUITS) {
    const value = japaneseHandValue(view.hand, s);
    if (value > best.value) best = { suit: s, value };
  }
  const limit = Math.floor(best.value + noise);
  const mine = bids.filter((b) => b.suit === best.suit && b.count <= limit).sort((a, b) => a.count - b.count);
  if (mine.length > 0) {
    // With `with-bid` the bid names the adjutant card: the strongest card not held.
    const order = japaneseStrengthOrder({ rules: view.rules, trump: best.suit });
    const want = order.find((c) => !view.hand.includes(c));
    const lowest = mine[0]!.count;
    const pick = mine.find((b) => b.count === lowest && (b.card === undefined || b.card === want)) ?? mine[0]!;
    return {
      action: pick,
      why: { kind: 'bid-strength', value: Math.floor(best.value), unit: 'honours' },
      hint: `Bid ${pick.count}${pick.suit}: the hand is worth about ${Math.floor(best.value)} honours with ${pick.suit} trumps.`,
    };
  }
  if (pass)
    return {
      action: pass,
      why: { kind: 'pass-strength', value: Math.floor(best.value), unit: 'honours' },
      hint: `Pass: the hand is worth only about ${Math.floor(best.value)} honours.`,
    };
  // Must bid (dealer-must-bid): the cheapest bid in the best suit.
  const forced = bids.filter((b) => b.suit === best.suit).sort((a, b) => a.count - b.count)[0] ?? bids[0]!;
  return {
    action: forced,
    why: { kind: 'dealer-forced' },
    hint: 'The dealer may not pass: the cheapest bid in the best suit.',
  };
}

function adjutantDecision(req: Req): BotResponse<JapaneseAction> {
  const { view, legal } = req;
  const order = japaneseStrengthOrder(view);
  const names = new Set(legal.map((a) => (a.type === 'adjutant' ? a.card : '')));
  const card = order.find((c) => !view.hand.includes(c) && names.has(c)) ?? [...names][0]!;
  const action = legal.find((a) => a.type === 'adjutant' && a.card === card)!;
  return {
    action,
    why: { kind: 'partner-strongest' },
    hint: `Name ${cardLabel(card)}: the strongest card you do not hold, so your adjutant is strong.`,
  };
}

/** Discards: keep the mighty, jacks, trumps and aces; shed low cards of short side suits, not honours. */
export function japaneseDiscards(
  view: Pick<JapaneseView, 'rules' | 'trump'>,
  from: readonly Card[],
  count: number,
): Card[] {
  const t = view.trump;
  const order = japaneseStrengthOrder(view);
  const n = suitCounts(from);
  const keep = (c: Card): number => {
    const i = order.indexOf(c);
    if (i >= 0 && i < 3) return 1000 - i;
    const s = suitOf(c);
    if (s === null) return 200; // the joker
    let v = rankValue(c);
    if (s === t) v += 60;
    if (honourValue(c, view.rules) > 0) v += 12; // honours discarded count for the allies
    if (s !== t && n[s] <= 2) v -= 4; // shorten side suits
    return v;
  };
  return lowestBy(from, count, keep);
}

function exchangeDecision(req: Req): BotResponse<JapaneseAction> {
  const { view } = req;
  const ex = view.exchange!;
  // in the deck's order, as the legal discard actions list them
  const cards = sortHand(japaneseDiscards(view, ex.from, ex.count));
  return {
    action: { type: 'discard', seat: view.seat!, cards },
    why: { kind: 'discard-low' },
    hint: `Discard ${cards.map(cardLabel).join(' ')}: low cards of short side suits, keeping trumps, jacks and honours.`,
  };
}

// ---------------------------------------------------------------------------------------
// Determinisation and search

/** Suits each seat has shown it lacks, from the tricks the view shows. */
export function japaneseVoids(view: JapaneseView): Set<Suit>[] {
  const rules = view.rules;
  const players = view.players;
  const seen = { completed: view.tricks, current: view.trick?.plays ?? [] };
  const trump = view.trump;
  const ctxFor = (plays: readonly TrickPlay[], trickNo: number) => ({
    trump,
    trickNo,
    totalTricks: 0,
    players,
    declared: plays[0]?.declared ?? null,
  });
  // the trick's own number: some rules differ in trick 1 (`jokerLeadFirstTrick: no-effect`)
  const follow = (plays: readonly TrickPlay[], trickNo: number) =>
    suitToFollow(
      rules,
      plays.map((p) => p.card),
      ctxFor(plays, trickNo),
    );
  const free = (c: Card) =>
    c === 'JK' ||
    (rules.mightySuitless && c === 'SA') ||
    (rules.specialsFree && trump !== null && (c === 'SA' || c === trump + 'J' || c === sameColourSuit(trump) + 'J'));
  return inferVoids(players, seen, follow, suitOf, free);
}

/** A full state consistent with the view (play phase), with hidden cards sampled. */
export function determinizeJapanese(view: JapaneseView, rng: Rng): JapaneseState {
  const me = view.seat!;
  const rules = view.rules;
  const players = view.players;
  const deck = japaneseDeck(rules, players);
  const completed = view.tricks;
  const current = view.trick?.plays ?? [];
  const seen = { completed, current };
  const played = new Set(playedCards(seen));
  const known = new Set<Card>([...view.hand, ...played, ...(view.discards ?? [])]);
  const unseen = deck.filter((c) => !known.has(c));
  const voids = japaneseVoids(view);
  const nap = view.napoleon!;
  const fixed = new Map<Card, Seat>();
  const card = view.adjutantCard;
  if (card && view.adjutant !== null && view.adjutant !== me && !played.has(card)) fixed.set(card, view.adjutant);
  // Napoleon's betrayal: the cards he showed are in his hand until he plays them.
  const betrayal = view.betrayal;
  if (betrayal && nap !== me) for (const c of betrayal.shown) if (!played.has(c)) fixed.set(c, nap);
  const notWith = new Map<Card, Seat[]>();
  for (const c of view.widowShown) {
    if (!known.has(c))
      notWith.set(
        c,
        [...Array(players).keys()].filter((s) => s !== nap),
      );
  }
  const deal = sampleDeal(
    {
      players,
      me,
      myHand: view.hand,
      handSizes: view.handCounts,
      unseen,
      voids,
      suitFor: suitOf,
      fixed,
      notWith,
    },
    rng,
  );
  let adjutant: Seat | null = view.adjutant;
  let solo = view.solo;
  if (card && (solo === null || (adjutant === null && solo === false))) {
    const holder = deal.hands.findIndex((h) => h.includes(card));
    adjutant = holder >= 0 && holder !== nap ? holder : null;
    solo = adjutant === null;
  }
  // After Napoleon's betrayal the adjutant (known, or the sampled holder of the card) is alone.
  let betrayed: JapaneseState['hand']['betrayal'];
  if (betrayal?.by === 'napoleon') {
    const holder = card ? deal.hands.findIndex((h) => h.includes(card)) : -1;
    const adj = betrayal.adjutant ?? adjutant ?? (holder >= 0 ? holder : null);
    if (adj !== null) {
      adjutant = adj;
      betrayed = { by: 'napoleon', seat: nap, adjutant: adj, trickNo: betrayal.trickNo, shown: [...betrayal.shown] };
    }
  }
  const totalTricks = view.hand.length + completed.length + (current.some((p) => p.seat === me) ? 1 : 0);
  const trick = rebuildTrickHand(
    deal.hands,
    { completed, current, leader: view.trick?.leader ?? currentLeader(seen, me) },
    view.honoursTaken,
    totalTricks,
  );
  const discards = view.discards ?? deal.rest;
  return {
    variant: 'japanese',
    seed: 'mc',
    ruleSet: { variant: 'japanese' },
    rules,
    players,
    firstDealer: 0,
    log: [],
    phase: 'play',
    hand: {
      handNo: view.handNo,
      dealNo: 0,
      dealer: view.dealer,
      hands: trick.hands,
      widow: [],
      widowShown: [...view.widowShown],
      auction: {
        events: [],
        out: view.handCounts.map(() => false),
        high: view.auction.high,
        turn: 0,
        minBid: view.auction.minBid,
        second: false,
        passesInRow: 0,
      },
      napoleon: nap,
      contract: view.contract,
      adjutantCard: card,
      adjutant,
      solo,
      adjutantRevealed: card !== null && played.has(card),
      discards: [...discards],
      trick,
      result: null,
      ...(betrayed ? { betrayal: betrayed } : {}),
    },
    totals: view.handCounts.map(() => 0),
    history: [],
  };
}

/**
 * The card-play search budgets. `strong` samples 150 deals here, not the 60 of the other games:
 * a Japanese hand is ten tricks with the partner hidden behind a called card, and on the same
 * 336 house-2011 hands 150 samples won 2.9 points more than 60 (23 hands better, 13 worse),
 * against 0.3 points for the perfect-information search given the same budget.
 */
export const PLAY_BUDGETS: Readonly<Record<Level, Budget>> = {
  ...BUDGETS,
  strong: { ...BUDGETS.strong, samples: 150 },
};

/** The search problem of a play decision with at least two legal cards. */
export function japanesePlaySearch(req: Req): PlaySearch<JapaneseState, JapaneseAction> {
  const { view, legal } = req;
  const me = view.seat!;
  const trickIdx = view.tricks.length;
  const exact = exactTricks(req.level, view.hand.length);
  const spec: SearchSpec<JapaneseState, JapaneseAction> = {
    game: japaneseGame,
    seat: me,
    determinize: (rng) => determinizeJapanese(view, rng),
    finish: (s, rng) => finishJapanese(s, me, trickIdx, rng, req.level === 'strong', exact),
  };
  // A betrayal is decided after the card (see `withBetrayal`): the search compares cards only.
  let plays = legal.filter(
    (a): a is Extract<JapaneseAction, { type: 'play' }> => a.type === 'play' && a.betray !== true,
  );
  // In the exact finish every sampled deal is solved: the sound-play shortcuts are not needed.
  if (req.level === 'strong' && exact === ENDGAME_TRICKS) {
    const totalTricks = view.hand.length + view.tricks.length + (view.trick?.plays.some((p) => p.seat === me) ? 1 : 0);
    const nap = view.napoleon!;
    const partner = view.solo === true ? null : view.adjutant !== null ? view.adjutant : 'unknown';
    // After Napoleon's betrayal the adjutant is alone against everyone, Napoleon among them.
    const lone = view.betrayal?.by === 'napoleon' ? view.betrayal.adjutant : undefined;
    const keep = soundCards(
      plays.map((a) => a.card),
      {
        me,
        players: view.players,
        current: view.trick?.plays ?? [],
        trickNo: trickIdx + 1,
        rules: japaneseFastRules(view.rules, view.trump, view.players, totalTricks),
        side:
          lone === undefined
            ? knownSides(me, nap, partner)
            : lone !== null
              ? knownSides(me, lone, null)
              : (x: Seat) => (x === me || x === nap ? true : null),
        voids: japaneseVoids(view),
        trump: view.trump,
        suitFor: suitOf,
      },
    ).cards;
    plays = plays.filter((a) => keep.includes(a.card));
  }
  const budget = PLAY_BUDGETS[req.level];
  return { spec, candidates: spread(plays, budget.maxCandidates, (a) => rankValue(a.card)), budget };
}

/**
 * Whether to declare betrayal (`betrayal` option) with this play, and why. Either betrayer goes
 * over to the allies, so each betrays when Napoleon's side can no longer make the bid (every
 * honour still out would not be enough): as one of the allies he then wins, and the one left alone
 * cannot make it either. Napoleon, who may not know his adjutant, counts the most honours any
 * other player has taken as the adjutant's.
 */
export function betrayalReason(view: JapaneseView): string | null {
  const me = view.seat;
  const nap = view.napoleon;
  if (me === null || nap === null || !view.contract || view.betrayal) return null;
  const taken = view.honoursTaken;
  const total = totalHonours(view.rules, view.players);
  const bid = view.contract.count;
  const out = total - taken.reduce((a, b) => a + b, 0);
  if (me === nap) {
    const partner =
      view.adjutant !== null ? taken[view.adjutant]! : Math.max(...taken.filter((_, seat) => seat !== nap));
    const side = taken[nap]! + partner;
    return side + out < bid
      ? `your side has at most ${side} honours and ${out} are still out: the bid of ${bid} cannot be made, so go over to the allies`
      : null;
  }
  if (view.adjutant !== me) return null;
  const side = taken[nap]! + taken[me]!;
  return side + out < bid
    ? `Napoleon’s side has ${side} honours and at most ${out} are still out: the bid of ${bid} cannot be made`
    : null;
}

function withBetrayal(req: Req, res: BotResponse<JapaneseAction>): BotResponse<JapaneseAction> {
  const a = res.action;
  if (a.type !== 'play') return res;
  const betray = req.legal.find(
    (b) => b.type === 'play' && b.betray === true && b.card === a.card && b.declared === a.declared,
  );
  const why = betray ? betrayalReason(req.view) : null;
  if (!betray || !why) return res;
  return { action: betray, why: { kind: 'betrayal' }, hint: `Declare betrayal with ${cardLabel(a.card)}: ${why}.` };
}

function playDecision(req: Req): BotResponse<JapaneseAction> {
  return withBetrayal(req, cardDecision(req));
}

function cardDecision(req: Req): BotResponse<JapaneseAction> {
  const candidates = req.legal.filter((a) => a.type === 'play' && a.betray !== true);
  if (candidates.length === 1) {
    return {
      action: candidates[0]!,
      why: { kind: 'only-legal' },
      hint: `${cardLabel((candidates[0] as { card: Card }).card)} is the only legal card.`,
    };
  }
  const { spec, candidates: shortlist, budget } = japanesePlaySearch(req);
  const r = searchMoves(spec, shortlist, budget, deriveSeed(req.seed, 'play'));
  const card = (r.action as { card: Card }).card;
  const win = r.observed[r.index]!;
  const scores = honourValue(card, req.view.rules) > 0;
  const reason = playReason(cardLabel(card), win, r.samples, {
    scores,
    low: 'gives this trick up cheaply and keeps stronger cards',
    average: '',
  });
  const mistakes = mistakesOf(r, shortlist, {
    label: (a) => cardLabel((a as { card: Card }).card),
    cost: (d) => `${d.toFixed(1)} points of score`,
    margin: 0.5,
    trick: true,
  });
  return {
    action: r.action,
    hint: `${reason} (searched ${r.samples} deals).`,
    why: playWhy(win, r.samples, scores),
    mistakes,
  };
}

/** Fast trick rules for playouts, from the engine's own legal-card and winner functions. */
export function japaneseFastRules(
  rules: JapaneseRules,
  trump: Suit | null,
  players: number,
  totalTricks: number,
): FastTrickRules {
  return fastOverCards({
    context: (plays, trickNo) => ({ trump, trickNo, totalTricks, players, declared: plays[0]?.declared ?? null }),
    legal: (hand, cards, ctx) => legalCards(rules, hand, cards, ctx),
    winner: (cards, ctx) => trickWinnerIndex(rules, cards, ctx),
    points: (c) => honourValue(c, rules),
    declare: (card, trickNo, hand) =>
      card === 'JK' && jokerLeadMode(rules, trickNo) === 'named-suit' ? longestSuit(hand) : undefined,
  });
}

/** Finish a hand fast and score it for `me` (with a small shaping term for honours). */
export function finishJapanese(
  s: JapaneseState,
  me: Seat,
  trickIdx: number,
  rng: Rng,
  smart = false,
  exact = ENDGAME_TRICKS,
): { value: number; observe: number; won: boolean } {
  const h = s.hand;
  if (h.result) {
    const r = h.result;
    const side = bidSide(h).includes(me);
    const won = h.trick?.completed[trickIdx]?.winner === me ? 1 : 0;
    return {
      value: r.scores[me]! + (side ? 1 : -1) * r.points * 0.05,
      observe: won,
      won: side === r.score.napoleonWins,
    };
  }
  const t = h.trick!;
  const trump = h.contract!.suit === 'NT' ? null : h.contract!.suit;
  const bearers = bidSide(h);
  const side = (x: Seat) => bearers.includes(x);
  const out = playOutForSide(t, japaneseFastRules(s.rules, trump, s.players, t.totalTricks), rng, side, smart, exact);
  const points = bearers.reduce((acc, x) => acc + out.points[x]!, 0);
  const score = scoreHand(s.rules, {
    bid: h.contract!.count,
    points,
    solo: bearers.length === 1,
    players: s.players,
    totalHonours: totalHonours(s.rules, s.players),
  });
  const mySide = side(me);
  const mine = me === bearers[0] ? score.napoleon : me === bearers[1] ? (score.adjutant ?? 0) : score.ally;
  return {
    value: mine + (mySide ? 1 : -1) * points * 0.05,
    observe: out.winners[trickIdx] === me ? 1 : 0,
    won: mySide === score.napoleonWins,
  };
}

export function decideJapanese(req: Req): BotResponse<JapaneseAction> {
  const { view, legal } = req;
  const rng = new Rng(deriveSeed(req.seed, 'japanese', view.phase));
  if (legal.length === 0 && !view.exchange) throw new Error('no legal action');
  switch (view.phase) {
    case 'auction':
      return bidDecision(req, rng);
    case 'adjutant':
      return adjutantDecision(req);
    case 'exchange':
      if (view.exchange) return exchangeDecision(req);
      return { action: legal[0]!, why: { kind: 'exchange-widow' }, hint: 'Exchange with the widow.' };
    case 'play':
      return playDecision(req);
    default:
      return { action: legal[0]!, why: { kind: 'next-hand' }, hint: 'Deal the next hand.' };
  }
}

/** Japanese Napoleon's bot module (found by its engine folder). */
export default defineBot<JapaneseView, JapaneseAction, JapaneseState>({
  folder: 'japanese',
  decide: decideJapanese,
  selfPlay: sideSelfPlay<JapaneseState>({
    side: ({ hand: h }) =>
      h.napoleon === null || h.solo === null ? null : { declarer: h.napoleon, partner: h.adjutant },
    result: ({ hand: { result: r } }) => ({
      deltas: r!.scores,
      declarer: r!.napoleon,
      partner: r!.adjutant,
      won: r!.score.napoleonWins,
    }),
  }),
});
