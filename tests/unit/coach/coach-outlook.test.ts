/**
 * The coach's outlook from the bots' search (issue 33, item 2), headless: at a fixed seeded
 * position the search's outlook is data with counts of deals, the same for the same request; and
 * where the learner plays the last card of the hand (nothing hidden is left), every deal the
 * computer tries is the real one, so the count is all or none — and says what the engine's own
 * result of that last card says about the learner's side.
 */
import { describe, expect, test } from 'vitest';
import { variantEntry } from '../../../src/engine/variants.ts';
import { botOf, decide, decideRandom } from '../../../src/bots/index.ts';
import { outlookOf, decideWithOutlook } from '../../../src/bots/outlook.ts';
import { BUDGETS } from '../../../src/bots/types.ts';
import { deriveSeed } from '../../../src/engine/rng.ts';
import { outlookFact } from '../../../src/islands-logic/coach-facts.ts';
import { coachEn } from '../../../src/i18n/islands/coach.en.ts';
import { coachJa } from '../../../src/i18n/islands/coach.ja.ts';
import { coachNames } from '../../../src/i18n/islands/coach.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';
import { practiceJa } from '../../../src/i18n/islands/practice.ja.ts';
import type { VariantId } from '../../../src/engine/options.ts';

type AnyGame = {
  setup(o: unknown): unknown;
  toAct(s: unknown): number[];
  legalActions(s: unknown, seat: number): { type: string }[];
  view(s: unknown, seat: number): Record<string, unknown>;
  apply(s: unknown, a: unknown): { ok: boolean; value: unknown };
  phase(s: unknown): string;
};

const PLAYERS: Partial<Record<VariantId, number>> = { japanese: 5, nap: 4, 'tw-hk': 5, mighty: 5, daifugo: 4 };

/** Play a seeded hand at random until `stop` holds at one of seat 0's plays; the state and seat 0's view there. */
function playTo(
  variant: VariantId,
  seed: string,
  stop: (view: Record<string, unknown>, s: unknown, legal: { type: string }[], game: AnyGame) => boolean,
) {
  const game = variantEntry(variant).game as unknown as AnyGame;
  let s = game.setup({ ruleSet: { variant }, players: PLAYERS[variant], seed, dealer: 0 });
  for (let i = 0; i < 600; i++) {
    const ph = game.phase(s);
    if (ph === 'handOver' || ph === 'gameOver' || ph === 'result') return null;
    const seat = game.toAct(s)[0];
    if (seat === undefined) return null;
    const legal = game.legalActions(s, seat);
    const view = game.view(s, seat);
    if (seat === 0 && legal.some((a) => a.type === 'play') && stop(view, s, legal, game))
      return { game, s, view, legal };
    const top = seat === 0 ? legal.filter((x) => x.type === 'bid').at(-1) : undefined;
    s = game.apply(s, top ?? decideRandom({ legal, view, seed: deriveSeed(seed, 'r', i) }).action).value;
  }
  return null;
}

const request = (variant: VariantId, view: unknown, legal: unknown[]) => ({
  variant,
  view,
  legal,
  ruleSet: { variant },
  level: 'normal' as const,
  seed: 'coach-outlook',
});

const TRICK_GAMES: VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty'];
const handOf = (v: Record<string, unknown>) => (v['hand'] as unknown[]).length;

describe("the coach's outlook from the bots' search", () => {
  test.each(TRICK_GAMES)('%s: the first card play, counted over the deals the search tried', (variant) => {
    const at = playTo(variant, `outlook-${variant}`, () => true);
    expect(at).not.toBeNull();
    const req = request(variant, at!.view, at!.legal);
    const o = outlookOf(req);
    expect(o).toMatchObject({ kind: 'hand', exact: false, samples: BUDGETS.normal.samples });
    if (o?.kind !== 'hand') return;
    expect(o.won).toBeGreaterThanOrEqual(0);
    expect(o.won).toBeLessThanOrEqual(o.samples);
    // the same request, the same deals and the same count; the worker's answer carries it
    expect(outlookOf(req)).toEqual(o);
    expect(decideWithOutlook(req).outlook).toEqual(o);
    // in words, with the counts and no bare percentage
    const line = coachEn.fact(outlookFact(o), coachNames(practiceEn, 0));
    expect(line).toContain(`${o.samples} deals`);
    expect(line).not.toMatch(/%/);
  });

  // Nap is not among them: once its result is certain the computer stops the hand (no card ends it)
  test.each(['japanese', 'tw-hk', 'mighty'] as VariantId[])(
    '%s: the card that ends the hand: all deals or none, as the engine scores it',
    (variant) => {
      // seat 0's card ends the hand: what is still hidden no longer matters
      let found = 0;
      for (let k = 0; k < 40 && found < 2; k++) {
        const at = playTo(variant, `outlook-last-${variant}-${k}`, (view, s, legal, game) => {
          // the computer's choice of card ends the hand (the last card of the last trick)
          const a = decide(request(variant, view, legal)).action as { type: string };
          return a.type === 'play' && game.phase(game.apply(s, a).value) !== 'play';
        });
        if (!at) continue;
        const req = request(variant, at.view, at.legal);
        const o = outlookOf(req);
        // the last card of all: each deal is solved to the end (here: that card)
        expect(o).toMatchObject({ kind: 'hand', ...(handOf(at.view) === 1 ? { exact: true } : {}) });
        if (o?.kind !== 'hand') continue;
        // the engine finishes the real hand with the same card
        const done = at.game.apply(at.s, decide(req).action).value;
        const out = botOf(variant)!.selfPlay!.outcome(done as never);
        const sideWon = out.declarers.includes(0) === out.declarerWon;
        expect(o.won, `${variant} ${k}`).toBe(sideWon ? o.samples : 0);
        found++;
      }
      expect(found).toBeGreaterThan(0);
    },
  );

  test('Daifugō: the best average finish over the deals tried, in words', () => {
    const at = playTo('daifugo', 'outlook-daifugo', (view) => handOf(view) > 3);
    expect(at).not.toBeNull();
    const o = outlookOf(request('daifugo', at!.view, at!.legal));
    expect(o).toMatchObject({ kind: 'finish', players: 4, samples: BUDGETS.normal.samples });
    if (o?.kind !== 'finish') return;
    expect(o.place).toBeGreaterThanOrEqual(1);
    expect(o.place).toBeLessThanOrEqual(4);
    const en = coachEn.fact(outlookFact(o), coachNames(practiceEn, 0));
    expect(en).toMatch(new RegExp(`about ${o.place}(st|nd|rd|th) of 4`));
    const ja = coachJa.fact(outlookFact(o), coachNames(practiceJa, 0));
    expect(ja).toContain(`4人中およそ${o.place}位`);
  });
});
