/**
 * Saved-game files built without a browser: the engine deals from a seed and plays seeded random
 * legal moves (or the moves a test asks for) until the moment a browser test needs — the auction
 * with the player to bid, a finished trick, the last two tricks — and the file is what "Save this
 * game as a file" writes (src/islands-logic/hand-file.ts), opened at the table with "Open a saved
 * game". A test starts where it looks instead of playing a hand to get there.
 */
import { Rng } from '../../src/engine/rng.ts';
import type { OptionValue, VariantId } from '../../src/engine/options.ts';
import daifugo from '../../src/islands-logic/engines/daifugo.ts';
import japanese from '../../src/islands-logic/engines/japanese.ts';
import mighty from '../../src/islands-logic/engines/mighty.ts';
import nap from '../../src/islands-logic/engines/nap.ts';
import twhk from '../../src/islands-logic/engines/twhk.ts';
import { handFile, type HandFile } from '../../src/islands-logic/hand-file.ts';
import {
  defaultSettings,
  handNumber,
  ruleSetOf,
  type AnyAction,
  type Level,
} from '../../src/islands-logic/practice.ts';
import { finishedTricks } from '../../src/islands-logic/table-view.ts';
import { currentPlays } from '../../src/islands-logic/practice-table.ts';
import { VARIANT_FLOWS } from '../../src/machines/variants.ts';

type View = Record<string, unknown>;

/** The engines' rules declarations (engines/all.ts finds them with Vite's glob, which the test runner lacks). */
const ENGINES = { japanese, nap, 'tw-hk': twhk, mighty, daifugo } as const;

/** The game as the builder has played it so far. */
export interface Position {
  variant: VariantId;
  /** The player's seat. */
  human: number;
  phase: string;
  /** Seats to act now. */
  toAct: number[];
  /** What the player may know now. */
  view: View;
  log: readonly AnyAction[];
  /** Every legal action of a seat now. */
  legal(seat: number): AnyAction[];
}

export interface SavedGameSpec {
  variant: VariantId;
  seed: string;
  /** The player's seat (default 0). */
  seat?: number;
  preset?: string;
  rules?: Record<string, OptionValue>;
  /** Hands in the game (default 1: the table's game ends with this hand). */
  hands?: number;
  level?: Level;
  /** The moment to stop at: the first position (before any move, too) where this holds. */
  until: (p: Position) => boolean;
  /** A chosen move for a seat, or undefined for a seeded random legal one. */
  choose?: (p: Position, seat: number, legal: AnyAction[]) => AnyAction | undefined;
}

interface Engine {
  setup(s: unknown): unknown;
  toAct(s: unknown): number[];
  legalActions(s: unknown, seat: number): AnyAction[];
  apply(s: unknown, a: AnyAction): { ok: true; value: unknown } | { ok: false; reason: string };
  view(s: unknown, seat: number | null): View;
  phase(s: unknown): string;
}

/** More moves than any hand of any game takes to reach a moment inside it. */
const MAX_MOVES = 3000;

/** A game from a seed, as the table sets it up: its settings, rules' declarations, engine and first state. */
function newGame(spec: Omit<SavedGameSpec, 'until' | 'choose'>) {
  const { variant, seed } = spec;
  const settings = {
    ...defaultSettings(variant, seed),
    ...(spec.preset ? { preset: spec.preset } : {}),
    rules: { ...(spec.rules ?? {}) },
    seat: spec.seat ?? 0,
    level: spec.level ?? 'easy',
    hands: spec.hands ?? 1,
  };
  const meta = ENGINES[variant];
  const game = VARIANT_FLOWS[variant].game as unknown as Engine;
  const players = meta.players({ ...(settings.preset ? { preset: settings.preset } : {}), rules: settings.rules });
  return { settings, meta, game, state: game.setup({ ruleSet: ruleSetOf(settings), seed, players }) };
}

function positionOf(variant: VariantId, game: Engine, state: unknown, human: number, log: AnyAction[]): Position {
  return {
    variant,
    human,
    phase: game.phase(state),
    toAct: game.toAct(state),
    view: game.view(state, human),
    log,
    legal: (seat) => game.legalActions(state, seat),
  };
}

function applied(game: Engine, state: unknown, action: AnyAction): unknown {
  const next = game.apply(state, action);
  if (!next.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${next.reason}`);
  return next.value;
}

/** Play from the seed to the spec's moment; the file that opens the table there. */
export function savedGame(spec: SavedGameSpec): { file: HandFile; position: Position } {
  const { settings, meta, game } = newGame(spec);
  let { state } = newGame(spec);
  const log: AnyAction[] = [];
  const rng = new Rng(`${spec.seed}-saved-game`);
  for (let moves = 0; moves <= MAX_MOVES; moves++) {
    const p = positionOf(spec.variant, game, state, settings.seat, log);
    // the table's game ends after `hands` hands
    if (handNumber(p.variant, p.view) > settings.hands || p.phase === 'gameOver') break;
    if (spec.until(p)) return { file: handFile(settings, log, meta), position: p };
    const seat = p.toAct[0];
    if (seat === undefined) break;
    const legal = p.legal(seat);
    // never a stop or a misdeal by chance: the hand is played to its last trick
    const plain = legal.filter((a) => a.type !== 'stop' && a.type !== 'misdeal');
    const action = spec.choose?.(p, seat, legal) ?? rng.pick(plain.length ? plain : legal);
    state = applied(game, state, action);
    log.push(action);
  }
  throw new Error(
    `${spec.variant} ${spec.seed}: the moment was never reached in ${settings.hands} hand(s) (${log.length} moves, phase ${game.phase(state)})`,
  );
}

/** The game of a file after the moves `log` (the table's whole log, read from its save): as its player sees it. */
export function replayed(file: HandFile, log: readonly AnyAction[]): Position {
  const { game, state } = newGame({ ...file, ...file.rules, rules: file.rules.rules ?? {} });
  const end = log.reduce((s, a) => applied(game, s, a), state);
  return positionOf(file.variant, game, end, file.seat, [...log]);
}

/** The file's bytes as a file input takes them. */
export const fileInput = (file: HandFile, name = `etori-${file.variant}-${file.seed}.json`) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(file)),
});

// ------------------------------------------------------------------ moments

const mine = (p: Position) => p.toAct.includes(p.human);
const handSize = (p: Position) => (Array.isArray(p.view['hand']) ? (p.view['hand'] as unknown[]).length : 0);
/** Cards of the trick under way (trick-taking games). */
const onTable = (p: Position) => currentPlays(p.view).length;

/** The auction with the player to call. */
export const playerBids = (p: Position) => p.phase === 'auction' && mine(p);

/** The play, the player to play a card, `n` tricks from the end of the hand (their hand holds `n` cards). */
export const lastTricks =
  (n = 2) =>
  (p: Position) =>
    p.phase === 'play' && mine(p) && handSize(p) === n;

/** The player to play a card with cards already on the table and a choice of at least `choices`. */
export const playerFollows =
  (choices = 2) =>
  (p: Position) =>
    p.phase === 'play' && mine(p) && onTable(p) > 0 && p.legal(p.human).length >= choices;

const players = (p: Position) =>
  Number(p.view['players']) || ((p.view['handSizes'] ?? p.view['handCounts']) as unknown[] | undefined)?.length || 0;

/**
 * The player to play the last card of a trick: their card finishes it, and the table holds the
 * finished trick until they go on (a file opened at a finished trick shows the next one begun).
 */
export const playerEndsTrick = (p: Position) =>
  p.phase === 'play' && mine(p) && onTable(p) === players(p) - 1 && handSize(p) > 1;

/** A trick has just been finished (its cards still on the table) and the play goes on. */
export const trickFinished = (p: Position) =>
  p.phase === 'play' && onTable(p) === 0 && finishedTricks(p.view).length > 0 && handSize(p) > 0;

/** The hand's last card is to be played by the player: one move from the result. */
export const lastCard = lastTricks(1);
