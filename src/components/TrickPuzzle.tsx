/**
 * "Who wins this trick?" (and Daifugō's "is this play legal, what happens?"): one puzzle at a
 * time from a variant's list, driven by the puzzle machine; the engine (run at build time)
 * checks every answer and its `reason` is the explanation. Each puzzle has a link
 * (`#puzzle-<code>`, a code that does not give the answer away); progress (solved puzzles, best streak) is kept in localStorage.
 *
 * The server renders the first puzzle's question and cards, so the page means something before
 * (or without) JavaScript.
 */
import { ofClimb } from '../engine/descriptors.ts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import { createPuzzleMachine } from '../machines/puzzle.ts';
import type { Puzzle } from '../content-data/puzzle-types.ts';
import type { VariantId } from '../engine/options.ts';
import type { PuzzleView } from '../islands-logic/puzzle-views.ts';
import {
  daifugoSolution,
  daifugoVerdict,
  trickSolution,
  trickVerdict,
  markSolved,
  withStreak,
  type VerdictWords,
  PROGRESS_KIND,
  puzzleFromLocation,
  puzzleHash,
  type DaifugoAnswer,
  type Progress,
} from '../islands-logic/puzzles.ts';
import { load, store } from '../islands-logic/storage.ts';
import { useSnapshot } from './use-actor.ts';
import { PlayedCard, type CardMark } from './Card.tsx';
import DaifugoQuestion from './puzzle/DaifugoQuestion.tsx';
import PuzzleList from './puzzle/PuzzleList.tsx';
import { CardLang } from './card-lang.ts';
import { PuzzleWordsContext, usePuzzleWords } from '../i18n/islands/context.ts';
import type { PuzzleWords } from '../i18n/islands/puzzle.ts';
import './islands.css';
import { Words } from './Words.tsx';

type Answer = number | DaifugoAnswer;

export interface TrickPuzzleProps {
  variant: VariantId;
  puzzles: Puzzle[];
  /** Built at build time by `puzzleView` (same order as `puzzles`). */
  views: PuzzleView[];
  /** The island's words: given by its language entry (puzzle/TrickPuzzle.<lang>.tsx), never by a page. */
  words: PuzzleWords;
  /** A problem found at build time, shown instead of a blank island. */
  problem?: string;
  /**
   * Shown inside the puzzle trainer (one puzzle at a time): no puzzle list, counter or link
   * handling of its own; the first verdict is reported (1: solved at the first try) and "Next"
   * is the trainer's.
   */
  embedded?: TrainerHooks;
}

export interface TrainerHooks {
  onResult: (id: string, score: 0 | 1) => void;
  onNext: () => void;
  nextLabel: string;
  /** Endgames: the learner asked for this puzzle, so the focus goes to the first card to play. */
  autoFocus?: boolean;
}

function makeActor(puzzles: Puzzle[], views: PuzzleView[], w: VerdictWords, start: number, streak = 0) {
  // The engine judged every puzzle at build time; its answer and reason are in the views.
  const machine = createPuzzleMachine<Puzzle, Answer>((p, a) => {
    const v = views[puzzles.indexOf(p)]!;
    return ofClimb(p)
      ? daifugoVerdict(v.answer, a as DaifugoAnswer, w)
      : trickVerdict(p.plays, v.answer, a as number, w);
  });
  return createActor(machine, { input: { puzzles, start, streak } }).start();
}

export default function TrickPuzzle({ words, ...props }: TrickPuzzleProps) {
  return (
    <PuzzleWordsContext.Provider value={words}>
      <CardLang.Provider value={words.lang}>
        <PuzzleIsland {...props} />
      </CardLang.Provider>
    </PuzzleWordsContext.Provider>
  );
}

function PuzzleIsland({ variant, puzzles, views, problem, embedded }: Omit<TrickPuzzleProps, 'words'>) {
  const w = usePuzzleWords();
  if (problem || !Array.isArray(puzzles) || puzzles.length === 0 || views?.length !== puzzles.length) {
    return (
      <section class="isl isl-puzzle">
        <p class="isl__notice" role="status">
          {problem ?? (Array.isArray(puzzles) && puzzles.length === 0 ? w.noPuzzles : w.malformed)}
        </p>
      </section>
    );
  }
  return <PuzzleSet variant={variant} puzzles={puzzles} views={views} {...(embedded ? { embedded } : {})} />;
}

function PuzzleSet({ puzzles, views, embedded }: Omit<TrickPuzzleProps, 'problem' | 'words'>) {
  const w = usePuzzleWords();
  const [actor, setActor] = useState(() => makeActor(puzzles, views, w.verdict, 0));
  const snap = useSnapshot(actor);
  const [notices, setNotices] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const ids = useMemo(() => puzzles.map((p) => p.id), [puzzles]);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // Progress (with the streak of an earlier visit) and the puzzle in the link, once in the browser.
  useEffect(() => {
    setHydrated(true);
    const loaded = load(PROGRESS_KIND);
    setProgress(loaded.value);
    const extra: string[] = loaded.notice ? [w.storedNotice(loaded.notice, loaded.value.solved.length > 0)] : [];
    let first = true;
    const go = () => {
      const where = puzzleFromLocation(location.search, location.hash, ids);
      if (where.missing !== undefined) setNotices([...extra, w.noSuchPuzzle(where.missing)]);
      const carried = first ? loaded.value.streak : undefined;
      first = false;
      setActor((a) => {
        const cur = a.getSnapshot().context;
        if (carried === undefined && cur.index === where.index) return a;
        a.stop();
        return makeActor(puzzles, views, w.verdict, where.index, carried ?? cur.streak);
      });
    };
    if (extra.length) setNotices(extra);
    if (embedded) {
      // The trainer chose the puzzle: only the streak of an earlier visit is carried over.
      setActor((a) => {
        a.stop();
        return makeActor(puzzles, views, w.verdict, 0, loaded.value.streak);
      });
      return;
    }
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
  const right = snap.matches({ feedback: 'correct' });
  const wrong = snap.matches({ feedback: 'incorrect' });
  const revealed = snap.matches({ feedback: 'revealed' });
  const done = right || revealed;

  // Record a solved puzzle, and keep the streak across visits: stored as the verdict is drawn
  // (a layout effect, before the page is painted: a page closed or reloaded right after "Right!"
  // keeps it), from the actor's own snapshot (the rendered one still belongs to the old actor in
  // the render that replaces it, which would store the old streak).
  useLayoutEffect(() => {
    if (!progress) return;
    const cur = actor.getSnapshot().context;
    const solved = puzzles[Math.min(cur.index, puzzles.length - 1)]!;
    const next = cur.feedback?.correct ? markSolved(progress, solved.id, cur.streak) : withStreak(progress, cur.streak);
    if (JSON.stringify(next) === JSON.stringify(progress)) return;
    setProgress(next);
    store(PROGRESS_KIND, next);
  }, [feedback, ctx.streak, progress === null, actor]);

  // Right (or shown): the next puzzle is the thing to do. Wrong: the message is announced and the
  // focus stays where it was, so another card can be chosen at once.
  useEffect(() => {
    if (done) nextRef.current?.focus();
  }, [done]);

  // The trainer rates the first verdict only: right at the first try, or not.
  const reported = useRef(false);
  useEffect(() => {
    if (!embedded || reported.current || !(feedback || revealed)) return;
    reported.current = true;
    embedded.onResult(puzzle.id, right && ctx.attempts === 1 ? 1 : 0);
  }, [feedback, revealed]);

  const goNext = () => {
    if (embedded) return embedded.onNext();
    actor.send({ type: 'puzzle.next' });
    const nextId = ids[actor.getSnapshot().context.index];
    if (nextId && !actor.getSnapshot().matches('finished')) history.replaceState(null, '', puzzleHash(nextId));
  };

  const ready = hydrated;
  const solvedIds = progress?.solved ?? [];
  const solvedCount = solvedIds.filter((id) => ids.includes(id)).length;
  const answer = view.answer;
  const titled = done || solvedIds.includes(view.id);
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
      {!embedded && (
        <p class="isl__meta">
          {w.counter(index + 1, puzzles.length)}
          {w.sep}
          <span data-testid="streak">{w.streak(ctx.streak)}</span>
          {progress && (
            <>
              {w.sep}
              {w.bestStreak(Math.max(progress.bestStreak, ctx.bestStreak))}
              {w.sep}
              {w.solvedOf(solvedCount, puzzles.length)}
            </>
          )}
        </p>
      )}
      {finished ? (
        <div>
          <p>{w.lastOne(ctx.solved, ctx.seen)}</p>
          <button type="button" class="isl__btn isl__btn--main" onClick={() => actor.send({ type: 'puzzle.restart' })}>
            {w.restart}
          </button>
        </div>
      ) : (
        <>
          <h2 id={`pz-title-${view.id}`} style="font-size: 1.3rem">
            {titled ? view.title : w.unsolvedTitle(view.theme, index + 1)}
          </h2>
          <p class="isl__facts">
            {view.variantTitle}
            {w.sep}
            {w.rulesLead}
            {w.lang === 'en' ? <Words text={view.rulesLine} /> : view.rulesLine}
            {w.factsEnd}
            {view.facts.join(w.space)}
          </p>
          <p>
            <strong>{view.question}</strong>
          </p>
          <p class="isl__meta">{!ready ? w.loading : ofClimb(puzzle) ? w.howToDaifugo : w.howToTrick}</p>
          {ofClimb(puzzle) ? (
            <DaifugoQuestion
              key={view.id}
              view={view}
              disabled={!ready || done}
              onAnswer={(a) => actor.send({ type: 'puzzle.answer', answer: a })}
            />
          ) : (
            <div class="isl__row" role="group" aria-label={w.trickGroup}>
              {view.plays.map((p, i) => {
                const marks: CardMark[] = [];
                if ((right || revealed) && answer.kind === 'trick' && answer.winner === i) marks.push('winner');
                else if ((wrong || revealed) && ctx.lastAnswer === i) marks.push('wrong');
                return (
                  <PlayedCard
                    card={p.card}
                    who={p.who}
                    marks={marks}
                    disabled={!ready || done}
                    onClick={() => actor.send({ type: 'puzzle.answer', answer: i })}
                  />
                );
              })}
            </div>
          )}
          <div
            ref={feedbackRef}
            tabIndex={-1}
            aria-live="polite"
            class={`isl__feedback ${right || revealed ? 'is-right' : wrong ? 'is-wrong' : 'is-empty'}`}
            data-testid="feedback"
          >
            {revealed ? (
              <p>
                <strong>{w.solutionLead}</strong>
                {w.space}
                {answer.kind === 'trick'
                  ? trickSolution(
                      view.plays.map((p) => p.card),
                      answer,
                      w.verdict,
                    )
                  : daifugoSolution(answer, w.verdict)}
                {view.note ? `${w.space}${view.note}` : ''}
              </p>
            ) : feedback ? (
              <p>
                {feedback.correct && (
                  <>
                    <strong>{w.correctLead}</strong>
                    {w.space}
                  </>
                )}
                {feedback.explanation}
                {feedback.correct && view.note ? `${w.space}${view.note}` : ''}
              </p>
            ) : null}
          </div>
          <div class="isl__row">
            {done && (
              <button type="button" class="isl__btn isl__btn--main" ref={nextRef} onClick={goNext}>
                {embedded ? embedded.nextLabel : index + 1 < puzzles.length ? w.nextPuzzle : w.finish}
              </button>
            )}
            {!done && (
              <button
                type="button"
                class="isl__btn"
                disabled={!hydrated}
                onClick={() => actor.send({ type: 'puzzle.reveal' })}
              >
                {w.showSolution}
              </button>
            )}
            {snap.matches('showing') && index + 1 < puzzles.length && (
              <button
                type="button"
                class="isl__btn"
                disabled={!hydrated}
                onClick={() => actor.send({ type: 'puzzle.skip' })}
              >
                {w.skip}
              </button>
            )}
            <a
              class="isl__meta"
              href={embedded ? `${w.pageHref(view.variant)}${puzzleHash(view.id)}` : puzzleHash(view.id)}
            >
              {embedded ? w.linkPage(view.variantTitle) : w.linkHere}
            </a>
          </div>
        </>
      )}
      {!embedded && <PuzzleList views={views} solvedIds={solvedIds} />}
    </section>
  );
}
