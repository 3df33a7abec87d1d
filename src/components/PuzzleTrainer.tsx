/**
 * The puzzle trainer (`/puzzles/`): a puzzle rating for the learner (Glicko-2, kept in this
 * browser only as `etori.trainer.v1`), "next puzzle at my level", a daily puzzle, streak mode
 * and filters by theme and game. It picks one puzzle at a time and shows it with the TrickPuzzle
 * island (`embedded`), which reports the first verdict. The puzzles, their engine views and
 * seeded ratings come from `/trainer-puzzles.json`, written at build time.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import TrickPuzzle from './TrickPuzzle.tsx';
import type { Puzzle } from '../content-data/puzzle-types.ts';
import type { PuzzleView } from '../islands-logic/puzzle-views.ts';
import { readStorage, writeStorage } from '../islands-logic/storage.ts';
import {
  dailyPuzzleId,
  EMPTY_TRAINER,
  nextAtLevel,
  nextInStreak,
  parseTrainer,
  recordResult,
  themesOf,
  TRAINER_KEY,
  utcDay,
  type Rating,
  type TrainerPuzzle,
  type TrainerState,
} from '../islands-logic/trainer.ts';
import './islands.css';

interface Data {
  puzzles: Puzzle[];
  views: PuzzleView[];
  ratings: Rating[];
}
type Mode = 'level' | 'daily' | 'streak';

function readData(x: unknown): Data | null {
  if (x === null || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  const { puzzles, views, ratings } = o;
  if (o['v'] !== 1 || !Array.isArray(puzzles) || !Array.isArray(views) || !Array.isArray(ratings)) return null;
  if (views.length !== puzzles.length || ratings.length !== puzzles.length || puzzles.length === 0) return null;
  return { puzzles, views, ratings } as Data;
}

const ALL = '';

export default function PuzzleTrainer() {
  const [data, setData] = useState<Data | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [state, setState] = useState<TrainerState | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [theme, setTheme] = useState(ALL);
  const [game, setGame] = useState(ALL);
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

  useEffect(() => {
    const loaded = parseTrainer(readStorage(TRAINER_KEY));
    setState(loaded.value);
    if (loaded.notice) {
      setNotice(loaded.notice);
      writeStorage(TRAINER_KEY, JSON.stringify(loaded.value));
    }
    fetch('/trainer-puzzles.json')
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`status ${r.status}`))))
      .then((j: unknown) => {
        const d = readData(j);
        if (d) setData(d);
        else setFailed('The puzzle list is malformed, so the trainer cannot start.');
      })
      .catch(() => setFailed('The puzzle list could not be loaded. Reload the page to try again.'));
  }, []);

  const all: TrainerPuzzle[] = useMemo(
    () =>
      data
        ? data.views.map((v, i) => ({
            id: v.id,
            theme: v.theme,
            game: v.variantTitle,
            rating: state?.puzzles[v.id] ?? data.ratings[i]!,
          }))
        : [],
    [data, state],
  );
  const themes = useMemo(() => themesOf(all), [data]);
  const games = useMemo(() => [...new Set(all.map((p) => p.game))], [data]);
  const pool = all.filter((p) => (theme === ALL || p.theme === theme) && (game === ALL || p.game === game));
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
      } else if (tries++ < 20) requestAnimationFrame(step);
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

  const filterChanged = (nextTheme: string, nextGame: string) => {
    setTheme(nextTheme);
    setGame(nextGame);
    if (!state) return;
    const fit = all.filter(
      (p) => (nextTheme === ALL || p.theme === nextTheme) && (nextGame === ALL || p.game === nextGame),
    );
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
      if (!s || !data) return s;
      const i = data.views.findIndex((v) => v.id === id);
      let next = recordResult(s, id, data.ratings[i]!, score);
      if (mode === 'streak') {
        const length = score === 1 ? streak + 1 : streak;
        next = { ...next, bestStreak: Math.max(next.bestStreak, length) };
      }
      writeStorage(TRAINER_KEY, JSON.stringify(next));
      const before = Math.round(s.learner.r);
      const after = Math.round(next.learner.r);
      setSaid(
        `${score === 1 ? 'Solved at the first try' : 'Not solved at the first try'}: your puzzle rating went ${
          after >= before ? 'up' : 'down'
        } from ${before} to ${after}.`,
      );
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

  const nextLabel =
    mode === 'streak' ? (lastScore === 0 ? 'Start a new streak' : 'Next streak puzzle') : 'Next puzzle at my level';

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
  const index = data && current ? data.views.findIndex((v) => v.id === current) : -1;
  const rated = current ? all.find((p) => p.id === current) : undefined;
  return (
    <section class="isl isl-trainer" data-ready={String(data !== null && state !== null)} aria-label="Puzzle trainer">
      {notice && (
        <p class="isl__notice" role="status">
          {notice}
        </p>
      )}
      <p data-testid="rating">
        Your puzzle rating: <strong data-testid="rating-value">{Math.round(learner.r)}</strong> (give or take{' '}
        {Math.round(learner.rd * 2)}) · {state?.played ?? 0} rated {state?.played === 1 ? 'puzzle' : 'puzzles'}
        {state && state.bestStreak > 0 ? ` · best streak ${state.bestStreak}` : ''}
      </p>
      <p class="isl__meta" aria-live="polite" data-testid="said">
        {said}
      </p>
      {data === null ? (
        <p>Loading the puzzles…</p>
      ) : (
        <>
          <div class="isl__row">
            <span>
              <label for="trainer-theme">Puzzle theme</label>{' '}
              <select
                id="trainer-theme"
                value={theme}
                onChange={(e) => filterChanged((e.target as HTMLSelectElement).value, game)}
              >
                <option value={ALL}>All themes</option>
                {themes.map((t) => (
                  <option value={t}>{t}</option>
                ))}
              </select>
            </span>
            <span>
              <label for="trainer-game">Game</label>{' '}
              <select
                id="trainer-game"
                value={game}
                onChange={(e) => filterChanged(theme, (e.target as HTMLSelectElement).value)}
              >
                <option value={ALL}>All games</option>
                {games.map((g) => (
                  <option value={g}>{g}</option>
                ))}
              </select>
            </span>
          </div>
          <p class="isl__meta" data-testid="pool">
            {pool.length} of {all.length} puzzles match.
          </p>
          <div class="isl__row" role="group" aria-label="What to practise">
            <button
              type="button"
              class="isl__btn"
              aria-pressed={mode === 'level'}
              onClick={() => choose('level')}
              disabled={pool.length === 0}
            >
              Next puzzle at my level
            </button>
            <button type="button" class="isl__btn" aria-pressed={mode === 'daily'} onClick={() => choose('daily')}>
              Today's puzzle
            </button>
            <button
              type="button"
              class="isl__btn"
              aria-pressed={mode === 'streak'}
              onClick={() => choose('streak')}
              disabled={pool.length === 0}
            >
              Streak mode
            </button>
          </div>
          <p data-testid="mode">
            {mode === 'daily'
              ? `The puzzle of the day for ${today} (UTC), the same for everyone.`
              : mode === 'streak'
                ? `Streak mode: easiest first, then harder; one mistake ends the run. Streak ${streak}.`
                : rated
                  ? `At your level: ${rated.game}, ${rated.theme.toLowerCase()}, rated ${Math.round(rated.rating.r)}.`
                  : ''}
          </p>
          <div ref={box}>
            {index >= 0 ? (
              <TrickPuzzle
                key={`${current}-${turn}`}
                variant={data.puzzles[index]!.variant}
                puzzles={[data.puzzles[index]!]}
                views={[data.views[index]!]}
                embedded={{ onResult, onNext, nextLabel }}
              />
            ) : (
              <p>
                {mode === 'streak' && pool.length > 0
                  ? `You met every puzzle of this choice: a streak of ${streak}. Press Streak mode to start again.`
                  : 'No puzzle matches this choice. Choose another theme or game.'}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
