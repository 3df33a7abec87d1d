/** The practice coach: phase introductions, what a trick changed, why a card wins or cannot be played. */
import { type OptionValue, type VariantId } from '../../engine/options.ts';
import { isClimb } from '../../engine/descriptors.ts';
import { practiceEngine } from '../../islands-logic/practice-engine.ts';
import { type PracticeSettings } from '../../islands-logic/practice.ts';
import type { Suit } from '../../engine/cards.ts';
import { finishedTricks, type RankedCard } from '../../islands-logic/table-view.ts';
import { suitOf, type Card as CardId } from '../../engine/cards.ts';
import type { FinishedTrick } from '../../islands-logic/table-view.ts';
import { useCoachWords } from '../../i18n/islands/coach-context.ts';
import type { PracticeWords } from '../../i18n/islands/practice.en.ts';

/** The coach's introduction to the phase the hand is in, if the coached hand has one. */
export function phaseIntro(phases: Record<string, string> | undefined, phase: string, myTurn: boolean): string | null {
  if (!phases) return null;
  return (myTurn ? phases[`${phase}.you`] : undefined) ?? phases[phase] ?? null;
}
/** The coached hand's line for the phase the hand is in (announced politely as it changes). */
export function PhaseIntro({ text }: { text: string | null }) {
  const c = useCoachWords();
  // with its label or not at all: the coach's words load with the table (coach-context.ts)
  if (text === null || !c) return null;
  return (
    <p class="tintro" data-testid="phase-intro" aria-live="polite">
      <strong>{c.coachLabel}</strong> {text}
    </p>
  );
}
type RC = { preset?: string; rules: Record<string, OptionValue> };
export const rcOf = (s: PracticeSettings): RC => ({ ...(s.preset ? { preset: s.preset } : {}), rules: s.rules });

/** The engine's ranking (best first, no suit led) for trick `trickNo` of the hand in `view`. */
export function rankingFor(
  variant: VariantId,
  settings: PracticeSettings,
  view: Record<string, unknown>,
  trickNo: number,
): RankedCard[] {
  const engine = practiceEngine(variant);
  if (engine.kind !== 'trick') return [];
  const secretary = view['secretaryCard'] as string | null | undefined;
  try {
    if (trickNo > engine.totalTricks(rcOf(settings))) return [];
    return engine.ranking(rcOf(settings), {
      trump: (view['trump'] as Suit | null | undefined) ?? null,
      trick: trickNo,
      led: null,
      ...(secretary ? { secretary } : {}),
    });
  } catch {
    return [];
  }
}

/** The coach's "what it changed" for the last finished trick ('' when nothing notable). */
export function changeOf(
  w: PracticeWords,
  variant: VariantId,
  settings: PracticeSettings,
  view: Record<string, unknown>,
): string {
  if (isClimb(variant)) return '';
  const done = finishedTricks(view) as { plays: { card: CardId }[] }[];
  const last = done[done.length - 1];
  if (!last) return '';
  const ranking = rankingFor(variant, settings, view, done.length + 1);
  if (ranking.length === 0) return '';
  const gone = done.slice(0, -1).flatMap((t) => t.plays.map((p) => p.card));
  return w.trickChange(
    ranking,
    gone,
    last.plays.map((p) => p.card),
  );
}

/** A finished trick's reason in the page's words (from the engine's explanation where there is one). */
export function reasonOf(w: PracticeWords, variant: VariantId, t: FinishedTrick, trump: Suit | null): string {
  const first = t.plays[0]?.cards[0];
  const input = {
    variant,
    text: t.reason,
    led: first ? suitOf(first) : null,
    trump,
    first: t.winner === t.leader,
  };
  return w.trickReason(t.explanation ? { ...input, explanation: t.explanation } : input);
}
/** Why the chosen Daifugō cards cannot be played now (the engine's reason when it can say). */
export function climbWhy(
  w: PracticeWords,
  settings: PracticeSettings,
  view: Record<string, unknown>,
  chosen: readonly string[],
): string {
  const e = practiceEngine(settings.variant);
  if (e.kind !== 'climb') return w.climbNotNow;
  try {
    const pile = ((view['pile'] as { cards: string[] }[] | undefined) ?? []).map((p) => p.cards);
    const v = e.judgePlay(
      rcOf(settings),
      {
        pile,
        reversed: view['revolution'] === true,
        elevenBack: view['elevenBack'] === true,
        lockedSuits: (view['lockedSuits'] as Suit[] | undefined) ?? [],
      },
      [...chosen],
    );
    return v.legal ? w.climbNotNow : w.climbNotAllowed(v.reason);
  } catch {
    return w.climbNotNow;
  }
}
/** The card winning the trick in play so far, with the engine's reason (null when it cannot say). */
export function currentWinner(
  w: PracticeWords,
  variant: VariantId,
  settings: PracticeSettings,
  view: Record<string, unknown>,
  trick: { seat: number; cards: string[] }[],
): { winning: number; reason: string } | null {
  const engine = practiceEngine(variant);
  if (engine.kind !== 'trick') return null;
  const done = finishedTricks(view);
  const raw = ((view['trick'] as { plays?: { declared?: Suit }[] } | null)?.plays ?? view['current']) as
    { declared?: Suit }[] | undefined;
  const declared = raw?.[0]?.declared;
  const secretary = view['secretaryCard'] as string | null | undefined;
  try {
    const v = engine.winner(
      { ...(settings.preset ? { preset: settings.preset } : {}), rules: settings.rules },
      {
        trump: (view['trump'] as Suit | null | undefined) ?? null,
        trick: done.length + 1,
        plays: trick.map((p) => p.cards[0]!),
        ...(declared ? { declared } : {}),
        ...(secretary ? { secretary } : {}),
      },
    );
    const seat = trick[v.winner]?.seat;
    if (seat === undefined) return null;
    const first = trick[0]!.cards[0]!;
    const input = {
      variant,
      text: v.reason,
      led: suitOf(first),
      trump: (view['trump'] as Suit | null | undefined) ?? null,
      first: v.winner === 0,
    };
    return {
      winning: seat,
      reason: w.trickReason(v.explanation ? { ...input, explanation: v.explanation } : input),
    };
  } catch {
    return null;
  }
}
