/**
 * Web Worker entry: `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })`.
 * Protocol: request `{ id, variant, view, legal, ruleSet, level, seed }` → response
 * `{ id, ok: true, action, hint }` or `{ id, ok: false, error }`.
 */
import { decide } from './index.ts';
import type { WorkerRequest, WorkerResponse } from './client.ts';

/** Answer one request (exported for tests; the worker calls it per message). */
export function handleRequest(req: WorkerRequest): WorkerResponse & { id: number } {
  try {
    const r = decide(req);
    return {
      id: req.id,
      ok: true,
      action: r.action,
      hint: r.hint,
      ...(r.why ? { why: r.why } : {}),
      ...(r.mistakes ? { mistakes: r.mistakes } : {}),
    };
  } catch (e) {
    return { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

interface WorkerScope {
  addEventListener(type: 'message', listener: (e: { data: WorkerRequest }) => void): void;
  postMessage(message: unknown): void;
}

const scope = (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope
  ? (globalThis as unknown as WorkerScope)
  : null;
scope?.addEventListener('message', (e) => scope.postMessage(handleRequest(e.data)));
