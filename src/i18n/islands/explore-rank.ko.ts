/**
 * The card ranking explorer's words in Korean (shape: explore-rank.en.ts), for the Korean edition's
 * Mighty ranking page. The game's name, its rule set and the engine's card notes come in Korean
 * from RankingExplorer.astro (explore-views.ko.ts, from the Korean phrasebook).
 */
import type { RankWords } from './explore-rank.en.ts';

export const rankWordsKo: RankWords = {
  engineFailed: () => '규칙 엔진을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.',
  engineLoading: '규칙 엔진을 불러오는 중…',
  rankRegion: '카드 서열 보기',
  rankGame: '게임',
  rankRules: '규칙',
  rankTrump: '기루다',
  rankLed: '선이 낸 무늬',
  rankNotChosen: '정하지 않음',
  rankTrick: '몇 번째 트릭',
  rankRevolution: '혁명 중',
  rankRulesLine: (line) => `규칙: ${line}. 강한 카드부터 늘어놓았습니다. ★는 특수 카드 표시입니다.`,
  rankList: '강한 순서의 카드',
  rankPlace: (n) => `${n}번째로 강함`,
  rankSep: ', ',
  rankRole: {
    mighty: '마이티',
    'sei-jack': '주 잭',
    'ura-jack': '보조 잭',
    killer: '마이티를 이기는 카드',
    joker: '조커',
    'powerless-joker': '조커 (여기서는 힘이 없음)',
    'weak-joker': '조커 (여기서는 가장 약함)',
    'big-joker': '큰 조커',
    'little-joker': '작은 조커',
    secretary: '비서 카드',
    trump: '기루다',
    led: '선이 낸 무늬',
    suit: '그 무늬가 선일 때',
    never: '이길 수 없음',
    plain: '',
  },
  rankLosers: (n) => `다음 ${n}장은 무엇이 나오든 이 트릭을 이길 수 없습니다:`,
  rankLosersList: '이길 수 없는 카드',
  rankCannotWin: '이길 수 없음',
  rankRefused: () => '이 설정으로는 카드 서열을 보여 줄 수 없습니다.',
};
