import { describe, expect, it } from 'vitest';
import { japaneseLegalCards, type JapaneseQuery } from '../../../src/engine/japanese/index.ts';

const J = { joker: true };
type Row = [label: string, q: Partial<JapaneseQuery>, legal: string[]];

const rows: Row[] = [
  // leading
  ['leading: anything', { trump: 'H', hand: ['SA', 'H3', 'D4'], plays: [] }, ['SA', 'H3', 'D4']],
  [
    'firstLeadNoTrump: no trump lead in trick 1',
    { rules: { firstLeadNoTrump: true }, trick: 1, trump: 'H', hand: ['HA', 'H3', 'S4'], plays: [] },
    ['S4'],
  ],
  [
    'firstLeadNoTrump: only trumps held',
    { rules: { firstLeadNoTrump: true }, trick: 1, trump: 'H', hand: ['HA', 'H3'], plays: [] },
    ['HA', 'H3'],
  ],
  [
    'firstLeadNoTrump: trick 2 free',
    { rules: { firstLeadNoTrump: true }, trick: 2, trump: 'H', hand: ['HA', 'S4'], plays: [] },
    ['S4', 'HA'],
  ],
  [
    'firstLeadNoTrump: sei-jack is a trump',
    { rules: { firstLeadNoTrump: true }, trick: 1, trump: 'H', hand: ['HJ', 'DJ'], plays: [] },
    ['DJ'],
  ],
  [
    'firstLeadNoTrump: trump-suit joker counts as trump',
    {
      rules: { ...J, firstLeadNoTrump: true, jokerSuit: 'trump' },
      trick: 1,
      trump: 'H',
      hand: ['JK', 'H3', 'S4'],
      plays: [],
    },
    ['S4'],
  ],
  [
    'firstLeadNoTrump: free joker may lead',
    { rules: { ...J, firstLeadNoTrump: true }, trick: 1, trump: 'H', hand: ['JK', 'H3', 'S4'], plays: [] },
    ['S4', 'JK'],
  ],
  [
    'firstLeadNoTrump: no-trump contract',
    { rules: { firstLeadNoTrump: true, noTrumpBids: true }, trick: 1, trump: null, hand: ['HA', 'S4'], plays: [] },
    ['S4', 'HA'],
  ],
  [
    'joker forbidden as trick-1 lead',
    { rules: { ...J, jokerLeadFirstTrick: 'forbidden' }, trick: 1, trump: 'H', hand: ['JK', 'S3'], plays: [] },
    ['S3'],
  ],
  [
    'joker may lead trick 2',
    { rules: { ...J, jokerLeadFirstTrick: 'forbidden' }, trick: 2, trump: 'H', hand: ['JK', 'S3'], plays: [] },
    ['S3', 'JK'],
  ],
  // following, special cards keep their printed suit
  ['must follow suit', { trump: 'H', hand: ['S3', 'S9', 'H4', 'D2'], plays: ['S5'] }, ['S9', 'S3']],
  ['void: anything', { trump: 'H', hand: ['H4', 'D2'], plays: ['S5'] }, ['H4', 'D2']],
  ['the mighty must follow spades', { trump: 'H', hand: ['SA', 'H3'], plays: ['S5'] }, ['SA']],
  [
    'the mighty may not be played to a heart lead when holding hearts',
    { trump: 'D', hand: ['SA', 'H3'], plays: ['H5'] },
    ['H3'],
  ],
  ['ura-jack as a follow card: ♦J follows diamonds', { trump: 'H', hand: ['DJ', 'S3'], plays: ['D5'] }, ['DJ']],
  ['ura-jack is not a heart', { trump: 'H', hand: ['DJ', 'S3'], plays: ['H5'] }, ['S3', 'DJ']],
  ['sei-jack follows trumps', { trump: 'H', hand: ['HJ', 'S3'], plays: ['H5'] }, ['HJ']],
  [
    'mightySuitless: need not follow spades',
    { rules: { mightySuitless: true }, trump: 'H', hand: ['SA', 'H3'], plays: ['S5'] },
    ['SA', 'H3'],
  ],
  [
    'mightySuitless: may be played to any lead',
    { rules: { mightySuitless: true }, trump: 'D', hand: ['SA', 'H3', 'C2'], plays: ['H5'] },
    ['SA', 'H3'],
  ],
  [
    'mightySuitless: spades still followed',
    { rules: { mightySuitless: true }, trump: 'D', hand: ['SA', 'S3', 'C2'], plays: ['S5'] },
    ['SA', 'S3'],
  ],
  [
    'specialsFree: specials to any lead',
    { rules: { specialsFree: true }, trump: 'H', hand: ['SA', 'HJ', 'DJ', 'C3', 'S4'], plays: ['C5'] },
    ['SA', 'HJ', 'DJ', 'C3'],
  ],
  [
    'specialsFree: need not follow with them',
    { rules: { specialsFree: true }, trump: 'H', hand: ['SA', 'DJ', 'C3'], plays: ['S5'] },
    ['SA', 'DJ', 'C3'],
  ],
  [
    'specialsFree: not in a specials-off trick',
    {
      rules: { specialsFree: true, specialsOff: 'first' },
      trick: 1,
      trump: 'H',
      hand: ['SA', 'DJ', 'C3'],
      plays: ['C5'],
    },
    ['C3'],
  ],
  // joker
  ['free joker may always be played', { rules: J, trump: 'H', hand: ['JK', 'S3'], plays: ['S5'] }, ['S3', 'JK']],
  [
    'trump joker follows a trump lead',
    { rules: { ...J, jokerSuit: 'trump' }, trump: 'H', hand: ['JK', 'S3'], plays: ['H5'] },
    ['JK'],
  ],
  [
    'trump joker with other trumps',
    { rules: { ...J, jokerSuit: 'trump' }, trump: 'H', hand: ['JK', 'S3', 'H9'], plays: ['H5'] },
    ['H9', 'JK'],
  ],
  [
    'trump joker not while holding the led suit',
    { rules: { ...J, jokerSuit: 'trump' }, trump: 'H', hand: ['JK', 'S3'], plays: ['S5'] },
    ['S3'],
  ],
  [
    'trump joker when void',
    { rules: { ...J, jokerSuit: 'trump' }, trump: 'H', hand: ['JK', 'D3'], plays: ['S5'] },
    ['D3', 'JK'],
  ],
  ['trump request: trumps only', { rules: J, trump: 'H', hand: ['H5', 'S9', 'D3'], plays: ['JK'] }, ['H5']],
  ['trump request nobody can answer', { rules: J, trump: 'H', hand: ['S9', 'D3'], plays: ['JK', 'S3'] }, ['S9', 'D3']],
  ['trump request: second player void', { rules: J, trump: 'H', hand: ['S9', 'D3'], plays: ['JK'] }, ['S9', 'D3']],
  [
    'trump request in no-trump: anything',
    { rules: { ...J, noTrumpBids: true }, trump: null, hand: ['H5', 'S9'], plays: ['JK'] },
    ['S9', 'H5'],
  ],
  [
    'named-suit: follow the named suit',
    { rules: { ...J, jokerLead: 'named-suit' }, trump: 'H', declared: 'D', hand: ['H5', 'D9', 'D3'], plays: ['JK'] },
    ['D9', 'D3'],
  ],
  [
    'pass: second player free',
    { rules: { ...J, jokerLead: 'pass' }, trump: 'H', hand: ['H5', 'S9', 'D3'], plays: ['JK'] },
    ['S9', 'H5', 'D3'],
  ],
  [
    'pass: third follows the second card',
    { rules: { ...J, jokerLead: 'pass' }, trump: 'H', hand: ['H5', 'S9', 'D3'], plays: ['JK', 'D5'] },
    ['D3'],
  ],
  [
    'trick 1 no-effect: no trump request',
    {
      rules: { ...J, jokerLeadFirstTrick: 'no-effect' },
      trick: 1,
      trump: 'H',
      hand: ['H5', 'S9', 'D3'],
      plays: ['JK'],
    },
    ['S9', 'H5', 'D3'],
  ],
  [
    'trick 1 no-effect: follow the second card',
    {
      rules: { ...J, jokerLeadFirstTrick: 'no-effect' },
      trick: 1,
      trump: 'H',
      hand: ['H5', 'S9', 'D3'],
      plays: ['JK', 'S2'],
    },
    ['S9'],
  ],
  [
    'trick 1 allowed: trump request',
    { rules: J, trick: 1, trump: 'H', hand: ['H5', 'S9', 'D3'], plays: ['JK'] },
    ['H5'],
  ],
  [
    '♣3 calls the joker',
    { rules: { ...J, club3CallsJoker: true }, trump: 'H', hand: ['JK', 'C5', 'H2'], plays: ['C3'] },
    ['JK'],
  ],
  [
    '♣3 calls nothing from a jokerless hand',
    { rules: { ...J, club3CallsJoker: true }, trump: 'H', hand: ['C5', 'H2'], plays: ['C3'] },
    ['C5'],
  ],
  [
    '♣3 not led: no call',
    { rules: { ...J, club3CallsJoker: true }, trump: 'H', hand: ['JK', 'C5', 'H2'], plays: ['C7', 'C3'] },
    ['C5', 'JK'],
  ],
];

describe('Japanese legal cards', () => {
  it.each(rows)('%s', (_l, q, legal) => {
    expect(japaneseLegalCards({ variant: 'japanese', trick: 5, ...q } as JapaneseQuery).legal).toEqual(legal);
  });

  it.each([
    ['a hand card already played', { trump: 'H', hand: ['S5', 'H3'], plays: ['S5'] }, 'both in "hand" and in "plays"'],
    ['missing hand', { trump: 'H', plays: ['S5'] }, '"hand" is required'],
    ['empty hand', { trump: 'H', hand: [], plays: ['S5'] }, '"hand" is empty'],
    ['a full trick', { trump: 'H', hand: ['S3'], plays: ['S5', 'S6', 'S7', 'S8', 'S9'] }, 'from 0 to 4'],
    [
      'too large a hand',
      { trump: 'H', hand: ['S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'SJ', 'SQ', 'SK'], plays: [] },
      'at most 10',
    ],
  ] as const)('rejects %s', (_l, q, msg) => {
    expect(() => japaneseLegalCards({ variant: 'japanese', ...q } as JapaneseQuery)).toThrow(msg);
  });
});
