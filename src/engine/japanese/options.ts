/**
 * Japanese Napoleon rule options and presets (SPEC §2). Every option is declared here once:
 * key, values, default, one-line description, source and whether SPEC marks it a [choice].
 */
import {
  resolveValues,
  RuleSetError,
  type OptionDecl,
  type OptionValue,
  type Preset,
  type RuleSet,
} from '../options.ts';

const JOKER_RANKS = ['lowest', 'top', 'below-mighty', 'below-ura-jack'] as const;
const TRICKS_SEL = ['none', 'first', 'last', 'first-and-last'] as const;
const SPECIALS_OFF = [...TRICKS_SEL, 'all'] as const;

/** Every option of Japanese Napoleon (SPEC §2), in the order the site lists them. */
export const JAPANESE_OPTIONS = {
  players: {
    label: 'Number of players',
    topic: 'players',
    labels: { '4': '4 players', '5': '5 players', '6': '6 players' },
    kind: 'enum',
    values: [4, 5, 6],
    default: 5,
    description: 'Number of players.',
    source: 'S002; 5 is the usual game',
  },
  joker: {
    label: 'Play with a joker',
    topic: 'players',
    labels: { true: 'With a joker (53 cards)', false: 'No joker (52 cards)' },
    kind: 'bool',
    default: false,
    description: 'Add one joker (53 cards): the widow grows by one card.',
    source: 'S000, S001, S002',
  },
  fewerPlayers: {
    label: 'With 4 or 6 players',
    topic: 'deal',
    labels: { widow: 'Keep a larger widow', 'strip-twos': 'Take out 2s until the widow is 3 cards' },
    kind: 'enum',
    values: ['widow', 'strip-twos'],
    default: 'widow',
    description:
      'With 4 or 6 players: keep the larger widow, or strip 2s (3s when same-two is on), ♣ ♦ ♥ ♠ first, until the widow is 3 cards.',
    source: 'S002',
  },
  honours: {
    label: 'Which cards are honours',
    topic: 'scoring',
    labels: { standard: 'A, K, Q, J and 10', 'with-threes': 'A, K, Q, J, 10 and the 3s' },
    kind: 'enum',
    values: ['standard', 'with-threes'],
    default: 'standard',
    description: 'Honours are A K Q J 10 (20 in all), or also the four 3s (24 in all).',
    source: 'S002',
  },
  minBid: {
    label: 'Lowest bid',
    topic: 'bidding',
    kind: 'int',
    min: 6,
    max: 20,
    default: 11,
    description: 'The lowest number of honours a bid may promise.',
    source:
      'S002 (11), S000 (12); S001 only shows an example bid of 10, so the 2011 preset’s 10 is this site’s reading',
  },
  noTrumpBids: {
    label: 'No-trump bids',
    topic: 'bidding',
    labels: { true: 'Allowed', false: 'Not allowed' },
    kind: 'bool',
    default: false,
    description: 'Allow no-trump bids; a no-trump bid beats every suit at the same number.',
    source: 'S002',
    choice: true,
  },
  auctionStart: {
    label: 'Who bids first',
    topic: 'bidding',
    labels: {
      'dealer-left': 'The player after the dealer',
      'previous-napoleon': 'The previous hand’s Napoleon',
      dealer: 'The dealer (who may pass)',
    },
    kind: 'enum',
    values: ['dealer-left', 'previous-napoleon', 'dealer'],
    default: 'dealer-left',
    description:
      'Who opens the auction: the player after the dealer, the previous hand’s Napoleon (the first hand and a hand dealt again after nobody bid start after the dealer), or the dealer, who may pass. When the dealer must open (nobody bids: the dealer opens), the dealer opens whatever this says.',
    source:
      'S002 (the previous Napoleon, or by some rules the dealer); the player after the dealer is this site’s default',
    choice: true,
  },
  passIsFinal: {
    label: 'Passing is final',
    topic: 'bidding',
    labels: { true: 'A passer is out of the auction', false: 'A passer may bid again' },
    kind: 'bool',
    default: true,
    description: 'A player who passes is out of the auction.',
    source: 'S002; W-pinewind lets passers come back',
  },
  allPass: {
    label: 'When nobody bids',
    topic: 'bidding',
    labels: {
      redeal: 'Deal again',
      'mighty-holder': 'The holder of the mighty is Napoleon',
      'middle-widow-jack': 'The middle widow card picks Napoleon',
      'flip-widow': 'Turn widow cards to pick Napoleon',
      'dealer-must-bid': 'The dealer must bid',
      'dealer-opens': 'The dealer opens and must bid',
      'reveal-widow': 'Show the widow and bid again',
    },
    kind: 'enum',
    values: [
      'redeal',
      'mighty-holder',
      'middle-widow-jack',
      'flip-widow',
      'dealer-must-bid',
      'dealer-opens',
      'reveal-widow',
    ],
    default: 'redeal',
    description: 'What happens when nobody bids.',
    source: 'S000, S002, W-wb-allpass',
    choice: true,
  },
  twentyHonours: {
    label: 'When Napoleon’s side takes all honours',
    topic: 'scoring',
    labels: { win: 'A plain win', lose: 'A loss (revolution)', 'lose-unless-bid-20': 'A loss unless the bid was 20' },
    kind: 'enum',
    values: ['win', 'lose', 'lose-unless-bid-20'],
    default: 'win',
    description:
      'When the Napoleon side takes every honour: a plain win, a loss ("revolution"), or a loss unless the bid was 20.',
    source: 'S000, S001, S002',
  },
  adjutantTiming: {
    label: 'When the adjutant card is named',
    topic: 'partner',
    labels: {
      'before-exchange': 'Before taking the widow',
      'with-bid': 'With every bid',
      'after-exchange': 'After the exchange',
    },
    kind: 'enum',
    values: ['before-exchange', 'with-bid', 'after-exchange'],
    default: 'before-exchange',
    description:
      'When Napoleon names the adjutant card: before taking the widow, with every bid, or after the exchange.',
    source: 'S002; S000 names the adjutant with each bid',
  },
  adjutantOwnCard: {
    label: 'Napoleon may name his own card',
    topic: 'partner',
    labels: { true: 'Allowed (play alone)', false: 'Not allowed' },
    kind: 'bool',
    default: true,
    description: 'Napoleon may name a card in his own hand and play alone.',
    source: 'S002',
  },
  betrayal: {
    label: 'Betrayal with ♣10',
    topic: 'partner',
    labels: {
      off: 'No betrayal',
      adjutant: 'The adjutant may betray with ♣10',
      'adjutant-and-napoleon': 'Also Napoleon, holding ♣10 and the joker, may go over to the allies',
    },
    kind: 'enum',
    values: ['off', 'adjutant', 'adjutant-and-napoleon'],
    default: 'off',
    description:
      'Betrayal: the adjutant may declare it when playing ♣10 and joins the allies, Napoleon playing alone; or also Napoleon, holding ♣10 and the joker, may show them and join the allies, leaving the adjutant to make the bid alone.',
    source: 'S002 local rule',
  },
  firstLeadNoTrump: {
    label: 'No trump on the opening lead',
    topic: 'play',
    labels: { true: 'The opening lead may not be a trump', false: 'Any card may open' },
    kind: 'bool',
    default: false,
    description: 'The opening lead may not be a trump unless Napoleon holds nothing else.',
    source: 'S002 local rule, W-japoleon',
  },
  mightySuitless: {
    label: 'The mighty belongs to no suit',
    topic: 'play',
    labels: { true: '♠A may be played to any lead', false: '♠A follows spades' },
    kind: 'bool',
    default: false,
    description: '♠A belongs to no suit: it may be played to any lead and need not follow spades.',
    source: 'S002 local rule',
  },
  specialsFree: {
    label: 'Special cards never have to follow',
    topic: 'play',
    labels: { true: 'Mighty and jacks may be played to any lead', false: 'They follow suit like other cards' },
    kind: 'bool',
    default: false,
    description: 'The mighty, sei-jack and ura-jack may be played to any lead and never have to follow.',
    source: 'S002 local rule',
  },
  jackOrder: {
    label: 'Which jack of power ranks higher',
    topic: 'strength',
    labels: { 'sei-first': 'Sei-jack above ura-jack', 'ura-first': 'Ura-jack above sei-jack' },
    kind: 'enum',
    values: ['sei-first', 'ura-first'],
    default: 'sei-first',
    description: 'Which jack of power ranks higher: the sei-jack (jack of trumps) or the ura-jack.',
    source: 'S002',
  },
  specialsOff: {
    label: 'Tricks where special cards lose their power',
    topic: 'strength',
    labels: {
      none: 'No such trick',
      first: 'The first trick',
      last: 'The last trick',
      'first-and-last': 'The first and last tricks',
      all: 'Every trick (no special cards)',
    },
    kind: 'enum',
    values: SPECIALS_OFF,
    default: 'none',
    description:
      'Tricks in which the mighty and both jacks are ordinary cards (every trick: the special cards are abolished).',
    source: 'S002 local rule',
  },
  specialsOffKeepsMighty: {
    label: 'The mighty keeps its power in those tricks',
    topic: 'strength',
    labels: { true: 'Only the jacks lose power', false: 'Mighty and jacks lose power' },
    kind: 'bool',
    default: false,
    description: 'In those tricks the mighty keeps its power (only the jacks become ordinary).',
    source: 'S002 local rule',
  },
  plainJacks: {
    label: 'The other two jacks',
    topic: 'strength',
    labels: { normal: 'Rank as usual', lowest: 'Lowest card of their suit' },
    kind: 'enum',
    values: ['normal', 'lowest'],
    default: 'normal',
    description:
      'The two jacks that are neither the sei-jack nor the ura-jack rank as usual, or below the 2 of their suit.',
    source: 'W-napoleon-game-4players (rule 7)',
  },
  huntingJack: {
    label: 'Hunting jack',
    topic: 'strength',
    labels: { true: 'A plain jack hunts its paired jack of power', false: 'No hunting jack' },
    kind: 'bool',
    default: false,
    description:
      'Jacks pair up ♠J with ♥J and ♣J with ♦J: when one jack of power meets its paired plain jack in a trick without the mighty or the other jack of power, the plain jack wins.',
    source: 'W-napoleon-game-4players (rules 6 and 7)',
    choice: true,
  },
  trumpsFirstTrick: {
    label: 'Trumps in the first trick',
    topic: 'strength',
    labels: { normal: 'Trumps win as usual', powerless: 'Trumps are ordinary cards in trick 1' },
    kind: 'enum',
    values: ['normal', 'powerless'],
    default: 'normal',
    description:
      'In the first trick trumps are ordinary cards (a trump cannot win a trick of another suit); the mighty and the jacks of power keep their power.',
    source: 'W-napoleon-game-4players (its code and tests)',
  },
  twoHigh: {
    label: 'The 2 ranks above the ace',
    topic: 'strength',
    labels: { true: '2 above the ace', false: 'Ace highest' },
    kind: 'bool',
    default: false,
    description: 'In every suit the 2 ranks above the ace.',
    source: 'S002 (proposed instead of same-two)',
  },
  killer: {
    label: 'Card that beats the mighty',
    topic: 'strength',
    labels: { none: 'No such card', HQ: '♥Q (yoromeki)', C4: '♣4 (mighty killer)' },
    kind: 'enum',
    values: ['none', 'HQ', 'C4'],
    default: 'none',
    description: 'A card that beats the mighty when both are in one trick: ♥Q (yoromeki) or ♣4 (mighty killer).',
    source: 'S000, S002 (♥Q); S001 (♣4)',
  },
  killerJacks: {
    label: 'The killer against the jacks of power',
    topic: 'strength',
    labels: {
      'killer-wins': 'The killer wins',
      'jacks-win': 'A jack of power in the trick wins instead',
    },
    kind: 'enum',
    values: ['killer-wins', 'jacks-win'],
    default: 'killer-wins',
    description:
      'When the killer beats the mighty but the sei-jack or the ura-jack is in the trick too: the killer still wins, or the stronger of those jacks wins.',
    source: 'W-napoleon-game-4players (rule 5)',
  },
  killerBeatsJoker: {
    label: 'The killer beats the joker',
    topic: 'strength',
    labels: { true: 'The killer beats a winning joker', false: 'Only against the mighty' },
    kind: 'bool',
    default: false,
    description:
      'The killer card also beats a joker that would otherwise win the trick, with or without the mighty in it.',
    source: 'S002 (which says the yoromeki may also be applied against the joker)',
  },
  killerCounter: {
    label: 'Cards that beat the yoromeki',
    topic: 'strength',
    labels: { none: 'No counter', HK: '♥K beats ♥Q', 'HK-HA': '♥K beats ♥Q, then ♥A beats ♥K' },
    kind: 'enum',
    values: ['none', 'HK', 'HK-HA'],
    default: 'none',
    description: 'Yoromeki-gaeshi: ♥K beats a yoromeki ♥Q in the same trick (and then ♥A beats that ♥K).',
    source: 'S002',
  },
  sameTwo: {
    label: 'Same-two (a 2 wins a one-suit trick)',
    topic: 'strength',
    labels: {
      off: 'No same-two',
      'below-specials': 'Below every special card',
      'below-sei-jack': 'Below the sei-jack',
      'below-mighty': 'Below the mighty',
      'above-all': 'Above every card',
      'by-players': 'Depends on the number of players',
    },
    kind: 'enum',
    values: ['off', 'below-specials', 'below-sei-jack', 'below-mighty', 'above-all', 'by-players'],
    default: 'off',
    description:
      'Same-two: in a trick all of one suit, its 2 becomes a top card; where it ranks against special cards.',
    source: 'S000, S001, S002',
  },
  sameTwoOffIn: {
    label: 'Tricks without same-two',
    topic: 'strength',
    labels: {
      none: 'No such trick',
      first: 'The first trick',
      last: 'The last trick',
      'first-and-last': 'The first and last tricks',
    },
    kind: 'enum',
    values: TRICKS_SEL,
    default: 'none',
    description: 'Tricks in which there is no same-two.',
    source: 'S000 (first), S002',
  },
  sameTwoInTrumps: {
    label: 'Same-two in an all-trump trick',
    topic: 'strength',
    labels: { true: 'Allowed', false: 'Not in trumps' },
    kind: 'bool',
    default: true,
    description: 'A trick all of trumps can have a same-two (false: it cannot).',
    source: 'S000 mentions turning it off only as another group’s rule; its own settings keep it on',
  },
  jokerRank: {
    label: 'Joker strength when not led',
    topic: 'joker',
    labels: {
      lowest: 'Lowest card',
      top: 'Top card',
      'below-mighty': 'Just below the mighty',
      'below-ura-jack': 'Just below the jacks of power',
    },
    kind: 'enum',
    values: JOKER_RANKS,
    default: 'lowest',
    description: 'Where the joker ranks when it is not led.',
    source: 'S000, S001, S002',
  },
  jokerLedRank: {
    label: 'Joker strength when led',
    topic: 'joker',
    labels: {
      lowest: 'Lowest card',
      top: 'Top card',
      'below-mighty': 'Just below the mighty',
      'below-ura-jack': 'Just below the jacks of power',
    },
    kind: 'enum',
    values: JOKER_RANKS,
    default: 'lowest',
    description: 'Where the joker ranks when it is led.',
    source: 'S000, S002, W-100best',
  },
  jokerSuit: {
    label: 'Suit of the joker',
    topic: 'joker',
    labels: { free: 'No suit: play it at any turn', trump: 'A card of the trump suit' },
    kind: 'enum',
    values: ['free', 'trump'],
    default: 'free',
    description: 'The joker belongs to no suit and may be played at any turn, or it is a card of the trump suit.',
    source: 'S000, S002',
  },
  jokerLead: {
    label: 'What a joker lead asks for',
    topic: 'joker',
    labels: {
      'trump-request': 'Trumps from those who hold them',
      'named-suit': 'A suit the leader names',
      pass: 'Nothing: the next card leads',
    },
    kind: 'enum',
    values: ['trump-request', 'named-suit', 'pass'],
    default: 'trump-request',
    description:
      'What a joker lead demands: trumps from those who hold them, a suit the leader names, or nothing (the next card leads).',
    source: 'S000, S001, S002',
    choice: true,
  },
  jokerLeadFirstTrick: {
    label: 'A joker led to the first trick',
    topic: 'joker',
    labels: { allowed: 'Works as usual', 'no-effect': 'Asks for nothing', forbidden: 'May not be led' },
    kind: 'enum',
    values: ['allowed', 'no-effect', 'forbidden'],
    default: 'allowed',
    description: 'A joker led to trick 1: works as usual, demands nothing, or may not be led.',
    source: 'S001 (the joker asks for nothing), W-japoleon (it may not be led)',
  },
  club3CallsJoker: {
    label: '♣3 calls out the joker',
    topic: 'joker',
    labels: { true: 'Leading ♣3 forces the joker out', false: 'No joker call' },
    kind: 'bool',
    default: false,
    description: 'Leading ♣3 obliges the joker’s holder to play it to that trick; the joker then ranks lowest.',
    source: 'S002',
  },
  scoring: {
    label: 'How a hand scores',
    topic: 'scoring',
    labels: {
      wikipedia: 'By the bid (encyclopedia formula)',
      unit: 'One unit a hand',
      'win-loss': 'Count wins and losses',
    },
    kind: 'enum',
    values: ['wikipedia', 'unit', 'win-loss'],
    default: 'wikipedia',
    description: 'How a hand scores: by the bid (Wikipedia), one unit, or a win/loss count.',
    source: 'S002; S000 describes no scoring, so the win-or-lose count of its preset is this site’s choice',
    choice: true,
  },
  rounds: {
    label: 'Hands in a game',
    topic: 'scoring',
    labels: { '3': '3 hands', '5': '5 hands', '10': '10 hands', '0': 'Open-ended' },
    kind: 'enum',
    values: [3, 5, 10, 0],
    default: 0,
    description: 'Number of hands in a game (0: open-ended).',
    source: 'S000 (5)',
  },
} as const satisfies Record<string, OptionDecl>;

export type JapaneseOptionKey = keyof typeof JAPANESE_OPTIONS;
export type JokerRankMode = (typeof JOKER_RANKS)[number];
export type TrickSel = (typeof TRICKS_SEL)[number];
export type SpecialsOffSel = (typeof SPECIALS_OFF)[number];

/** Resolved, typed values of a Japanese rule set. */
export interface JapaneseRules {
  players: 4 | 5 | 6;
  joker: boolean;
  fewerPlayers: 'widow' | 'strip-twos';
  honours: 'standard' | 'with-threes';
  minBid: number;
  noTrumpBids: boolean;
  auctionStart: 'dealer-left' | 'previous-napoleon' | 'dealer';
  passIsFinal: boolean;
  allPass:
    | 'redeal'
    | 'mighty-holder'
    | 'middle-widow-jack'
    | 'flip-widow'
    | 'dealer-must-bid'
    | 'dealer-opens'
    | 'reveal-widow';
  twentyHonours: 'win' | 'lose' | 'lose-unless-bid-20';
  adjutantTiming: 'before-exchange' | 'with-bid' | 'after-exchange';
  adjutantOwnCard: boolean;
  betrayal: 'off' | 'adjutant' | 'adjutant-and-napoleon';
  firstLeadNoTrump: boolean;
  mightySuitless: boolean;
  specialsFree: boolean;
  jackOrder: 'sei-first' | 'ura-first';
  specialsOff: SpecialsOffSel;
  specialsOffKeepsMighty: boolean;
  plainJacks: 'normal' | 'lowest';
  huntingJack: boolean;
  trumpsFirstTrick: 'normal' | 'powerless';
  twoHigh: boolean;
  killer: 'none' | 'HQ' | 'C4';
  killerJacks: 'killer-wins' | 'jacks-win';
  killerBeatsJoker: boolean;
  killerCounter: 'none' | 'HK' | 'HK-HA';
  sameTwo: 'off' | 'below-specials' | 'below-sei-jack' | 'below-mighty' | 'above-all' | 'by-players';
  sameTwoOffIn: TrickSel;
  sameTwoInTrumps: boolean;
  jokerRank: JokerRankMode;
  jokerLedRank: JokerRankMode;
  jokerSuit: 'free' | 'trump';
  jokerLead: 'trump-request' | 'named-suit' | 'pass';
  jokerLeadFirstTrick: 'allowed' | 'no-effect' | 'forbidden';
  club3CallsJoker: boolean;
  scoring: 'wikipedia' | 'unit' | 'win-loss';
  rounds: 0 | 3 | 5 | 10;
}

/** Presets of SPEC §2.8; the first is the default. */
export const JAPANESE_PRESETS: readonly Preset[] = [
  {
    id: 'standard',
    label: 'Standard',
    source:
      'S002 (Japanese Wikipedia, main rules), except who bids first: the player after the dealer, not the previous hand’s Napoleon as there',
    description:
      'The main rules of the Japanese Wikipedia article: 52 cards, bids from 11, no local rules — except that the auction starts after the dealer, where the article starts it with the previous hand’s Napoleon.',
    values: {},
  },
  {
    id: 'trump-stadium',
    label: 'Trump Stadium',
    source: 'S000 (Trump Stadium)',
    description:
      'Trump Stadium’s settings: a joker that requests trumps, bids from 12, the adjutant named with the bid, same-two, yoromeki, 5 hands.',
    values: {
      joker: true,
      minBid: 12,
      twentyHonours: 'lose',
      adjutantTiming: 'with-bid',
      sameTwo: 'below-sei-jack',
      killer: 'HQ',
      scoring: 'win-loss',
      rounds: 5,
    },
  },
  {
    id: 'house-2011',
    label: 'House rules (2011)',
    source: 'S001',
    description:
      'One group’s house rules: a joker, bids from 10, same-two below the special cards, ♣4 kills the mighty, no trump request in trick 1. 4, 5 or 6 players (“four or more”).',
    values: {
      joker: true,
      minBid: 10,
      twentyHonours: 'lose',
      sameTwo: 'below-specials',
      killer: 'C4',
      jokerLeadFirstTrick: 'no-effect',
    },
  },
];

/** Options that only mean something with the joker. */
export const JOKER_OPTIONS = [
  'jokerRank',
  'jokerLedRank',
  'jokerSuit',
  'jokerLead',
  'jokerLeadFirstTrick',
  'club3CallsJoker',
  'killerBeatsJoker',
] as const satisfies readonly JapaneseOptionKey[];

function list(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/** Cross-option constraints of SPEC §2 (throws RuleSetError naming the option). */
function checkJapanese(values: Record<string, OptionValue>): void {
  if (values['joker'] === false) {
    for (const k of JOKER_OPTIONS) {
      const d = JAPANESE_OPTIONS[k].default;
      if (values[k] !== d) {
        throw new RuleSetError(
          `option "${k}" needs the joker: with "joker": false it must stay ${JSON.stringify(d)} (set "joker": true, or leave "${k}" out)`,
        );
      }
    }
  }
  if (values['killerCounter'] !== 'none' && values['killer'] !== 'HQ') {
    throw new RuleSetError(
      `option "killerCounter" (${JSON.stringify(values['killerCounter'])}) needs "killer": "HQ"; with "killer": ${JSON.stringify(values['killer'])} it must be "none" (allowed values: ${list(JAPANESE_OPTIONS.killerCounter.values)})`,
    );
  }
  for (const k of ['killerJacks', 'killerBeatsJoker'] as const) {
    if (values['killer'] === 'none' && values[k] !== JAPANESE_OPTIONS[k].default) {
      throw new RuleSetError(
        `option "${k}" (${JSON.stringify(values[k])}) needs a killer card: with "killer": "none" it must stay ${JSON.stringify(JAPANESE_OPTIONS[k].default)} (set "killer" to "HQ" or "C4")`,
      );
    }
  }
  if (values['betrayal'] === 'adjutant-and-napoleon' && values['joker'] !== true) {
    throw new RuleSetError(
      `option "betrayal" cannot be "adjutant-and-napoleon" without the joker (Napoleon betrays holding ♣10 and the joker): set "joker": true, or use "off" or "adjutant"`,
    );
  }
  if (values['auctionStart'] === 'dealer' && values['allPass'] === 'dealer-must-bid') {
    throw new RuleSetError(
      `option "auctionStart" cannot be "dealer" with "allPass": "dealer-must-bid": the dealer would have to bid on his first turn, so he could never pass; for that use "allPass": "dealer-opens", or let "auctionStart" be "dealer-left" or "previous-napoleon"`,
    );
  }
  if (values['fewerPlayers'] === 'strip-twos' && values['players'] === 5) {
    throw new RuleSetError(
      `option "fewerPlayers" cannot be "strip-twos" with 5 players: it is for 4 or 6 players (allowed values with 5 players: "widow")`,
    );
  }
  const total = values['honours'] === 'with-threes' ? 24 : 20;
  const minBid = values['minBid'] as number;
  const room = values['allPass'] === 'reveal-widow' ? total - 1 : total;
  if (minBid > room) {
    throw new RuleSetError(
      `option "minBid" cannot be ${minBid}: it must be at most ${room} (the number of honours${room < total ? ', less one for "reveal-widow"' : ''})`,
    );
  }
}

/** Resolve and validate a rule set (and optional player count) into typed values. Throws RuleSetError. */
export function resolveJapaneseRules(
  ruleSet: Omit<RuleSet, 'variant'> & { variant?: string },
  players?: unknown,
): JapaneseRules {
  if (ruleSet.variant !== undefined && ruleSet.variant !== 'japanese') {
    throw new RuleSetError(`rule set is for "${ruleSet.variant}", not "japanese"`);
  }
  const rules = players === undefined || players === null ? ruleSet.rules : { ...(ruleSet.rules ?? {}), players };
  const values = resolveValues(
    'japanese',
    JAPANESE_OPTIONS,
    JAPANESE_PRESETS,
    ruleSet.preset,
    rules as Record<string, unknown> | undefined,
    checkJapanese,
  );
  return values as unknown as JapaneseRules;
}

/** The default rules (the `standard` preset). */
export const STANDARD_RULES: JapaneseRules = resolveJapaneseRules({});

/**
 * Where the sources differ or are silent, what this engine does. `spec: true` marks SPEC's own
 * [choice] decisions; the others are engine decisions inside what SPEC leaves open. Pages show
 * these as "sources differ; this site uses …".
 */
export const JAPANESE_DECISIONS: readonly { topic: string; text: string; spec: boolean; options?: string[] }[] = [
  {
    topic: 'No-trump mighty',
    text: 'In a no-trump contract ♠A is still the mighty; there are no jacks of power.',
    spec: true,
    options: ['noTrumpBids'],
  },
  {
    topic: 'Even widow',
    text: 'When the middle widow card picks Napoleon and the widow has an even number of cards, the card at index ⌊n/2⌋ is used.',
    spec: true,
    options: ['allPass'],
  },
  {
    topic: 'Solo scoring',
    text: 'A solo Napoleon scores ±u·a, so the hand is zero-sum.',
    spec: true,
    options: ['scoring'],
  },
  {
    topic: 'Unanswered trump request',
    text: 'If nobody plays a trump to a joker that asks for trumps, the first non-joker card sets the led suit.',
    spec: true,
    options: ['jokerLead'],
  },
  {
    topic: 'Unanswered named suit',
    text: 'If nobody plays the named suit (or a trump) to a joker that named a suit, the first non-joker card sets the led suit.',
    spec: false,
    options: ['jokerLead'],
  },
  {
    topic: 'Suitless mighty led',
    text: 'When the mighty belongs to no suit, a led ♠A still asks the others to follow spades.',
    spec: false,
    options: ['mightySuitless'],
  },
  {
    topic: 'Joker below the ura-jack',
    text: 'A joker “just below the jacks of power” ranks below both of them (whichever ranks higher) and above every trump.',
    spec: false,
    options: ['jokerRank', 'jokerLedRank'],
  },
  {
    topic: 'Yoromeki-gaeshi-gaeshi',
    text: 'When ♥K beats the yoromeki and ♥A beats ♥K, ♥A wins only when ♥K has already countered the ♥Q (all four cards in the trick).',
    spec: false,
    options: ['killerCounter'],
  },
  {
    topic: 'Free special cards',
    text: 'When special cards never have to follow, they are free only in tricks where they have their power (not in tricks where they lose it).',
    spec: false,
    options: ['specialsFree', 'specialsOff'],
  },
  {
    topic: 'Joker in the widow when all pass',
    text: 'When the middle widow card picks Napoleon, a joker there means a redeal; when widow cards are turned, a turned joker is skipped.',
    spec: false,
    options: ['allPass'],
  },
  {
    topic: 'Twenty honours, bid 20',
    text: '“A loss unless the bid was 20” spares the Napoleon side only when the bid was 20 or more.',
    spec: false,
    options: ['twentyHonours'],
  },
  {
    topic: 'Who bids first',
    text: 'The older Japanese Wikipedia article starts the auction with the previous hand’s Napoleon (by some rules, with the dealer); the other sources are silent. This site starts with the player after the dealer unless another opener is chosen, and its Standard rules keep that: here they differ from their source.',
    spec: true,
    options: ['auctionStart'],
  },
  {
    topic: 'Hunting jack and the killer',
    text: 'When a card that beats the mighty decides a trick, the hunting jack does not apply (the mighty is in the trick, or a beaten joker was); the killer rule comes first.',
    spec: true,
    options: ['huntingJack', 'killerJacks'],
  },
  {
    topic: 'Hunting jack without power',
    text: 'The hunting jack needs the jacks of power to have their power in the trick: never in a no-trump contract or in a trick where the special cards are ordinary.',
    spec: false,
    options: ['huntingJack', 'specialsOff'],
  },
  {
    topic: 'Plain jacks in no-trump',
    text: 'With the other two jacks ranked lowest, in a no-trump contract all four jacks are the lowest cards of their suits (none is a jack of power).',
    spec: false,
    options: ['plainJacks'],
  },
  {
    topic: 'The killer against a joker',
    text: 'When the killer card beats a winning joker and a jack of power is in the trick, the jack takes the trick under “a jack of power wins instead”, as it would against the mighty.',
    spec: false,
    options: ['killerBeatsJoker', 'killerJacks'],
  },
  {
    topic: 'Betrayal',
    text: 'A betrayal is declared with a play: the adjutant’s with ♣10, Napoleon’s with any card while he still holds ♣10 and the joker. The betrayer’s honours, taken before or after, count for the allies. Napoleon may betray only while an adjutant is on his side.',
    spec: false,
    options: ['betrayal'],
  },
  {
    topic: 'Scoring a betrayal',
    text: 'After the adjutant’s betrayal the hand is scored as a solo Napoleon; after Napoleon’s, the adjutant is scored as a solo Napoleon of the bid and Napoleon as one of the allies.',
    spec: true,
    options: ['betrayal'],
  },
  {
    topic: 'Judge fields of other variants',
    text: 'A Japanese judge query may carry "calls" and "secretary" (as in the example of SPEC §1.4): they are checked for form and have no effect.',
    spec: false,
  },
  {
    topic: 'Judge without a trick number',
    text: 'A judge query without "trick" is judged as a middle trick (neither first nor last).',
    spec: false,
  },
];
