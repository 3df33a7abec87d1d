/**
 * "Play it out" endgame puzzles (issue 18): every hand is shown; the learner plays the declaring
 * side's cards, the computer defends with the exact solver's choice (loaded on demand, so the
 * page's start-up JS stays small). A card that cannot make the target any more is refuted at
 * once: the defence's best reply and the solver's line to the end are shown.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Card as CardId } from '../engine/cards.ts';
import type { EndgamePuzzle as Puzzle, EndgameView } from '../content-data/position-puzzles.ts';
import type { ResolvedRules } from '../engine/solver/variant-game.ts';
import type { EndgamePos } from '../engine/solver/endgame.ts';
import type { TrainerHooks } from './TrickPuzzle.tsx';
import EndgameTable from './position/EndgameTable.tsx';
import EndgameFeedback from './position/EndgameFeedback.tsx';
import EndgameControls, { type EndgameStatus } from './position/EndgameControls.tsx';
import { CardLang } from './card-lang.ts';
import { PositionWordsContext, usePositionWords } from '../i18n/islands/context.ts';
import type { PositionWords } from '../i18n/islands/position.en.ts';
import './islands.css';

type Runtime = typeof import('../islands-logic/endgame-runtime.ts');

export interface EndgamePuzzleProps {
  /** The puzzles; on a page without their notes (`notes` says where they are), in the trainer with them. */
  puzzles: (Omit<Puzzle, 'note'> & { note?: string })[];
  /** Where the notes are when the puzzles come without them (PuzzleNote.tsx). */
  notes?: string;
  /** Without `names`: the island names the seats in its own language (the page's HTML budget). */
  views: Omit<EndgameView, 'names'>[];
  /** The variant's resolved rules (every puzzle of a page uses the same). */
  rules: ResolvedRules;
  /**
   * Shown inside the puzzle trainer (one puzzle): no previous/next of its own; the first verdict
   * is reported (1: solved without a refuted card or the solution shown) and "Next" is the trainer's.
   */
  embedded?: TrainerHooks;
  /** The island's words: given by its language entry (position/EndgamePuzzle.<lang>.tsx), never by a page. */
  words: PositionWords;
}

interface Played {
  seat: number;
  card: CardId;
  /** A lead's choices in words (" (naming hearts)"), or "". */
  extra: string;
}

type Status = EndgameStatus;

export default function EndgamePuzzle({ words, ...props }: EndgamePuzzleProps) {
  return (
    <PositionWordsContext.Provider value={words}>
      <CardLang.Provider value={words.lang}>
        <EndgameIsland {...props} />
      </CardLang.Provider>
    </PositionWordsContext.Provider>
  );
}

function EndgameIsland({ puzzles, views, rules, notes, embedded }: Omit<EndgamePuzzleProps, 'words'>) {
  const w = usePositionWords();
  if (!Array.isArray(puzzles) || puzzles.length === 0 || views?.length !== puzzles.length) {
    return (
      <section class="isl isl-puzzle">
        <p class="isl__notice" role="status">
          {w.malformed}
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

function EndgameSet({ puzzles, views, rules, notes, embedded }: Omit<EndgamePuzzleProps, 'words'>) {
  const w = usePositionWords();
  /** What a lead's choices say in words ("naming hearts", "with the call"). */
  const leadWords = (variant: Puzzle['variant'], ctx: number): string =>
    w.lead(variant, (ctx & 7) - 1, (ctx & 8) !== 0);
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
  const seatsOf = (i: number) => w.endgameNames(puzzles[i]!, views[i]!.players);
  /** The learner plays the defence against the declarer (the computer). */
  const defence = p.declarer !== undefined;
  const names = seatsOf(index);

  useEffect(() => {
    import('../islands-logic/endgame-runtime.ts').then(setRt, (e: unknown) =>
      setFailed(w.solverFailed(e instanceof Error ? e.message : String(e))),
    );
  }, []);

  const game = rt ? rt.solverGameFor(rules, p.trump, p.secretary) : null;

  function describe(seat: number, card: CardId, lead = ''): string {
    return w.plays(names[seat]!, w.spoken(card), lead);
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
      // The point cards on it: Nap's trick is worth 1 with no card counting (`trickBonus`).
      lines.push(w.trickTo(before.trickNo, names[t.winner]!, t.points - (game?.trickBonus ?? 0), p.variant));
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
      lines.push(w.plays(seatsOf(i)[seat]!, w.spoken(rt.toCard(rt.moveCard(mv))), ''));
      q = rt.playMove(g, q, mv);
    }
    setPos(q);
    setLog(lines);
    setRefutation([]);
    setStatus('playing');
    setAnnounce(w.announceStart(lines, seatsOf(i)[rt.seatToAct(g, q)]!));
  }

  useEffect(() => {
    if (!rt) return;
    try {
      start(index);
    } catch (e) {
      setFailed(w.setupFailed(e instanceof Error ? e.message : String(e)));
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
    return w.short(names[seat]!, !defence && seat === p.side[0]);
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
          w.lineTrick(
            s.trickNo,
            cur.map((c) => w.playIn(names[c.seat]!, c.card, c.extra)),
            winnerName(t.winner),
          ),
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
      setFailed(w.goOnFailed(e instanceof Error ? e.message : String(e)));
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
      const replyWords = reply === undefined ? '' : w.reply(p.variant, rt.toCard(rt.moveCard(reply)), defence);
      const words = lineWords(pos, [mv, ...line]);
      setPos(next);
      setLog((l) => [...l, ...lines]);
      const amount = (n: number) => w.amountOf(p.variant, n);
      setRefutation([w.refuted(card, amount(value), amount(p.target), replyWords), ...words]);
      setStatus('refuted');
      setAnnounce(w.announceRefuted(lines, amount(value), replyWords));
      return;
    }
    const after = defend(next, lines);
    setPos(after);
    setLog((l) => [...l, ...lines]);
    if (rt.isOver(after)) {
      setStatus('solved');
      setAnnounce(w.announceSolved(lines, w.amountOf(p.variant, after.made)));
    } else {
      setAnnounce(w.announceNext(lines, names[rt.seatToAct(game, after)]!));
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
    setRefutation([w.solverLine, ...lineWords(s0, rt.solverLine(game, s0))]);
    setStatus('solution');
    setAnnounce(w.solutionShown);
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
  // Seats in playing order from the declarer (as their names number them).
  const order = hands.map((_, k) => ((p.declarer ?? p.side[0]!) + k) % hands.length);
  const meta = w.endgameMeta({
    variant: p.variant,
    trump: p.trump,
    secretary: p.secretary,
    left: p.hands[0]!.length,
    from: v.total - p.hands[0]!.length + 1,
    to: v.total,
    side: p.side.map((s) => names[s]!),
    available: v.available,
    unit: v.unit,
    defence,
  });

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
        {embedded ? w.endgameEmbedded : w.endgameCounter(index + 1, puzzles.length)}
        {status === 'solved' || status === 'solution' ? `${w.titleSep}${p.title}` : ''}
      </Heading>
      <p class="isl__meta">
        {meta.before}
        <strong>{p.target}</strong>
        {meta.after}
      </p>
      <EndgameTable
        order={order}
        hands={hands}
        names={names}
        toAct={toAct}
        side={p.side}
        playing={status === 'playing'}
        legal={legal}
        play={play}
        handRef={handRef}
        trick={trick}
        log={log}
      />
      <p class="sr-only" aria-live="polite" role="status">
        {announce}
      </p>
      {status === 'loading' && <p class="isl__meta">{w.loadingSolver}</p>}
      <EndgameFeedback status={status} p={p} made={pos?.made ?? 0} refutation={refutation} notes={notes} />
      <EndgameControls
        status={status}
        embedded={embedded}
        mainBtn={mainBtn}
        restart={() => start(index, true)}
        showSolution={showSolution}
        next={() => {
          acted.current = true;
          setIndex((index + 1) % puzzles.length);
        }}
        previous={
          !embedded && index > 0
            ? () => {
                acted.current = true;
                setIndex(index - 1);
              }
            : undefined
        }
      />
    </section>
  );
}
