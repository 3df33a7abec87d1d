/**
 * People read words, not option keys: every option of every game has a label, every value a
 * phrase, and none of them is just the identifier written in a rule file.
 */
import { describe, expect, test } from 'vitest';
import {
  describeRuleChange,
  OPTION_TOPICS,
  valueLabel,
  type OptionDecl,
  type OptionDecls,
  type Preset,
} from '../../src/engine/options.ts';
import { JAPANESE_OPTIONS, JAPANESE_PRESETS } from '../../src/engine/japanese/options.ts';
import { NAP_OPTIONS, NAP_PRESETS } from '../../src/engine/nap/options.ts';
import { TWHK_OPTIONS, TWHK_PRESETS } from '../../src/engine/twhk/options.ts';
import { MIGHTY_OPTIONS, MIGHTY_PRESETS } from '../../src/engine/mighty/options.ts';
import { DAIFUGO_OPTIONS, DAIFUGO_PRESETS } from '../../src/engine/daifugo/options.ts';
import { sourceWords } from '../../src/engine/source-names.ts';

const GAMES: [string, OptionDecls, readonly Preset[]][] = [
  ['japanese', JAPANESE_OPTIONS, JAPANESE_PRESETS],
  ['nap', NAP_OPTIONS, NAP_PRESETS],
  ['tw-hk', TWHK_OPTIONS, TWHK_PRESETS],
  ['mighty', MIGHTY_OPTIONS, MIGHTY_PRESETS],
  ['daifugo', DAIFUGO_OPTIONS, DAIFUGO_PRESETS],
];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function declaredValues(d: OptionDecl): string[] {
  return d.kind === 'enum' ? d.values.map(String) : d.kind === 'bool' ? ['true', 'false'] : [];
}

describe.each(GAMES)('%s options in words', (_game, decls, presets) => {
  test.each(Object.entries(decls))('%s has a label, a topic and a phrase for every value', (key, d) => {
    expect(d.label.trim()).not.toBe('');
    expect(same(d.label, key)).toBe(false);
    expect(OPTION_TOPICS.map((t) => t.id)).toContain(d.topic);
    for (const v of declaredValues(d)) {
      const phrase = d.kind === 'enum' ? d.labels[v] : valueLabel(d, v === 'true');
      expect(phrase, `${key} = ${v}`).toBeTruthy();
      expect(same(phrase!, v), `${key} = ${v} reads "${phrase}"`).toBe(false);
    }
    if (d.kind === 'enum') expect(Object.keys(d.labels).sort()).toEqual(declaredValues(d).sort());
  });
  test('presets have readable labels', () => {
    for (const p of presets) {
      expect(p.label.trim()).not.toBe('');
      // "Standard" for `standard` is a word; "trump-stadium" or "house-2011" would not be.
      if (!/^[a-z]+$/.test(p.id)) expect(same(p.label, p.id)).toBe(false);
    }
  });
});

describe('shared helpers', () => {
  test('one changed rule in words', () => {
    expect(describeRuleChange(JAPANESE_OPTIONS, 'killer', 'HQ')).toBe('Card that beats the mighty: ♥Q (yoromeki)');
    expect(describeRuleChange(JAPANESE_OPTIONS, 'sameTwo', 'below-sei-jack')).toBe(
      'Same-two (a 2 wins a one-suit trick): Below the sei-jack',
    );
    expect(describeRuleChange(DAIFUGO_OPTIONS, 'eightCut', true)).toBe('Eight cut (an 8 clears the pile): On');
  });
  test('source tags become names', () => {
    expect(sourceWords('S002 (11), S000 (12), W-japoleon')).toBe(
      'the older Japanese Wikipedia article (11), the Trump Stadium rules page (12), a Japanese Napoleon rules site',
    );
  });
});
