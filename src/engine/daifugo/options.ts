/**
 * Daifugō rule options and presets (SPEC §6). Declared once here; the site, share links,
 * the judge and the practice game all read these declarations.
 */
import { RuleSetError, resolveValues, type OptionDecls, type OptionValue, type Preset } from '../options.ts';

export const DAIFUGO_OPTIONS = {
  players: {
    label: 'Number of players',
    topic: 'players',
    kind: 'int',
    min: 4,
    max: 8,
    default: 4,
    description: 'Number of players (4 to 8).',
    source: 'S003 (Board Game Arena’s current help page also allows 2–3)',
  },
  jokers: {
    label: 'Jokers in the deck',
    topic: 'players',
    labels: { '0': 'No joker', '1': 'One joker', '2': 'Two jokers' },
    kind: 'enum',
    values: [0, 1, 2],
    default: 2,
    description:
      'Jokers in the deck: 0, 1 (JK) or 2 (BJ and LJ, interchangeable). A joker is the strongest single or a wild card.',
    source: 'S003 (2 jokers); Board Game Arena’s current help page (1 joker)',
    choice: true,
  },
  stairs: {
    label: 'Stairs (runs of one suit)',
    topic: 'play',
    labels: { true: 'Allowed', false: 'Not allowed' },
    kind: 'bool',
    default: false,
    description: 'Stairs (階段): 3 or more consecutive ranks of one suit may be played together.',
    source: 'S003 (minimum length not stated: this site uses 3)',
    choice: true,
  },
  revolution: {
    label: 'Revolution (four of a kind reverses the order)',
    topic: 'play',
    labels: { true: 'On', false: 'Off' },
    kind: 'bool',
    default: true,
    description:
      'Revolution (革命): playing 4 or more cards at once reverses the rank order for the rest of the round.',
    source: 'S003, Board Game Arena’s help page',
  },
  elevenBack: {
    label: 'Jack back (a jack reverses the order)',
    topic: 'play',
    labels: { true: 'On', false: 'Off' },
    kind: 'bool',
    default: false,
    description: 'Jack back (11バック): a play containing a J reverses the rank order until the pile clears.',
    source:
      'S003, Board Game Arena’s help page (with a revolution in force the two cancel: sources are silent, this site’s choice)',
    choice: true,
  },
  eightCut: {
    label: 'Eight cut (an 8 clears the pile)',
    topic: 'play',
    labels: { true: 'On', false: 'Off' },
    kind: 'bool',
    default: false,
    description: 'Eight cut (8切り): a play containing an 8 clears the pile and its player leads again.',
    source: 'S003, Board Game Arena’s help page',
  },
  nineReverse: {
    label: 'Reversing 9 (a 9 reverses play)',
    topic: 'play',
    labels: { true: 'On', false: 'Off' },
    kind: 'bool',
    default: false,
    description: 'Reversing 9 (9リバース): a play containing a 9 reverses the direction of play.',
    source: 'S003, Board Game Arena’s help page',
  },
  skip: {
    label: 'Same-rank skip',
    topic: 'play',
    labels: { true: 'On', false: 'Off' },
    kind: 'bool',
    default: true,
    description:
      'Same-rank skip (スキップ): matching the previous play at the same rank is legal and skips the next player.',
    source: 'S003, Board Game Arena’s help page',
  },
  unskippable23: {
    label: '2s and 3s cannot be skipped',
    topic: 'play',
    labels: { true: 'On', false: 'Off' },
    kind: 'bool',
    default: false,
    description:
      'Unskippable 2/3: 2s (3s when the order is reversed) cannot be matched at the same rank. Needs "skip".',
    source: 'Board Game Arena’s table settings; off in every preset of S003',
  },
  suitLock: {
    label: 'Suit lock',
    topic: 'play',
    labels: { true: 'On', false: 'Off' },
    kind: 'bool',
    default: false,
    description:
      'Suit lock (スート縛り): when a play has the same suit(s) as the play before it, only those suits may be played until the pile clears.',
    source: 'S003 (the rule for pairs and stairs is not stated: this site locks the whole set of suits)',
    choice: true,
  },
  illegalFinish: {
    label: 'Illegal finish (no going out on a 2 or joker)',
    topic: 'scoring',
    labels: { true: 'On', false: 'Off' },
    kind: 'bool',
    default: true,
    description:
      'Illegal finish: going out with a 2 (a 3 when reversed), a joker, or (with eight cut) an 8 ranks the player last.',
    source: 'S003 (2/3/joker); Board Game Arena’s current help page adds the 8',
    choice: true,
  },
  downfall: {
    label: 'Downfall of the President',
    topic: 'scoring',
    labels: { true: 'On', false: 'Off' },
    kind: 'bool',
    default: true,
    description:
      'Downfall (都落ち): from round 2, if someone else goes out first, the President is ranked last at once.',
    source: 'S003, Board Game Arena’s help page',
  },
  autoPass: {
    label: 'Automatic pass',
    topic: 'play',
    labels: { true: 'On', false: 'Off' },
    kind: 'bool',
    default: true,
    description: 'Automatic pass: a player who has no legal play passes automatically.',
    source: 'S003 (Board Game Arena checks public information only; this site checks the hand)',
    choice: true,
  },
  permanentPass: {
    label: 'Permanent pass',
    topic: 'play',
    labels: { true: 'On', false: 'Off' },
    kind: 'bool',
    default: false,
    description: 'Permanent pass (永久パス): a player who passes may not play again until the pile clears.',
    source: 'an older Board Game Arena rule, now one of its table settings; off in every preset of S003',
    choice: true,
  },
  firstPlayer: {
    label: 'Who leads from round 2',
    topic: 'deal',
    labels: { lowest: 'The previous Beggar', president: 'The previous President' },
    kind: 'enum',
    values: ['lowest', 'president'],
    default: 'lowest',
    description:
      'Who leads from round 2: the previous Beggar (lowest) or the previous President. Round 1: the holder of ♦3.',
    source: 'S003 (its preset table)',
    choice: true,
  },
  scoring: {
    label: 'How scores are kept',
    topic: 'scoring',
    labels: { plus: 'Points up (加点方式)', minus: 'Points down (減点方式)' },
    kind: 'enum',
    values: ['plus', 'minus'],
    default: 'plus',
    description:
      'Plus: each player scores the number of players who finished after them. Minus: a stock that the President raises and others lose.',
    source: "S003, Board Game Arena’s help page (the two word the Citizens' −1 differently)",
    choice: true,
  },
  length: {
    label: 'Game length',
    topic: 'scoring',
    labels: { short: 'Short game', medium: 'Medium game', long: 'Long game' },
    kind: 'enum',
    values: ['short', 'medium', 'long'],
    default: 'medium',
    description: 'Game length: target 2×, 3× or 4× the players (plus), or a stock of 10, 15 or 20 (minus).',
    source: 'S003, Board Game Arena’s help page',
  },
  spadeThree: {
    kind: 'bool',
    default: false,
    label: 'Spade 3 return',
    topic: 'play',
    description:
      'Spade 3 return (スペ3返し): the ♠3 played alone on a lone joker beats it; the pile clears and the ♠3 leads.',
    source: 'the Japanese Wikipedia article 大富豪 (local rules); the boku-boardgame.net page on スペ3返し',
  },
  sevenPass: {
    kind: 'bool',
    default: false,
    label: 'Seven pass',
    topic: 'play',
    description:
      'Seven pass (7渡し): after a play with sevens, its player may hand the next player up to one card of their choice per seven.',
    source: 'the Japanese Wikipedia article 大富豪 (local rules)',
    choice: true,
  },
  tenDiscard: {
    kind: 'bool',
    default: false,
    label: 'Ten discard',
    topic: 'play',
    description:
      'Ten discard (10捨て): after a play with tens, its player may throw away up to one card of their choice per ten.',
    source: 'the Japanese Wikipedia article 大富豪 (local rules)',
    choice: true,
  },
  queenBomber: {
    kind: 'bool',
    default: false,
    label: 'Queen bomber',
    topic: 'play',
    description:
      'Queen bomber (Qボンバー): after a play with queens, its player names a rank and every player throws away all cards of that rank.',
    source: 'the Japanese Wikipedia article 大富豪 (local rules); the boku-boardgame.net page on クイーンボンバー',
    choice: true,
  },
  fiveSkip: {
    kind: 'bool',
    default: false,
    label: 'Five skip',
    topic: 'play',
    description:
      'Five skip (5飛び): a play with fives skips one player still in the round per five. Not together with same-rank skip.',
    source: 'the Japanese Wikipedia article 大富豪 (local rules)',
  },
  sandstorm: {
    kind: 'bool',
    default: false,
    label: 'Sandstorm of three 3s',
    topic: 'play',
    description:
      'Sandstorm (砂嵐): three 3s (no joker among them) beat any three of a kind, even in a revolution, and clear the pile.',
    source: 'the Japanese Wikipedia article 大富豪 (local rules)',
    choice: true,
  },
} as const satisfies OptionDecls;

export type DaifugoOptionKey = keyof typeof DAIFUGO_OPTIONS;

/** Resolved Daifugō rules: every option present. */
export interface DaifugoRules {
  players: number;
  jokers: 0 | 1 | 2;
  stairs: boolean;
  revolution: boolean;
  elevenBack: boolean;
  eightCut: boolean;
  nineReverse: boolean;
  skip: boolean;
  unskippable23: boolean;
  suitLock: boolean;
  illegalFinish: boolean;
  downfall: boolean;
  autoPass: boolean;
  permanentPass: boolean;
  firstPlayer: 'lowest' | 'president';
  scoring: 'plus' | 'minus';
  length: 'short' | 'medium' | 'long';
  spadeThree: boolean;
  sevenPass: boolean;
  tenDiscard: boolean;
  queenBomber: boolean;
  fiveSkip: boolean;
  sandstorm: boolean;
}

export const DAIFUGO_PRESETS: readonly Preset[] = [
  {
    id: 'moderate',
    label: 'Moderate (ほどほど)',
    source: 'S003',
    description: 'Board Game Arena default: revolution, jokers, same-rank skip, illegal finish and downfall.',
    values: {},
  },
  {
    id: 'all',
    label: 'All local rules (全て)',
    source: 'S003',
    description: 'Every effect on: stairs, suit lock, eight cut, reversing 9 and jack back as well.',
    values: { stairs: true, suitLock: true, eightCut: true, nineReverse: true, elevenBack: true },
  },
  {
    id: 'none',
    label: 'No local rules (適用しない)',
    source: 'S003',
    description: 'Plain President: no effects, no jokers, the previous President leads.',
    values: {
      jokers: 0,
      revolution: false,
      skip: false,
      illegalFinish: false,
      downfall: false,
      firstPlayer: 'president',
    },
  },
];

/**
 * Decisions this engine makes where SPEC or the sources leave room (SPEC **[choice]** and
 * open questions): the site lists them as "sources differ; this site uses …".
 */
export const DAIFUGO_RULE_NOTES: readonly { id: string; text: string; choice: boolean }[] = [
  { id: 'stairsMinimum', text: 'Stairs need at least 3 cards.', choice: true },
  {
    id: 'loneJoker',
    text: 'A lone joker is a single: it beats any single, reversed or not, but not a pair or more.',
    choice: true,
  },
  {
    id: 'jokerSet',
    text: 'Two jokers together make a pair stronger than any other pair, reversed or not.',
    choice: true,
  },
  {
    id: 'jokerStandIn',
    text: 'A joker standing in a set or stairs counts as the card it replaces for effects (8, 9, J) and for the 2/3 of an illegal finish.',
    choice: true,
  },
  {
    id: 'suitLockJoker',
    text: 'Suit lock starts only when both plays show the same printed suits and neither holds a joker; once locked, a joker may stand for a locked suit.',
    choice: true,
  },
  {
    id: 'eightCutClears',
    text: 'An eight cut clears the pile at once, so a jack back, skip or suit lock in the same play has no effect.',
    choice: true,
  },
  {
    id: 'illegalFinishOrder',
    text: 'Whether a 2 or a 3 is an illegal finish depends on the order in force before the finishing play (revolution and jack back both count).',
    choice: true,
  },
  {
    id: 'downfallFirst',
    text: 'Downfall happens when another player takes first place; a player ranked last by an illegal finish does not take first place.',
    choice: true,
  },
  {
    id: 'leadAfterOut',
    text: 'After a player goes out and the pile clears, the next player still in leads, in the current direction of play.',
    choice: true,
  },
  {
    id: 'firstLead',
    text: 'In round 1 the holder of ♦3 leads and need not play it.',
    choice: true,
  },
  {
    id: 'exchangeOrder',
    text: 'In the exchange the poorer players give their strongest cards first (automatically); the President and Minister then choose what to give, and may give back what they received.',
    choice: true,
  },
  {
    id: 'spadeThreeLock',
    text: 'The spade 3 beats a lone joker even while other suits are locked (one source says so; others are silent).',
    choice: true,
  },
  {
    id: 'sevenTenCount',
    text: 'Seven pass and ten discard allow one card per seven or ten in the play (a joker standing in for one counts), and giving or throwing away fewer, or none, is allowed.',
    choice: true,
  },
  {
    id: 'handOverFinish',
    text: 'A player who gives or throws away their last card goes out; the finish is illegal if that last card would have been an illegal last play.',
    choice: true,
  },
  {
    id: 'queenBomberOut',
    text: 'A queen bomber names one rank (never the joker), whatever the number of queens. Players left with no cards go out in turn order from the bomber, never as an illegal finish.',
    choice: true,
  },
  {
    id: 'effectOrder',
    text: 'Several effects in one play act in this order: the pile clears (eight cut, spade 3, sandstorm), then the seven pass, the ten discard and the queen bomber, then skips and the reversing 9 decide who plays next. A play that clears the pile makes no skip.',
    choice: true,
  },
  {
    id: 'sandstormLead',
    text: 'Three 3s clear the pile as a sandstorm whenever they are played, when leading too.',
    choice: true,
  },
  {
    id: 'dealer',
    text: "The dealer moves one seat clockwise each round; the deal starts at the dealer's left.",
    choice: true,
  },
];

export const DAIFUGO_PRESET_IDS = DAIFUGO_PRESETS.map((p) => p.id);

/**
 * Every local rule of the Japanese article's list on at once (same-rank skip off, since five skip
 * cannot be on beside it): the rule set under which the bots' and the table's tests meet each
 * local rule's decisions.
 */
export const DAIFUGO_ALL_LOCAL_RULES = {
  spadeThree: true,
  sevenPass: true,
  tenDiscard: true,
  queenBomber: true,
  fiveSkip: true,
  skip: false,
  sandstorm: true,
} as const satisfies Partial<Record<DaifugoOptionKey, boolean>>;

function check(values: Record<string, OptionValue>): void {
  if (values['fiveSkip'] === true && values['skip'] === true) {
    throw new RuleSetError(
      'options "skip" and "fiveSkip" cannot both be on: they are two different skip rules, so set one of them to false',
    );
  }
  if (values['unskippable23'] === true && values['skip'] !== true) {
    throw new RuleSetError(
      'option "unskippable23" needs "skip": with "skip" off no play can match the previous one, so set "unskippable23" to false or "skip" to true',
    );
  }
}

/** Resolve a Daifugō preset + rule overrides; throws RuleSetError naming the problem. */
export function resolveDaifugoRules(
  preset: string | undefined,
  rules: Record<string, unknown> | undefined,
  players?: unknown,
): DaifugoRules {
  const merged = players === undefined ? rules : { ...(rules ?? {}), players };
  return resolveValues('daifugo', DAIFUGO_OPTIONS, DAIFUGO_PRESETS, preset, merged, check) as unknown as DaifugoRules;
}
