/**
 * The hand's story (islands-logic/replay.ts): a seeded hand of each trick game played to its end
 * through the Game API, read back from the view and the log as the review reads it, analysed by the
 * costs worker's handler; each mark the story shows and each why-line's best cards equal what the
 * judge's exact solver says of that position on its own (the last tricks, where it answers at once).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.ts';
import { variantEntry } from '../../../src/engine/variants.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import type { Card } from '../../../src/engine/cards.ts';
import { handleCostsRequest } from '../../../src/engine/solver/costs-worker.ts';
import type { PlayCost } from '../../../src/engine/solver/hand-costs.ts';
import { judgeSolverQuery, type SolverVariantRules } from '../../../src/engine/solver/judge.ts';
import { ALL_ENGINES } from '../../../src/islands-logic/engines/all.ts';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { finishedTricks } from '../../../src/islands-logic/table-view.ts';
import { costsRequestOf, handStory, replayFrame, type StoryInput } from '../../../src/islands-logic/replay.ts';
import { storyRows } from './story-rows.ts';
import { replayEn } from '../../../src/i18n/islands/replay.en.ts';
import { markState } from '../../../src/i18n/islands/replay.ts';
import { cardLabel } from '../../../src/engine/cards.ts';

type AnyGame = {
  setup(s: { ruleSet: { variant: VariantId }; seed: string; players?: number }): unknown;
  toAct(s: unknown): number[];
  legalActions(s: unknown, seat: number): unknown[];
  apply(s: unknown, a: unknown): { ok: true; value: unknown } | { ok: false; reason: string };
  view(s: unknown, seat: number | null): Record<string, unknown>;
};

/** Random legal moves (seeded) until the first hand has a result. */
function playHand(variant: VariantId, seed: string): { state: unknown; view: Record<string, unknown> } {
  const game = variantEntry(variant).game as unknown as AnyGame;
  const rng = new Rng(seed);
  let s = game.setup({ ruleSet: { variant }, seed });
  for (let guard = 0; guard < 3000; guard++) {
    const view = game.view(s, 0);
    if (view['result']) return { state: s, view };
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    // A bid or pass at random would often end in a redeal; any legal move is fine for the test.
    const r = game.apply(s, legal[rng.nextU32() % legal.length]);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
  }
  throw new Error(`${variant}: no result`);
}

const TRICK_GAMES: VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty'];
/** The judge answers at once with this many tricks left. */
const CHECKED_TRICKS = 3;

describe('the hand story: marks and why-lines equal the exact solver', () => {
  let checkedWhy = 0;
  for (const variant of TRICK_GAMES) {
    it(`${variant}: a seeded hand's marks and the learner's best cards`, () => {
      const { state, view } = playHand(variant, `replay-${variant}-1`);
      const human = 0;
      const target = (ALL_ENGINES[variant] as TrickEngine).handTarget!(view)!;
      const game = variantEntry(variant).game as unknown as AnyGame;
      const seats = (finishedTricks(view)[0] as { plays: unknown[] }).plays.length;
      // A hand stopped once decided (Nap) leaves cards unplayed: each seat's own view shows them.
      const handsLeft = Array.from({ length: seats }, (_, s) => game.view(state, s)['hand'] as Card[]);
      const req = costsRequestOf({ id: 1, variant, view, state, side: target.side, human, handsLeft });
      expect(req).not.toBeNull();
      // A node budget per position: the last tricks are solved, the deep first ones left open.
      const told: (PlayCost | undefined)[] = [];
      const ans = handleCostsRequest({ ...req!, timeLimitMs: undefined, maxNodes: 300_000 }, (m) => {
        if ('cost' in m) told[m.index] = m.cost;
      });
      if (!ans.ok) throw new Error(ans.error);
      const { tricks, rows } = storyRows(view);
      const current = (view['current'] ?? []) as { seat: number; card: Card }[];
      const story = handStory(
        rows,
        { costs: told, par: ans.result.par, done: true },
        human,
        target.side,
        target.misere,
      );
      expect(story.total).toBe(tricks.reduce((n, t) => n + t.plays.length, 0));
      // The marks are the worker's numbers, play by play; unsolved plays are "not analysed" (null), never a guess.
      expect(story.tricks.flatMap((t) => t.plays.map((p) => p.cost))).toEqual(
        ans.result.costs.slice(0, story.total).map((c) => c.cost),
      );
      const st = state as { rules?: unknown; values?: unknown };
      const rules = { variant, rules: st.rules ?? st.values } as SolverVariantRules;
      const players = tricks[0]!.plays.length;
      let checked = 0;
      // Trick 1's lead sets Nap's trumps: the judge asks for it, so the checks start at trick 2.
      const from = Math.max(1, tricks.length - CHECKED_TRICKS);
      let flat = tricks.slice(0, from).reduce((n, t) => n + t.plays.length, 0);
      for (let ti = from; ti < tricks.length; ti++) {
        const t = tricks[ti]!;
        // Plays within a trick whose lead named a suit or made a call need those fields: checked from the lead only.
        const plain = !t.calls && t.plays.every((p) => !p.declared);
        t.plays.forEach((p, k) => {
          const at = flat++;
          if (k > 0 && !plain) return;
          if (k === 0 && t.plays[0]!.declared) return;
          const hands = Array.from({ length: players }, (_, s) =>
            tricks
              .slice(ti)
              .flatMap((u, ui) => u.plays.filter((q, qk) => q.seat === s && (ui > 0 || qk >= k)).map((q) => q.card))
              .concat(
                current.filter((q) => q.seat === s).map((q) => q.card),
                handsLeft[s]!,
              ),
          );
          const a = judgeSolverQuery(rules, {
            query: 'solve',
            trump: view['trump'] ?? null,
            hands,
            leader: t.leader,
            plays: t.plays.slice(0, k).map((q) => q.card),
            side: target.side,
            ...(view['secretaryCard'] ? { secretary: view['secretaryCard'] } : {}),
          }) as { best: number; moves: Card[] };
          const c = ans.result.costs[at]!;
          expect({ trick: ti + 1, card: p.card, best: c.best, best0: c.cost === 0 }).toEqual({
            trick: ti + 1,
            card: p.card,
            best: a.best,
            best0: a.moves.includes(p.card),
          });
          const mark = story.tricks[ti]!.plays[k]!;
          expect(mark.cost).toBe(c.cost);
          if (p.seat === human && c.cost! < 0) {
            const why = story.why.find((y) => y.trick === ti + 1 && y.card === p.card)!;
            expect([...why.better].sort()).toEqual([...a.moves].sort());
            expect(why.lost).toBe(-c.cost!);
            checkedWhy++;
          }
          checked++;
        });
      }
      expect(checked).toBeGreaterThan(1);
      // The replay's frames are the story's tricks, clamped at both ends.
      expect(replayFrame(story, 99)!.index).toBe(tricks.length - 1);
      expect(replayFrame(story, -1)!.trick.n).toBe(1);
    }, 60_000);
  }
  it('checked at least one why-line of a costly play of the learner', () => {
    expect(checkedWhy).toBeGreaterThan(0);
  });
});

describe("Nap's opening lead", () => {
  it('names trumps, so its cost and the par stay not analysed (another lead is another contract)', () => {
    const { state, view } = playHand('nap', 'replay-nap-1');
    const game = variantEntry('nap').game as unknown as AnyGame;
    const target = (ALL_ENGINES['nap'] as TrickEngine).handTarget!(view)!;
    const seats = (finishedTricks(view)[0] as { plays: unknown[] }).plays.length;
    const handsLeft = Array.from({ length: seats }, (_, s) => game.view(state, s)['hand'] as Card[]);
    const req = costsRequestOf({ id: 2, variant: 'nap', view, state, side: target.side, human: 0, handsLeft })!;
    expect(req.deal.trump).not.toBeNull();
    const ans = handleCostsRequest(req, () => undefined);
    if (!ans.ok) throw new Error(ans.error);
    expect(ans.result.par).toBeNull();
    expect(ans.result.costs.map((c) => c.cost === null)).toEqual(ans.result.costs.map((_, i) => i === 0));
    // The story says why: not for want of time (no "not analysed" trick), the lead named trumps.
    const story = handStory(
      storyRows(view).rows,
      {
        costs: ans.result.costs,
        par: ans.result.par,
        done: true,
        leadNamesTrumps: ans.result.leadNamesTrumps === true,
      },
      0,
      target.side,
    );
    expect({ lead: story.leadNamesTrumps, lastOpen: story.lastOpen, par: story.par }).toEqual({
      lead: true,
      lastOpen: 0,
      par: null,
    });
    expect(replayEn.parLead).toBe('Par for this deal: not analysed (the opening lead names trumps).');
  });
});

describe('the hand story in words', () => {
  const rows: StoryInput[] = [
    {
      n: 1,
      leader: 0,
      winner: 1,
      points: 2,
      plays: [
        { seat: 0, card: 'SK' },
        { seat: 1, card: 'SA' },
        { seat: 2, card: 'S3' },
      ],
    },
  ];
  const cost = (c: number | null, best: number, better?: string[]) => ({
    seat: 0,
    card: 'SK' as Card,
    trick: 1,
    cost: c,
    best,
    ...(better ? { better: better.map((b) => ({ card: b as Card })) } : {}),
  });
  it('a costly play of the learner: its mark, its spoken mark and its why-line from the solver facts', () => {
    // The learner (seat 0) defends; ♠K gave the declaring side (seat 1) one honour more than ♠3 would.
    const s = handStory(rows, { costs: [cost(-1, 7, ['S3']), cost(0, 8), cost(0, 8)], par: 7, done: true }, 0, [1]);
    expect(s.tricks[0]!.plays.map((p) => replayEn.mark(p))).toEqual(['−1', '0', '0']);
    expect(replayEn.spoken(s.tricks[0]!.plays[0]!, 'honours')).toBe('cost 1 honour');
    expect(s.why).toEqual([{ trick: 1, card: 'SK', lost: 1, better: ['S3'], best: 7, after: 8, declarer: false }]);
    expect(replayEn.why(s.why[0]!, cardLabel, 'honours')).toBe(
      '♠K (trick 1): the declaring side can now take 1 honour more than with ♠3 (8 honours instead of 7).',
    );
    expect(replayEn.mine(s, 'honours')).toBe('Your cards: 0 best, 1 costly (1 honour in all).');
    expect(replayEn.par(7, 10, 'honours')).toBe(
      'Par for this deal: with best play by everyone from the first trick, the declaring side takes 7 honours in tricks (it needed 10).',
    );
  });
  it('a mark and its spoken form tell the same four states apart', () => {
    const plays = [undefined, null, 0, -2].map((c) => ({ seat: 0, card: 'SK' as Card, cost: c }));
    expect(plays.map(markState)).toEqual(['pending', 'open', 'best', 'cost']);
    expect(plays.map((p) => replayEn.mark(p))).toEqual(['…', '?', '0', '−2']);
    expect(plays.map((p) => replayEn.spoken(p, 'tricks'))).toEqual([
      'being analysed',
      'not analysed',
      'a best card',
      'cost 2 tricks',
    ]);
  });
  it("a declarer's costly play, a play not analysed and one still being analysed", () => {
    const s = handStory(rows, { costs: [cost(-2, 9, ['SA', 'S3'])], done: false }, 0, [0]);
    expect(s.why[0]).toMatchObject({ best: 9, after: 7, declarer: true });
    expect(replayEn.why(s.why[0]!, cardLabel, 'tricks')).toBe(
      '♠K (trick 1): with ♠A or ♠3 your side could still take 9 tricks; after ♠K, 7 tricks. It cost 2 tricks.',
    );
    expect(s.tricks[0]!.plays.slice(1).map((p) => replayEn.spoken(p, 'tricks'))).toEqual([
      'being analysed',
      'being analysed',
    ]);
    const done = handStory(rows, { costs: [cost(-2, 9)], done: true }, 0, [0]);
    expect(done.tricks[0]!.plays.slice(1).map((p) => [replayEn.mark(p), replayEn.spoken(p, 'tricks')])).toEqual([
      ['?', 'not analysed'],
      ['?', 'not analysed'],
    ]);
    expect(done.par).toBeNull();
    expect(replayEn.notAnalysed(1)).toMatch(/^The cards of trick 1 are not analysed/);
    // Nap counts tricks: its par says so once.
    expect(replayEn.par(3, 5, 'tricks')).toBe(
      'Par for this deal: with best play by everyone from the first trick, the declaring side takes 3 tricks (it needed 5).',
    );
  });
});
