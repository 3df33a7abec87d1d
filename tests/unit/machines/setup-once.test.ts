/**
 * A practice game resolves its rule set once: the flow machine sets the game up (the engine
 * resolves the rules and deals) when it starts, and undo replays from that first state instead
 * of setting the game up again.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Game, GameSetup } from '../../../src/engine/game.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { createFlowMachine, type FlowAction } from '../../../src/machines/flow.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';
import { TABLES } from '../bots/helpers.ts';

const VARIANTS = Object.keys(VARIANT_FLOWS) as VariantId[];

describe('the flow machine sets a game up once', () => {
  it.each(VARIANTS)('%s: one setup for a game with three undos', async (variant) => {
    const flow = VARIANT_FLOWS[variant] as unknown as {
      game: Game<unknown, FlowAction, unknown>;
      spec: Parameters<typeof createFlowMachine<unknown, FlowAction, unknown, never>>[1];
    };
    const setups: GameSetup[] = [];
    const counted: Game<unknown, FlowAction, unknown> = {
      ...flow.game,
      setup: (s) => {
        setups.push(s);
        return flow.game.setup(s);
      },
    };
    const { ruleSet, players } = TABLES[variant];
    const seats = Array.from({ length: players }, (_, i) => (i === 0 ? ('human' as const) : ('computer' as const)));
    const actor = createActor(createFlowMachine(counted, flow.spec), {
      input: { ruleSet, seed: `once-${variant}`, seats, learning: true, dealer: players - 1 },
    }).start();
    const humanTurn = () =>
      waitFor(actor, (s) => {
        const st = s.context.state;
        return counted.toAct(st)[0] === 0 && !JSON.stringify(s.value).includes('computer');
      });
    for (let k = 0; k < 3; k++) {
      let snap = await humanTurn();
      const legal = counted.legalActions(snap.context.state, 0);
      actor.send({ type: 'game.act', action: legal[0]! });
      snap = await humanTurn();
      expect(snap.context.log.length).toBeGreaterThan(0);
      actor.send({ type: 'game.undo' });
      expect(actor.getSnapshot().context.undos).toBe(k + 1);
    }
    actor.stop();
    expect(setups).toHaveLength(1);
  });
});
