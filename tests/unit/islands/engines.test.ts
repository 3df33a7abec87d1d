import { describe, expect, test } from 'vitest';
import '../../../src/engine/all-judges.ts';
import { judgeOne } from '../../../src/engine/judge.ts';
import { ALL_ENGINES, engineFor } from '../../../src/islands-logic/engines/all.ts';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { allPuzzles, puzzleQuery } from '../../../src/content-data/puzzles.ts';
import { engineAnswer } from '../../../src/islands-logic/puzzle-views.ts';
import { rankingRows } from '../../../src/components/RankingExplorer.tsx';
import { describeRules } from '../../../src/islands-logic/rule-words.ts';

describe('the island adapters answer exactly as the judge does', () => {
  test('every puzzle: same winner and reason (or legality and effects) as judgeOne', () => {
    for (const p of allPuzzles()) {
      const judge = judgeOne(puzzleQuery(p));
      const mine = engineAnswer(p, engineFor(p.variant));
      if (mine.kind === 'trick') {
        expect({ winner: mine.winner, reason: mine.reason }, p.id).toEqual({
          winner: judge['winner'],
          reason: judge['reason'],
        });
      } else {
        expect(mine.legal, p.id).toBe(judge['legal']);
        if (mine.legal) expect([...mine.effects].sort(), p.id).toEqual([...(judge['effects'] as string[])].sort());
      }
    }
  });

  const scores: [string, Record<string, unknown>][] = [
    ['japanese', { bid: 13, points: 15, partner: 'adjutant' }],
    ['japanese', { bid: 14, points: 10, partner: 'solo' }],
    ['mighty', { bid: 15, trump: 'S', points: 17, partner: 'friend' }],
    ['mighty', { bid: 16, trump: null, points: 12, partner: 'none' }],
    ['tw-hk', { bid: 10, points: 12, partner: 'secretary' }],
    ['tw-hk', { bid: 12, points: 9, partner: 'dictator' }],
    ['nap', { bid: 'nap', tricks: 5 }],
    ['nap', { bid: 3, tricks: 2 }],
  ];
  for (const [v, input] of scores) {
    test(`score ${v} ${JSON.stringify(input)} equals the judge's score query`, () => {
      const e = ALL_ENGINES[v as 'japanese'] as TrickEngine;
      const judge = judgeOne({ variant: v, query: 'score', ...input });
      expect(judge['error']).toBeUndefined();
      expect(e.score({}, input)).toEqual(judge);
    });
  }

  test('legal cards equal the judge’s legal query', () => {
    const q = { trump: 'H' as const, trick: 4, plays: ['SK'] };
    const hand = ['DJ', 'H2', 'C9', 'S4'];
    for (const v of ['japanese', 'mighty', 'tw-hk', 'nap'] as const) {
      const e = ALL_ENGINES[v] as TrickEngine;
      const judge = judgeOne({ variant: v, query: 'legal', ...q, hand });
      expect(e.legal({}, q, hand), v).toEqual(judge['legal']);
    }
  });
});

describe('ranking view model', () => {
  test('Japanese, hearts trumps: the mighty and both jacks first, marked special', () => {
    const rows = rankingRows(ALL_ENGINES.japanese, { variant: 'japanese', trump: 'H', trick: 2, led: 'C' });
    expect(rows.slice(0, 3).map((r) => [r.card, r.special])).toEqual([
      ['SA', true],
      ['HJ', true],
      ['DJ', true],
    ]);
    expect(rows).toHaveLength(52);
    expect(rows[3]!.role).toBe('trump');
  });
  test('Daifugō: a revolution reverses every rank but the jokers', () => {
    const normal = rankingRows(ALL_ENGINES.daifugo, { variant: 'daifugo', trump: null, trick: 1, led: null });
    const rev = rankingRows(ALL_ENGINES.daifugo, {
      variant: 'daifugo',
      trump: null,
      trick: 1,
      led: null,
      reversed: true,
    });
    expect(normal[0]!.special).toBe(true);
    expect(normal.find((r) => !r.special)!.card.slice(1)).toBe('2');
    expect(rev.find((r) => !r.special)!.card.slice(1)).toBe('3');
  });
  test('Mighty with spades trumps: ♦A is the mighty', () => {
    const rows = rankingRows(ALL_ENGINES.mighty, { variant: 'mighty', trump: 'S', trick: 3, led: null });
    expect(rows[0]).toMatchObject({ card: 'DA', role: 'mighty', special: true, place: 1 });
  });
});

describe('rules in words', () => {
  test('preset label and changed options, from the declarations', () => {
    const w = describeRules(ALL_ENGINES.japanese, { preset: 'standard', rules: { killer: 'HQ', joker: true } });
    expect(w.preset).toBe('Standard');
    expect(w.changes.map((c) => c.key)).toEqual(['killer', 'joker']);
    expect(w.line).toBe(
      'Standard; card that beats the mighty: ♥Q (yoromeki); play with a joker: With a joker (53 cards)',
    );
  });
  test('an unknown preset is named, not hidden', () => {
    expect(describeRules(ALL_ENGINES.nap, { preset: 'nope' }).line).toMatch(/unknown preset "nope"/);
  });
});
