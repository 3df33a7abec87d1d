/**
 * The trick core as it was before the speed work of issue #16 (array methods, `includes`,
 * spreads): kept only as the reference the property tests compare the fast core with. Never
 * imported by `src/`.
 */
import { ALL_CARDS, cardLabel, suitOf, type Card, type Suit } from '../../src/engine/cards.ts';
import type { Outcome, Seat } from '../../src/engine/game.ts';
import {
  trickToAct,
  type CompletedTrick,
  type FollowRule,
  type TrickContext,
  type TrickHand,
  type TrickPlay,
  type TrickRules,
} from '../../src/engine/trick/index.ts';

const printedSuit = (c: Card): Suit | null => suitOf(c);

export function followSuitV1(
  hand: readonly Card[],
  ledSuit: Suit | null,
  rule: FollowRule = {},
  mustPlay: readonly Card[] = [],
): Card[] {
  if (mustPlay.length > 0) {
    const forced = hand.filter((c) => mustPlay.includes(c));
    if (forced.length > 0) return forced;
  }
  if (ledSuit === null) return [...hand];
  const suitFor = rule.suitFor ?? printedSuit;
  const isFree = rule.isFree ?? (() => false);
  const following = hand.filter((c) => !isFree(c) && suitFor(c) === ledSuit);
  if (following.length === 0) return [...hand];
  return hand.filter((c) => isFree(c) || suitFor(c) === ledSuit);
}
export function playToTrickV1<C extends TrickContext>(
  hand: TrickHand,
  rules: TrickRules<C>,
  seat: Seat,
  card: Card,
  extra: { declared?: Suit; calls?: Record<string, boolean> } = {},
): Outcome<{ hand: TrickHand; completed?: CompletedTrick }> {
  const turn = trickToAct(hand);
  if (turn === null) return { ok: false, reason: 'every trick has been played' };
  if (seat !== turn) return { ok: false, reason: `it is seat ${turn}'s turn to play, not seat ${seat}'s` };
  if (typeof card !== 'string' || !ALL_CARDS.includes(card)) {
    return { ok: false, reason: `${JSON.stringify(card) ?? 'nothing'} is not a card: a play needs "card", e.g. "SA"` };
  }
  const own = hand.hands[seat]!;
  if (!own.includes(card)) return { ok: false, reason: `seat ${seat} does not hold ${cardLabel(card)}` };
  const ctx = rules.context(hand, hand.current);
  const legal = rules.legal(own, hand.current, ctx);
  if (!legal.includes(card)) {
    return {
      ok: false,
      reason: `${cardLabel(card)} may not be played now: legal cards are ${legal.map(cardLabel).join(' ')}`,
    };
  }
  const play: TrickPlay = { seat, card };
  if (hand.current.length === 0 && extra.declared) play.declared = extra.declared;
  const hands = hand.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
  const current = [...hand.current, play];
  const calls = hand.current.length === 0 ? { ...(extra.calls ?? {}) } : hand.calls;
  if (current.length < hand.players) {
    return { ok: true, value: { hand: { ...hand, hands, current, calls } } };
  }
  const fullCtx = rules.context({ ...hand, hands, calls }, current);
  const result = rules.winner(current, fullCtx);
  const winnerSeat = current[result.winner]!.seat;
  const done: CompletedTrick = {
    leader: hand.leader,
    plays: current,
    winner: winnerSeat,
    explanation: result.explanation,
  };
  const won = current.map((p) => p.card);
  const pts = won.reduce((a, c) => a + rules.points(c), 0);
  return {
    ok: true,
    value: {
      hand: {
        ...hand,
        hands,
        leader: winnerSeat,
        current: [],
        calls: {},
        completed: [...hand.completed, done],
        taken: hand.taken.map((t, i) => (i === winnerSeat ? [...t, ...won] : t)),
        points: hand.points.map((p, i) => (i === winnerSeat ? p + pts : p)),
      },
      completed: done,
    },
  };
}
