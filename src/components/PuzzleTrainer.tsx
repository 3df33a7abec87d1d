/**
 * The puzzle trainer (`/puzzles/`): a puzzle rating for the learner (Glicko-2, kept in this
 * browser only as `etori.trainer.v1`), "next puzzle at my level", a daily puzzle, streak mode
 * and filters by kind, theme and game, and the puzzles missed at the first try to redo. It picks one puzzle at a time, of every kind, and shows
 * it with the TrickPuzzle, EndgamePuzzle or DeductionPuzzle island (`embedded`; the first is
 * fetched beside the puzzle list, the last two on demand), which reports the first verdict. The puzzles, their views and seeded ratings
 * come from the data file of the page's language (`/trainer-puzzles.json`, `/trainer-puzzles-ja.json`),
 * written at build time (content-data/trainer-data.ts). Its words, and the puzzle islands it shows,
 * are given by its language entry (trainer/PuzzleTrainer.<lang>.tsx, picked by PuzzleTrainer.astro).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import type { TrickPuzzleProps } from './TrickPuzzle.tsx';
import type { EndgamePuzzleProps } from './EndgamePuzzle.tsx';
import type { DeductionPuzzleProps } from './DeductionPuzzle.tsx';
import type { TrainerWords } from '../i18n/islands/trainer.ts';
import { load, store } from '../islands-logic/storage.ts';
import {
  dailyPuzzleId,
  EMPTY_TRAINER,
  filterPuzzles,
  nextAtLevel,
  nextInStreak,
  noteMiss,
  recordResult,
  themesOf,
  TRAINER_KIND,
  utcDay,
  type TrainerKind,
  type TrainerState,
} from '../islands-logic/trainer.ts';
import { ALL, entriesOf, readData, type Data, type Entry } from '../islands-logic/trainer-data.ts';
import TrainerFilters from './trainer/TrainerFilters.tsx';
import MissedList from './trainer/MissedList.tsx';
import './islands.css';

type Mode = 'level' | 'daily' | 'streak' | 'redo';

/** The endgame and deduction islands of the page's language (loaded on demand). */
export type TrainerParts = {
  Endgame: ComponentType<Omit<EndgamePuzzleProps, 'words'>>;
  Deduction: ComponentType<Omit<DeductionPuzzleProps, 'words'>>;
};
type Parts = TrainerParts;

export interface PuzzleTrainerProps {
  words: TrainerWords;
  /** The trick puzzle island of the page's language: fetched at once, beside the puzzle list. */
  loadTrick: () => Promise<ComponentType<Omit<TrickPuzzleProps, 'words'>>>;
  loadParts: () => Promise<TrainerParts>;
}

export default function PuzzleTrainer({ words: w, loadTrick, loadParts }: PuzzleTrainerProps) {
  const [data, setData] = useState<Data | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [state, setState] = useState<TrainerState | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [theme, setTheme] = useState(ALL);
  const [game, setGame] = useState(ALL);
  const [kind, setKind] = useState<TrainerKind | ''>(ALL);
  const [parts, setParts] = useState<Parts | null>(null);
  const [mode, setMode] = useState<Mode>('level');
  const [current, setCurrent] = useState<string | null>(null);
  /** Bumped for every puzzle shown, so the same puzzle twice starts afresh. */
  const [turn, setTurn] = useState(0);
  const [run, setRun] = useState<string[]>([]);
  const [streak, setStreak] = useState(0);
  const [lastScore, setLastScore] = useState<0 | 1 | null>(null);
  const [said, setSaid] = useState('');
  const focusNext = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const [trick, setTrick] = useState<{ C: ComponentType<Omit<TrickPuzzleProps, 'words'>> } | null>(null);

  useEffect(() => {
    // The trick island comes with the puzzle list (no puzzle can be shown before it arrives).
    loadTrick().then(
      (C) => setTrick({ C }),
      () => setFailed(w.puzzleFailed),
    );
    const loaded = load(TRAINER_KIND);
    setState(loaded.value);
    if (loaded.notice) {
      setNotice(w.storedReset ?? loaded.notice);
      store(TRAINER_KIND, loaded.value);
    }
    fetch(w.dataUrl)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`status ${r.status}`))))
      .then((j: unknown) => {
        const d = readData(j);
        if (d) setData(d);
        else setFailed(w.listMalformed);
      })
      .catch(() => setFailed(w.listFailed));
  }, []);

  const entries = useMemo(() => (data ? entriesOf(data) : []), [data]);
  const all: Entry[] = useMemo(
    () => entries.map((e) => ({ ...e, rating: state?.puzzles[e.id] ?? e.seeded })),
    [entries, state],
  );
  const themes = useMemo(() => themesOf(filterPuzzles(all, { theme: ALL, game: ALL, kind })), [data, kind]);
  const games = useMemo(() => [...new Set(all.map((p) => p.game))], [data]);
  const pool = filterPuzzles(all, { theme, game, kind });
  const today = utcDay(new Date());

  const show = (id: string | null, userAction: boolean) => {
    setCurrent(id);
    setTurn((t) => t + 1);
    setLastScore(null);
    focusNext.current = userAction;
  };
  const atLevel = (s: TrainerState, not?: string) => nextAtLevel(pool, s.learner.r, new Set(s.done), not)?.id ?? null;

  // First puzzle: at the learner's level, once the data and the stored rating are in.
  useEffect(() => {
    if (data && state && current === null) show(atLevel(state), false);
  }, [data, state !== null]);

  // Endgame and deduction puzzles bring their islands (and the solver) only when one is shown.
  const shownKind = current ? entries.find((e) => e.id === current)?.kind : undefined;
  useEffect(() => {
    if (parts || shownKind === undefined || shownKind === 'trick') return;
    loadParts().then(setParts, () => setFailed(w.puzzleFailed));
  }, [shownKind]);

  // After a choice, the focus goes to the new puzzle's first card (or first control).
  useEffect(() => {
    if (!focusNext.current) return;
    let tries = 0;
    const step = () => {
      const el = box.current?.querySelector<HTMLElement>(
        '.isl-puzzle button.ecard:not([disabled]), .isl-puzzle input:not([disabled])',
      );
      if (el) {
        el.focus();
        focusNext.current = false;
      } else if (tries++ < 240) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }, [turn]);

  const choose = (m: Mode) => {
    if (!state) return;
    setMode(m);
    if (m === 'daily')
      show(
        dailyPuzzleId(
          all.map((p) => p.id),
          today,
        ),
        true,
      );
    else if (m === 'streak') {
      setRun([]);
      setStreak(0);
      show(nextInStreak(pool, new Set())?.id ?? null, true);
    } else show(atLevel(state, current ?? undefined), true);
  };

  const filterChanged = (nextTheme: string, nextGame: string, nextKind: TrainerKind | '' = kind) => {
    // A theme of another kind is dropped with the kind that had it.
    if (
      nextKind !== kind &&
      nextTheme !== ALL &&
      !filterPuzzles(all, { theme: nextTheme, game: ALL, kind: nextKind }).length
    )
      nextTheme = ALL;
    setTheme(nextTheme);
    setGame(nextGame);
    setKind(nextKind);
    if (!state) return;
    const fit = filterPuzzles(all, { theme: nextTheme, game: nextGame, kind: nextKind });
    if (mode === 'daily') setMode('level');
    if (mode === 'streak') {
      setRun([]);
      setStreak(0);
      setCurrent(nextInStreak(fit, new Set())?.id ?? null);
    } else setCurrent(nextAtLevel(fit, state.learner.r, new Set(state.done))?.id ?? null);
    setTurn((t) => t + 1);
    setLastScore(null);
  };

  const onResult = (id: string, score: 0 | 1) => {
    setLastScore(score);
    setState((s) => {
      const entry = entries.find((e) => e.id === id);
      if (!s || !entry) return s;
      let next = recordResult(s, id, entry.seeded, score);
      next = { ...next, missed: noteMiss(s.missed, id, score) };
      if (mode === 'streak') {
        const length = score === 1 ? streak + 1 : streak;
        next = { ...next, bestStreak: Math.max(next.bestStreak, length) };
      }
      store(TRAINER_KIND, next);
      const before = Math.round(s.learner.r);
      const after = Math.round(next.learner.r);
      setSaid(w.said(score === 1, before, after));
      return next;
    });
    if (mode === 'streak') {
      setRun((r) => [...r, id]);
      if (score === 1) setStreak((n) => n + 1);
    }
  };

  const onNext = () => {
    if (!state) return;
    if (mode === 'streak') {
      if (lastScore === 0) {
        setRun([]);
        setStreak(0);
        show(nextInStreak(pool, new Set())?.id ?? null, true);
      } else show(nextInStreak(pool, new Set(run))?.id ?? null, true);
      return;
    }
    setMode('level');
    show(atLevel(state, current ?? undefined), true);
  };

  const nextLabel = mode === 'streak' ? (lastScore === 0 ? w.newStreak : w.nextStreak) : w.nextAtLevel;

  if (failed) {
    return (
      <section class="isl isl-trainer">
        <p class="isl__notice" role="status">
          {failed}
        </p>
      </section>
    );
  }
  const learner = state?.learner ?? EMPTY_TRAINER.learner;
  const rated = current ? all.find((p) => p.id === current) : undefined;
  const hooks = { onResult, onNext, nextLabel, autoFocus: focusNext.current };
  return (
    <section class="isl isl-trainer" data-ready={String(data !== null && state !== null)} aria-label={w.trainerLabel}>
      {notice && (
        <p class="isl__notice" role="status">
          {notice}
        </p>
      )}
      <p data-testid="rating">
        {w.ratingLead}
        <strong data-testid="rating-value">{Math.round(learner.r)}</strong>
        {w.giveOrTake(Math.round(learner.rd * 2))}
        {w.rated(state?.played ?? 0)}
        {state && state.bestStreak > 0 ? w.bestStreak(state.bestStreak) : ''}
      </p>
      <p class="isl__meta" aria-live="polite" data-testid="said">
        {said}
      </p>
      {data === null ? (
        <p>{w.loadingPuzzles}</p>
      ) : (
        <>
          <TrainerFilters
            w={w}
            kind={kind}
            theme={theme}
            game={game}
            themes={themes}
            games={games}
            filterChanged={filterChanged}
          />
          <p class="isl__meta" data-testid="pool">
            {w.pool(pool.length, all.length)}
          </p>
          <div class="isl__row" role="group" aria-label={w.practiseGroup}>
            <button
              type="button"
              class="isl__btn"
              aria-pressed={mode === 'level'}
              onClick={() => choose('level')}
              disabled={pool.length === 0}
            >
              {w.nextAtLevel}
            </button>
            <button type="button" class="isl__btn" aria-pressed={mode === 'daily'} onClick={() => choose('daily')}>
              {w.today}
            </button>
            <button
              type="button"
              class="isl__btn"
              aria-pressed={mode === 'streak'}
              onClick={() => choose('streak')}
              disabled={pool.length === 0}
            >
              {w.streakMode}
            </button>
          </div>
          <p data-testid="mode">
            {mode === 'redo' && rated
              ? w.redoLine(rated.game, rated.theme)
              : mode === 'daily'
                ? w.dailyLine(today)
                : mode === 'streak'
                  ? w.streakLine(streak)
                  : rated
                    ? w.atLevelLine(rated.game, rated.theme, Math.round(rated.rating.r))
                    : ''}
          </p>
          <div ref={box}>
            {rated?.kind === 'trick' && !trick ? (
              <p>{w.loadingPuzzle}</p>
            ) : rated?.kind === 'trick' && trick ? (
              <trick.C
                key={`${current}-${turn}`}
                variant={data.puzzles[rated.index]!.variant}
                puzzles={[data.puzzles[rated.index]!]}
                views={[data.views[rated.index]!]}
                embedded={hooks}
              />
            ) : rated && !parts ? (
              <p>{w.loadingPuzzle}</p>
            ) : rated?.kind === 'endgame' && parts ? (
              <parts.Endgame
                key={`${current}-${turn}`}
                puzzles={[data.endgames.puzzles[rated.index]!]}
                views={[data.endgames.views[rated.index]!]}
                rules={data.rules[data.endgames.puzzles[rated.index]!.variant]}
                embedded={hooks}
              />
            ) : rated?.kind === 'deduction' && parts ? (
              <parts.Deduction
                key={`${current}-${turn}`}
                puzzles={[data.deductions.puzzles[rated.index]!]}
                views={[data.deductions.views[rated.index]!]}
                partner={data.partners[data.deductions.puzzles[rated.index]!.variant]}
                embedded={hooks}
              />
            ) : (
              <p>{mode === 'streak' && pool.length > 0 ? w.streakOver(streak) : w.noMatch}</p>
            )}
          </div>
          <MissedList
            w={w}
            missed={state?.missed ?? []}
            entries={entries}
            current={current}
            redo={(id) => {
              setMode('redo');
              show(id, true);
            }}
          />
        </>
      )}
    </section>
  );
}
