import { describe, expect, it } from 'vitest';
import { playHand } from '../../../src/bots/arena.ts';
import { DAIFUGO_PRESETS } from '../../../src/engine/daifugo/index.ts';
import { JAPANESE_PRESETS } from '../../../src/engine/japanese/index.ts';
import { MIGHTY_PRESETS } from '../../../src/engine/mighty/index.ts';
import { NAP_PRESETS } from '../../../src/engine/nap/index.ts';
import type { RuleSet, VariantId } from '../../../src/engine/options.ts';
import { TWHK_PRESETS } from '../../../src/engine/twhk/index.ts';

type Case = [VariantId, RuleSet, number];
const cases: Case[] = [
  ...JAPANESE_PRESETS.map((p): Case => ['japanese', { variant: 'japanese', preset: p.id }, 5]),
  ['japanese', { variant: 'japanese', rules: { players: 4 } }, 4],
  ['japanese', { variant: 'japanese', rules: { players: 6, adjutantTiming: 'after-exchange' } }, 6],
  ['japanese', { variant: 'japanese', rules: { joker: true, jokerLead: 'named-suit', noTrumpBids: true } }, 5],
  ['japanese', { variant: 'japanese', rules: { allPass: 'mighty-holder', mightySuitless: true } }, 5],
  ...NAP_PRESETS.map((p): Case => ['nap', { variant: 'nap', preset: p.id }, 4]),
  ['nap', { variant: 'nap', rules: { players: 3 } }, 3],
  ...TWHK_PRESETS.map((p): Case => ['tw-hk', { variant: 'tw-hk', preset: p.id }, 5]),
  ['tw-hk', { variant: 'tw-hk', rules: { bidStyle: 'number', summon: 'any-play' } }, 4],
  ['tw-hk', { variant: 'tw-hk' }, 6],
  ...MIGHTY_PRESETS.map((p): Case => ['mighty', { variant: 'mighty', preset: p.id }, 5]),
  ...DAIFUGO_PRESETS.map((p): Case => ['daifugo', { variant: 'daifugo', preset: p.id }, 4]),
  ['daifugo', { variant: 'daifugo', preset: 'all' }, 6],
];

describe('bots play whole hands under every preset and several options', () => {
  it.each(cases)(
    '%s %j (%i players)',
    (variant, ruleSet, players) => {
      for (let i = 0; i < 2; i++) {
        const o = playHand(variant, ruleSet, players, `preset-${i}`, Array(players).fill(i === 0 ? 'easy' : 'normal'));
        expect(o.deltas).toHaveLength(players);
        expect(o.times.length).toBeGreaterThan(0);
      }
    },
    30000,
  );
});
