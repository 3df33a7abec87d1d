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

/**
 * A fake Worker that answers with handleRequest on the next tick — or never (`silent`), or with
 * `ok: false` (`failing`), or fails to load (`emitError()` fires its `error` event).
 */
function fakeWorker(mode: 'answer' | 'silent' | 'failing' = 'answer') {
  const listeners: ((e: { data: WorkerResponse & { id: number } }) => void)[] = [];
  const errors: ((e: unknown) => void)[] = [];
  const w = {
    sent: 0,
    postMessage(m: WorkerRequest) {
      w.sent++;
      if (mode === 'silent') return;
      const data: WorkerResponse & { id: number } =
        mode === 'failing'
          ? { id: m.id, ok: false, error: 'no engine for this view' }
          : handleRequest(structuredClone(m));
      setTimeout(() => listeners.forEach((l) => l({ data })), 0);
    },
    addEventListener(t: 'message' | 'error', l: (e: never) => void): void {
      if (t === 'message') listeners.push(l as (e: { data: WorkerResponse & { id: number } }) => void);
      else errors.push(l as (e: unknown) => void);
    },
    emitError() {
      errors.forEach((l) => l(new Error('worker script failed to load')));
    },
  };
  return w as WorkerLike & { sent: number; emitError(): void };
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

  it('the worker client resolves with the worker’s move; a silent worker gets the same move in-process at the stall cap, never a random one', async () => {
    const req = request();
    const c = workerClient(fakeWorker());
    const r = await c.requestMove(req);
    expect(r.action).toEqual(decide(req).action);
    expect(r.failed).toBeUndefined();
    // on a fake clock: nothing before the 20 ms cap, then the very decision the worker would have made
    vi.useFakeTimers();
    try {
      const slow = workerClient(fakeWorker('silent'), 20);
      let f: { action: unknown; hint: string; mistakes?: unknown } | undefined;
      void slow.requestMove(req).then((x) => (f = x));
      await vi.advanceTimersByTimeAsync(19);
      expect(f).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(f).toEqual(decide(req));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a worker that fails to load: pending and later requests are decided in-process, the same as the worker would', async () => {
    const req = request();
    const w = fakeWorker('silent');
    const c = workerClient(w);
    const pending = c.requestMove(req);
    w.emitError();
    expect(await pending).toEqual(decide(req));
    const sent = w.sent;
    expect(await c.requestMove(request(2))).toEqual(decide(request(2)));
    expect(w.sent).toBe(sent);
  });

  it('a decision that fails in the worker: a legal stand-in move, and the failure named', async () => {
    const req = request();
    const r = await workerClient(fakeWorker('failing')).requestMove(req);
    expect(req.legal).toContainEqual(r.action);
    expect(r.failed).toBe('no engine for this view');
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
