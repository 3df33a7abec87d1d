/**
 * The hand's verdict states the same facts in every language (issue #29): the facts are computed
 * once (islands-logic/table-view-verdict.ts) and each catalogue only words them, so a language
 * cannot fall back to a generic line for a game it does not offer at its own table (the Korean and
 * Chinese summaries of Japanese Napoleon and Nap were one "contract made" line).
 */
import { describe, expect, test } from 'vitest';
import { CATALOGUES, ISLAND_LANGS } from '../../../src/i18n/islands/all.ts';

type Case = [
  variant: Parameters<(typeof CATALOGUES.practice.en)['verdict']>[0],
  result: Record<string, unknown>,
  values?: Record<string, unknown>,
];

/** Each case: a result, and the numbers every language must state, line by line. */
const CASES: [string, Case, string[][]][] = [
  [
    'Japanese Napoleon, the adjutant betrayed by Napoleon',
    [
      'japanese',
      {
        points: 14,
        bid: 13,
        napoleon: 2,
        betrayal: { by: 'napoleon', seat: 2, adjutant: 0 },
        score: { napoleonWins: true, napoleon: 8, ally: -2, text: 'The adjutant wins: 14 honours.' },
        scores: [8, -2, -2, -2, -2],
      },
    ],
    [['14', '13'], ['3'], [], ['+8', '−2'], ['+8', '−2']],
  ],
  [
    'Japanese Napoleon, all honours taken: a revolution, doubled',
    [
      'japanese',
      {
        points: 20,
        bid: 16,
        napoleon: 1,
        score: {
          napoleonWins: false,
          allHonours: true,
          doubled: true,
          napoleon: -8,
          adjutant: -4,
          ally: 4,
          text: 'The allies win.',
        },
        scores: [4, -8],
      },
    ],
    [['20', '16'], [], ['−8', '−4', '+4'], ['+4', '−8']],
  ],
  [
    'Nap, the declarer pays each opponent',
    ['nap', { declarer: 2, bid: 3, tricks: 2, made: false, deltas: [3, 3, -9, 3] }],
    [
      ['3', '2'],
      ['3 × 3', '−9', '+3'],
      ['+3', '−9'],
    ],
  ],
  [
    'Mighty, doubled for no trumps, the declarer alone',
    [
      'mighty',
      {
        contract: { number: 14 },
        points: 11,
        score: { made: false, s: 3, doublings: ['no-trump'], declarer: -12, opponent: 3 },
        deltas: [-12, 3, 3, 3, 3],
      },
    ],
    [
      ['11', '14'],
      ['14 − 11', '4 × 3', '−12', '+3'],
      ['−12', '+3'],
    ],
  ],
  [
    'tw-hk, Hong Kong scoring, Napoleon and the secretary',
    [
      'tw-hk',
      {
        bid: { heads: 11 },
        points: 12,
        partner: 'card',
        score: { made: true, napoleon: 130, secretary: 65, defender: -65 },
        deltas: [130, 65, -65, -65, -65],
      },
      { scoring: 'hongkong' },
    ],
    [
      ['12', '11'],
      ['40 × 3', '+130', '20 × 3 + 5 × 1', '+65', '−65'],
      ['+130', '+65', '−65'],
    ],
  ],
];

describe.each(ISLAND_LANGS)('the verdict in %s', (lang) => {
  const w = CATALOGUES.practice[lang]!;
  test.each(CASES)('%s: every fact, each line with its numbers', (_name, [variant, result, values], numbers) => {
    const lines = w.verdict(variant, result, 0, values);
    expect(lines).toHaveLength(numbers.length);
    lines.forEach((line, i) => {
      for (const n of numbers[i]!) expect(line, `line ${i + 1}`).toContain(n);
      // worded: no message syntax, no id reaches the reader
      expect(line).not.toMatch(/[{}]|undefined|NaN|no_trump|hongkong|back_run/);
    });
  });
});
