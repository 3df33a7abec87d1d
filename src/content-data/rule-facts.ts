/**
 * The rule facts prose states — players, cards per hand, the widow, the deck, how bidding goes,
 * the lowest bid, the point cards, which last cards are an illegal finish — computed once, from
 * the engine, for the rule set a lesson or page declares (a preset and option overrides).
 * Lesson texts and MDX pages write them as placeholders (`{widow}`, `<Fact name="widow" />`,
 * see fact-text.ts), so a number in the prose cannot drift from the preset it teaches.
 * Server-only (build time and tests).
 */
import type { Card } from '../engine/cards.ts';
import { resolveValues, type OptionValue, type VariantId } from '../engine/options.ts';
import { VARIANTS } from '../engine/variants.ts';
import { DESCRIPTOR } from '../engine/descriptors.ts';
import type { Game } from '../engine/game.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import type { RuleChoice } from '../islands-logic/engines/types.ts';

/** A last card whose finish the engine was asked about: a rank, or the joker. */
export type FinishCard = '2' | '3' | '8' | 'joker';

/** The facts of one rule set. A fact the game does not have (Nap's widow) is absent. */
export interface RuleFacts {
  variant: VariantId;
  players: number;
  deckSize: number;
  /** Cards dealt to each player (trick games). */
  handSize?: number;
  /** Tricks in a hand (trick games). */
  tricks?: number;
  /** The cards left face down for Napoleon or the declarer to take (widow, kitty). */
  widow?: number;
  /** `multi`: round after round until all pass; `single`: one bid or pass each. */
  bidding?: 'multi' | 'single';
  lowestBid?: number;
  /** How many cards count (honours, heads, point cards). */
  points?: number;
  /** The last cards that are an illegal finish in the normal order, and in a revolution. */
  illegalFinish?: { normal: FinishCard[]; revolution: FinishCard[] };
}

/** The cards asked about, as a Daifugō player's last card. */
const FINISH_PROBES: readonly (readonly [FinishCard, Card])[] = [
  ['2', 'S2'],
  ['3', 'S3'],
  ['8', 'S8'],
  ['joker', 'JK'],
];

/** What the finish probe reads and sets of a climbing game's state (Daifugō's, by its shape). */
interface ClimbProbeState {
  turn: number;
  hands: Card[][];
  revolution: boolean;
  history: readonly { type: string; seat?: number; out?: string }[];
}
type ClimbProbeGame = Game<ClimbProbeState, { type: 'play'; seat: number; cards: Card[] }, unknown>;

/**
 * Which last cards rank their player last, found by playing them: a fresh deal, the player to
 * act left with that one card on an empty pile, in the normal order or a revolution.
 */
function illegalFinishes(variant: VariantId, rc: RuleChoice): { normal: FinishCard[]; revolution: FinishCard[] } {
  const game = VARIANTS[variant].game as unknown as ClimbProbeGame;
  const probe = (card: Card, revolution: boolean): boolean => {
    const s = game.setup({
      ruleSet: { variant, preset: rc.preset, rules: { ...rc.rules, jokers: 1 } },
      seed: 'rule-facts',
    });
    const seat = s.turn;
    s.hands = s.hands.map((h, i) => (i === seat ? [card] : h.filter((c) => c !== card)));
    s.revolution = revolution;
    const next = game.apply(s, { type: 'play', seat, cards: [card] });
    if (!next.ok) throw new Error(`rule facts: the engine refused ${card} as a last card: ${next.reason}`);
    const last = next.value.history.find((m) => m.type === 'play' && m.seat === seat);
    return last?.out === 'illegal';
  };
  const list = (revolution: boolean) => FINISH_PROBES.filter(([, c]) => probe(c, revolution)).map(([k]) => k);
  return { normal: list(false), revolution: list(true) };
}

const cache = new Map<string, RuleFacts>();

/**
 * The facts of a rule set (throws, naming the problem, on an unknown preset or option).
 * Computed once per rule set.
 */
export function ruleFacts(variant: VariantId, rc: RuleChoice = {}): RuleFacts {
  const key = JSON.stringify([variant, rc.preset ?? null, rc.rules ?? null]);
  const hit = cache.get(key);
  if (hit) return hit;
  const entry = VARIANTS[variant];
  const values: Record<string, OptionValue> = resolveValues(
    variant,
    entry.options,
    entry.presets,
    rc.preset,
    rc.rules as Record<string, unknown> | undefined,
  );
  const engine = engineFor(variant);
  const players = engine.players(rc);
  const deckSize = engine.deck(rc).length;
  const facts: RuleFacts = { variant, players, deckSize };
  if (engine.kind === 'trick') {
    const tricks = engine.totalTricks(rc);
    facts.tricks = tricks;
    facts.handSize = tricks;
    // The undealt cards are a widow where the hand has an exchange (Nap leaves its stock aside).
    if (DESCRIPTOR[variant].phases.includes('exchange')) facts.widow = deckSize - players * tricks;
  } else if (values['illegalFinish'] !== undefined) {
    facts.illegalFinish = illegalFinishes(variant, rc);
  }
  const bidding = values['bidding'];
  if (bidding === 'multi' || bidding === 'single') facts.bidding = bidding;
  if (typeof values['minBid'] === 'number') facts.lowestBid = values['minBid'];
  if (engine.kind === 'trick' && engine.pointCards) facts.points = engine.pointCards(rc);
  cache.set(key, facts);
  return facts;
}
