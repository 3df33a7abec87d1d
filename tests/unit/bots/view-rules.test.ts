/**
 * The bots read the rules in force from the view (`view.rules`, the values the game was set up
 * with), not from the request's rule set: a request whose rule set names another preset (a stale
 * link, a default) gets the same decision as one that names the game's own rules. Each case's
 * option changes the decision when the view's rules change, so the check is not empty.
 */
import { describe, expect, it } from 'vitest';
import { decideDaifugo } from '../../../src/bots/daifugo.ts';
import { decideMighty } from '../../../src/bots/mighty.ts';
import { decideNap } from '../../../src/bots/nap.ts';
import { decideTwhk } from '../../../src/bots/twhk.ts';
import type { BotRequest, BotResponse } from '../../../src/bots/types.ts';
import type { RuleSet, VariantId } from '../../../src/engine/options.ts';
import { deriveSeed, Rng } from '../../../src/engine/rng.ts';
import { VARIANT_LIST } from '../../../src/engine/variants.ts';
import type { VariantTypes } from '../../../src/machines/variants.ts';
import { gameOf, TABLES } from './helpers.ts';

/** Every game's view type has its rules in force, typed (this does not compile if one lacks them). */
export type ViewRules = { [K in VariantId]: VariantTypes[K]['V']['rules'] };

describe('every game’s view carries the rules it was set up with', () => {
  it.each(VARIANT_LIST.map((v) => v.id))('%s', (variant) => {
    const game = gameOf(variant);
    const { players } = TABLES[variant];
    const presets = VARIANT_LIST.find((v) => v.id === variant)!.presets;
    const rulesOf = (preset: string, seat: number | null) =>
      (game.view(game.setup({ ruleSet: { variant, preset }, players, seed: 'r' }), seat) as { rules?: unknown }).rules;
    for (const p of presets) {
      const rules = rulesOf(p.id, 0);
      expect(rules, `${p.id}: view.rules`).toBeTypeOf('object');
      // The same for every seat and for a spectator; each of the preset's own values shows.
      expect(rulesOf(p.id, null)).toEqual(rules);
      for (const [k, v] of Object.entries(p.values)) expect((rules as Record<string, unknown>)[k], k).toEqual(v);
    }
  });
});

type Decider = (req: BotRequest<never, never>) => BotResponse<unknown>;

const CASES: { variant: VariantId; players: number; ruleSet: RuleSet; phase: string; decide: Decider }[] = [
  {
    variant: 'nap',
    players: 4,
    ruleSet: { variant: 'nap', rules: { joker: true, deck: 'full', payout: 'wikipedia-2' } },
    phase: 'play',
    decide: decideNap as Decider,
  },
  {
    variant: 'tw-hk',
    players: 5,
    ruleSet: { variant: 'tw-hk', preset: 'hongkong' },
    phase: 'auction',
    decide: decideTwhk as Decider,
  },
  {
    variant: 'mighty',
    players: 5,
    ruleSet: { variant: 'mighty', rules: { jokerFirstLast: 'normal', mightyWhenSpadesTrump: 'CA' } },
    phase: 'play',
    decide: decideMighty as Decider,
  },
  {
    variant: 'daifugo',
    players: 4,
    ruleSet: { variant: 'daifugo', preset: 'all' },
    phase: 'play',
    decide: decideDaifugo as Decider,
  },
];

/** The first decision with a choice in `phase`, under seeded random play of a game with `ruleSet`. */
function firstChoice(variant: VariantId, ruleSet: RuleSet, players: number, phase: string, seed: string) {
  const game = gameOf(variant);
  let s = game.setup({ ruleSet, players, seed });
  const rng = new Rng(seed);
  for (let i = 0; i < 300; i++) {
    const seat = game.toAct(s)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(s, seat);
    if (game.phase(s) === phase && legal.length > 1 && i >= 3) return { view: game.view(s, seat), legal };
    const r = game.apply(s, legal[rng.int(legal.length)]!);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
  }
  throw new Error(`${variant}: no ${phase} decision with a choice`);
}

describe("the bots follow the view's rules, not the request's rule set", () => {
  it.each(CASES)('$variant', ({ variant, players, ruleSet, phase, decide }) => {
    const defaults = gameOf(variant).view(gameOf(variant).setup({ ruleSet: { variant }, players, seed: 'd' }), 0) as {
      rules: unknown;
    };
    let mattered = 0;
    for (let k = 0; k < 4; k++) {
      const { view, legal } = firstChoice(variant, ruleSet, players, phase, `view-rules-${k}`);
      const ask = (v: unknown, rs: RuleSet) =>
        decide({ variant, view: v, legal, ruleSet: rs, level: 'normal', seed: deriveSeed('vr', k) } as never);
      const own = ask(view, ruleSet);
      // The request names the default rules, the view carries the game's: the view wins.
      expect(ask(view, { variant })).toEqual(own);
      // The same position with the default rules in the view: the option matters here.
      if (JSON.stringify(ask({ ...(view as object), rules: defaults.rules }, { variant })) !== JSON.stringify(own))
        mattered++;
    }
    expect(mattered).toBeGreaterThan(0);
  });
});
