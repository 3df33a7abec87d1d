import { describe, expect, it } from 'vitest';
import { japaneseTrickWinner, type JapaneseQuery } from '../../../src/engine/japanese/index.ts';

type Row = [label: string, q: Partial<JapaneseQuery>, winner: number, rule: string];

function run(q: Partial<JapaneseQuery>) {
  return japaneseTrickWinner({ variant: 'japanese', trick: 5, ...q } as JapaneseQuery);
}

const J = { joker: true };

// One case per line: label, query, expected winner index, expected rule id.
const rows: Row[] = [
  // base strength (SPEC §2.5)
  ['ura-jack beats the led suit', { trump: 'H', plays: ['CK', 'C2', 'DJ', 'CA', 'H3'] }, 2, 'ura-jack'],
  ['mighty beats both jacks', { trump: 'H', plays: ['SA', 'HJ', 'DJ', 'HA', 'S2'] }, 0, 'mighty'],
  ['sei-jack beats ura-jack', { trump: 'H', plays: ['S5', 'HJ', 'DJ', 'HA', 'S2'] }, 1, 'sei-jack'],
  ['ura-jack beats the ace of trumps', { trump: 'H', plays: ['S5', 'DJ', 'HA', 'HK', 'S2'] }, 1, 'ura-jack'],
  ['highest trump', { trump: 'H', plays: ['S5', 'HA', 'HK', 'SK', 'S2'] }, 1, 'trump'],
  ['highest of led suit', { trump: 'H', plays: ['S5', 'SK', 'D2', 'SQ', 'S2'] }, 1, 'led-suit'],
  ['spades trump: ♠J sei', { trump: 'S', plays: ['SK', 'SJ', 'CJ', 'SQ', 'S2'] }, 1, 'sei-jack'],
  ['spades trump: ♣J ura', { trump: 'S', plays: ['SK', 'CJ', 'SQ', 'S2', 'S10'] }, 1, 'ura-jack'],
  ['diamonds trump: ♥J is ura and a heart', { trump: 'D', plays: ['H5', 'HJ', 'H3', 'H9', 'HQ'] }, 1, 'ura-jack'],
  ['other-colour jack is ordinary', { trump: 'C', plays: ['D5', 'DJ', 'HJ', 'DQ', 'D9'] }, 3, 'led-suit'],
  ['no-trump: the mighty stays', { trump: null, plays: ['HJ', 'HA', 'DJ', 'SA', 'H2'] }, 3, 'mighty'],
  ['no-trump: jacks have no power', { trump: null, plays: ['HJ', 'HA', 'DJ', 'S3', 'H2'] }, 1, 'led-suit'],
  ['off-suit cards never win', { trump: 'C', plays: ['D2', 'HA', 'SK', 'HK', 'D3'] }, 4, 'led-suit'],
  // jackOrder
  [
    'ura-first: ura beats sei',
    { rules: { jackOrder: 'ura-first' }, trump: 'H', plays: ['S5', 'HJ', 'DJ', 'HA', 'S2'] },
    2,
    'ura-jack',
  ],
  [
    'ura-first: mighty still top',
    { rules: { jackOrder: 'ura-first' }, trump: 'H', plays: ['DJ', 'HJ', 'SA', 'HA', 'S2'] },
    2,
    'mighty',
  ],
  // specialsOff
  [
    'specialsOff first: trick 1 plain',
    { rules: { specialsOff: 'first' }, trick: 1, trump: 'H', plays: ['S5', 'HJ', 'DJ', 'HA', 'SA'] },
    3,
    'trump',
  ],
  [
    'specialsOff first: trick 5 normal',
    { rules: { specialsOff: 'first' }, trick: 5, trump: 'H', plays: ['S5', 'HJ', 'DJ', 'HA', 'SA'] },
    4,
    'mighty',
  ],
  [
    'specialsOff last: trick 10 plain',
    { rules: { specialsOff: 'last' }, trick: 10, trump: 'H', plays: ['S5', 'HJ', 'DJ', 'HQ', 'SA'] },
    3,
    'trump',
  ],
  [
    'specialsOff last: plain jack above queen',
    { rules: { specialsOff: 'last' }, trick: 10, trump: 'H', plays: ['S5', 'HJ', 'DJ', 'H10', 'S9'] },
    1,
    'trump',
  ],
  [
    'specialsOff first-and-last: trick 1',
    { rules: { specialsOff: 'first-and-last' }, trick: 1, trump: 'H', plays: ['S5', 'DJ', 'S9', 'SK', 'SA'] },
    4,
    'led-suit',
  ],
  [
    'keepsMighty: mighty in an off trick',
    {
      rules: { specialsOff: 'first', specialsOffKeepsMighty: true },
      trick: 1,
      trump: 'H',
      plays: ['S5', 'HJ', 'DJ', 'HA', 'SA'],
    },
    4,
    'mighty',
  ],
  [
    'keepsMighty: jacks still plain',
    {
      rules: { specialsOff: 'first', specialsOffKeepsMighty: true },
      trick: 1,
      trump: 'H',
      plays: ['S5', 'HJ', 'DJ', 'HA', 'S2'],
    },
    3,
    'trump',
  ],
  // twoHigh
  [
    'twoHigh: 2 of trumps tops the ace',
    { rules: { twoHigh: true }, trump: 'H', plays: ['S5', 'H2', 'HA', 'HK', 'S3'] },
    1,
    'trump',
  ],
  [
    'twoHigh: 2 of led suit',
    { rules: { twoHigh: true }, trump: 'H', plays: ['S5', 'S2', 'SK', 'D3', 'C4'] },
    1,
    'led-suit',
  ],
  [
    'twoHigh: jacks still beat it',
    { rules: { twoHigh: true }, trump: 'H', plays: ['S5', 'H2', 'DJ', 'D3', 'C4'] },
    2,
    'ura-jack',
  ],
  // killer
  [
    'yoromeki: ♥Q beats the mighty',
    { rules: { killer: 'HQ' }, trump: 'D', plays: ['SA', 'HQ', 'S3', 'S4', 'S5'] },
    1,
    'killer',
  ],
  [
    'yoromeki with the sei-jack present',
    { rules: { killer: 'HQ' }, trump: 'S', plays: ['SA', 'HQ', 'SJ', 'CJ', 'S2'] },
    1,
    'killer',
  ],
  [
    'killer alone is ordinary',
    { rules: { killer: 'HQ' }, trump: 'H', plays: ['HQ', 'HK', 'H3', 'D3', 'C3'] },
    1,
    'trump',
  ],
  [
    'killer alone vs sei-jack',
    { rules: { killer: 'HQ' }, trump: 'S', plays: ['HQ', 'SJ', 'H3', 'D3', 'C3'] },
    1,
    'sei-jack',
  ],
  ['mighty killer ♣4', { rules: { killer: 'C4' }, trump: 'H', plays: ['S5', 'SA', 'C4', 'HJ', 'S2'] }, 2, 'killer'],
  [
    '♣4 without the mighty is ordinary',
    { rules: { killer: 'C4' }, trump: 'H', plays: ['C5', 'C4', 'C9', 'D3', 'C2'] },
    2,
    'led-suit',
  ],
  [
    'killer in a specials-off trick has no power',
    { rules: { killer: 'HQ', specialsOff: 'first' }, trick: 1, trump: 'D', plays: ['SA', 'HQ', 'S3', 'S4', 'S5'] },
    0,
    'led-suit',
  ],
  [
    'killer with keepsMighty in off trick',
    {
      rules: { killer: 'HQ', specialsOff: 'first', specialsOffKeepsMighty: true },
      trick: 1,
      trump: 'D',
      plays: ['SA', 'HQ', 'S3', 'S4', 'S5'],
    },
    1,
    'killer',
  ],
  [
    'yoromeki-gaeshi: ♥K',
    { rules: { killer: 'HQ', killerCounter: 'HK' }, trump: 'D', plays: ['SA', 'HQ', 'HK', 'D2', 'C2'] },
    2,
    'killer-counter',
  ],
  [
    'gaeshi needs ♥K',
    { rules: { killer: 'HQ', killerCounter: 'HK' }, trump: 'D', plays: ['SA', 'HQ', 'HA', 'D2', 'C2'] },
    1,
    'killer',
  ],
  [
    'gaeshi-gaeshi: ♥A',
    { rules: { killer: 'HQ', killerCounter: 'HK-HA' }, trump: 'D', plays: ['SA', 'HQ', 'HK', 'HA', 'C2'] },
    3,
    'killer-counter',
  ],
  [
    'gaeshi-gaeshi is a chain (no ♥K)',
    { rules: { killer: 'HQ', killerCounter: 'HK-HA' }, trump: 'D', plays: ['SA', 'HQ', 'HA', 'D2', 'C2'] },
    1,
    'killer',
  ],
  [
    'HK mode: ♥A does not counter',
    { rules: { killer: 'HQ', killerCounter: 'HK' }, trump: 'D', plays: ['SA', 'HQ', 'HK', 'HA', 'C2'] },
    2,
    'killer-counter',
  ],
  // same-two
  ['sameTwo off: the king wins', { trump: 'H', plays: ['S5', 'S2', 'SK', 'S3', 'S9'] }, 2, 'led-suit'],
  [
    'below-specials: same-two',
    { rules: { sameTwo: 'below-specials' }, trump: 'H', plays: ['S5', 'S2', 'SK', 'S3', 'S9'] },
    1,
    'same-two',
  ],
  [
    'below-specials: sei-jack beats it',
    { rules: { sameTwo: 'below-specials' }, trump: 'S', plays: ['S5', 'S2', 'SJ', 'S3', 'S9'] },
    2,
    'sei-jack',
  ],
  [
    'below-specials: ura-jack beats it',
    { rules: { sameTwo: 'below-specials' }, trump: 'C', plays: ['S5', 'S2', 'SJ', 'S3', 'S9'] },
    2,
    'ura-jack',
  ],
  [
    'below-specials: mighty beats it',
    { rules: { sameTwo: 'below-specials' }, trump: 'H', plays: ['S5', 'S2', 'SA', 'S3', 'S9'] },
    2,
    'mighty',
  ],
  [
    'below-sei-jack: beats the ura-jack',
    { rules: { sameTwo: 'below-sei-jack' }, trump: 'C', plays: ['S5', 'S2', 'SJ', 'S3', 'S9'] },
    1,
    'same-two',
  ],
  [
    'below-sei-jack: sei-jack beats it',
    { rules: { sameTwo: 'below-sei-jack' }, trump: 'S', plays: ['S5', 'S2', 'SJ', 'S3', 'S9'] },
    2,
    'sei-jack',
  ],
  [
    'below-sei-jack, ura-first: beats ura',
    { rules: { sameTwo: 'below-sei-jack', jackOrder: 'ura-first' }, trump: 'C', plays: ['S5', 'S2', 'SJ', 'S3', 'S9'] },
    1,
    'same-two',
  ],
  [
    'below-sei-jack, ura-first: loses to sei',
    { rules: { sameTwo: 'below-sei-jack', jackOrder: 'ura-first' }, trump: 'S', plays: ['S5', 'S2', 'SJ', 'S3', 'S9'] },
    2,
    'sei-jack',
  ],
  [
    'below-mighty: beats the sei-jack',
    { rules: { sameTwo: 'below-mighty' }, trump: 'S', plays: ['S5', 'S2', 'SJ', 'S3', 'S9'] },
    1,
    'same-two',
  ],
  [
    'below-mighty: mighty beats it',
    { rules: { sameTwo: 'below-mighty' }, trump: 'S', plays: ['S5', 'S2', 'SJ', 'SA', 'S9'] },
    3,
    'mighty',
  ],
  [
    'above-all: beats the mighty',
    { rules: { sameTwo: 'above-all' }, trump: 'S', plays: ['S5', 'S2', 'SJ', 'SA', 'S9'] },
    1,
    'same-two',
  ],
  [
    'by-players 4 = below-specials',
    { rules: { sameTwo: 'by-players' }, players: 4, trump: 'C', plays: ['S5', 'S2', 'SJ', 'S9'] },
    2,
    'ura-jack',
  ],
  [
    'by-players 5 = below-sei-jack',
    { rules: { sameTwo: 'by-players' }, players: 5, trump: 'C', plays: ['S5', 'S2', 'SJ', 'S9', 'S3'] },
    1,
    'same-two',
  ],
  [
    'by-players 6 = below-mighty (beats sei)',
    { rules: { sameTwo: 'by-players' }, players: 6, trump: 'S', plays: ['S5', 'S2', 'SJ', 'S9', 'S3', 'S4'] },
    1,
    'same-two',
  ],
  [
    'by-players 6: mighty beats it',
    { rules: { sameTwo: 'by-players' }, players: 6, trump: 'S', plays: ['S5', 'S2', 'SJ', 'S9', 'S3', 'SA'] },
    5,
    'mighty',
  ],
  [
    'sameTwoOffIn first: trick 1',
    {
      rules: { sameTwo: 'below-specials', sameTwoOffIn: 'first' },
      trick: 1,
      trump: 'H',
      plays: ['S5', 'S2', 'SK', 'S3', 'S9'],
    },
    2,
    'led-suit',
  ],
  [
    'sameTwoOffIn first: trick 2',
    {
      rules: { sameTwo: 'below-specials', sameTwoOffIn: 'first' },
      trick: 2,
      trump: 'H',
      plays: ['S5', 'S2', 'SK', 'S3', 'S9'],
    },
    1,
    'same-two',
  ],
  [
    'sameTwoOffIn last: trick 10',
    {
      rules: { sameTwo: 'above-all', sameTwoOffIn: 'last' },
      trick: 10,
      trump: 'H',
      plays: ['S5', 'S2', 'SK', 'S3', 'S9'],
    },
    2,
    'led-suit',
  ],
  [
    'sameTwoInTrumps false: all trumps',
    { rules: { sameTwo: 'below-specials', sameTwoInTrumps: false }, trump: 'S', plays: ['S5', 'S2', 'SK', 'S3', 'S9'] },
    2,
    'trump',
  ],
  [
    'sameTwoInTrumps false: other suit',
    { rules: { sameTwo: 'below-specials', sameTwoInTrumps: false }, trump: 'H', plays: ['S5', 'S2', 'SK', 'S3', 'S9'] },
    1,
    'same-two',
  ],
  [
    'same-two: not all one suit',
    { rules: { sameTwo: 'above-all' }, trump: 'H', plays: ['S5', 'S2', 'SK', 'D3', 'S9'] },
    2,
    'led-suit',
  ],
  [
    'same-two: a joker in the trick spoils it',
    { rules: { ...J, sameTwo: 'above-all' }, trump: 'H', plays: ['S5', 'S2', 'SK', 'S3', 'JK'] },
    2,
    'led-suit',
  ],
  [
    'same-two with no-trump',
    { rules: { sameTwo: 'below-specials', noTrumpBids: true }, trump: null, plays: ['D5', 'D2', 'DK', 'D3', 'D9'] },
    1,
    'same-two',
  ],
  // joker ranks
  ['joker lowest never wins', { rules: J, trump: 'H', plays: ['S5', 'JK', 'S3', 'S4', 'S6'] }, 4, 'led-suit'],
  [
    'joker top beats the mighty',
    { rules: { ...J, jokerRank: 'top' }, trump: 'H', plays: ['S5', 'JK', 'SA', 'HJ', 'S6'] },
    1,
    'joker',
  ],
  [
    'joker below-mighty: mighty wins',
    { rules: { ...J, jokerRank: 'below-mighty' }, trump: 'H', plays: ['S5', 'JK', 'SA', 'HJ', 'S6'] },
    2,
    'mighty',
  ],
  [
    'joker below-mighty beats sei-jack',
    { rules: { ...J, jokerRank: 'below-mighty' }, trump: 'H', plays: ['S5', 'JK', 'HJ', 'DJ', 'S6'] },
    1,
    'joker',
  ],
  [
    'joker below-ura-jack: ura wins',
    { rules: { ...J, jokerRank: 'below-ura-jack' }, trump: 'H', plays: ['S5', 'JK', 'DJ', 'HA', 'S6'] },
    2,
    'ura-jack',
  ],
  [
    'joker below-ura-jack beats trump ace',
    { rules: { ...J, jokerRank: 'below-ura-jack' }, trump: 'H', plays: ['S5', 'JK', 'HA', 'HK', 'S6'] },
    1,
    'joker',
  ],
  [
    'jokerRank does not apply when led',
    { rules: { ...J, jokerRank: 'top' }, trump: 'H', plays: ['JK', 'S3', 'H2', 'H5', 'C4'] },
    3,
    'trump',
  ],
  [
    'jokerLedRank top: led joker wins',
    { rules: { ...J, jokerLedRank: 'top' }, trump: 'H', plays: ['JK', 'SA', 'H2', 'D3', 'C4'] },
    0,
    'joker',
  ],
  [
    'jokerLedRank below-mighty',
    { rules: { ...J, jokerLedRank: 'below-mighty' }, trump: 'H', plays: ['JK', 'SA', 'H2', 'D3', 'C4'] },
    1,
    'mighty',
  ],
  [
    'jokerLedRank below-ura-jack vs ura',
    { rules: { ...J, jokerLedRank: 'below-ura-jack' }, trump: 'H', plays: ['JK', 'DJ', 'HA', 'D3', 'C4'] },
    1,
    'ura-jack',
  ],
  [
    'jokerLedRank below-ura-jack vs trumps',
    { rules: { ...J, jokerLedRank: 'below-ura-jack' }, trump: 'H', plays: ['JK', 'HK', 'HA', 'D3', 'C4'] },
    0,
    'joker',
  ],
  // joker leads
  ['trump request: highest trump', { rules: J, trump: 'H', plays: ['JK', 'S3', 'H2', 'H5', 'C4'] }, 3, 'trump'],
  [
    'trump request nobody answers: first card leads',
    { rules: J, trump: 'H', plays: ['JK', 'S3', 'D2', 'S5', 'C4'] },
    3,
    'led-suit',
  ],
  [
    'trump request in no-trump: first card leads',
    { rules: { ...J, noTrumpBids: true }, trump: null, plays: ['JK', 'D3', 'D9', 'S5', 'C4'] },
    2,
    'led-suit',
  ],
  [
    'named-suit: the named suit leads',
    { rules: { ...J, jokerLead: 'named-suit' }, trump: 'H', declared: 'D', plays: ['JK', 'S3', 'D2', 'D9', 'C4'] },
    3,
    'led-suit',
  ],
  [
    'named-suit: trumps still beat it',
    { rules: { ...J, jokerLead: 'named-suit' }, trump: 'H', declared: 'D', plays: ['JK', 'H3', 'D2', 'D9', 'C4'] },
    1,
    'trump',
  ],
  [
    'named-suit nobody follows: first card leads',
    { rules: { ...J, jokerLead: 'named-suit' }, trump: 'H', declared: 'D', plays: ['JK', 'S3', 'C2', 'S9', 'C4'] },
    3,
    'led-suit',
  ],
  [
    'pass: the second card leads',
    { rules: { ...J, jokerLead: 'pass' }, trump: 'H', plays: ['JK', 'D3', 'D9', 'S5', 'C4'] },
    2,
    'led-suit',
  ],
  [
    'pass: led joker still ranks by jokerLedRank',
    { rules: { ...J, jokerLead: 'pass', jokerLedRank: 'top' }, trump: 'H', plays: ['JK', 'D3', 'D9', 'SA', 'C4'] },
    0,
    'joker',
  ],
  // joker led to trick 1
  [
    'trick 1 allowed: trump request works',
    { rules: J, trick: 1, trump: 'H', plays: ['JK', 'S3', 'H2', 'H5', 'C4'] },
    3,
    'trump',
  ],
  [
    'trick 1 no-effect: works as pass',
    { rules: { ...J, jokerLeadFirstTrick: 'no-effect' }, trick: 1, trump: 'H', plays: ['JK', 'S3', 'S2', 'S5', 'C4'] },
    3,
    'led-suit',
  ],
  [
    'trick 1 no-effect, trumps still trump',
    { rules: { ...J, jokerLeadFirstTrick: 'no-effect' }, trick: 1, trump: 'H', plays: ['JK', 'S3', 'H2', 'S5', 'C4'] },
    2,
    'trump',
  ],
  [
    'trick 1 no-effect with named-suit needs no suit',
    {
      rules: { ...J, jokerLead: 'named-suit', jokerLeadFirstTrick: 'no-effect' },
      trick: 1,
      trump: 'H',
      plays: ['JK', 'D3', 'D9', 'S5', 'C4'],
    },
    2,
    'led-suit',
  ],
  [
    'trick 2 no-effect: request works again',
    { rules: { ...J, jokerLeadFirstTrick: 'no-effect' }, trick: 2, trump: 'H', plays: ['JK', 'S3', 'S2', 'H5', 'C4'] },
    3,
    'trump',
  ],
  // ♣3 calls the joker
  [
    'club3CallsJoker: called joker ranks lowest',
    { rules: { ...J, club3CallsJoker: true, jokerRank: 'top' }, trump: 'H', plays: ['C3', 'JK', 'C5', 'D3', 'C4'] },
    2,
    'led-suit',
  ],
  [
    'without club3CallsJoker the joker keeps its rank',
    { rules: { ...J, jokerRank: 'top' }, trump: 'H', plays: ['C3', 'JK', 'C5', 'D3', 'C4'] },
    1,
    'joker',
  ],
  // presets
  [
    'trump-stadium: same-two below sei',
    { preset: 'trump-stadium', trump: 'C', plays: ['S5', 'S2', 'SJ', 'S3', 'S9'] },
    1,
    'same-two',
  ],
  [
    'trump-stadium: yoromeki',
    { preset: 'trump-stadium', trump: 'C', plays: ['SA', 'S2', 'HQ', 'S3', 'S9'] },
    2,
    'killer',
  ],
  ['house-2011: ♣4 kills', { preset: 'house-2011', trump: 'C', plays: ['SA', 'S2', 'C4', 'S3', 'S9'] }, 2, 'killer'],
  [
    'house-2011: same-two below specials',
    { preset: 'house-2011', trump: 'C', plays: ['S5', 'S2', 'SJ', 'S3', 'S9'] },
    2,
    'ura-jack',
  ],
  [
    'house-2011: trick-1 joker lead has no effect',
    { preset: 'house-2011', trick: 1, trump: 'H', plays: ['JK', 'S3', 'S2', 'H5', 'C4'] },
    3,
    'trump',
  ],
  // Issue 15: options from the older Japanese Wikipedia article and the napoleon-game-4players rules
  ['specialsOff none: the mighty', { trump: 'H', plays: ['SK', 'SA', 'HJ', 'S3', 'S9'] }, 1, 'mighty'],
  [
    'specialsOff all: no special cards in a middle trick',
    { rules: { specialsOff: 'all' }, trump: 'H', plays: ['SK', 'SA', 'HJ', 'S3', 'S9'] },
    2,
    'trump',
  ],
  [
    'specialsOff all with keepsMighty: the mighty stays',
    { rules: { specialsOff: 'all', specialsOffKeepsMighty: true }, trump: 'H', plays: ['SK', 'SA', 'HJ', 'S3', 'S9'] },
    1,
    'mighty',
  ],
  ['plainJacks normal: ♣J beats ♣5', { trump: 'H', plays: ['CJ', 'C3', 'C5', 'D4', 'S6'] }, 0, 'led-suit'],
  [
    'plainJacks lowest: ♣J below ♣3',
    { rules: { plainJacks: 'lowest' }, trump: 'H', plays: ['CJ', 'C3', 'C5', 'D4', 'S6'] },
    2,
    'led-suit',
  ],
  [
    'plainJacks lowest: in no-trump every jack is plain',
    { rules: { plainJacks: 'lowest' }, trump: null, plays: ['HJ', 'H2', 'S3', 'C4', 'D5'] },
    1,
    'led-suit',
  ],
  [
    'plainJacks lowest: the sei-jack keeps its power',
    { rules: { plainJacks: 'lowest' }, trump: 'H', plays: ['HJ', 'H2', 'S3', 'C4', 'D5'] },
    0,
    'sei-jack',
  ],
  ['huntingJack off: the sei-jack', { trump: 'H', plays: ['S5', 'HJ', 'SJ', 'S9', 'C3'] }, 1, 'sei-jack'],
  [
    'huntingJack: ♠J hunts the sei-jack ♥J',
    { rules: { huntingJack: true }, trump: 'H', plays: ['S5', 'HJ', 'SJ', 'S9', 'C3'] },
    2,
    'hunting-jack',
  ],
  [
    'huntingJack: ♣J hunts the ura-jack ♦J',
    { rules: { huntingJack: true }, trump: 'H', plays: ['D5', 'DJ', 'CJ', 'D9', 'C3'] },
    2,
    'hunting-jack',
  ],
  [
    'huntingJack: not with the mighty',
    { rules: { huntingJack: true }, trump: 'H', plays: ['S5', 'HJ', 'SJ', 'SA', 'C3'] },
    3,
    'mighty',
  ],
  [
    'huntingJack: not with both jacks of power',
    { rules: { huntingJack: true }, trump: 'H', plays: ['S5', 'HJ', 'SJ', 'DJ', 'C3'] },
    1,
    'sei-jack',
  ],
  [
    'huntingJack: not in no-trump',
    { rules: { huntingJack: true }, trump: null, plays: ['H5', 'HJ', 'SJ', 'H9', 'C3'] },
    1,
    'led-suit',
  ],
  [
    'trumpsFirstTrick normal: a trump wins trick 1',
    { trick: 1, trump: 'H', plays: ['SK', 'H3', 'S5', 'SQ', 'C2'] },
    1,
    'trump',
  ],
  [
    'trumpsFirstTrick powerless: the led suit wins trick 1',
    { rules: { trumpsFirstTrick: 'powerless' }, trick: 1, trump: 'H', plays: ['SK', 'H3', 'S5', 'SQ', 'C2'] },
    0,
    'led-suit',
  ],
  [
    'trumpsFirstTrick powerless: the ura-jack keeps its power',
    { rules: { trumpsFirstTrick: 'powerless' }, trick: 1, trump: 'H', plays: ['SK', 'H3', 'DJ', 'SQ', 'C2'] },
    2,
    'ura-jack',
  ],
  [
    'trumpsFirstTrick powerless: trick 2 as usual',
    { rules: { trumpsFirstTrick: 'powerless' }, trick: 2, trump: 'H', plays: ['SK', 'H3', 'S5', 'SQ', 'C2'] },
    1,
    'trump',
  ],
  [
    'killerJacks killer-wins: ♥Q beats the mighty',
    { rules: { killer: 'HQ' }, trump: 'C', plays: ['S5', 'SA', 'HQ', 'CJ', 'S9'] },
    2,
    'killer',
  ],
  [
    'killerJacks jacks-win: the sei-jack wins instead',
    { rules: { killer: 'HQ', killerJacks: 'jacks-win' }, trump: 'C', plays: ['S5', 'SA', 'HQ', 'CJ', 'S9'] },
    3,
    'killer-jacks',
  ],
  [
    'killerJacks jacks-win: the stronger of two jacks',
    { rules: { killer: 'C4', killerJacks: 'jacks-win' }, trump: 'H', plays: ['DJ', 'SA', 'C4', 'HJ', 'S9'] },
    3,
    'killer-jacks',
  ],
  [
    'killerJacks jacks-win: no jack, the killer',
    { rules: { killer: 'C4', killerJacks: 'jacks-win' }, trump: 'H', plays: ['S5', 'SA', 'C4', 'H9', 'S9'] },
    2,
    'killer',
  ],
  [
    'killerBeatsJoker off: a top joker wins',
    { rules: { ...J, jokerRank: 'top', killer: 'HQ' }, trump: 'S', plays: ['D5', 'JK', 'HQ', 'D9', 'C3'] },
    1,
    'joker',
  ],
  [
    'killerBeatsJoker: ♥Q beats a top joker',
    {
      rules: { ...J, jokerRank: 'top', killer: 'HQ', killerBeatsJoker: true },
      trump: 'S',
      plays: ['D5', 'JK', 'HQ', 'D9', 'C3'],
    },
    2,
    'killer-joker',
  ],
  [
    'killerBeatsJoker: with the mighty too',
    {
      rules: { ...J, jokerRank: 'top', killer: 'HQ', killerBeatsJoker: true },
      trump: 'S',
      plays: ['SA', 'JK', 'HQ', 'S9', 'C3'],
    },
    2,
    'killer-joker',
  ],
  [
    'killerBeatsJoker: yoromeki-gaeshi applies against the joker',
    {
      rules: { ...J, jokerRank: 'top', killer: 'HQ', killerBeatsJoker: true, killerCounter: 'HK' },
      trump: 'S',
      plays: ['D5', 'JK', 'HQ', 'HK', 'C3'],
    },
    3,
    'killer-counter',
  ],
  [
    'killerBeatsJoker: a joker that does not win is left alone',
    { rules: { ...J, killer: 'HQ', killerBeatsJoker: true }, trump: 'S', plays: ['D5', 'JK', 'HQ', 'D9', 'C3'] },
    3,
    'led-suit',
  ],
];

describe('Japanese trick winner', () => {
  it.each(rows)('%s', (_label, q, winner, rule) => {
    const r = run(q);
    expect({ winner: r.winner, rule: r.explanation.rule }).toEqual({ winner, rule });
    expect(r.explanation.cards[0]).toBe(q.plays![winner]);
    expect(r.reason.length).toBeGreaterThan(10);
  });

  it.each([
    [
      'yoromeki sentence',
      { rules: { killer: 'HQ' }, trump: 'D', plays: ['SA', 'HQ', 'S3', 'S4', 'S5'] },
      '♥Q beats the mighty: yoromeki is on.',
    ],
    [
      'mighty killer sentence',
      { rules: { killer: 'C4' }, trump: 'D', plays: ['SA', 'C4', 'S3', 'S4', 'S5'] },
      '♣4 beats the mighty: the mighty killer is on.',
    ],
    [
      'trump request sentence',
      { rules: J, trump: 'H', plays: ['JK', 'S3', 'H2', 'H5', 'C4'] },
      '♥5 is the highest trump (the led joker requested trumps).',
    ],
    [
      'no trump played sentence',
      { trump: 'H', plays: ['S5', 'SK', 'D2', 'SQ', 'S2'] },
      '♠K is the highest card of the led suit (spades) and no trump was played.',
    ],
  ] as const)('explains: %s', (_l, q, text) => expect(run(q as Partial<JapaneseQuery>).reason).toBe(text));

  it('answers the SPEC §1.4 example', () => {
    const q = {
      variant: 'japanese',
      preset: 'standard',
      rules: { sameTwo: 'below-sei-jack' },
      players: 5,
      trump: 'H',
      trick: 5,
      plays: ['CK', 'C2', 'DJ', 'CA', 'H3'],
      declared: 'H',
      calls: { summon: true, ripper: true },
      secretary: 'H5',
    };
    expect(run(q as Partial<JapaneseQuery>)).toMatchObject({ winner: 2, explanation: { rule: 'ura-jack' } });
  });

  it('a lone powerless card takes the trick without a contradiction', () => {
    const r = run({ rules: J, trump: 'H', plays: ['JK'] });
    expect(r).toMatchObject({ winner: 0, explanation: { rule: 'no-contest' } });
    expect(r.reason).toBe('JK takes the trick: no card in it has any power.');
  });

  it('"NT" is a no-trump contract', () => {
    expect(run({ trump: 'NT', plays: ['HJ', 'HA', 'DJ', 'S3', 'H2'] }).winner).toBe(1);
  });

  it.each([
    [
      'joker led to trick 1 when forbidden',
      {
        rules: { ...J, jokerLeadFirstTrick: 'forbidden' },
        trick: 1,
        trump: 'H',
        plays: ['JK', 'S3', 'S2', 'H5', 'C4'],
      },
      'may not be led to trick 1',
    ],
    [
      'named-suit joker without a suit',
      { rules: { ...J, jokerLead: 'named-suit' }, trump: 'H', plays: ['JK', 'S3', 'S2', 'H5', 'C4'] },
      '"declared"',
    ],
    ['a joker without the joker option', { trump: 'H', plays: ['JK', 'S3', 'S2', 'H5', 'C4'] }, 'no joker'],
    [
      'a stripped card',
      { players: 4, rules: { fewerPlayers: 'strip-twos' }, trump: 'H', plays: ['C2', 'S3', 'S2', 'H5'] },
      'C2 in plays is not in the deck',
    ],
    ['a two-joker card', { rules: J, trump: 'H', plays: ['BJ', 'S3'] }, 'at most one joker'],
    ['too many plays', { trump: 'H', plays: ['S5', 'S3', 'S2', 'H5', 'C4', 'C5'] }, 'from 1 to 5'],
    ['trick out of range', { trump: 'H', trick: 11, plays: ['S5'] }, '"trick" cannot be 11'],
    ['bad trump', { trump: 'X', plays: ['S5'] }, '"trump" cannot be "X"'],
    ['missing trump', { plays: ['S5'] }, '"trump" is required'],
    ['duplicate card', { trump: 'H', plays: ['S5', '♠5'] }, 'duplicate card S5'],
    ['unknown card', { trump: 'H', plays: ['S5', 'Z9'] }, '"Z9"'],
    [
      'calls that are not booleans',
      { trump: 'H', plays: ['S5'], calls: { ripper: 'yes' } },
      '"calls.ripper" must be true or false',
    ],
    ['a secretary that is not a card', { trump: 'H', plays: ['S5'], secretary: 'X1' }, '"X1"'],
  ] as const)('rejects %s', (_l, q, msg) => {
    expect(() => run(q as Partial<JapaneseQuery>)).toThrow(msg);
  });
});
