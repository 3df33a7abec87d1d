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
 * Address hooks (for sharing and tests): `?seed=…&level=easy&delay=0&hands=1&seat=0&preset=…`
 * start a game at once with those settings.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
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
import { hintLine } from '../islands-logic/hint-text.ts';
import { num } from '../islands-logic/numbers.ts';
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
  const [running, setRunning] = useState<{ settings: PracticeSettings; save: SavedGame | null; key: number } | null>(
    null,
  );
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const params = new URLSearchParams(location.search);
    const fromUrl = settingsFromParams(defaultSettings(variant, `etori-${Date.now().toString(36)}`), params);
    setSettings(fromUrl.settings);
    const found: string[] = [...fromUrl.notices];
    const raw = readStorage(saveKey(variant));
    const loaded = parseSave(raw, variant);
    if (loaded.notice && raw !== null) {
      writeStorage(backupKey(variant), raw);
      found.push(`${loaded.notice} It was kept in this browser under “${backupKey(variant)}”. Start a new game below.`);
    } else if (loaded.value) {
      setRunning({ settings: loaded.value.settings, save: loaded.value, key: 1 });
      found.push('Your saved game was restored.');
    } else if (params.has('seed')) {
      setRunning({ settings: fromUrl.settings, save: null, key: 1 });
    }
    setNotices(found);
  }, []);

  const start = (s: PracticeSettings) => {
    setNotices([]);
    setRunning((r) => ({ settings: s, save: null, key: (r?.key ?? 0) + 1 }));
  };

  return (
    <section class="isl isl-practice" aria-label={`Practice game`} data-hydrated={String(hydrated)}>
      {notices.map((n) => (
        <p class="isl__notice" role="status">
          {n}
        </p>
      ))}
      {running ? (
        <Table
          key={running.key}
          settings={running.settings}
          save={running.save}
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
        <SetupForm settings={settings} hydrated={hydrated} onChange={setSettings} onStart={start} />
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
  onNew,
  onSameSeed,
}: {
  settings: PracticeSettings;
  save: SavedGame | null;
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
  const actor = useMemo(() => {
    const ask = async (req: FlowBotRequest<unknown, unknown>) => {
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
          delayMs: settings.delay,
          learning: settings.learning,
          botSeed: `${settings.seed}-bots`,
          maxHands: settings.hands,
        },
      }).start() as unknown as AnyActorRef;
    } catch (e) {
      setProblem(msg(e));
      return null;
    }
  }, []);
  useEffect(
    () => () => {
      actor?.stop();
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
  return <TableView actor={actor} game={game} settings={settings} save={save} onNew={onNew} onSameSeed={onSameSeed} />;
}

function TableView({
  actor,
  game,
  settings,
  save,
  onNew,
  onSameSeed,
}: {
  actor: AnyActorRef;
  game: {
    view(s: unknown, seat: number | null): Record<string, unknown>;
    legalActions(s: unknown, seat: number): AnyAction[];
    isGameOver(s: unknown): boolean;
  };
  settings: PracticeSettings;
  save: SavedGame | null;
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
  const [hint, setHint] = useState<string | null>(null);
  const [sheet, setSheet] = useState<number[][]>(save?.sheet ?? []);
  const seenLog = useRef(ctx.log.length);
  const seenHands = useRef(ctx.handsDone);
  const actionsRef = useRef<HTMLDivElement>(null);
  const hintClient = useRef<BotClient | null>(null);

  // Announce new actions, trick winners and hands; keep the score sheet; save.
  useEffect(() => {
    const fresh = ctx.log.slice(seenLog.current);
    seenLog.current = ctx.log.length;
    const lines = fresh.map((a) => announce(a, human));
    const done = (view['tricks'] ?? view['completed']) as { winner: number }[] | undefined;
    if (
      Array.isArray(done) &&
      done.length > 0 &&
      fresh.some((a) => a.type === 'play') &&
      (ctx as unknown as { current: unknown[] }).current?.length === 0
    ) {
      lines.push(
        `${seatName(done[done.length - 1]!.winner, human)} ${done[done.length - 1]!.winner === human ? 'win' : 'wins'} the trick.`,
      );
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
    if (over) lines.push('The game is over.');
    if (lines.length) setLive(lines.slice(-4).join(' '));
    setChosen([]);
    setPending(null);
    setHint(null);
    // Save at the points where the game waits for the player (and at the end), in a task of
    // its own: between computer moves nothing changes that a reload could not redo.
    if (myTurn || over) {
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

  // Keep keyboard focus in the action area when it becomes the player's turn.
  useEffect(() => {
    if (!myTurn) return;
    const active = document.activeElement;
    if (!active || active === document.body || !document.contains(active)) {
      actionsRef.current?.querySelector<HTMLElement>('button:not([disabled]), select')?.focus();
    }
  }, [myTurn, ctx.log.length]);

  const act = (a: AnyAction) => actor.send({ type: 'game.act', action: a });
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
      setHint(hintLine(actionLabel(r.action as AnyAction), r.hint));
    } catch (e) {
      setHint(`No hint: ${msg(e)}`);
    }
  };
  useEffect(() => () => hintClient.current?.dispose(), []);

  // The hand that just ended is on the sheet in this very render (the effect above keeps it).
  const shownSheet = ctx.handsDone > sheet.length ? [...sheet, [...model.totals]] : sheet;
  const playable = groups.plays;
  const selecting = groups.select;
  const lastTrick = ctx.lastTrick?.filter((p) => p.action.type === 'play') ?? [];
  const turnSeat = (view['toAct'] as number[] | undefined)?.[0] ?? (view['turn'] as number | null | undefined) ?? null;
  return (
    <div class="practice" data-testid="table" data-over={String(over)} data-my-turn={String(myTurn)}>
      <p class="sr-only" aria-live="polite" data-testid="announcer">
        {live}
      </p>
      <p class="isl__meta">
        {variant === 'daifugo' ? 'Round' : 'Hand'} {model.handNo || 1} · {model.phase} · seed “{settings.seed}” ·{' '}
        {settings.level} computer players
        {over ? '' : myTurn ? ' · your turn' : turnSeat !== null ? ` · waiting for ${seatName(turnSeat, human)}` : ''}
      </p>
      {model.facts.length > 0 && <p class="isl__facts">{model.facts.join(' ')}</p>}
      <table class="practice__seats">
        <caption class="sr-only">Players</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Cards</th>
            <th scope="col">{variant === 'daifugo' ? 'Status' : 'Taken'}</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {model.seats.map((s) => (
            <tr class={s.seat === turnSeat && !over ? 'is-turn' : ''}>
              <th scope="row">
                {s.name}
                {s.roles.length > 0 && <span class="isl__meta"> ({s.roles.join(', ')})</span>}
              </th>
              <td>{s.cards}</td>
              <td>{s.taken}</td>
              <td>{s.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div
        class="practice__trick"
        role="group"
        aria-label={variant === 'daifugo' ? 'The pile' : 'The current trick'}
        data-testid="trick"
      >
        <span class="isl__meta">{variant === 'daifugo' ? 'Pile:' : 'Trick:'}</span>
        {model.trick.length === 0 && <span class="isl__meta">(empty)</span>}
        {model.trick.map((p) => (
          <div class="isl__play">
            <span class="isl__row">
              {p.cards.map((c) => (
                <Card card={c} size="small" extra={`played by ${seatName(p.seat, human)}`} />
              ))}
            </span>
            <span aria-hidden="true">{seatName(p.seat, human)}</span>
          </div>
        ))}
      </div>
      {lastTrick.length > 0 && (
        <details>
          <summary>{variant === 'daifugo' ? 'Last pile' : 'Last trick'}</summary>
          <div class="isl__row">
            {lastTrick.map((p) =>
              (p.action.cards ?? (p.action.card ? [p.action.card] : [])).map((c) => (
                <Card card={c} size="small" extra={`played by ${seatName(p.seat, human)}`} />
              )),
            )}
          </div>
        </details>
      )}
      {model.resultLines.map((l) => (
        <p>{l}</p>
      ))}
      {ctx.error && (
        <p class="isl__notice" role="status">
          {ctx.error}
        </p>
      )}
      {!over && (
        <>
          <div class="practice__hand" role="group" aria-label="Your hand" data-testid="hand">
            {model.hand.map((c) => {
              const acts = playable.get(c);
              const inSelect = selecting?.cards.includes(c) ?? false;
              const isChosen = chosen.includes(c);
              const marks: CardMark[] = isChosen ? ['chosen'] : [];
              if (acts) {
                return (
                  <Card
                    card={c}
                    marks={pending === c ? ['chosen'] : []}
                    extra="playable"
                    onClick={() => (acts.length === 1 ? act(acts[0]!) : setPending(c))}
                  />
                );
              }
              if (inSelect) {
                return (
                  <Card
                    card={c}
                    marks={marks}
                    pressed={isChosen}
                    extra={isChosen ? 'chosen' : 'not chosen'}
                    onClick={() => setChosen((x) => (x.includes(c) ? x.filter((y) => y !== c) : [...x, c]))}
                  />
                );
              }
              return <Card card={c} />;
            })}
          </div>
          <div class="practice__actions" ref={actionsRef} data-testid="actions">
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
                  {selecting.verb} {selecting.count} card{selecting.count === 1 ? '' : 's'}: chosen {chosen.length}.
                </span>
                <button
                  type="button"
                  class="isl__btn isl__btn--main"
                  data-testid="confirm-select"
                  disabled={chosen.length !== selecting.count}
                  onClick={() => {
                    const a = findSelected(selecting.actions, chosen);
                    if (a) act(a);
                    else setHint('That combination is not allowed; choose other cards.');
                  }}
                >
                  {selecting.verb}
                </button>
              </div>
            )}
            <ActionButtons actions={groups.buttons} onAct={act} />
            {myTurn && playable.size > 0 && !pending && (
              <p class="isl__meta">Play a card from your hand (click, or Tab to it and press Enter).</p>
            )}
            {snap.matches({ deal: 'human' }) && ctx.redealPending && (
              <div class="isl__row">
                <p>Nobody bid: the cards have been dealt again.</p>
                <button
                  type="button"
                  class="isl__btn isl__btn--main"
                  data-action
                  onClick={() => actor.send({ type: 'game.continue' })}
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
                onClick={() => actor.send({ type: 'game.nextHand' })}
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
                onClick={() => actor.send({ type: 'game.undo' })}
              >
                Undo
              </button>
            )}
            <button type="button" class="isl__btn" onClick={onNew}>
              New game
            </button>
          </div>
          {hint && (
            <p class="isl__feedback" role="status" data-testid="hint">
              Hint: {hint}
            </p>
          )}
        </>
      )}
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

function summary(totals: number[], human: number): string {
  if (totals.length === 0) return '';
  const best = Math.max(...totals);
  const winners = totals.flatMap((t, i) => (t === best ? [i] : []));
  const names = winners.map((w) => seatName(w, human));
  return winners.includes(human)
    ? `You ${winners.length > 1 ? 'share the win' : 'win'} with ${best}.`
    : `${names.join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'} with ${best}; you have ${totals[human] ?? 0}.`;
}

function ActionButtons({ actions, onAct }: { actions: AnyAction[]; onAct: (a: AnyAction) => void }) {
  const [picked, setPicked] = useState(0);
  useEffect(() => setPicked(0), [actions.length]);
  if (actions.length === 0) return null;
  if (actions.length <= 10) {
    return (
      <div class="isl__row" role="group" aria-label="Your choices">
        {actions.map((a) => (
          <button type="button" class="isl__btn" data-action onClick={() => onAct(a)}>
            {actionLabel(a)}
          </button>
        ))}
      </div>
    );
  }
  const pass = actions.find((a) => a.type === 'pass');
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
            <option value={String(i)}>{actionLabel(a)}</option>
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
    </div>
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
