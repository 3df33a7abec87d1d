/** Shared helpers for the bot tests: reach a mid-hand state of a variant with seeded random play. */
import { decideRandom } from '../../../src/bots/index.ts';
import { suitOf } from '../../../src/engine/cards.ts';
import type { Game, Seat } from '../../../src/engine/game.ts';
import type { RuleSet, VariantId } from '../../../src/engine/options.ts';
import { deriveSeed } from '../../../src/engine/rng.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';

export type AnyGame = Game<unknown, { type: string; seat?: Seat }, unknown>;

export const TABLES: Record<VariantId, { ruleSet: RuleSet; players: number }> = {
  japanese: { ruleSet: { variant: 'japanese' }, players: 5 },
  nap: { ruleSet: { variant: 'nap' }, players: 4 },
  'tw-hk': { ruleSet: { variant: 'tw-hk' }, players: 5 },
  mighty: { ruleSet: { variant: 'mighty' }, players: 5 },
  daifugo: { ruleSet: { variant: 'daifugo' }, players: 4 },
};

export function gameOf(variant: VariantId): AnyGame {
  return VARIANT_FLOWS[variant].game as unknown as AnyGame;
}

/** Random play from a seeded setup until `stop(state)` (or the step limit). */
export function advance(variant: VariantId, seed: string, stop: (s: unknown, phase: string) => boolean, limit = 500) {
  const game = gameOf(variant);
  const t = TABLES[variant];
  let s = game.setup({ ruleSet: t.ruleSet, players: t.players, seed });
  for (let i = 0; i < limit && !stop(s, game.phase(s)); i++) {
    const seat = game.toAct(s)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(s, seat);
    const r = game.apply(s, decideRandom({ legal, view: null, seed: deriveSeed(seed, i) }).action);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
  }
  return s;
}

/** The hands array(s) of a state in the play phase (to swap hidden cards). */
export function handArrays(s: unknown): string[][][] {
  const st = s as {
    hand?: { hands: string[][]; trick: { hands: string[][] } | null };
    trick?: { hands: string[][] } | null;
    hands: string[][];
  };
  // by the state's shape: a hand record holding the trick (Japanese), a trick (the other trick
  // games: during play it holds the hands), or the hands alone (a climbing game)
  if (st.hand) return [st.hand.trick!.hands, st.hand.hands];
  if (st.trick) return [st.trick.hands];
  return [st.hands];
}

/**
 * A copy of `s` in which two same-suit cards of two seats other than `me` are swapped, such
 * that `me`'s view is unchanged (null if no such swap exists): the first swap found.
 */
export function swapHidden(variant: VariantId, s: unknown, me: Seat): unknown {
  const game = gameOf(variant);
  const players = TABLES[variant].players;
  const hands = handArrays(s)[0]!;
  const seen = JSON.stringify(game.view(s, me));
  for (let a = 0; a < players; a++)
    for (let b = a + 1; b < players; b++) {
      if (a === me || b === me) continue;
      for (const ca of hands[a]!)
        for (const cb of hands[b]!) {
          if (ca === cb || suitOf(ca) === null || suitOf(ca) !== suitOf(cb)) continue;
          const trial = structuredClone(s);
          for (const arr of handArrays(trial)) {
            arr[a] = arr[a]!.map((c) => (c === ca ? cb : c));
            arr[b] = arr[b]!.map((c) => (c === cb ? ca : c));
          }
          if (JSON.stringify(game.view(trial, me)) === seen) return trial;
        }
    }
  return null;
}
