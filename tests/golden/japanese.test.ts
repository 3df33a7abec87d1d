/**
 * Golden playthroughs: one seeded hand per preset, as readable text, compared with
 * tests/golden/japanese-<preset>.txt. Run with UPDATE_GOLDEN=1 to (re)write the files.
 */
import { describe, expect, it } from 'vitest';
import { randomHandTranscript } from '../../src/engine/japanese/transcript.ts';
import { expectGolden } from './golden-text.ts';

describe('Japanese Napoleon golden hands', () => {
  it.each(['standard', 'trump-stadium', 'house-2011'])('preset %s', (preset) => {
    const { text } = randomHandTranscript(
      { ruleSet: { variant: 'japanese', preset }, seed: `golden-${preset}` },
      `policy-${preset}`,
    );
    expectGolden(`japanese-${preset}.txt`, text);
  });
  it('the local rules of issue 15: six players, betrayal, hunting jack and more', () => {
    const rules = {
      betrayal: 'adjutant-and-napoleon',
      huntingJack: true,
      killerJacks: 'jacks-win',
      killerBeatsJoker: true,
      plainJacks: 'lowest',
      trumpsFirstTrick: 'powerless',
      auctionStart: 'previous-napoleon',
      allPass: 'dealer-opens',
    };
    const { text } = randomHandTranscript(
      { ruleSet: { variant: 'japanese', preset: 'house-2011', rules }, seed: 'golden-local-135', players: 6 },
      'policy-local-135',
    );
    expect(text).toContain('Betrayal: the adjutant (seat 0)');
    expect(text).toContain('[hunting-jack]');
    expectGolden('japanese-local-rules.txt', text);
  });
});
