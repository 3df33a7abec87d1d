/**
 * A practice game resolves its rule set once: the flow machine sets the game up (the engine
 * resolves the rules and deals) when it starts, and undo replays from that first state instead
 * of setting the game up again.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import type { Game, GameSetup } from '../../../src/engine/game.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { createFlowMachine, flowMachineOf, randomChooser, type FlowAction } from '../../../src/machines/flow.ts';
import { createVariantFlowMachine, VARIANT_FLOWS } from '../../../src/machines/variants.ts';
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

describe('the flow machine is set up once, for every game (the game comes in its input)', () => {
  it('every game’s machine shares the one setup’s guards, actions and bot actor', () => {
    const [a, b] = [createVariantFlowMachine('japanese'), createVariantFlowMachine('daifugo')];
    expect(a.implementations.guards).toBe(b.implementations.guards);
    expect(a.implementations.actions).toBe(b.implementations.actions);
    expect(a.implementations.actors).toBe(b.implementations.actors);
  });

  it('a family’s machine is made once: the trick games share one, Daifugō has the climbing one', () => {
    expect(flowMachineOf(VARIANT_FLOWS.nap.spec)).toBe(flowMachineOf(VARIANT_FLOWS.japanese.spec));
    expect(flowMachineOf(VARIANT_FLOWS.daifugo.spec)).not.toBe(flowMachineOf(VARIANT_FLOWS.nap.spec));
    expect(flowMachineOf(VARIANT_FLOWS.daifugo.spec).id).toBe('climbingFlow');
  });

  it.each(VARIANTS)(
    '%s: the family machine given the game in its input plays the game’s own machine’s game',
    async (variant) => {
      const { game, spec } = VARIANT_FLOWS[variant] as unknown as {
        game: Game<unknown, FlowAction, unknown>;
        spec: Parameters<typeof flowMachineOf>[0] &
          Parameters<typeof createFlowMachine<unknown, FlowAction, unknown, never>>[1];
      };
      const t = TABLES[variant];
      const table = {
        ruleSet: t.ruleSet,
        seed: `family-${variant}`,
        seats: Array.from({ length: t.players }, () => 'computer' as const),
        maxHands: 1,
      };
      const logAtEnd = async (actor: AnyActorRef) => {
        actor.start();
        const end = await waitFor(actor, (s) => s.status === 'done', { timeout: 60000 });
        return (end as { context: { log: unknown[] } }).context.log;
      };
      const own = await logAtEnd(createActor(createFlowMachine(game, spec), { input: table }));
      const shared = await logAtEnd(
        createActor(flowMachineOf(spec), { input: { ...table, game, spec, choose: randomChooser } }),
      );
      expect(own.length).toBeGreaterThan(0);
      expect(shared).toEqual(own);
    },
  );
});
