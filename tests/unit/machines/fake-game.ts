/**
 * A tiny scripted trick game implementing Game<S, A, V>, for testing the flow machines and
 * the generic bots without the real engines. Two or three players, five (or seven) cards:
 * auction (one call each; all pass → the dealer redeals once, after which the last caller
 * must bid), partner card, exchange of one widow card, tricks, hand over, game over after
 * `rounds` hands.
 */
import type { Game, GameSetup, Outcome, Seat } from '../../../src/engine/game.ts';
import { Rng, deriveSeed } from '../../../src/engine/rng.ts';

export type MiniPhase = 'auction' | 'deal' | 'partner' | 'exchange' | 'play' | 'handOver' | 'gameOver';

export type MiniAction =
  | { type: 'bid'; seat: Seat }
  | { type: 'pass'; seat: Seat }
  | { type: 'deal'; seat: Seat }
  | { type: 'partner'; seat: Seat; card: string }
  | { type: 'discard'; seat: Seat; card: string }
  | { type: 'play'; seat: Seat; card: string }
  | { type: 'next-hand'; seat: Seat };

export interface MiniState {
  seed: string;
  players: number;
  rounds: number;
  hand: number;
  redeals: number;
  dealer: Seat;
  phase: MiniPhase;
  hands: string[][];
  widow: string[];
  calls: number;
  declarer: Seat | null;
  partnerCard: string | null;
  trick: { seat: Seat; card: string }[];
  leader: Seat;
  turn: Seat;
  tricksWon: number[];
  totals: number[];
  log: MiniAction[];
}

export interface MiniView {
  seat: Seat | null;
  phase: MiniPhase;
  hand: string[];
  handSizes: number[];
  widow: string[] | null;
  declarer: Seat | null;
  partnerCard: string | null;
  trick: { seat: Seat; card: string }[];
  tricksWon: number[];
  totals: number[];
  hand_no: number;
}

const RANK: Record<string, number> = { A: 3, K: 2, Q: 1 };
const deckFor = (players: number) =>
  players === 2 ? ['SA', 'SK', 'SQ', 'HA', 'HK'] : ['SA', 'SK', 'SQ', 'HA', 'HK', 'HQ', 'DA'];

function deal(s: MiniState): MiniState {
  const rng = new Rng(deriveSeed(s.seed, s.hand, s.redeals));
  const deck = rng.shuffle(deckFor(s.players));
  const hands = Array.from({ length: s.players }, (_, i) => deck.slice(i * 2, i * 2 + 2).sort());
  return {
    ...s,
    hands,
    widow: deck.slice(s.players * 2),
    phase: 'auction',
    calls: 0,
    declarer: null,
    partnerCard: null,
    trick: [],
    tricksWon: Array.from({ length: s.players }, () => 0),
    turn: (s.dealer + 1) % s.players,
  };
}

function legal(s: MiniState, seat: Seat): MiniAction[] {
  if (s.phase === 'gameOver' || seat !== s.turn) return [];
  switch (s.phase) {
    case 'auction': {
      const lastCaller = s.calls === s.players - 1;
      const out: MiniAction[] = [{ type: 'bid', seat }];
      if (!(lastCaller && s.redeals > 0)) out.push({ type: 'pass', seat });
      return out;
    }
    case 'deal':
      return [{ type: 'deal', seat }];
    case 'partner': {
      const mine = new Set(s.hands[seat]);
      return deckFor(s.players)
        .filter((c) => !mine.has(c))
        .slice(0, 2)
        .map((card) => ({ type: 'partner', seat, card }));
    }
    case 'exchange':
      return [...s.hands[seat]!, ...s.widow].sort().map((card) => ({ type: 'discard', seat, card }));
    case 'play': {
      const hand = s.hands[seat]!;
      const led = s.trick[0]?.card[0];
      const follow = led ? hand.filter((c) => c[0] === led) : [];
      return (follow.length ? follow : hand).map((card) => ({ type: 'play', seat, card }));
    }
    case 'handOver':
      return [{ type: 'next-hand', seat }];
  }
}

function same(a: MiniAction, b: MiniAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function step(s0: MiniState, a: MiniAction): MiniState {
  const s: MiniState = { ...s0, log: [...s0.log, a] };
  const next = (seat: Seat) => (seat + 1) % s.players;
  switch (a.type) {
    case 'bid':
      return { ...s, declarer: a.seat, phase: 'partner', turn: a.seat };
    case 'pass': {
      const calls = s.calls + 1;
      if (calls === s.players) return { ...s, calls, phase: 'deal', turn: s.dealer };
      return { ...s, calls, turn: next(a.seat) };
    }
    case 'deal':
      return deal({ ...s, redeals: s.redeals + 1 });
    case 'partner':
      return { ...s, partnerCard: a.card, phase: 'exchange' };
    case 'discard': {
      const all = [...s.hands[a.seat]!, ...s.widow].filter((c) => c !== a.card).sort();
      const hands = s.hands.map((h, i) => (i === a.seat ? all.slice(0, 2) : h));
      return { ...s, hands, widow: [...all.slice(2), a.card], phase: 'play', leader: a.seat, turn: a.seat };
    }
    case 'play': {
      const hands = s.hands.map((h, i) => (i === a.seat ? h.filter((c) => c !== a.card) : h));
      const trick = [...s.trick, { seat: a.seat, card: a.card }];
      if (trick.length < s.players) return { ...s, hands, trick, turn: next(a.seat) };
      const led = trick[0]!.card[0];
      const win = trick
        .filter((p) => p.card[0] === led)
        .reduce((b, p) => (RANK[p.card.slice(1)]! > RANK[b.card.slice(1)]! ? p : b));
      const tricksWon = s.tricksWon.map((n, i) => (i === win.seat ? n + 1 : n));
      if (hands.every((h) => h.length === 0)) {
        const d = s.declarer!;
        const made = tricksWon[d]! >= 1;
        const totals = s.totals.map((t, i) => t + (i === d ? (made ? 2 : -2) : made ? -1 : 1));
        const over = s.rounds > 0 && s.hand + 1 >= s.rounds;
        return { ...s, hands, trick: [], tricksWon, totals, phase: over ? 'gameOver' : 'handOver', turn: s.dealer };
      }
      return { ...s, hands, trick: [], tricksWon, leader: win.seat, turn: win.seat };
    }
    case 'next-hand':
      return deal({ ...s, hand: s.hand + 1, redeals: 0, dealer: next(s.dealer) });
  }
}

export const miniGame: Game<MiniState, MiniAction, MiniView> = {
  variant: 'japanese',
  setup(setup: GameSetup): MiniState {
    const players = setup.players ?? 2;
    if (players !== 2 && players !== 3) throw new Error('mini game: 2 or 3 players');
    const rounds = Number((setup.ruleSet.rules ?? {})['rounds'] ?? 2);
    const dealer = setup.dealer ?? 0;
    return deal({
      seed: setup.seed,
      players,
      rounds,
      hand: 0,
      redeals: 0,
      dealer,
      phase: 'auction',
      hands: [],
      widow: [],
      calls: 0,
      declarer: null,
      partnerCard: null,
      trick: [],
      leader: 0,
      turn: 0,
      tricksWon: [],
      totals: Array.from({ length: players }, () => 0),
      log: [],
    });
  },
  toAct: (s) => (s.phase === 'gameOver' ? [] : [s.turn]),
  legalActions: legal,
  apply(s, a): Outcome<MiniState> {
    if (!legal(s, a.seat).some((b) => same(a, b))) {
      return { ok: false, reason: `${a.type} by seat ${a.seat} is not legal in ${s.phase}` };
    }
    return { ok: true, value: step(s, a) };
  },
  view(s, seat): MiniView {
    return {
      seat,
      phase: s.phase,
      hand: seat === null ? [] : [...s.hands[seat]!],
      handSizes: s.hands.map((h) => h.length),
      widow: s.phase === 'exchange' && seat === s.declarer ? [...s.widow] : null,
      declarer: s.declarer,
      partnerCard: s.partnerCard,
      trick: s.trick,
      tricksWon: s.tricksWon,
      totals: s.totals,
      hand_no: s.hand,
    };
  },
  phase: (s) => s.phase,
  isGameOver: (s) => s.phase === 'gameOver',
};
