/**
 * Self-play for tests and benchmarks: play one hand of a variant with a policy per seat
 * (a bot level or `random`), straight on the engine (no flow machine), timing decisions.
 */
import type { Game, Seat } from '../engine/game.ts';
import type { RuleSet, VariantId } from '../engine/options.ts';
import { deriveSeed } from '../engine/rng.ts';
import { variantEntry } from '../engine/variants.ts';
import { decide, decideRandom } from './index.ts';
import type { BotRequest, BotResponse, Level } from './types.ts';

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

export interface HandOutcome {
  /** Score change of each seat in the hand (or finishing order value for Daifugō). */
  deltas: number[];
  /** Seats on the "declaring" side (Napoleon + partner, declarer + friend); Daifugō: the winner. */
  declarers: Seat[];
  /**
   * Whether the declaring side won the hand, from the engine's own result (a contract made can
   * score 0, e.g. Mighty's bid 13 made with exactly 13 points). Daifugō: always true.
   */
  declarerWon: boolean;
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
  const startRound = variant === 'daifugo' ? (s as { round: number }).round : 0;
  for (let guard = 0; guard < 2000; guard++) {
    if (handOver(variant, s, startRound)) break;
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
  return { ...outcome(variant, s), times, actions };
}

/**
 * The seats of the declaring side once the TRUE state fixes it (Napoleon + adjutant /
 * secretary, declarer + friend; Nap: the declarer), else null (auction, before the partner
 * call, or during Mighty's first trick under a first-trick friend). Harness only.
 */
export function declaringSide(variant: VariantId, s: unknown): Seat[] | null {
  switch (variant) {
    case 'japanese': {
      const h = (s as { hand: { napoleon: Seat | null; adjutant: Seat | null; solo: boolean | null } }).hand;
      if (h.napoleon === null || h.solo === null) return null;
      return h.adjutant === null ? [h.napoleon] : [h.napoleon, h.adjutant];
    }
    case 'nap': {
      const st = s as { phase: string; declarer: Seat | null };
      return st.phase === 'auction' || st.declarer === null ? null : [st.declarer];
    }
    case 'tw-hk': {
      const st = s as { napoleon: Seat | null; secretaryCard: unknown; secretary: Seat | null };
      if (st.napoleon === null || st.secretaryCard === null) return null;
      return st.secretary === null ? [st.napoleon] : [st.napoleon, st.secretary];
    }
    case 'mighty': {
      const st = s as {
        declarer: Seat | null;
        friendCall: { mode: string } | null;
        friend: Seat | null;
        friendRevealed: boolean;
      };
      if (st.declarer === null || st.friendCall === null) return null;
      if (st.friendCall.mode === 'first-trick' && !st.friendRevealed) return null;
      return st.friend === null ? [st.declarer] : [st.declarer, st.friend];
    }
    case 'daifugo':
      return null;
  }
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

function handOver(variant: VariantId, s: unknown, startRound: number): boolean {
  const st = s as { phase: string; round?: number; results?: unknown[] };
  if (variant === 'daifugo') return st.phase === 'gameOver' || (st.results?.length ?? 0) > 0 || st.round !== startRound;
  return st.phase === 'handOver' || st.phase === 'gameOver';
}

function outcome(variant: VariantId, s: unknown): { deltas: number[]; declarers: Seat[]; declarerWon: boolean } {
  switch (variant) {
    case 'japanese': {
      const r = (
        s as {
          hand: {
            result: {
              scores: number[];
              napoleon: Seat;
              adjutant: Seat | null;
              score: { napoleonWins: boolean };
            } | null;
          };
        }
      ).hand.result!;
      return {
        deltas: r.scores,
        declarers: r.adjutant === null ? [r.napoleon] : [r.napoleon, r.adjutant],
        declarerWon: r.score.napoleonWins,
      };
    }
    case 'nap': {
      const r = (s as { result: { deltas: number[]; declarer: Seat; made: boolean } }).result;
      return { deltas: r.deltas, declarers: [r.declarer], declarerWon: r.made };
    }
    case 'tw-hk': {
      const r = (
        s as { result: { deltas: number[]; napoleon: Seat; secretary: Seat | null; score: { made: boolean } } }
      ).result;
      return {
        deltas: r.deltas,
        declarers: r.secretary === null ? [r.napoleon] : [r.napoleon, r.secretary],
        declarerWon: r.score.made,
      };
    }
    case 'mighty': {
      const r = (s as { result: { deltas: number[]; declarer: Seat; friend: Seat | null; score: { made: boolean } } })
        .result;
      return {
        deltas: r.deltas,
        declarers: r.friend === null ? [r.declarer] : [r.declarer, r.friend],
        declarerWon: r.score.made,
      };
    }
    case 'daifugo': {
      const r = (s as { results: { ranking: Seat[]; delta: number[] }[] }).results[0]!;
      return { deltas: r.delta, declarers: [r.ranking[0]!], declarerWon: true };
    }
  }
}
