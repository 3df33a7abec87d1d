/**
 * Issue #33's done-when for the hints (review item C4): a whole Japanese Napoleon hand played by
 * following every hint, with the coach on, shows in the hand's story (the review's marks: each
 * card's cost all hands open, islands-logic/replay.ts) no contradiction with what the hint said.
 *
 * What the hint says is what a person reads at the table (the coach catalogue's English): the
 * suggested action and how sure the search is ("in 12 of the 14 deals the computer tried"), and the
 * worse choices of the same search. A contradiction is a sentence the review's facts refute:
 * - the hinted card also listed among the hint's worse choices;
 * - a card "given up" as scoring nothing that the review counts as an honour;
 * - "the only play allowed" for a card the review marks as costly (there was no other card);
 * - a costly hinted play whose hint claimed more than the deals it tried (every play hint names them);
 * - the coach saying a card takes the trick, nobody after you, for a trick the review shows lost;
 * - a suit or option code ("H", "NT") in any sentence.
 */
import { describe, expect, it } from 'vitest';
import { variantEntry } from '../../../src/engine/variants.ts';
import { decide } from '../../../src/bots/index.ts';
import type { BotResponse } from '../../../src/bots/types.ts';
import { deriveSeed } from '../../../src/engine/rng.ts';
import type { Card } from '../../../src/engine/cards.ts';
import { handleCostsRequest } from '../../../src/engine/solver/costs-worker.ts';
import type { PlayCost } from '../../../src/engine/solver/hand-costs.ts';
import { ALL_ENGINES } from '../../../src/islands-logic/engines/all.ts';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { costsRequestOf, handStory } from '../../../src/islands-logic/replay.ts';
import { storyRows } from '../islands/story-rows.ts';
import { coachFacts, pickLine, type CoachFact } from '../../../src/islands-logic/coach-facts.ts';
import { coachEn } from '../../../src/i18n/islands/coach.en.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';
import { coachNames } from '../../../src/i18n/islands/coach.ts';

type Action = { type: string; card?: Card; [k: string]: unknown };
type AnyGame = {
  setup(o: unknown): unknown;
  toAct(s: unknown): number[];
  legalActions(s: unknown, seat: number): Action[];
  view(s: unknown, seat: number): Record<string, unknown>;
  apply(s: unknown, a: unknown): { ok: true; value: unknown } | { ok: false; reason: string };
};

interface Told {
  action: Action;
  hint: string;
  mistakes: { action: Action; line: string }[];
  why: BotResponse['why'];
  coach: string | null;
  facts: CoachFact[];
}

const CODE = /(^|[\s(])(S|H|D|C|NT)([\s.,:;)]|$)/;
const human = 0;
const variant = 'japanese' as const;

/** A whole hand: the learner (seat 0) does what each hint says, as the table asks it; the computers play at `normal`. */
function followTheHints(seed: string) {
  const game = variantEntry(variant).game as unknown as AnyGame;
  let s = game.setup({ ruleSet: { variant }, players: 5, seed, dealer: 0 }) as { log: Action[] };
  const names = coachNames(practiceEn, human);
  const said = new Set<string>();
  const told: Told[] = [];
  for (let i = 0; i < 400; i++) {
    const view = game.view(s, human);
    if (view['result']) return { state: s, view, told, game };
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    const v = game.view(s, seat);
    let a: Action;
    if (seat === human) {
      const facts = coachFacts({ variant, engine: ALL_ENGINES[variant], rc: {}, view: v, legal, human, log: s.log });
      const coach = pickLine(
        facts.map((f) => coachEn.fact(f, names)),
        said,
      );
      if (coach) said.add(coach);
      // the table's hint: `normal`, seeded by the game's seed and the log's length (use-table.tsx askHint)
      const r = decide({
        variant,
        view: v,
        legal,
        ruleSet: { variant },
        level: 'normal',
        seed: `${seed}-hint-${s.log.length}`,
      });
      a = r.action as Action;
      told.push({
        action: a,
        hint: coachEn.hintLine(practiceEn.actionLabel(a as never), r.why),
        mistakes: (r.mistakes ?? []).map((m) => ({
          action: m.action as Action,
          line: coachEn.hintMistake(practiceEn.cardLabel((m.action as Action).card ?? ''), m.data!),
        })),
        why: r.why,
        coach,
        facts,
      });
    } else {
      a = decide({ variant, view: v, legal, ruleSet: { variant }, level: 'normal', seed: deriveSeed(seed, 'bot', i) })
        .action as Action;
    }
    const o = game.apply(s, a);
    if (!o.ok) throw new Error(o.reason);
    s = o.value as { log: Action[] };
  }
  throw new Error('no result');
}

describe('a Japanese hand played by following every hint: no contradiction with the review', () => {
  it.each(['hints-1', 'hints-2'])(
    'seed %s',
    (seed) => {
      const { state, view, told, game } = followTheHints(seed);
      const target = (ALL_ENGINES[variant] as TrickEngine).handTarget!(view)!;
      const handsLeft = [0, 1, 2, 3, 4].map((x) => game.view(state, x)['hand'] as Card[]);
      const req = costsRequestOf({ id: 1, variant, view, state, side: target.side, human, handsLeft })!;
      const costs: (PlayCost | undefined)[] = [];
      const ans = handleCostsRequest({ ...req, timeLimitMs: undefined, maxNodes: 400_000 }, (m) => {
        if ('cost' in m) costs[m.index] = m.cost;
      });
      if (!ans.ok) throw new Error(ans.error);
      const story = handStory(storyRows(view).rows, { costs, par: ans.result.par, done: true }, human, target.side);
      // the learner's plays in order, with the review's mark and the trick's winner
      const marks = story.tricks.flatMap((t) =>
        t.plays
          .filter((p) => p.seat === human)
          .map((p) => ({ card: p.card, cost: p.cost, trick: t.n, won: t.winner === human })),
      );
      const plays = told.filter((x) => x.action.type === 'play');
      expect(plays.map((x) => x.action.card)).toEqual(marks.map((m) => m.card));
      let analysed = 0;
      plays.forEach((x, k) => {
        const m = marks[k]!;
        const where = `trick ${m.trick}: ${x.hint} | ${x.mistakes.map((y) => y.line).join(' | ')}`;
        // the hinted card is not among the hint's worse choices
        expect(
          x.mistakes.map((y) => y.action.card),
          where,
        ).not.toContain(x.action.card);
        // a card "given up, scoring nothing" scores nothing in the review's count
        if (x.why?.kind === 'low') expect(target.value(m.card), where).toBe(0);
        if (typeof m.cost === 'number') {
          analysed++;
          // the only card allowed cannot have cost anything
          if (x.why?.kind === 'only-legal') expect(m.cost, where).toBe(0);
          // a costly hinted play: its hint said it was a sample, in counted deals
          if (m.cost < 0) expect(x.hint, where).toMatch(/of the \d+ deals the computer tried|deals the computer tried/);
        }
        // the coach's "takes this trick: nobody plays after you" is what happened
        const sure = x.facts.find((f) => f.kind === 'winsNow' && f.last && f.card === m.card);
        if (sure && x.coach?.startsWith(practiceEn.cardLabel(m.card))) expect(m.won, where).toBe(true);
      });
      expect(analysed).toBeGreaterThan(0);
      for (const x of told) {
        expect(x.hint).not.toMatch(CODE);
        for (const y of x.mistakes) expect(y.line).not.toMatch(CODE);
        if (x.coach) expect(x.coach).not.toMatch(CODE);
      }
    },
    240_000,
  );
});
