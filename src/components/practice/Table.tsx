/**
 * The practice table: starts the flow machine (from the settings, a save or a log) and shows
 * TableView. Loaded on demand with the game's engine (PracticeGame.tsx `TableLoader`): the machine
 * is built from the one game loaded (`practice-engine.ts`) and its flow spec (`machines/specs.ts`).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor, type AnyActorRef } from 'xstate';
import { createFlowMachine, type BotRequest as FlowBotRequest } from '../../machines/flow.ts';
import { flowSpecOf } from '../../machines/specs.ts';
import { practiceEngine } from '../../islands-logic/practice-engine.ts';
import { msg } from '../../islands-logic/msg.ts';
import { ruleSetOf, type AnyAction, type PracticeSettings } from '../../islands-logic/practice.ts';
import { type SavedGame } from '../../islands-logic/practice-save.ts';
import { type BotClient } from '../../bots/client.ts';
import { usePracticeWords } from '../../i18n/islands/context.ts';
import { newBotClient, playersOf, type Pacing, waitBeforeComputer } from './run.ts';
import { TableView } from './TableView.tsx';

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
  const game = practiceEngine(variant).game;
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
      clientRef.current ??= newBotClient('bots');
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
    try {
      const machine = createFlowMachine(game, flowSpecOf(variant), ask as never);
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
