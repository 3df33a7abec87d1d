/** English Nap rule options and the `standard` preset (SPEC §3). */
import { resolveValues, RuleSetError, type OptionDecls, type Preset, type RuleSet } from '../options.ts';

export const NAP_OPTIONS = {
  players: {
    label: 'Number of players',
    topic: 'players',
    labels: {
      '2': '2 players',
      '3': '3 players',
      '4': '4 players',
      '5': '5 players',
      '6': '6 players',
      '7': '7 players',
    },
    kind: 'enum',
    values: [2, 3, 4, 5, 6, 7],
    default: 4,
    description: 'Number of players, 2 to 7.',
    source: 'S002, the Encyclopaedia Britannica',
  },
  deck: {
    label: 'Deck size',
    topic: 'players',
    labels: { 'by-players': 'By number of players', full: 'Always 52 cards' },
    kind: 'enum',
    values: ['by-players', 'full'],
    default: 'by-players',
    description: 'Deck size: 20 cards (10–A) for 2 players, 32 (7–A) for 3, 52 for 4 or more; or always 52.',
    source: 'S002',
  },
  joker: {
    label: 'Play with a joker',
    topic: 'players',
    labels: { true: 'Joker as the highest trump', false: 'No joker' },
    kind: 'bool',
    default: false,
    description: 'Add a joker as the highest trump.',
    source: 'the Encyclopaedia Britannica',
  },
  bidding: {
    label: 'How bidding goes',
    topic: 'bidding',
    labels: { multi: 'Several rounds', single: 'One bid each' },
    kind: 'enum',
    values: ['multi', 'single'],
    default: 'multi',
    description: 'Bid in rounds until all pass (a passer stays out), or one bid or pass each.',
    source: 'S002 (multi); the Encyclopaedia Britannica, gamerules.com and others (single)',
    choice: true,
  },
  minBid: {
    label: 'Lowest bid (tricks)',
    topic: 'bidding',
    kind: 'int',
    min: 1,
    max: 4,
    default: 2,
    description: 'Lowest number of tricks that may be bid.',
    source: 'S002 (2); a French rules site (1); gamerules.com (3)',
  },
  misere: {
    label: 'Misère bid',
    topic: 'bidding',
    labels: { true: 'Allowed', false: 'Not allowed' },
    kind: 'bool',
    default: false,
    description: 'Allow Misère (lose every trick, no trumps), ranking between 3 and 4.',
    source: 'S002, the Encyclopaedia Britannica',
  },
  wellington: {
    label: 'Wellington bid',
    topic: 'bidding',
    labels: { true: 'Allowed', false: 'Not allowed' },
    kind: 'bool',
    default: false,
    description: 'Allow Wellington (five tricks, double stakes), bid only over Nap.',
    source: 'S002',
  },
  blucher: {
    label: 'Blücher bid',
    topic: 'bidding',
    labels: { true: 'Allowed', false: 'Not allowed' },
    kind: 'bool',
    default: false,
    description:
      'Allow Blücher (five tricks), bid only over Wellington; the Nap bidder may bid it too. Needs Wellington.',
    source: 'S002',
  },
  payout: {
    label: 'Payment table',
    topic: 'scoring',
    labels: { wikipedia: 'Main table', 'wikipedia-1': 'Second table', 'wikipedia-2': 'Third table' },
    kind: 'enum',
    values: ['wikipedia', 'wikipedia-1', 'wikipedia-2'],
    default: 'wikipedia',
    description: 'Settlement table between the declarer and each opponent.',
    source: 'S002 (main table, pattern 1, pattern 2)',
    choice: true,
  },
  rounds: {
    label: 'Hands in a game',
    topic: 'scoring',
    labels: { '3': '3 hands', '5': '5 hands', '10': '10 hands', '0': 'Open-ended' },
    kind: 'enum',
    values: [3, 5, 10, 0],
    default: 0,
    description: 'Hands in a game (0: open-ended); totals are kept across hands.',
    source: 'S002 (agree beforehand)',
  },
} as const satisfies OptionDecls;

export interface NapValues {
  players: number;
  deck: 'by-players' | 'full';
  joker: boolean;
  bidding: 'multi' | 'single';
  minBid: number;
  misere: boolean;
  wellington: boolean;
  blucher: boolean;
  payout: 'wikipedia' | 'wikipedia-1' | 'wikipedia-2';
  rounds: number;
}

export const NAP_PRESETS: readonly Preset[] = [
  {
    id: 'standard',
    label: 'Standard',
    source: 'S002 (its English Nap section)',
    description: 'Four players, bids 2–4 and Nap in several rounds, main payout table.',
    values: {},
  },
];

/** Resolve a rule set to complete Nap values; throws RuleSetError with a clear message. */
export function resolveNap(ruleSet: Pick<RuleSet, 'preset' | 'rules'>, players?: number): NapValues {
  const rules = players === undefined ? ruleSet.rules : { ...ruleSet.rules, players };
  return resolveValues('nap', NAP_OPTIONS, NAP_PRESETS, ruleSet.preset, rules, (v) => {
    if (v['blucher'] === true && v['wellington'] !== true) {
      throw new RuleSetError('option "blucher" needs "wellington": Blücher may only be bid over Wellington');
    }
  }) as unknown as NapValues;
}

/**
 * Where sources leave room, what this engine does (`choice: true`: SPEC's own [choice]). The
 * site shows these as "sources differ; this site uses …".
 */
export const NAP_RULE_NOTES: readonly { id: string; text: string; choice: boolean }[] = [
  {
    id: 'joker-opening-lead',
    text: 'The joker may not be the opening lead: the opening lead sets trumps and the joker has no suit of its own.',
    choice: false,
  },
  {
    id: 'joker-in-misere',
    text: 'In Misère the joker belongs to no suit: it may be played only when void of the led suit (or led), and it wins any trick it is in.',
    choice: false,
  },
  {
    id: 'misere-and-minbid',
    text: 'Misère may be bid whenever it beats the standing bid, whatever the lowest number bid is.',
    choice: false,
  },
  {
    id: 'single-round-blucher',
    text: 'With one bid each, when Wellington stands over a Nap after the round, the Nap bidder gets one more turn to bid Blücher.',
    choice: false,
  },
  {
    id: 'redeal',
    text: 'When everyone passes, the next player to the left deals a new hand.',
    choice: false,
  },
  {
    id: 'stop-when-certain',
    text: 'Once the result is certain the player to act may stop the hand; playing on changes nothing in the score.',
    choice: false,
  },
];
