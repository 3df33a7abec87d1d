/**
 * A "play on" lesson step (loaded only by lessons that have one): the tricks (or the pile) so
 * far, the learner's hand, and the computers' cards appearing as the engine plays them. Each of
 * the learner's cards is checked as it is played (src/islands-logic/play-on.ts).
 */
import type { Lesson as LessonData, LessonPlayOn } from '../content-data/lessons.ts';
import { lessonRules } from '../islands-logic/lessons.ts';
import {
  checkPlayOn,
  playOnSeat,
  simulatePlayOn,
  type PlayOnPlay,
  type PlayOnVerdict,
} from '../islands-logic/play-on.ts';
import { plural, trumpWords } from '../islands-logic/puzzles.ts';
import type { RuleChoice, VariantEngine } from '../islands-logic/engines/types.ts';
import { msg } from '../islands-logic/msg.ts';
import Card, { PlayedCard } from './Card.tsx';
import { Prompt, type AskProps } from './Lesson.tsx';

/** Check the learner's cards so far (the last one is new); never throws. */
export function checkPlayOnMove(
  engine: VariantEngine,
  rc: RuleChoice,
  step: LessonPlayOn,
  moves: (string | string[])[],
): PlayOnVerdict {
  try {
    return checkPlayOn(engine, rc, step, moves);
  } catch (e) {
    return { correct: false, explanation: `The engine could not check this move: ${msg(e)}` };
  }
}

/** Who played a card of a play-on trick, as the card's caption. */
function playWho(p: PlayOnPlay, k: number): string {
  return `${playOnSeat(p.seat)}${k === 0 ? ', led' : ''}`;
}

function PlayOnCards({ plays, label }: { plays: readonly PlayOnPlay[]; label: string }) {
  return (
    <div class="isl__row" role="group" aria-label={label}>
      {plays.length === 0 ? (
        <span class="isl__meta">No card yet.</span>
      ) : (
        plays.map((p, k) =>
          p.cards.length === 0 ? (
            <span class="isl__meta">{playOnSeat(p.seat)}: pass</span>
          ) : (
            p.cards.map((c) => (
              <div data-testid="play-on-card">
                <PlayedCard card={c} size="small" who={playWho(p, k)} />
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
  played,
  ready,
  answered,
  onMove,
}: AskProps<LessonPlayOn> & { lesson: LessonData; engine: VariantEngine | null; played: (string | string[])[] }) {
  if (!engine) return <Prompt step={step} />;
  let view;
  try {
    view = simulatePlayOn(engine, lessonRules(lesson), step, played);
  } catch (e) {
    return <p class="isl__notice">This deal could not be played: {String(e)}</p>;
  }
  const climb = 'table' in step.position;
  const pos = step.position;
  const facts =
    'trump' in pos
      ? `${trumpWords(pos.trump).replace(/^./, (c) => c.toUpperCase())}. ${plural(pos.tricks, 'trick')} to play, from trick ${pos.trick}. You are one of ${plural(pos.others.length + 1, 'player')}.`
      : `${pos.table.reversed ? 'Revolution: low cards are high. ' : ''}Play until the pile is cleared. You are one of ${plural(pos.others.length + 1, 'player')}.`;
  return (
    <>
      <Prompt step={step} />
      <p class="isl__facts">{facts}</p>
      {view.done.map((r) => (
        <>
          <p class="isl__meta">
            {climb ? 'The pile' : `Trick ${r.trick}`}: {r.winner === 0 ? 'you' : playOnSeat(r.winner)}{' '}
            {climb ? 'took the lead' : 'won it'}.
          </p>
          <PlayOnCards plays={r.plays} label={climb ? 'The plays so far' : `Trick ${r.trick}`} />
        </>
      ))}
      {view.status !== 'over' && (
        <>
          <p class="isl__meta">{climb ? 'The pile now:' : `Trick ${view.trick} so far:`}</p>
          <PlayOnCards plays={view.current} label={climb ? 'The plays so far' : 'The cards played so far'} />
        </>
      )}
      <div class="isl__row" role="group" aria-label="Your hand: choose a card to play">
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
                    Play{' '}
                  </span>
                  {cards.map((card, i) => (
                    <>
                      {i > 0 && <span class="sr-only">, </span>}
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
                Pass
              </button>,
            ]
          : view.hand.map(([c]) => (
              <Card
                card={c!}
                disabled={!ready || answered || view.status === 'over'}
                onClick={() => onMove(c!)}
                extra="in your hand"
              />
            ))}
      </div>
    </>
  );
}
