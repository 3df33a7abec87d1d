/**
 * What the trick-taking `Game`s of English Nap, tw-hk and Mighty share around the trick core:
 * the deal (shuffle the deck for deal number n, hands of equal size, the rest as widow/kitty)
 * and the table part of a player view (own hand, hand sizes, the trick in progress and the
 * completed tricks).
 */
import { cardLabel, type Card } from '../cards.ts';
import { applyToCopy, type Game, type GameSetup, type Seat } from '../game.ts';
import { normaliseRuleSet, type VariantId } from '../options.ts';
import { deriveSeed, Rng } from '../rng.ts';
import { trickNumber, trickToAct, type CompletedTrick, type TrickHand, type TrickPlay } from './index.ts';

/** Deal `deck` for deal number `dealNo` of the game `seed`: `players` hands of `handSize`, the rest apart. */
export function dealHands(
  seed: string,
  dealNo: number,
  deck: readonly Card[],
  players: number,
  handSize: number,
): { hands: Card[][]; rest: Card[] } {
  const cards = new Rng(deriveSeed(seed, 'deal', dealNo)).shuffle(deck);
  const hands: Card[][] = [];
  for (let i = 0; i < players; i++) hands.push(cards.slice(i * handSize, (i + 1) * handSize));
  return { hands, rest: cards.slice(players * handSize) };
}

/** The seat to play in the trick state, as a `toAct` list (empty once every trick is played). */
export function trickTurn(t: TrickHand): Seat[] {
  const s = trickToAct(t);
  return s === null ? [] : [s];
}

export interface TableView {
  hand: Card[];
  handSizes: number[];
  trickNumber: number;
  current: TrickPlay[];
  completed: CompletedTrick[];
}

/** The table part of `seat`'s view: its own cards only (none for a spectator), sizes of every hand, tricks. */
export function tableView(trick: TrickHand | null, hands: readonly (readonly Card[])[], seat: Seat | null): TableView {
  const held = trick ? trick.hands : hands;
  return {
    hand: seat === null ? [] : [...held[seat]!],
    handSizes: held.map((h) => h.length),
    trickNumber: trick ? trickNumber(trick) : 0,
    current: trick ? [...trick.current] : [],
    completed: trick ? [...trick.completed] : [],
  };
}

/**
 * Why an action cannot be taken now: it is not an action object, or it is not its seat's turn
 * (`turn`: the seats to act). `null` when it may go on to the phase's own checks.
 */
export function turnProblem(a: unknown, turn: readonly Seat[]): string | null {
  if (typeof a !== 'object' || a === null || typeof (a as { type?: unknown }).type !== 'string')
    return 'an action must be an object with a "type"';
  const seat = (a as { seat?: unknown }).seat;
  if (!turn.includes(seat as Seat))
    return turn.length === 0 ? 'the game is over' : `it is seat ${turn[0]}'s turn, not seat ${String(seat)}'s`;
  return null;
}

/**
 * {@link turnProblem} when one seat (or none: `null`) is to act, as in the play of the tricks
 * (`trickToAct`): the same answers, without a list of seats.
 */
export function seatTurnProblem(a: unknown, turn: Seat | null): string | null {
  if (typeof a !== 'object' || a === null || typeof (a as { type?: unknown }).type !== 'string')
    return 'an action must be an object with a "type"';
  const seat = (a as { seat?: unknown }).seat;
  if (seat !== turn || turn === null)
    return turn === null ? 'the game is over' : `it is seat ${turn}'s turn, not seat ${String(seat)}'s`;
  return null;
}

/**
 * Discard some of `cards` (an action's field, unchecked) from `hand`, which must keep at least
 * `keep` cards: the hand left and the cards, or the reason to refuse. `who` names the player.
 */
export function discardFrom(
  hand: readonly Card[],
  cardsField: unknown,
  keep: number,
  who: string,
): { ok: true; hand: Card[]; cards: Card[] } | { ok: false; reason: string } {
  const cards: Card[] = Array.isArray(cardsField) ? cardsField : [];
  const need = hand.length - keep;
  if (cards.length === 0 || cards.length > need) return { ok: false, reason: `discard from 1 to ${need} cards` };
  if (new Set(cards).size !== cards.length) return { ok: false, reason: 'a card is listed twice' };
  for (const c of cards)
    if (!hand.includes(c)) return { ok: false, reason: `${who} does not hold ${cardLabel(String(c))}` };
  return { ok: true, hand: hand.filter((c) => !cards.includes(c)), cards };
}

/** The fields every trick-taking state starts with (then its own fields, then {@link startStateTail}). */
export function startStateHead<V extends VariantId, Values>(
  variant: V,
  setup: GameSetup,
  values: Values,
  players: number,
) {
  return {
    variant,
    ruleSet: normaliseRuleSet(variant, setup.ruleSet),
    values,
    seed: setup.seed,
    players,
    handNo: 0,
    dealNo: 0,
    dealer: setup.dealer ?? 0,
    phase: 'auction' as const,
    hands: [] as Card[][],
  };
}

/** The fields every trick-taking state ends with: no trick or result yet, zero totals, an empty log. */
export function startStateTail(players: number) {
  return { trick: null, result: null, totals: new Array<number>(players).fill(0), log: [] };
}

/**
 * The `Game` of a table game (Nap, tw-hk, Mighty) from its parts: set up is its state before the
 * deal (`undealt`, the rules resolved) then `deal`; an action changes a copy (`copy`, then
 * `change` returns a reason to refuse or null); the phase is the state's.
 */
export function tableGame<S extends { log: readonly unknown[]; phase: string }, A, V>(g: {
  variant: VariantId;
  undealt(setup: GameSetup): S;
  deal(state: S): void;
  toAct(state: S): Seat[];
  legalActions(state: S, seat: Seat): A[];
  copy(state: S): S;
  change(state: S, action: A): string | null;
  view(state: S, seat: Seat): V;
  isGameOver(state: S): boolean;
}): Game<S, A, V> {
  return {
    variant: g.variant,
    setup(setup) {
      const state = g.undealt(setup);
      g.deal(state);
      return state;
    },
    toAct: g.toAct,
    legalActions: g.legalActions,
    apply: (state, action) => applyToCopy(state, action, g.copy, g.change),
    view: g.view,
    phase: (s) => s.phase,
    isGameOver: g.isGameOver,
  };
}
