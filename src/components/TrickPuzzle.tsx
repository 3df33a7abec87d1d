/**
 * "Who wins this trick?" (and Daifugō's "is this play legal, what happens?"): one puzzle at a
 * time from a variant's list, driven by the puzzle machine; the engine (run at build time)
 * checks every answer and its `reason` is the explanation. Each puzzle has a link
 * (`#puzzle-<id>`); progress (solved puzzles, best streak) is kept in localStorage.
 *
 * The server renders the first puzzle's question and cards, so the page means something before
 * (or without) JavaScript.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import { createPuzzleMachine } from '../machines/puzzle.ts';
import type { Puzzle } from '../content-data/puzzle-types.ts';
import type { VariantId } from '../engine/options.ts';
import type { PuzzleView } from '../islands-logic/puzzle-views.ts';
import {
  daifugoVerdict,
  trickVerdict,
  markSolved,
  parseProgress,
  PROGRESS_KEY,
  puzzleFromLocation,
  type DaifugoAnswer,
  type Progress,
} from '../islands-logic/puzzles.ts';
import { readStorage, writeStorage } from '../islands-logic/storage.ts';
import { useSnapshot } from './use-actor.ts';
import Card, { type CardMark } from './Card.tsx';
import './islands.css';

type Answer = number | DaifugoAnswer;

export interface TrickPuzzleProps {
  variant: VariantId;
  puzzles: Puzzle[];
  /** Built at build time by `puzzleView` (same order as `puzzles`). */
  views: PuzzleView[];
  /** A problem found at build time, shown instead of a blank island. */
  problem?: string;
}

const EFFECT_WORDS: Record<string, string> = {
  revolution: 'revolution',
  'eleven-back': '11-back',
  'eight-cut': 'eight cut',
  'nine-reverse': 'reversing 9',
  skip: 'skip',
  'suit-lock': 'suit lock',
  'spade-three': 'spade 3 return',
  'seven-pass': 'seven pass',
  'ten-discard': 'ten discard',
  'queen-bomber': 'queen bomber',
  'five-skip': 'five skip',
  sandstorm: 'sandstorm',
};

function makeActor(puzzles: Puzzle[], views: PuzzleView[], start: number) {
  // The engine judged every puzzle at build time; its answer and reason are in the views.
  const machine = createPuzzleMachine<Puzzle, Answer>((p, a) => {
    const v = views[puzzles.indexOf(p)]!;
    return p.variant === 'daifugo'
      ? daifugoVerdict(v.answer, a as DaifugoAnswer)
      : trickVerdict(p.plays, v.answer, a as number);
  });
  return createActor(machine, { input: { puzzles, start } }).start();
}

export default function TrickPuzzle({ variant, puzzles, views, problem }: TrickPuzzleProps) {
  if (problem || !Array.isArray(puzzles) || puzzles.length === 0 || views?.length !== puzzles.length) {
    return (
      <section class="isl isl-puzzle">
        <p class="isl__notice" role="status">
          {problem ??
            (Array.isArray(puzzles) && puzzles.length === 0
              ? 'There are no puzzles for this game yet.'
              : 'These puzzles could not be shown: the puzzle data is missing or malformed.')}
        </p>
      </section>
    );
  }
  return <PuzzleSet variant={variant} puzzles={puzzles} views={views} />;
}

function PuzzleSet({ puzzles, views }: Required<Omit<TrickPuzzleProps, 'problem'>>) {
  const [actor, setActor] = useState(() => makeActor(puzzles, views, 0));
  const snap = useSnapshot(actor);
  const [notices, setNotices] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const ids = useMemo(() => puzzles.map((p) => p.id), [puzzles]);
  const feedbackRef = useRef<HTMLDivElement>(null);

  // Progress and the puzzle in the link, once in the browser.
  useEffect(() => {
    setHydrated(true);
    const loaded = parseProgress(readStorage(PROGRESS_KEY));
    setProgress(loaded.value);
    const extra: string[] = loaded.notice ? [loaded.notice] : [];
    const go = () => {
      const where = puzzleFromLocation(location.search, location.hash, ids);
      if (where.error) setNotices([...extra, where.error]);
      setActor((a) => {
        if (a.getSnapshot().context.index === where.index) return a;
        a.stop();
        return makeActor(puzzles, views, where.index);
      });
    };
    if (extra.length) setNotices(extra);
    go();
    addEventListener('hashchange', go);
    return () => removeEventListener('hashchange', go);
  }, []);

  const ctx = snap.context;
  const index = Math.min(ctx.index, puzzles.length - 1);
  const puzzle = puzzles[index]!;
  const view = views[index]!;
  const finished = snap.matches('finished');
  const feedback = ctx.feedback;
  const answered = snap.matches('feedback');

  // Record a solved puzzle.
  useEffect(() => {
    if (!progress || !feedback?.correct) return;
    const next = markSolved(progress, puzzle.id, ctx.streak);
    setProgress(next);
    writeStorage(PROGRESS_KEY, JSON.stringify(next));
  }, [feedback]);

  useEffect(() => {
    if (answered) feedbackRef.current?.focus();
  }, [answered]);

  const goNext = () => {
    actor.send({ type: 'puzzle.next' });
    const nextId = ids[actor.getSnapshot().context.index];
    if (nextId && !actor.getSnapshot().matches('finished')) history.replaceState(null, '', `#puzzle-${nextId}`);
  };

  const ready = hydrated;
  const solvedCount = progress ? progress.solved.filter((id) => ids.includes(id)).length : 0;
  return (
    <section
      class="isl isl-puzzle"
      id={`puzzle-${view.id}`}
      data-ready={String(ready)}
      aria-labelledby={`pz-title-${view.id}`}
    >
      {notices.map((n) => (
        <p class="isl__notice" role="status">
          {n}
        </p>
      ))}
      <p class="isl__meta">
        Puzzle {index + 1} of {puzzles.length} · <span data-testid="streak">streak {ctx.streak}</span>
        {progress && (
          <>
            {' '}
            · best streak {Math.max(progress.bestStreak, ctx.bestStreak)} · solved {solvedCount} of {puzzles.length}
          </>
        )}
      </p>
      {finished ? (
        <div>
          <p>
            You have been through all {puzzles.length} puzzles: {ctx.solved} solved in this run.
          </p>
          <button type="button" class="isl__btn isl__btn--main" onClick={() => actor.send({ type: 'puzzle.restart' })}>
            Start again
          </button>
        </div>
      ) : (
        <>
          <h2 id={`pz-title-${view.id}`} style="font-size: 1.3rem">
            {view.title}
          </h2>
          <p class="isl__facts">
            {view.variantTitle} · rules: {view.rulesLine}. {view.facts.join(' ')}
          </p>
          <p>
            <strong>{view.question}</strong>
          </p>
          {puzzle.variant === 'daifugo' ? (
            <DaifugoQuestion
              key={view.id}
              view={view}
              disabled={!ready || answered}
              onAnswer={(a) => actor.send({ type: 'puzzle.answer', answer: a })}
            />
          ) : (
            <div class="isl__row" role="group" aria-label="The cards of the trick, in the order played">
              {view.plays.map((p, i) => {
                const marks: CardMark[] = [];
                if (answered && ctx.lastAnswer === i) marks.push(feedback?.correct ? 'winner' : 'wrong');
                return (
                  <div class="isl__play">
                    <Card
                      card={p.card}
                      marks={marks}
                      extra={p.who}
                      disabled={!ready || answered}
                      onClick={() => actor.send({ type: 'puzzle.answer', answer: i })}
                    />
                    <span aria-hidden="true">{p.who}</span>
                  </div>
                );
              })}
            </div>
          )}
          <div
            ref={feedbackRef}
            tabIndex={-1}
            aria-live="polite"
            class={`isl__feedback ${feedback ? (feedback.correct ? 'is-right' : 'is-wrong') : ''}`}
            data-testid="feedback"
          >
            {feedback ? (
              <p>
                <strong>{feedback.correct ? 'Correct.' : 'Not quite.'}</strong> {feedback.explanation}
                {feedback.correct && view.note ? ` ${view.note}` : ''}
              </p>
            ) : (
              <p class="isl__meta">
                {ready
                  ? 'Choose a card (click it, or Tab to it and press Enter).'
                  : 'The puzzle becomes interactive when the page has loaded.'}
              </p>
            )}
          </div>
          <div class="isl__row">
            {snap.matches({ feedback: 'incorrect' }) && (
              <button
                type="button"
                class="isl__btn isl__btn--main"
                onClick={() => actor.send({ type: 'puzzle.retry' })}
              >
                Try again
              </button>
            )}
            {answered && (
              <button type="button" class="isl__btn" onClick={goNext}>
                {index + 1 < puzzles.length ? 'Next puzzle' : 'Finish'}
              </button>
            )}
            {!answered && index + 1 < puzzles.length && (
              <button
                type="button"
                class="isl__btn"
                disabled={!hydrated}
                onClick={() => actor.send({ type: 'puzzle.skip' })}
              >
                Skip
              </button>
            )}
            <a class="isl__meta" href={`#puzzle-${view.id}`}>
              Link to this puzzle
            </a>
          </div>
        </>
      )}
      <details>
        <summary>All puzzles ({puzzles.length})</summary>
        <ol class="isl__list">
          {views.map((v) => (
            <li>
              <a href={`#puzzle-${v.id}`}>{v.title}</a>
              {progress?.solved.includes(v.id) ? ' (solved)' : ''}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}

function DaifugoQuestion({
  view,
  disabled,
  onAnswer,
}: {
  view: PuzzleView;
  disabled: boolean;
  onAnswer: (a: DaifugoAnswer) => void;
}) {
  const [legal, setLegal] = useState<boolean | null>(null);
  const [effects, setEffects] = useState<string[]>([]);
  const name = `legal-${view.id}`;
  return (
    <div>
      <div class="isl__row" role="group" aria-label="The pile, oldest play first">
        <span>Pile:</span>
        {(view.pile ?? []).length === 0 && <span>(empty)</span>}
        {(view.pile ?? []).map((play) => (
          <span class="isl__row">
            {play.map((c) => (
              <Card card={c} size="small" />
            ))}
          </span>
        ))}
      </div>
      <div class="isl__row" role="group" aria-label="The play to judge">
        <span>Play:</span>
        {(view.play ?? []).map((c) => (
          <Card card={c} />
        ))}
      </div>
      <fieldset disabled={disabled}>
        <legend>Is it legal?</legend>
        <label>
          <input type="radio" name={name} checked={legal === true} onChange={() => setLegal(true)} /> Legal
        </label>{' '}
        <label>
          <input type="radio" name={name} checked={legal === false} onChange={() => setLegal(false)} /> Illegal
        </label>
      </fieldset>
      <fieldset disabled={disabled || legal !== true}>
        <legend>Which effects does it trigger?</legend>
        {(view.effectChoices ?? []).map((e) => (
          <label style="margin-inline-end: 0.8rem">
            <input
              type="checkbox"
              checked={effects.includes(e)}
              onChange={(ev) =>
                setEffects((cur) =>
                  (ev.target as HTMLInputElement).checked ? [...cur, e] : cur.filter((x) => x !== e),
                )
              }
            />{' '}
            {EFFECT_WORDS[e] ?? e}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        class="isl__btn isl__btn--main"
        disabled={disabled || legal === null}
        onClick={() => onAnswer({ legal: legal === true, effects: legal ? effects : [] })}
      >
        Check
      </button>
    </div>
  );
}
