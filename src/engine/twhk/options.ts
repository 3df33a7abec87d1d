/** Taiwanese and Hong Kong Napoleon (`tw-hk`) rule options and presets (SPEC §4). */
import { resolveValues, type OptionDecls, type Preset, type RuleSet } from '../options.ts';

export const TWHK_OPTIONS = {
  players: {
    kind: 'enum',
    values: [4, 5, 6],
    default: 5,
    description: 'Number of players: hands of 13, 10 or 8 cards, widow of 2, 4 or 6.',
    source: 'S004',
  },
  bidStyle: {
    kind: 'enum',
    values: ['level', 'number'],
    default: 'level',
    description:
      'Bid a level 1–8 with a strain (NT > ♠ > ♥ > ♦ > ♣), or a number of heads 9–16 and name trumps afterwards.',
    source: 'S004',
    labels: { level: 'Level and strain', number: 'Number of heads' },
  },
  widowShown: {
    kind: 'bool',
    default: false,
    description: 'The widow is shown to everyone before Napoleon takes it.',
    source: 'S004 (disputed), PTT',
  },
  discardsShown: {
    kind: 'bool',
    default: false,
    description: 'Napoleon’s discards are shown to everyone.',
    source: 'S004 (commonly shown with 4 players)',
  },
  summon: {
    kind: 'enum',
    values: ['lead-first-three', 'any-play', 'off'],
    default: 'lead-first-three',
    description: 'How the 2 and 3 of trumps summon the big and little joker.',
    source: 'S004 (both versions)',
    labels: {
      'lead-first-three': 'Leader may summon in tricks 1–3',
      'any-play': 'Any play of the 2 or 3 summons, all hand',
      off: 'No summons',
    },
  },
  secretaryCommand: {
    kind: 'bool',
    default: true,
    description: 'Napoleon may order the secretary to play the secretary card to the current trick.',
    source: 'S004 (any time); PTT (when Napoleon leads)',
    choice: true,
  },
  firstLead: {
    kind: 'enum',
    values: ['after-napoleon', 'napoleon'],
    default: 'after-napoleon',
    description: 'Who leads trick 1: the player on Napoleon’s left (Taiwan) or Napoleon (Hong Kong).',
    source: 'S004',
    labels: { 'after-napoleon': 'Player after Napoleon', napoleon: 'Napoleon' },
  },
  scoring: {
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
    source: 'S004 (Chinese Wikipedia 拿破崙), PTT BoardGame',
    description: 'The player after Napoleon leads; Taiwanese scores.',
    values: {},
  },
  {
    id: 'hongkong',
    label: 'Hong Kong',
    source: 'S004 (Chinese Wikipedia 拿破崙)',
    description: 'Napoleon leads; Hong Kong scores.',
    values: { firstLead: 'napoleon', scoring: 'hongkong' },
  },
];

/** Resolve a rule set to complete tw-hk values; throws RuleSetError with a clear message. */
export function resolveTwhk(ruleSet: Pick<RuleSet, 'preset' | 'rules'>, players?: number): TwhkValues {
  const rules = players === undefined ? ruleSet.rules : { ...ruleSet.rules, players };
  return resolveValues('tw-hk', TWHK_OPTIONS, TWHK_PRESETS, ruleSet.preset, rules) as unknown as TwhkValues;
}
