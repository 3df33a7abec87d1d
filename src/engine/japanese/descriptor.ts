/** Japanese Napoleon's descriptor (light: no engine code; see `../descriptor.ts`). */
import { defineDescriptor } from '../descriptor.ts';

export default defineDescriptor({
  id: 'japanese',
  folder: 'japanese',
  site: 'japanese',
  kind: 'trick',
  names: { en: 'Japanese Napoleon', ja: 'ナポレオン', ko: '나폴레옹 (일본)', 'zh-TW': '日式拿破崙' },
  // as the `players` option declares them (a unit test keeps the two equal)
  players: { counts: [4, 5, 6], default: 5 },
  defaultHands: 3,
  phases: ['auction', 'adjutant', 'exchange', 'play', 'gameOver'],
  steps: {
    auction: 'auction',
    adjutant: 'partner',
    exchange: 'exchange',
    play: 'tricks',
    handOver: 'result',
    gameOver: 'result',
  },
  review: {
    scoringCards: 'honours',
    declarer: 'Napoleon',
    partner: 'adjutant',
    widow: 'widow',
    jokerCall: null,
    contract: 'honours',
  },
  puzzles: {
    idPrefix: 'jp-',
    min: 30,
    ruleIds: ['led-suit', 'follow-suit', 'trumps', 'mighty', 'sei-jack', 'ura-jack', 'no-trump'],
  },
  optionPages: { strength: 'special-cards', joker: 'joker' },
  translatedIn: [],
  has: {
    widow: true,
    partnerCardRanks: false,
    partnerCard: true,
    scoreCalculator: true,
    endgames: true,
    deductionPuzzles: true,
    knowPanel: true,
  },
});
