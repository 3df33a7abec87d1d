/**
 * The message loop of a Web Worker entry (the bots' `bots/worker.ts`, the review's
 * `solver/costs-worker.ts`): each request carries an `id`; its answer is `{ id, ok: true, … }` or,
 * when the work throws, `{ id, ok: false, error }`; whatever the work posts meanwhile (progress)
 * goes out before it.
 */

/** The answer to request `id`: the work's fields, or the error it threw. */
export type Answer<T> = ({ id: number; ok: true } & T) | { id: number; ok: false; error: string };

/** Run `work` for request `id`: its fields as `{ id, ok: true, … }`, a thrown error as `{ id, ok: false, error }`. */
export function answer<T extends object>(id: number, work: () => T): Answer<T> {
  try {
    return { id, ok: true, ...work() };
  } catch (e) {
    return { id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** The part of a worker's global scope the loop uses (a test passes a fake). */
export interface WorkerScope<Req> {
  addEventListener(type: 'message', listener: (e: { data: Req }) => void): void;
  postMessage(message: unknown): void;
}

/** This scope when the module runs as a Web Worker, else null (Node, tests, the page's thread). */
function workerScope<Req>(): WorkerScope<Req> | null {
  return (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope
    ? (globalThis as unknown as WorkerScope<Req>)
    : null;
}

/**
 * Answer each message with `handle(request, post)`, where `post` sends a message (progress)
 * before the answer. Outside a worker (no `scope` given, not a Web Worker) it does nothing.
 */
export function serveWorker<Req>(
  handle: (req: Req, post: (m: unknown) => void) => unknown,
  scope: WorkerScope<Req> | null = workerScope<Req>(),
): void {
  scope?.addEventListener('message', (e) => scope.postMessage(handle(e.data, (m) => scope.postMessage(m))));
}
