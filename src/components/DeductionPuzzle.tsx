/**
 * "Who holds the card?" deduction puzzles (issue 18): the declarer's hand and the tricks so
 * far; the learner marks every seat that can still hold the partner card. The engine's
 * who-holds answer and its reasons (computed at build time) are in the views.
 */
import { useRef, useState } from 'preact/hooks';
import { cardLabel as symbolLabel, isJoker, spokenName, type Card as CardId } from '../engine/cards.ts';
import type { DeductionPuzzle as Puzzle, DeductionView } from '../content-data/position-puzzles.ts';
import type { TrainerHooks } from './TrickPuzzle.tsx';
import Card from './Card.tsx';
import { PuzzleNote } from './PuzzleNote.tsx';
import './islands.css';

export interface DeductionPuzzleProps {
  /** The puzzles; on a page without their notes (`notes` says where they are), in the trainer with them. */
  puzzles: (Omit<Puzzle, 'note'> & { note?: string })[];
  /** Where the notes are when the puzzles come without them (PuzzleNote.tsx). */
  notes?: string;
  views: DeductionView[];
  /** "adjutant", "friend" … */
  partner: string;
  /**
   * Shown inside the puzzle trainer (one puzzle): the first check is reported (1: right) and
   * "Next" is the trainer's.
   */
  embedded?: TrainerHooks;
}

const SUIT_WORDS: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const WIDOW = -1;

/** A card in running text: ♠Q, or a joker's name in words. */
function cardLabel(c: CardId): string {
  return isJoker(c) ? `the ${spokenName(c)}` : symbolLabel(c);
}

export default function DeductionPuzzle({ puzzles, views, partner, notes, embedded }: DeductionPuzzleProps) {
  const [index, setIndex] = useState(0);
  const reported = useRef(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [marked, setMarked] = useState<Set<number>>(new Set());
  const [checked, setChecked] = useState<null | boolean>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  if (!Array.isArray(puzzles) || puzzles.length === 0 || views?.length !== puzzles.length) {
    return (
      <section class="isl isl-puzzle">
        <p class="isl__notice" role="status">
          These puzzles could not be shown: the puzzle data is missing or malformed.
        </p>
      </section>
    );
  }
  const p = puzzles[index]!;
  const v = views[index]!;
  const name = (s: number) => v.names[s]!;
  const options = [...v.candidates, ...(v.widowSize > 0 ? [WIDOW] : [])];
  const right = new Set<number>([...v.possible, ...(v.widow ? [WIDOW] : [])]);
  const optionName = (s: number) => (s === WIDOW ? 'Nobody: it is in the widow' : name(s));

  function toggle(s: number) {
    const m = new Set(marked);
    if (m.has(s)) m.delete(s);
    else m.add(s);
    setMarked(m);
    setChecked(null);
  }
  function check() {
    const ok = marked.size === right.size && [...marked].every((s) => right.has(s));
    setChecked(ok);
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
    setChecked(null);
  }
  const possibleWords = [...v.possible.map(name), ...(v.widow ? ['the widow'] : [])].join(', ');
  const trumpWords = p.trump === null ? 'no trumps' : `${SUIT_WORDS[p.trump]} are trumps`;

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
        {embedded ? 'Who holds the card' : `Deduction ${index + 1} of ${puzzles.length}`}: {p.title}
      </Heading>
      <p class="isl__meta">
        You are {name(p.seat).replace(/^You \((.*)\)$/, '$1')}; {trumpWords}. You called{' '}
        <Card card={p.card} size="inline" /> as the {partner} card: whoever holds it is your {partner}. After these
        tricks, who can be your {partner}?
      </p>
      <p class="isl__meta">Your hand:</p>
      <div class="isl__row" role="group" aria-label="Your hand">
        {p.hand.map((c) => (
          <Card key={c} card={c} size="small" />
        ))}
      </div>
      {p.discards.length > 0 && (
        <p class="isl__meta">
          You put in the widow: {p.discards.map((c) => cardLabel(c)).join(' ')}
          <span class="sr-only"> ({p.discards.map(spokenName).join(', ')})</span>
        </p>
      )}
      <ul class="isl__list" aria-label="The tricks so far">
        {p.tricks.map((t, i) => (
          <li key={i}>
            Trick {i + 1}:{' '}
            {t.plays.map((c, j) => (
              <span key={c}>
                {j > 0 ? ', ' : ''}
                {name((t.leader + j) % v.names.length)} <Card card={c} size="inline" />
                {j === 0 && t.declared ? ` (naming ${SUIT_WORDS[t.declared]})` : ''}
              </span>
            ))}
            {t.calls?.command ? '; at your turn you ordered the secretary card played' : ''}
          </li>
        ))}
      </ul>
      <fieldset class="isl__choices">
        <legend>Who can hold {cardLabel(p.card)}? Mark every one that can.</legend>
        {options.map((s) => (
          <label class="isl__choice" key={s}>
            <input type="checkbox" checked={marked.has(s)} onChange={() => toggle(s)} /> {optionName(s)}
          </label>
        ))}
      </fieldset>
      <div class="isl__row">
        <button type="button" class="isl__btn isl__btn--main" onClick={check} disabled={marked.size === 0}>
          Check
        </button>
        {embedded ? (
          checked !== null && (
            <button type="button" class="isl__btn" ref={nextRef} onClick={embedded.onNext}>
              {embedded.nextLabel}
            </button>
          )
        ) : (
          <button type="button" class="isl__btn" onClick={() => go((index + 1) % puzzles.length)}>
            Next deduction
          </button>
        )}
        {!embedded && index > 0 && (
          <button type="button" class="isl__btn" onClick={() => go(index - 1)}>
            Previous deduction
          </button>
        )}
      </div>
      <div
        class={`isl__feedback ${checked === null ? 'is-empty' : checked ? 'is-right' : 'is-wrong'}`}
        aria-live="polite"
        tabIndex={-1}
        ref={resultRef}
      >
        {checked !== null && (
          <>
            <p>
              <strong>{checked ? 'Right.' : 'Not quite.'}</strong> {cardLabel(p.card)} can be with: {possibleWords}.
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
