/**
 * Web Worker entry: `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })`.
 * Protocol: request `{ id, variant, view, legal, ruleSet, level, seed }` → response
 * `{ id, ok: true, action, hint }` or `{ id, ok: false, error }`; a request with `outlook: true`
 * also gets the coach's outlook (`bots/outlook.ts`).
 */
import { decide } from './index.ts';
import { decideWithOutlook } from './outlook.ts';
import type { WorkerRequest, WorkerResponse } from './client.ts';
import { answer, serveWorker } from '../engine/worker-serve.ts';

/** Answer one request (exported for tests; the worker calls it per message). */
export function handleRequest(req: WorkerRequest): WorkerResponse & { id: number } {
  return answer(req.id, () => {
    const r = req.outlook ? decideWithOutlook(req) : decide(req);
    return {
      action: r.action,
      hint: r.hint,
      ...(r.why ? { why: r.why } : {}),
      ...(r.mistakes ? { mistakes: r.mistakes } : {}),
      ...(r.outlook ? { outlook: r.outlook } : {}),
    };
  });
}

serveWorker(handleRequest);
