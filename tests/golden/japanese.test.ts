/**
 * Golden playthroughs: one seeded hand per preset, as readable text, compared with
 * tests/golden/japanese-<preset>.txt. Run with UPDATE_GOLDEN=1 to (re)write the files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { randomHandTranscript } from '../../src/engine/japanese/transcript.ts';

const here = dirname(fileURLToPath(import.meta.url));
const update = process.env['UPDATE_GOLDEN'] === '1';

describe('Japanese Napoleon golden hands', () => {
  it.each(['standard', 'trump-stadium', 'house-2011'])('preset %s', (preset) => {
    const { text } = randomHandTranscript(
      { ruleSet: { variant: 'japanese', preset }, seed: `golden-${preset}` },
      `policy-${preset}`,
    );
    const file = join(here, `japanese-${preset}.txt`);
    if (update) writeFileSync(file, text);
    if (!existsSync(file)) throw new Error(`missing golden file ${file}: run with UPDATE_GOLDEN=1 to write it`);
    expect(text).toBe(readFileSync(file, 'utf8'));
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
    const file = join(here, 'japanese-local-rules.txt');
    if (update) writeFileSync(file, text);
    if (!existsSync(file)) throw new Error(`missing golden file ${file}: run with UPDATE_GOLDEN=1 to write it`);
    expect(text).toContain('Betrayal: the adjutant (seat 0)');
    expect(text).toContain('[hunting-jack]');
    expect(text).toBe(readFileSync(file, 'utf8'));
  });
});
