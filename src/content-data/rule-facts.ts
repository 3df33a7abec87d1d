/**
 * The rule facts prose states — players, cards per hand, the widow, the deck, how bidding goes,
 * the lowest bid, the point cards, which last cards are an illegal finish — computed once, from
 * the engine, for the rule set a lesson or page declares (a preset and option overrides).
 * Lesson texts and MDX pages write them as placeholders (`{widow}`, `<Fact name="widow" />`,
 * see fact-text.ts), so a number in the prose cannot drift from the preset it teaches.
 * Server-only (build time and tests).
 */
import type { Card } from '../engine/cards.ts';
import { honourValue, japaneseDeck } from '../engine/japanese/deck.ts';
import { resolveJapaneseRules } from '../engine/japanese/options.ts';
import { isPointCard, MIGHTY_DECK } from '../engine/mighty/rules.ts';
import { isHead, TWHK_DECK } from '../engine/twhk/rules.ts';
import { resolveValues, type OptionValue, type VariantId } from '../engine/options.ts';
import { VARIANTS } from '../engine/variants.ts';
import daifugoEntry from '../engine/daifugo/variant.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import type { RuleChoice } from '../islands-logic/engines/types.ts';

/** The phases of each game's hand, in order, as the practice table names them. */
export const HAND_PHASES: Readonly<Record<VariantId, readonly string[]>> = {
  japanese: ['auction', 'adjutant', 'exchange', 'play', 'gameOver'],
  nap: ['auction', 'play', 'gameOver'],
  'tw-hk': ['auction', 'trump', 'exchange', 'secretary', 'play', 'gameOver'],
  mighty: ['auction', 'exchange', 'trump', 'friend', 'play', 'gameOver'],
  daifugo: ['exchange', 'play', 'gameOver'],
};

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

/** Point cards of a deck under a rule set, by each engine's own test. */
const POINT_COUNT: Partial<Record<VariantId, (rc: RuleChoice) => number>> = {
  japanese: (rc) => {
    const r = resolveJapaneseRules({ preset: rc.preset, rules: rc.rules });
    return japaneseDeck(r, r.players).filter((c) => honourValue(c, r) > 0).length;
  },
  'tw-hk': () => TWHK_DECK.filter((c: Card) => isHead(c)).length,
  mighty: () => MIGHTY_DECK.filter((c: Card) => isPointCard(c)).length,
};

/** The cards asked about, as a Daifugō player's last card. */
const FINISH_PROBES: readonly (readonly [FinishCard, Card])[] = [
  ['2', 'S2'],
  ['3', 'S3'],
  ['8', 'S8'],
  ['joker', 'JK'],
];

/**
 * Which last cards rank their player last, found by playing them: a fresh deal, the player to
 * act left with that one card on an empty pile, in the normal order or a revolution.
 */
function illegalFinishes(rc: RuleChoice): { normal: FinishCard[]; revolution: FinishCard[] } {
  const game = daifugoEntry.game;
  const probe = (card: Card, revolution: boolean): boolean => {
    const s = game.setup({
      ruleSet: { variant: 'daifugo', preset: rc.preset, rules: { ...rc.rules, jokers: 1 } },
      seed: 'rule-facts',
    });
    const seat = s.turn;
    s.hands = s.hands.map((h, i) => (i === seat ? [card] : h.filter((c) => c !== card)));
    s.revolution = revolution;
    const next = game.apply(s, { type: 'play', seat, cards: [card] });
    if (!next.ok) throw new Error(`rule facts: the engine refused ${card} as a last card: ${next.reason}`);
    const last = next.value.history.find((m) => m.type === 'play' && m.seat === seat);
    return (last as { out?: string } | undefined)?.out === 'illegal';
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
    if (HAND_PHASES[variant].includes('exchange')) facts.widow = deckSize - players * tricks;
  } else if (values['illegalFinish'] !== undefined) {
    facts.illegalFinish = illegalFinishes(rc);
  }
  const bidding = values['bidding'];
  if (bidding === 'multi' || bidding === 'single') facts.bidding = bidding;
  if (typeof values['minBid'] === 'number') facts.lowestBid = values['minBid'];
  const points = POINT_COUNT[variant];
  if (points) facts.points = points(rc);
  cache.set(key, facts);
  return facts;
}
