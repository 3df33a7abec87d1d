import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import '../../../src/engine/all-judges.ts';
import { judgeInput, judgeText } from '../../../src/engine/judge.ts';

describe('japanese judge dispatch', () => {
  it('answers a batch in order, errors per item', () => {
    const out = judgeInput([
      { variant: 'japanese', trump: 'H', trick: 5, plays: ['CK', 'C2', 'DJ', 'CA', 'H3'] },
      { variant: 'japanese', query: 'legal', trump: 'H', hand: ['SA', 's3', 'H4'], plays: ['♠5'] },
      { variant: 'japanese', query: 'score', bid: 13, points: 14, partner: 'adjutant' },
      { variant: 'japanese', trump: 'H', plays: ['SA', 'SA'] },
      { variant: 'japanese', query: 'rank', trump: 'H', plays: ['SA'] },
      { variant: 'japanese', trump: 'H', plays: ['SA'], dealer: 3 },
      { variant: 'japanese', preset: 'trump-stadium', rules: { sameTwo: 'x' }, trump: 'H', plays: ['SA'] },
    ]) as Record<string, unknown>[];
    expect(out[0]).toEqual({
      winner: 2,
      reason:
        '♦J is the ura-jack (jack of the suit of the same colour as trumps) and no stronger card is in the trick.',
    });
    expect(out[1]).toEqual({ legal: ['SA', 'S3'] });
    expect(out[2]).toEqual({ napoleon: 6, adjutant: 3, ally: -3 });
    expect(out[3]).toEqual({ error: 'duplicate card SA in plays' });
    expect(out[4]!['error']).toContain('"query" cannot be "rank"');
    expect(out[5]!['error']).toContain('unknown field "dealer"');
    expect(out[6]!['error']).toContain('option "sameTwo" cannot be "x"');
  });
  it('players field overrides the preset count', () => {
    expect(judgeInput({ variant: 'japanese', players: 4, trump: 'S', plays: ['S3', 'S2', 'S9', 'S4'] })).toEqual({
      winner: 2,
      reason: '♠9 is the highest trump.',
    });
  });
  it('answers the options of issue 15, and 6 players under the 2011 house rules', () => {
    const out = judgeInput([
      { variant: 'japanese', rules: { huntingJack: true }, trump: 'H', plays: ['S5', 'HJ', 'SJ', 'S9', 'C3'] },
      {
        variant: 'japanese',
        preset: 'trump-stadium',
        rules: { killerBeatsJoker: true, jokerRank: 'top' },
        trump: 'S',
        plays: ['D5', 'JK', 'HQ', 'D9', 'C3'],
      },
      {
        variant: 'japanese',
        preset: 'house-2011',
        players: 6,
        trump: 'H',
        trick: 8,
        plays: ['SK', 'SA', 'HJ', 'S3', 'S9', 'C4'],
      },
      { variant: 'japanese', rules: { killerJacks: 'jacks-win' }, trump: 'H', plays: ['SK'] },
      { variant: 'japanese', rules: { specialsOff: 'everywhere' }, trump: 'H', plays: ['SK'] },
    ]) as Record<string, unknown>[];
    expect(out[0]).toMatchObject({ winner: 2, reason: expect.stringContaining('♠J hunts ♥J') });
    expect(out[1]).toMatchObject({ winner: 2, reason: expect.stringContaining('beats the joker') });
    expect(out[2]).toEqual({ winner: 5, reason: '♣4 beats the mighty: the mighty killer is on.' });
    expect(out[3]!['error']).toContain('needs a killer card');
    expect(out[4]!['error']).toContain('"all"');
  });
  it('bad JSON is an error, not a crash', () => {
    expect(judgeText('[{')).toMatchObject({ error: expect.stringContaining('not valid JSON') });
  });
  it('the command line answers a batch of 100', () => {
    const q = { variant: 'japanese', preset: 'house-2011', trump: 'C', plays: ['SA', 'S2', 'C4', 'S3', 'S9'] };
    const out = execFileSync('npm', ['run', '--silent', 'judge'], {
      input: JSON.stringify(Array(100).fill(q)),
      encoding: 'utf8',
    });
    const answers = JSON.parse(out) as { winner: number; reason: string }[];
    expect(answers).toHaveLength(100);
    expect(answers[99]).toEqual({ winner: 2, reason: '♣4 beats the mighty: the mighty killer is on.' });
  }, 20_000);
});
