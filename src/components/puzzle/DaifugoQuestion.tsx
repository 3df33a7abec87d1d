/**
 * Daifugō's puzzle question (part of the TrickPuzzle island): the pile, the play, "is it legal?"
 * and, if so, which effects it has.
 */
import { useState } from 'preact/hooks';
import type { PuzzleView } from '../../islands-logic/puzzle-views.ts';
import type { DaifugoAnswer } from '../../islands-logic/puzzles.ts';
import { usePuzzleWords } from '../../i18n/islands/context.ts';
import Card from '../Card.tsx';

export default function DaifugoQuestion({
  view,
  disabled,
  onAnswer,
}: {
  view: PuzzleView;
  disabled: boolean;
  onAnswer: (a: DaifugoAnswer) => void;
}) {
  const w = usePuzzleWords();
  const [legal, setLegal] = useState<boolean | null>(null);
  const [effects, setEffects] = useState<string[]>([]);
  const name = `legal-${view.id}`;
  return (
    <div>
      <div class="isl__row" role="group" aria-label={w.pileGroup}>
        <span>{w.pile}</span>
        {(view.pile ?? []).length === 0 && <span>{w.emptyPile}</span>}
        {(view.pile ?? []).map((play) => (
          <span class="isl__row">
            {play.map((c) => (
              <Card card={c} size="small" />
            ))}
          </span>
        ))}
      </div>
      <div class="isl__row" role="group" aria-label={w.playGroup}>
        <span>{w.play}</span>
        {(view.play ?? []).map((c) => (
          <Card card={c} />
        ))}
      </div>
      <fieldset class="isl__choices" disabled={disabled}>
        <legend>{w.legalQuestion}</legend>
        <label class="isl__choice">
          <input type="radio" name={name} checked={legal === true} onChange={() => setLegal(true)} /> {w.legal}
        </label>
        <label class="isl__choice">
          <input type="radio" name={name} checked={legal === false} onChange={() => setLegal(false)} /> {w.illegal}
        </label>
      </fieldset>
      <fieldset class="isl__choices" disabled={disabled || legal !== true}>
        <legend>{w.effectsQuestion}</legend>
        {(view.effectChoices ?? []).map((e) => (
          <label class="isl__choice">
            <input
              type="checkbox"
              checked={effects.includes(e)}
              onChange={(ev) =>
                setEffects((cur) =>
                  (ev.target as HTMLInputElement).checked ? [...cur, e] : cur.filter((x) => x !== e),
                )
              }
            />{' '}
            {w.effect(e)}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        class="isl__btn isl__btn--main"
        disabled={disabled || legal === null}
        onClick={() => onAnswer({ legal: legal === true, effects: legal ? effects : [] })}
      >
        {w.check}
      </button>
    </div>
  );
}
