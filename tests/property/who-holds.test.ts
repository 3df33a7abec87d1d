/**
 * who-holds against brute force: seeded random hands played out (random legal cards) to the
 * last trick or two; every assignment of the unseen cards to the other seats and the widow is
 * enumerated and kept when every play shown would have been legal from the hands it implies.
 * A seat (or the widow) is possible exactly when some kept assignment gives it the card.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng.ts';
import { CTX_COMMAND, moveCard, moveCtx, toCard, twhkGame, type TrickGame } from '../../src/engine/solver/games.ts';
import { resolveTwhk } from '../../src/engine/twhk/options.ts';
import { whoHolds, type SeenTrick } from '../../src/engine/solver/who-holds.ts';
import { randomGame, SOLVER_VARIANTS } from '../unit/solver/helpers.ts';
import { seeds } from '../depth.ts';

interface Played {
  hands: number[][];
  widow: number[];
  tricks: SeenTrick[];
}

/**
 * tw-hk's secretary command in one trick: Napoleon (`napoleon`) orders the secretary card `sec`
 * played on his own turn in trick `trick`, so it binds the plays from his place on.
 */
interface Command {
  trick: number;
  napoleon: number;
  sec: number;
}

/** Deal and play `full` whole tricks and `partial` cards of the next one at random. */
function playOut(g: TrickGame, rng: Rng, full: number, partial: number, command?: Command): Played {
  const P = g.players;
  const deck = [...g.deck];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.nextU32() % (i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const T = g.totalTricks;
  const hands = Array.from({ length: P }, (_, s) => deck.slice(s * T, (s + 1) * T));
  const widow = deck.slice(P * T);
  const tricks: SeenTrick[] = [];
  let leader = rng.nextU32() % P;
  const out = new Int32Array(64);
  const buf = new Int32Array(8);
  for (let t = 1; t <= full + (partial > 0 ? 1 : 0); t++) {
    const n = t <= full ? P : partial;
    const plays: number[] = [];
    let ctx = 0;
    const commandAt = command?.trick === t ? (command.napoleon - leader + P) % P : -1;
    for (let i = 0; i < n; i++) {
      const seat = (leader + i) % P;
      const h = hands[seat]!;
      // The order is given when Napoleon's turn comes, while the card is still unplayed.
      if (i === commandAt && !plays.includes(command!.sec) && !tricks.some((x) => x.plays.includes(command!.sec)))
        ctx |= CTX_COMMAND;
      const k = g.legal(h, 0, h.length, plays, i, t, ctx, out);
      let c = out[rng.nextU32() % k]!;
      if (i === 0) {
        const live = new Uint8Array(64);
        for (const hh of hands) for (const x of hh) live[x] = 1;
        const m = g.leadMoves(c, t, live, buf, 0);
        const mv = buf[rng.nextU32() % m]!;
        c = moveCard(mv);
        ctx = moveCtx(mv);
      }
      plays.push(c);
      h.splice(h.indexOf(c), 1);
    }
    tricks.push({ leader, plays, ctx, ...((ctx & CTX_COMMAND) !== 0 ? { commandAt } : {}) });
    if (n === P) leader = (leader + g.winner(plays, P, t, ctx)) % P;
  }
  return { hands, widow, tricks };
}

function bruteForce(g: TrickGame, p: Played, viewer: number, card: number): { possible: number[]; widow: boolean } {
  const P = g.players;
  const seen = new Set<number>([...p.hands[viewer]!, ...p.tricks.flatMap((t) => t.plays)]);
  const unseen = g.deck.filter((c) => !seen.has(c));
  const cap = [...p.hands.map((h, s) => (s === viewer ? 0 : h.length)), p.widow.length];
  const assign: number[][] = cap.map(() => []);
  const holders = new Set<number>();
  const out = new Int32Array(64);
  const consistent = (): boolean => {
    for (let s = 0; s < P; s++) {
      if (s === viewer) continue;
      // The seat's hand before each of its plays: what it holds now plus what it played later.
      const later: number[] = [];
      for (let ti = p.tricks.length - 1; ti >= 0; ti--) {
        const t = p.tricks[ti]!;
        const i = (s - t.leader + P) % P;
        if (i >= t.plays.length) continue;
        const x = t.plays[i]!;
        later.push(x);
        const hand = [...assign[s]!, ...later];
        // The secretary command binds only the plays after it.
        const ctx = i < (t.commandAt ?? 0) ? t.ctx & ~CTX_COMMAND : t.ctx;
        const k = g.legal(hand, 0, hand.length, t.plays, i, ti + 1, ctx, out);
        if (!Array.from(out.subarray(0, k)).includes(x)) return false;
      }
    }
    return true;
  };
  const rec = (ci: number): void => {
    if (ci === unseen.length) {
      if (!consistent()) return;
      const h = assign.findIndex((a) => a.includes(card));
      holders.add(h);
      return;
    }
    for (let h = 0; h <= P; h++) {
      if (assign[h]!.length >= cap[h]!) continue;
      assign[h]!.push(unseen[ci]!);
      rec(ci + 1);
      assign[h]!.pop();
    }
  };
  rec(0);
  return { possible: [...holders].filter((h) => h < P).sort((a, b) => a - b), widow: holders.has(P) };
}

const CASES = seeds(60, 600);

describe('who-holds agrees with brute-force enumeration', () => {
  for (const variant of SOLVER_VARIANTS) {
    it(`${variant}: ${CASES.length} seeded positions near the end of a hand`, () => {
      let narrowed = 0;
      for (const seed of CASES) {
        const rng = new Rng(`who-holds-${variant}-${seed}`);
        const g = randomGame(variant, rng);
        const T = g.totalTricks;
        // One card left each, or the last trick under way; the widow stays small.
        const p = playOut(g, rng, T - 1, seed % 2 === 0 ? 0 : 1 + (rng.nextU32() % (g.players - 1)));
        if (p.widow.length > 3) p.widow.length = 3; // keep the enumeration small
        const widowSize = p.widow.length;
        const viewer = rng.nextU32() % g.players;
        const seen = new Set<number>([...p.hands[viewer]!, ...p.tricks.flatMap((t) => t.plays)]);
        const unseen = g.deck.filter((c) => !seen.has(c));
        // Cards beyond the widow kept above are dropped from the deck seen by both sides.
        const dropped = new Set(unseen.filter((c) => !p.hands.some((h) => h.includes(c)) && !p.widow.includes(c)));
        const g2: TrickGame = { ...g, deck: g.deck.filter((c) => !dropped.has(c)) };
        const pool = unseen.filter((c) => !dropped.has(c));
        if (pool.length === 0) continue;
        const card = pool[rng.nextU32() % pool.length]!;
        const want = bruteForce(g2, p, viewer, card);
        const got = whoHolds(g2, { card, seat: viewer, hand: p.hands[viewer]!, tricks: p.tricks, widowSize }, (c) =>
          toCard(c),
        );
        expect({ seed, possible: got.possible, widow: got.widow }).toEqual({ seed, ...want });
        // Every ruled-out seat has a reason.
        const others = [...Array(g.players).keys()].filter((s) => s !== viewer);
        expect(got.ruledOut.map((r) => r.seat).sort()).toEqual(others.filter((s) => !got.possible.includes(s)));
        if (got.possible.length + (got.widow ? 1 : 0) < others.filter((s) => p.hands[s]!.length > 0).length + 1)
          narrowed++;
      }
      expect(narrowed).toBeGreaterThan(0);
    }, 120_000);
  }
});

describe("who-holds and tw-hk's secretary command, against brute-force enumeration", () => {
  it(`${CASES.length} seeded positions with the command given in one of the last tricks`, () => {
    let commanded = 0;
    let compared = 0;
    for (const seed of CASES) {
      const rng = new Rng(`who-holds-command-${seed}`);
      const trump = rng.nextU32() % 5;
      const sec = [...Array(52).keys(), 53, 54][rng.nextU32() % 54]!;
      const g = twhkGame(resolveTwhk({}, 5), trump, sec);
      const T = g.totalTricks;
      const partial = seed % 2 === 0 ? 0 : 1 + (rng.nextU32() % (g.players - 1));
      const napoleon = rng.nextU32() % g.players;
      const command: Command = { trick: partial > 0 ? T : T - 1 - (seed % 3 === 0 ? 1 : 0), napoleon, sec };
      const p = playOut(g, rng, T - 1, partial, command);
      if (p.widow.length > 3) p.widow.length = 3;
      const widowSize = p.widow.length;
      // Napoleon looks (the seat that gave the order), or another seat.
      const viewer = seed % 4 === 0 ? (napoleon + 1) % g.players : napoleon;
      const seen = new Set<number>([...p.hands[viewer]!, ...p.tricks.flatMap((t) => t.plays)]);
      const unseen = g.deck.filter((c) => !seen.has(c));
      const dropped = new Set(unseen.filter((c) => !p.hands.some((h) => h.includes(c)) && !p.widow.includes(c)));
      const g2: TrickGame = { ...g, deck: g.deck.filter((c) => !dropped.has(c)) };
      if (!g2.deck.includes(sec) || seen.has(sec)) continue;
      const want = bruteForce(g2, p, viewer, sec);
      const got = whoHolds(g2, { card: sec, seat: viewer, hand: p.hands[viewer]!, tricks: p.tricks, widowSize }, (c) =>
        toCard(c),
      );
      expect({ seed, possible: got.possible, widow: got.widow }).toEqual({ seed, ...want });
      compared++;
      if (got.ruledOut.some((r) => r.rule === 'commanded')) commanded++;
    }
    // Positions where the card is still unseen: the others are skipped.
    expect(compared).toBeGreaterThan(CASES.length / 15);
    // The command rules seats out in some of them (the rest: the card was played or seen).
    expect(commanded).toBeGreaterThan(0);
  }, 120_000);
});
