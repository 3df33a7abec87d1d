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
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor, type AnyActorRef } from 'xstate';
import { VARIANT_IDS, type OptionDecl, type OptionValue, type VariantId } from '../engine/options.ts';
import { createVariantFlowMachine, VARIANT_FLOWS } from '../machines/variants.ts';
import type { BotRequest as FlowBotRequest } from '../machines/flow.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import { optionValues, ruleSectionHref } from '../islands-logic/rule-words.ts';
import { msg } from '../islands-logic/msg.ts';
import {
  defaultSettings,
  newGameSettings,
  findSelected,
  groupActions,
  LEVELS,
  ruleSetOf,
  practiceQuery,
  sameGame,
  settingsFromParams,
  tableModel,
  type AnyAction,
  type Level,
  type PracticeSettings,
} from '../islands-logic/practice.ts';
import { readStorage, removeStorage, writeStorage } from '../islands-logic/storage.ts';
import { parseSave, practiceKind, savedForm, type SavedGame } from '../islands-logic/practice-save.ts';
import { Words } from './Words.tsx';
import { workerClient, type BotClient } from '../bots/client.ts';
import { useSnapshot } from './use-actor.ts';
import Card, { type CardMark } from './Card.tsx';
import type { Suit } from '../engine/cards.ts';
import { Felt } from './table/Table.tsx';
import { HandFan, type HandCard } from './table/HandFan.tsx';
import {
  finishedTricks,
  type RankedCard,
  type ReviewInput,
  type ReviewTrick,
  lastFinished,
  seatPlace,
  sortHand,
  trickKey,
} from '../islands-logic/table-view.ts';
import { PileReview, TrickReview } from './table/Review.tsx';
import { honourValue } from '../engine/japanese/deck.ts';
import { isPointCard } from '../engine/mighty/rules.ts';
import { isHead } from '../engine/twhk/rules.ts';
import { suitOf, type Card as CardId } from '../engine/cards.ts';
import type { FinishedTrick } from '../islands-logic/table-view.ts';
import { higherBids } from '../islands-logic/auction-view.ts';
import { finalView, pileOnFelt } from '../islands-logic/table-view.ts';
import { num } from '../islands-logic/numbers.ts';
import { OpenHandFile, ShareGame } from './PracticeShare.tsx';
import { hasKnowPanel, KnowPanel } from './table/KnowPanel.tsx';
import { PracticeWordsContext, usePracticeWords } from '../i18n/islands/context.ts';
import type { PracticeWords } from '../i18n/islands/practice.en.ts';
import { CardLang } from './card-lang.ts';
import './islands.css';

export interface PracticeGameProps {
  variant: VariantId;
  /** The page language's catalogue (given by the island's language entry, src/components/practice/). */
  words: PracticeWords;
  /** The course's coached hand (content/lessons/course-<game>.json), used with `?coach=1`. */
  coached?: CoachedHandProps;
}

/** A fixed deal and the line that introduces each phase (`<phase>.you`: on the learner's turn). */
export interface CoachedHandProps {
  seed: string;
  level: Level;
  seat: number;
  phases: Record<string, string>;
}

/** The coach's introduction to the phase the hand is in, if the coached hand has one. */
export function phaseIntro(phases: Record<string, string> | undefined, phase: string, myTurn: boolean): string | null {
  if (!phases) return null;
  return (myTurn ? phases[`${phase}.you`] : undefined) ?? phases[phase] ?? null;
}

type Snap = {
  value: unknown;
  status: string;
  context: {
    state: unknown;
    log: AnyAction[];
    humanMarks: number[];
    lastTrick: { seat: number; action: AnyAction }[] | null;
    error: string | null;
    handsDone: number;
    paused: boolean;
    redealPending?: boolean;
    gameSetup: { players?: number };
  };
  matches(v: unknown): boolean;
};

/** Computer players think in a Web Worker (src/bots/worker.ts), never on the page's thread. */
function newBotClient(): BotClient {
  return workerClient(new Worker(new URL('../bots/worker.ts', import.meta.url), { type: 'module' }), 10_000);
}

function playersOf(s: PracticeSettings): number {
  const e = engineFor(s.variant);
  return e.players({ preset: s.preset, rules: s.rules });
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

function Practice({ variant, coached }: Omit<PracticeGameProps, 'words'>) {
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
  // The coached hand: on with `?coach=1`; offered (not forced) when another game is saved.
  const [coach, setCoach] = useState<Record<string, string> | undefined>(undefined);
  const [coachOffer, setCoachOffer] = useState<PracticeSettings | null>(null);

  useEffect(() => {
    setHydrated(true);
    const params = new URLSearchParams(location.search);
    const wantsCoach = params.get('coach') !== null && coached !== undefined;
    const base = defaultSettings(variant, `etori-${Date.now().toString(36)}`);
    const fromUrl = settingsFromParams(
      wantsCoach
        ? { ...base, seed: coached.seed, level: coached.level, seat: coached.seat, hands: 1, learning: true }
        : base,
      params,
      engineFor,
    );
    setSettings(fromUrl.settings);
    const found: string[] = fromUrl.notices.map(w.linkNotice);
    if (params.get('coach') !== null && !coached) found.push(w.noCoachedHand);
    const kind = practiceKind(variant, engineFor);
    const raw = readStorage(kind.key);
    const loaded = parseSave(raw, variant, engineFor);
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
      !sameGame(loaded.value.settings, fromUrl.settings, engineFor(variant))
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
  }, []);

  // The page heading follows the game chosen (the form may switch to another game).
  const shown = running?.settings.variant ?? settings.variant;
  const heading = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const h1 = document.querySelector<HTMLElement>('h1#_top') ?? document.querySelector<HTMLElement>('main h1');
    if (!h1) return;
    heading.current ??= h1.textContent;
    h1.textContent =
      shown === variant ? heading.current : w.headingPractice(w.variantTitle(shown, engineFor(shown).title));
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
      const q = new URLSearchParams(practiceQuery(running.settings, engineFor(running.settings.variant)));
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
    <section class="isl isl-practice" aria-label={w.islandLabel} data-hydrated={String(hydrated)}>
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
        <Table
          key={running.key}
          settings={running.settings}
          save={running.save}
          phases={coach}
          log={running.log}
          onNew={() => {
            setCoach(undefined);
            try {
              removeStorage(practiceKind(running.settings.variant, engineFor).key);
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
          <SetupForm settings={settings} hydrated={hydrated} onChange={setSettings} onStart={(s) => start(s)} />
          <OpenHandFile onOpen={(s, log) => start(s, log)} />
        </>
      )}
    </section>
  );
}

// ------------------------------------------------------------------ settings

function SetupForm({
  settings,
  hydrated,
  onChange,
  onStart,
}: {
  settings: PracticeSettings;
  hydrated: boolean;
  onChange: (s: PracticeSettings) => void;
  onStart: (s: PracticeSettings) => void;
}) {
  const w = usePracticeWords();
  const engine = engineFor(settings.variant);
  const v = settings.variant;
  const rc = { preset: settings.preset, rules: settings.rules };
  let error: string | null = null;
  let players = 4;
  try {
    players = playersOf(settings);
  } catch (e) {
    error = w.rulesError(v, engine, msg(e));
  }
  const set = (patch: Partial<PracticeSettings>) => onChange({ ...settings, ...patch });
  const setOption = (k: string, v: OptionValue | undefined) => {
    const rules = { ...settings.rules };
    if (v === undefined) delete rules[k];
    else rules[k] = v;
    onChange({ ...settings, rules, seat: Math.min(settings.seat, 7) });
  };
  const [rulesOpen, setRulesOpen] = useState(false);
  const playersDecl = engine.options['players'];
  const words = w.rulesInWords(v, engine, rc);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!error) onStart({ ...settings, seat: Math.min(settings.seat, players - 1) });
      }}
    >
      <h3>{w.newGameHeading}</h3>
      <div class="isl__row">
        <label class="isl__field">
          {w.game}
          <select
            value={settings.variant}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value as VariantId;
              onChange({
                ...defaultSettings(v, settings.seed),
                level: settings.level,
                learning: settings.learning,
                delay: settings.delay,
              });
            }}
          >
            {(w.variants ?? VARIANT_IDS).map((id) => (
              <option value={id}>{w.variantTitle(id, engineFor(id).title)}</option>
            ))}
          </select>
        </label>
        <label class="isl__field">
          {w.rules}
          <select
            value={settings.preset ?? engine.presets[0]!.id}
            onChange={(e) => set({ preset: (e.target as HTMLSelectElement).value })}
          >
            {engine.presets.map((p) => (
              <option value={p.id}>{w.presetLabel(v, p.id, p.label)}</option>
            ))}
          </select>
        </label>
        {playersDecl && (
          <OptionField
            name="players"
            label={w.players}
            decl={playersDecl}
            variant={v}
            value={players}
            onChange={(v) => setOption('players', v)}
          />
        )}
        <label class="isl__field">
          {w.yourSeat}
          <select
            value={String(Math.min(settings.seat, players - 1))}
            onChange={(e) => set({ seat: Number((e.target as HTMLSelectElement).value) })}
          >
            {Array.from({ length: players }, (_, i) => (
              <option value={String(i)}>{w.seatN(i + 1)}</option>
            ))}
          </select>
        </label>
        <label class="isl__field">
          {w.computerPlayers}
          <select
            value={settings.level}
            onChange={(e) => set({ level: (e.target as HTMLSelectElement).value as Level })}
          >
            {LEVELS.map((l) => (
              <option value={l}>{w.level(l)}</option>
            ))}
          </select>
        </label>
        <label class="isl__field">
          {w.hands}
          <select
            value={String(settings.hands)}
            onChange={(e) => set({ hands: Number((e.target as HTMLSelectElement).value) })}
          >
            {[1, 3, 5, 10, 0].map((n) => (
              <option value={String(n)}>{n === 0 ? w.handsAsRules : String(n)}</option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.learning}
            onChange={(e) => set({ learning: (e.target as HTMLInputElement).checked })}
          />{' '}
          {w.learningMode}
        </label>
      </div>
      <details
        class="isl-setup__rules"
        open={rulesOpen}
        onToggle={(e) => setRulesOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>{w.everyOption(Object.keys(engine.options).length)}</summary>
        {/* Built only when opened: some thirty labelled controls the page need not carry otherwise. */}
        {rulesOpen &&
          w.optionGroups(v, engine, ['players']).map((g) => (
            <fieldset class="isl-setup__topic" data-topic={g.topic}>
              <legend>{g.label}</legend>
              {g.options.map(({ key: k, decl: d }) => (
                <OptionField
                  name={k}
                  label={w.optionLabel(v, k, d)}
                  decl={d}
                  variant={v}
                  value={
                    settings.rules[k] ?? engine.presets.find((p) => p.id === settings.preset)?.values[k] ?? d.default
                  }
                  onChange={(v) => setOption(k, v)}
                  description={w.optionDescription(v, k, d)}
                  href={w.href(ruleSectionHref(settings.variant, k, d))}
                />
              ))}
            </fieldset>
          ))}
        {rulesOpen && (
          <details class="isl-setup__keys">
            <summary>{w.showKeys}</summary>
            <p class="isl__meta">{w.keysNote}</p>
            <ul class="isl__list">
              {Object.entries(engine.options).map(([k, d]) => (
                <li>
                  {w.optionLabel(v, k, d)}
                  {w.punct.colon}
                  <code>{k}</code>
                  {w.punct.open}
                  <code>
                    {optionValues(d)
                      .map((x) => JSON.stringify(x))
                      .join(', ')}
                  </code>
                  {w.punct.close}
                </li>
              ))}
            </ul>
          </details>
        )}
      </details>
      <p class="isl__meta">
        {w.rulesLine}
        <Words text={words} />
        {w.punct.stop}
      </p>
      {error && (
        <p class="isl__notice" role="status">
          {error}
        </p>
      )}
      <button type="submit" class="isl__btn isl__btn--main" disabled={!hydrated || error !== null}>
        {w.startGame}
      </button>
    </form>
  );
}

function OptionField({
  name,
  label,
  decl,
  variant,
  value,
  onChange,
  description,
  href,
}: {
  name: string;
  label: string;
  decl: OptionDecl;
  variant: VariantId;
  value: OptionValue;
  onChange: (v: OptionValue) => void;
  /** Shown under the control (not a tooltip: touch screens have none). */
  description?: string;
  /** The option's section on the rules pages. */
  href?: string;
}) {
  const w = usePracticeWords();
  const values = optionValues(decl);
  const id = `opt-${name}`;
  const select = (
    <select
      id={id}
      name={name}
      {...(description ? { 'aria-describedby': `${id}-desc` } : {})}
      value={String(value)}
      onChange={(e) => {
        const t = (e.target as HTMLSelectElement).value;
        const v = values.find((x) => String(x) === t);
        if (v !== undefined) onChange(v);
      }}
    >
      {values.map((v) => (
        <option value={String(v)}>{w.optionValue(variant, name, decl, v)}</option>
      ))}
    </select>
  );
  if (!description) {
    return (
      <label class="isl__field">
        {label}
        {select}
      </label>
    );
  }
  return (
    <div class="isl__field isl-setup__option">
      <label for={id}>{label}</label>
      {select}
      <p class="isl__meta" id={`${id}-desc`}>
        <Words text={description} />
        {href && (
          <>
            {' '}
            <a href={href} aria-label={w.moreAboutRuleName(label)}>
              {w.moreAboutRule}
            </a>
          </>
        )}
      </p>
    </div>
  );
}

// ------------------------------------------------------------------ the table

/** The table alone (exported for the language render test, tests/unit/i18n/islands.test.tsx). */
export function Table({
  settings,
  save,
  phases,
  log,
  onNew,
  onSameSeed,
}: {
  settings: PracticeSettings;
  save: SavedGame | null;
  phases?: Record<string, string> | undefined;
  log?: AnyAction[] | undefined;
  onNew: () => void;
  onSameSeed: () => void;
}) {
  const w = usePracticeWords();
  const variant = settings.variant;
  const game = VARIANT_FLOWS[variant].game as unknown as {
    view(s: unknown, seat: number | null): Record<string, unknown>;
    legalActions(s: unknown, seat: number): AnyAction[];
    toAct(s: unknown): number[];
    isGameOver(s: unknown): boolean;
  };
  const human = settings.seat;
  const clientRef = useRef<BotClient | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pacing = useRef<Pacing>({
    speed: settings.delay,
    hold: settings.learning,
    acked: '',
    seen: '',
    wake: null,
    actor: null,
  });
  const actor = useMemo(() => {
    const ask = async (req: FlowBotRequest<unknown, unknown>) => {
      await waitBeforeComputer(pacing.current, game, variant, human);
      clientRef.current ??= newBotClient();
      const r = await clientRef.current.requestMove({
        variant,
        view: req.view,
        legal: req.legal,
        ruleSet: ruleSetOf(settings),
        level: settings.level,
        seed: req.seed,
      });
      // a failed decision is played as a seeded random legal move; say so where it can be found
      if (r.failed) console.error(`a computer player's decision failed (a random legal move was played): ${r.failed}`);
      return r.action;
    };
    const machine = createVariantFlowMachine(variant, ask as never);
    try {
      // A saved game is its moves, replayed through the engine like a game opened from a file.
      const moves = log ?? save?.log;
      const players = playersOf(settings);
      return createActor(machine, {
        input: {
          ruleSet: ruleSetOf(settings),
          seed: settings.seed,
          seats: Array.from({ length: players }, (_, i) => (i === human ? 'human' : 'computer')),
          // the pause before a computer's move is the table's (speed control), not the machine's
          delayMs: 0,
          learning: settings.learning,
          botSeed: `${settings.seed}-bots`,
          maxHands: settings.hands,
          ...(moves ? { log: moves } : {}),
        },
      }).start() as unknown as AnyActorRef;
    } catch (e) {
      setProblem(msg(e));
      return null;
    }
  }, []);
  pacing.current.actor = actor;
  useEffect(
    () => () => {
      actor?.stop();
      pacing.current.wake?.();
      clientRef.current?.dispose();
    },
    [],
  );
  if (!actor) {
    return (
      <div>
        <p class="isl__notice" role="status">
          {w.couldNotStart(problem ?? w.unknownProblem)}
        </p>
        <button type="button" class="isl__btn" onClick={onNew}>
          {w.newGame}
        </button>
      </div>
    );
  }
  return (
    <TableView
      actor={actor}
      game={game}
      settings={settings}
      save={save}
      pacing={pacing.current}
      phases={phases}
      onNew={onNew}
      onSameSeed={onSameSeed}
    />
  );
}

type GameFns = {
  view(s: unknown, seat: number | null): Record<string, unknown>;
  legalActions(s: unknown, seat: number): AnyAction[];
  isGameOver(s: unknown): boolean;
};

/**
 * How the table paces the computers: `speed` ms before each computer move; a finished trick is
 * held until the learner goes on (`hold`, learning mode) or shown for a moment (otherwise).
 */
interface Pacing {
  speed: number;
  hold: boolean;
  /** The finished trick the learner has gone on from (table-view `trickKey`). */
  acked: string;
  /** The finished trick already shown for a moment (without `hold`). */
  seen: string;
  /** Wakes a computer waiting for the learner. */
  wake: (() => void) | null;
  actor: AnyActorRef | null;
}

const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

/** The finished trick on show now ('' when none): trick-taking games, with the next trick not begun. */
function heldTrick(game: GameFns, actor: AnyActorRef, variant: VariantId, human: number): string {
  if (variant === 'daifugo') return '';
  const v = game.view((actor.getSnapshot() as { context: { state: unknown } }).context.state, human);
  if (tableModel(variant, v, human).trick.length > 0) return '';
  return trickKey(lastFinished(v));
}

async function waitBeforeComputer(p: Pacing, game: GameFns, variant: VariantId, human: number): Promise<void> {
  for (let i = 0; i < 10_000 && p.actor; i++) {
    const key = heldTrick(game, p.actor, variant, human);
    if (!key) break;
    if (!p.hold) {
      if (p.seen !== key && p.speed > 0) {
        p.seen = key;
        await sleep(Math.min(2000, p.speed * 2));
      }
      break;
    }
    if (p.acked === key) break;
    await new Promise<void>((ok) => (p.wake = ok));
  }
  if (p.speed > 0) await sleep(p.speed);
}

function TableView({
  actor,
  game,
  settings,
  save,
  pacing,
  phases,
  onNew,
  onSameSeed,
}: {
  actor: AnyActorRef;
  game: GameFns;
  settings: PracticeSettings;
  save: SavedGame | null;
  pacing: Pacing;
  /** The coached hand's phase introductions. */
  phases?: Record<string, string> | undefined;
  onNew: () => void;
  onSameSeed: () => void;
}) {
  const w = usePracticeWords();
  const snap = useSnapshot(actor) as unknown as Snap;
  const variant = settings.variant;
  const human = settings.seat;
  const ctx = snap.context;
  const over = snap.status === 'done';
  // Once the game is over, the round that was played (Daifugō deals the next round as one ends).
  const view = finalView(game.view(ctx.state, human), over);
  const model = w.tableModel(variant, view, human);
  const myTurn = !over && JSON.stringify(snap.value).includes('"human"');
  // Between hands the flow machine takes `game.nextHand` (whoever the engine asks to deal).
  const betweenHands = !over && snap.matches({ result: 'human' });
  const legal = myTurn && !ctx.redealPending && !betweenHands ? game.legalActions(ctx.state, human) : [];
  const groups = groupActions(legal);
  // Daifugō: one way to play — choose the cards in the hand, then Play (or Pass).
  const climbPlays = variant === 'daifugo' ? legal.filter((a) => a.type === 'play' && Array.isArray(a.cards)) : [];
  if (climbPlays.length) groups.buttons = groups.buttons.filter((a) => !climbPlays.includes(a) && a.type !== 'pass');
  const climbPass = climbPlays.length ? legal.find((a) => a.type === 'pass') : undefined;
  const [chosen, setChosen] = useState<string[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  /** Why the dimmed card last tapped cannot be played. */
  const [refused, setRefused] = useState<string | null>(null);
  const [live, setLive] = useState<string>('');
  const [hint, setHint] = useState<{
    text: string;
    card: string | null;
    /** The hinted action's cards (Daifugō plays several). */
    cards?: string[];
    mistakes?: { card: string | null; why: string }[];
  } | null>(null);
  const [sheet, setSheet] = useState<number[][]>(save?.sheet ?? []);
  const [acked, setAcked] = useState(pacing.acked);
  const [hold, setHold] = useState(pacing.hold);
  const [speed, setSpeed] = useState(pacing.speed);
  const [confirmNew, setConfirmNew] = useState(false);
  const [logLines, setLogLines] = useState<string[]>(() => ctx.log.map((a) => w.announce(a, human, variant)));
  const seenLog = useRef(ctx.log.length);
  const seenHands = useRef(ctx.handsDone);
  const tableRef = useRef<HTMLDivElement>(null);
  const focusInTable = useRef(false);
  const hintClient = useRef<BotClient | null>(null);

  const finished = variant === 'daifugo' ? null : lastFinished(view);
  const finishedKey = model.trick.length === 0 ? trickKey(finished) : '';
  /** The finished trick stays on the table until the learner goes on (or, without the hold, until the next card). */
  const showFinished = finishedKey !== '' && (!hold || acked !== finishedKey);
  const waitingForNext = showFinished && hold && !over && !betweenHands;
  const goOn = () => {
    const key = heldTrick(game, actor, variant, human);
    pacing.acked = key;
    setAcked(key);
    pacing.wake?.();
    pacing.wake = null;
  };

  // Announce new actions, trick winners and hands; keep the score sheet; save.
  useEffect(() => {
    const fresh = ctx.log.slice(seenLog.current);
    seenLog.current = ctx.log.length;
    const lines = fresh.map((a) => w.announce(a, human, variant));
    if (finished && fresh.some((a) => a.type === 'play') && model.trick.length === 0) {
      lines.push(w.winnerLine(finished.winner, human));
      const what = changeOf(w, variant, settings, view);
      if (what) lines.push(what);
    }
    if (
      variant === 'daifugo' &&
      fresh.length > 0 &&
      Array.isArray(view['pile']) &&
      (view['pile'] as unknown[]).length === 0
    ) {
      lines.push(w.pileCleared);
    }
    let nextSheet = sheet;
    if (ctx.handsDone > seenHands.current) {
      seenHands.current = ctx.handsDone;
      nextSheet = [...sheet, [...model.totals]];
      setSheet(nextSheet);
      lines.push(w.handOverLine(ctx.handsDone));
    }
    const fx = variant === 'daifugo' && fresh.some((a) => a.type === 'play') ? w.lastEffects(view) : [];
    if (fx.length) lines.push(w.effectsLine(fx));
    if (over) lines.push(w.gameOverLine);
    if (lines.length) {
      setLive(lines.slice(-4).join(' '));
      setLogLines((l) => [...l, ...lines]);
    }
    setChosen([]);
    setPending(null);
    setRefused(null);
    setHint(null);
    // Save at the points where the game waits for the player ("Next trick" too, and at the end), in a task of
    // its own: between computer moves nothing changes that a reload could not redo.
    if (myTurn || over || waitingForNext) {
      const t = setTimeout(() => {
        try {
          const saved = savedForm({ settings, log: ctx.log, sheet: nextSheet }, engineFor);
          writeStorage(practiceKind(variant, engineFor).key, JSON.stringify(saved));
        } catch {
          /* a snapshot that cannot be saved is not fatal */
        }
      }, 0);
      return () => clearTimeout(t);
    }
    return undefined;
  }, [snap]);

  // Keep keyboard focus in the table: when the focused control goes away (a card played, a
  // button gone), focus the next sensible one: "Next trick", the hand, a choice, the table.
  // A layout effect: focus moves in the same task as the change, never a frame later.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !document.contains(active);
    if (!lost || !(focusInTable.current || myTurn)) return;
    const root = tableRef.current;
    if (!root) return;
    const next =
      root.querySelector<HTMLElement>('[data-testid="next-trick"]') ??
      root.querySelector<HTMLElement>('[data-testid="hand"] button.ecard[tabindex="0"]') ??
      root.querySelector<HTMLElement>('[data-testid="actions"] button:not([disabled]), [data-testid="actions"] select');
    if (next) next.focus();
    else if (focusInTable.current) root.focus();
  });

  const act = (a: AnyAction) => {
    goOn();
    actor.send({ type: 'game.act', action: a });
  };
  const askHint = async () => {
    hintClient.current ??= newBotClient();
    try {
      const r = await hintClient.current.requestMove({
        variant,
        view,
        legal,
        ruleSet: ruleSetOf(settings),
        level: 'normal',
        seed: `${settings.seed}-hint-${ctx.log.length}`,
      });
      if (r.failed) throw new Error(r.failed);
      const a = r.action as AnyAction;
      const mistakes = (r.mistakes ?? []).map((m) => {
        const x = m.action as AnyAction;
        return { card: x.type === 'play' && x.card ? x.card : null, why: m.why };
      });
      setHint({
        text: w.hintLine(w.actionLabel(a), r.hint, r.why),
        card: a.type === 'play' && a.card ? a.card : null,
        cards: a.type === 'play' && a.cards ? a.cards : [],
        mistakes,
      });
    } catch (e) {
      setHint({ text: w.noHint(msg(e)), card: null });
    }
  };
  useEffect(() => () => hintClient.current?.dispose(), []);

  // The hand that just ended is on the sheet in this very render (the effect above keeps it).
  const shownSheet = ctx.handsDone > sheet.length ? [...sheet, [...model.totals]] : sheet;
  const playable = groups.plays;
  const selecting = groups.select;
  const turnSeat = (view['toAct'] as number[] | undefined)?.[0] ?? (view['turn'] as number | null | undefined) ?? null;
  const players = model.seats.length;
  const says = w.speech(variant, view, ctx.log, players);

  // The trick on the felt: the finished one while it is held, else the one in play.
  // Daifugō: a pile just cleared stays on the felt, its clearing play on top, until the next lead.
  const pileShown = variant === 'daifugo' ? pileOnFelt(view) : null;
  const plays = showFinished ? finished!.plays : (pileShown?.plays ?? model.trick);
  const cleared =
    pileShown?.leader != null
      ? w.pileClearedLead(w.seatName(pileShown.leader, human), pileShown.leader === human)
      : null;
  let winning: number | null = null;
  let reason = '';
  const trump = view['trump'] as Suit | null | undefined;
  const finishedReason = finished ? reasonOf(w, variant, finished, trump ?? null) : '';
  if (showFinished) {
    winning = finished!.winner;
    reason = finishedReason;
  } else if (variant !== 'daifugo' && model.trick.length > 0) {
    const now = currentWinner(w, variant, settings, view, model.trick);
    if (now) ({ winning, reason } = now);
  }
  const leader = showFinished ? finished!.leader : (model.trick[0]?.seat ?? null);
  const effects = variant === 'daifugo' ? w.lastEffects(view) : [];
  const hand = sortHand(variant, model.hand, trump);
  // The exchange: the cards that came from the widow (kitty) are those not in the hand before it.
  const before = useRef<string[]>([]);
  if (model.phase !== 'exchange') before.current = model.hand;
  const widow =
    model.phase === 'exchange' && selecting && before.current.length > 0
      ? hand.filter((c) => !before.current.includes(c))
      : [];
  const legalCards = [...playable.keys()];
  const climbCards = new Set(climbPlays.flatMap((a) => a.cards!));
  const chosenKey = [...chosen].sort().join();
  const climbMatches = chosen.length ? climbPlays.filter((a) => [...a.cards!].sort().join() === chosenKey) : [];
  const handLive = myTurn && (playable.size > 0 || climbPlays.length > 0);
  const handCards: HandCard[] = hand.map((c) => {
    const acts = playable.get(c);
    const marks: CardMark[] = [];
    if (hint?.card === c || hint?.cards?.includes(c)) marks.push('special');
    const mistake = hint?.mistakes?.some((m) => m.card === c) ?? false;
    if (acts) {
      if (pending === c) marks.push('chosen');
      return {
        card: c,
        marks,
        extra: hint?.card === c ? w.cardPlayableHint : mistake ? w.cardPlayableMistake : w.cardPlayable,
        onPick: () => (acts.length === 1 ? act(acts[0]!) : setPending(c)),
      };
    }
    if (climbCards.has(c)) {
      const isChosen = chosen.includes(c);
      return {
        card: c,
        marks: isChosen ? [...marks, 'chosen'] : marks,
        pressed: isChosen,
        extra: w.cardChosen(isChosen, hint?.cards?.includes(c) ?? false, false),
        onPick: () => setChosen((x) => (x.includes(c) ? x.filter((y) => y !== c) : [...x, c])),
      };
    }
    if (selecting?.cards.includes(c)) {
      const isChosen = chosen.includes(c);
      return {
        card: c,
        marks: isChosen ? ['chosen'] : [],
        pressed: isChosen,
        extra: w.cardChosen(isChosen, false, widow.includes(c)),
        onPick: () => setChosen((x) => (x.includes(c) ? x.filter((y) => y !== c) : [...x, c])),
      };
    }
    // Daifugō, on the learner's turn: a dimmed card says why it cannot be played (the engine's reason), tapped too.
    if (!handLive || climbPlays.length === 0) return { card: c, marks };
    const why = climbWhy(w, settings, view, [c]);
    return { card: c, marks, why, onRefuse: () => setRefused(w.notAllowedCards(w.cardLabel(c), why)) };
  });
  const exchange =
    variant === 'daifugo' &&
    !over &&
    (model.phase === 'exchange' || ((view['history'] as unknown[] | undefined)?.length ?? 0) < players * 2)
      ? w.exchangeWords(
          ((ctx.state as { exchange?: ExchangeRec[] }).exchange ?? []).map((r) =>
            r.rich === human || r.poor === human ? r : { ...r, received: [], given: r.given ? [] : null },
          ),
          (view['titles'] as (string | null)[] | undefined) ?? [],
          human,
        )
      : [];
  const lastRound = view['lastRound'] as { history?: Record<string, unknown>[] } | null | undefined;
  const review =
    variant === 'daifugo' ? (
      lastRound?.history && (over || betweenHands || model.phase === 'exchange') ? (
        <PileReview piles={w.daifugoReview(lastRound.history, human)} human={human} />
      ) : null
    ) : view['result'] ? (
      <TrickReviewOf variant={variant} settings={settings} view={view} human={human} state={ctx.state} />
    ) : null;
  const status = over
    ? w.statusOver
    : waitingForNext
      ? w.statusTrickComplete
      : myTurn
        ? w.statusYourTurn
        : turnSeat !== null
          ? w.statusWaiting(w.seatName(turnSeat, human))
          : '';
  return (
    <div
      class="practice ptable not-content"
      data-testid="table"
      data-over={String(over)}
      data-my-turn={String(myTurn)}
      data-human={String(human)}
      ref={tableRef}
      tabIndex={-1}
      aria-label={w.cardTable}
      role="region"
      onFocusIn={() => (focusInTable.current = true)}
      onFocusOut={(e) => {
        const to = (e as FocusEvent).relatedTarget as Node | null;
        if (to && !tableRef.current?.contains(to)) focusInTable.current = false;
      }}
    >
      <p class="sr-only" aria-live="polite" data-testid="announcer">
        {live}
      </p>
      <p class="isl__meta">
        {w.handNo(variant === 'daifugo', model.handNo || 1)} · {w.phase(model.phase)} · {w.seedAround[0]}
        <code class="isl__seed">{settings.seed}</code>
        {w.seedAround[1]} · {w.levelPlayers(settings.level)} · <strong>{status}</strong>
      </p>
      {model.facts.length > 0 && <p class="isl__facts">{model.facts.join(' ')}</p>}
      <PhaseIntro text={phaseIntro(phases, over ? 'gameOver' : model.phase, myTurn)} />
      <Felt
        seats={model.seats.map((s) => ({
          seat: s.seat,
          name: s.name,
          roles: s.roles,
          cards: s.cards,
          taken: s.taken,
          total: s.total,
          says: says[s.seat] ?? null,
          toAct: !over && !waitingForNext && s.seat === turnSeat,
          wonTrick: showFinished && finished!.winner === s.seat,
          human: s.seat === human,
        }))}
        places={model.seats.map((s) => seatPlace(s.seat, players, human))}
        players={players}
        human={human}
        plays={plays}
        pile={variant === 'daifugo'}
        cleared={cleared}
        leader={leader}
        winning={winning}
        reason={reason}
        banner={effects.length ? w.effectsBanner(effects) : null}
        finished={
          showFinished
            ? {
                words: w.winnerLine(finished!.winner, human),
                reason: finishedReason,
                change: [
                  changeOf(w, variant, settings, view),
                  w.coachChange(finished!.winner, human, model.seats[finished!.winner]?.taken ?? ''),
                ]
                  .filter(Boolean)
                  .join(' '),
              }
            : null
        }
      >
        {waitingForNext && (
          <button type="button" class="isl__btn isl__btn--main" data-testid="next-trick" onClick={goOn}>
            {w.nextTrick}
          </button>
        )}
      </Felt>
      {variant !== 'daifugo' && view['result'] ? (
        <div class="tresult" data-testid="hand-result" role="group" aria-label={w.handResult}>
          {w
            .verdict(
              variant,
              view['result'] as Record<string, unknown>,
              human,
              ((ctx.state as { values?: Record<string, unknown> }).values ?? {}) as Record<string, unknown>,
            )
            .map((l, i) =>
              i === 0 ? (
                <p>
                  <strong>{l}</strong>
                </p>
              ) : (
                <p>{l}</p>
              ),
            )}
        </div>
      ) : (
        model.resultLines.map((l) => <p>{l}</p>)
      )}
      {ctx.error && (
        <p class="isl__notice" role="status">
          {ctx.error}
        </p>
      )}
      {variant === 'daifugo' && exchange.length > 0 && (
        <div class="texchange" data-testid="exchange" role="group" aria-label={w.exchangeGroup}>
          <p>
            <strong>{w.exchangeBefore(model.handNo)}</strong>
          </p>
          <ul>
            {exchange.map((l) => (
              <li>{l}</li>
            ))}
          </ul>
        </div>
      )}
      {review}
      {!over && (
        <>
          {widow.length > 0 && (
            <p class="twidow" data-testid="widow">
              {w.fromWidow}{' '}
              {widow.map((c) => (
                <>
                  <Card card={c} size="inline" />{' '}
                </>
              ))}
              {w.buryHint(selecting!.count)}
            </p>
          )}
          <HandFan
            cards={handCards}
            active={handLive}
            dimReason={climbPlays.length ? w.dimTapWhy : w.dimReason(model.trick, legalCards, hand)}
            said={refused}
          />
          <div class="practice__actions" data-testid="actions">
            {pending && playable.get(pending) && (
              <div class="isl__row" role="group" aria-label={w.howToPlayCard}>
                {playable.get(pending)!.map((a) => (
                  <button type="button" class="isl__btn isl__btn--main" data-action onClick={() => act(a)}>
                    {w.actionLabel(a)}
                  </button>
                ))}
                <button type="button" class="isl__btn" onClick={() => setPending(null)}>
                  {w.cancel}
                </button>
              </div>
            )}
            {climbPlays.length > 0 && (
              <div class="isl__row" role="group" aria-label={w.yourPlay}>
                <span data-testid="play-status">
                  {chosen.length === 0
                    ? w.choosePlay(climbPass !== undefined)
                    : climbMatches.length
                      ? w.chosenCards(chosen.map(w.cardLabel).join(' '))
                      : w.notAllowedCards(chosen.map(w.cardLabel).join(' '), climbWhy(w, settings, view, chosen))}
                </span>
                {climbMatches.length <= 1 ? (
                  <button
                    type="button"
                    class="isl__btn isl__btn--main"
                    data-testid="confirm-play"
                    disabled={climbMatches.length === 0}
                    onClick={() => climbMatches[0] && act(climbMatches[0])}
                  >
                    {w.play}
                  </button>
                ) : (
                  climbMatches.map((a) => (
                    <button
                      type="button"
                      class="isl__btn isl__btn--main"
                      data-testid="confirm-play"
                      onClick={() => act(a)}
                    >
                      {w.actionLabel(a)}
                      {w.reading(a['form'], a['low'])}
                    </button>
                  ))
                )}
                {climbPass && (
                  <button type="button" class="isl__btn tbids__pass" data-action onClick={() => act(climbPass)}>
                    {w.pass}
                  </button>
                )}
              </div>
            )}
            {selecting && (
              <div class="isl__row">
                <span>
                  {w.selectCount(w.selectVerb(selecting.type), selecting.upTo ?? false, selecting.count, chosen.length)}
                </span>
                <button
                  type="button"
                  class="isl__btn isl__btn--main"
                  data-testid="confirm-select"
                  data-count={selecting.count}
                  disabled={selecting.upTo ? chosen.length > selecting.count : chosen.length !== selecting.count}
                  onClick={() => {
                    const a = findSelected(selecting.actions, chosen);
                    if (a) act(a);
                    else setHint({ text: w.badCombination, card: null });
                  }}
                >
                  {w.selectVerb(selecting.type)}
                </button>
              </div>
            )}
            {model.phase === 'auction' && <AuctionHistory log={ctx.log} human={human} legal={legal} />}
            <ActionButtons actions={groups.buttons} onAct={act} hand={model.hand} />
            {myTurn && playable.size > 0 && !pending && <p class="isl__meta">{w.playHelp}</p>}
            {snap.matches({ deal: 'human' }) && ctx.redealPending && (
              <div class="isl__row">
                <p>{w.redealt}</p>
                <button
                  type="button"
                  class="isl__btn isl__btn--main"
                  data-action
                  onClick={() => {
                    goOn();
                    actor.send({ type: 'game.continue' });
                  }}
                >
                  {w.continue}
                </button>
              </div>
            )}
            {betweenHands && (
              <button
                type="button"
                class="isl__btn isl__btn--main"
                data-action
                onClick={() => {
                  goOn();
                  actor.send({ type: 'game.nextHand' });
                }}
              >
                {variant === 'daifugo' ? w.nextRound : w.nextHand}
              </button>
            )}
          </div>
          <div class="isl__row">
            <button type="button" class="isl__btn" disabled={!myTurn || legal.length === 0} onClick={askHint}>
              {w.hint}
            </button>
            {settings.learning && (
              <button
                type="button"
                class="isl__btn"
                disabled={ctx.humanMarks.length === 0}
                onClick={() => {
                  goOn();
                  actor.send({ type: 'game.undo' });
                }}
              >
                {w.undo}
              </button>
            )}
            <label class="isl__field">
              {w.speed}
              <select
                value={String(speed)}
                onChange={(e) => {
                  const v = Number((e.target as HTMLSelectElement).value);
                  pacing.speed = v;
                  setSpeed(v);
                }}
              >
                {SPEEDS.some(([, ms]) => ms === speed) ? null : (
                  <option value={String(speed)}>{w.speedMs(speed)}</option>
                )}
                {SPEEDS.map(([name, ms]) => (
                  <option value={String(ms)}>{w.speedName(name)}</option>
                ))}
              </select>
            </label>
            {variant !== 'daifugo' && (
              <label>
                <input
                  type="checkbox"
                  checked={hold}
                  onChange={(e) => {
                    const v = (e.target as HTMLInputElement).checked;
                    pacing.hold = v;
                    setHold(v);
                    if (!v) goOn();
                  }}
                />{' '}
                {w.pauseAfterTrick}
              </label>
            )}
            {confirmNew ? (
              <span class="isl__row" role="group" aria-label={w.discardThisGame}>
                <span>{w.discardQuestion}</span>
                <button type="button" class="isl__btn isl__btn--main" onClick={onNew}>
                  {w.discardIt}
                </button>
                <button type="button" class="isl__btn" onClick={() => setConfirmNew(false)}>
                  {w.keepPlaying}
                </button>
              </span>
            ) : (
              <button type="button" class="isl__btn" onClick={() => setConfirmNew(true)}>
                {w.newGame}
              </button>
            )}
          </div>
          {hint && (
            <div class="isl__feedback" role="status" data-testid="hint">
              <p>{hint.text}</p>
              {hint.mistakes && hint.mistakes.length > 0 && (
                <>
                  <p>{w.hintMistakesHead}</p>
                  <ul data-testid="hint-mistakes">
                    {hint.mistakes.map((m) => (
                      <li>{w.hintMistake(m.card && w.cardLabel(m.card as CardId), m.why)}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </>
      )}
      <GameLog lines={logLines} />
      {settings.learning && hasKnowPanel(view, variant) && <KnowPanel view={view} />}
      <ShareGame settings={settings} log={ctx.log} />
      {(shownSheet.length > 0 || over) && (
        <ScoreSheet sheet={shownSheet} human={human} final={over ? model.totals : null} />
      )}
      {over && (
        <div class="isl__row" data-testid="game-over">
          <p>
            <strong>{w.gameOver}</strong> {w.summary(model.totals, human)}
          </p>
          <button type="button" class="isl__btn isl__btn--main" onClick={onSameSeed}>
            {w.sameSeed}
          </button>
          <button type="button" class="isl__btn" onClick={onNew}>
            {w.newGame}
          </button>
        </div>
      )}
    </div>
  );
}

/** The coached hand's line for the phase the hand is in (announced politely as it changes). */
function PhaseIntro({ text }: { text: string | null }) {
  const w = usePracticeWords();
  if (text === null) return null;
  return (
    <p class="tintro" data-testid="phase-intro" aria-live="polite">
      <strong>{w.coach}</strong> {text}
    </p>
  );
}

interface ExchangeRec {
  rich: number;
  poor: number;
  count: number;
  received: CardId[];
  given: CardId[] | null;
}

type RC = { preset?: string; rules: Record<string, OptionValue> };
const rcOf = (s: PracticeSettings): RC => ({ ...(s.preset ? { preset: s.preset } : {}), rules: s.rules });

/** The engine's ranking (best first, no suit led) for trick `trickNo` of the hand in `view`. */
function rankingFor(
  variant: VariantId,
  settings: PracticeSettings,
  view: Record<string, unknown>,
  trickNo: number,
): RankedCard[] {
  const engine = engineFor(variant);
  if (engine.kind !== 'trick') return [];
  const secretary = view['secretaryCard'] as string | null | undefined;
  try {
    if (trickNo > engine.totalTricks(rcOf(settings))) return [];
    return engine.ranking(rcOf(settings), {
      trump: (view['trump'] as Suit | null | undefined) ?? null,
      trick: trickNo,
      led: null,
      ...(secretary ? { secretary } : {}),
    });
  } catch {
    return [];
  }
}

/** The coach's "what it changed" for the last finished trick ('' when nothing notable). */
function changeOf(
  w: PracticeWords,
  variant: VariantId,
  settings: PracticeSettings,
  view: Record<string, unknown>,
): string {
  if (variant === 'daifugo') return '';
  const done = finishedTricks(view) as { plays: { card: CardId }[] }[];
  const last = done[done.length - 1];
  if (!last) return '';
  const ranking = rankingFor(variant, settings, view, done.length + 1);
  if (ranking.length === 0) return '';
  const gone = done.slice(0, -1).flatMap((t) => t.plays.map((p) => p.card));
  return w.trickChange(
    ranking,
    gone,
    last.plays.map((p) => p.card),
  );
}

/** A finished trick's reason in the page's words (from the engine's explanation where there is one). */
function reasonOf(w: PracticeWords, variant: VariantId, t: FinishedTrick, trump: Suit | null): string {
  const first = t.plays[0]?.cards[0];
  const input = {
    variant,
    text: t.reason,
    led: first ? suitOf(first) : null,
    trump,
    first: t.winner === t.leader,
  };
  return w.trickReason(t.explanation ? { ...input, explanation: t.explanation } : input);
}

/** The hand's review for the trick-taking games (the declaring side and its target from the result). */
function TrickReviewOf({
  variant,
  settings,
  view,
  human,
  state,
}: {
  variant: VariantId;
  settings: PracticeSettings;
  view: Record<string, unknown>;
  human: number;
  state: unknown;
}) {
  const w = usePracticeWords();
  const r = view['result'] as Record<string, unknown>;
  const [best, setBest] = useState<{ key: string; values: (number | null)[] } | null>(null);
  const tricks = finishedTricks(view) as ReviewInput['tricks'];
  const empty = tricks.length === 0;
  const players = typeof view['players'] === 'number' ? view['players'] : (tricks[0]?.plays.length ?? 0);
  const seatOf = (k: string) => (typeof r[k] === 'number' ? [r[k] as number] : []);
  const ranking = (n: number) => rankingFor(variant, settings, view, n);
  let rows: ReviewTrick[];
  let unit: string;
  let side: number[];
  if (variant === 'nap') {
    const bid = r['bid'];
    side = seatOf('declarer');
    rows = w.handReview({
      tricks,
      players,
      value: () => 0,
      perTrick: true,
      side,
      need: typeof bid === 'number' ? bid : 5,
      misere: bid === 'misere',
      final: typeof r['tricks'] === 'number' ? r['tricks'] : 0,
      human,
      ranking,
    });
    unit = w.reviewUnit(variant);
  } else {
    const rules = (view['rules'] ?? {}) as { honours?: 'standard' | 'with-threes' };
    const value =
      variant === 'japanese'
        ? (c: CardId) => honourValue(c, { honours: rules.honours ?? 'standard' } as never)
        : variant === 'mighty'
          ? (c: CardId) => (isPointCard(c) ? 1 : 0)
          : (c: CardId) => (isHead(c) ? 1 : 0);
    const need =
      variant === 'japanese'
        ? r['bid']
        : variant === 'mighty'
          ? (r['contract'] as Record<string, unknown> | undefined)?.['number']
          : (r['bid'] as Record<string, unknown> | undefined)?.['heads'];
    side = [
      ...seatOf(variant === 'mighty' ? 'declarer' : 'napoleon'),
      ...seatOf(variant === 'japanese' ? 'adjutant' : variant === 'mighty' ? 'friend' : 'secretary'),
    ];
    rows = w.handReview({
      tricks,
      players,
      value,
      side,
      need: typeof need === 'number' ? need : 0,
      final: typeof r['points'] === 'number' ? r['points'] : 0,
      human,
      ranking,
    });
    unit = w.reviewUnit(variant);
  }
  const trump = (view['trump'] as Suit | null | undefined) ?? null;
  rows = rows.map((t) => ({
    ...t,
    reason: reasonOf(
      w,
      variant,
      {
        plays: t.plays.map((p) => ({ seat: p.seat, cards: [p.card] })),
        leader: t.leader,
        winner: t.winner,
        reason: t.reason,
        ...(t.explanation ? { explanation: t.explanation } : {}),
      },
      trump,
    ),
  }));
  // The exact solver on the last tricks (small positions: a few thousand nodes), loaded only
  // when a review is shown and run after the review is on screen.
  const key = trickKey(lastFinished(view));
  useEffect(() => {
    if (empty || best?.key === key || side.length === 0) return undefined;
    let live = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    // one solve per task, the smallest first: the page never waits long for any of them
    const later = (f: () => void) => timers.push(setTimeout(() => live && f(), 0));
    later(() => {
      void import('../engine/solver/judge.ts').then(({ judgeSolverQuery }) => {
        const st = state as { rules?: unknown; values?: unknown };
        const rules = { variant, rules: variant === 'japanese' ? st.rules : st.values } as Parameters<
          typeof judgeSolverQuery
        >[0];
        const trump = (view['trump'] as Suit | null | undefined) ?? null;
        const secretary = view['secretaryCard'] as string | null | undefined;
        const values: (number | null)[] = rows.map(() => null);
        const solveAt = (i: number) => {
          const row = rows[i]!;
          try {
            const a = judgeSolverQuery(rules, {
              query: 'solve',
              trump,
              hands: row.hands,
              leader: row.leader,
              plays: [],
              side,
              ...(secretary ? { secretary } : {}),
            });
            values[i] = typeof a['best'] === 'number' ? a['best'] : null;
          } catch {
            values[i] = null;
          }
        };
        const first = Math.max(0, rows.length - SOLVED_TRICKS);
        const step = (i: number) => {
          if (i < first) {
            setBest({ key, values });
            return;
          }
          solveAt(i);
          later(() => step(i - 1));
        };
        later(() => step(rows.length - 1));
      });
    });
    return () => {
      live = false;
      timers.forEach(clearTimeout);
    };
  }, [key]);
  const solved = best?.key === key ? w.bestFromHere(rows, side, best.values, unit) : [];
  if (empty) return null;
  return <TrickReview tricks={rows} human={human} unit={unit} solved={solved} />;
}

/** The review asks the exact solver about this many last tricks (small positions only). */
const SOLVED_TRICKS = 4;

/** Why the chosen Daifugō cards cannot be played now (the engine's reason when it can say). */
function climbWhy(
  w: PracticeWords,
  settings: PracticeSettings,
  view: Record<string, unknown>,
  chosen: readonly string[],
): string {
  const e = engineFor('daifugo');
  if (e.kind !== 'climb') return w.climbNotNow;
  try {
    const pile = ((view['pile'] as { cards: string[] }[] | undefined) ?? []).map((p) => p.cards);
    const v = e.judgePlay(
      rcOf(settings),
      {
        pile,
        reversed: view['revolution'] === true,
        elevenBack: view['elevenBack'] === true,
        lockedSuits: (view['lockedSuits'] as Suit[] | undefined) ?? [],
      },
      [...chosen],
    );
    return v.legal ? w.climbNotNow : w.climbNotAllowed(v.reason);
  } catch {
    return w.climbNotNow;
  }
}

const SPEEDS: readonly (readonly [string, number])[] = [
  ['slow', 1400],
  ['normal', 700],
  ['fast', 250],
  ['instant', 0],
];

/** The card winning the trick in play so far, with the engine's reason (null when it cannot say). */
function currentWinner(
  w: PracticeWords,
  variant: VariantId,
  settings: PracticeSettings,
  view: Record<string, unknown>,
  trick: { seat: number; cards: string[] }[],
): { winning: number; reason: string } | null {
  const engine = engineFor(variant);
  if (engine.kind !== 'trick') return null;
  const done = finishedTricks(view);
  const raw = ((view['trick'] as { plays?: { declared?: Suit }[] } | null)?.plays ?? view['current']) as
    { declared?: Suit }[] | undefined;
  const declared = raw?.[0]?.declared;
  const secretary = view['secretaryCard'] as string | null | undefined;
  try {
    const v = engine.winner(
      { ...(settings.preset ? { preset: settings.preset } : {}), rules: settings.rules },
      {
        trump: (view['trump'] as Suit | null | undefined) ?? null,
        trick: done.length + 1,
        plays: trick.map((p) => p.cards[0]!),
        ...(declared ? { declared } : {}),
        ...(secretary ? { secretary } : {}),
      },
    );
    const seat = trick[v.winner]?.seat;
    if (seat === undefined) return null;
    const first = trick[0]!.cards[0]!;
    const input = {
      variant,
      text: v.reason,
      led: suitOf(first),
      trump: (view['trump'] as Suit | null | undefined) ?? null,
      first: v.winner === 0,
    };
    return {
      winning: seat,
      reason: w.trickReason(v.explanation ? { ...input, explanation: v.explanation } : input),
    };
  } catch {
    return null;
  }
}

/** Partner-card choices (adjutant, secretary, friend card): the cards named, in the engine's order. */
const cardCall = (a: AnyAction) =>
  (a.type === 'adjutant' || a.type === 'secretary' || (a.type === 'friend' && a['mode'] === 'card')) && a.card
    ? a.card
    : null;

function ActionButtons({
  actions,
  onAct,
  hand,
}: {
  actions: AnyAction[];
  onAct: (a: AnyAction) => void;
  hand: readonly string[];
}) {
  const w = usePracticeWords();
  // The usual partner card: the strongest card not held (the engine lists the strongest first).
  const suggested = actions.findIndex((a) => cardCall(a) !== null && !hand.includes(cardCall(a)!));
  const [picked, setPicked] = useState(Math.max(0, suggested));
  useEffect(() => setPicked(Math.max(0, suggested)), [actions.length]);
  if (actions.length === 0) return null;
  const bids = actions.some((a) => a.type === 'bid');
  const grid = bids ? bidGrid(actions) : null;
  if (grid) return <BidGrid grid={grid} actions={actions} onAct={onAct} />;
  if (actions.length <= 10 || bids) {
    return (
      <div
        class={`isl__row${bids ? ' tbids' : ''}`}
        role="group"
        aria-label={bids ? w.yourBid : w.yourChoices}
        data-testid={bids ? 'bidding-box' : undefined}
      >
        {actions.map((a) => (
          <button
            type="button"
            class={`isl__btn${a.type === 'pass' ? ' tbids__pass' : ''}`}
            data-action
            onClick={() => onAct(a)}
          >
            {bids && a.type === 'bid' ? w.bidWords(a) : w.actionLabel(a)}
          </button>
        ))}
      </div>
    );
  }
  const pass = actions.find((a) => a.type === 'pass');
  const card = cardCall(actions[picked] ?? actions[0]!);
  return (
    <div class="isl__row">
      <label class="isl__field">
        {w.yourChoice}
        <select
          value={String(picked)}
          onChange={(e) => setPicked(Number((e.target as HTMLSelectElement).value))}
          data-testid="choice"
        >
          {actions.map((a, i) => (
            <option value={String(i)}>
              {w.actionLabel(a)}
              {i === suggested ? w.usualChoice : ''}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        class="isl__btn isl__btn--main"
        data-action
        onClick={() => onAct(actions[picked] ?? actions[0]!)}
      >
        {w.confirm}
      </button>
      {pass && (
        <button type="button" class="isl__btn" data-action onClick={() => onAct(pass)}>
          {w.pass}
        </button>
      )}
      {suggested >= 0 && <p class="isl__meta">{w.usualChoiceNote}</p>}
      {card && hand.includes(card) && (
        <p class="isl__notice" role="status" data-testid="solo-warning">
          {w.soloWarning}
        </p>
      )}
    </div>
  );
}

const STRAIN_ORDER = ['C', 'D', 'H', 'S', 'NT'];

/** The bid's number and suit (Japanese, tw-hk, Mighty); null for a bid without a suit (Nap). */
function bidCell(a: AnyAction): { n: number; strain: string } | null {
  if (a.type !== 'bid' || a.card) return null;
  const n = a['count'] ?? a['heads'] ?? a['number'];
  const strain = a['suit'] ?? a['strain'] ?? 'NT';
  return typeof n === 'number' && typeof strain === 'string' && STRAIN_ORDER.includes(strain) ? { n, strain } : null;
}

/**
 * Legal bids as a grid of number × suit, when every bid has exactly one cell (otherwise null:
 * Nap's bids have no suit, and a Japanese bid that names its adjutant card has many per cell).
 */
function bidGrid(
  actions: readonly AnyAction[],
): { numbers: number[]; strains: string[]; cells: Map<string, AnyAction> } | null {
  const cells = new Map<string, AnyAction>();
  for (const a of actions) {
    if (a.type !== 'bid') continue;
    const c = bidCell(a);
    if (!c) return null;
    const k = `${c.n}${c.strain}`;
    if (cells.has(k)) return null;
    cells.set(k, a);
  }
  if (cells.size === 0) return null;
  const all = [...cells.values()].map((a) => bidCell(a)!);
  const numbers = [...new Set(all.map((c) => c.n))].sort((x, y) => x - y);
  const strains = STRAIN_ORDER.filter((s) => all.some((c) => c.strain === s));
  return { numbers, strains, cells };
}

function BidGrid({
  grid,
  actions,
  onAct,
}: {
  grid: NonNullable<ReturnType<typeof bidGrid>>;
  actions: readonly AnyAction[];
  onAct: (a: AnyAction) => void;
}) {
  const w = usePracticeWords();
  const others = actions.filter((a) => a.type !== 'bid');
  return (
    <div class="tbids tbids--grid" role="group" aria-label={w.yourBid} data-testid="bidding-box">
      <div class="isl__row">
        {others.map((a) => (
          <button
            type="button"
            class={`isl__btn${a.type === 'pass' ? ' tbids__pass' : ''}`}
            data-action
            onClick={() => onAct(a)}
          >
            {w.actionLabel(a)}
          </button>
        ))}
      </div>
      <table class="tbids__grid">
        <caption>{w.bidGridCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.bidHead}</th>
            {grid.strains.map((st) => (
              <th scope="col" aria-label={w.strainWord(st)} class={`tbids__suit tbids__suit--${st}`}>
                {w.strainHead(st)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.numbers.map((n) => (
            <tr>
              <th scope="row">{n}</th>
              {grid.strains.map((st) => {
                const a = grid.cells.get(`${n}${st}`);
                return (
                  <td>
                    {a ? (
                      <button
                        type="button"
                        class={`isl__btn tbids__cell tbids__suit--${st}`}
                        data-action
                        // the visible text is part of the name (axe: label-content-name-mismatch)
                        aria-label={w.bidCellName(n, st, a)}
                        onClick={() => onAct(a)}
                      >
                        {n} {w.strainHead(st)}
                      </button>
                    ) : (
                      <span class="tbids__none" aria-hidden="true">
                        ·
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The auction so far (this hand): who bid what, and what is still possible. */
function AuctionHistory({
  log,
  human,
  legal,
}: {
  log: readonly AnyAction[];
  human: number;
  legal: readonly AnyAction[];
}) {
  const w = usePracticeWords();
  const calls: AnyAction[] = [];
  for (let i = log.length - 1; i >= 0 && (log[i]!.type === 'bid' || log[i]!.type === 'pass'); i--)
    calls.unshift(log[i]!);
  const high = [...calls].reverse().find((a) => a.type === 'bid');
  return (
    <div class="tauction" data-testid="auction">
      <p>
        <strong>{w.auctionHead}</strong>
        {high && typeof high.seat === 'number'
          ? w.auctionHigh(w.bidWords(high), w.seatName(high.seat, human))
          : w.auctionNone}
      </p>
      {high && legal.length > 0 && <p data-testid="auction-why">{higherWords(w, high, legal)}</p>}
      {calls.length > 0 && (
        <ol class="tauction__list">
          {calls.map((a) => (
            <li>{w.auctionCall(typeof a.seat === 'number' ? w.seatName(a.seat, human) : '', w.bidWords(a))}</li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Why lower bids are gone and which are left: "4 is taken: Nap (5) is the only higher bid." */
function higherWords(w: PracticeWords, high: AnyAction, legal: readonly AnyAction[]): string {
  const names = [...new Set(higherBids(legal).map((a) => w.bidName(a)))];
  return w.higherWords(w.bidWords(high), names);
}

/** Every bid, call, play, trick winner and effect of the game, in words. */
function GameLog({ lines }: { lines: readonly string[] }) {
  const w = usePracticeWords();
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <details class="tlog" data-testid="game-log">
      <summary>{w.gameLogCount(lines.length)}</summary>
      <ol class="tlog__list" ref={ref} tabIndex={0} aria-label={w.gameLog}>
        {lines.map((l) => (
          <li>{l}</li>
        ))}
      </ol>
    </details>
  );
}

function ScoreSheet({ sheet, human, final }: { sheet: number[][]; human: number; final: number[] | null }) {
  const w = usePracticeWords();
  const players = (sheet[0] ?? final ?? []).length;
  return (
    <table class="practice__sheet" data-testid="score-sheet">
      <caption>{w.scoreSheet}</caption>
      <thead>
        <tr>
          <th scope="col">{w.after}</th>
          {Array.from({ length: players }, (_, i) => (
            <th scope="col">{w.seatName(i, human)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sheet.map((row, h) => (
          <tr>
            <th scope="row">{w.handN(h + 1)}</th>
            {row.map((t) => (
              <td>{num(t)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
