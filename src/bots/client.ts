/**
 * The promise API the flow machine's computer seats use. In the browser the decision runs
 * in a Web Worker (`src/bots/worker.ts`) so the page stays responsive; in Node and tests the
 * same `decide` runs in-process. The answer never depends on the machine's load: if the worker
 * does not load or does not answer within a generous stall cap, the client runs the same `decide`
 * in-process (the same move, only on the main thread). A failing decision (the worker's `ok: false`)
 * falls back to a seeded random legal move and says so in `failed`, which the table shows.
 */
import type { RuleSet, VariantId } from '../engine/options.ts';
import type { ActionChooser as BotChooser, ActionRequest as FlowBotRequest } from '../engine/game.ts';
import { decideRandom } from './random.ts';

/**
 * The deciders, loaded only when a move is decided on this thread: a page that uses the worker
 * never loads the search (the practice page's start-up JS, and the check that the search runs
 * only in the worker, rely on this).
 */
const loadDecide = async () => (await import('./index.ts')).decide;
import type { BotRequest, BotResponse, Level } from './types.ts';

/** What the worker receives and sends back. */
export interface WorkerRequest extends BotRequest {
  id: number;
}
export type WorkerResponse = ({ ok: true } & BotResponse) | { ok: false; error: string };

/** The part of a Worker the client uses (so tests can pass a fake). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (e: { data: WorkerResponse & { id: number } }) => void): void;
  /** A worker that fails to load or throws outside a request (the browser's `error` event). */
  addEventListener(type: 'error', listener: (e: unknown) => void): void;
  terminate?(): void;
}

export interface BotClient {
  requestMove<A>(req: BotRequest<unknown, A>): Promise<BotResponse<A>>;
  dispose(): void;
}

/** In-process client (Node, tests, or no Worker support). */
export function inProcessClient(): BotClient {
  return {
    requestMove: async <A>(req: BotRequest<unknown, A>) => (await loadDecide())(req),
    dispose: () => {},
  };
}

/**
 * The in-process answer used when the worker cannot give one: `decide` itself (the same move the
 * worker would have made), or, if the decision throws, a seeded random legal move with the reason.
 */
async function inProcess<A>(req: BotRequest<unknown, A>): Promise<BotResponse<A>> {
  const decide = await loadDecide();
  try {
    return decide(req);
  } catch (e) {
    return { ...decideRandom(req), failed: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * A client backed by a Web Worker running `worker.ts`. `stallMs` only guards against a worker that
 * never answers (a hung or unloadable worker); its fallback is the same decision in-process, so a
 * slow machine changes when a move comes, never which move.
 */
export function workerClient(worker: WorkerLike, stallMs = 60_000): BotClient {
  let next = 1;
  let broken = false;
  const pending = new Map<number, (r: WorkerResponse | null) => void>();
  worker.addEventListener('message', (e) => {
    const done = pending.get(e.data.id);
    if (done) {
      pending.delete(e.data.id);
      done(e.data);
    }
  });
  worker.addEventListener('error', () => {
    broken = true;
    for (const [id, done] of [...pending]) {
      pending.delete(id);
      done(null);
    }
  });
  return {
    requestMove<A>(req: BotRequest<unknown, A>): Promise<BotResponse<A>> {
      if (broken) return inProcess(req);
      const id = next++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          void inProcess(req).then(resolve);
        }, stallMs);
        pending.set(id, (r) => {
          clearTimeout(timer);
          if (r === null) void inProcess(req).then(resolve);
          else if (r.ok)
            resolve({
              action: r.action as A,
              hint: r.hint,
              ...(r.why ? { why: r.why as never } : {}),
              ...(r.mistakes ? { mistakes: r.mistakes as never } : {}),
              ...(r.outlook ? { outlook: r.outlook } : {}),
            });
          else resolve({ ...decideRandom(req), failed: r.error });
        });
        worker.postMessage({ ...(req as BotRequest), id });
      });
    },
    dispose: () => worker.terminate?.(),
  };
}

/** The `choose` function for {@link createVariantFlowMachine}: computer seats ask `client`. */
export function chooserFor<V, A>(
  variant: VariantId,
  opts: { ruleSet: RuleSet; level: Level; client?: BotClient; levels?: Partial<Record<number, Level>> },
): BotChooser<V, A> {
  const client = opts.client ?? inProcessClient();
  return async (r: FlowBotRequest<V, A>) => {
    const res = await client.requestMove<A>({
      variant,
      view: r.view,
      legal: r.legal,
      ruleSet: opts.ruleSet,
      level: opts.levels?.[r.seat] ?? opts.level,
      seed: r.seed,
    });
    return res.action;
  };
}
