/** The main-thread side of the bot worker: one worker per table, promises per request. */
import type { BotRequest, BotResponse } from '../../bots/types.ts';
import type { WorkerRequest, WorkerResponse } from './bot-worker.ts';

export class BotClient {
  private worker: Worker;
  private next = 1;
  private waiting = new Map<number, { ok: (r: BotResponse) => void; fail: (e: Error) => void }>();

  constructor() {
    this.worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (e: MessageEvent<WorkerResponse>) => {
      const w = this.waiting.get(e.data.id);
      if (!w) return;
      this.waiting.delete(e.data.id);
      if ('error' in e.data) w.fail(new Error(e.data.error));
      else w.ok(e.data.response);
    };
    this.worker.onerror = (e) => {
      for (const w of this.waiting.values()) w.fail(new Error(e.message || 'the computer players stopped'));
      this.waiting.clear();
    };
  }

  ask(request: BotRequest): Promise<BotResponse> {
    const id = this.next++;
    return new Promise((ok, fail) => {
      this.waiting.set(id, { ok, fail });
      const msg: WorkerRequest = { id, request: JSON.parse(JSON.stringify(request)) as BotRequest };
      this.worker.postMessage(msg);
    });
  }

  stop(): void {
    this.worker.terminate();
    this.waiting.clear();
  }
}
