/** English Nap's descriptor (light: no engine code; see `../descriptor.ts`). */
import { defineDescriptor } from '../descriptor.ts';

export default defineDescriptor({
  id: 'nap',
  folder: 'nap',
  site: 'nap',
  kind: 'trick',
  names: { en: 'English Nap', ja: 'ナップ（イギリス）', ko: '냅 (영국)', 'zh-TW': '英式拿破崙' },
  shortNames: { ja: 'ナップ' },
  // as the `players` option declares them (a unit test keeps the two equal)
  players: { counts: [2, 3, 4, 5, 6, 7], default: 4 },
  defaultHands: 3,
  handNumbering: 'scored',
  phases: ['auction', 'play', 'gameOver'],
  steps: { auction: 'auction', play: 'tricks', handOver: 'result', gameOver: 'result' },
  review: { scoringCards: null, declarer: 'declarer', partner: null, widow: null, jokerCall: null, contract: 'tricks' },
  puzzles: {
    idPrefix: 'nap-',
    min: 20,
    ruleIds: ['led-suit', 'follow-suit', 'trumps', 'trumps-by-lead', 'misere', 'deck', 'joker'],
  },
  translatedIn: [],
  has: {
    widow: false,
    partnerCardRanks: false,
    partnerCard: false,
    scoreCalculator: true,
    endgames: true,
    deductionPuzzles: false,
    knowPanel: false,
  },
});
