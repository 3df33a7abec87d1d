/** The Web Worker message loop the bots' worker and the review's costs worker share. */
import { describe, expect, it } from 'vitest';
import { answer, serveWorker, type WorkerScope } from '../../src/engine/worker-serve.ts';

function fakeScope<Req>() {
  const listeners: ((e: { data: Req }) => void)[] = [];
  const posted: unknown[] = [];
  const scope: WorkerScope<Req> = {
    addEventListener: (_type, l) => void listeners.push(l),
    postMessage: (m) => void posted.push(m),
  };
  return { scope, posted, send: (data: Req) => listeners.forEach((l) => l({ data })) };
}

describe('the worker message loop', () => {
  it('answers each message, after what the work posted meanwhile', () => {
    const w = fakeScope<{ id: number; n: number }>();
    serveWorker<{ id: number; n: number }>((req, post) => {
      post({ id: req.id, progress: 1 });
      return answer(req.id, () => ({ double: req.n * 2 }));
    }, w.scope);
    w.send({ id: 3, n: 21 });
    w.send({ id: 4, n: 1 });
    expect(w.posted).toEqual([
      { id: 3, progress: 1 },
      { id: 3, ok: true, double: 42 },
      { id: 4, progress: 1 },
      { id: 4, ok: true, double: 2 },
    ]);
  });

  it('a request whose work throws is answered with the error, by its id', () => {
    expect(
      answer(9, () => {
        throw new Error('not a legal play');
      }),
    ).toEqual({ id: 9, ok: false, error: 'not a legal play' });
    expect(
      answer(2, () => {
        throw 'bad rules';
      }),
    ).toEqual({ id: 2, ok: false, error: 'bad rules' });
  });

  it('outside a Web Worker it listens to nothing', () => {
    expect(() => serveWorker(() => null)).not.toThrow();
  });
});
