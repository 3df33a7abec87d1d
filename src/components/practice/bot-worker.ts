/**
 * The computer players' Web Worker: receives a bot request (a seat's VIEW, its legal actions,
 * the rule set, level and seed) and answers with an action and a hint. Bots that have landed
 * for a variant are used; the others play a seeded random legal action.
 */
import { decideJapanese } from '../../bots/japanese.ts';
import { decideNap } from '../../bots/nap.ts';
import { randomAction } from '../../bots/random.ts';
import type { BotRequest, BotResponse } from '../../bots/types.ts';

export interface WorkerRequest {
  id: number;
  request: BotRequest;
}
export type WorkerResponse = { id: number; response: BotResponse } | { id: number; error: string };

export function decide(req: BotRequest): BotResponse {
  switch (req.variant) {
    case 'japanese':
      return decideJapanese(req as Parameters<typeof decideJapanese>[0]) as BotResponse;
    case 'nap':
      return decideNap(req as Parameters<typeof decideNap>[0]) as BotResponse;
    default:
      return randomAction(req.legal, req.seed);
  }
}

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(m: WorkerResponse): void;
};
scope.onmessage = (e) => {
  const { id, request } = e.data;
  try {
    scope.postMessage({ id, response: decide(request) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
