/**
 * Web Worker entry for the review's per-card marks of a finished hand:
 * `new Worker(new URL('./review-costs-worker.ts', import.meta.url), { type: 'module' })`
 * (costs-client.ts). Two passes over one request:
 * 1. the exact solver (engine/solver/hand-costs.ts), the last play first, as long as its share of
 *    the budget lasts (every position it solves is an exact mark);
 * 2. for the learner's plays it left unsolved (the early tricks of a long hand), the computer's
 *    strong search (bots/play-estimate.ts: Monte Carlo over the deals the player could not tell
 *    apart), the latest first, each mark flagged as an estimate with the deals it tried.
 * The deal's par is the exact pass's only: when it is not reached it stays null (never guessed).
 *
 * Protocol: as engine/solver/costs-worker.ts — `{ id, progress }` while the exact search runs,
 * `{ id, index, cost }` as each play's mark is known, then `{ id, ok: true, result }` (the costs
 * with the estimates in) or `{ id, ok: false, error }`. It lives here, not in the engine, because
 * it uses the bots' search (the engine imports nothing above it).
 */
import { estimatePlayCost } from '../bots/play-estimate.ts';
import type { CostsMessage, CostsRequest } from '../engine/solver/costs-worker.ts';
import { handCostsFor, handSteps, sideMinimises, type HandCosts, type PlayCost } from '../engine/solver/hand-costs.ts';
import { solverGameFor, type ResolvedRules } from '../engine/solver/variant-game.ts';
import { answer, serveWorker, type Answer } from '../engine/worker-serve.ts';

/** What the estimate pass is allowed for each learner's play, kept back from the exact pass. */
export const ESTIMATE_MS = 700;
/** Kept back at the end of the budget (the answer must reach the page before it stops the worker). */
const MARGIN_MS = 300;

export interface ReviewCostsRequest extends CostsRequest {
  /** The whole request's time (ms); the exact pass leaves room for the estimates. None: no deadline. */
  budgetMs?: number;
  /** Deals the estimate tries per play (0: no estimates, exact marks only). */
  samples?: number;
}

export type ReviewCostsAnswer = Answer<{ result: HandCosts }>;

/** Answer one request, posting each mark through `post` (exported for tests; the worker calls it per message). */
export function handleReviewCostsRequest(req: ReviewCostsRequest, post: (m: CostsMessage) => void): ReviewCostsAnswer {
  return answer(req.id, () => {
    const start = Date.now();
    const g = solverGameFor(
      { variant: req.variant, rules: req.rules } as ResolvedRules,
      req.deal.trump,
      req.deal.secretary,
    );
    const steps = handSteps(g, req.deal, req.plays);
    const bestFor = req.bestFor ?? [];
    const mine = steps.filter((s) => bestFor.includes(s.seat)).length;
    const estimating = req.samples !== 0 && mine > 0;
    const budget = req.budgetMs;
    const end = budget === undefined ? undefined : start + budget - MARGIN_MS;
    const exactUntil = end === undefined ? undefined : end - (estimating ? mine * ESTIMATE_MS : 0);
    const result = handCostsFor(g, req.deal, req.plays, {
      ...(req.timeLimitMs !== undefined ? { timeLimitMs: req.timeLimitMs } : {}),
      ...(req.maxNodes !== undefined ? { maxNodes: req.maxNodes } : {}),
      ...(exactUntil !== undefined ? { until: exactUntil } : {}),
      bestFor,
      onProgress: (nodes) => post({ id: req.id, progress: nodes }),
      onCost: (index, cost) => post({ id: req.id, index, cost }),
    });
    if (!estimating) return { result };
    const minimise = sideMinimises(g, req.deal.trump);
    for (let i = steps.length - 1; i >= 0; i--) {
      const st = steps[i]!;
      const c = result.costs[i]!;
      // Nap's opening lead names trumps: another lead is another contract, estimated no more than solved.
      if (c.cost !== null || !bestFor.includes(st.seat) || (i === 0 && result.leadNamesTrumps)) continue;
      let est;
      try {
        est = estimatePlayCost(g, steps, i, req.deal.side, minimise, {
          ...(req.samples !== undefined ? { samples: req.samples } : {}),
          seed: `review-${i}`,
          ...(end !== undefined ? { until: end } : {}),
        });
      } catch {
        // an estimate that cannot be made leaves that play "not analysed", never the exact marks lost
        continue;
      }
      if (!est) break;
      const mark: PlayCost = {
        ...c,
        cost: est.cost,
        best: est.best,
        estimate: { deals: est.deals },
        ...(est.cost < 0 ? { better: est.better } : {}),
      };
      result.costs[i] = mark;
      post({ id: req.id, index: i, cost: mark });
    }
    return { result };
  });
}

serveWorker(handleReviewCostsRequest);
