/** The lesson's other questions (part of the Lesson island): who wins, which bid, which answer, which cards to bury. */
import { useState } from 'preact/hooks';
import type { LessonBid, LessonBury, LessonChoice, LessonWinner } from '../../content-data/lessons.ts';
import { useCourseWords } from '../../i18n/islands/context.ts';
import Card from '../Card.tsx';
import { toggleBury } from '../../islands-logic/lesson-bury.ts';
import { Prompt, type AskProps } from '../LessonPrompt.tsx';

export function WinnerView({ step, ready, answered, onMove }: AskProps<LessonWinner>) {
  const w = useCourseWords();
  const p = step.position;
  return (
    <>
      <Prompt step={step} />
      <p class="isl__facts">{w.trickFacts(p.trump, p.trick)}</p>
      <div class="isl__row" role="group" aria-label={w.winnerGroup}>
        {p.plays.map((c, i) => (
          <Card
            card={c}
            disabled={!ready || answered}
            onClick={() => onMove(i)}
            extra={i === 0 ? w.led : w.nthToPlay(i + 1)}
          />
        ))}
      </div>
    </>
  );
}

export function BidView({ step, ready, answered, onMove }: AskProps<LessonBid>) {
  const w = useCourseWords();
  const high = step.before.at(-1);
  return (
    <>
      <Prompt step={step} />
      <p class="isl__facts">{high ? w.bidToBeat(w.bidShort(high)) : w.noBid}</p>
      <div class="isl__row" role="group" aria-label={w.bidGroup}>
        {step.choices.map((b, i) => (
          <button type="button" class="isl__btn" disabled={!ready || answered} onClick={() => onMove(i)}>
            {w.bidButton(b.count, b.suit)}
          </button>
        ))}
      </div>
    </>
  );
}

export function ChoiceView({ step, ready, answered, onMove }: AskProps<LessonChoice>) {
  const w = useCourseWords();
  return (
    <>
      <Prompt step={step} />
      {step.cards && (
        <div class="isl__row" role="group" aria-label={w.cardsGroup}>
          {step.cards.map((c) => (
            <Card card={c} size="small" />
          ))}
        </div>
      )}
      <div class="isl__row" role="group" aria-label={w.answerGroup}>
        {step.choices.map((c, i) => (
          <button type="button" class="isl__btn" disabled={!ready || answered} onClick={() => onMove(i)}>
            {c}
          </button>
        ))}
      </div>
    </>
  );
}

export function BuryView({ step, ready, answered, onMove }: AskProps<LessonBury>) {
  const w = useCourseWords();
  const [chosen, setChosen] = useState<string[]>([]);
  const [refused, setRefused] = useState(false);
  const toggle = (c: string) => {
    const next = toggleBury(chosen, c, step.count);
    setChosen(next.chosen);
    setRefused(next.refused);
  };
  return (
    <>
      <Prompt step={step} />
      <p class="isl__facts">{w.buryFacts(step.trump, chosen.length, step.count)}</p>
      <div class="isl__row" role="group" aria-label={w.buryGroup}>
        {step.hand.map((c) => (
          <Card
            card={c}
            disabled={!ready || answered}
            pressed={chosen.includes(c)}
            onClick={() => toggle(c)}
            extra={w.inHand}
          />
        ))}
      </div>
      <p class="isl__meta" role="status" data-testid="bury-note">
        {refused ? w.buryFull(step.count) : ''}
      </p>
      <div class="isl__row">
        <button
          type="button"
          class="isl__btn isl__btn--main"
          disabled={!ready || answered || chosen.length !== step.count}
          onClick={() => onMove(step.hand.filter((c) => chosen.includes(c)))}
        >
          {w.bury}
        </button>
      </div>
    </>
  );
}
