/**
 * Daifugō bot: the exchange (give the weakest cards) and plays by determinised Monte Carlo
 * search: the other hands are sampled from the unseen cards (by their sizes, the cards this
 * seat gave in the exchange kept with their receiver), the round is played out fast with
 * the engine's own in-place `applyInPlace`, and the play with the best average finishing
 * place is chosen.
 */
import { cardLabel, type Card } from '../engine/cards.ts';
import {
  applyInPlace,
  cardLevel,
  daifugoGame,
  daifugoUndealt,
  deckFor,
  interpretations,
  isCorePlay,
  LEVEL_RANKS,
  legalPlays,
  sortByStrength,
  suitMaskOf,
  tableOf,
  type DaifugoAction,
  type DaifugoState,
  type DaifugoView,
  type PileEntry,
  type Title,
} from '../engine/daifugo/index.ts';
import type { Seat } from '../engine/game.ts';
import { Rng, deriveSeed } from '../engine/rng.ts';
import { mistakesOf, searchMoves, type SearchSpec } from './mc.ts';
import { sampleDeal, spread } from './trick-common.ts';
import { BUDGETS, defineBot, type BotRequest, type BotResponse } from './types.ts';

type Req = BotRequest<DaifugoView, DaifugoAction>;

const TITLE_ORDER: readonly Title[] = ['President', 'Minister', 'Citizen', 'Peasant', 'Beggar'];

function pileEntries(view: DaifugoView): PileEntry[] {
  return view.pile.map((p) => {
    const level = p.rank === 'joker' ? 13 : LEVEL_RANKS.indexOf(p.rank);
    const shapes = interpretations(p.cards, view.rules.stairs);
    const shape = shapes.find((s) => s.form === p.form && s.size === p.size && s.level === level) ?? shapes[0]!;
    return { ...shape, seat: p.seat, cards: [...p.cards] };
  });
}

export function determinizeDaifugo(view: DaifugoView, template: DaifugoState, rng: Rng): DaifugoState {
  const me = view.seat!;
  const players = view.players;
  // Cards seen leaving the round: plays, ten discards, queen bombers.
  const played = view.history.flatMap((m) =>
    m.type === 'play' || m.type === 'ten-discard' ? m.cards : m.type === 'queen-bomber' ? m.thrown.flat() : [],
  );
  const known = new Set<Card>([...view.hand, ...played]);
  const unseen = deckFor(view.rules.jokers).filter((c) => !known.has(c));
  const fixed = new Map<Card, Seat>();
  for (const e of view.exchange) {
    if (e.rich === me && e.given) for (const c of e.given) if (!known.has(c)) fixed.set(c, e.poor);
  }
  // Cards this seat handed over by a seven pass are with the receiver (unless played since).
  for (const m of view.history) {
    if (m.type === 'seven-pass' && m.seat === me) for (const c of m.cards) if (!known.has(c)) fixed.set(c, m.to);
  }
  const deal = sampleDeal(
    {
      players,
      me,
      myHand: view.hand,
      handSizes: view.handSizes,
      unseen,
      voids: view.handSizes.map(() => new Set()),
      suitFor: () => null,
      fixed,
    },
    rng,
  );
  const titled = view.titles.every((t) => t !== null);
  const prevRanking = titled
    ? [...Array(players).keys()].sort(
        (a, b) => TITLE_ORDER.indexOf(view.titles[a]!) - TITLE_ORDER.indexOf(view.titles[b]!),
      )
    : null;
  const pile = pileEntries(view);
  return {
    ...template,
    round: view.round,
    dealer: view.dealer,
    phase: 'play',
    hands: deal.hands.map((h) => sortByStrength(h)),
    pile,
    discard: [...deal.rest],
    turn: view.turn ?? me,
    direction: view.direction,
    revolution: view.revolution,
    elevenBack: view.elevenBack,
    locked: suitMaskOf(view.lockedSuits),
    lastPlayer: pile.length ? pile[pile.length - 1]!.seat : -1,
    passed: [...view.passed],
    out: [...view.out],
    finished: [...view.finished],
    illegal: [...view.illegal],
    fallen: view.fallen ?? -1,
    prevRanking,
    exchange: [],
    scores: [...view.scores],
    history: [],
    results: [],
    winners: null,
    log: [],
    decisions: [],
    after: null,
  };
}

/** Strength of a card in the order in force (0 weakest … 12 strongest, jokers 13). */
function strengthNow(card: Card, reversed: boolean): number {
  const lv = cardLevel(card);
  return lv === 13 || !reversed ? lv : 12 - lv;
}

/** Would these cards, given or thrown away last, make an illegal finish? */
function illegalLastCards(cards: readonly Card[], rules: DaifugoView['rules'], reversed: boolean): boolean {
  if (!rules.illegalFinish) return false;
  return cards.some((c) => {
    const lv = cardLevel(c);
    return lv === 13 || lv === (reversed ? 0 : 12) || (rules.eightCut && lv === 5);
  });
}

/**
 * A seven pass or ten discard: the weakest cards in the order in force, as many as allowed —
 * but not all of them when that would be an illegal finish.
 */
export function chooseHandOver(
  hand: readonly Card[],
  count: number,
  rules: DaifugoView['rules'],
  reversed: boolean,
): Card[] {
  const byStrength = [...hand].sort(
    (a, b) => strengthNow(a, reversed) - strengthNow(b, reversed) || cardLevel(a) - cardLevel(b) || (a < b ? -1 : 1),
  );
  let k = Math.min(count, hand.length);
  if (k === hand.length && illegalLastCards(byStrength.slice(0, k), rules, reversed)) k--;
  return byStrength.slice(0, k);
}

/**
 * A queen bomber's rank: the one that costs the others most (unseen cards of a strong rank)
 * and this seat least (its own strong cards), throwing away its own weak cards gladly.
 */
export function chooseBomberRank(
  hand: readonly Card[],
  seen: ReadonlySet<Card>,
  reversed: boolean,
): (typeof LEVEL_RANKS)[number] {
  let best: (typeof LEVEL_RANKS)[number] = LEVEL_RANKS[0]!;
  let bestScore = -Infinity;
  LEVEL_RANKS.forEach((rank, lv) => {
    const mine = hand.filter((c) => c !== 'JK' && c !== 'BJ' && c !== 'LJ' && cardLevel(c) === lv).length;
    let gone = 0;
    for (const c of seen) if (c !== 'JK' && c !== 'BJ' && c !== 'LJ' && cardLevel(c) === lv) gone++;
    const theirs = 4 - mine - gone;
    const strength = (reversed ? 12 - lv : lv) / 12;
    const score = strength * (theirs - mine) + 0.5 * (1 - strength) * mine;
    if (score > bestScore) {
      bestScore = score;
      best = rank;
    }
  });
  return best;
}

/** The decision due in a state, made the quick way (for playouts). */
function decisionAction(s: DaifugoState): DaifugoAction {
  const d = s.decisions[0]!;
  const hand = s.hands[d.seat]!;
  const rev = s.revolution !== s.elevenBack;
  if (d.kind === 'queen-bomber') return { type: d.kind, seat: d.seat, rank: chooseBomberRank(hand, new Set(), rev) };
  return { type: d.kind, seat: d.seat, cards: chooseHandOver(hand, d.count, s.rules, rev) };
}

/** Fast playout policy: mostly the weakest legal play, sometimes a pass or a random play. */
function rolloutAction(s: DaifugoState, rng: Rng): DaifugoAction {
  if (s.decisions.length > 0) return decisionAction(s);
  const seat = s.turn;
  const plays = legalPlays(s.hands[seat]!, tableOf(s), s.rules);
  if (plays.length === 0) return { type: 'pass', seat };
  if (s.pile.length > 0 && rng.next() < 0.2) return { type: 'pass', seat };
  const p =
    rng.next() < 0.25
      ? rng.pick(plays)
      : plays.reduce((a, b) =>
          levelOf(b) < levelOf(a) || (levelOf(b) === levelOf(a) && b.cards.length > a.cards.length) ? b : a,
        );
  const a: DaifugoAction = { type: 'play', seat, cards: p.cards, form: p.form };
  if (p.low !== undefined) a.low = p.low;
  return a;
}

function levelOf(p: { cards: readonly Card[]; rank: string }): number {
  return p.rank === 'joker' ? 13 : LEVEL_RANKS.indexOf(p.rank as (typeof LEVEL_RANKS)[number]);
}

function finishDaifugo(s: DaifugoState, me: Seat, rng: Rng): { value: number; observe: number } {
  const n = s.players;
  for (let guard = 0; guard < 500 && s.results.length === 0 && s.phase === 'play'; guard++) {
    if (applyInPlace(s, rolloutAction(s, rng)) !== null) break;
  }
  const r = s.results[0];
  if (!r) return { value: 0.5, observe: 0 };
  const place = r.ranking.indexOf(me);
  return { value: (n - 1 - place) / (n - 1), observe: place === 0 ? 1 : 0 };
}

function playDecision(req: Req): BotResponse<DaifugoAction> {
  const { view } = req;
  // each distinct play once, as the core lists it (the legal list also offers the other jokers)
  const legal = req.legal.filter((a) => isCorePlay(a, view.hand));
  if (legal.length === 1) {
    const a = legal[0]!;
    return {
      action: a,
      why: a.type === 'pass' ? { kind: 'nothing-beats' } : { kind: 'only-legal' },
      hint: a.type === 'pass' ? 'Pass: nothing in your hand beats the pile.' : 'The only legal play.',
    };
  }
  const budget = BUDGETS[req.level];
  const me = view.seat!;
  const template = daifugoUndealt({ ruleSet: req.ruleSet, seed: 'mc' }, view.rules);
  const spec: SearchSpec<DaifugoState, DaifugoAction> = {
    game: daifugoGame,
    seat: me,
    determinize: (rng) => determinizeDaifugo(view, template, rng),
    finish: (s, rng) => finishDaifugo(s, me, rng),
  };
  const key = (a: DaifugoAction) => (a.type === 'play' ? Math.max(...a.cards.map(cardLevel)) * 8 + a.cards.length : -1);
  const cands = spread(legal, budget.maxCandidates, key);
  if (!cands.some((a) => a.type === 'pass')) {
    const pass = legal.find((a) => a.type === 'pass');
    if (pass) cands.push(pass);
  }
  const r = searchMoves(spec, cands, budget, deriveSeed(req.seed, 'play'));
  const a = r.action;
  const place = r.values[r.index]!;
  const expected = Math.round((1 - place) * (view.players - 1)) + 1;
  const what = a.type === 'pass' ? 'Pass' : `Play ${a.type === 'play' ? a.cards.map(cardLabel).join(' ') : ''}`;
  return {
    action: a,
    why: { kind: 'finish-average', place: expected, players: view.players, samples: r.samples },
    hint: `${what}: best average finish (about place ${expected} of ${view.players}) over ${r.samples} sampled deals.`,
    mistakes: mistakesOf(r, cands, {
      label: (m) =>
        m.type === 'pass' ? 'Passing' : `Playing ${m.type === 'play' ? m.cards.map(cardLabel).join(' ') : ''}`,
      cost: (d) => `${(d * (view.players - 1)).toFixed(1)} of a place`,
      margin: 0.1,
      trick: false,
    }),
  };
}

export function decideDaifugo(req: Req): BotResponse<DaifugoAction> {
  const { view, legal } = req;
  if (legal.length === 0) throw new Error('no legal action');
  const d = view.decision;
  if (d !== null && d.seat === view.seat) {
    if (d.kind === 'queen-bomber') {
      const seen = new Set<Card>(
        view.history.flatMap((m) =>
          m.type === 'play' || m.type === 'ten-discard' ? m.cards : m.type === 'queen-bomber' ? m.thrown.flat() : [],
        ),
      );
      const rank = chooseBomberRank(view.hand, seen, view.reversed);
      const action = legal.find((a) => a.type === 'queen-bomber' && a.rank === rank) ?? legal[0]!;
      return {
        action,
        why: { kind: 'name-rank' },
        hint: `Name the ${rank}s: the others are likely to hold strong ones, and you few.`,
      };
    }
    const cards = chooseHandOver(view.hand, d.count, view.rules, view.reversed);
    const key = [...cards].sort().join();
    const action =
      legal.find((a) => a.type === d.kind && 'cards' in a && [...a.cards].sort().join() === key) ?? legal[0]!;
    const verb = d.kind === 'seven-pass' ? 'Hand over' : 'Throw away';
    return {
      action,
      why: cards.length ? { kind: 'give-weakest' } : { kind: 'nothing-to-hand' },
      hint: cards.length
        ? `${verb} ${cards.map(cardLabel).join(' ')}: your weakest cards.`
        : `${verb} nothing: your last cards would make an illegal finish.`,
    };
  }
  if (view.phase === 'exchange') {
    const gives = legal.filter((a): a is Extract<DaifugoAction, { type: 'give' }> => a.type === 'give');
    const count = gives[0]!.cards.length;
    const weakest = sortByStrength(view.hand).slice(0, count);
    const action =
      gives.find((g) => g.cards.length === count && weakest.every((c) => g.cards.includes(c))) ?? gives[0]!;
    return {
      action,
      why: { kind: 'give-weakest' },
      hint: `Give ${weakest.map(cardLabel).join(' ')}: your weakest cards.`,
    };
  }
  return playDecision(req);
}

/** Daifugō's bot module (found by its engine folder). No sides; a hand is one round. */
export default defineBot<DaifugoView, DaifugoAction, DaifugoState>({
  folder: 'daifugo',
  decide: decideDaifugo,
  selfPlay: {
    declaringSide: () => null,
    outcome: (s) => {
      const r = s.results[0]!;
      return { deltas: r.delta, declarers: [r.ranking[0]!], declarerWon: true };
    },
    handOver: (s, start) => s.phase === 'gameOver' || s.results.length > 0 || s.round !== start.round,
  },
});
