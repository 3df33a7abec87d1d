/** Taiwanese & Hong Kong Napoleon's descriptor (light: no engine code; see `../descriptor.ts`). */
import { defineDescriptor } from '../descriptor.ts';

export default defineDescriptor({
  id: 'tw-hk',
  folder: 'twhk',
  site: 'tw-hk',
  kind: 'trick',
  names: {
    en: 'Taiwanese & Hong Kong Napoleon',
    ja: '台湾・香港のナポレオン',
    ko: '대만·홍콩 나폴레옹',
    'zh-TW': '台式／港式拿破崙',
  },
  // as the `players` option declares them (a unit test keeps the two equal)
  players: { counts: [4, 5, 6], default: 5 },
  defaultHands: 3,
  phases: ['auction', 'trump', 'exchange', 'secretary', 'play', 'gameOver'],
  steps: {
    auction: 'auction',
    trump: 'auction',
    exchange: 'exchange',
    secretary: 'partner',
    play: 'tricks',
    handOver: 'result',
    gameOver: 'result',
  },
  review: {
    scoringCards: 'heads',
    declarer: 'Napoleon',
    partner: 'secretary',
    widow: 'widow',
    jokerCall: 'summon',
    contract: 'heads',
  },
  puzzles: {
    idPrefix: 'hk-',
    min: 20,
    ruleIds: ['led-suit', 'trumps', 'no-trump', 'jokers', 'secretary', 'last-three', 'led-joker', 'summon'],
  },
  translatedIn: ['zh-TW'],
  has: {
    widow: true,
    partnerCardRanks: true,
    partnerCard: true,
    scoreCalculator: true,
    endgames: true,
    deductionPuzzles: true,
    knowPanel: true,
  },
});
