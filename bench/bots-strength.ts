/**
 * Strength matches of the computer players, in chunks a worker thread can run (see
 * `bots.bench.ts` for what is measured and why).
 *
 * Two seatings:
 * - `side` (the required figure): the bot's side against the other side. The bot's seat
 *   plays `me`; once the hand's sides are fixed (after the partner call), every seat on the
 *   bot's side plays `me` too and the other side plays `opponents` — strong players against
 *   random players, as two sides. Before the sides are fixed (auction, partner call), every
 *   other seat plays `opponents`, so a random bidder's contract, trump and call stay random
 *   even when the bot turns out to be its partner.
 * - `lone`: one `me` seat, every other seat `opponents` (the bot's partner, if any, is a
 *   random player or an easy bot). Reported beside the side figures.
 * Daifugō has no sides: both seatings are one `me` seat among `opponents`.
 */
import { playHand, sideSeating, type HandOutcome, type Policy } from '../src/bots/arena.ts';
import { isClimb, perGame } from '../src/engine/descriptors.ts';
import type { RuleSet, VariantId } from '../src/engine/options.ts';
import { ORACLE } from './bots-ceiling.ts';

/** Seats at each game's table: its default number of players (the games' descriptors). */
export const TABLES: Readonly<Record<VariantId, number>> = perGame((d) => d.players.default);

export type Seating = 'side' | 'lone';
/**
 * The bot's role in a hand: `bidder` (the bot chose the contract), `partner` (the bot's side
 * declared but another seat chose the contract: a "called" hand), `defender`; Daifugō: `all`.
 */
export type Role = 'bidder' | 'partner' | 'defender' | 'all';

export interface MatchJob {
  variant: VariantId;
  preset: string;
  opponents: 'random' | 'easy';
  /** The bot's side: `strong`, or the perfect-information `oracle` (a ceiling, see bots-ceiling.ts). */
  me: 'strong' | 'oracle';
  seating: Seating;
  /** Hands [from, to) of the match's seeded sequence. */
  from: number;
  to: number;
}

/** Hands and hands won, by the bot's role in the hand. */
export type Tally = Record<Role, { hands: number; won: number }>;

export function emptyTally(): Tally {
  return {
    bidder: { hands: 0, won: 0 },
    partner: { hands: 0, won: 0 },
    defender: { hands: 0, won: 0 },
    all: { hands: 0, won: 0 },
  };
}

export function addTally(into: Tally, t: Tally): void {
  for (const k of Object.keys(into) as Role[]) {
    into[k].hands += t[k].hands;
    into[k].won += t[k].won;
  }
}

/** Whether the hand was won by the side of `seat` (Daifugō: a finish in the top half). */
export function won(variant: VariantId, o: HandOutcome, seat: number, players: number): boolean {
  // deltas under `plus` scoring: the players finishing after this seat
  if (isClimb(variant)) return o.deltas[seat]! >= Math.ceil(players / 2);
  // The side's result from the engine's made/lost flag, not the sign of the seat's score: a
  // contract made can score 0 for everyone (Mighty: bid 13 made with exactly 13 points).
  return o.declarers.includes(seat) === o.declarerWon;
}

/**
 * The bot's role in a played hand (`declarers[0]` is the seat that chose the contract).
 * `partner` is a CALLED hand: another seat chose the contract — in both seatings every seat
 * but the bot plays the opponents' policy until the sides are fixed, so that seat's bid,
 * trump, discards and partner call were the opponents' — and the bot is on its side.
 */
export function handRole(variant: VariantId, o: Pick<HandOutcome, 'declarers'>, seat: number): Role {
  if (isClimb(variant)) return 'all';
  if (o.declarers[0] === seat) return 'bidder';
  return o.declarers.includes(seat) ? 'partner' : 'defender';
}

/** One share: hands and hands won. */
export interface Share {
  hands: number;
  won: number;
}

/**
 * The shares a match reports: `measure` (the required figure) leaves out the called hands,
 * `called` is those hands alone, `all` every hand. Daifugō has no called hands.
 */
export function matchShares(t: Tally): { measure: Share; called: Share; all: Share } {
  const called = { ...t.partner };
  const all = { ...t.all };
  return { measure: { hands: all.hands - called.hands, won: all.won - called.won }, called, all };
}

/**
 * `strong`'s share over the perfect-information ceiling's, on the same hands (the same seeds:
 * the ceiling decides everything but card play as strong does, so the auctions are the same),
 * by the required measure (called hands left out). Null without both matches.
 */
export function ceilingRatio(strong: Tally, oracle: Tally): number | null {
  const a = matchShares(strong).measure;
  const b = matchShares(oracle).measure;
  if (a.hands === 0 || b.hands === 0 || b.won === 0) return null;
  return a.won / a.hands / (b.won / b.hands);
}

/**
 * Hand `i` of a match: the bot's seat rotates (`i % players`) and the dealer rotates
 * independently (`floor(i / players)`), so every bot position relative to the dealer occurs
 * equally often. The seed names the preset and opponents, not the seating, so the `side`
 * and `lone` matches deal the same cards.
 */
export function playMatchChunk(job: MatchJob): Tally {
  const { variant, preset, opponents } = job;
  const me: Policy = job.me === 'oracle' ? ORACLE : job.me;
  const players = TABLES[variant];
  const ruleSet: RuleSet = { variant, preset };
  const tally = emptyTally();
  for (let i = job.from; i < job.to; i++) {
    const seat = i % players;
    const dealer = Math.floor(i / players) % players;
    const seating =
      job.seating === 'side' && !isClimb(variant)
        ? sideSeating(variant, seat, me, opponents)
        : Array.from({ length: players }, (_, s): Policy => (s === seat ? me : opponents));
    const o = playHand(variant, ruleSet, players, `bench-${preset}-${opponents}-${i}`, seating, dealer);
    const w = won(variant, o, seat, players);
    const role = handRole(variant, o, seat);
    for (const r of role === 'all' ? (['all'] as const) : ([role, 'all'] as const)) {
      tally[r].hands++;
      if (w) tally[r].won++;
    }
  }
  return tally;
}
