/** Daifugō's descriptor (light: no engine code; see `../descriptor.ts`). */
import { defineDescriptor } from '../descriptor.ts';

export default defineDescriptor({
  id: 'daifugo',
  folder: 'daifugo',
  site: 'daifugo',
  kind: 'climb',
  names: { en: 'Daifugō', ja: '大富豪', ko: '다이후고 (대부호)', 'zh-TW': '大富豪' },
  // as the `players` option declares them (a unit test keeps the two equal)
  players: { counts: [4, 5, 6, 7, 8], default: 4 },
  defaultHands: 3,
  handNumbering: 'round',
  phases: ['exchange', 'play', 'gameOver'],
  steps: { exchange: 'exchange', play: 'piles', gameOver: 'result' },
  review: { scoringCards: null, declarer: null, partner: null, widow: null, jokerCall: null, contract: 'finish' },
  puzzles: {
    idPrefix: 'df-',
    min: 20,
    ruleIds: ['forms', 'higher-rank', 'joker', 'lone-joker', 'revolution', 'stairs', 'skip'],
  },
  translatedIn: [],
  has: {
    widow: false,
    partnerCardRanks: false,
    partnerCard: false,
    scoreCalculator: true,
    endgames: false,
    deductionPuzzles: false,
    knowPanel: false,
  },
});
