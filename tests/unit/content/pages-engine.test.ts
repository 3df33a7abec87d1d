/** The site's engine bridge: examples are computed, wrong examples fail loudly. */
import { describe, expect, test } from 'vitest';
import {
  judgeDaifugo,
  judgeScore,
  judgeTrick,
  optionsOf,
  presetsOf,
  ruleNotesOf,
} from '../../../src/islands-logic/site-engine.ts';
import { rankingGroups, daifugoOrder } from '../../../src/components/site/ranking.ts';

describe('judgeTrick', () => {
  test('Japanese: the ura-jack wins the judge example of SPEC', () => {
    const a = judgeTrick({
      variant: 'japanese',
      preset: 'standard',
      trump: 'H',
      trick: 5,
      plays: ['CK', 'C2', 'DJ', 'CA', 'H3'],
    });
    expect(a.winner).toBe(2);
    expect(a.reason).toMatch(/ura-jack/);
  });
  test('an option value changes the winner (yoromeki)', () => {
    const q = { variant: 'japanese' as const, trump: 'H' as const, trick: 5, plays: ['SK', 'SA', 'HQ', 'C4', 'S3'] };
    expect(judgeTrick({ ...q, rules: { killer: 'none' } }).winner).toBe(1);
    expect(judgeTrick({ ...q, rules: { killer: 'HQ' } }).winner).toBe(2);
    expect(judgeTrick({ ...q, rules: { killer: 'C4' } }).winner).toBe(3);
  });
  test('every trick-taking variant answers', () => {
    expect(judgeTrick({ variant: 'nap', trump: 'H', trick: 2, plays: ['C5', 'CK', 'H2', 'CA'] }).winner).toBe(2);
    expect(
      judgeTrick({ variant: 'tw-hk', trump: 'H', trick: 4, plays: ['CK', 'C2', 'D5', 'HA', 'BJ'], secretary: 'D5' })
        .winner,
    ).toBe(2);
    expect(judgeTrick({ variant: 'mighty', trump: 'S', trick: 4, plays: ['DK', 'SA', 'DA', 'D4', 'S3'] }).winner).toBe(
      2,
    );
  });
  test('a wrong example throws (so the build stops)', () => {
    expect(() => judgeTrick({ variant: 'japanese', trump: 'H', trick: 5, plays: ['CK', 'CK', 'DJ'] })).toThrow(/CK/);
    expect(() => judgeTrick({ variant: 'japanese', trump: 'H', trick: 5, plays: ['SA', 'JK'] })).toThrow();
  });
});

describe('judgeScore and judgeDaifugo', () => {
  test('scores match the SPEC formulas', () => {
    expect(judgeScore({ variant: 'japanese', bid: 14, points: 15, partner: 'adjutant' })).toEqual({
      napoleon: 8,
      adjutant: 4,
      ally: -4,
    });
    expect(judgeScore({ variant: 'mighty', bid: 15, trump: 'H', points: 17, partner: 'friend' })).toEqual({
      declarer: 12,
      friend: 6,
      opponent: -6,
    });
    expect(judgeScore({ variant: 'nap', bid: 'nap', tricks: 5 })).toEqual({ declarer: 30, opponent: -10 });
    expect(judgeScore({ variant: 'tw-hk', bid: 11, points: 13, partner: 'secretary' })).toEqual({
      napoleon: 140,
      secretary: 70,
      defender: -70,
    });
  });
  test('Daifugō plays: legal with effects, or a reason', () => {
    expect(judgeDaifugo({ pile: [], play: ['D7', 'C7', 'H7', 'S7'] })).toEqual({
      legal: true,
      effects: ['revolution'],
    });
    const bad = judgeDaifugo({ pile: [['H5', 'S5']], play: ['D7'] });
    expect(bad.legal).toBe(false);
  });
});

describe('declarations and rankings', () => {
  test('every variant exposes options and presets', () => {
    for (const v of ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'] as const) {
      expect(Object.keys(optionsOf(v) ?? {}).length).toBeGreaterThan(0);
      expect(presetsOf(v).length).toBeGreaterThan(0);
    }
    expect(ruleNotesOf('daifugo').length).toBeGreaterThan(0);
  });
  test('Japanese ranking with hearts trumps starts mighty, sei-jack, ura-jack', () => {
    const g = rankingGroups({ variant: 'japanese', trump: 'H', led: 'C' });
    expect(g.slice(0, 3).map((x) => x.cards)).toEqual([['SA'], ['HJ'], ['DJ']]);
    expect(g[3]!.label).toBe('trumps');
    expect(g[3]!.cards).not.toContain('HJ');
  });
  test('Mighty with spades trumps: ♦A is the mighty', () => {
    expect(rankingGroups({ variant: 'mighty', trump: 'S', led: 'D', trick: 4 })[0]!.cards).toEqual(['DA']);
  });
  test('Daifugō order reverses', () => {
    expect(daifugoOrder(false)[0]).toBe('3');
    expect(daifugoOrder(true)[0]).toBe('2');
  });
});
