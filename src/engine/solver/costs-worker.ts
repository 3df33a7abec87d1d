/**
 * Web Worker entry for the exact per-card costs alone:
 * `new Worker(new URL('../engine/solver/costs-worker.ts', import.meta.url), { type: 'module' })`.
 * (The practice review runs `islands-logic/review-costs-worker.ts`, the same exact pass followed by
 * the computer's estimates where it ran out of time; its request and messages are these.)
 * Protocol: request {@link CostsRequest} → any number of `{ id, progress: nodes }` messages while
 * it searches (the nodes of the position in hand, every 65,536), `{ id, index, cost }` as each play's
 * cost is known (the last play first), then `{ id, ok: true, result }` ({@link HandCosts}: plays not solved within the
 * budget have cost null) or `{ id, ok: false, error }` (a play that is not legal, bad rules).
 */
import { handCosts, type HandCosts, type HandDeal, type HandPlay, type PlayCost } from './hand-costs.ts';
import type { PositionVariant, ResolvedRules } from './variant-game.ts';
import { answer, serveWorker, type Answer } from '../worker-serve.ts';

export interface CostsRequest {
  id: number;
  variant: PositionVariant;
  rules: ResolvedRules['rules'];
  deal: HandDeal;
  plays: HandPlay[];
  /** Budget per position solved (milliseconds); the whole request takes at most about plays × this. */
  timeLimitMs?: number;
  maxNodes?: number;
  /** The seats whose costly plays get their best cards. */
  bestFor?: number[];
}

/** The answer to a request. */
export type CostsAnswer = Answer<{ result: HandCosts }>;
export type CostsMessage =
  { id: number; progress: number } | { id: number; index: number; cost: PlayCost } | CostsAnswer;

/** Answer one request, posting progress through `post` (exported for tests; the worker calls it per message). */
export function handleCostsRequest(req: CostsRequest, post: (m: CostsMessage) => void): CostsAnswer {
  return answer(req.id, () => ({
    result: handCosts(req.variant, req.rules, req.deal, req.plays, {
      ...(req.timeLimitMs !== undefined ? { timeLimitMs: req.timeLimitMs } : {}),
      ...(req.maxNodes !== undefined ? { maxNodes: req.maxNodes } : {}),
      ...(req.bestFor !== undefined ? { bestFor: req.bestFor } : {}),
      onProgress: (nodes) => post({ id: req.id, progress: nodes }),
      onCost: (index, cost) => post({ id: req.id, index, cost }),
    }),
  }));
}

serveWorker(handleCostsRequest);
