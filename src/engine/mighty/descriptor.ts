/** Mighty's descriptor (light: no engine code; see `../descriptor.ts`). */
import { defineDescriptor } from '../descriptor.ts';

export default defineDescriptor({
  id: 'mighty',
  folder: 'mighty',
  site: 'mighty',
  kind: 'trick',
  names: { en: 'Mighty', ja: 'マイティ（韓国）', ko: '마이티', 'zh-TW': '韓式拿破崙' },
  shortNames: { ja: 'マイティ' },
  // The Chinese menu leaves Mighty in Latin letters; its text names it as its sister games are.
  menuNames: { 'zh-TW': 'Mighty（韓國）' },
  // as the `players` option declares them (a unit test keeps the two equal)
  players: { counts: [5], default: 5 },
  defaultHands: 3,
  phases: ['auction', 'exchange', 'trump', 'friend', 'play', 'gameOver'],
  steps: {
    auction: 'auction',
    exchange: 'exchange',
    trump: 'exchange',
    friend: 'partner',
    play: 'tricks',
    handOver: 'result',
    gameOver: 'result',
  },
  review: {
    scoringCards: 'points',
    declarer: 'declarer',
    partner: 'friend',
    widow: 'kitty',
    jokerCall: 'call',
    contract: 'points',
  },
  puzzles: {
    idPrefix: 'mt-',
    min: 20,
    ruleIds: ['led-suit', 'trumps', 'no-trump', 'mighty', 'joker', 'ripper', 'jokerFirstLast', 'mightyWhenSpadesTrump'],
  },
  translatedIn: ['ko'],
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
