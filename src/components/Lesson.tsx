/**
 * A scripted lesson (content/lessons/<id>.json) run by the lesson machine: narration, "now play
 * the card that…", the engine checks the move and explains what happens; wrong moves can be
 * retried, and a hint is there on demand.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import { createLessonMachine, type LessonStep, type MoveStep } from '../machines/lesson.ts';
import type { Lesson as LessonData, LessonAsk } from '../content-data/lessons.ts';
import type { ComponentChildren } from 'preact';
import { checkLessonMove, lessonRules, type LessonMove } from '../islands-logic/lessons.ts';
import type { AuctionChecks } from '../islands-logic/lesson-auction.ts';
import type { PlayOnWords } from '../islands-logic/play-on.ts';
import type { VariantEngine } from '../islands-logic/engines/types.ts';
import type { CourseWords } from '../i18n/islands/course.en.ts';
import { useCourseWords } from '../i18n/islands/context.ts';
import { CourseWordsProvider } from './course/provider.tsx';
import { NewWord } from './LessonPrompt.tsx';
import MoveView from './course/MoveView.tsx';
import { useEngine } from './use-engine.ts';
import { useSnapshot } from './use-actor.ts';
import Card from './Card.tsx';
import './islands.css';

export interface LessonProps {
  /** The island's words: given by its language entry (course/Lesson.<lang>.tsx), never by a page. */
  words: CourseWords;
  lesson: LessonData;
  /** A problem found at build time (unknown lesson id…), shown instead of the lesson. */
  problem?: string;
}

type Step = LessonAsk;
type PlayOnModule = typeof import('./LessonPlayOn.tsx');

/** How a course runs a lesson: where to start, and what to tell it as the learner goes. */
export interface LessonHooks {
  start?: number;
  onStep?: (index: number, mistake: boolean) => void;
  onDone?: (mistake: boolean) => void;
  /** A question answered (`index`: its step): right after `wrong` wrong tries, or its answer shown. */
  onAnswer?: (index: number, wrong: number, revealed: boolean) => void;
  /** Shown instead of the plain "well done" when the lesson is finished (the recap). */
  doneView?: (mistakes: number) => ComponentChildren;
  /** Heading level for the lesson title. */
  heading?: 'h2' | 'h3';
}

export default function Lesson({ words, ...props }: LessonProps) {
  return (
    <CourseWordsProvider words={words}>
      <LessonIsland {...props} />
    </CourseWordsProvider>
  );
}

function LessonIsland({ lesson, problem }: Omit<LessonProps, 'words'>) {
  const w = useCourseWords();
  if (problem || !lesson || !Array.isArray(lesson.steps)) {
    return (
      <section class="isl isl-lesson">
        <p class="isl__notice" role="status">
          {problem ?? w.malformed}
        </p>
      </section>
    );
  }
  return <LessonRun lesson={lesson} />;
}

function toMachineSteps(l: LessonData): LessonStep<LessonMove>[] {
  return l.steps.map((s) =>
    s.kind === 'narrate'
      ? { kind: 'narrate', text: s.text }
      : {
          kind: 'move',
          prompt: s.prompt,
          expected: s.expected,
          position: s,
          ...('hint' in s && s.hint ? { hint: s.hint } : {}),
        },
  );
}

export function LessonRun({
  lesson,
  start,
  onStep,
  onDone,
  onAnswer,
  doneView,
  heading = 'h3',
}: { lesson: LessonData } & LessonHooks) {
  const w = useCourseWords();
  const { engine, error } = useEngine(lesson.variant);
  // The check's sentences in the page's language (Japanese: loaded on demand, like the engine).
  const [check, setCheck] = useState<PlayOnWords | null>(null);
  const checkRef = useRef<PlayOnWords | null>(null);
  checkRef.current = check;
  useEffect(() => {
    void w.loadCheck().then(setCheck);
  }, [w]);
  // Bid, bury and honour-count steps need the auction rules: loaded on demand, like the engine.
  const needsAuction = lesson.steps.some(
    (s) => s.kind === 'bid' || s.kind === 'bury' || (s.kind === 'choice' && s.honours !== undefined),
  );
  const [auction, setAuction] = useState<AuctionChecks | null>(null);
  const auctionRef = useRef<AuctionChecks | null>(null);
  auctionRef.current = auction;
  useEffect(() => {
    if (!needsAuction) return;
    void import('../islands-logic/lesson-auction.ts').then((m) => setAuction(m.auctionChecks));
  }, [needsAuction]);
  // Play-on steps (a deal with the computer players) load their view and checks on demand too.
  const needsPlayOn = lesson.steps.some((s) => s.kind === 'play-on');
  const [playOn, setPlayOn] = useState<PlayOnModule | null>(null);
  const playOnRef = useRef<PlayOnModule | null>(null);
  playOnRef.current = playOn;
  useEffect(() => {
    if (!needsPlayOn) return;
    void import('./LessonPlayOn.tsx').then((m) => setPlayOn(m));
  }, [needsPlayOn]);
  const engineRef = useRef<VariantEngine | null>(null);
  engineRef.current = engine;
  const [actor] = useState(() =>
    createActor(
      createLessonMachine<LessonMove>((step: MoveStep<LessonMove>, move, played) => {
        const e = engineRef.current;
        const cw = checkRef.current;
        if (!e || !cw) return { correct: false, explanation: w.notLoaded };
        const s = step.position as Step;
        if (s.kind === 'play-on') {
          const po = playOnRef.current;
          if (!po) return { correct: false, explanation: w.dealNotLoaded };
          return po.checkPlayOnMove(
            e,
            lessonRules(lesson),
            s,
            [...(played as (string | string[])[]), move as string],
            cw,
          );
        }
        return checkLessonMove(e, lesson, s, move, auctionRef.current ?? undefined, cw);
      }),
      { input: { steps: toMachineSteps(lesson), start: start ?? 0 } },
    ).start(),
  );
  const snap = useSnapshot(actor);
  const [hydrated, setHydrated] = useState(false);
  const [showHint, setShowHint] = useState(false);
  const liveRef = useRef<HTMLDivElement>(null);
  useEffect(() => setHydrated(true), []);
  const { index, verdict, mistakes } = snap.context;
  useEffect(() => setShowHint(false), [index]);
  const doneNow = snap.matches('done');
  useEffect(() => {
    if (!hydrated) return;
    if (doneNow) onDone?.(mistakes > 0);
    else onStep?.(index, mistakes > 0);
  }, [index, doneNow, mistakes, hydrated]);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!verdict) return;
    // Mid-deal (play on), the next action is the next card: focus goes back to the hand.
    const next = verdict.more
      ? sectionRef.current?.querySelector<HTMLElement>('[data-hand] button:not([disabled])')
      : null;
    (next ?? liveRef.current)?.focus();
  }, [verdict]);
  // A keyboard user's focus stays in the lesson: when a step (or a retry) replaces the button
  // just pressed, focus moves to the step counter, from which Tab reaches the new choices.
  const stepRef = useRef<HTMLParagraphElement>(null);
  const firstRender = useRef(true);
  const cleared = verdict === null;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (cleared) stepRef.current?.focus();
  }, [index, doneNow, cleared]);

  const done = snap.matches('done');
  const revealed = snap.matches({ explaining: 'revealed' });
  const answeredRight = snap.matches({ explaining: 'correct' });
  useEffect(() => {
    // attempts counts the right try too; a revealed answer came after wrong ones only
    if (answeredRight || revealed) onAnswer?.(index, Math.max(0, snap.context.attempts - 1), revealed);
  }, [answeredRight, revealed, index]);
  // The button just pressed gives way to the answer: focus goes to the feedback, which reads it.
  useEffect(() => {
    if (revealed) liveRef.current?.focus();
  }, [revealed]);
  const data = lesson.steps[index];
  const ready =
    hydrated &&
    engine !== null &&
    check !== null &&
    (!needsAuction || auction !== null) &&
    (!needsPlayOn || playOn !== null);
  const total = lesson.steps.length;
  const moves = lesson.steps.filter((s) => s.kind !== 'narrate').length;
  return (
    <section class="isl isl-lesson" aria-labelledby={`lesson-${lesson.id}`} data-ready={String(ready)} ref={sectionRef}>
      {heading === 'h2' ? (
        <h2 id={`lesson-${lesson.id}`} tabIndex={-1}>
          {w.lessonTitle(lesson.title)}
        </h2>
      ) : (
        <h3 id={`lesson-${lesson.id}`}>{w.lessonTitle(lesson.title)}</h3>
      )}
      {error && <p class="isl__notice">{w.engineFailed(error)}</p>}
      <p class="isl__meta" data-testid="lesson-progress" ref={stepRef} tabIndex={-1}>
        {done ? w.finished(snap.context.firstTry, moves) : w.stepOf(index + 1, total)}
      </p>
      {done && doneView ? (
        doneView(mistakes)
      ) : done ? (
        <div class="isl__row">
          <p>{w.wellDone}</p>
          <button type="button" class="isl__btn" onClick={() => actor.send({ type: 'lesson.restart' })}>
            {w.startAgain}
          </button>
        </div>
      ) : data?.kind === 'narrate' ? (
        <>
          <NewWord word={data.word} />
          <p>{data.text}</p>
          {data.link && (
            <p>
              <a href={data.link.href}>{data.link.text}</a>
            </p>
          )}
          {data.cards && (
            <div class="isl__row">
              {data.cards.map((c) => (
                <Card card={c} />
              ))}
            </div>
          )}
          <div class="isl__row">
            {index > 0 && (
              <button
                type="button"
                class="isl__btn"
                disabled={!hydrated}
                onClick={() => actor.send({ type: 'lesson.back' })}
              >
                {w.back}
              </button>
            )}
            <button
              type="button"
              class="isl__btn isl__btn--main"
              disabled={!hydrated}
              onClick={() => actor.send({ type: 'lesson.next' })}
            >
              {w.next}
            </button>
          </div>
        </>
      ) : data ? (
        data.kind === 'play-on' ? (
          playOn && (
            <playOn.PlayOnView
              step={data}
              lesson={lesson}
              engine={engine}
              check={check}
              played={snap.context.played as (string | string[])[]}
              ready={ready}
              answered={snap.matches('explaining')}
              onMove={(m) => actor.send({ type: 'lesson.move', move: m })}
            />
          )
        ) : (
          <MoveView
            step={data}
            ready={ready}
            answered={snap.matches('explaining')}
            onMove={(m) => actor.send({ type: 'lesson.move', move: m })}
          />
        )
      ) : null}
      {!done && data && data.kind !== 'narrate' && (
        <>
          <div
            ref={liveRef}
            tabIndex={-1}
            aria-live="polite"
            data-testid="lesson-feedback"
            class={`isl__feedback ${verdict ? (verdict.correct ? 'is-right' : 'is-wrong') : ''}`}
          >
            {verdict && revealed ? (
              <>
                <p>
                  <strong>{w.wrong}</strong>
                  {w.space}
                  {verdict.explanation}
                </p>
                <p data-testid="lesson-answer">
                  <strong>{w.answerLead}</strong>
                  {w.space}
                  {verdict.answer}
                </p>
              </>
            ) : verdict ? (
              <p>
                <strong>{verdict.correct ? w.right : w.wrong}</strong>
                {w.space}
                {verdict.explanation}
                {!verdict.correct && w.tryAgainSaid}
              </p>
            ) : showHint && 'hint' in data && data.hint ? (
              <p>{w.hint(data.hint)}</p>
            ) : (
              <p class="isl__meta">{ready ? w.howTo : w.loading}</p>
            )}
          </div>
          <div class="isl__row">
            {snap.matches({ explaining: 'wrong' }) && (
              <button
                type="button"
                class="isl__btn isl__btn--main"
                onClick={() => actor.send({ type: 'lesson.retry' })}
              >
                {w.tryAgain}
              </button>
            )}
            {snap.matches({ explaining: 'wrong' }) && verdict?.answer !== undefined && (
              <button type="button" class="isl__btn" onClick={() => actor.send({ type: 'lesson.reveal' })}>
                {w.showAnswer}
              </button>
            )}
            {(snap.matches({ explaining: 'correct' }) || revealed) && (
              <button type="button" class="isl__btn isl__btn--main" onClick={() => actor.send({ type: 'lesson.next' })}>
                {w.next}
              </button>
            )}
            {snap.matches('asking') && 'hint' in data && data.hint && !showHint && (
              <button type="button" class="isl__btn" onClick={() => setShowHint(true)}>
                {w.showHint}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
