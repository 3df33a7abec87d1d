/**
 * "Play it out" endgame puzzles (issue 18): every hand is shown; the learner plays the declaring
 * side's cards, the computer defends with the exact solver's choice (loaded on demand, so the
 * page's start-up JS stays small). A card that cannot make the target any more is refuted at
 * once: the defence's best reply and the solver's line to the end are shown.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Card as CardId } from '../engine/cards.ts';
import { cardLabel as symbolLabel, isJoker, spokenName } from '../engine/cards.ts';
import type { EndgamePuzzle as Puzzle, EndgameView } from '../content-data/position-puzzles.ts';
import type { ResolvedRules } from '../engine/solver/variant-game.ts';
import type { EndgamePos } from '../engine/solver/endgame.ts';
import type { TrainerHooks } from './TrickPuzzle.tsx';
import Card from './Card.tsx';
import { PuzzleNote } from './PuzzleNote.tsx';
import './islands.css';

type Runtime = typeof import('../islands-logic/endgame-runtime.ts');

export interface EndgamePuzzleProps {
  /** The puzzles; on a page without their notes (`notes` says where they are), in the trainer with them. */
  puzzles: (Omit<Puzzle, 'note'> & { note?: string })[];
  /** Where the notes are when the puzzles come without them (PuzzleNote.tsx). */
  notes?: string;
  views: EndgameView[];
  /** The variant's resolved rules (every puzzle of a page uses the same). */
  rules: ResolvedRules;
  /**
   * Shown inside the puzzle trainer (one puzzle): no previous/next of its own; the first verdict
   * is reported (1: solved without a refuted card or the solution shown) and "Next" is the trainer's.
   */
  embedded?: TrainerHooks;
}

interface Played {
  seat: number;
  card: CardId;
  /** A lead's choices in words (" (naming hearts)"), or "". */
  extra: string;
}

type Status = 'loading' | 'playing' | 'solved' | 'refuted' | 'solution';

const SUIT_WORDS: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const SUIT_BY_INT = ['spades', 'hearts', 'diamonds', 'clubs'];

/** A card in running text: ♠Q, or a joker's name in words. */
function cardLabel(c: CardId): string {
  return isJoker(c) ? `the ${spokenName(c)}` : symbolLabel(c);
}

/** What a lead's choices say in words ("naming hearts", "with the call"). */
function leadWords(variant: Puzzle['variant'], ctx: number): string {
  const parts: string[] = [];
  const named = (ctx & 7) - 1;
  if (named >= 0) parts.push(`naming ${SUIT_BY_INT[named]}`);
  if ((ctx & 8) !== 0) parts.push(variant === 'mighty' ? 'calling out the joker' : 'summoning');
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

export default function EndgamePuzzle({ puzzles, views, rules, notes, embedded }: EndgamePuzzleProps) {
  if (!Array.isArray(puzzles) || puzzles.length === 0 || views?.length !== puzzles.length) {
    return (
      <section class="isl isl-puzzle">
        <p class="isl__notice" role="status">
          These puzzles could not be shown: the puzzle data is missing or malformed.
        </p>
      </section>
    );
  }
  return (
    <EndgameSet
      puzzles={puzzles}
      views={views}
      rules={rules}
      {...(notes ? { notes } : {})}
      {...(embedded ? { embedded } : {})}
    />
  );
}

function EndgameSet({ puzzles, views, rules, notes, embedded }: EndgamePuzzleProps) {
  const [index, setIndex] = useState(0);
  const [rt, setRt] = useState<Runtime | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [pos, setPos] = useState<EndgamePos | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [log, setLog] = useState<string[]>([]);
  const [announce, setAnnounce] = useState('');
  const [refutation, setRefutation] = useState<string[]>([]);
  const mainBtn = useRef<HTMLButtonElement>(null);
  /** Focus follows the play only once the learner has acted (never on page load). */
  const acted = useRef(embedded?.autoFocus === true);
  const handRef = useRef<HTMLDivElement>(null);
  const p = puzzles[index]!;
  const v = views[index]!;
  const names = v.names;

  useEffect(() => {
    import('../islands-logic/endgame-runtime.ts').then(setRt, (e: unknown) =>
      setFailed(`The endgame solver could not be loaded (${e instanceof Error ? e.message : String(e)}).`),
    );
  }, []);

  const game = rt ? rt.solverGameFor(rules, p.trump, p.secretary) : null;

  function describe(seat: number, card: CardId, lead = ''): string {
    return `${names[seat]} plays ${spokenName(card)}${lead}`;
  }

  /** Let the defence play until the side is to act; returns the new position and lines. */
  function defend(q: EndgamePos, lines: string[]): EndgamePos {
    if (!rt || !game) return q;
    for (let guard = 0; guard < 64 && !rt.isOver(q) && !q.side.includes(rt.seatToAct(game, q)); guard++) {
      const seat = rt.seatToAct(game, q);
      const mv = rt.solverChoice(game, q);
      lines.push(
        describe(seat, rt.toCard(rt.moveCard(mv)), q.plays.length === 0 ? leadWords(p.variant, mv >>> 8) : ''),
      );
      q = afterPlay(q, rt.playMove(game, q, mv), lines);
    }
    return q;
  }

  function afterPlay(before: EndgamePos, after: EndgamePos, lines: string[]): EndgamePos {
    if (after.done.length > before.done.length) {
      const t = after.done[after.done.length - 1]!;
      lines.push(
        `Trick ${before.trickNo} to ${names[t.winner]}${t.points > 0 ? ` (${t.points} point card${t.points === 1 ? '' : 's'})` : ''}.`,
      );
    }
    return after;
  }

  function start(i: number, byLearner = false) {
    if (!rt) return;
    if (byLearner) acted.current = true;
    const pz = puzzles[i]!;
    const g = rt.solverGameFor(rules, pz.trump, pz.secretary);
    const lines: string[] = [];
    let q = rt.startEndgame(
      g,
      pz.hands.map((h) => h.map(rt.cardIndex)),
      pz.leader,
      pz.side,
    );
    // defend() uses the current puzzle's game: inline here for the new index.
    for (let guard = 0; guard < 64 && !rt.isOver(q) && !q.side.includes(rt.seatToAct(g, q)); guard++) {
      const seat = rt.seatToAct(g, q);
      const mv = rt.solverChoice(g, q);
      lines.push(`${views[i]!.names[seat]} plays ${spokenName(rt.toCard(rt.moveCard(mv)))}`);
      q = rt.playMove(g, q, mv);
    }
    setPos(q);
    setLog(lines);
    setRefutation([]);
    setStatus('playing');
    const who = views[i]!.names[rt.seatToAct(g, q)];
    setAnnounce(`${lines.length > 0 ? lines.join('. ') + '. ' : ''}${who} to play.`);
  }

  useEffect(() => {
    if (!rt) return;
    try {
      start(index);
    } catch (e) {
      setFailed(`This endgame could not be set up: ${e instanceof Error ? e.message : String(e)}.`);
    }
  }, [rt, index]);

  // The trainer rates the first verdict only: solved without a slip, or not.
  const reported = useRef(false);
  useEffect(() => {
    if (!embedded || reported.current) return;
    if (status !== 'solved' && status !== 'refuted' && status !== 'solution') return;
    reported.current = true;
    embedded.onResult(p.id, status === 'solved' ? 1 : 0);
  }, [status]);

  useEffect(() => {
    if (!acted.current) return;
    if (status === 'solved' || status === 'refuted') mainBtn.current?.focus();
    if (status === 'playing') handRef.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }, [status, pos]);

  if (failed)
    return (
      <section class="isl isl-puzzle">
        <p class="isl__notice" role="status">
          {failed}
        </p>
      </section>
    );

  function winnerName(seat: number): string {
    return names[seat]!.startsWith('You') ? 'you' : names[seat]!.replace(/ \(.*\)$/, '');
  }

  function lineWords(q: EndgamePos, moves: number[]): string[] {
    if (!rt || !game) return [];
    const out: string[] = [];
    let cur: Played[] = q.plays.map((c, i) => ({
      seat: (q.leader + i) % game.players,
      card: rt.toCard(c),
      extra: i === 0 ? leadWords(p.variant, q.ctx) : '',
    }));
    let s = q;
    for (const mv of moves) {
      const seat = rt.seatToAct(game, s);
      cur.push({
        seat,
        card: rt.toCard(rt.moveCard(mv)),
        extra: s.plays.length === 0 ? leadWords(p.variant, mv >>> 8) : '',
      });
      const next = rt.playMove(game, s, mv);
      if (next.done.length > s.done.length) {
        const t = next.done[next.done.length - 1]!;
        out.push(
          `Trick ${s.trickNo}: ${cur.map((c) => `${names[c.seat]} ${cardLabel(c.card)}${c.extra}`).join(', ')}; won by ${winnerName(t.winner)}.`,
        );
        cur = [];
      }
      s = next;
    }
    return out;
  }

  function play(card: CardId) {
    try {
      playCard(card);
    } catch (e) {
      setFailed(`This endgame could not go on: ${e instanceof Error ? e.message : String(e)}.`);
    }
  }

  function playCard(card: CardId) {
    if (!rt || !game || !pos || status !== 'playing') return;
    acted.current = true;
    const seat = rt.seatToAct(game, pos);
    const mv = rt.moveForCard(game, pos, rt.cardIndex(card));
    if (mv === undefined) return;
    const lines = [describe(seat, card, pos.plays.length === 0 ? leadWords(p.variant, mv >>> 8) : '')];
    const next = afterPlay(pos, rt.playMove(game, pos, mv), lines);
    const value = rt.solveEndgame(game, next).total;
    if (value < p.target) {
      // Refuted: the defence's best reply, then the solver's line to the end.
      const line = rt.solverLine(game, next);
      const reply = line.find((_, i) => {
        let s = next;
        for (let j = 0; j < i; j++) s = rt.playMove(game, s, line[j]!);
        return !s.side.includes(rt.seatToAct(game, s));
      });
      const replyWords =
        reply === undefined
          ? ''
          : ` The defence answers ${spokenName(rt.toCard(rt.moveCard(reply)))} (${cardLabel(rt.toCard(rt.moveCard(reply)))}).`;
      const words = lineWords(pos, [mv, ...line]);
      setPos(next);
      setLog((l) => [...l, ...lines]);
      setRefutation([
        `${cardLabel(card)} does not work: with best defence your side now makes ${value}, not ${p.target}.${replyWords}`,
        ...words,
      ]);
      setStatus('refuted');
      setAnnounce(`${lines.join('. ')}. Not this card: your side can now make only ${value}.${replyWords}`);
      return;
    }
    const after = defend(next, lines);
    setPos(after);
    setLog((l) => [...l, ...lines]);
    if (rt.isOver(after)) {
      setStatus('solved');
      setAnnounce(`${lines.join('. ')}. Solved: your side made ${after.made}.`);
    } else {
      setAnnounce(`${lines.join('. ')}. ${names[rt.seatToAct(game, after)]} to play.`);
    }
  }

  function showSolution() {
    if (!rt || !game) return;
    const pz = p;
    const s0 = rt.startEndgame(
      game,
      pz.hands.map((h) => h.map(rt.cardIndex)),
      pz.leader,
      pz.side,
    );
    setRefutation(['The solver’s line from the start:', ...lineWords(s0, rt.solverLine(game, s0))]);
    setStatus('solution');
    setAnnounce('The solution is shown below.');
  }

  const toAct = rt && game && pos && !rt.isOver(pos) ? rt.seatToAct(game, pos) : -1;
  const legal = new Set<CardId>(
    rt && game && pos && status === 'playing' && toAct >= 0 ? rt.legalCards(game, pos).map(rt.toCard) : [],
  );
  const hands = pos && rt ? pos.hands.map((h) => h.map(rt.toCard)) : p.hands;
  const trick =
    pos && rt && game
      ? pos.plays.map((c, i) => ({
          seat: (pos.leader + i) % game.players,
          card: rt.toCard(c),
          extra: i === 0 ? leadWords(p.variant, pos.ctx) : '',
        }))
      : [];
  const sideWords = p.side
    .map((s) => names[s]!.replace(/^You \((.*)\)$/, 'you ($1)').replace(/^(Seat \d) \((.*)\)$/, '$1, $2'))
    .join(' and ');
  // Seats in playing order from the declarer (as their names number them).
  const order = hands
    .map((_, s) => s)
    .sort((a, b) =>
      names[a]!.startsWith('You') ? -1 : names[b]!.startsWith('You') ? 1 : names[a]!.localeCompare(names[b]!),
    );
  const trumpWords = p.trump === null ? 'No trumps' : `Trumps: ${SUIT_WORDS[p.trump]}`;

  // In the trainer the puzzle sits under the page's title; on a puzzles page under a section heading.
  const Heading = embedded ? 'h2' : 'h3';
  return (
    <section
      class="isl isl-puzzle isl-endgame"
      aria-labelledby={`eg-title-${p.id}`}
      data-puzzle={p.id}
      data-ready={String(status !== 'loading')}
    >
      <Heading id={`eg-title-${p.id}`}>
        {embedded ? 'Play it out' : `Endgame ${index + 1} of ${puzzles.length}`}
        {status === 'solved' || status === 'solution' ? `: ${p.title}` : ''}
      </Heading>
      <p class="isl__meta">
        {trumpWords}.{p.secretary ? ` The secretary card is ${cardLabel(p.secretary)}.` : ''} {p.hands[0]!.length}{' '}
        tricks left (tricks {v.total - p.hands[0]!.length + 1} to {v.total}). Your side — {sideWords} — needs{' '}
        <strong>{p.target}</strong> of the {v.available} point cards still to be won. You play every card of your side;
        the computer defends perfectly.
      </p>
      <div class="isl-endgame__seats">
        {order
          .map((s) => ({ s, h: hands[s]! }))
          .map(({ s, h }) => (
            <div class={`isl-endgame__seat${s === toAct ? ' is-to-act' : ''}`} data-seat={s} key={s}>
              <p class="isl-endgame__name">
                {names[s]}
                {s === toAct && status === 'playing' ? ' — to play' : ''}
              </p>
              <div
                class="isl__row"
                role="group"
                aria-label={`${names[s]}: ${h.length} cards`}
                ref={s === toAct && p.side.includes(s) ? handRef : undefined}
              >
                {h.map((c) =>
                  s === toAct && p.side.includes(s) && status === 'playing' ? (
                    <Card key={c} card={c} size="small" onClick={() => play(c)} disabled={!legal.has(c)} />
                  ) : (
                    <Card key={c} card={c} size="small" />
                  ),
                )}
              </div>
            </div>
          ))}
      </div>
      <div class="isl-endgame__trick" aria-label="The current trick">
        <p class="isl__meta">
          {trick.length === 0
            ? 'No card played to this trick yet.'
            : `This trick: ${trick.map((t) => `${names[t.seat]} ${cardLabel(t.card)}${t.extra}`).join(', ')}`}
        </p>
      </div>
      {log.length > 0 && (
        <details class="isl-endgame__log">
          <summary>Cards played so far</summary>
          <ol>
            {log.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ol>
        </details>
      )}
      <p class="sr-only" aria-live="polite" role="status">
        {announce}
      </p>
      {status === 'loading' && <p class="isl__meta">Loading the solver…</p>}
      {status === 'solved' && (
        <div class="isl__feedback is-right">
          <p>
            <strong>Solved.</strong> Your side made {pos?.made} — the most it can against any defence.
          </p>
          <p>
            <strong>{p.title}.</strong> The key card was {cardLabel(p.key)}.
          </p>
          <PuzzleNote id={p.id} note={p.note} notes={notes} />
        </div>
      )}
      {(status === 'refuted' || status === 'solution') && (
        <div class={`isl__feedback ${status === 'refuted' ? 'is-wrong' : 'is-right'}`}>
          <p>{refutation[0]}</p>
          <ol class="isl-endgame__line">
            {refutation.slice(1).map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ol>
          {status === 'solution' && <PuzzleNote id={p.id} note={p.note} notes={notes} />}
        </div>
      )}
      <div class="isl__row">
        {status === 'refuted' && (
          <button type="button" class="isl__btn isl__btn--main" ref={mainBtn} onClick={() => start(index, true)}>
            Try again
          </button>
        )}
        {(status === 'playing' || status === 'refuted') && (
          <button type="button" class="isl__btn" onClick={showSolution}>
            Show the solution
          </button>
        )}
        {(status === 'solution' || status === 'playing') && (
          <button type="button" class="isl__btn" onClick={() => start(index, true)}>
            Start again
          </button>
        )}
        {embedded ? (
          status !== 'playing' &&
          status !== 'loading' && (
            <button
              type="button"
              class={`isl__btn${status === 'solved' ? ' isl__btn--main' : ''}`}
              ref={status === 'solved' ? mainBtn : undefined}
              onClick={embedded.onNext}
            >
              {embedded.nextLabel}
            </button>
          )
        ) : (
          <button
            type="button"
            class={`isl__btn${status === 'solved' ? ' isl__btn--main' : ''}`}
            ref={status === 'solved' ? mainBtn : undefined}
            onClick={() => {
              acted.current = true;
              setIndex((index + 1) % puzzles.length);
            }}
          >
            Next endgame
          </button>
        )}
        {!embedded && index > 0 && (
          <button
            type="button"
            class="isl__btn"
            onClick={() => {
              acted.current = true;
              setIndex(index - 1);
            }}
          >
            Previous endgame
          </button>
        )}
      </div>
    </section>
  );
}
