import { describe, expect, it } from 'vitest';
import {
  JAPANESE_OPTIONS,
  JAPANESE_DECISIONS,
  JAPANESE_PRESETS,
  resolveJapaneseRules,
  STANDARD_RULES,
} from '../../../src/engine/japanese/index.ts';
import { RuleSetError } from '../../../src/engine/options.ts';

describe('Japanese options', () => {
  it('declares every option of SPEC §2 with a description', () => {
    expect(Object.keys(JAPANESE_OPTIONS).sort()).toEqual(
      [
        'players',
        'joker',
        'fewerPlayers',
        'honours',
        'minBid',
        'noTrumpBids',
        'auctionStart',
        'passIsFinal',
        'allPass',
        'twentyHonours',
        'adjutantTiming',
        'adjutantOwnCard',
        'betrayal',
        'firstLeadNoTrump',
        'mightySuitless',
        'specialsFree',
        'jackOrder',
        'specialsOff',
        'specialsOffKeepsMighty',
        'plainJacks',
        'huntingJack',
        'trumpsFirstTrick',
        'twoHigh',
        'killer',
        'killerJacks',
        'killerBeatsJoker',
        'killerCounter',
        'sameTwo',
        'sameTwoOffIn',
        'sameTwoInTrumps',
        'jokerRank',
        'jokerLedRank',
        'jokerSuit',
        'jokerLead',
        'jokerLeadFirstTrick',
        'club3CallsJoker',
        'scoring',
        'rounds',
      ].sort(),
    );
    for (const d of Object.values(JAPANESE_OPTIONS)) expect(d.description.length).toBeGreaterThan(10);
  });

  it.each([
    [
      'allPass',
      ['redeal', 'mighty-holder', 'middle-widow-jack', 'flip-widow', 'dealer-must-bid', 'dealer-opens', 'reveal-widow'],
    ],
    ['auctionStart', ['dealer-left', 'previous-napoleon', 'dealer']],
    ['betrayal', ['off', 'adjutant', 'adjutant-and-napoleon']],
    ['plainJacks', ['normal', 'lowest']],
    ['trumpsFirstTrick', ['normal', 'powerless']],
    ['killerJacks', ['killer-wins', 'jacks-win']],
    ['sameTwo', ['off', 'below-specials', 'below-sei-jack', 'below-mighty', 'above-all', 'by-players']],
    ['jokerRank', ['lowest', 'top', 'below-mighty', 'below-ura-jack']],
    ['jokerLead', ['trump-request', 'named-suit', 'pass']],
    ['specialsOff', ['none', 'first', 'last', 'first-and-last', 'all']],
    ['rounds', [3, 5, 10, 0]],
    ['players', [4, 5, 6]],
  ] as const)('values of %s', (key, values) => {
    const d = JAPANESE_OPTIONS[key];
    expect(d.kind === 'enum' && d.values).toEqual(values);
  });

  it('standard defaults', () => {
    expect(STANDARD_RULES).toMatchObject({
      players: 5,
      joker: false,
      minBid: 11,
      passIsFinal: true,
      allPass: 'redeal',
      twentyHonours: 'win',
      adjutantTiming: 'before-exchange',
      adjutantOwnCard: true,
      sameTwo: 'off',
      killer: 'none',
      scoring: 'wikipedia',
      rounds: 0,
      fewerPlayers: 'widow',
      honours: 'standard',
    });
  });

  it.each([
    [
      'trump-stadium',
      {
        players: 5,
        joker: true,
        minBid: 12,
        twentyHonours: 'lose',
        adjutantTiming: 'with-bid',
        sameTwo: 'below-sei-jack',
        killer: 'HQ',
        jokerRank: 'lowest',
        jokerLedRank: 'lowest',
        jokerSuit: 'free',
        jokerLead: 'trump-request',
        jokerLeadFirstTrick: 'allowed',
        scoring: 'win-loss',
        rounds: 5,
      },
    ],
    [
      'house-2011',
      {
        players: 5,
        joker: true,
        minBid: 10,
        twentyHonours: 'lose',
        adjutantTiming: 'before-exchange',
        sameTwo: 'below-specials',
        killer: 'C4',
        jokerLeadFirstTrick: 'no-effect',
        scoring: 'wikipedia',
        rounds: 0,
      },
    ],
    ['standard', { joker: false, minBid: 11 }],
  ] as const)('preset %s per SPEC §2.8', (preset, values) => {
    expect(resolveJapaneseRules({ preset })).toMatchObject(values);
  });

  it('presets are standard, trump-stadium, house-2011 (standard first)', () => {
    expect(JAPANESE_PRESETS.map((p) => p.id)).toEqual(['standard', 'trump-stadium', 'house-2011']);
  });

  it('house-2011 allows 4 players', () => expect(resolveJapaneseRules({ preset: 'house-2011' }, 4).players).toBe(4));

  it.each([
    ['unknown option', {}, { foo: 1 }, undefined, 'unknown option "foo" for japanese'],
    [
      'bad enum value',
      {},
      { sameTwo: 'x' },
      undefined,
      'option "sameTwo" cannot be "x": allowed values are "off", "below-specials"',
    ],
    ['bad bool', {}, { joker: 'yes' }, undefined, 'option "joker" cannot be "yes": allowed values are true or false'],
    ['minBid out of range', {}, { minBid: 21 }, undefined, 'option "minBid" cannot be 21'],
    [
      'minBid 20 with reveal-widow',
      {},
      { minBid: 20, allPass: 'reveal-widow' },
      undefined,
      'option "minBid" cannot be 20',
    ],
    ['joker option without joker', {}, { jokerRank: 'top' }, undefined, 'option "jokerRank" needs the joker'],
    [
      'club3CallsJoker without joker',
      {},
      { club3CallsJoker: true },
      undefined,
      'option "club3CallsJoker" needs the joker',
    ],
    [
      'preset joker option with joker off',
      { preset: 'house-2011' },
      { joker: false },
      undefined,
      'option "jokerLeadFirstTrick" needs the joker',
    ],
    [
      'killerCounter without HQ',
      {},
      { killerCounter: 'HK' },
      undefined,
      'option "killerCounter" ("HK") needs "killer": "HQ"',
    ],
    ['killerCounter with C4', {}, { killer: 'C4', killerCounter: 'HK-HA' }, undefined, 'needs "killer": "HQ"'],
    [
      'strip-twos with 5 players',
      {},
      { fewerPlayers: 'strip-twos' },
      undefined,
      'option "fewerPlayers" cannot be "strip-twos" with 5 players',
    ],
    ['7 players', {}, {}, 7, 'option "players" cannot be 7: allowed values are 4, 5, 6'],
    [
      'killerBeatsJoker without the joker',
      {},
      { killer: 'HQ', killerBeatsJoker: true },
      undefined,
      'option "killerBeatsJoker" needs the joker',
    ],
    [
      'killerBeatsJoker without a killer',
      {},
      { joker: true, killerBeatsJoker: true },
      undefined,
      'option "killerBeatsJoker" (true) needs a killer card',
    ],
    [
      'killerJacks without a killer',
      {},
      { killerJacks: 'jacks-win' },
      undefined,
      'option "killerJacks" ("jacks-win") needs a killer card',
    ],
    [
      'Napoleon’s betrayal without the joker',
      {},
      { betrayal: 'adjutant-and-napoleon' },
      undefined,
      'option "betrayal" cannot be "adjutant-and-napoleon" without the joker',
    ],
    [
      'unknown preset',
      { preset: 'nope' },
      {},
      undefined,
      'unknown preset "nope" for japanese: allowed presets are "standard", "trump-stadium", "house-2011"',
    ],
  ] as const)('rejects %s', (_l, rs, rules, players, msg) => {
    const f = () => resolveJapaneseRules({ ...rs, rules }, players);
    expect(f).toThrow(RuleSetError);
    expect(f).toThrow(msg);
  });

  it.each([
    [{ fewerPlayers: 'strip-twos' }, 4],
    [{ fewerPlayers: 'strip-twos' }, 6],
    [{ joker: true, jokerRank: 'top', jokerLead: 'pass' }, 5],
    [{ killer: 'HQ', killerCounter: 'HK-HA' }, 5],
    [{ joker: true, killer: 'C4', killerBeatsJoker: true, killerJacks: 'jacks-win' }, 5],
    [{ joker: true, betrayal: 'adjutant-and-napoleon', allPass: 'dealer-opens' }, 5],
    [{ specialsOff: 'all', plainJacks: 'lowest', huntingJack: true, trumpsFirstTrick: 'powerless' }, 4],
  ] as const)('accepts %j with %i players', (rules, players) => {
    expect(resolveJapaneseRules({ rules }, players).players).toBe(players);
  });

  it('lets the 2011 house rules have 4, 5 or 6 players (“four or more”)', () => {
    for (const n of [4, 5, 6]) expect(resolveJapaneseRules({ preset: 'house-2011' }, n).players).toBe(n);
  });

  it('marks [choice] options', () => {
    expect(JAPANESE_OPTIONS.allPass.choice).toBe(true);
    expect(JAPANESE_OPTIONS.noTrumpBids.choice).toBe(true);
    expect(JAPANESE_OPTIONS.jokerLead.choice).toBe(true);
    expect(JAPANESE_OPTIONS.scoring.choice).toBe(true);
    for (const [k, d] of Object.entries(JAPANESE_OPTIONS)) {
      if ('choice' in d && d.choice)
        expect(JAPANESE_DECISIONS.some((x) => x.spec && x.options?.includes(k))).toBe(true);
    }
    expect('choice' in JAPANESE_OPTIONS.joker).toBe(false);
  });
});
