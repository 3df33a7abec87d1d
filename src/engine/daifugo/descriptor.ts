/** Daifugō's descriptor (light: no engine code; see `../descriptor.ts`). */
import { defineDescriptor, playersOf } from '../descriptor.ts';
import { DAIFUGO_OPTIONS } from './options.ts';

export default defineDescriptor({
  id: 'daifugo',
  folder: 'daifugo',
  site: 'daifugo',
  kind: 'climb',
  names: { en: 'Daifugō', ja: '大富豪', ko: '다이후고 (대부호)', 'zh-TW': '大富豪' },
  players: playersOf(DAIFUGO_OPTIONS),
  defaultHands: 3,
  phases: ['exchange', 'play', 'gameOver'],
  steps: { exchange: 'exchange', play: 'piles', gameOver: 'result' },
  review: { scoringCards: null, declarer: null, contract: 'finish' },
  translatedIn: [],
  has: {
    widow: false,
    partnerCard: false,
    scoreCalculator: true,
    endgames: false,
    deductionPuzzles: false,
    knowPanel: false,
  },
});
