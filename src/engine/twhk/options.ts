/** Taiwanese and Hong Kong Napoleon (`tw-hk`) rule options and presets (SPEC §4). */
import { resolveValues, type OptionDecls, type Preset, type RuleSet } from '../options.ts';

export const TWHK_OPTIONS = {
  players: {
    label: 'Number of players',
    topic: 'players',
    labels: { '4': '4 players', '5': '5 players', '6': '6 players' },
    kind: 'enum',
    values: [4, 5, 6],
    default: 5,
    description: 'Number of players: hands of 13, 10 or 8 cards, widow of 2, 4 or 6.',
    source: 'S004',
  },
  bidStyle: {
    label: 'How bids are made',
    topic: 'bidding',
    labels: { level: 'Level and strain', number: 'Number of heads' },
    kind: 'enum',
    values: ['level', 'number'],
    default: 'level',
    description:
      'Bid a level 1–8 with a strain (NT > ♠ > ♥ > ♦ > ♣), or a number of heads 9–16 and name trumps afterwards.',
    source: 'S004',
  },
  widowShown: {
    label: 'Widow shown to everyone',
    topic: 'deal',
    labels: { true: 'Shown', false: 'Hidden' },
    kind: 'bool',
    default: false,
    description: 'The widow is shown to everyone before Napoleon takes it.',
    source: 'S004 (disputed), the PTT forum post',
  },
  discardsShown: {
    label: 'Napoleon’s discards shown',
    topic: 'deal',
    labels: { true: 'Shown', false: 'Hidden' },
    kind: 'bool',
    default: false,
    description: 'Napoleon’s discards are shown to everyone.',
    source: 'S004 (commonly shown with 4 players)',
  },
  summon: {
    label: 'Summoning the jokers',
    topic: 'joker',
    labels: {
      'lead-first-three': 'Leader may summon in tricks 1–3',
      'any-play': 'Any play of the 2 or 3 summons, all hand',
      off: 'No summons',
    },
    kind: 'enum',
    values: ['lead-first-three', 'any-play', 'off'],
    default: 'lead-first-three',
    description: 'How the 2 and 3 of trumps summon the big and little joker.',
    source: 'S004 (both versions)',
  },
  secretaryCommand: {
    label: 'Napoleon may command the secretary',
    topic: 'partner',
    labels: { true: 'Allowed', false: 'Not allowed' },
    kind: 'bool',
    default: true,
    description: 'Napoleon may order the secretary to play the secretary card to the current trick.',
    source: 'S004 (any time); the PTT forum post (when Napoleon leads)',
    choice: true,
  },
  firstLead: {
    label: 'Who leads the first trick',
    topic: 'play',
    labels: { 'after-napoleon': 'Player after Napoleon', napoleon: 'Napoleon leads' },
    kind: 'enum',
    values: ['after-napoleon', 'napoleon'],
    default: 'after-napoleon',
    description: 'Who leads trick 1: the player on Napoleon’s left (Taiwan) or Napoleon (Hong Kong).',
    source: 'S004',
  },
  scoring: {
    label: 'Score table',
    topic: 'scoring',
    labels: { taiwan: 'Taiwanese table', hongkong: 'Hong Kong table' },
    kind: 'enum',
    values: ['taiwan', 'hongkong'],
    default: 'taiwan',
    description: 'Taiwanese or Hong Kong score table (Hong Kong: defenders score 0 on a success).',
    source: 'S004',
    choice: true,
  },
} as const satisfies OptionDecls;

export interface TwhkValues {
  players: 4 | 5 | 6;
  bidStyle: 'level' | 'number';
  widowShown: boolean;
  discardsShown: boolean;
  summon: 'lead-first-three' | 'any-play' | 'off';
  secretaryCommand: boolean;
  firstLead: 'after-napoleon' | 'napoleon';
  scoring: 'taiwan' | 'hongkong';
}

export const TWHK_PRESETS: readonly Preset[] = [
  {
    id: 'taiwan',
    label: 'Taiwan',
    source: 'S004, the PTT forum post',
    description: 'The player after Napoleon leads; Taiwanese scores.',
    values: {},
  },
  {
    id: 'hongkong',
    label: 'Hong Kong',
    source: 'S004',
    description: 'Napoleon leads; Hong Kong scores.',
    values: { firstLead: 'napoleon', scoring: 'hongkong' },
  },
];

/** Resolve a rule set to complete tw-hk values; throws RuleSetError with a clear message. */
export function resolveTwhk(ruleSet: Pick<RuleSet, 'preset' | 'rules'>, players?: number): TwhkValues {
  const rules = players === undefined ? ruleSet.rules : { ...ruleSet.rules, players };
  return resolveValues('tw-hk', TWHK_OPTIONS, TWHK_PRESETS, ruleSet.preset, rules) as unknown as TwhkValues;
}

/**
 * Where sources leave room, what this engine does (`choice: true`: SPEC's own [choice]). The
 * site shows these as "sources differ; this site uses …".
 */
export const TWHK_RULE_NOTES: readonly { id: string; text: string; choice: boolean }[] = [
  {
    id: 'led-joker-last-three',
    text: 'A joker led in the last three tricks becomes a card of the named suit below its 2: the big joker a 1, the little joker a 0.',
    choice: true,
  },
  {
    id: 'hongkong-defenders',
    text: 'Hong Kong scoring gives no amounts for the defenders when Napoleon succeeds: they score 0.',
    choice: true,
  },
  {
    id: 'secretary-trump-two',
    text: 'A secretary card that is the 2 or 3 of trumps has no suit, so it summons nothing.',
    choice: false,
  },
  {
    id: 'summon-optional',
    text: 'When the leader may summon in tricks 1–3, the summon is the leader’s choice when leading the 2 (or 3) of trumps.',
    choice: false,
  },
  {
    id: 'command-timing',
    text: 'Napoleon gives the secretary command on his own turn, once per trick; it binds the secretary only if they have not yet played to that trick.',
    choice: false,
  },
  {
    id: 'jokers-free-last-three',
    text: 'In the last three tricks the jokers are still suitless and may be played on any turn.',
    choice: false,
  },
  {
    id: 'widow-shown-when-taken',
    text: 'When the widow is shown, it is shown to everyone when Napoleon takes it.',
    choice: false,
  },
];
