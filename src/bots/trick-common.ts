/**
 * Helpers shared by the trick-taking bots: the cards a seat has not seen, the suits other
 * players have shown to be void in (failure to follow), a seeded constrained deal of the
 * unseen cards, the hand-of-tricks state rebuilt from a view, and simple hand evaluation.
 */
import { isJoker, RANK_VALUE, rankOf, suitOf, SUITS, type Card, type Suit } from '../engine/cards.ts';
import type { Seat } from '../engine/game.ts';
import type { Rng } from '../engine/rng.ts';
import type { CompletedTrick, TrickHand, TrickPlay } from '../engine/trick/index.ts';
import type { BotResponse, HintWhy } from './types.ts';

export interface SeenTricks {
  completed: readonly CompletedTrick[];
  current: readonly TrickPlay[];
}

/** Every card that has been played so far. */
export function playedCards(t: SeenTricks): Card[] {
  return [...t.completed.flatMap((x) => x.plays.map((p) => p.card)), ...t.current.map((p) => p.card)];
}

/**
 * Suits each seat has shown it lacks: a follower whose card did not follow the suit to
 * follow (and is not a card that may be played on any turn) holds no card of that suit.
 * `follow(plays, trickNo)` gives the suit to follow for a trick's plays (null: nothing to follow).
 */
export function inferVoids(
  players: number,
  t: SeenTricks,
  follow: (plays: readonly TrickPlay[], trickNo: number) => Suit | null,
  suitFor: (card: Card) => Suit | null,
  isFree: (card: Card) => boolean,
): Set<Suit>[] {
  const voids = Array.from({ length: players }, () => new Set<Suit>());
  const tricks = [...t.completed.map((x) => x.plays), t.current];
  for (const [i, plays] of tricks.entries()) {
    if (plays.length < 2) continue;
    const led = follow(plays, i + 1);
    if (led === null) continue;
    for (const p of plays.slice(1)) {
      if (isFree(p.card)) continue;
      if (suitFor(p.card) !== led) voids[p.seat]!.add(led);
    }
  }
  return voids;
}

export interface DealSpec {
  players: number;
  me: Seat;
  myHand: readonly Card[];
  /** Cards still held by each seat now. */
  handSizes: readonly number[];
  /** Unseen cards: deck minus everything the seat has seen. */
  unseen: readonly Card[];
  voids: readonly Set<Suit>[];
  suitFor: (card: Card) => Suit | null;
  /** Cards whose holder is known. */
  fixed?: ReadonlyMap<Card, Seat>;
  /** Cards known to be in some hand (not among the unseen rest: widow, discards, stock). */
  inSomeHand?: ReadonlySet<Card>;
  /** Seats that certainly do not hold a card. */
  notWith?: ReadonlyMap<Card, readonly Seat[]>;
}

/**
 * Deal the unseen cards to the other seats (by their hand sizes) and the rest pile,
 * respecting voids and known holders. Tries a few seeded attempts, then relaxes voids.
 */
export function sampleDeal(spec: DealSpec, rng: Rng): { hands: Card[][]; rest: Card[] } {
  for (let attempt = 0; attempt < 12; attempt++) {
    const r = tryDeal(spec, rng, attempt < 8);
    if (r) return r;
  }
  return tryDeal({ ...spec, voids: spec.voids.map(() => new Set()) }, rng, false)!;
}

function tryDeal(spec: DealSpec, rng: Rng, strict: boolean): { hands: Card[][]; rest: Card[] } | null {
  const { players, me } = spec;
  const hands: Card[][] = Array.from({ length: players }, (_, s) => (s === me ? [...spec.myHand] : []));
  const cap = spec.handSizes.map((n, s) => (s === me ? 0 : n));
  let restCap = spec.unseen.length - cap.reduce((a, b) => a + b, 0);
  const rest: Card[] = [];
  const pool: Card[] = [];
  for (const c of spec.unseen) {
    const f = spec.fixed?.get(c);
    if (f !== undefined && f !== me && cap[f]! > 0) {
      hands[f]!.push(c);
      cap[f]!--;
    } else pool.push(c);
  }
  const eligible = (c: Card): Seat[] => {
    const s = spec.suitFor(c);
    const bad = spec.notWith?.get(c);
    const out: Seat[] = [];
    for (let p = 0; p < players; p++) {
      if (p === me || cap[p]! <= 0) continue;
      if (strict && s !== null && spec.voids[p]!.has(s)) continue;
      if (bad?.includes(p)) continue;
      out.push(p);
    }
    return out;
  };
  // Most constrained cards first, random order within.
  const shuffled = rng.shuffle(pool);
  const keyed = shuffled.map((c) => ({ c, k: eligible(c).length + (spec.inSomeHand?.has(c) ? 0 : 0.5) }));
  keyed.sort((a, b) => a.k - b.k);
  for (const { c } of keyed) {
    const seats = eligible(c);
    const canRest = restCap > 0 && !spec.inSomeHand?.has(c);
    const total = seats.reduce((a, p) => a + cap[p]!, 0) + (canRest ? restCap : 0);
    if (total === 0) {
      if (strict) return null;
      // relaxed: put it anywhere with room
      const any = [...cap.keys()].find((p) => p !== me && cap[p]! > 0);
      if (any !== undefined) {
        hands[any]!.push(c);
        cap[any]!--;
      } else {
        rest.push(c);
        restCap--;
      }
      continue;
    }
    let x = rng.int(total);
    let placed = false;
    for (const p of seats) {
      if (x < cap[p]!) {
        hands[p]!.push(c);
        cap[p]!--;
        placed = true;
        break;
      }
      x -= cap[p]!;
    }
    if (!placed) {
      rest.push(c);
      restCap--;
    }
  }
  if (cap.some((n) => n !== 0)) return null;
  return { hands, rest };
}

/** The hand-of-tricks core state rebuilt from public trick history and sampled hands. */
export function rebuildTrickHand(
  hands: Card[][],
  t: SeenTricks & { leader: Seat; calls?: Record<string, boolean> },
  points: readonly number[],
  totalTricks: number,
): TrickHand {
  const taken: Card[][] = hands.map(() => []);
  for (const tr of t.completed) taken[tr.winner]!.push(...tr.plays.map((p) => p.card));
  return {
    players: hands.length,
    hands,
    leader: t.leader,
    current: t.current.map((p) => ({ ...p })),
    calls: { ...(t.calls ?? {}) },
    completed: t.completed.map((c) => ({ ...c, plays: c.plays.map((p) => ({ ...p })) })),
    taken,
    points: [...points],
    totalTricks,
  };
}

/**
 * Leader of the trick in progress, seen by the seat to act (`me`): the first player of the
 * current trick, or `me` when the trick is still empty (it is my turn, so I lead).
 */
export function currentLeader(t: SeenTricks, me: Seat): Seat {
  return t.current.length > 0 ? t.current[0]!.seat : me;
}

/** Plain rank value 2..14 (jokers 15). */
export function rankValue(card: Card): number {
  return isJoker(card) ? 15 : RANK_VALUE[rankOf(card)!];
}

/** Cards of each suit in a hand. */
export function suitCounts(hand: readonly Card[]): Record<Suit, number> {
  const n: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const c of hand) {
    const s = suitOf(c);
    if (s) n[s]++;
  }
  return n;
}

/** The longest suit (ties: canonical order). */
export function longestSuit(hand: readonly Card[], strength = (_c: Card) => 0): Suit {
  const n = suitCounts(hand);
  let best: Suit = 'S';
  let bestV = -1;
  for (const s of SUITS) {
    const v = n[s] * 10 + hand.filter((c) => suitOf(c) === s).reduce((a, c) => a + strength(c), 0) / 10;
    if (v > bestV) {
      bestV = v;
      best = s;
    }
  }
  return best;
}

/** Discard `count` cards: the lowest `keep` scores first. */
export function lowestBy(cards: readonly Card[], count: number, keep: (c: Card) => number): Card[] {
  return [...cards]
    .map((c, i) => ({ c, v: keep(c), i }))
    .sort((a, b) => a.v - b.v || a.i - b.i)
    .slice(0, count)
    .map((x) => x.c);
}

/** A stable 32-bit hash of a string (FNV-1a), to seed decisions from a view. */
export function hashString(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** At most `k` items, evenly spread over the list sorted by `key` (lowest and highest kept). */
export function spread<T>(items: readonly T[], k: number, key: (x: T) => number): T[] {
  if (items.length <= k) return [...items];
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const out: T[] = [];
  for (let i = 0; i < k; i++) out.push(sorted[Math.round((i * (sorted.length - 1)) / (k - 1))]!);
  return [...new Set(out)];
}

/** What a fast playout needs of a variant's trick rules (engine functions, simplified calls). */
export interface FastTrickRules {
  legal(hand: readonly Card[], plays: readonly TrickPlay[], trickNo: number): Card[];
  /** Index into `plays` of the winner of a complete trick. */
  winner(plays: readonly TrickPlay[], trickNo: number): number;
  points(card: Card): number;
  /** The suit a leader names with a card that names one (suitless lead), else undefined. */
  declare?(card: Card, trickNo: number, hand: readonly Card[]): Suit | undefined;
}

export interface PlayoutResult {
  points: number[];
  /** Winner of each trick of the hand (completed ones included). */
  winners: Seat[];
}

/**
 * Play the rest of a hand of tricks fast (no cloning of game states): each player plays a
 * card that wins the trick cheaply when it can (sometimes), else its lowest legal card, with
 * some randomness. Does not modify `t`.
 */
export function fastPlayout(
  t: TrickHand,
  rules: FastTrickRules,
  rng: Rng,
  randomness = 0.3,
  endgame?: Endgame,
  team?: (seat: Seat) => boolean,
): PlayoutResult {
  const n = t.players;
  const hands = t.hands.map((h) => [...h]);
  const points = [...t.points];
  const winners = t.completed.map((c) => c.winner);
  let current: TrickPlay[] = t.current.map((p) => ({ ...p }));
  let leader = t.leader;
  let trickNo = t.completed.length + 1;
  while (trickNo <= t.totalTricks) {
    if (endgame && t.totalTricks - trickNo + 1 <= endgame.tricks) {
      return solveEndgame(
        { hands, points, winners, current, leader, trickNo, total: t.totalTricks, n },
        rules,
        endgame,
      );
    }
    const seat = (leader + current.length) % n;
    const hand = hands[seat]!;
    if (hand.length === 0) break;
    const legal = rules.legal(hand, current, trickNo);
    const cards = legal.length > 0 ? legal : hand;
    let card: Card;
    if (cards.length === 1 || rng.next() < randomness) card = rng.pick(cards);
    else if (team && current.length > 0) card = teamFollow(cards, current, seat, trickNo, n, rules, team, rng);
    else if (current.length === 0) {
      // lead: the highest card with probability 1/2, else the lowest
      const sorted = [...cards].sort((a, b) => rankValue(a) - rankValue(b));
      card = rng.next() < 0.5 ? sorted[sorted.length - 1]! : sorted[0]!;
    } else {
      const sorted = [...cards].sort((a, b) => rankValue(a) - rankValue(b));
      card = sorted[0]!;
      if (current.length === n - 1) {
        // last to play: the cheapest card that wins, if any
        for (const c of sorted) {
          if (rules.winner([...current, { seat, card: c }], trickNo) === n - 1) {
            card = c;
            break;
          }
        }
      } else {
        const top = sorted[sorted.length - 1]!;
        if (rules.winner([...current, { seat, card: top }], trickNo) === current.length && rng.next() < 0.5) card = top;
      }
    }
    hand.splice(hand.indexOf(card), 1);
    const play: TrickPlay = { seat, card };
    if (current.length === 0) {
      const d = rules.declare?.(card, trickNo, hand);
      if (d) play.declared = d;
    }
    current.push(play);
    if (current.length === n) {
      const w = current[rules.winner(current, trickNo)]!.seat;
      for (const p of current) points[w] += rules.points(p.card);
      winners.push(w);
      leader = w;
      current = [];
      trickNo++;
    }
  }
  return { points, winners };
}

/** Share of random moves in the `strong` level's side-aware playouts. */
export const SMART_RANDOMNESS = 0.15;

/**
 * A follower that plays for its side (`team(seat)`: the declaring side in this sampled deal):
 * when a partner is winning the trick it does not overtake (lowest card; the last to play
 * throws its richest card to the partner's trick), when an opponent is winning it wins as
 * cheaply as it can if it is the last to play (or, earlier, sometimes with its top card), and
 * otherwise it sheds its lowest card that carries no points.
 */
function teamFollow(
  cards: readonly Card[],
  current: readonly TrickPlay[],
  seat: Seat,
  trickNo: number,
  n: number,
  rules: FastTrickRules,
  team: (seat: Seat) => boolean,
  rng: Rng,
): Card {
  const last = current.length === n - 1;
  const leading = current[rules.winner(current, trickNo)]!.seat;
  // cheapest first: no points before points, then by rank
  const cheap = [...cards].sort((a, b) => rules.points(a) - rules.points(b) || rankValue(a) - rankValue(b));
  const wins = (c: Card) => rules.winner([...current, { seat, card: c }], trickNo) === current.length;
  if (team(leading) === team(seat)) {
    if (!last) {
      const under = cheap.find((c) => !wins(c));
      return under ?? cheap[0]!;
    }
    // last: the partner's trick is ours; give it the richest card that does not waste a winner
    const rich = [...cards].sort((a, b) => rules.points(b) - rules.points(a) || rankValue(a) - rankValue(b));
    return rules.points(rich[0]!) > 0 ? rich[0]! : cheap[0]!;
  }
  if (last) {
    const winning = [...cards].sort((a, b) => rankValue(a) - rankValue(b)).find(wins);
    const pts = current.reduce((a, p) => a + rules.points(p.card), 0);
    if (winning && (pts > 0 || rules.points(winning) > 0 || rng.next() < 0.5)) return winning;
    return cheap[0]!;
  }
  const top = [...cards].sort((a, b) => rankValue(b) - rankValue(a))[0]!;
  if (wins(top) && rng.next() < 0.6) return top;
  return cheap[0]!;
}

/**
 * Exact play of the last tricks: every player chooses the card that is best for its side
 * (the declaring side maximises `value`, the others minimise it), all hands open — the
 * sampled deal is a full deal. Used by the playouts for the last `tricks` tricks.
 */
/** Tricks solved exactly at the end of a playout (all hands open in the sampled deal). */
export const ENDGAME_TRICKS = 2;

/**
 * The exact finish: when a decision has at most this many tricks left (the current one
 * included), `normal` and `strong` solve the whole rest of each sampled deal exactly instead of
 * playing it out — every seat plays its side's best in that (sampled, fully known) deal.
 */
export const EXACT_FINISH_TRICKS = 3;

/** Tricks the playouts of a decision solve exactly, from the level and the tricks left. */
export function exactTricks(level: 'easy' | 'normal' | 'strong', tricksLeft: number): number {
  return level !== 'easy' && tricksLeft <= EXACT_FINISH_TRICKS ? Math.max(tricksLeft, ENDGAME_TRICKS) : ENDGAME_TRICKS;
}

export interface Endgame {
  tricks: number;
  /** True for seats of the declaring side (in this sampled deal). */
  side(seat: Seat): boolean;
  /** The declaring side's objective from points and trick winners (higher is better for it). */
  value(points: readonly number[], winners: readonly Seat[]): number;
}

interface EndState {
  hands: Card[][];
  points: number[];
  winners: Seat[];
  current: TrickPlay[];
  leader: Seat;
  trickNo: number;
  total: number;
  n: number;
}

export function solveEndgame(st: EndState, rules: FastTrickRules, eg: Endgame): PlayoutResult {
  const best = search(st, rules, eg);
  return { points: best.points, winners: best.winners };
}

/** Minimax with alpha-beta cuts (fail-soft: the value at the root, searched with the full window, is exact). */
function search(
  st: EndState,
  rules: FastTrickRules,
  eg: Endgame,
  alpha = -Infinity,
  beta = Infinity,
): { v: number; points: number[]; winners: Seat[] } {
  if (st.trickNo > st.total) return { v: eg.value(st.points, st.winners), points: st.points, winners: st.winners };
  const seat = (st.leader + st.current.length) % st.n;
  const hand = st.hands[seat]!;
  if (hand.length === 0) return { v: eg.value(st.points, st.winners), points: st.points, winners: st.winners };
  const legal = rules.legal(hand, st.current, st.trickNo);
  const cards = legal.length > 0 ? legal : hand;
  const maximise = eg.side(seat);
  let best: { v: number; points: number[]; winners: Seat[] } | null = null;
  for (const card of cards) {
    const hands = st.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
    const play: TrickPlay = { seat, card };
    if (st.current.length === 0) {
      const d = rules.declare?.(card, st.trickNo, hands[seat]!);
      if (d) play.declared = d;
    }
    const current = [...st.current, play];
    let next: EndState;
    if (current.length === st.n) {
      const w = current[rules.winner(current, st.trickNo)]!.seat;
      const points = [...st.points];
      for (const p of current) points[w] += rules.points(p.card);
      next = { ...st, hands, points, winners: [...st.winners, w], current: [], leader: w, trickNo: st.trickNo + 1 };
    } else next = { ...st, hands, current };
    const r = search(next, rules, eg, alpha, beta);
    if (!best || (maximise ? r.v > best.v : r.v < best.v)) best = r;
    if (maximise) alpha = Math.max(alpha, best.v);
    else beta = Math.min(beta, best.v);
    if (alpha >= beta) break;
  }
  return best!;
}

/** Points taken by one side: the sum over the seats `side` says are on it. */
export function sideTotal(points: readonly number[], side: (seat: Seat) => boolean): number {
  return points.reduce((a, p, x) => a + (side(x) ? p : 0), 0);
}

/**
 * A deal of the unseen cards before any card is played (a bid simulation): nothing has
 * been seen yet, so no seat is known to be void and no card's holder is known.
 */
export function sampleFreshDeal(
  players: number,
  me: Seat,
  myHand: readonly Card[],
  handSizes: readonly number[],
  unseen: readonly Card[],
  rng: Rng,
): { hands: Card[][]; rest: Card[] } {
  return sampleDeal(
    { players, me, myHand, handSizes, unseen, voids: handSizes.map(() => new Set()), suitFor: suitOf },
    rng,
  );
}

/**
 * The bid whose simulated average (`ev`, by the bid's `key`) is the highest above `floor` (the
 * first of equal ones), with that average; null when none is above it. A bid not simulated is
 * passed over.
 */
export function bestAverage<B, K>(
  bids: readonly B[],
  ev: ReadonlyMap<K, number>,
  key: (bid: B) => K,
  floor = 0,
): { bid: B; value: number } | null {
  let best: { bid: B; value: number } | null = null;
  for (const b of bids) {
    const v = ev.get(key(b));
    if (v !== undefined && v > (best?.value ?? floor)) best = { bid: b, value: v };
  }
  return best;
}

/** Pass: no bid scores on average over the simulated deals. */
export function passOnAverage<A>(pass: A): BotResponse<A> {
  return { action: pass, why: { kind: 'pass-average' }, hint: 'Pass: no bid scores on average over simulated deals.' };
}

/**
 * Play a simulated hand from its first lead for a bid: `me` declares, its partner is the
 * holder of `partnerCard` (none when `me` holds it, it is in no hand, or it is null); the
 * playout is fast, exact at the end. Returns the partner and the points `me`'s side takes.
 */
export function playOutBid(
  hands: Card[][],
  me: Seat,
  partnerCard: Card | null,
  leader: Seat,
  totalTricks: number,
  rules: FastTrickRules,
  rng: Rng,
): { partner: Seat | null; points: number } {
  const holder = partnerCard ? hands.findIndex((h) => h.includes(partnerCard)) : -1;
  const partner = holder >= 0 && holder !== me ? holder : null;
  const side = (x: Seat) => x === me || x === partner;
  const t = rebuildTrickHand(
    hands,
    { completed: [], current: [], leader },
    hands.map(() => 0),
    totalTricks,
  );
  return { partner, points: sideTotal(playOutForSide(t, rules, rng, side).points, side) };
}

/**
 * Finish a hand of tricks fast for `side`: the last `exact` ({@link ENDGAME_TRICKS} unless the
 * decision is in its exact finish, {@link exactTricks}) tricks solved exactly for the side's points. `smart` playouts play for their side (less randomness, no
 * overtaking a partner, points thrown onto a partner's trick).
 */
export function playOutForSide(
  t: TrickHand,
  rules: FastTrickRules,
  rng: Rng,
  side: (seat: Seat) => boolean,
  smart = false,
  exact = ENDGAME_TRICKS,
): PlayoutResult {
  return fastPlayout(
    t,
    rules,
    rng,
    smart ? SMART_RANDOMNESS : 0.3,
    { tricks: exact, side, value: (pts) => sideTotal(pts, side) },
    smart ? side : undefined,
  );
}

/** A variant's rule functions over a trick's cards, with a context from its plays and number. */
export interface CardFastRules<C> {
  context(plays: readonly TrickPlay[], trickNo: number): C;
  legal(hand: readonly Card[], cards: readonly Card[], ctx: C): Card[];
  winner(cards: readonly Card[], ctx: C): number;
  points(card: Card): number;
  declare?: FastTrickRules['declare'];
}

/** The playouts' rules from rule functions over cards (as the engine's `overCards` does for games). */
export function fastOverCards<C>(rules: CardFastRules<C>): FastTrickRules {
  const cards = (plays: readonly TrickPlay[]) => plays.map((p) => p.card);
  const out: FastTrickRules = {
    legal: (hand, plays, trickNo) => rules.legal(hand, cards(plays), rules.context(plays, trickNo)),
    winner: (plays, trickNo) => rules.winner(cards(plays), rules.context(plays, trickNo)),
    points: rules.points,
  };
  if (rules.declare) out.declare = rules.declare;
  return out;
}

/**
 * Why a searched card was chosen, from the share of sampled deals in which it wins the
 * trick: `takes` follows a likely win (" and takes 2 heads"), `low` says what a likely loss
 * does, and `average` follows the case in between (by default " over N sampled deals").
 */
/** The reason `playReason` words, as data (same thresholds). */
export function playWhy(win: number, samples: number, scores = false): HintWhy {
  if (win >= 0.8) return { kind: 'wins', percent: Math.round(win * 100), samples, wins: Math.round(win * samples) };
  // a card that scores is never "given up cheaply" (review C4: a head handed to the declarer)
  const lost = Math.round((1 - win) * samples);
  if (win <= 0.2) return scores ? { kind: 'loses', lost, samples } : { kind: 'low', lost, samples };
  return { kind: 'average', samples };
}

export function playReason(
  label: string,
  win: number,
  samples: number,
  o: { takes?: string; low: string; average?: string; scores?: boolean },
): string {
  if (win >= 0.8)
    return `${label} wins this trick in ${Math.round(win * samples)} of the ${samples} deals the computer tried${o.takes ?? ''}`;
  if (win <= 0.2 && o.scores)
    return `${label} loses this trick in ${Math.round((1 - win) * samples)} of the ${samples} deals the computer tried; the other cards did worse on average`;
  if (win <= 0.2) return `${label} ${o.low}`;
  return `${label} gave the best average result${o.average ?? ` over ${samples} sampled deals`}`;
}

/**
 * Who is on the viewer's side, as far as its view tells: `side(seat)` is true (the viewer's
 * side), false (the other side) or null (not known yet — e.g. the called partner is still
 * hidden). `partner` is the declarer's partner when the view knows it (null: the declarer
 * plays alone), `'unknown'` when it does not; `iKnowMySide` is false only while the viewer
 * itself may still turn out to be the partner (Mighty's first-trick friend).
 */
export function knownSides(
  me: Seat,
  declarer: Seat,
  partner: Seat | null | 'unknown',
  iKnowMySide = true,
): (seat: Seat) => boolean | null {
  // Not the declarer and not told it is the partner: the viewer defends (a partner is told).
  const mine = me === declarer ? true : partner === 'unknown' ? (iKnowMySide ? false : null) : me === partner;
  const declaring = (x: Seat): boolean | null => (x === declarer ? true : partner === 'unknown' ? null : x === partner);
  return (x) => {
    if (x === me) return true;
    const d = declaring(x);
    return d === null || mine === null ? null : d === mine;
  };
}

/** What the sound-play rules need of a card decision (all public or the viewer's own). */
export interface SoundPlayInput {
  me: Seat;
  players: number;
  /** The trick in progress (empty: the viewer leads). */
  current: readonly TrickPlay[];
  trickNo: number;
  rules: FastTrickRules;
  side: (seat: Seat) => boolean | null;
  /** Suits each seat has shown it lacks. */
  voids: readonly Set<Suit>[];
  trump: Suit | null;
  suitFor: (card: Card) => Suit | null;
  /** Every trick counts (Nap), not only the point cards in it. */
  countsTricks?: boolean;
}

export type SoundRule = 'no-overtake' | 'cover' | 'lead-to-void';

/**
 * Signal-free rules of sound partnership play, from what the viewer knows (the sides it
 * knows, the trick so far, shown voids); each narrows the cards to choose from, or leaves
 * them all (`rule` null) when it does not apply or would leave nothing:
 * - `no-overtake`: a partner is winning the trick and every seat still to play is on the
 *   viewer's side → keep the cards that do not take the trick from the partner;
 * - `cover`: an opponent is beating a card a partner played to a trick worth taking (it holds
 *   points, or every trick counts) and every seat still to play is on the viewer's side →
 *   keep the cards that win it;
 * - `lead-to-void`: leading, with a trump suit → keep the cards of the suits a partner has
 *   shown void in (and not void in trumps: it can ruff) while no seat that may be an
 *   opponent has shown void in them (no over-ruff) — e.g. the declarer's partner leads a
 *   suit the declarer lacks.
 */
export function soundCards(cards: readonly Card[], p: SoundPlayInput): { cards: Card[]; rule: SoundRule | null } {
  const none = { cards: [...cards], rule: null };
  if (cards.length < 2) return none;
  const { current, me, players, rules, side, trickNo } = p;
  if (current.length === 0) {
    const trump = p.trump;
    if (trump === null) return none;
    const others = [...Array(players).keys()].filter((x) => x !== me);
    const partners = others.filter((x) => side(x) === true);
    const ruff = (s: Suit) =>
      s !== trump &&
      partners.some((x) => p.voids[x]!.has(s) && !p.voids[x]!.has(trump)) &&
      !others.some((x) => side(x) !== true && p.voids[x]!.has(s));
    const keep = cards.filter((c) => {
      const s = p.suitFor(c);
      return s !== null && ruff(s);
    });
    return keep.length > 0 && keep.length < cards.length ? { cards: keep, rule: 'lead-to-void' } : none;
  }
  const after = Array.from({ length: players - 1 - current.length }, (_, i) => (me + 1 + i) % players);
  if (!after.every((x) => side(x) === true)) return none;
  const leading = current[rules.winner(current, trickNo)]!.seat;
  const wins = (c: Card) => rules.winner([...current, { seat: me, card: c }], trickNo) === current.length;
  if (side(leading) === true) {
    const keep = cards.filter((c) => !wins(c));
    return keep.length > 0 && keep.length < cards.length ? { cards: keep, rule: 'no-overtake' } : none;
  }
  if (side(leading) === false && current.some((x) => side(x.seat) === true)) {
    const worth = p.countsTricks === true || current.some((x) => rules.points(x.card) > 0);
    if (!worth) return none;
    const keep = cards.filter(wins);
    return keep.length > 0 && keep.length < cards.length ? { cards: keep, rule: 'cover' } : none;
  }
  return none;
}
