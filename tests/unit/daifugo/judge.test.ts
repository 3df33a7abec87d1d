import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import '../../../src/engine/all-judges.ts';
import { judgeInput, judgeOne } from '../../../src/engine/judge.ts';
import { daifugoJudgePlay } from '../../../src/engine/daifugo/index.ts';

const base = { variant: 'daifugo', query: 'play' };

describe('daifugo judge (SPEC §6.6)', () => {
  it("names the local rules' effects, and answers same-rank skip with five skip by an error naming both", () => {
    const rules = { spadeThree: true, sevenPass: true, tenDiscard: true, queenBomber: true, sandstorm: true };
    expect(judgeOne({ ...base, rules, table: { pile: [['BJ']] }, play: ['S3'] })).toEqual({
      legal: true,
      effects: ['spade-three'],
    });
    expect(judgeOne({ ...base, rules, table: { pile: [['H6', 'D6']] }, play: ['S7', 'H7'] })).toEqual({
      legal: true,
      effects: ['seven-pass'],
    });
    expect(judgeOne({ ...base, rules, play: ['S10'] })).toEqual({ legal: true, effects: ['ten-discard'] });
    expect(judgeOne({ ...base, rules, play: ['SQ'] })).toEqual({ legal: true, effects: ['queen-bomber'] });
    expect(judgeOne({ ...base, rules, table: { pile: [['SK', 'HK', 'DK']] }, play: ['S3', 'H3', 'C3'] })).toEqual({
      legal: true,
      effects: ['sandstorm'],
    });
    expect(judgeOne({ ...base, rules: { fiveSkip: true, skip: false }, play: ['S5'] })).toEqual({
      legal: true,
      effects: ['five-skip'],
    });
    const err = judgeOne({ ...base, rules: { fiveSkip: true }, play: ['S5'] });
    expect(err['error']).toMatch(/"skip".*"fiveSkip"/);
  });

  it('answers the SPEC example', () => {
    expect(
      judgeOne({
        variant: 'daifugo',
        preset: 'moderate',
        rules: {},
        players: 4,
        query: 'play',
        table: { pile: [['H5', 'S5']], reversed: false, elevenBack: false, lockedSuits: [] },
        play: ['D7', 'C7'],
      }),
    ).toEqual({ legal: true, effects: [] });
  });

  it('lists effects in the SPEC order', () => {
    expect(judgeOne({ ...base, preset: 'all', play: ['S8', 'S9', 'S10', 'SJ'] })).toEqual({
      legal: true,
      effects: ['revolution', 'eight-cut', 'nine-reverse'],
    });
    expect(
      judgeOne({ ...base, preset: 'all', table: { pile: [['S9', 'S10', 'SJ']] }, play: ['SJ', 'SQ', 'SK'] }),
    ).toEqual({ error: 'card SJ is both in the pile and in the play' });
    expect(
      judgeOne({ ...base, preset: 'all', table: { pile: [['S5', 'S6', 'S7']] }, play: ['S9', 'S10', 'SJ'] }),
    ).toEqual({ legal: true, effects: ['eleven-back', 'nine-reverse', 'suit-lock'] });
  });

  it('answers illegal plays with a reason', () => {
    expect(judgeOne({ ...base, table: { pile: [['S9']] }, play: ['S7'] })).toEqual({
      legal: false,
      reason: 'a 7 does not beat a 9 — you need a higher rank',
    });
  });

  it('accepts forgiving card input', () => {
    expect(judgeOne({ ...base, table: { pile: [['♠9']] }, play: ['h10'] })).toEqual({ legal: true, effects: [] });
  });

  it.each([
    [
      { ...base, play: ['S7'], rules: { stairs: 'yes' } },
      'option "stairs" cannot be "yes": allowed values are true or false',
    ],
    [{ ...base, play: ['S7'], rules: { colour: true } }, 'unknown option "colour" for daifugo'],
    [{ ...base, play: ['S7'], preset: 'standard' }, 'unknown preset "standard"'],
    [{ ...base, play: ['S7'], players: 9 }, 'option "players" cannot be 9'],
    [{ ...base, play: ['S7'], rules: { unskippable23: true, skip: false } }, 'option "unskippable23" needs "skip"'],
    [{ ...base, play: ['S7', 'S7'] }, 'duplicate card S7 in the play'],
    [{ ...base, play: ['S1'] }, 'unknown card "S1"'],
    [{ ...base }, '"play" is missing'],
    [{ ...base, play: [] }, '"play" is empty'],
    [{ ...base, play: 'S7' }, 'the play must be a list of cards'],
    [{ variant: 'daifugo', play: ['S7'] }, 'the daifugo judge answers "query": "play"'],
    [{ ...base, query: 'legal', play: ['S7'] }, 'the daifugo judge answers "query": "play"'],
    [{ ...base, play: ['S7'], table: { pile: [['S5'], ['S5']] } }, 'duplicate card S5 in the pile'],
    [
      { ...base, play: ['S7'], table: { pile: [['S5'], ['H6', 'D6']] } },
      'pile play 2 (H6 D6) does not match the form of the pile',
    ],
    [{ ...base, play: ['S7'], table: { pile: [['S5', 'H6']] } }, 'pile play 1 (S5 H6) is not a play under these rules'],
    [{ ...base, play: ['S7'], table: { pile: 'S5' } }, '"table.pile" must be a list of plays'],
    [{ ...base, play: ['S7'], table: { lockedSuits: ['X'] } }, '"table.lockedSuits" must be a list of suits'],
    [{ ...base, play: ['S7'], table: { lockedSuits: ['S'] } }, 'suit lock is off'],
    [{ ...base, play: ['S7'], table: { elevenBack: true } }, 'jack back (elevenBack) is off'],
    [{ ...base, play: ['S7'], preset: 'none', table: { reversed: true } }, 'revolution is off'],
    [{ ...base, play: ['S7'], table: { reversed: 'yes' } }, '"table.reversed" must be true or false'],
    [{ ...base, play: ['S7'], table: { top: [] } }, 'unknown table field "top"'],
    [{ ...base, play: ['S7'], hand: [] }, 'unknown field "hand" in a daifugo query'],
  ])('malformed %j → error', (q, msg) => {
    const a = judgeOne(q);
    expect(Object.keys(a)).toEqual(['error']);
    expect(a['error']).toContain(msg);
  });

  it('the pure function throws an Error for malformed input', () => {
    expect(() => daifugoJudgePlay({ play: ['Z'] })).toThrow('unknown card "Z"');
    expect(daifugoJudgePlay({ play: ['S3'] })).toEqual({ legal: true, effects: [] });
  });

  it('answers a batch of 100 in order', () => {
    const qs = Array.from({ length: 100 }, (_, i) => ({
      ...base,
      table: { pile: [['S9']] },
      play: [i % 2 ? 'S7' : 'SK'],
    }));
    const out = judgeInput(qs) as Record<string, unknown>[];
    expect(out).toHaveLength(100);
    expect(out[0]).toEqual({ legal: true, effects: [] });
    expect(out[1]).toMatchObject({ legal: false });
  });

  it('works through the command line', () => {
    const out = execFileSync('node', ['--experimental-strip-types', '--no-warnings', 'src/cli/judge.ts'], {
      input: JSON.stringify([
        { ...base, play: ['S5', 'H5', 'D5', 'C5'] },
        { variant: 'daifugo', query: 'play', play: ['X'] },
      ]),
      encoding: 'utf8',
    });
    const parsed = JSON.parse(out);
    expect(parsed[0]).toEqual({ legal: true, effects: ['revolution'] });
    expect(parsed[1].error).toContain('unknown card "X"');
  });
});
