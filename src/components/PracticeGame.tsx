/**
 * The practice table: a whole game of any of the five games against computer players.
 *
 * The flow machine (src/machines/variants.ts) runs the game and asks the engine every rule
 * question; computer seats decide in a Web Worker (practice/bot-worker.ts) from their own view
 * only. The human plays by click or keyboard (every control is a button or a form field);
 * plays and trick winners are announced in an aria-live region. The game is saved to
 * localStorage at every decision (islands-logic/practice-save.ts: the rules, the seed and the engine's
 * moves, never the machine's snapshot) and replayed through the engine on reload; a save that cannot
 * be used is kept under a backup key and a notice offers a new game.
 *
 * The address carries the game (islands-logic/practice.ts `settingsFromParams`, the one rules
 * format of rules-url.ts): `?v=japanese&r=standard+killer=HQ&seed=…&seat=0&level=easy` starts
 * that game at once (test hooks: `delay`, `hands`), and the address follows the game being played.
 * Sharing and saving to a file are in PracticeShare.tsx. `?coach=1` starts the course's coached
 * hand (the `coached` prop: a fixed deal, one hand, learning mode) with a line introducing each phase.
 *
 * Start-up loads only the game descriptors (issue #29): the page's game's engine (its island adapter
 * and `Game`, islands-logic/practice-engine.ts) loads after hydration, another game's when the form
 * switches to it, and the table itself (the flow machine, the table view) when a game starts, each
 * with a loading line that is shown and announced. Until the engine is there the form is drawn from
 * the page game's options and presets (`meta`, given by Practice.astro), as the server drew it.
 *
 * This file keeps the settings, the link and the saves; the rest is in practice/, by concern: the
 * set-up form (SetupForm), the table that starts the machine (Table, with run.ts: the worker and the
 * pacing), the table view (TableView, its state in use-table.tsx, the moves in TableActions, the
 * tools in TableTools), the bid grid (BidGrid), the review (Review) and the coach (coach.tsx).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { gameName } from '../engine/descriptors.ts';
import { type VariantId } from '../engine/options.ts';
import { loadPracticeEngine, practiceEngine, practiceEngineNow } from '../islands-logic/practice-engine.ts';
import { parseGame, type RulesMeta } from '../islands-logic/rules-url.ts';
import { msg } from '../islands-logic/msg.ts';
import {
  defaultSettings,
  newGameSettings,
  practiceQuery,
  sameGame,
  settingsFromParams,
  type AnyAction,
  type Level,
  type PracticeSettings,
} from '../islands-logic/practice.ts';
import type { SavedGame } from '../islands-logic/practice-save.ts';
import { OpenHandFile } from './PracticeShare.tsx';
import { PracticeWordsContext, usePracticeWords } from '../i18n/islands/context.ts';
import type { PracticeWords } from '../i18n/islands/practice.en.ts';
import { CardLang } from './card-lang.ts';
import './islands.css';
import { SetupForm } from './practice/SetupForm.tsx';

export interface PracticeGameProps {
  variant: VariantId;
  /** The page language's catalogue (given by the island's language entry, src/components/practice/). */
  words: PracticeWords;
  /** The course's coached hand (content/lessons/course-<game>.json), used with `?coach=1`. */
  coached?: CoachedHandProps;
  /**
   * The page game's options and presets (Practice.astro gives them from the engine at build time):
   * the setup form is drawn with them, on the server and at hydration, before the engine loads.
   */
  meta?: RulesMeta;
}

/** A fixed deal and the line that introduces each phase (`<phase>.you`: on the learner's turn). */
export interface CoachedHandProps {
  seed: string;
  level: Level;
  seat: number;
  phases: Record<string, string>;
}

export default function PracticeGame({ words, ...props }: PracticeGameProps) {
  return (
    <PracticeWordsContext.Provider value={words}>
      <CardLang.Provider value={words.lang}>
        <Practice {...props} />
      </CardLang.Provider>
    </PracticeWordsContext.Provider>
  );
}

function Practice({ variant, coached, meta }: Omit<PracticeGameProps, 'words'>) {
  const w = usePracticeWords();
  const [settings, setSettings] = useState<PracticeSettings>(() => defaultSettings(variant, 'etori'));
  const [notices, setNotices] = useState<string[]>([]);
  const [running, setRunning] = useState<{
    settings: PracticeSettings;
    save: SavedGame | null;
    key: number;
    /** A game opened from a file: its action log, replayed from the seed. */
    log?: AnyAction[];
  } | null>(null);
  /** A saved game kept while a link's game waits to be started. */
  const [kept, setKept] = useState<SavedGame | null>(null);
  const [hydrated, setHydrated] = useState(false);
  /** Engines being loaded (the page's game at first, another when the form switches to it). */
  const [loading, setLoading] = useState(0);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  /** Load a game's engine (once), saying so while it loads; null when it cannot be loaded. */
  const load = async (v: VariantId) => {
    if (practiceEngineNow(v)) return practiceEngineNow(v);
    setLoading((n) => n + 1);
    try {
      return await loadPracticeEngine(v);
    } catch (e) {
      setLoadProblem(msg(e));
      return null;
    } finally {
      setLoading((n) => n - 1);
    }
  };
  // The coached hand: on with `?coach=1`; offered (not forced) when another game is saved.
  const [coach, setCoach] = useState<Record<string, string> | undefined>(undefined);
  const [coachOffer, setCoachOffer] = useState<PracticeSettings | null>(null);

  // The page's game (and a linked one) load first: the link's rules and the saved game are read through the engine.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    void Promise.all([load(variant), load(parseGame(params, variant).variant), loadSaves()]).then(
      ([page, , s]) => {
        if (page) begin(params, s);
        setHydrated(true);
      },
      (e: unknown) => {
        setLoadProblem(msg(e));
        setHydrated(true);
      },
    );
  }, []);

  const begin = (params: URLSearchParams, { readStorage, writeStorage, parseSave, practiceKind }: Saves) => {
    const wantsCoach = params.get('coach') !== null && coached !== undefined;
    const base = defaultSettings(variant, `etori-${Date.now().toString(36)}`);
    const fromUrl = settingsFromParams(
      wantsCoach
        ? { ...base, seed: coached.seed, level: coached.level, seat: coached.seat, hands: 1, learning: true }
        : base,
      params,
      practiceEngineNow,
    );
    setSettings(fromUrl.settings);
    const found: string[] = fromUrl.notices.map(w.linkNotice);
    if (params.get('coach') !== null && !coached) found.push(w.noCoachedHand);
    const kind = practiceKind(variant, practiceEngine);
    const raw = readStorage(kind.key);
    const loaded = parseSave(raw, variant, practiceEngine);
    const isCoached = (g: SavedGame) =>
      g.settings.seed === fromUrl.settings.seed && g.settings.seat === fromUrl.settings.seat;
    if (loaded.notice && raw !== null) {
      writeStorage(kind.backup, raw);
      found.push(w.saveKept(loaded.notice, kind.backup, wantsCoach));
    }
    if (wantsCoach && loaded.value && !isCoached(loaded.value)) {
      // Never replace a saved game without asking: it stays, and the coached hand is offered.
      setRunning({ settings: loaded.value.settings, save: loaded.value, key: 1 });
      found.push(w.savedRestored);
      setCoachOffer(fromUrl.settings);
    } else if (wantsCoach) {
      setCoach(coached.phases);
      setRunning({ settings: loaded.value?.settings ?? fromUrl.settings, save: loaded.value, key: 1 });
      if (loaded.value) found.push(w.coachedRestored);
    } else if (
      loaded.value &&
      params.has('seed') &&
      !sameGame(loaded.value.settings, fromUrl.settings, practiceEngine(variant))
    ) {
      // A link to another game: set it up, and keep the saved game until the player starts this one.
      setKept(loaded.value);
      found.push(w.linkSetsUpNew);
    } else if (loaded.value) {
      setRunning({ settings: loaded.value.settings, save: loaded.value, key: 1 });
      found.push(w.savedRestored);
    } else if (params.has('seed') && !loaded.notice) {
      setRunning({ settings: fromUrl.settings, save: null, key: 1 });
    }
    setNotices(found);
  };

  // A game the form switches to: its engine loads (the form says so meanwhile).
  useEffect(() => {
    if (hydrated) void load(settings.variant);
  }, [settings.variant, hydrated]);

  // The page heading follows the game chosen (the form may switch to another game).
  const shown = running?.settings.variant ?? settings.variant;
  const heading = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const h1 = document.querySelector<HTMLElement>('h1#_top') ?? document.querySelector<HTMLElement>('main h1');
    if (!h1) return;
    heading.current ??= h1.textContent;
    h1.textContent = shown === variant ? heading.current : w.headingPractice(w.variantTitle(shown, gameName(shown)));
  }, [shown, hydrated]);

  const start = (s: PracticeSettings, log?: AnyAction[]) => {
    setNotices([]);
    setCoachOffer(null);
    setKept(null);
    setRunning((r) => ({ settings: s, save: null, key: (r?.key ?? 0) + 1, ...(log ? { log } : {}) }));
  };

  // The address follows the game at the table, so it can be copied or bookmarked.
  useEffect(() => {
    if (!running) return;
    try {
      const engine = practiceEngineNow(running.settings.variant);
      if (!engine) return;
      const q = new URLSearchParams(practiceQuery(running.settings, engine));
      if (running.settings.delay !== defaultSettings(variant, '').delay) q.set('delay', String(running.settings.delay));
      history.replaceState(
        history.state,
        '',
        `${location.pathname}?${q.toString().replace(/%2B/g, '+').replace(/%3D/g, '=')}`,
      );
    } catch {
      /* the address stays as it was */
    }
  }, [running?.key, running?.settings]);

  return (
    <section
      class="isl isl-practice"
      aria-label={w.islandLabel}
      data-hydrated={String(hydrated)}
      aria-busy={loading > 0 ? 'true' : undefined}
    >
      {/* A span: empty, it takes no room (the form below keeps its place); with words, a line (islands.css). */}
      <span class="isl__meta isl-status" role="status" data-testid="engine-status">
        {loadProblem ? w.couldNotStart(loadProblem) : loading > 0 ? w.engineLoading : null}
      </span>
      {notices.map((n) => (
        <p class="isl__notice" role="status">
          {n}
        </p>
      ))}
      {coachOffer && coached && (
        <p class="isl__notice">
          {w.coachReplaces}{' '}
          <button
            type="button"
            class="isl__btn"
            onClick={() => {
              setCoach(coached.phases);
              start(coachOffer);
            }}
          >
            {w.startCoached}
          </button>
        </p>
      )}
      {kept && !running && (
        <p class="isl__row">
          <button
            type="button"
            class="isl__btn"
            onClick={() => {
              setNotices([w.savedRestored]);
              setRunning({ settings: kept.settings, save: kept, key: 1 });
              setKept(null);
            }}
          >
            {w.backToSaved}
          </button>
        </p>
      )}
      {running ? (
        <TableLoader
          key={running.key}
          settings={running.settings}
          save={running.save}
          phases={coach}
          log={running.log}
          onNew={() => {
            setCoach(undefined);
            try {
              saves?.removeStorage(saves.practiceKind(running.settings.variant, practiceEngine).key);
            } catch {
              /* storage unavailable */
            }
            // a new deal: the form gets a fresh seed, and the address no longer names the old one
            setSettings(newGameSettings(running.settings, Date.now()));
            setRunning(null);
            try {
              history.replaceState(history.state, '', location.pathname);
            } catch {
              /* the address stays as it was */
            }
          }}
          onSameSeed={() => start(running.settings)}
        />
      ) : (
        <>
          <SetupForm
            settings={settings}
            meta={practiceEngineNow(settings.variant) ?? (settings.variant === variant ? (meta ?? null) : null)}
            hydrated={hydrated}
            onChange={setSettings}
            onStart={(s) => start(s)}
          />
          <OpenHandFile onOpen={(s, log) => start(s, log)} load={load} />
        </>
      )}
    </section>
  );
}

/** The saved game's reading and the browser's storage (the schema library with them): loaded with the engine. */
type Saves = typeof import('../islands-logic/practice-save.ts') & typeof import('../islands-logic/storage.ts');
let saves: Saves | null = null;
async function loadSaves(): Promise<Saves> {
  const [a, b] = await Promise.all([
    import('../islands-logic/practice-save.ts'),
    import('../islands-logic/storage.ts'),
  ]);
  return (saves = { ...a, ...b });
}

type TableModule = typeof import('./practice/Table.tsx');
type TableProps = Parameters<TableModule['Table']>[0];
let tableModule: TableModule | null = null;

/**
 * The table, loaded on demand with the game's engine: the flow machine, the table view and the
 * computer players' client come in one chunk when a game starts. Meanwhile a line says the game is
 * loading (a status, so it is announced).
 */
function TableLoader(props: TableProps) {
  const w = usePracticeWords();
  const variant = props.settings.variant;
  const [table, setTable] = useState<TableModule | null>(() =>
    tableModule && practiceEngineNow(variant) ? tableModule : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (table) return undefined;
    let live = true;
    Promise.all([import('./practice/Table.tsx'), loadPracticeEngine(variant)]).then(
      ([m]) => {
        tableModule = m;
        if (live) setTable(m);
      },
      (e: unknown) => live && setProblem(msg(e)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (table) return <table.Table {...props} />;
  return (
    <div class="ptable" data-testid="table-loading" aria-busy="true">
      <p class="isl__notice" role="status">
        {problem ? w.couldNotStart(problem) : w.engineLoading}
      </p>
      {problem && (
        <button type="button" class="isl__btn" onClick={props.onNew}>
          {w.newGame}
        </button>
      )}
    </div>
  );
}
