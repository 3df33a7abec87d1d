import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  chooserFor,
  inProcessClient,
  workerClient,
  type WorkerLike,
  type WorkerRequest,
  type WorkerResponse,
} from '../../../src/bots/client.ts';
import { decide } from '../../../src/bots/index.ts';
import { handleRequest } from '../../../src/bots/worker.ts';
import { createVariantFlowMachine } from '../../../src/machines/variants.ts';
import { advance, gameOf } from './helpers.ts';

function request(id = 1): WorkerRequest {
  const game = gameOf('nap');
  const s = advance('nap', 'w', (_s, ph) => ph === 'play');
  const me = game.toAct(s)[0]!;
  return {
    id,
    variant: 'nap',
    view: game.view(s, me),
    legal: game.legalActions(s, me),
    ruleSet: { variant: 'nap' },
    level: 'normal',
    seed: 'w',
  };
}

/** A fake Worker that answers with handleRequest on the next tick (or never). */
function fakeWorker(silent = false): WorkerLike & { sent: number } {
  const listeners: ((e: { data: WorkerResponse & { id: number } }) => void)[] = [];
  const w = {
    sent: 0,
    postMessage(m: WorkerRequest) {
      w.sent++;
      if (!silent) setTimeout(() => listeners.forEach((l) => l({ data: handleRequest(structuredClone(m)) })), 0);
    },
    addEventListener(_t: 'message', l: (e: { data: WorkerResponse & { id: number } }) => void) {
      listeners.push(l);
    },
  };
  return w;
}

describe('worker protocol and client', () => {
  it('the worker answers {id, ok, action, hint} — the same as decide in-process', () => {
    const req = request(7);
    const res = handleRequest(req);
    expect(res.id).toBe(7);
    expect(res.ok).toBe(true);
    if (res.ok) {
      expect(res.action).toEqual(decide(req).action);
      expect(req.legal).toContainEqual(res.action);
      // the hint's reason as data travels with it when the bot gives one
      expect(res.why).toEqual(decide(req).why);
    }
    expect(handleRequest({ ...req, legal: [] }).ok).toBe(false);
  });

  it('the worker client resolves with the worker’s move; a silent worker falls back to a legal move in time', async () => {
    const req = request();
    const c = workerClient(fakeWorker());
    const r = await c.requestMove(req);
    expect(r.action).toEqual(decide(req).action);
    // on a fake clock: nothing before the 20 ms cap, a legal move at it
    vi.useFakeTimers();
    try {
      const slow = workerClient(fakeWorker(true), 20);
      let f: { action: unknown } | undefined;
      void slow.requestMove(req).then((x) => (f = x));
      await vi.advanceTimersByTimeAsync(19);
      expect(f).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(f).toBeDefined();
      expect(req.legal).toContainEqual(f!.action);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drives computer seats of the flow machine (Nap, easy bots, two hands)', async () => {
    const ruleSet = { variant: 'nap' as const, rules: { rounds: 3 } };
    const machine = createVariantFlowMachine(
      'nap',
      chooserFor('nap', { ruleSet, level: 'easy', client: inProcessClient() }),
    );
    const actor = createActor(machine, {
      input: { ruleSet, seed: 'bots', seats: ['computer', 'computer', 'computer', 'computer'], maxHands: 2 },
    }).start();
    const end = await waitFor(actor, (s) => s.status === 'done', { timeout: 30000 });
    expect(end.value).toBe('gameOver');
    expect(end.context.handsDone).toBe(2);
    expect(end.context.error).toBeNull();
  }, 40000);
});
