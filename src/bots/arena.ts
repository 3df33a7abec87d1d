/**
 * Self-play for tests and benchmarks: play one hand of a variant with a policy per seat
 * (a bot level or `random`), straight on the engine (no flow machine), timing decisions.
 */
import type { Game, Seat } from '../engine/game.ts';
import type { RuleSet, VariantId } from '../engine/options.ts';
import { deriveSeed } from '../engine/rng.ts';
import { variantEntry } from '../engine/variants.ts';
import { botOf, decide, decideRandom } from './index.ts';
import type { BotRequest, BotResponse, HandResult, Level, SelfPlay } from './types.ts';

/**
 * A harness-only player that decides from the request AND the true state (e.g. a
 * perfect-information ceiling in a benchmark). The site and the bots never use one.
 */
export interface CustomPolicy {
  name: string;
  decide(req: BotRequest, state: unknown): BotResponse;
}

export type Policy = Level | 'random' | CustomPolicy;

/**
 * Who plays a seat: a fixed list, or a function of the seat and the TRUE state (harness only:
 * the arena may look at the whole state to decide which policy plays a seat — a bot itself
 * is still only ever handed its seat's view).
 */
export type Seating = readonly Policy[] | ((seat: Seat, state: unknown) => Policy);

/** A hand's result (`HandResult`: deltas, declaring side, whether it won) and its timing. */
export interface HandOutcome extends HandResult {
  /** Milliseconds of each bot decision, by seat. */
  times: { seat: Seat; ms: number; phase: string }[];
  actions: number;
}

type AnyGame = Game<unknown, { type: string; seat?: Seat }, unknown>;

/** Play from setup until the first hand (round) ends. */
export function playHand(
  variant: VariantId,
  ruleSet: RuleSet,
  players: number,
  seed: string,
  seating: Seating,
  dealer = 0,
): HandOutcome {
  const game = variantEntry(variant).game as unknown as AnyGame;
  let s = game.setup({ ruleSet, players, seed, dealer });
  const times: HandOutcome['times'] = [];
  let actions = 0;
  const start = s;
  const play = selfPlayOf(variant);
  for (let guard = 0; guard < 2000; guard++) {
    if (handOver(play, s, start)) break;
    const seat = game.toAct(s)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(s, seat);
    const view = game.view(s, seat);
    const pol = typeof seating === 'function' ? seating(seat, s) : seating[seat]!;
    const rseed = deriveSeed(seed, 'bot', actions);
    const t0 = performance.now();
    const r =
      pol === 'random'
        ? decideRandom({ legal, view, seed: rseed })
        : typeof pol === 'object'
          ? (pol.decide({ variant, view, legal, ruleSet, level: 'strong', seed: rseed }, s) as BotResponse<
              (typeof legal)[number]
            >)
          : decide({ variant, view, legal, ruleSet, level: pol, seed: rseed });
    const ms = performance.now() - t0;
    if (pol !== 'random') times.push({ seat, ms, phase: game.phase(s) });
    const o = game.apply(s, r.action);
    if (!o.ok) throw new Error(`${variant}: bot chose an illegal action ${JSON.stringify(r.action)}: ${o.reason}`);
    s = o.value;
    actions++;
  }
  return { ...(play?.outcome(s) ?? noResult(players)), times, actions };
}

/**
 * The seats of the declaring side once the TRUE state fixes it (Napoleon + adjutant /
 * secretary, declarer + friend; Nap: the declarer), else null (auction, before the partner
 * call, or during Mighty's first trick under a first-trick friend). Harness only.
 */
export function declaringSide(variant: VariantId, s: unknown): Seat[] | null {
  return selfPlayOf(variant)?.declaringSide(s) ?? null;
}

/**
 * Side against side: the bot's seat plays `me`; once the true state fixes the sides, every
 * seat on the bot's side plays `me` too and the other side plays `opponents` (before that,
 * every other seat plays `opponents`). Daifugō has no sides: the other seats play `opponents`.
 */
export function sideSeating(
  variant: VariantId,
  botSeat: Seat,
  me: Policy,
  opponents: Policy,
): (seat: Seat, state: unknown) => Policy {
  return (seat, state) => {
    if (seat === botSeat) return me;
    const side = declaringSide(variant, state);
    if (side === null) return opponents;
    return side.includes(seat) === side.includes(botSeat) ? me : opponents;
  };
}

/** How self-play reads the game's state: its bot module's `selfPlay` (none: no sides, no scores). */
function selfPlayOf(variant: VariantId): SelfPlay<unknown> | undefined {
  return botOf(variant)?.selfPlay;
}

function handOver(play: SelfPlay<unknown> | undefined, s: unknown, start: unknown): boolean {
  if (play?.handOver) return play.handOver(s, start);
  const phase = (s as { phase: string }).phase;
  return phase === 'handOver' || phase === 'gameOver';
}

/** The result of a game whose bot module tells none (no bot module, or no `selfPlay`): no sides, nothing scored. */
function noResult(players: number): HandResult {
  return { deltas: new Array<number>(players).fill(0), declarers: [], declarerWon: false };
}
