import { describe, expect, it } from 'vitest';
import { DESCRIPTOR } from '../../../src/engine/descriptors.ts';
import { createActor, waitFor } from 'xstate';
import type { RuleSet, VariantId } from '../../../src/engine/options.ts';
import { randomAction } from '../../../src/bots/random.ts';
import { createVariantFlowMachine, VARIANT_FLOWS } from '../../../src/machines/variants.ts';
import { seeds } from '../../depth.ts';

/** Finite games: a few hands each (engine `rounds`, or the table's `maxHands`). */
export const QUICK_TABLES: Record<VariantId, { ruleSet: RuleSet; seats: number; maxHands?: number }> = {
  japanese: { ruleSet: { variant: 'japanese', rules: { rounds: 3 } }, seats: 5 },
  nap: { ruleSet: { variant: 'nap', rules: { rounds: 3 } }, seats: 4 },
  'tw-hk': { ruleSet: { variant: 'tw-hk' }, seats: 5, maxHands: 3 },
  mighty: { ruleSet: { variant: 'mighty' }, seats: 5, maxHands: 3 },
  daifugo: { ruleSet: { variant: 'daifugo', rules: { length: 'short' } }, seats: 4, maxHands: 3 },
};

describe.each(Object.keys(QUICK_TABLES) as VariantId[])('%s through the flow machine', (variant) => {
  const table = QUICK_TABLES[variant];
  // The quick random policy: seeded, passes more often than it bids, bids low.
  const machine = createVariantFlowMachine(variant, (r) => randomAction(r.legal, r.seed).action);

  const games = seeds(20, 200);
  it(`plays ${games.length} seeded all-computer games to game over (random policy)`, async () => {
    const { game } = VARIANT_FLOWS[variant];
    const steps = new Set<string>();
    for (const [i, g] of games.entries()) {
      const actor = createActor(machine, {
        input: {
          ruleSet: table.ruleSet,
          seed: `${variant}-${g}`,
          seats: Array.from({ length: table.seats }, () => 'computer' as const),
          ...(table.maxHands ? { maxHands: table.maxHands } : {}),
        },
      });
      actor.subscribe((s) => steps.add(typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!));
      actor.start();
      const end = await waitFor(actor, (s) => s.status === 'done', { timeout: 60000 });
      expect(end.value).toBe('gameOver');
      const ctx = end.context;
      expect(ctx.handsDone).toBeGreaterThan(0);
      if (table.maxHands) expect(ctx.handsDone).toBeLessThanOrEqual(table.maxHands);
      else expect((game as { isGameOver(s: unknown): boolean }).isGameOver(ctx.state)).toBe(true);
      // the log replays from the seed to the same state
      if (i % 10 === 0) {
        let s = (game as { setup(x: unknown): unknown }).setup(ctx.gameSetup);
        for (const a of ctx.log) {
          const r = (game as { apply(s: unknown, a: unknown): { ok: boolean; value?: unknown } }).apply(s, a);
          expect(r.ok).toBe(true);
          s = r.value;
        }
        expect(s).toEqual(ctx.state);
      }
    }
    expect(steps.has('gameOver')).toBe(true);
    // the step the cards are played in: tricks, or a climbing game's piles
    expect(steps.has(DESCRIPTOR[variant].steps['play']!)).toBe(true);
  }, 180000);
});

describe('redeal is shown as the deal step', () => {
  it.each(['japanese', 'nap', 'tw-hk', 'mighty'] as const)(
    '%s: everybody passes → deal, then game.continue → auction',
    (variant) => {
      const machine = createVariantFlowMachine(variant);
      const t = QUICK_TABLES[variant];
      const actor = createActor(machine, {
        input: { ruleSet: t.ruleSet, seed: 'redeal', seats: Array.from({ length: t.seats }, () => 'human' as const) },
      }).start();
      const game = VARIANT_FLOWS[variant].game as unknown as {
        toAct(s: unknown): number[];
        legalActions(s: unknown, seat: number): { type: string }[];
      };
      for (let i = 0; i < 10 && !actor.getSnapshot().matches('deal'); i++) {
        const s = actor.getSnapshot().context.state;
        const seat = game.toAct(s)[0]!;
        const pass = game.legalActions(s, seat).find((a) => a.type === 'pass');
        expect(pass).toBeDefined();
        actor.send({ type: 'game.act', action: pass as never });
      }
      const snap = actor.getSnapshot();
      expect(snap.matches({ deal: 'human' })).toBe(true);
      expect(snap.context.redeals).toBe(1);
      actor.send({ type: 'game.act', action: { type: 'pass', seat: 0 } as never }); // ignored: acknowledge first
      expect(actor.getSnapshot().matches({ deal: 'human' })).toBe(true);
      actor.send({ type: 'game.continue' });
      expect(actor.getSnapshot().matches({ auction: 'human' })).toBe(true);
    },
  );
});

describe('Daifugō pauses between rounds', () => {
  it('shows the finishing order in result until game.nextHand, then the exchange of round 2', () => {
    const machine = createVariantFlowMachine('daifugo');
    const actor = createActor(machine, {
      input: { ruleSet: { variant: 'daifugo' }, seed: 'pause', seats: ['human', 'human', 'human', 'human'] },
    }).start();
    const game = VARIANT_FLOWS.daifugo.game;
    for (let i = 0; i < 400 && !actor.getSnapshot().matches('result'); i++) {
      const s = actor.getSnapshot().context.state;
      const seat = game.toAct(s)[0]!;
      actor.send({ type: 'game.act', action: game.legalActions(s, seat)[0]! });
    }
    const snap = actor.getSnapshot();
    expect(snap.matches({ result: 'human' })).toBe(true);
    expect(snap.context.paused).toBe(true);
    expect(snap.context.handsDone).toBe(1);
    expect(snap.context.state.results).toHaveLength(1);
    expect(snap.context.lastTrick).not.toBeNull();
    const s = snap.context.state;
    const seat = game.toAct(s)[0]!;
    actor.send({ type: 'game.act', action: game.legalActions(s, seat)[0]! });
    expect(actor.getSnapshot().context.error).toMatch(/next one first/);
    actor.send({ type: 'game.nextHand' });
    expect(actor.getSnapshot().matches('exchange')).toBe(true);
  });
});

describe('Daifugō local-rule decisions through the flow machine', () => {
  it('asks the player who played sevens, tens or queens to decide, in the play step, then goes on', () => {
    const machine = createVariantFlowMachine('daifugo');
    const rules = { sevenPass: true, tenDiscard: true, queenBomber: true, fiveSkip: true, skip: false };
    const actor = createActor(machine, {
      input: { ruleSet: { variant: 'daifugo', rules }, seed: 'local', seats: ['human', 'human', 'human', 'human'] },
    }).start();
    const game = VARIANT_FLOWS.daifugo.game;
    const asked = new Set<string>();
    for (let i = 0; i < 400 && !actor.getSnapshot().matches('result'); i++) {
      const snap = actor.getSnapshot();
      const s = snap.context.state;
      const seat = game.toAct(s)[0]!;
      const legal = game.legalActions(s, seat);
      if (s.decisions.length > 0) {
        const d = s.decisions[0]!;
        asked.add(d.kind);
        expect(seat).toBe(d.seat);
        expect(snap.matches({ piles: 'human' })).toBe(true);
        expect(legal.every((a) => a.type === d.kind)).toBe(true);
        expect(game.view(s, seat).decision).toMatchObject({ kind: d.kind, seat });
        // Hand over or throw away the most allowed, to see cards move.
        const a = legal[legal.length - 1]!;
        actor.send({ type: 'game.act', action: a });
        expect(actor.getSnapshot().context.error).toBeNull();
        continue;
      }
      actor.send({ type: 'game.act', action: legal[0]! });
    }
    expect(actor.getSnapshot().matches('result')).toBe(true);
    expect([...asked].sort()).toEqual(['queen-bomber', 'seven-pass', 'ten-discard']);
  });
});

describe('Japanese local rules of the game flow through the flow machine', () => {
  it('betrayal, the dealer opening and the previous Napoleon opening: random games reach game over', async () => {
    const machine = createVariantFlowMachine('japanese', (r) => randomAction(r.legal, r.seed).action);
    const rules = {
      rounds: 3,
      joker: true,
      betrayal: 'adjutant-and-napoleon',
      allPass: 'dealer-opens',
      auctionStart: 'previous-napoleon',
    };
    let betrayals = 0;
    for (let g = 0; g < 30; g++) {
      const actor = createActor(machine, {
        input: {
          ruleSet: { variant: 'japanese', rules },
          seed: `betray-${g}`,
          seats: Array.from({ length: 5 }, () => 'computer' as const),
        },
      });
      actor.start();
      const end = await waitFor(actor, (s) => s.status === 'done', { timeout: 60000 });
      expect(end.value).toBe('gameOver');
      const state = end.context.state as { history: { betrayal?: unknown }[] };
      expect(state.history).toHaveLength(3);
      betrayals += state.history.filter((h) => h.betrayal).length;
    }
    // The random policy declares betrayal whenever it picks such a play: some hands have one.
    expect(betrayals).toBeGreaterThan(0);
  }, 120000);
});
