/**
 * Review item B1 (issue #33): "New game" is a new deal. The setup form it opens keeps the
 * player's choices but not the seed, so Start deals other cards; the same deal again is the
 * separate "New game with the same seed".
 */
import { describe, expect, test } from 'vitest';
import { VARIANT_IDS } from '../../../src/engine/options.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import {
  defaultSettings,
  freshSeed,
  newGameSettings,
  practiceQuery,
  ruleSetOf,
} from '../../../src/islands-logic/practice.ts';

type G = { setup(s: unknown): unknown; view(s: unknown, seat: number | null): Record<string, unknown> };

/** The learner's first hand with these settings. */
function firstHand(s: ReturnType<typeof defaultSettings>): unknown {
  const game = VARIANT_FLOWS[s.variant].game as unknown as G;
  return game.view(game.setup({ ruleSet: ruleSetOf(s), seed: s.seed }), s.seat)['hand'];
}

describe('New game deals new cards', () => {
  test.each(VARIANT_IDS)('%s: the form after New game keeps the choices and deals another hand', (variant) => {
    const played = { ...defaultSettings(variant, 'etori-mwzge1pm'), seat: 1, level: 'strong' as const, hands: 1 };
    const next = newGameSettings(played, Date.UTC(2026, 10, 28, 1, 30));
    expect(next.seed).not.toBe(played.seed);
    expect({ ...next, seed: '' }).toEqual({ ...played, seed: '' });
    expect(firstHand(next)).not.toEqual(firstHand(played));
    const engine = engineFor(variant);
    expect(practiceQuery(next, engine)).not.toBe(practiceQuery(played, engine));
  });

  test('a second New game in the same millisecond still gets a new seed', () => {
    const now = Date.UTC(2026, 10, 28, 1, 30);
    const first = freshSeed(now);
    expect(first).toMatch(/^etori-[0-9a-z]+$/);
    expect(freshSeed(now, first)).not.toBe(first);
    expect(newGameSettings(defaultSettings('japanese', first), now).seed).not.toBe(first);
  });
});
