/**
 * Every sentence a language's practice table makes over a seeded game, for the tests that read
 * them all in one language (islands.test.tsx, practice-ko.test.tsx, practice-zh.test.tsx). The game
 * is played with the first legal action (a play before a bid before a pass, so Daifugō's rounds and
 * the auctions end), and each step's sentences are gathered from the seat-0 learner's view: the
 * announcement and label of the action, the table's facts, seats, results and speech, the labels of
 * the learner's choices, each finished trick's winner, reason and change, Daifugō's effects and
 * review, each hand's verdict, and the game's summary.
 */
import { expect } from 'vitest';
import { suitOf, type Card, type Suit } from '../../../src/engine/cards.ts';
import type { OptionValue, RuleSet } from '../../../src/engine/options.ts';
import type { PracticeWords } from '../../../src/i18n/islands/practice.en.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { groupActions, type AnyAction } from '../../../src/islands-logic/practice.ts';
import { finishedTricks, lastFinished, type RankedCard } from '../../../src/islands-logic/table-view.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';

type View = Record<string, unknown>;
type AnyGame = {
  setup(s: unknown): unknown;
  toAct(s: unknown): number[];
  legalActions(s: unknown, seat: number): AnyAction[];
  apply(s: unknown, a: AnyAction): { ok: boolean; value?: unknown; reason?: string };
  view(s: unknown, seat: number | null): View;
  isGameOver(s: unknown): boolean;
};

/** A finished trick's reason as the table says it, with what the engine said (a phrasebook's check). */
export interface SaidReason {
  said: string;
  text: string;
  trump: Suit | null;
}

/**
 * The sentences of a game under `ruleSet` until it ends or `hands` hands have a result (a game
 * with no set length); the game's finished tricks' reasons are passed to `onReason` as they come.
 */
export function tableSentences(
  w: PracticeWords,
  ruleSet: RuleSet,
  seed: string,
  { hands = 3, onReason }: { hands?: number; onReason?: (r: SaidReason) => void } = {},
): string[] {
  const { variant } = ruleSet;
  const game = VARIANT_FLOWS[variant].game as unknown as AnyGame;
  const engine = engineFor(variant);
  const rules = { preset: ruleSet.preset, rules: (ruleSet.rules ?? {}) as Record<string, OptionValue> };
  let s = game.setup({ ruleSet, seed });
  const out: string[] = [];
  const log: AnyAction[] = [];
  const human = 0;
  let results = 0;
  for (let i = 0; i < 3000 && !game.isGameOver(s) && results < hands; i++) {
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    const a = legal.find((x) => x.type === 'play') ?? legal.find((x) => x.type === 'bid') ?? legal[0]!;
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(`refused: ${r.reason}`);
    s = r.value;
    log.push(a);
    const view = game.view(s, human);
    const model = w.tableModel(variant, view, human);
    out.push(w.announce(a, human, variant), w.actionLabel(a), ...model.facts, ...model.resultLines);
    for (const seatInfo of model.seats) out.push(seatInfo.name, ...seatInfo.roles, seatInfo.taken);
    out.push(...(w.speech(variant, view, log, model.seats.length).filter(Boolean) as string[]));
    const legalNow = game.toAct(s).includes(human) ? game.legalActions(s, human) : [];
    const g = groupActions(legalNow);
    if (g.select) out.push(w.selectVerb(g.select.type));
    out.push(...legalNow.map((x) => w.actionLabel(x)), ...legalNow.map((x) => w.bidName(x)));
    if (engine.kind === 'climb') {
      out.push(...w.lastEffects(view));
      const history = (view['history'] as View[] | undefined) ?? [];
      for (const p of w.daifugoReview(history, human)) out.push(...p.moves, p.turning ?? '');
    } else {
      // the trick this play finished
      const t = lastFinished(view);
      if (t && a.type === 'play' && t.plays.some((p) => p.cards[0] === a.card)) {
        const trump = (view['trump'] as Suit | null | undefined) ?? null;
        const said = w.trickReason({
          variant,
          text: t.reason,
          ...(t.explanation ? { explanation: t.explanation } : {}),
          led: suitOf(t.plays[0]!.cards[0]!),
          trump,
          first: t.winner === t.leader,
        });
        onReason?.({ said, text: t.reason, trump });
        out.push(w.winnerLine(t.winner, human), said);
        const done = finishedTricks(view) as { plays: { card: Card }[] }[];
        try {
          const ranking = engine.ranking(rules, { trump, trick: done.length + 1, led: null });
          const gone = done.slice(0, -1).flatMap((x) => x.plays.map((p) => p.card));
          out.push(
            w.trickChange(
              ranking as RankedCard[],
              gone,
              t.plays.map((p) => p.cards[0]!),
            ),
          );
        } catch {
          /* past the last trick */
        }
      }
      if (view['result'] && a.type === 'play') {
        results++;
        // the verdict under the rules the game is played with (tw-hk's scoring table among them)
        out.push(...w.verdict(variant, view['result'] as View, human, (view['rules'] as View | undefined) ?? {}));
      }
    }
  }
  expect(game.isGameOver(s) || results >= hands).toBe(true);
  out.push(w.summary((game.view(s, human)['totals'] as number[]) ?? [], human));
  return out.filter((x) => x !== '');
}
