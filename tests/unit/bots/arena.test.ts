import { describe, expect, it, vi } from 'vitest';
import { declaringSide, playHand, sideSeating, type Policy } from '../../../src/bots/arena.ts';
import { searchMoves, type SearchSpec } from '../../../src/bots/mc.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';
import { mightyScore } from '../../../src/engine/mighty/index.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { DESCRIPTOR } from '../../../src/engine/descriptors.ts';
import { fastPlayout, rankValue, type FastTrickRules } from '../../../src/bots/trick-common.ts';
import { suitOf, type Card } from '../../../src/engine/cards.ts';
import { Rng } from '../../../src/engine/rng.ts';
import type { TrickHand, TrickPlay } from '../../../src/engine/trick/index.ts';
import { advance, gameOf, TABLES } from './helpers.ts';
import { botOf } from '../../../src/bots/index.ts';
import { ALL_ENGINES } from '../../../src/islands-logic/engines/all.ts';

describe('arena outcome', () => {
  it.each(['japanese', 'nap', 'tw-hk', 'mighty'] as VariantId[])(
    '%s: declarerWon agrees with the sign of the declarer’s score when it is not 0',
    (variant) => {
      const { players } = TABLES[variant];
      let checked = 0;
      for (let i = 0; i < 6; i++) {
        const o = playHand(variant, { variant }, players, `arena-${i}`, Array(players).fill('random'));
        const d = o.declarers[0]!;
        expect(o.declarers.length).toBeGreaterThan(0);
        if (o.deltas[d] !== 0) {
          expect(o.declarerWon).toBe(o.deltas[d]! > 0);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
  );

  it('a Mighty contract made with no score is still a win for the declarer (why the bench uses declarerWon)', () => {
    const s = mightyScore({ bid: 13, trump: 'S', points: 13, partner: 'friend' });
    expect(s.made).toBe(true);
    expect(s.declarer).toBe(0);
  });
});

describe('self-play reads the declaring side the game names', () => {
  it.each(['japanese', 'nap', 'tw-hk', 'mighty'] as VariantId[])(
    '%s: at the hand’s end the side (partner included) is the one the review names from the view',
    (variant) => {
      const play = botOf(variant)!.selfPlay!;
      const engine = ALL_ENGINES[variant];
      let partnered = 0;
      for (let i = 0; i < 8; i++) {
        const s = advance(variant, `sides-${i}`, (_, phase) => phase === 'handOver' || phase === 'gameOver', 2000);
        const side = engine.kind === 'trick' ? engine.handTarget!(gameOf(variant).view(s, 0) as never).side : [];
        expect(play.outcome(s).declarers).toEqual(side);
        expect(play.declaringSide(s)).toEqual(side);
        if (side.length === 2) partnered++;
      }
      // a game whose partner is named by a card has hands with a partner (Nap has none)
      if (DESCRIPTOR[variant].has.partnerCard) expect(partnered).toBeGreaterThan(0);
    },
  );
});

describe('side-aware playouts', () => {
  // A toy trick game: four seats, highest rank of the led suit wins, hearts are worth a point.
  const rules: FastTrickRules = {
    legal: (hand, plays) => {
      const led = plays[0] ? suitOf(plays[0].card) : null;
      const follow = hand.filter((c) => suitOf(c) === led);
      return follow.length > 0 ? follow : [...hand];
    },
    winner: (plays) => {
      const led = suitOf(plays[0]!.card);
      let best = 0;
      plays.forEach((p, i) => {
        if (suitOf(p.card) === led && rankValue(p.card) > rankValue(plays[best]!.card)) best = i;
      });
      return best;
    },
    points: (c) => (suitOf(c) === 'H' ? 1 : 0),
  };
  const hand = (hands: Card[][], current: TrickPlay[]): TrickHand => ({
    players: 4,
    hands,
    leader: current[0]?.seat ?? 0,
    current,
    calls: {},
    completed: [],
    taken: hands.map(() => []),
    points: [0, 0, 0, 0],
    totalTricks: 1,
  });

  it('the last hand throws a point card on its partner’s winning trick, and does not overtake it', () => {
    // seat 1 (partner of 3) wins with SA; seat 3 holds H5 and SK: SK would overtake, H5 is a point
    const t = hand(
      [[], [], [], ['SK', 'H5']],
      [
        { seat: 0, card: 'S2' },
        { seat: 1, card: 'SA' },
        { seat: 2, card: 'S3' },
      ],
    );
    const team = (s: number) => s % 2 === 1;
    for (let i = 0; i < 5; i++) {
      const out = fastPlayout({ ...t, hands: [[], [], [], ['H5', 'D2']] }, rules, new Rng(`p${i}`), 0, undefined, team);
      expect(out.points[1]).toBe(1);
    }
    const plain = fastPlayout({ ...t, hands: [[], [], [], ['H5', 'D2']] }, rules, new Rng('p'), 0);
    expect(plain.points[1]).toBe(0); // the side-blind follower sheds its lowest card (D2)
  });

  it('the last hand takes an opponent’s trick (SQ, seat 1) that carries a point', () => {
    const t = hand(
      [[], [], [], ['SK', 'SA', 'S4']],
      [
        { seat: 0, card: 'S2' },
        { seat: 1, card: 'SQ' },
        { seat: 2, card: 'H3' },
      ],
    );
    const out = fastPlayout(t, rules, new Rng('c'), 0, undefined, (s) => s === 0 || s === 3);
    expect(out.winners).toEqual([3]);
    expect(out.points[3]).toBe(1);
    // with seat 1 as the partner it does not overtake (S4); side-blind, it takes the trick
    const partner = (x: number) => x % 2 === 1;
    expect(
      fastPlayout({ ...t, hands: [[], [], [], ['SK', 'S4']] }, rules, new Rng('c'), 0, undefined, partner).winners,
    ).toEqual([1]);
    expect(fastPlayout({ ...t, hands: [[], [], [], ['SK', 'S4']] }, rules, new Rng('c'), 0).winners).toEqual([3]);
  });
});

describe('side-against-side seating (the strength benchmark)', () => {
  it.each(['japanese', 'tw-hk', 'mighty', 'nap'] as VariantId[])(
    '%s: once the sides are fixed, the seats of the bot’s side play its policy, the others the opponents’',
    (variant) => {
      const { players } = TABLES[variant];
      let sawPartnerSeat = false;
      for (let i = 0; i < 4; i++) {
        const bot = i % players;
        const inner = sideSeating(variant, bot, 'easy', 'random');
        const asked: { seat: number; policy: Policy; side: number[] | null }[] = [];
        const seating = (seat: number, state: unknown) => {
          const policy = inner(seat, state);
          asked.push({ seat, policy, side: declaringSide(variant, state) });
          return policy;
        };
        const o = playHand(variant, { variant }, players, `side-${i}`, seating, i % players);
        for (const a of asked) {
          if (a.seat === bot) expect(a.policy).toBe('easy');
          else if (a.side === null) expect(a.policy).toBe('random');
          else expect(a.policy).toBe(a.side.includes(a.seat) === a.side.includes(bot) ? 'easy' : 'random');
          if (a.seat !== bot && a.policy === 'easy') sawPartnerSeat = true;
        }
        // the sides the seating saw during play are the sides the hand was scored with
        const last = asked[asked.length - 1]!;
        expect([...last.side!].sort()).toEqual([...o.declarers].sort());
      }
      expect(sawPartnerSeat).toBe(true);
    },
    30000,
  );

  it('a custom (harness) policy is handed its seat’s view and the true state, and its action is played', () => {
    const game = gameOf('mighty');
    let calls = 0;
    const first: Policy = {
      name: 'first-legal',
      decide(req, state) {
        const seat = (req.view as { seat: number }).seat;
        expect(req.view).toEqual(game.view(state, seat));
        expect(req.legal).toEqual(game.legalActions(state, seat));
        calls++;
        return { action: req.legal[0], hint: '' };
      },
    };
    const o = playHand('mighty', { variant: 'mighty' }, 5, 'custom', [first, 'random', 'random', 'random', 'random']);
    expect(calls).toBeGreaterThan(0);
    expect(o.times.length).toBe(calls);
  });

  it('the declaring side is unknown during the auction', () => {
    const game = VARIANT_FLOWS.japanese.game;
    const s = game.setup({ ruleSet: { variant: 'japanese' }, players: 5, seed: 'x', dealer: 0 });
    expect(declaringSide('japanese', s)).toBeNull();
    expect(declaringSide('daifugo', {})).toBeNull();
  });
});

/** A toy search: candidate c scores c/10 plus noise from the sampled deal (the best is the last); `calls` counts each candidate's playouts. */
const toySearch = (calls: number[]): SearchSpec<number, number> => ({
  game: { apply: (s, a) => ({ ok: true, value: s * 0 + a }) },
  seat: 0,
  determinize: (rng) => rng.next(),
  finish: (s, rng) => {
    calls[s] = (calls[s] ?? 0) + 1;
    return { value: s / 10 + rng.next() * 0.05 };
  },
});

describe('successive halving in the Monte Carlo search', () => {
  // no wall-clock cap: the counts below must not depend on the machine's speed
  const budget = { samples: 40, noise: 0, maxCandidates: 8, commonRollouts: true };

  it('finds the same best move with about half the playouts', () => {
    const plain: number[] = [];
    const halved: number[] = [];
    const cands = [0, 1, 2, 3, 4, 5, 6, 7];
    const a = searchMoves(toySearch(plain), cands, budget, 's');
    const b = searchMoves(toySearch(halved), cands, { ...budget, halving: true }, 's');
    expect(a.action).toBe(7);
    expect(b.action).toBe(7);
    const total = (xs: number[]) => xs.reduce((x, y) => x + (y ?? 0), 0);
    expect(total(plain)).toBe(40 * 8);
    // 10 samples × 8, 10 × 4, 20 × 2
    expect(total(halved)).toBe(10 * 8 + 10 * 4 + 20 * 2);
    // the weakest candidates stopped early; the two best ran every sample
    expect(halved[0]).toBe(10);
    expect(halved[7]).toBe(40);
    expect(halved[6]).toBe(40);
  });
});

describe('a decision does not depend on the clock', () => {
  it('a slow machine (each clock reading a second later) still runs every sample of every level', async () => {
    const { BUDGETS } = await import('../../../src/bots/types.ts');
    let t = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (t += 1000));
    try {
      for (const level of ['easy', 'normal', 'strong'] as const) {
        const r = searchMoves(toySearch([]), [0, 1], { ...BUDGETS[level], noise: 0 }, 'clock');
        expect(r.samples, level).toBe(BUDGETS[level].samples);
      }
    } finally {
      clock.mockRestore();
    }
  });
});
