/**
 * The review's marks where the exact solver does not reach (issue #33 item 3, issue #32 item 2):
 * the review's worker (islands-logic/review-costs-worker.ts) solves the last plays exactly and,
 * for the learner's plays left unsolved, gives the computer's search's estimate
 * (bots/play-estimate.ts), flagged with the deals it tried; the par is never estimated; an estimate
 * never charges the search's own best card; and the words tell an estimate from an exact mark.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.ts';
import { variantEntry } from '../../../src/engine/variants.ts';
import type { Card } from '../../../src/engine/cards.ts';
import type { PlayCost } from '../../../src/engine/solver/hand-costs.ts';
import { handSteps } from '../../../src/engine/solver/hand-costs.ts';
import { solverGameFor, type ResolvedRules } from '../../../src/engine/solver/variant-game.ts';
import { estimatePlayCost } from '../../../src/bots/play-estimate.ts';
import { ALL_ENGINES } from '../../../src/islands-logic/engines/all.ts';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { costsRequestOf, handStory, type StoryPlay } from '../../../src/islands-logic/replay.ts';
import { handleReviewCostsRequest } from '../../../src/islands-logic/review-costs-worker.ts';
import { replayEn } from '../../../src/i18n/islands/replay.en.ts';
import { replayJa } from '../../../src/i18n/islands/replay.ja.ts';
import { replayKo } from '../../../src/i18n/islands/replay.ko.ts';
import { replayZh } from '../../../src/i18n/islands/replay.zh-TW.ts';
import { storyRows } from './story-rows.ts';

type AnyGame = {
  setup(s: { ruleSet: { variant: 'japanese' }; seed: string; players?: number }): unknown;
  toAct(s: unknown): number[];
  legalActions(s: unknown, seat: number): unknown[];
  apply(s: unknown, a: unknown): { ok: true; value: unknown } | { ok: false; reason: string };
  view(s: unknown, seat: number | null): Record<string, unknown>;
};

const variant = 'japanese' as const;
const human = 0;
const SAMPLES = 24;

/** A seeded Japanese hand (5 players, 10 tricks) played to its end by random legal moves, and the review's request. */
function japaneseHand(seed: string) {
  const game = variantEntry(variant).game as unknown as AnyGame;
  const rng = new Rng(seed);
  let s = game.setup({ ruleSet: { variant }, seed, players: 5 });
  for (let guard = 0; guard < 3000 && !game.view(s, 0)['result']; guard++) {
    const legal = game.legalActions(s, game.toAct(s)[0]!);
    const r = game.apply(s, legal[rng.nextU32() % legal.length]);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
  }
  const view = game.view(s, 0);
  const target = (ALL_ENGINES[variant] as TrickEngine).handTarget!(view)!;
  const handsLeft = [0, 1, 2, 3, 4].map((x) => game.view(s, x)['hand'] as Card[]);
  const req = costsRequestOf({ id: 1, variant, view, state: s, side: target.side, human, handsLeft })!;
  return { view, target, req };
}

describe('estimates where the exact solver runs out', () => {
  it('a 10-trick Japanese hand with a tiny exact budget: estimates for the early learner plays, exact marks for the last', () => {
    const { view, target, req } = japaneseHand('estimate-1');
    expect(req.plays).toHaveLength(50);
    const told: (PlayCost | undefined)[] = [];
    const ans = handleReviewCostsRequest(
      { ...req, timeLimitMs: undefined, budgetMs: undefined, maxNodes: 3_000, samples: SAMPLES },
      (m) => {
        if ('cost' in m) told[m.index] = m.cost;
      },
    );
    if (!ans.ok) throw new Error(ans.error);
    const costs = ans.result.costs;
    const mine = costs.filter((c) => c.seat === human);
    expect(mine).toHaveLength(10);
    // Every learner's play has a mark: exact for the last tricks, an estimate (with its deals) before.
    expect(mine.every((c) => typeof c.cost === 'number')).toBe(true);
    const exact = mine.filter((c) => !c.estimate);
    const estimated = mine.filter((c) => c.estimate);
    expect(exact.length).toBeGreaterThan(0);
    expect(estimated.length).toBeGreaterThan(0);
    expect(mine[0]!.estimate).toEqual({ deals: SAMPLES });
    expect(mine[9]!.estimate).toBeUndefined();
    expect(Math.max(...estimated.map((c) => c.trick))).toBeLessThan(Math.min(...exact.map((c) => c.trick)));
    // The other seats' plays the exact search did not reach stay "not analysed"; the par is not guessed.
    expect(costs.some((c) => c.seat !== human && c.cost === null)).toBe(true);
    expect(costs.filter((c) => c.seat !== human && c.estimate)).toEqual([]);
    expect(ans.result.par).toBeNull();
    // Each estimate was told as it came, like the exact marks.
    expect(told.filter((c) => c?.estimate)).toEqual(estimated);
    // The story carries them as estimates.
    const story = handStory(storyRows(view).rows, { costs, par: ans.result.par, done: true }, human, target.side);
    const plays = story.tricks.flatMap((t) => t.plays).filter((p) => p.seat === human);
    expect(plays.filter((p) => p.deals === SAMPLES)).toHaveLength(estimated.length);
    expect(story.mine.open).toBe(0);
    expect(story.mine.estBest + story.mine.estCostly).toBe(estimated.length);
    expect(story.lastEstimated).toBe(Math.max(...estimated.map((c) => c.trick)));
    expect(story.par).toBeNull();
  }, 120_000);

  it('a budget already spent leaves every play "not analysed": no exact mark, no estimate, no par', () => {
    const { req } = japaneseHand('estimate-1');
    const ans = handleReviewCostsRequest({ ...req, timeLimitMs: undefined, budgetMs: 1, samples: SAMPLES }, () => {});
    if (!ans.ok) throw new Error(ans.error);
    expect(ans.result.costs.filter((c) => c.cost !== null || c.estimate)).toEqual([]);
    expect(ans.result.par).toBeNull();
  });

  it('an estimate never charges the search’s own best card', () => {
    const { req } = japaneseHand('estimate-2');
    const g = solverGameFor({ variant, rules: req.rules } as ResolvedRules, req.deal.trump, req.deal.secretary);
    const steps = handSteps(g, req.deal, req.plays);
    let checked = 0;
    steps.forEach((st, i) => {
      if (st.trickNo > 4) return;
      const opts = { samples: SAMPLES, seed: `best-${i}` };
      const e = estimatePlayCost(g, steps, i, req.deal.side, false, opts)!;
      expect(e.deals).toBe(SAMPLES);
      expect(e.cost).toBeLessThanOrEqual(0);
      if (e.cost === 0) {
        expect(e.better).toEqual([]);
        return;
      }
      // The card the search found best, played in the same position: no cost.
      expect(e.better.map((b) => b.card)).not.toContain(req.plays[i]!.card);
      const bestMove = e.bestMove;
      expect(bestMove).not.toBe(st.move);
      const again = estimatePlayCost(
        g,
        steps.map((x, k) => (k === i ? { ...x, card: bestMove & 255, move: bestMove } : x)),
        i,
        req.deal.side,
        false,
        opts,
      )!;
      expect({ i, cost: again.cost, better: again.better }).toEqual({ i, cost: 0, better: [] });
      checked++;
    });
    // some early play was costly by the search's measure, so the check ran
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});

describe('the words tell an estimate from an exact mark', () => {
  const exact: StoryPlay = { seat: 0, card: 'SA' as Card, cost: -2 };
  const est: StoryPlay = { seat: 0, card: 'SA' as Card, cost: -2, deals: 40 };
  const estZero: StoryPlay = { seat: 0, card: 'SA' as Card, cost: 0, deals: 1 };
  it('English: the mark, the spoken mark and the why-line', () => {
    expect(replayEn.mark(exact)).toBe('−2');
    expect(replayEn.mark(est)).toBe('≈−2');
    expect(replayEn.spoken(exact, 'honours')).toBe('cost 2 honours');
    expect(replayEn.spoken(est, 'honours')).toBe('about −2 honours, from 40 deals the computer tried');
    expect(replayEn.spoken(estZero, 'honours')).toBe('about as good as the best card, from 1 deal the computer tried');
    const why = {
      trick: 2,
      card: 'SA' as Card,
      lost: 1,
      better: ['D2' as Card],
      best: 5,
      after: 4,
      declarer: true,
    };
    expect(replayEn.why(why, (c) => c, 'honours')).toMatch(/could still take/);
    expect(replayEn.why({ ...why, deals: 40 }, (c) => c, 'honours')).toBe(
      'SA (trick 2): over 40 deals the computer tried, D2 did about 1 honour better for your side (an estimate: the exact search did not reach this trick).',
    );
  });
  it.each([
    ['ja', replayJa],
    ['ko', replayKo],
    ['zh-TW', replayZh],
  ])('%s: an estimate is worded apart, with its deals', (_lang, rw) => {
    expect(rw.mark(est)).not.toBe(rw.mark(exact));
    expect(rw.spoken(est, 'honours')).not.toBe(rw.spoken(exact, 'honours'));
    expect(rw.spoken(est, 'honours')).toContain('40');
    expect(rw.spoken(estZero, 'honours')).not.toBe(rw.spoken({ ...estZero, deals: undefined } as StoryPlay, 'honours'));
  });
});
