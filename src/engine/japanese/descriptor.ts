/** Japanese Napoleon's descriptor (light: no engine code; see `../descriptor.ts`). */
import { defineDescriptor, playersOf } from '../descriptor.ts';
import { JAPANESE_OPTIONS } from './options.ts';

export default defineDescriptor({
  id: 'japanese',
  folder: 'japanese',
  site: 'japanese',
  kind: 'trick',
  names: { en: 'Japanese Napoleon', ja: 'ナポレオン', ko: '나폴레옹 (일본)', 'zh-TW': '日式拿破崙' },
  players: playersOf(JAPANESE_OPTIONS),
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
  review: { scoringCards: 'honours', declarer: 'Napoleon', contract: 'honours' },
  translatedIn: [],
  has: {
    widow: true,
    partnerCard: true,
    scoreCalculator: true,
    endgames: true,
    deductionPuzzles: true,
    knowPanel: true,
  },
});
