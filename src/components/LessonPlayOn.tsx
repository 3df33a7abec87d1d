/**
 * A "play on" lesson step (loaded only by lessons that have one): the tricks (or the pile) so
 * far, the learner's hand, and the computers' cards appearing as the engine plays them. Each of
 * the learner's cards is checked as it is played (src/islands-logic/play-on.ts).
 */
import type { Lesson as LessonData, LessonPlayOn } from '../content-data/lessons.ts';
import { lessonRules } from '../islands-logic/lessons.ts';
import {
  checkPlayOn,
  simulatePlayOn,
  type PlayOnPlay,
  type PlayOnVerdict,
  type PlayOnWords,
} from '../islands-logic/play-on.ts';
import type { RuleChoice, VariantEngine } from '../islands-logic/engines/types.ts';
import { msg } from '../islands-logic/msg.ts';
import { useCourseWords } from '../i18n/islands/context.ts';
import Card, { PlayedCard } from './Card.tsx';
import { Prompt, type AskProps } from './LessonPrompt.tsx';

/** Check the learner's cards so far (the last one is new); never throws. */
export function checkPlayOnMove(
  engine: VariantEngine,
  rc: RuleChoice,
  step: LessonPlayOn,
  moves: (string | string[])[],
  w: PlayOnWords,
): PlayOnVerdict {
  try {
    const out = checkPlayOn(engine, rc, step, moves, w);
    if (out.correct) return out;
    // The answer, on demand: the expected move at this point of the deal, explained.
    const expected = step.expected[moves.length - 1];
    if (expected === undefined) return out;
    const right = checkPlayOn(engine, rc, step, [...moves.slice(0, -1), expected], w);
    return right.correct ? { ...out, answer: right.explanation } : out;
  } catch (e) {
    return { correct: false, explanation: w.engineError(msg(e)) };
  }
}

function PlayOnCards({ plays, label }: { plays: readonly PlayOnPlay[]; label: string }) {
  const w = useCourseWords();
  return (
    <div class="isl__row" role="group" aria-label={label}>
      {plays.length === 0 ? (
        <span class="isl__meta">{w.noCardYet}</span>
      ) : (
        plays.map((p, k) =>
          p.cards.length === 0 ? (
            <span class="isl__meta">{w.passed(p.seat)}</span>
          ) : (
            p.cards.map((c) => (
              <div data-testid="play-on-card">
                <PlayedCard card={c} size="small" who={w.playWho(p.seat, k === 0)} />
              </div>
            ))
          ),
        )
      )}
    </div>
  );
}

/**
 * A "play on" deal: the tricks (or the pile) so far, the learner's hand, and the computers'
 * cards appearing as the engine plays them. Each of the learner's cards is checked as it is played.
 */
export function PlayOnView({
  step,
  lesson,
  engine,
  check,
  played,
  ready,
  answered,
  onMove,
}: AskProps<LessonPlayOn> & {
  lesson: LessonData;
  engine: VariantEngine | null;
  /** The check's words in the page's language (the trick reasons shown under each trick). */
  check: PlayOnWords | null;
  played: (string | string[])[];
}) {
  const w = useCourseWords();
  if (!engine || !check) return <Prompt step={step} />;
  let view;
  try {
    view = simulatePlayOn(engine, lessonRules(lesson), step, played, check);
  } catch (e) {
    return <p class="isl__notice">{w.dealFailed(msg(e))}</p>;
  }
  const climb = 'table' in step.position;
  const pos = step.position;
  const facts =
    'trump' in pos
      ? w.playOnTrickFacts(pos.trump, pos.tricks, pos.trick, pos.others.length + 1)
      : w.playOnClimbFacts(pos.table.reversed, pos.others.length + 1);
  return (
    <>
      <Prompt step={step} />
      <p class="isl__facts">{facts}</p>
      {view.done.map((r) => (
        <>
          <p class="isl__meta">{climb ? w.pileTaken(r.winner) : w.trickWon(r.trick, r.winner)}</p>
          <PlayOnCards plays={r.plays} label={climb ? w.playsSoFar : w.trickN(r.trick)} />
        </>
      ))}
      {view.status !== 'over' && (
        <>
          <p class="isl__meta">{climb ? w.pileNow : w.trickSoFar(view.trick)}</p>
          <PlayOnCards plays={view.current} label={climb ? w.playsSoFar : w.cardsSoFar} />
        </>
      )}
      <div class="isl__row" role="group" aria-label={w.handGroup} data-hand>
        {climb
          ? [
              ...view.hand.map((cards) => (
                <button
                  type="button"
                  class="isl__btn isl__cards-btn"
                  disabled={!ready || answered || view.status === 'over'}
                  onClick={() => onMove(cards)}
                >
                  <span class="sr-only" data-pagefind-ignore>
                    {w.playSr}
                  </span>
                  {cards.map((card, i) => (
                    <>
                      {i > 0 && <span class="sr-only">{w.listSep}</span>}
                      <Card card={card} size="inline" />
                    </>
                  ))}
                </button>
              )),
              <button
                type="button"
                class="isl__btn"
                disabled={!ready || answered || view.status === 'over'}
                onClick={() => onMove([])}
              >
                {w.pass}
              </button>,
            ]
          : view.hand.map(([c]) => (
              <Card
                card={c!}
                disabled={!ready || answered || view.status === 'over'}
                onClick={() => onMove(c!)}
                extra={w.inHand}
              />
            ))}
      </div>
    </>
  );
}
