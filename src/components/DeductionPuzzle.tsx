/**
 * "Who holds the card?" deduction puzzles (issue 18): the declarer's hand and the tricks so
 * far; the learner marks every seat that can still hold the partner card. The engine's
 * who-holds answer and its reasons (computed at build time) are in the views.
 */
import { useRef, useState } from 'preact/hooks';
import type { DeductionPuzzle as Puzzle, DeductionView } from '../content-data/position-puzzles.ts';
import type { TrainerHooks } from './TrickPuzzle.tsx';
import Card from './Card.tsx';
import { PuzzleNote } from './PuzzleNote.tsx';
import { CardLang } from './card-lang.ts';
import { checkMarks, type MarksCheck } from '../islands-logic/deduction-marks.ts';
import { PositionWordsContext, usePositionWords } from '../i18n/islands/context.ts';
import type { PositionWords } from '../i18n/islands/position.en.ts';
import './islands.css';

export interface DeductionPuzzleProps {
  /** The puzzles; on a page without their notes (`notes` says where they are), in the trainer with them. */
  puzzles: (Omit<Puzzle, 'note'> & { note?: string })[];
  /** Where the notes are when the puzzles come without them (PuzzleNote.tsx). */
  notes?: string;
  /** Without `names`: the island names the seats in its own language (the page's HTML budget). */
  views: Omit<DeductionView, 'names'>[];
  /** "adjutant", "friend" … (in the page's language) */
  partner: string;
  /**
   * Shown inside the puzzle trainer (one puzzle): the first check is reported (1: right) and
   * "Next" is the trainer's.
   */
  embedded?: TrainerHooks;
  /** The island's words: given by its language entry (position/DeductionPuzzle.<lang>.tsx), never by a page. */
  words: PositionWords;
}

const WIDOW = -1;

export default function DeductionPuzzle({ words, ...props }: DeductionPuzzleProps) {
  return (
    <PositionWordsContext.Provider value={words}>
      <CardLang.Provider value={words.lang}>
        <DeductionIsland {...props} />
      </CardLang.Provider>
    </PositionWordsContext.Provider>
  );
}

function DeductionIsland({ puzzles, views, partner, notes, embedded }: Omit<DeductionPuzzleProps, 'words'>) {
  const w = usePositionWords();
  const [index, setIndex] = useState(0);
  const reported = useRef(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [marked, setMarked] = useState<Set<number>>(new Set());
  const [verdict, setVerdict] = useState<MarksCheck | null>(null);
  const checked = verdict === null ? null : verdict.right;
  /** After a wrong check, the learner asked for the answer. */
  const [revealed, setRevealed] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  if (!Array.isArray(puzzles) || puzzles.length === 0 || views?.length !== puzzles.length) {
    return (
      <section class="isl isl-puzzle">
        <p class="isl__notice" role="status">
          {w.malformed}
        </p>
      </section>
    );
  }
  const p = puzzles[index]!;
  const v = views[index]!;
  const names = w.seatNames(p.variant, v.players, p.seat);
  const name = (s: number) => names[s]!;
  const options = [...v.candidates, ...(v.widowSize > 0 ? [WIDOW] : [])];
  const right = new Set<number>([...v.possible, ...(v.widow ? [WIDOW] : [])]);
  const optionName = (s: number) => (s === WIDOW ? w.widowOption(p.variant) : name(s));

  function toggle(s: number) {
    const m = new Set(marked);
    if (m.has(s)) m.delete(s);
    else m.add(s);
    setMarked(m);
    setVerdict(null);
    setRevealed(false);
  }
  function check() {
    const v = checkMarks(options, marked, right);
    const ok = v.right;
    setVerdict(v);
    if (embedded && !reported.current) {
      reported.current = true;
      embedded.onResult(p.id, ok ? 1 : 0);
    }
    // In the trainer a right answer leaves the trainer's next step to do; otherwise the verdict is read.
    setTimeout(() => (embedded && ok ? nextRef.current : resultRef.current)?.focus(), 0);
  }
  function go(i: number) {
    setIndex(i);
    setMarked(new Set());
    setVerdict(null);
    setRevealed(false);
  }
  function reveal() {
    setRevealed(true);
    setTimeout(() => resultRef.current?.focus(), 0);
  }
  const possible = [...v.possible.map(name), ...(v.widow ? [w.widowWord(p.variant)] : [])];
  const question = w.deductionQuestion(w.roleOf(name(p.seat)), p.trump, partner);

  // In the trainer the puzzle sits under the page's title; on a puzzles page under a section heading.
  const Heading = embedded ? 'h2' : 'h3';
  return (
    <section
      class="isl isl-puzzle isl-deduction"
      aria-labelledby={`dd-title-${p.id}`}
      data-puzzle={p.id}
      data-ready="true"
    >
      <Heading id={`dd-title-${p.id}`}>
        {embedded ? w.deductionEmbedded : w.deductionCounter(index + 1, puzzles.length)}
        {w.titleSep}
        {p.title}
      </Heading>
      <p class="isl__meta">
        {question.before}
        <Card card={p.card} size="inline" />
        {question.after}
      </p>
      <p class="isl__meta">{w.yourHandLead}</p>
      <div class="isl__row" role="group" aria-label={w.yourHand}>
        {p.hand.map((c) => (
          <Card key={c} card={c} size="small" />
        ))}
      </div>
      {p.discards.length > 0 && (
        <p class="isl__meta">
          {w.discards(p.variant, p.discards)}
          <span class="sr-only">{w.discardsSpoken(p.discards)}</span>
        </p>
      )}
      <ul class="isl__list" aria-label={w.tricksSoFar}>
        {p.tricks.map((t, i) => (
          <li key={i}>
            {w.trickLead(i + 1)}
            {t.plays.map((c, j) => (
              <span key={c}>
                {j > 0 ? w.listSep : ''}
                {name((t.leader + j) % names.length)}
                {w.nameCardSep}
                <Card card={c} size="inline" />
                {j === 0 && t.declared ? w.naming(t.declared) : ''}
              </span>
            ))}
            {t.calls?.command ? w.ordered : ''}
          </li>
        ))}
      </ul>
      <fieldset class="isl__choices">
        <legend>{w.legend(p.card)}</legend>
        {options.map((s) => (
          <label class="isl__choice" key={s}>
            <input type="checkbox" checked={marked.has(s)} onChange={() => toggle(s)} /> {optionName(s)}
          </label>
        ))}
      </fieldset>
      <div class="isl__row">
        <button type="button" class="isl__btn isl__btn--main" onClick={check} disabled={marked.size === 0}>
          {w.check}
        </button>
        {checked === false && !revealed && (
          <button type="button" class="isl__btn" onClick={reveal}>
            {w.showAnswer}
          </button>
        )}
        {embedded ? (
          checked !== null && (
            <button type="button" class="isl__btn" ref={nextRef} onClick={embedded.onNext}>
              {embedded.nextLabel}
            </button>
          )
        ) : (
          <button type="button" class="isl__btn" onClick={() => go((index + 1) % puzzles.length)}>
            {w.nextDeduction}
          </button>
        )}
        {!embedded && index > 0 && (
          <button type="button" class="isl__btn" onClick={() => go(index - 1)}>
            {w.previousDeduction}
          </button>
        )}
      </div>
      <div
        class={`isl__feedback ${checked === null ? 'is-empty' : checked ? 'is-right' : 'is-wrong'}`}
        aria-live="polite"
        tabIndex={-1}
        ref={resultRef}
      >
        {verdict && !verdict.right && (
          <p>
            <strong>{w.notQuite}</strong>
            {w.wrongCheck(p.card, verdict.wrong.map(optionName), verdict.missed)}
          </p>
        )}
        {(checked === true || revealed) && (
          <>
            <p data-testid="deduction-answer">
              <strong>{checked ? w.right : w.answerLead}</strong>
              {w.canBeWith(p.card, possible)}
            </p>
            <ul>
              {v.reasons.map((r) => (
                <li key={r.seat}>{r.text}</li>
              ))}
            </ul>
            <PuzzleNote id={p.id} note={p.note} notes={notes} />
          </>
        )}
      </div>
    </section>
  );
}
