/**
 * The practice table: a whole game of any of the five games against computer players.
 *
 * The flow machine (src/machines/variants.ts) runs the game and asks the engine every rule
 * question; computer seats decide in a Web Worker (practice/bot-worker.ts) from their own view
 * only. The human plays by click or keyboard (every control is a button or a form field);
 * plays and trick winners are announced in an aria-live region. The game is saved to
 * localStorage after every change (an XState persisted snapshot) and resumed on reload; a save
 * that cannot be read is kept under a backup key and a notice offers a new game.
 *
 * The address carries the game (islands-logic/practice.ts `settingsFromParams`, the one rules
 * format of rules-url.ts): `?v=japanese&r=standard+killer=HQ&seed=…&seat=0&level=easy` starts
 * that game at once (test hooks: `delay`, `hands`), and the address follows the game being played.
 * Sharing and saving to a file are in PracticeShare.tsx.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor, type AnyActorRef, type AnyStateMachine, type Snapshot } from 'xstate';
import { VARIANT_IDS, type OptionDecl, type OptionValue, type VariantId } from '../engine/options.ts';
import { createVariantFlowMachine, VARIANT_FLOWS } from '../machines/variants.ts';
import type { BotRequest as FlowBotRequest } from '../machines/flow.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import { describeRules, optionGroups, optionValues, ruleSectionHref, valueWords } from '../islands-logic/rule-words.ts';
import { msg } from '../islands-logic/compare-url.ts';
import {
  actionLabel,
  announce,
  backupKey,
  defaultSettings,
  findSelected,
  groupActions,
  LEVELS,
  parseSave,
  ruleSetOf,
  saveKey,
  seatName,
  practiceQuery,
  sameGame,
  settingsFromParams,
  tableModel,
  type AnyAction,
  type Level,
  type PracticeSettings,
  type SavedGame,
} from '../islands-logic/practice.ts';
import { readStorage, writeStorage } from '../islands-logic/storage.ts';
import { Words } from './Words.tsx';
import { workerClient, type BotClient } from '../bots/client.ts';
import { useSnapshot } from './use-actor.ts';
import Card, { type CardMark } from './Card.tsx';
import type { Suit } from '../engine/cards.ts';
import { Felt } from './table/Table.tsx';
import { HandFan, type HandCard } from './table/HandFan.tsx';
import {
  dimReason,
  finishedTricks,
  lastEffects,
  lastFinished,
  seatPlace,
  sortHand,
  speech,
  trickKey,
  verdict,
  winnerWords,
} from '../islands-logic/table-view.ts';
import { hintLine } from '../islands-logic/hint-text.ts';
import { num } from '../islands-logic/numbers.ts';
import { OpenHandFile, ShareGame } from './PracticeShare.tsx';
import './islands.css';

export interface PracticeGameProps {
  variant: VariantId;
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

export default function PracticeGame({ variant }: PracticeGameProps) {
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

  useEffect(() => {
    setHydrated(true);
    const params = new URLSearchParams(location.search);
    const fromUrl = settingsFromParams(defaultSettings(variant, `etori-${Date.now().toString(36)}`), params, engineFor);
    setSettings(fromUrl.settings);
    const found: string[] = [...fromUrl.notices];
    const raw = readStorage(saveKey(variant));
    const loaded = parseSave(raw, variant);
    if (loaded.notice && raw !== null) {
      writeStorage(backupKey(variant), raw);
      found.push(`${loaded.notice} It was kept in this browser under “${backupKey(variant)}”. Start a new game below.`);
    } else if (
      loaded.value &&
      params.has('seed') &&
      !sameGame(loaded.value.settings, fromUrl.settings, engineFor(variant))
    ) {
      // A link to another game: set it up, and keep the saved game until the player starts this one.
      setKept(loaded.value);
      found.push('This link sets up a new game, shown below. Your saved game is kept until you start this one.');
    } else if (loaded.value) {
      setRunning({ settings: loaded.value.settings, save: loaded.value, key: 1 });
      found.push('Your saved game was restored.');
    } else if (params.has('seed')) {
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
    h1.textContent = shown === variant ? heading.current : `${engineFor(shown).title} — practice game`;
  }, [shown, hydrated]);

  const start = (s: PracticeSettings, log?: AnyAction[]) => {
    setNotices([]);
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
    <section class="isl isl-practice" aria-label={`Practice game`} data-hydrated={String(hydrated)}>
      {notices.map((n) => (
        <p class="isl__notice" role="status">
          {n}
        </p>
      ))}
      {kept && !running && (
        <p class="isl__row">
          <button
            type="button"
            class="isl__btn"
            onClick={() => {
              setNotices(['Your saved game was restored.']);
              setRunning({ settings: kept.settings, save: kept, key: 1 });
              setKept(null);
            }}
          >
            Go back to my saved game
          </button>
        </p>
      )}
      {running ? (
        <Table
          key={running.key}
          settings={running.settings}
          save={running.save}
          log={running.log}
          onNew={() => {
            try {
              localStorage.removeItem(saveKey(running.settings.variant));
            } catch {
              /* storage unavailable */
            }
            setSettings(running.settings);
            setRunning(null);
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
  const engine = engineFor(settings.variant);
  const rc = { preset: settings.preset, rules: settings.rules };
  let error: string | null = null;
  let players = 4;
  try {
    players = playersOf(settings);
  } catch (e) {
    error = msg(e);
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
  const words = describeRules(engine, rc).line;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!error) onStart({ ...settings, seat: Math.min(settings.seat, players - 1) });
      }}
    >
      <h3>New game</h3>
      <div class="isl__row">
        <label class="isl__field">
          Game
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
            {VARIANT_IDS.map((v) => (
              <option value={v}>{engineFor(v).title}</option>
            ))}
          </select>
        </label>
        <label class="isl__field">
          Rules
          <select
            value={settings.preset ?? engine.presets[0]!.id}
            onChange={(e) => set({ preset: (e.target as HTMLSelectElement).value })}
          >
            {engine.presets.map((p) => (
              <option value={p.id}>{p.label}</option>
            ))}
          </select>
        </label>
        {playersDecl && (
          <OptionField
            name="players"
            label="Players"
            decl={playersDecl}
            value={players}
            onChange={(v) => setOption('players', v)}
          />
        )}
        <label class="isl__field">
          Your seat
          <select
            value={String(Math.min(settings.seat, players - 1))}
            onChange={(e) => set({ seat: Number((e.target as HTMLSelectElement).value) })}
          >
            {Array.from({ length: players }, (_, i) => (
              <option value={String(i)}>Seat {i + 1}</option>
            ))}
          </select>
        </label>
        <label class="isl__field">
          Computer players
          <select
            value={settings.level}
            onChange={(e) => set({ level: (e.target as HTMLSelectElement).value as Level })}
          >
            {LEVELS.map((l) => (
              <option value={l}>{l}</option>
            ))}
          </select>
        </label>
        <label class="isl__field">
          Hands
          <select
            value={String(settings.hands)}
            onChange={(e) => set({ hands: Number((e.target as HTMLSelectElement).value) })}
          >
            {[1, 3, 5, 10, 0].map((n) => (
              <option value={String(n)}>{n === 0 ? 'as the rules say' : String(n)}</option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.learning}
            onChange={(e) => set({ learning: (e.target as HTMLInputElement).checked })}
          />{' '}
          Learning mode (undo)
        </label>
      </div>
      <details
        class="isl-setup__rules"
        open={rulesOpen}
        onToggle={(e) => setRulesOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>Every rule option ({Object.keys(engine.options).length})</summary>
        {/* Built only when opened: some thirty labelled controls the page need not carry otherwise. */}
        {rulesOpen &&
          optionGroups(engine.options, ['players']).map((g) => (
            <fieldset class="isl-setup__topic" data-topic={g.topic}>
              <legend>{g.label}</legend>
              {g.options.map(({ key: k, decl: d }) => (
                <OptionField
                  name={k}
                  label={d.label}
                  decl={d}
                  value={
                    settings.rules[k] ?? engine.presets.find((p) => p.id === settings.preset)?.values[k] ?? d.default
                  }
                  onChange={(v) => setOption(k, v)}
                  description={d.description}
                  href={ruleSectionHref(settings.variant, k, d)}
                />
              ))}
            </fieldset>
          ))}
        {rulesOpen && (
          <details class="isl-setup__keys">
            <summary>Show option keys</summary>
            <p class="isl__meta">
              For people who write rule files: each option's key and its values as a rule file writes them.
            </p>
            <ul class="isl__list">
              {Object.entries(engine.options).map(([k, d]) => (
                <li>
                  {d.label}: <code>{k}</code> (
                  {optionValues(d)
                    .map((v) => JSON.stringify(v))
                    .join(', ')}
                  )
                </li>
              ))}
            </ul>
          </details>
        )}
      </details>
      <p class="isl__meta">
        Rules: <Words text={words} />.
      </p>
      {error && (
        <p class="isl__notice" role="status">
          {error}
        </p>
      )}
      <button type="submit" class="isl__btn isl__btn--main" disabled={!hydrated || error !== null}>
        Start the game
      </button>
    </form>
  );
}

function OptionField({
  name,
  label,
  decl,
  value,
  onChange,
  description,
  href,
}: {
  name: string;
  label: string;
  decl: OptionDecl;
  value: OptionValue;
  onChange: (v: OptionValue) => void;
  /** Shown under the control (not a tooltip: touch screens have none). */
  description?: string;
  /** The option's section on the rules pages. */
  href?: string;
}) {
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
        <option value={String(v)}>{valueWords(decl, v)}</option>
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
            <a href={href} aria-label={`More about this rule: ${label}`}>
              More about this rule
            </a>
          </>
        )}
      </p>
    </div>
  );
}

// ------------------------------------------------------------------ the table

function Table({
  settings,
  save,
  log,
  onNew,
  onSameSeed,
}: {
  settings: PracticeSettings;
  save: SavedGame | null;
  log?: AnyAction[] | undefined;
  onNew: () => void;
  onSameSeed: () => void;
}) {
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
      return r.action;
    };
    const machine = createVariantFlowMachine(variant, ask as never);
    try {
      if (save)
        return createActor(machine as unknown as AnyStateMachine, {
          snapshot: save.snapshot as Snapshot<unknown>,
        }).start() as unknown as AnyActorRef;
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
          ...(log ? { log } : {}),
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
          This game could not start: {problem ?? 'unknown problem'}
        </p>
        <button type="button" class="isl__btn" onClick={onNew}>
          New game
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
  onNew,
  onSameSeed,
}: {
  actor: AnyActorRef;
  game: GameFns;
  settings: PracticeSettings;
  save: SavedGame | null;
  pacing: Pacing;
  onNew: () => void;
  onSameSeed: () => void;
}) {
  const snap = useSnapshot(actor) as unknown as Snap;
  const variant = settings.variant;
  const human = settings.seat;
  const ctx = snap.context;
  const view = game.view(ctx.state, human);
  const model = tableModel(variant, view, human);
  const over = snap.status === 'done';
  const myTurn = !over && JSON.stringify(snap.value).includes('"human"');
  // Between hands the flow machine takes `game.nextHand` (whoever the engine asks to deal).
  const betweenHands = !over && snap.matches({ result: 'human' });
  const legal = myTurn && !ctx.redealPending && !betweenHands ? game.legalActions(ctx.state, human) : [];
  const groups = groupActions(legal);
  const [chosen, setChosen] = useState<string[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  const [live, setLive] = useState<string>('');
  const [hint, setHint] = useState<{ text: string; card: string | null } | null>(null);
  const [sheet, setSheet] = useState<number[][]>(save?.sheet ?? []);
  const [acked, setAcked] = useState(pacing.acked);
  const [hold, setHold] = useState(pacing.hold);
  const [speed, setSpeed] = useState(pacing.speed);
  const [confirmNew, setConfirmNew] = useState(false);
  const [logLines, setLogLines] = useState<string[]>(() => ctx.log.map((a) => announce(a, human)));
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
    const lines = fresh.map((a) => announce(a, human));
    if (finished && fresh.some((a) => a.type === 'play') && model.trick.length === 0) {
      lines.push(`${winnerWords(finished.winner, human)}.`);
    }
    if (
      variant === 'daifugo' &&
      fresh.length > 0 &&
      Array.isArray(view['pile']) &&
      (view['pile'] as unknown[]).length === 0
    ) {
      lines.push('The pile is cleared.');
    }
    let nextSheet = sheet;
    if (ctx.handsDone > seenHands.current) {
      seenHands.current = ctx.handsDone;
      nextSheet = [...sheet, [...model.totals]];
      setSheet(nextSheet);
      lines.push(`Hand ${ctx.handsDone} is over.`);
    }
    const fx = variant === 'daifugo' && fresh.some((a) => a.type === 'play') ? lastEffects(view) : [];
    if (fx.length) lines.push(`${fx.join(', ')}.`);
    if (over) lines.push('The game is over.');
    if (lines.length) {
      setLive(lines.slice(-4).join(' '));
      setLogLines((l) => [...l, ...lines]);
    }
    setChosen([]);
    setPending(null);
    setHint(null);
    // Save at the points where the game waits for the player ("Next trick" too, and at the end), in a task of
    // its own: between computer moves nothing changes that a reload could not redo.
    if (myTurn || over || waitingForNext) {
      const t = setTimeout(() => {
        try {
          const saved: SavedGame = { v: 1, settings, snapshot: actor.getPersistedSnapshot(), sheet: nextSheet };
          writeStorage(saveKey(variant), JSON.stringify(saved));
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
      const a = r.action as AnyAction;
      setHint({ text: hintLine(actionLabel(a), r.hint), card: a.type === 'play' && a.card ? a.card : null });
    } catch (e) {
      setHint({ text: `No hint: ${msg(e)}`, card: null });
    }
  };
  useEffect(() => () => hintClient.current?.dispose(), []);

  // The hand that just ended is on the sheet in this very render (the effect above keeps it).
  const shownSheet = ctx.handsDone > sheet.length ? [...sheet, [...model.totals]] : sheet;
  const playable = groups.plays;
  const selecting = groups.select;
  const turnSeat = (view['toAct'] as number[] | undefined)?.[0] ?? (view['turn'] as number | null | undefined) ?? null;
  const players = model.seats.length;
  const says = speech(variant, view, ctx.log, players);

  // The trick on the felt: the finished one while it is held, else the one in play.
  const plays = showFinished ? finished!.plays : model.trick;
  let winning: number | null = null;
  let reason = '';
  if (showFinished) {
    winning = finished!.winner;
    reason = finished!.reason;
  } else if (variant !== 'daifugo' && model.trick.length > 0) {
    const now = currentWinner(variant, settings, view, model.trick);
    if (now) ({ winning, reason } = now);
  }
  const leader = showFinished ? finished!.leader : (model.trick[0]?.seat ?? null);
  const effects = variant === 'daifugo' ? lastEffects(view) : [];
  const trump = view['trump'] as Suit | null | undefined;
  const hand = sortHand(variant, model.hand, trump);
  // The exchange: the cards that came from the widow (kitty) are those not in the hand before it.
  const before = useRef<string[]>([]);
  if (model.phase !== 'exchange') before.current = model.hand;
  const widow =
    model.phase === 'exchange' && selecting && before.current.length > 0
      ? hand.filter((c) => !before.current.includes(c))
      : [];
  const legalCards = [...playable.keys()];
  const handCards: HandCard[] = hand.map((c) => {
    const acts = playable.get(c);
    const marks: CardMark[] = [];
    if (hint?.card === c) marks.push('special');
    if (acts) {
      if (pending === c) marks.push('chosen');
      return {
        card: c,
        marks,
        extra: hint?.card === c ? 'playable, the hint' : 'playable',
        onPick: () => (acts.length === 1 ? act(acts[0]!) : setPending(c)),
      };
    }
    if (selecting?.cards.includes(c)) {
      const isChosen = chosen.includes(c);
      const from = widow.includes(c) ? ', from the widow' : '';
      return {
        card: c,
        marks: isChosen ? ['chosen'] : [],
        pressed: isChosen,
        extra: `${isChosen ? 'chosen' : 'not chosen'}${from}`,
        onPick: () => setChosen((x) => (x.includes(c) ? x.filter((y) => y !== c) : [...x, c])),
      };
    }
    return { card: c, marks };
  });
  const status = over
    ? 'The game is over.'
    : waitingForNext
      ? 'The trick is complete.'
      : myTurn
        ? 'Your turn.'
        : turnSeat !== null
          ? `Waiting for ${seatName(turnSeat, human)}.`
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
      aria-label="Card table"
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
        {variant === 'daifugo' ? 'Round' : 'Hand'} {model.handNo || 1} · {model.phase} · seed “{settings.seed}” ·{' '}
        {settings.level} computer players · <strong>{status}</strong>
      </p>
      {model.facts.length > 0 && <p class="isl__facts">{model.facts.join(' ')}</p>}
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
        leader={leader}
        winning={winning}
        reason={reason}
        banner={effects.length ? `${effects.join(' · ')}!` : null}
        finished={
          showFinished
            ? {
                words: winnerWords(finished!.winner, human),
                reason: finished!.reason,
                change: coachChange(finished!.winner, human, model.seats[finished!.winner]?.taken ?? ''),
              }
            : null
        }
      >
        {waitingForNext && (
          <button type="button" class="isl__btn isl__btn--main" data-testid="next-trick" onClick={goOn}>
            Next trick
          </button>
        )}
      </Felt>
      {variant !== 'daifugo' && view['result'] ? (
        <div class="tresult" data-testid="hand-result" role="group" aria-label="The hand's result">
          {verdict(variant, view['result'] as Record<string, unknown>, human).map((l, i) =>
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
      {!over && (
        <>
          {widow.length > 0 && (
            <p class="twidow" data-testid="widow">
              From the widow:{' '}
              {widow.map((c) => (
                <>
                  <Card card={c} size="inline" />{' '}
                </>
              ))}
              — choose the {selecting!.count} cards to bury from your whole hand, these included.
            </p>
          )}
          <HandFan
            cards={handCards}
            active={myTurn && playable.size > 0}
            dimReason={dimReason(model.trick, legalCards, hand)}
          />
          <div class="practice__actions" data-testid="actions">
            {pending && playable.get(pending) && (
              <div class="isl__row" role="group" aria-label="How to play this card">
                {playable.get(pending)!.map((a) => (
                  <button type="button" class="isl__btn isl__btn--main" data-action onClick={() => act(a)}>
                    {actionLabel(a)}
                  </button>
                ))}
                <button type="button" class="isl__btn" onClick={() => setPending(null)}>
                  Cancel
                </button>
              </div>
            )}
            {selecting && (
              <div class="isl__row">
                <span>
                  {selecting.verb} {selecting.upTo ? 'up to ' : ''}
                  {selecting.count} card{selecting.count === 1 ? '' : 's'}: chosen {chosen.length}.
                </span>
                <button
                  type="button"
                  class="isl__btn isl__btn--main"
                  data-testid="confirm-select"
                  disabled={selecting.upTo ? chosen.length > selecting.count : chosen.length !== selecting.count}
                  onClick={() => {
                    const a = findSelected(selecting.actions, chosen);
                    if (a) act(a);
                    else setHint({ text: 'That combination is not allowed; choose other cards.', card: null });
                  }}
                >
                  {selecting.verb}
                </button>
              </div>
            )}
            {model.phase === 'auction' && <AuctionHistory log={ctx.log} human={human} />}
            <ActionButtons actions={groups.buttons} onAct={act} hand={model.hand} />
            {myTurn && playable.size > 0 && !pending && (
              <p class="isl__meta">
                Play a card from your hand: click it, or Tab to the hand, move with the arrow keys and press Enter.
              </p>
            )}
            {snap.matches({ deal: 'human' }) && ctx.redealPending && (
              <div class="isl__row">
                <p>Nobody bid: the cards have been dealt again.</p>
                <button
                  type="button"
                  class="isl__btn isl__btn--main"
                  data-action
                  onClick={() => {
                    goOn();
                    actor.send({ type: 'game.continue' });
                  }}
                >
                  Continue
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
                {variant === 'daifugo' ? 'Next round' : 'Next hand'}
              </button>
            )}
          </div>
          <div class="isl__row">
            <button type="button" class="isl__btn" disabled={!myTurn || legal.length === 0} onClick={askHint}>
              Hint
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
                Undo
              </button>
            )}
            <label class="isl__field">
              Speed
              <select
                value={String(speed)}
                onChange={(e) => {
                  const v = Number((e.target as HTMLSelectElement).value);
                  pacing.speed = v;
                  setSpeed(v);
                }}
              >
                {SPEEDS.some(([, ms]) => ms === speed) ? null : <option value={String(speed)}>{speed} ms</option>}
                {SPEEDS.map(([name, ms]) => (
                  <option value={String(ms)}>{name}</option>
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
                Pause after each trick
              </label>
            )}
            {confirmNew ? (
              <span class="isl__row" role="group" aria-label="Discard this game?">
                <span>Discard this game and start again?</span>
                <button type="button" class="isl__btn isl__btn--main" onClick={onNew}>
                  Discard it
                </button>
                <button type="button" class="isl__btn" onClick={() => setConfirmNew(false)}>
                  Keep playing
                </button>
              </span>
            ) : (
              <button type="button" class="isl__btn" onClick={() => setConfirmNew(true)}>
                New game
              </button>
            )}
          </div>
          {hint && (
            <p class="isl__feedback" role="status" data-testid="hint">
              Hint: {hint.text}
            </p>
          )}
        </>
      )}
      <GameLog lines={logLines} />
      <ShareGame settings={settings} log={ctx.log} />
      {(shownSheet.length > 0 || over) && (
        <ScoreSheet sheet={shownSheet} human={human} final={over ? model.totals : null} />
      )}
      {over && (
        <div class="isl__row" data-testid="game-over">
          <p>
            <strong>Game over.</strong> {summary(model.totals, human)}
          </p>
          <button type="button" class="isl__btn isl__btn--main" onClick={onSameSeed}>
            New game with the same seed
          </button>
          <button type="button" class="isl__btn" onClick={onNew}>
            New game
          </button>
        </div>
      )}
    </div>
  );
}

/** The coach's "what it changed" after a trick: what the winner has taken so far. */
function coachChange(winner: number, human: number, taken: string): string {
  if (!taken) return '';
  return `${seatName(winner, human)} ${winner === human ? 'have' : 'has'} taken ${taken} so far this hand.`;
}

const SPEEDS: readonly (readonly [string, number])[] = [
  ['slow', 1400],
  ['normal', 700],
  ['fast', 250],
  ['instant', 0],
];

/** The card winning the trick in play so far, with the engine's reason (null when it cannot say). */
function currentWinner(
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
    return seat === undefined ? null : { winning: seat, reason: v.reason };
  } catch {
    return null;
  }
}

function summary(totals: number[], human: number): string {
  if (totals.length === 0) return '';
  const best = Math.max(...totals);
  const winners = totals.flatMap((t, i) => (t === best ? [i] : []));
  const names = winners.map((w) => seatName(w, human));
  return winners.includes(human)
    ? `You ${winners.length > 1 ? 'share the win' : 'win'} with ${best}.`
    : `${names.join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'} with ${best}; you have ${totals[human] ?? 0}.`;
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
  // The usual partner card: the strongest card not held (the engine lists the strongest first).
  const suggested = actions.findIndex((a) => cardCall(a) !== null && !hand.includes(cardCall(a)!));
  const [picked, setPicked] = useState(Math.max(0, suggested));
  useEffect(() => setPicked(Math.max(0, suggested)), [actions.length]);
  if (actions.length === 0) return null;
  const bids = actions.some((a) => a.type === 'bid');
  if (actions.length <= 10 || bids) {
    return (
      <div
        class={`isl__row${bids ? ' tbids' : ''}`}
        role="group"
        aria-label={bids ? 'Your bid' : 'Your choices'}
        data-testid={bids ? 'bidding-box' : undefined}
      >
        {actions.map((a) => (
          <button
            type="button"
            class={`isl__btn${a.type === 'pass' ? ' tbids__pass' : ''}`}
            data-action
            onClick={() => onAct(a)}
          >
            {bids && a.type === 'bid' ? actionLabel(a).replace(/^Bid /, '') : actionLabel(a)}
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
        Your choice
        <select
          value={String(picked)}
          onChange={(e) => setPicked(Number((e.target as HTMLSelectElement).value))}
          data-testid="choice"
        >
          {actions.map((a, i) => (
            <option value={String(i)}>
              {actionLabel(a)}
              {i === suggested ? ' (the usual choice)' : ''}
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
        Confirm
      </button>
      {pass && (
        <button type="button" class="isl__btn" data-action onClick={() => onAct(pass)}>
          Pass
        </button>
      )}
      {suggested >= 0 && (
        <p class="isl__meta">The usual choice is the strongest card you do not hold: your partner then holds it.</p>
      )}
      {card && hand.includes(card) && (
        <p class="isl__notice" role="status" data-testid="solo-warning">
          You hold this card: you will play alone.
        </p>
      )}
    </div>
  );
}

/** The auction so far (this hand): who bid what, and what is still possible. */
function AuctionHistory({ log, human }: { log: readonly AnyAction[]; human: number }) {
  const calls: AnyAction[] = [];
  for (let i = log.length - 1; i >= 0 && (log[i]!.type === 'bid' || log[i]!.type === 'pass'); i--)
    calls.unshift(log[i]!);
  const high = [...calls].reverse().find((a) => a.type === 'bid');
  return (
    <div class="tauction" data-testid="auction">
      <p>
        <strong>The auction</strong>
        {high && typeof high.seat === 'number'
          ? `: the highest bid is ${actionLabel(high).replace(/^Bid /, '')} by ${seatName(high.seat, human)}; only a higher bid (or a pass) is possible.`
          : ': no bid yet.'}
      </p>
      {calls.length > 0 && (
        <ol class="tauction__list">
          {calls.map((a) => (
            <li>
              {typeof a.seat === 'number' ? seatName(a.seat, human) : ''}: {actionLabel(a).replace(/^Bid /, '')}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Every bid, call, play, trick winner and effect of the game, in words. */
function GameLog({ lines }: { lines: readonly string[] }) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <details class="tlog" data-testid="game-log">
      <summary>Game log ({lines.length})</summary>
      <ol class="tlog__list" ref={ref} tabIndex={0} aria-label="Game log">
        {lines.map((l) => (
          <li>{l}</li>
        ))}
      </ol>
    </details>
  );
}

function ScoreSheet({ sheet, human, final }: { sheet: number[][]; human: number; final: number[] | null }) {
  const players = (sheet[0] ?? final ?? []).length;
  return (
    <table class="practice__sheet" data-testid="score-sheet">
      <caption>Score sheet (running totals)</caption>
      <thead>
        <tr>
          <th scope="col">After</th>
          {Array.from({ length: players }, (_, i) => (
            <th scope="col">{seatName(i, human)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sheet.map((row, h) => (
          <tr>
            <th scope="row">hand {h + 1}</th>
            {row.map((t) => (
              <td>{num(t)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
