/**
 * The card ranking explorer's words in Traditional Chinese (shape: explore-rank.en.ts), for the
 * Chinese edition's tw-hk ranking page. The game's name, presets and any engine card note come in
 * Chinese from RankingExplorer.astro (explore-views.ts, from phrases-zh-tw.ts). Other games' roles
 * (Mighty's, Japanese Napoleon's) are named too so that the shape is whole, in Chinese words.
 */
import type { RankWords } from './explore-rank.en.ts';

export const rankWordsZh: RankWords = {
  engineFailed: () => '規則引擎載入失敗，請重新整理頁面。',
  engineLoading: '正在載入規則引擎…',
  rankRegion: '牌的大小順序',
  rankGame: '遊戲',
  rankRules: '規則',
  rankTrump: '王牌',
  rankLed: '首引花色',
  rankNotChosen: '不指定',
  rankTrick: '第幾輪',
  rankRevolution: '革命中',
  rankRulesLine: (line) => `規則：${line}。由大到小排列；★是特殊牌的記號。`,
  rankList: '由大到小的牌',
  rankPlace: (n) => `第${n}大`,
  rankSep: '，',
  rankRole: {
    mighty: '王中王',
    'sei-jack': '正傑克',
    'ura-jack': '副傑克',
    killer: '剋王中王的牌',
    joker: '鬼牌',
    'powerless-joker': '鬼牌（這裡沒有威力）',
    'weak-joker': '鬼牌（這裡最小）',
    'big-joker': '大鬼',
    'little-joker': '小鬼',
    secretary: '秘書牌',
    trump: '王牌',
    led: '首引花色',
    suit: '自己的花色被首引時',
    never: '不可能贏',
    plain: '',
  },
  rankLosers: (n) => `下面這${n}張牌，不管別人出什麼，都贏不了這一輪：`,
  rankLosersList: '贏不了的牌',
  rankCannotWin: '贏不了',
  rankRefused: () => '這樣的設定排不出牌的大小順序。',
};
