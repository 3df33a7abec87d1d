import { describe, expect, it } from 'vitest';
import { decide, type Level } from '../../../src/bots/index.ts';
import { mistakesOf, type SearchResult } from '../../../src/bots/mc.ts';
import { playReason, playWhy } from '../../../src/bots/trick-common.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { advance, gameOf, TABLES } from './helpers.ts';

const words = {
  label: (a: string) => a,
  cost: (d: number) => `${d.toFixed(1)} points`,
  margin: 0.5,
  trick: true,
};

describe('mistakes from the same search as the hint', () => {
  const r: SearchResult<string> = {
    action: 'A',
    index: 0,
    values: [3, 2.8, 1, NaN, -2],
    observed: [0.9, 0.85, 0.1, NaN, 0.95],
    samples: 14,
  };

  it('lists the clearly worse moves, worst first, each with its cost, and leaves out near-equals and unsearched ones', () => {
    const m = mistakesOf(r, ['A', 'B', 'C', 'D', 'E'], words);
    expect(m.map((x) => x.action)).toEqual(['E', 'C']);
    expect(m[0]!.why).toBe('E does worse over the 14 deals tried: about 5.0 points less on average.');
    expect(m[1]!.why).toBe(
      'C loses this trick (it wins in 1 of the 14 deals tried, the suggested card in 13): about 2.0 points less on average.',
    );
    // the same reasons as data, for the languages that word them
    expect(m.map((x) => x.data)).toEqual([
      { kind: 'worse', wins: 13, best: 13, samples: 14 },
      { kind: 'loses', wins: 1, best: 13, samples: 14 },
    ]);
  });

  it('never lists the suggested card itself, played another way (a joker naming another suit: review C4)', () => {
    const joker: SearchResult<string> = { ...r, action: 'LJ:H', index: 0, values: [3, 1.5, 1, NaN, -2] };
    const label = (a: string) => a.split(':')[0]!;
    const m = mistakesOf(joker, ['LJ:H', 'LJ:S', 'C', 'D', 'E'], { ...words, label });
    expect(m.map((x) => x.action)).toEqual(['E', 'C']);
  });

  it('says a winning card that costs later is a waste, and keeps to the limit', () => {
    const low: SearchResult<string> = { ...r, observed: [0.1, 0.1, 0.9, NaN, 0.1] };
    const m = mistakesOf(low, ['A', 'B', 'C', 'D', 'E'], words, 1);
    expect(m).toHaveLength(1);
    expect(mistakesOf(low, ['A', 'B', 'C', 'D', 'E'], words)[1]!.why).toMatch(
      /^C wins this trick but spends a card the hand needs later/,
    );
  });

  const variants: VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'];
  it.each(variants)(
    '%s: a play decision with a choice carries mistakes that are legal moves other than the hint',
    (v) => {
      const game = gameOf(v);
      const { ruleSet } = TABLES[v];
      let found = 0;
      for (let k = 0; k < 20 && found === 0; k++) {
        const s = advance(v, `mistake-${k}`, (st, ph) => {
          if (ph !== 'play') return false;
          const seat = game.toAct(st)[0];
          return seat !== undefined && game.legalActions(st, seat).length > 3;
        });
        if (game.phase(s) !== 'play') continue;
        const me = game.toAct(s)[0]!;
        const legal = game.legalActions(s, me);
        const res = decide({ variant: v, view: game.view(s, me), legal, ruleSet, level: 'normal' as Level, seed: 'm' });
        expect(Array.isArray(res.mistakes)).toBe(true);
        for (const m of res.mistakes!) {
          expect(legal).toContainEqual(m.action);
          expect(m.action).not.toEqual(res.action);
          expect(m.why).toMatch(/\.$/);
        }
        found += res.mistakes!.length;
      }
      expect(found).toBeGreaterThan(0);
    },
  );
});

describe('how sure a play hint is, in counts (review C4)', () => {
  it('says in how many of the deals tried the card wins, never a bare percentage', () => {
    expect(playWhy(12 / 14, 14)).toEqual({ kind: 'wins', percent: 86, samples: 14, wins: 12 });
    expect(playReason('♠K', 12 / 14, 14, { low: 'gives this trick up cheaply' })).toBe(
      '♠K wins this trick in 12 of the 14 deals the computer tried',
    );
  });
  it('a card that scores, losing the trick, is never "given up cheaply"', () => {
    expect(playWhy(1 / 14, 14, true)).toEqual({ kind: 'loses', lost: 13, samples: 14 });
    expect(playReason('♠K', 1 / 14, 14, { low: 'gives this trick up cheaply', scores: true })).not.toMatch(/cheaply/);
    expect(playWhy(1 / 14, 14, false)).toEqual({ kind: 'low', lost: 13, samples: 14 });
  });
});

describe('a play hint’s reason as data (`why`), for the pages that word it in their own language', () => {
  const trickGames: VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty'];
  it.each(trickGames)('%s: a searched play carries `why`, and it says what the English hint says', (v) => {
    const game = gameOf(v);
    const { ruleSet } = TABLES[v];
    let checked = 0;
    for (let k = 0; k < 20 && checked < 3; k++) {
      const s = advance(v, `why-${k}`, (st, ph) => {
        if (ph !== 'play') return false;
        const seat = game.toAct(st)[0];
        return seat !== undefined && game.legalActions(st, seat).length > 2;
      });
      if (game.phase(s) !== 'play') continue;
      const me = game.toAct(s)[0]!;
      const legal = game.legalActions(s, me);
      const res = decide({ variant: v, view: game.view(s, me), legal, ruleSet, level: 'normal' as Level, seed: 'w' });
      if (!/deals the computer tried|cheaply|best average/.test(res.hint)) continue;
      const why = res.why!;
      expect(why).toBeDefined();
      if (why.kind === 'wins')
        expect(res.hint).toContain(`wins this trick in ${why.wins} of the ${why.samples} deals the computer tried`);
      else if (why.kind === 'loses')
        expect(res.hint).toContain(`loses this trick in ${why.lost} of the ${why.samples}`);
      else if (why.kind === 'average') expect(res.hint).toMatch(/gave the best average result/);
      else expect(res.hint).not.toMatch(/wins this trick in|best average/);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
