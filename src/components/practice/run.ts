/** The practice table's running parts: the machine snapshot's shape, the computer players' worker, the pacing of their moves. */
import { type AnyActorRef } from 'xstate';
import { type VariantId } from '../../engine/options.ts';
import { isClimb } from '../../engine/descriptors.ts';
import { practiceEngine } from '../../islands-logic/practice-engine.ts';
import { currentPlays, type AnyAction, type PracticeSettings } from '../../islands-logic/practice.ts';
import { workerClient, type BotClient } from '../../bots/client.ts';
import { lastFinished, trickKey } from '../../islands-logic/table-view.ts';

export type Snap = {
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

/**
 * Computer players think in a Web Worker (src/bots/worker.ts), never on the page's thread. Each
 * use has an instance of its own, named for it (`bots` for the computers' turns, `hint`, `coach`),
 * so the computers never wait for the learner's aids.
 */
export function newBotClient(name: 'bots' | 'hint' | 'coach'): BotClient {
  return workerClient(new Worker(new URL('../../bots/worker.ts', import.meta.url), { type: 'module', name }), 10_000);
}

export function playersOf(s: PracticeSettings): number {
  const e = practiceEngine(s.variant);
  return e.players({ preset: s.preset, rules: s.rules });
}
export type GameFns = {
  view(s: unknown, seat: number | null): Record<string, unknown>;
  legalActions(s: unknown, seat: number): AnyAction[];
  isGameOver(s: unknown): boolean;
};

/**
 * How the table paces the computers: `speed` ms before each computer move; a finished trick is
 * held until the learner goes on (`hold`, learning mode) or shown for a moment (otherwise).
 */
export interface Pacing {
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
export function heldTrick(game: GameFns, actor: AnyActorRef, variant: VariantId, human: number): string {
  if (isClimb(variant)) return '';
  const v = game.view((actor.getSnapshot() as { context: { state: unknown } }).context.state, human);
  if (currentPlays(v).length > 0) return '';
  return trickKey(lastFinished(v));
}

export async function waitBeforeComputer(p: Pacing, game: GameFns, variant: VariantId, human: number): Promise<void> {
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
export const SPEEDS: readonly (readonly [string, number])[] = [
  ['slow', 1400],
  ['normal', 700],
  ['fast', 250],
  ['instant', 0],
];
