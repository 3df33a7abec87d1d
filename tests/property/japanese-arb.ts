/** Arbitraries shared by the Japanese Napoleon property tests. */
import fc from 'fast-check';

export const JR = ['lowest', 'top', 'below-mighty', 'below-ura-jack'] as const;
const SEL = ['none', 'first', 'last', 'first-and-last'] as const;

/** A random valid Japanese rule set (overrides on the standard preset) and player count. */
export const arbRules = fc
  .record({
    players: fc.constantFrom(4, 5, 6),
    joker: fc.boolean(),
    strip: fc.boolean(),
    honours: fc.constantFrom('standard', 'with-threes'),
    minBid: fc.integer({ min: 10, max: 14 }),
    noTrumpBids: fc.boolean(),
    passIsFinal: fc.boolean(),
    allPass: fc.constantFrom(
      'redeal',
      'mighty-holder',
      'middle-widow-jack',
      'flip-widow',
      'dealer-must-bid',
      'dealer-opens',
      'reveal-widow',
    ),
    auctionStart: fc.constantFrom('dealer-left', 'previous-napoleon'),
    betrayal: fc.constantFrom('off', 'adjutant', 'adjutant-and-napoleon'),
    twentyHonours: fc.constantFrom('win', 'lose', 'lose-unless-bid-20'),
    adjutantTiming: fc.constantFrom('before-exchange', 'with-bid', 'after-exchange'),
    adjutantOwnCard: fc.boolean(),
    firstLeadNoTrump: fc.boolean(),
    mightySuitless: fc.boolean(),
    specialsFree: fc.boolean(),
    jackOrder: fc.constantFrom('sei-first', 'ura-first'),
    specialsOff: fc.constantFrom(...SEL, 'all'),
    plainJacks: fc.constantFrom('normal', 'lowest'),
    huntingJack: fc.boolean(),
    trumpsFirstTrick: fc.constantFrom('normal', 'powerless'),
    killerJacks: fc.constantFrom('killer-wins', 'jacks-win'),
    killerBeatsJoker: fc.boolean(),
    specialsOffKeepsMighty: fc.boolean(),
    twoHigh: fc.boolean(),
    killer: fc.constantFrom('none', 'HQ', 'C4'),
    killerCounter: fc.constantFrom('none', 'HK', 'HK-HA'),
    sameTwo: fc.constantFrom('off', 'below-specials', 'below-sei-jack', 'below-mighty', 'above-all', 'by-players'),
    sameTwoOffIn: fc.constantFrom(...SEL),
    sameTwoInTrumps: fc.boolean(),
    jokerRank: fc.constantFrom(...JR),
    jokerLedRank: fc.constantFrom(...JR),
    jokerSuit: fc.constantFrom('free', 'trump'),
    jokerLead: fc.constantFrom('trump-request', 'named-suit', 'pass'),
    jokerLeadFirstTrick: fc.constantFrom('allowed', 'no-effect', 'forbidden'),
    club3CallsJoker: fc.boolean(),
    scoring: fc.constantFrom('wikipedia', 'unit', 'win-loss'),
  })
  .map((r) => {
    const { strip, players, ...rules } = r as Record<string, unknown> & { strip: boolean; players: number };
    const out: Record<string, unknown> = { ...rules, fewerPlayers: strip && players !== 5 ? 'strip-twos' : 'widow' };
    if (!out['joker']) {
      for (const k of [
        'jokerRank',
        'jokerLedRank',
        'jokerSuit',
        'jokerLead',
        'jokerLeadFirstTrick',
        'club3CallsJoker',
        'killerBeatsJoker',
      ])
        delete out[k];
      if (out['betrayal'] === 'adjutant-and-napoleon') out['betrayal'] = 'adjutant';
    }
    if (out['killer'] !== 'HQ') out['killerCounter'] = 'none';
    if (out['killer'] === 'none') {
      delete out['killerJacks'];
      delete out['killerBeatsJoker'];
    }
    return { rules: out, players };
  });
