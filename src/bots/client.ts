/**
 * The promise API the flow machine's computer seats use. In the browser the decision runs
 * in a Web Worker (`src/bots/worker.ts`) so the page stays responsive; in Node and tests the
 * same `decide` runs in-process. A time cap guards the table: if the worker does not answer
 * in time, a seeded random legal move is played instead.
 */
import type { RuleSet, VariantId } from '../engine/options.ts';
import type { BotChooser, BotRequest as FlowBotRequest } from '../machines/flow.ts';
import { decide, decideRandom } from './index.ts';
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
  terminate?(): void;
}

export interface BotClient {
  requestMove<A>(req: BotRequest<unknown, A>): Promise<BotResponse<A>>;
  dispose(): void;
}

/** In-process client (Node, tests, or no Worker support). */
export function inProcessClient(): BotClient {
  return {
    requestMove: async <A>(req: BotRequest<unknown, A>) => decide(req),
    dispose: () => {},
  };
}

/** A client backed by a Web Worker running `worker.ts`. */
export function workerClient(worker: WorkerLike, timeoutMs = 3000): BotClient {
  let next = 1;
  const pending = new Map<number, (r: WorkerResponse) => void>();
  worker.addEventListener('message', (e) => {
    const done = pending.get(e.data.id);
    if (done) {
      pending.delete(e.data.id);
      done(e.data);
    }
  });
  return {
    requestMove<A>(req: BotRequest<unknown, A>): Promise<BotResponse<A>> {
      const id = next++;
      return new Promise((resolve) => {
        const fallback = () => resolve(decideRandom(req));
        const timer = setTimeout(() => {
          pending.delete(id);
          fallback();
        }, timeoutMs);
        pending.set(id, (r) => {
          clearTimeout(timer);
          if (r.ok)
            resolve({
              action: r.action as A,
              hint: r.hint,
              ...(r.why ? { why: r.why as never } : {}),
              ...(r.mistakes ? { mistakes: r.mistakes as never } : {}),
            });
          else fallback();
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
