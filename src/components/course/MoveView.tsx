/**
 * A lesson's question step (part of the Lesson island): "play the card that…" from a hand or,
 * in a climbing game, the play to make on the pile; other kinds of question have their own view.
 */
import type { LessonAsk, LessonPlayOn } from '../../content-data/lessons.ts';
import { moveChoices, type LessonMove } from '../../islands-logic/lessons.ts';
import { useCourseWords } from '../../i18n/islands/context.ts';
import Card, { PlayedCard } from '../Card.tsx';
import { BidView, BuryView, ChoiceView, WinnerView } from './AskViews.tsx';

export default function MoveView({
  step,
  ready,
  answered,
  onMove,
}: {
  step: Exclude<LessonAsk, LessonPlayOn>;
  ready: boolean;
  answered: boolean;
  onMove: (m: LessonMove) => void;
}) {
  const w = useCourseWords();
  if (step.kind === 'winner') return <WinnerView step={step} ready={ready} answered={answered} onMove={onMove} />;
  if (step.kind === 'bid') return <BidView step={step} ready={ready} answered={answered} onMove={onMove} />;
  if (step.kind === 'choice') return <ChoiceView step={step} ready={ready} answered={answered} onMove={onMove} />;
  if (step.kind === 'bury') return <BuryView step={step} ready={ready} answered={answered} onMove={onMove} />;
  const choices = moveChoices(step);
  if ('hand' in step.position) {
    const p = step.position;
    return (
      <>
        <p>
          <strong>{step.prompt}</strong>
        </p>
        <p class="isl__facts">{w.trickFacts(p.trump, p.trick)}</p>
        <div class="isl__row" role="group" aria-label={w.playedGroup}>
          {p.plays.map((c, i) => (
            <PlayedCard card={c} size="small" who={i === 0 ? w.led : w.nthToPlay(i + 1)} />
          ))}
          <span class="isl__meta">
            {w.thenYou}
            {p.after.length === 0
              ? w.nobody
              : p.after.map((c, i) => (
                  <>
                    {i > 0 ? w.listSep : ''}
                    <Card card={c} size="inline" />
                  </>
                ))}
          </span>
        </div>
        <div class="isl__row" role="group" aria-label={w.handGroup} data-hand>
          {choices.map((c) => (
            <Card card={c as string} disabled={!ready || answered} onClick={() => onMove(c)} extra={w.inHand} />
          ))}
        </div>
      </>
    );
  }
  const t = step.position.table;
  return (
    <>
      <p>
        <strong>{step.prompt}</strong>
      </p>
      <div class="isl__row" role="group" aria-label={w.pileGroup}>
        <span>{w.pile}</span>
        {t.pile.length === 0 ? (
          <span>{w.emptyPileLead}</span>
        ) : (
          t.pile.map((pl) => pl.map((c) => <Card card={c} size="small" />))
        )}
      </div>
      <div class="isl__row" role="group" aria-label={w.choosePlay} data-hand>
        {choices.map((c) => {
          const cards = c as string[];
          return (
            <button
              type="button"
              class="isl__btn isl__cards-btn"
              disabled={!ready || answered}
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
          );
        })}
      </div>
    </>
  );
}
