import { getAdjacencyMap, getShortestPaths, getStateNodes } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type StateNode } from 'xstate';
import {
  createFlowMachine,
  randomChooser,
  replay,
  trickFlowSpec,
  type BotRequest,
  type FlowInput,
} from '../../../src/machines/flow.ts';
import { miniGame, type MiniAction, type MiniView } from './fake-game.ts';

const spec = trickFlowSpec<ReturnType<typeof miniGame.setup>, MiniAction>();
const machine = createFlowMachine(miniGame, spec);
type Snap = AnyMachineSnapshot;

const baseInput: FlowInput = {
  ruleSet: { variant: 'japanese', rules: { rounds: 2 } },
  seed: 'model-1',
  seats: ['human', 'computer'],
  learning: true,
};

/** Events the model may send in a snapshot: every legal move, a bad move, undo, next hand, bot results. */
function eventsFor(snap: Snap): { type: string; [k: string]: unknown }[] {
  if (snap.status !== 'active') return [];
  const ctx = snap.context;
  const seat = miniGame.toAct(ctx.state)[0];
  const out: { type: string; [k: string]: unknown }[] = [{ type: 'game.undo' }, { type: 'game.nextHand' }];
  if (seat === undefined) return out;
  // Branch fully in the auction (to reach every all-pass/redeal path); elsewhere take the
  // first legal move so the graph stays small (it covers the machine, not the game tree).
  const all = miniGame.legalActions(ctx.state, seat);
  const legal = miniGame.phase(ctx.state) === 'auction' ? all : all.slice(0, 1);
  if (JSON.stringify(snap.value).includes('"computer"')) {
    for (const a of legal) out.push({ type: 'xstate.done.actor.bot', output: a });
    out.push({ type: 'xstate.error.actor.bot', error: new Error('bot crashed') });
  } else {
    for (const a of legal) out.push({ type: 'game.act', action: a });
    out.push({ type: 'game.act', action: { type: 'play', seat: 1, card: 'XX' } });
  }
  return out;
}

// Exact (lossless) serialisation: a path's events must replay from the state it names.
const serializeState = (snap: Snap) =>
  JSON.stringify({ v: snap.value, log: snap.context.log, h: snap.context.humanMarks, e: snap.context.error });

function atomicIds(s: Snap): string[] {
  return (s._nodes as StateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);
}

describe('flow machine: model-based (shortest paths over the scripted game)', () => {
  // Two tables: a human with a computer, and computers only (reaches the automatic result step).
  const inputs: FlowInput[] = [baseInput, { ...baseInput, seats: ['computer', 'computer'] }];
  const traversals = inputs.map((input) => ({
    input,
    paths: getShortestPaths(machine, { input, events: eventsFor as never, serializeState }),
    adjacency: getAdjacencyMap(machine, { input, events: eventsFor as never, serializeState }),
  }));
  const paths = traversals.flatMap((t) => t.paths);

  it('reaches every non-transient state of the machine', () => {
    const reached = new Set(paths.flatMap((p) => atomicIds(p.state)));
    const nodes = getStateNodes(machine.root) as StateNode[];
    const expected = nodes
      .filter((n) => (n.type === 'atomic' || n.type === 'final') && n.key !== 'route')
      .map((n) => n.id);
    expect(expected.length).toBe(5 * 2 + 1 + 1); // five steps × human/computer, result.human, gameOver
    for (const id of expected) expect(reached, `state ${id} not reached`).toContain(id);
  });

  it('takes every transition: each event handled by each state changes something', () => {
    const taken = new Set<string>();
    for (const entry of traversals.flatMap((t) => Object.values(t.adjacency))) {
      const before = entry.state as Snap;
      for (const t of Object.values(entry.transitions) as { state: unknown; event: { type: string } }[]) {
        const after = t.state as Snap;
        const changed =
          JSON.stringify(after.value) !== JSON.stringify(before.value) ||
          after.context.log.length !== before.context.log.length ||
          after.context.error !== before.context.error;
        if (!changed) continue;
        for (const id of atomicIds(before)) taken.add(`${id} ${t.event.type}`);
      }
    }
    const want: string[] = [];
    for (const step of spec.steps) {
      want.push(`trickFlow.${step}.human game.act`, `trickFlow.${step}.human game.undo`);
      if (step !== 'result') want.push(`trickFlow.${step}.computer xstate.done.actor.bot`);
    }
    want.push('trickFlow.result.human game.nextHand');
    want.push('trickFlow.tricks.computer xstate.error.actor.bot');
    for (const w of want) expect(taken, `transition "${w}" never taken`).toContain(w);
  });

  it('replays every shortest path on a live actor and ends in the same state', async () => {
    expect(paths.length).toBeGreaterThan(50);
    console.log(
      'paths',
      traversals.map((t) => t.paths.length),
    );
    for (const { input, paths } of traversals)
      for (const path of paths) {
        let pending: { res: (a: MiniAction) => void; rej: (e: unknown) => void } | null = null;
        const live = machine.provide({
          actors: {
            bot: fromPromise<MiniAction, unknown>(() => new Promise((res, rej) => (pending = { res, rej }))) as never,
          },
        });
        const actor = createActor(live, { input }).start();
        const trail = path.steps.map((s) => JSON.stringify(s.event)).join(' → ');
        // Each step is (event, state after it); the first is the initial state.
        for (const step of path.steps) {
          const ev = step.event as { type: string; output?: MiniAction; error?: unknown };
          if (ev.type === 'xstate.init') {
            // nothing to send
          } else if (ev.type === 'xstate.done.actor.bot') {
            pending!.res(ev.output!);
            pending = null;
          } else if (ev.type === 'xstate.error.actor.bot') {
            pending!.rej(ev.error);
            pending = null;
          } else actor.send(ev as never);
          if (ev.type.startsWith('xstate.')) for (let i = 0; i < 4; i++) await Promise.resolve();
          expect(actor.getSnapshot().value, `${JSON.stringify(input.seats)} ${trail}`).toEqual(step.state.value);
          expect(actor.getSnapshot().context.log).toEqual(step.state.context.log);
        }
        const end = actor.getSnapshot();
        expect(end.value, path.steps.map((s) => s.event.type).join(' → ')).toEqual(path.state.value);
        expect(end.context.log).toEqual(path.state.context.log);
        actor.stop();
      }
  });
});

describe('flow machine: behaviour', () => {
  it('plays an all-computer game to game over, deterministically from the seed', async () => {
    const run = async (seed: string) => {
      const actor = createActor(machine, {
        input: {
          ruleSet: { variant: 'japanese', rules: { rounds: 3 } },
          seed,
          seats: ['computer', 'computer', 'computer'],
        },
      }).start();
      const s = await waitFor(actor, (x) => x.status === 'done');
      return s;
    };
    const a = await run('det-1');
    const b = await run('det-1');
    const c = await run('det-2');
    expect(a.value).toBe('gameOver');
    expect(a.context.log).toEqual(b.context.log);
    expect(a.context.log).not.toEqual(c.context.log);
    expect(a.context.state.hand).toBe(2);
    // the log replays to the same final state
    expect(replay(miniGame, a.context.gameSetup, a.context.log)).toEqual(a.context.state);
  });

  it('refuses an illegal or out-of-turn action with the engine’s reason and no change', () => {
    const actor = createActor(machine, { input: { ...baseInput, seats: ['human', 'human'] } }).start();
    const before = actor.getSnapshot();
    const seat = miniGame.toAct(before.context.state)[0]!;
    actor.send({ type: 'game.act', action: { type: 'partner', seat, card: 'SA' } });
    const after = actor.getSnapshot();
    expect(after.context.error).toMatch(/not legal in auction/);
    expect(after.context.log).toEqual([]);
    actor.send({ type: 'game.act', action: { type: 'bid', seat: 1 - seat } });
    expect(actor.getSnapshot().context.error).toMatch(/not that seat/);
    actor.send({ type: 'game.act', action: { type: 'bid', seat } });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().matches({ partner: 'human' })).toBe(true);
  });

  it('a computer seat refuses human input for it', () => {
    const actor = createActor(
      machine.provide({ actors: { bot: fromPromise(() => new Promise<never>(() => {})) as never } }),
      { input: { ...baseInput, seats: ['computer', 'computer'] } },
    ).start();
    const seat = miniGame.toAct(actor.getSnapshot().context.state)[0]!;
    actor.send({ type: 'game.act', action: { type: 'bid', seat } });
    expect(actor.getSnapshot().context.error).toMatch(/computer/);
    expect(actor.getSnapshot().context.log).toEqual([]);
  });

  it('undo takes back the human’s last action and the computer moves after it (learning mode only)', async () => {
    const input: FlowInput = { ...baseInput, seed: 'undo-1', seats: ['human', 'computer'], dealer: 1 };
    const actor = createActor(machine, { input }).start();
    // seat 0 opens the auction (left of dealer 1)
    const first = actor.getSnapshot();
    expect(first.matches({ auction: 'human' })).toBe(true);
    actor.send({ type: 'game.act', action: { type: 'pass', seat: 0 } });
    await waitFor(actor, (s) => s.context.log.length >= 2 && !JSON.stringify(s.value).includes('computer'));
    const mid = actor.getSnapshot();
    expect(mid.context.log[0]).toEqual({ type: 'pass', seat: 0 });
    actor.send({ type: 'game.undo' });
    const back = actor.getSnapshot();
    expect(back.context.log).toEqual([]);
    expect(back.context.state).toEqual(first.context.state);
    expect(back.context.undos).toBe(1);
    expect(back.matches({ auction: 'human' })).toBe(true);
    // without learning mode undo does nothing
    const strict = createActor(machine, { input: { ...input, learning: false } }).start();
    strict.send({ type: 'game.act', action: { type: 'bid', seat: 0 } });
    const log = strict.getSnapshot().context.log;
    strict.send({ type: 'game.undo' });
    expect(strict.getSnapshot().context.log).toEqual(log);
  });

  it('keeps the last completed trick for the review', () => {
    const actor = createActor(machine, { input: { ...baseInput, seats: ['human', 'human'], seed: 'rev' } }).start();
    const act = () => {
      const s = actor.getSnapshot().context.state;
      const seat = miniGame.toAct(s)[0]!;
      actor.send({ type: 'game.act', action: miniGame.legalActions(s, seat)[0]! });
    };
    while (!actor.getSnapshot().matches('tricks')) act();
    expect(actor.getSnapshot().context.lastTrick).toBeNull();
    act();
    expect(actor.getSnapshot().context.current).toHaveLength(1);
    act();
    const s = actor.getSnapshot().context;
    expect(s.current).toHaveLength(0);
    expect(s.lastTrick).toHaveLength(2);
    expect(s.lastTrick!.map((p) => p.action.type)).toEqual(['play', 'play']);
    expect(s.lastTrick![0]!.seat).not.toBe(s.lastTrick![1]!.seat);
  });

  it('waits for game.nextHand in the result step when a human is seated', () => {
    const actor = createActor(machine, { input: { ...baseInput, seats: ['human', 'human'], seed: 'nh' } }).start();
    while (!actor.getSnapshot().matches('result')) {
      const s = actor.getSnapshot().context.state;
      actor.send({ type: 'game.act', action: miniGame.legalActions(s, miniGame.toAct(s)[0]!)[0]! });
    }
    expect(actor.getSnapshot().matches({ result: 'human' })).toBe(true);
    const hand = actor.getSnapshot().context.state.hand;
    actor.send({ type: 'game.nextHand' });
    expect(actor.getSnapshot().context.state.hand).toBe(hand + 1);
    expect(actor.getSnapshot().matches('auction')).toBe(true);
  });

  it('computer seats see only their own view and legal actions, and respect the pacing delay', async () => {
    const seen: BotRequest<MiniView, MiniAction>[] = [];
    const spy = createFlowMachine(miniGame, spec, (req: BotRequest<MiniView, MiniAction>) => {
      seen.push(req);
      return randomChooser(req);
    });
    // The pacing is checked on a fake clock: each computer move is asked for only once its delay has passed.
    vi.useFakeTimers();
    try {
      const actor = createActor(spy, {
        input: {
          ruleSet: { variant: 'japanese', rules: { rounds: 1 } },
          seed: 'v',
          seats: ['computer', 'computer'],
          delayMs: 5,
        },
      }).start();
      for (let move = 0; move < 1000 && actor.getSnapshot().status !== 'done'; move++) {
        const before = seen.length;
        await vi.advanceTimersByTimeAsync(4);
        expect(seen.length).toBe(before);
        await vi.advanceTimersByTimeAsync(1);
        expect(seen.length).toBe(before + 1);
      }
      expect(actor.getSnapshot().status).toBe('done');
      expect(seen.length).toBeGreaterThan(4);
      expect(seen.length).toBe(actor.getSnapshot().context.log.length);
      for (const r of seen) {
        expect(r.view.seat).toBe(r.seat);
        expect(r.legal.length).toBeGreaterThan(0);
        expect(r.legal.every((a) => a.seat === r.seat)).toBe(true);
        expect(Object.keys(r)).not.toContain('state');
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
