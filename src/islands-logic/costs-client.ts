/**
 * Runs the per-card marks of a finished hand off the page's thread: the review's Web Worker
 * (`review-costs-worker.ts`: the exact solver, then the computer's estimate for the learner's
 * plays it did not reach; its own chunk, loaded only when a hand is reviewed), each play's mark
 * passed on as the worker tells it (the last play first), the par at the end. The whole hand has
 * a time budget: when it is spent the worker is stopped and what is left stays "not analysed".
 * Without Web Workers (an old browser) the same handler runs on the page, once, exact marks only.
 */
import type { CostsMessage } from '../engine/solver/costs-worker.ts';
import type { ReviewCostsRequest } from './review-costs-worker.ts';
import type { HandCosts, PlayCost } from '../engine/solver/hand-costs.ts';
import { HAND_MS } from './replay.ts';

/** Each position's budget when the search runs on the page's own thread. */
const PAGE_POSITION_MS = 200;

export interface CostsListener {
  cost(index: number, cost: PlayCost): void;
  /** The end: the result, or null with the reason (budget spent, an error). */
  done(result: HandCosts | null, error?: string): void;
}

/** Start the analysis; the function returned stops it (nothing more is told after). */
export function runHandCosts(req: ReviewCostsRequest, on: CostsListener, budgetMs = HAND_MS): () => void {
  let live = true;
  const finish = (r: HandCosts | null, error?: string) => {
    if (!live) return;
    live = false;
    clearTimeout(timer);
    worker?.terminate();
    on.done(r, error);
  };
  const take = (m: CostsMessage) => {
    if (!live || m.id !== req.id) return;
    if ('cost' in m) on.cost(m.index, m.cost);
    else if ('ok' in m) {
      if (m.ok) finish(m.result);
      else finish(null, m.error);
    }
  };
  let worker: Worker | null = null;
  const timer = setTimeout(() => finish(null), budgetMs);
  try {
    worker = new Worker(new URL('./review-costs-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (e: MessageEvent<CostsMessage>) => take(e.data));
    worker.addEventListener('error', (e) => finish(null, e.message || 'the analysis stopped'));
    worker.postMessage(req);
  } catch {
    worker = null;
    // No Web Worker here: the same handler on the page, after this task, with a short limit per
    // position and no estimates (the page's thread is blocked while it searches: only the last
    // tricks get solved).
    setTimeout(() => {
      if (!live) return;
      void import('./review-costs-worker.ts').then(({ handleReviewCostsRequest }) =>
        take(handleReviewCostsRequest({ ...req, timeLimitMs: PAGE_POSITION_MS, samples: 0 }, take)),
      );
    }, 0);
  }
  return () => {
    live = false;
    clearTimeout(timer);
    worker?.terminate();
  };
}
