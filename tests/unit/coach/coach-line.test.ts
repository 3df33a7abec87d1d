/**
 * The coach beside the cards (review item C3): over a seeded whole hand of each game, the line the
 * coach says at each of the learner's decisions is never the same sentence twice, names no option
 * code, and there is one at (nearly) every decision.
 */
import { describe, expect, test } from 'vitest';
import { DESCRIPTOR } from '../../../src/engine/descriptors.ts';
import { decideRandom } from '../../../src/bots/index.ts';
import { deriveSeed } from '../../../src/engine/rng.ts';
import { pickLine } from '../../../src/islands-logic/coach-facts.ts';
import { coachEn } from '../../../src/i18n/islands/coach.en.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { coachGame, factsAt, lineOf } from './coach-words.ts';

/** A whole hand with random legal play; at each of seat 0's decisions, the coach's line. */
export function coachedHand(variant: VariantId, seed: string): { lines: (string | null)[]; phases: string[] } {
  const { game, start } = coachGame(variant, seed);
  const human = 0;
  let s = start;
  const said = new Set<string>();
  const lines: (string | null)[] = [];
  const phases: string[] = [];
  for (let i = 0; i < 600; i++) {
    const ph = game.phase(s);
    if (ph === 'handOver' || ph === 'gameOver' || ph === 'result') break;
    // a game numbered by rounds (a climbing game) plays one round here
    if (i > 0 && DESCRIPTOR[variant].handNumbering === 'round' && (game.view(s, human)['round'] as number) > 1) break;
    const seat = game.toAct(s)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(s, seat);
    const view = game.view(s, seat);
    if (seat === human && legal.length > 0) {
      const facts = factsAt(variant, { view, legal, log: s.log }, human);
      const line = pickLine(
        facts.map((f) => lineOf(coachEn, practiceEn, f, human)),
        said,
      );
      if (line) said.add(line);
      lines.push(line);
      phases.push(ph);
    }
    // the learner bids the highest bid offered, so the exchange and the calls are theirs too
    const top = seat === human ? legal.filter((x) => x.type === 'bid').at(-1) : undefined;
    const a = top ?? decideRandom({ legal, view, seed: deriveSeed(seed, 'r', i) }).action;
    s = game.apply(s, a).value;
  }
  return { lines, phases };
}

const GAMES: VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'];

describe('the coach says something new at each decision', () => {
  test.each(GAMES.flatMap((g) => [0, 1, 2, 3, 4, 5].map((k) => [g, k] as const)))(
    '%s: whole hand %i, never the same sentence twice',
    (variant, k) => {
      const { lines, phases } = coachedHand(variant, `coach-${variant}-${k}`);
      if (k === 0) console.log(lines.map((l, i) => `${phases[i]}: ${l}`).join('\n'));
      const said = lines.filter((l): l is string => l !== null);
      // never twice in a hand, and something to say at every decision of these hands
      expect(new Set(said).size, lines.join('\n')).toBe(said.length);
      expect(said.length, lines.map((l, i) => `${phases[i]}: ${l}`).join('\n')).toBe(lines.length);
      // words a person reads: no option codes ("H", "NT") on their own
      for (const l of said) expect(l).not.toMatch(/(^|[\s(])(S|H|D|C|NT)([\s.,:;)]|$)/);
    },
  );
});
