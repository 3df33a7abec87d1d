import { describe, expect, it } from 'vitest';
import {
  DAIFUGO_OPTIONS,
  DAIFUGO_PRESETS,
  DAIFUGO_RULE_NOTES,
  resolveDaifugoRules,
} from '../../../src/engine/daifugo/index.ts';
import { RuleSetError } from '../../../src/engine/options.ts';

const EFFECTS = [
  'stairs',
  'revolution',
  'elevenBack',
  'eightCut',
  'nineReverse',
  'skip',
  'suitLock',
  'illegalFinish',
  'downfall',
];

describe('daifugo options', () => {
  it('declares exactly the SPEC keys with one-line descriptions and sources', () => {
    expect(Object.keys(DAIFUGO_OPTIONS).sort()).toEqual(
      [
        'players',
        'jokers',
        'stairs',
        'revolution',
        'elevenBack',
        'eightCut',
        'nineReverse',
        'skip',
        'unskippable23',
        'suitLock',
        'illegalFinish',
        'downfall',
        'autoPass',
        'permanentPass',
        'firstPlayer',
        'scoring',
        'length',
        'spadeThree',
        'sevenPass',
        'tenDiscard',
        'queenBomber',
        'fiveSkip',
        'sandstorm',
      ].sort(),
    );
    for (const [k, d] of Object.entries(DAIFUGO_OPTIONS)) {
      expect(d.description, k).toMatch(/\S/);
      expect(d.description, k).not.toContain('\n');
      expect(d.source, k).toBeTruthy();
    }
  });

  it('has the SPEC values and defaults', () => {
    expect(DAIFUGO_OPTIONS.players).toMatchObject({ kind: 'int', min: 4, max: 8, default: 4 });
    expect(DAIFUGO_OPTIONS.jokers).toMatchObject({ values: [0, 1, 2], default: 2 });
    expect(DAIFUGO_OPTIONS.firstPlayer).toMatchObject({ values: ['lowest', 'president'], default: 'lowest' });
    expect(DAIFUGO_OPTIONS.scoring).toMatchObject({ values: ['plus', 'minus'], default: 'plus' });
    expect(DAIFUGO_OPTIONS.length).toMatchObject({ values: ['short', 'medium', 'long'], default: 'medium' });
    expect(DAIFUGO_OPTIONS.autoPass.default).toBe(true);
    expect(DAIFUGO_OPTIONS.permanentPass.default).toBe(false);
    expect(DAIFUGO_OPTIONS.unskippable23.default).toBe(false);
  });

  it('marks SPEC [choice] rules', () => {
    expect(DAIFUGO_OPTIONS.stairs.choice).toBe(true);
    expect(DAIFUGO_RULE_NOTES.find((n) => n.id === 'stairsMinimum')?.choice).toBe(true);
    expect(DAIFUGO_RULE_NOTES.every((n) => n.text.length > 10)).toBe(true);
  });

  it('presets follow SPEC §6.5', () => {
    expect(DAIFUGO_PRESETS.map((p) => p.id)).toEqual(['moderate', 'all', 'none']);
    const moderate = resolveDaifugoRules(undefined, undefined);
    expect(moderate).toEqual(resolveDaifugoRules('moderate', {}));
    expect(moderate).toMatchObject({
      revolution: true,
      jokers: 2,
      skip: true,
      illegalFinish: true,
      downfall: true,
      firstPlayer: 'lowest',
      stairs: false,
      suitLock: false,
      eightCut: false,
      nineReverse: false,
      elevenBack: false,
    });
    const all = resolveDaifugoRules('all', {});
    for (const k of EFFECTS) expect(all[k as keyof typeof all], k).toBe(true);
    expect(all.firstPlayer).toBe('lowest');
    const none = resolveDaifugoRules('none', {});
    for (const k of EFFECTS) expect(none[k as keyof typeof none], k).toBe(false);
    expect(none).toMatchObject({ jokers: 0, firstPlayer: 'president' });
    for (const r of [moderate, all, none]) {
      expect(r.unskippable23).toBe(false);
      expect(r.permanentPass).toBe(false);
      expect(r.autoPass).toBe(true);
      expect(r.scoring).toBe('plus');
      expect(r.length).toBe('medium');
      expect(r.players).toBe(4);
    }
  });

  it('rules override the preset', () => {
    expect(resolveDaifugoRules('none', { stairs: true, jokers: 1 })).toMatchObject({
      stairs: true,
      jokers: 1,
      skip: false,
    });
    expect(resolveDaifugoRules('moderate', { players: 8 }).players).toBe(8);
    expect(resolveDaifugoRules('moderate', {}, 6).players).toBe(6);
  });

  it.each([
    [{ players: 3 }, 'option "players" cannot be 3: allowed values are a whole number from 4 to 8'],
    [{ jokers: 3 }, 'option "jokers" cannot be 3: allowed values are 0, 1, 2'],
    [{ scoring: 'both' }, 'option "scoring" cannot be "both": allowed values are "plus", "minus"'],
    [{ length: 'huge' }, '"short", "medium", "long"'],
    [{ firstPlayer: 'dealer' }, '"lowest", "president"'],
    [{ stairs: 'yes' }, 'option "stairs" cannot be "yes": allowed values are true or false'],
    [{ stair: true }, 'unknown option "stair" for daifugo'],
  ])('rejects %j naming the option and the allowed values', (rules, msg) => {
    expect(() => resolveDaifugoRules('moderate', rules)).toThrow(RuleSetError);
    expect(() => resolveDaifugoRules('moderate', rules)).toThrow(msg);
  });

  it('rejects an unknown preset listing the presets', () => {
    expect(() => resolveDaifugoRules('standard', {})).toThrow('allowed presets are "moderate", "all", "none"');
  });

  it('forbids unskippable23 without skip', () => {
    expect(() => resolveDaifugoRules('none', { unskippable23: true })).toThrow('option "unskippable23" needs "skip"');
    expect(() => resolveDaifugoRules('moderate', { unskippable23: true, skip: false })).toThrow('"unskippable23"');
    expect(resolveDaifugoRules('moderate', { unskippable23: true }).unskippable23).toBe(true);
  });
});
