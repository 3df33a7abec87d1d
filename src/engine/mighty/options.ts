/** Mighty (마이티) rule options and the `pagat` preset (SPEC §5). */
import { resolveValues, RuleSetError, type OptionDecls, type Preset, type RuleSet } from '../options.ts';

export const MIGHTY_OPTIONS = {
  players: {
    label: 'Number of players',
    topic: 'players',
    labels: { '5': '5 players' },
    kind: 'enum',
    values: [5],
    default: 5,
    description: 'Number of players: the basic game is for five.',
    source: 'Pagat',
  },
  mightyWhenSpadesTrump: {
    label: 'The mighty when spades are trumps',
    topic: 'strength',
    labels: { DA: '♦A', CA: '♣A' },
    kind: 'enum',
    values: ['DA', 'CA'],
    default: 'DA',
    description: 'Which ace is the mighty when spades are trumps (otherwise it is ♠A).',
    source: 'Pagat, gamerules.com, the Denexa Games blog, Mighty Friend (♦A); the Standard Model blog (♣A)',
  },
  minBid: {
    label: 'Lowest bid (points)',
    topic: 'bidding',
    kind: 'int',
    min: 13,
    max: 20,
    default: 13,
    description: 'Lowest bid in points (bids run up to 20).',
    source: 'Pagat',
  },
  misdeal: {
    label: 'Redeal for a weak hand',
    topic: 'deal',
    labels: { true: 'Allowed', false: 'Not allowed' },
    kind: 'bool',
    default: true,
    description: 'Before bidding, a player whose hand is worth ½ or less may call a redeal.',
    source: 'Pagat',
  },
  trumpChange: {
    label: 'Change trumps after the kitty',
    topic: 'bidding',
    labels: { true: 'Allowed (bid +2)', false: 'Not allowed' },
    kind: 'bool',
    default: true,
    description: 'After the kitty the declarer may change trumps, raising the bid by 2 (at most 20).',
    source: 'Korean Wikipedia',
  },
  firstLead: {
    label: 'What the declarer may lead first',
    topic: 'play',
    labels: { 'no-trump': 'No trump lead', strict: 'No trump, joker or ripper', free: 'Anything' },
    kind: 'enum',
    values: ['no-trump', 'strict', 'free'],
    default: 'no-trump',
    description: 'What the declarer may lead to trick 1: no trump, or no trump/joker/ripper, or anything.',
    source: 'Pagat (no-trump); Mighty Friend (strict)',
  },
  mightyFollows: {
    label: 'A mighty that is the only card of the led suit',
    topic: 'play',
    labels: {
      suit: 'Must be played (it follows its suit)',
      free: 'Need not be played (any card may go)',
    },
    kind: 'enum',
    values: ['suit', 'free'],
    default: 'suit',
    description:
      'When the only card of the led suit a player holds is the mighty: it follows its suit and must be played (or the joker), or it is free and the player may play any card.',
    source: 'The sources say only that the mighty may be played at any time; both readings are this site’s choice',
    choice: true,
  },
  jokerFirstLast: {
    label: 'The joker in the first and last tricks',
    topic: 'joker',
    labels: { powerless: 'Loses its power', normal: 'Keeps its power' },
    kind: 'enum',
    values: ['powerless', 'normal'],
    default: 'powerless',
    description: 'Whether the joker loses its power in the first and last tricks.',
    source: 'the Standard Model blog (powerless); Pagat’s page does not mention it',
    choice: true,
  },
  ripper: {
    label: 'Leading the ripper calls the joker',
    topic: 'joker',
    labels: { optional: 'At the leader’s choice', forced: 'Always' },
    kind: 'enum',
    values: ['optional', 'forced'],
    default: 'optional',
    description:
      'Whether leading the ripper (♣3, or ♠3 with clubs trumps) calls the joker at the leader’s choice or always.',
    source: 'Pagat (leader may call); the Denexa Games blog (automatic)',
    choice: true,
  },
} as const satisfies OptionDecls;

export interface MightyValues {
  players: 5;
  mightyWhenSpadesTrump: 'DA' | 'CA';
  minBid: number;
  misdeal: boolean;
  trumpChange: boolean;
  firstLead: 'no-trump' | 'strict' | 'free';
  mightyFollows: 'suit' | 'free';
  jokerFirstLast: 'powerless' | 'normal';
  ripper: 'optional' | 'forced';
}

export const MIGHTY_PRESETS: readonly Preset[] = [
  {
    id: 'pagat',
    label: 'Pagat',
    source: 'Pagat’s Mighty page with Korean Wikipedia’s trump change',
    description: 'Five players, 53 cards, bids 13–20, card / first-trick / no friend, pagat scoring.',
    values: {},
  },
];

/** Resolve a rule set to complete Mighty values; throws RuleSetError with a clear message. */
export function resolveMighty(ruleSet: Pick<RuleSet, 'preset' | 'rules'>, players?: number): MightyValues {
  const rules = players === undefined ? ruleSet.rules : { ...ruleSet.rules, players };
  if (players !== undefined && players !== 5) {
    throw new RuleSetError(`option "players" cannot be ${players}: allowed values are 5`);
  }
  return resolveValues('mighty', MIGHTY_OPTIONS, MIGHTY_PRESETS, ruleSet.preset, rules) as unknown as MightyValues;
}

/**
 * Where sources leave room, what this engine does (`choice: true`: SPEC's own [choice]). The
 * site shows these as "sources differ; this site uses …".
 */
export const MIGHTY_RULE_NOTES: readonly { id: string; text: string; choice: boolean }[] = [
  {
    id: 'alone-not-doubled',
    text: 'A friend card in the declarer’s own hand or among the discards means the declarer plays alone, and the score is not doubled (only declaring “no friend” doubles).',
    choice: true,
  },
  {
    id: 'first-trick-friend-declarer',
    text: 'With a first-trick friend, if the declarer wins trick 1 there is no friend: the declarer plays alone, not doubled.',
    choice: false,
  },
  {
    id: 'misdeal-timing',
    text: 'A misdeal may be called instead of one’s first auction turn while nobody has bid yet; the same dealer deals again.',
    choice: false,
  },
  {
    id: 'mighty-follows-suit',
    text: 'The sources say only that the mighty may be played at any time. By default the mighty still counts as a card of its suit: a player whose only card of the led suit is the mighty must play it (or the joker). The other reading, that such a player may play any card, is an option.',
    choice: true,
  },
  {
    id: 'powerless-joker-lead',
    text: 'A joker without power (first or last trick) may still be led: it names the suit to follow but cannot win.',
    choice: false,
  },
  {
    id: 'trump-change',
    text: 'A trump change may name any other suit or no-trump and costs 2 points of bid; keeping trumps costs nothing.',
    choice: false,
  },
  {
    id: 'next-dealer',
    text: 'The next hand is dealt by the friend, or by the declarer when there is none; after a redeal the same dealer deals.',
    choice: false,
  },
];
