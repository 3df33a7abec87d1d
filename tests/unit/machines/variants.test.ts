import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { RuleSet, VariantId } from '../../../src/engine/options.ts';
import { createVariantFlowMachine, VARIANT_FLOWS } from '../../../src/machines/variants.ts';

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
  const machine = createVariantFlowMachine(variant);

  it('plays 200 seeded all-computer games to game over (random policy)', async () => {
    const { game } = VARIANT_FLOWS[variant];
    const steps = new Set<string>();
    for (let g = 0; g < 200; g++) {
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
      const end = await waitFor(actor, (s) => s.status === 'done', { timeout: 20000 });
      expect(end.value).toBe('gameOver');
      const ctx = end.context;
      expect(ctx.handsDone).toBeGreaterThan(0);
      if (table.maxHands) expect(ctx.handsDone).toBeLessThanOrEqual(table.maxHands);
      else expect((game as { isGameOver(s: unknown): boolean }).isGameOver(ctx.state)).toBe(true);
      // the log replays from the seed to the same state
      if (g % 50 === 0) {
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
    expect(steps.has(variant === 'daifugo' ? 'piles' : 'tricks')).toBe(true);
  }, 60000);
});
