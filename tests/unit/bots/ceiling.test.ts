/**
 * The benchmark's perfect-information ceiling (`bench/bots-ceiling.ts`): it must play its
 * cards from the true deal (else it is no ceiling) and decide everything else as `strong`
 * does (else it would measure a different auction).
 */
import { describe, expect, it } from 'vitest';
import { ORACLE } from '../../../bench/bots-ceiling.ts';
import { decide } from '../../../src/bots/index.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { advance, gameOf, swapHidden, TABLES } from './helpers.ts';

const TRICK_VARIANTS: VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty'];

describe.each(TRICK_VARIANTS)('%s ceiling', (variant) => {
  const game = gameOf(variant);
  const { ruleSet } = TABLES[variant];
  const request = (s: unknown, seat: number) => ({
    variant,
    view: game.view(s, seat),
    legal: game.legalActions(s, seat),
    ruleSet,
    level: 'strong' as const,
    seed: 'ceiling',
  });

  it('outside card play it decides as strong does', () => {
    const s = advance(variant, 'ceiling-auction', () => false, 0);
    const seat = game.toAct(s)[0]!;
    expect(game.phase(s)).not.toBe('play');
    expect(ORACLE.decide(request(s, seat), s).action).toEqual(decide(request(s, seat)).action);
  });

  it('plays from the true deal: other players’ hidden cards change its card, never strong’s', () => {
    let oracleChanged = 0;
    // Deals until one where the hidden cards matter to the oracle (with Nap's five cards, few do;
    // the decisions' seeds hash the view, so a new view field moves which deals those are).
    for (let k = 0; k < 48 && oracleChanged === 0; k++) {
      const s1 = advance(variant, `ceiling-${k}`, (s, ph) => {
        if (ph !== 'play') return false;
        const seat = game.toAct(s)[0];
        return seat !== undefined && game.legalActions(s, seat).length > 2;
      });
      if (game.phase(s1) !== 'play') continue;
      const me = game.toAct(s1)[0]!;
      const s2 = swapHidden(variant, s1, me);
      if (s2 === null) continue;
      expect(decide(request(s2, me)).action).toEqual(decide(request(s1, me)).action);
      const a1 = ORACLE.decide(request(s1, me), s1).action;
      const a2 = ORACLE.decide(request(s2, me), s2).action;
      expect(game.legalActions(s1, me)).toContainEqual(a1);
      if (JSON.stringify(a1) !== JSON.stringify(a2)) oracleChanged++;
    }
    expect(oracleChanged).toBeGreaterThan(0);
  });
});
