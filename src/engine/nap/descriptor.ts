/** English Nap's descriptor (light: no engine code; see `../descriptor.ts`). */
import { defineDescriptor, playersOf } from '../descriptor.ts';
import { NAP_OPTIONS } from './options.ts';

export default defineDescriptor({
  id: 'nap',
  folder: 'nap',
  site: 'nap',
  kind: 'trick',
  names: { en: 'English Nap', ja: 'ナップ（イギリス）', ko: '냅 (영국)', 'zh-TW': '英式拿破崙' },
  shortNames: { ja: 'ナップ' },
  players: playersOf(NAP_OPTIONS),
  defaultHands: 3,
  phases: ['auction', 'play', 'gameOver'],
  steps: { auction: 'auction', play: 'tricks', handOver: 'result', gameOver: 'result' },
  review: { scoringCards: null, declarer: 'the bidder', contract: 'tricks' },
  translatedIn: [],
  has: {
    widow: false,
    partnerCard: false,
    scoreCalculator: true,
    endgames: true,
    deductionPuzzles: true,
    knowPanel: false,
  },
});
