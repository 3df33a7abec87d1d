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
